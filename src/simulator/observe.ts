// What the table shows of an engine row: the budget as the ruleset's economy records it, and the notes.
import { getRuleset, seizeFlags, sr4Flags, type Budget, type PhaseView, type RulesetId } from "../engine";
import type { BudgetView, NoteCode } from "./log";

export function budgetView(ruleset: RulesetId, b: Budget): BudgetView {
  return getRuleset(ruleset).economy.record(b);
}

/** The remarks a GM needs next to a phase, in a fixed order. */
export function notesOf(v: PhaseView): NoteCode[] {
  const f = v.flags;
  const [sr4, seize] = [sr4Flags(f), seizeFlags(f)];
  const notes: [boolean, NoteCode][] = [
    [v.simultaneous, "simultaneous"],
    [seize.seized, "seized"],
    [sr4.goFirst, "go-first"],
    [seize.blitz, "blitz"],
    [f.glitch && !f.criticalGlitch, "glitch"],
    [f.criticalGlitch, "critical-glitch"],
    [f.delayed, "delayed"],
    [f.fullDefense, "full-defense"],
    [f.surprised, "surprised"],
    [sr4.extraPass, "extra-pass"],
  ];
  return notes.filter(([on]) => on).map(([, code]) => code);
}
