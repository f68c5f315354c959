// Beginning a phase (the shared flow's beginPhase, and the phases sr4 opens itself): the phase budget, a Full
// Defense still owed taking its Complex out of it, and a record of what the phase opened with, from which an
// action spent is told (rules sr4 rule 9) and an untouched phase handed back (sr4 rule 5, sr5 rule 4,
// bonus-actions rule 7). One module both can import, so the two never drift apart.
import { canPaySrAction, paySrAction, srBudget } from "./budget";
import { copyWith } from "./combatants";
import type { Budget, CombatantState } from "./types";

/**
 * `c` with its phase begun on `budget`: a Full Defense still owed takes its Complex (physical, so physical
 * bonus actions may pay it) when `srFullDefense`, or leaves the phase nothing but Free actions when no
 * Complex fits.
 */
export function openedPhase(c: CombatantState, budget: Budget, srFullDefense: boolean): CombatantState {
  const owed = c.flags.fullDefenseOwed === true;
  let opened = budget;
  let flags = c.flags;
  if (owed && srFullDefense) {
    const sr = srBudget(budget);
    opened = canPaySrAction(sr, "complex", "physical")
      ? paySrAction(sr, "complex", "physical", c.input.name)
      : { ...sr, simple: 0, bonus: 0 };
    flags = copyWith(flags, { fullDefenseOwed: false });
  }
  return copyWith(c, {
    flags,
    phaseOpening: { budget: c.budget, opened, fullDefenseOwed: owed },
    budget: opened,
    phaseBegun: true,
    phasesTaken: c.phasesTaken + 1,
  });
}
