// What the table shows of an engine row: the budget fields that matter in the ruleset and the notes.
import type { Budget, PhaseView, RulesetId } from "../engine";
import type { BudgetView, NoteCode } from "./log";

/**
 * How long a combatant's Free actions last: bonus-actions counts them per turn (rule 6), sr4 and sr5 per
 * pass. The one table of the simulator that differs by ruleset, so the table never prints a turn's count
 * as if it were the phase's.
 */
const FREE_ACTIONS_PER: Record<Exclude<RulesetId, "d20">, "turn" | "pass"> = {
  "bonus-actions": "turn",
  sr4: "pass",
  sr5: "pass",
};

export function budgetView(ruleset: RulesetId, b: Budget): BudgetView {
  if (ruleset === "d20") {
    return {
      action: b.action,
      bonusAction: b.bonusAction,
      reaction: b.reaction,
      object: b.object,
      movement: b.movement,
    };
  }
  return {
    simple: b.simple,
    bonus: b.bonus,
    bonusCategory: b.bonusCategory,
    free: b.free,
    freePer: FREE_ACTIONS_PER[ruleset],
  };
}

/** The remarks a GM needs next to a phase, in a fixed order. */
export function notesOf(v: PhaseView): NoteCode[] {
  const f = v.flags;
  const notes: [boolean, NoteCode][] = [
    [v.simultaneous, "simultaneous"],
    [f.seized, "seized"],
    [f.goFirst, "go-first"],
    [f.blitz, "blitz"],
    [f.glitch && !f.criticalGlitch, "glitch"],
    [f.criticalGlitch, "critical-glitch"],
    [f.delayed, "delayed"],
    [f.fullDefense, "full-defense"],
    [f.surprised, "surprised"],
    [f.extraPass, "extra-pass"],
  ];
  return notes.filter(([on]) => on).map(([, code]) => code);
}
