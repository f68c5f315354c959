// Phase order helpers shared by the rulesets: higher score first, then a chain of tiebreak keys, and the id
// last so the order is always total (two combatants never compare equal, so a sort is repeatable).
import { initiativeFormula } from "./initiative/formula";
import type { CombatantInput, CombatantState } from "./types";

/** One tiebreak key; the higher value acts first. */
export type TieKey = (c: CombatantState) => number;

/** Compares on the keys in turn, higher first; the first key that differs decides. */
export function compareKeys(a: CombatantState, b: CombatantState, keys: readonly TieKey[]): number {
  for (const key of keys) {
    const diff = key(b) - key(a);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Last resort so the order is total: the id, alphabetically. */
export function compareIds(a: CombatantState, b: CombatantState): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Higher score first; combatants without a score yet come last. */
export function compareScores(a: CombatantState, b: CombatantState): number {
  if (a.score === b.score) return 0;
  if (a.score === null) return 1;
  if (b.score === null) return -1;
  return b.score - a.score;
}

// Inputs are replaced, never changed in place, so what is worked out from one can be kept per input object.
const reactionOf = new WeakMap<CombatantInput, number>();

/**
 * Reaction as the sheet shows it: the rating plus the flat item bonuses that count in the current mode (RULES
 * names a Reaction bonus from an implant as the example of a flat bonus; outside the body they do not count).
 * Worked out once per input: it runs inside every sort of a pass.
 */
export function augmentedReaction(c: CombatantState): number {
  let value = reactionOf.get(c.input);
  if (value === undefined) {
    const items = new Set(c.input.sources.map((s) => s.id));
    const flat = initiativeFormula("sr5", c.input)
      .terms.filter((t) => items.has(t.source))
      .reduce((sum, t) => sum + t.value, 0);
    value = c.input.attributes.reaction + flat;
    reactionOf.set(c.input, value);
  }
  return value;
}

/**
 * ERIC (sr5 rule 3, bonus-actions rule 2): higher Edge, then Reaction (augmented), then Intuition, then the
 * coin tossed for the turn (the higher coin wins).
 */
export const ERIC_KEYS: readonly TieKey[] = [
  (c) => c.input.attributes.edge,
  augmentedReaction,
  (c) => c.input.attributes.intuition,
  (c) => c.coin,
];

/** ERIC_KEYS written out by hand; keys are only worked out when the ones before them tie. */
function compareEric(a: CombatantState, b: CombatantState): number {
  const x = a.input.attributes;
  const y = b.input.attributes;
  return (
    y.edge - x.edge ||
    augmentedReaction(b) - augmentedReaction(a) ||
    y.intuition - x.intuition ||
    b.coin - a.coin
  );
}

/** compareScores as a key: no score is lower than any score. */
export const scoreKey: TieKey = (c) => c.score ?? -Infinity;

/** Score, then ERIC, then id. */
export function compareScoreEric(a: CombatantState, b: CombatantState): number {
  return compareScores(a, b) || compareEric(a, b) || compareIds(a, b);
}
