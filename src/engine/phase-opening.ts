// Beginning a phase (the shared flow's beginPhase, and the phases sr4 opens itself): the phase budget, a Full
// Defense still owed taking its Complex out of it, and a record of what the phase opened with, from which an
// action spent is told (rules sr4 rule 9) and an untouched phase handed back (sr4 rule 5, sr5 rule 4,
// bonus-actions rule 7). One module both can import, so the two never drift apart.
import { canPaySrAction, paySrAction } from "./budget";
import { flagsWith } from "./copy";
import type { Budget, CombatantState } from "./types";

export type PhaseOpening = NonNullable<CombatantState["phaseOpening"]>;

// Openings are never changed in place (frozen), and nearly every phase of a turn opens from the same budget
// into the same shared phase budget, so the last one made is handed out again when it fits: one object fewer
// per phase, which at thousands of combatants is what garbage collection spends its time on.
let last: PhaseOpening | null = null;

function openingOf(budget: Budget, opened: Budget, fullDefenseOwed: boolean): PhaseOpening {
  if (
    last !== null &&
    last.budget === budget &&
    last.opened === opened &&
    last.fullDefenseOwed === fullDefenseOwed
  )
    return last;
  return (last = Object.freeze({ budget, opened, fullDefenseOwed }));
}

/**
 * Begins the phase of `copy`, a copy of a combatant nobody else holds yet, with `budget`: a Full Defense still
 * owed takes its Complex (physical, so physical bonus actions may pay it) when `srFullDefense`, or leaves the
 * phase nothing but Free actions when no Complex fits. Returns `copy`.
 */
export function openPhaseInPlace(
  copy: CombatantState,
  budget: Budget,
  srFullDefense: boolean,
): CombatantState {
  const owed = copy.flags.fullDefenseOwed === true;
  let opened = budget;
  if (owed && srFullDefense) {
    opened = canPaySrAction(budget, "complex", "physical")
      ? paySrAction(budget, "complex", "physical", copy.input.name)
      : { ...budget, simple: 0, bonus: 0 };
    copy.flags = flagsWith(copy.flags, { fullDefenseOwed: false });
  }
  copy.phaseOpening = openingOf(copy.budget, opened, owed);
  copy.budget = opened;
  copy.phaseBegun = true;
  copy.phasesTaken += 1;
  return copy;
}
