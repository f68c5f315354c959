// Beginning a phase (the shared flow's beginPhase, and the phases sr4 opens itself): the phase budget, a Full
// Defense still owed taking its Complex out of it, and a record of what the phase opened with, from which an
// action spent is told (rules sr4 rule 9) and an untouched phase handed back (sr4 rule 5, sr5 rule 4,
// bonus-actions rule 7). One module both can import, so the two never drift apart.
import { copyWith } from "./combatants";
import type { ActionEconomy } from "./rulesets/economy";
import type { Budget, CombatantState } from "./types";

/**
 * `c` with its phase begun on `budget`: a Full Defense still owed takes what the economy's payFullDefense
 * says (sr4 rule 10: a Complex), or leaves the phase only what outlives it (afterPhase: Free actions) when
 * it cannot be paid there. An economy without the shared Full Defense owes nothing.
 */
export function openedPhase(c: CombatantState, budget: Budget, economy: ActionEconomy): CombatantState {
  const owed = c.flags.fullDefenseOwed === true;
  let opened = budget;
  let flags = c.flags;
  if (owed && economy.payFullDefense) {
    opened = economy.payFullDefense(budget, c.input.name) ?? economy.afterPhase(budget);
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
