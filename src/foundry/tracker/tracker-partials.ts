// The tracker's partial templates (templates/combat/<name>.hbs), listed once: the tracker class registers
// them, and the template tests and the bench read the same list, so a new partial cannot be left out of one.
export const TRACKER_PARTIAL_NAMES = [
  "row",
  "pips",
  "controls",
  "timed",
  "score-input",
  "group-head",
  "own-roll",
] as const;
