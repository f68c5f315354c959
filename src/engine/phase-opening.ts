// Beginning a phase (the shared flow's beginPhase, and the phases sr4 opens itself): the phase budget, a Full
// Defense still owed taking its Complex out of it, and a record of what the phase opened with, from which an
// action spent is told (rules sr4 rule 9) and an untouched phase handed back (sr4 rule 5, sr5 rule 4,
// bonus-actions rule 7). One module both can import, so the two never drift apart.
import { copyWith } from "./combatants";
import { samePlain } from "./plain";
import type { ActionEconomy } from "./rulesets/economy";
import type { Budget, CombatantState, CombatState } from "./types";

/**
 * Something was done in `c`'s phase that has begun: an action spent from its budget (Full Defense and Free
 * actions included), or something paid elsewhere that counts as acting in it (an sr5 interrupt, rule 7).
 * From then on the phase can no longer be delayed, nor interrupted (rules sr4 rule 9), nor handed on by a
 * score change (sr5 rule 7). The budget is compared by value: a ruleset's own budget may nest its counts
 * (sr6's `left`), and a reconcile may rebuild the budget and the record apart.
 */
export function phaseTouched(c: CombatantState): boolean {
  const opening = c.phaseOpening;
  if (c.phaseBegun !== true || !opening) return false;
  return opening.acted === true || !samePlain(c.budget, opening.opened);
}

/**
 * `state` with its current actor's phase marked as acted in when `id` is that actor, the phase has begun
 * and is not over: settled 2026-12-01, an interrupt taken in one's own phase counts as acting in it, so no
 * later re-pick (another's wound, a join, a typed score) hands that phase on (sr5 rule 7).
 */
export function actedInOwnPhase(state: CombatState, c: CombatantState): CombatantState {
  const opening = c.phaseOpening;
  if (state.currentId !== c.id || c.phaseBegun !== true || c.actedThisPass || !opening || opening.acted)
    return c;
  return copyWith(c, { phaseOpening: { ...opening, acted: true } });
}

/**
 * What a budget keeps once Full Defense is taken out of it: what the economy's payFullDefense leaves (sr4 rule
 * 10: a Complex), or only what outlives the phase (afterPhase: Free actions) when it cannot be paid there.
 */
export function afterFullDefense(economy: ActionEconomy, budget: Budget, who: string): Budget {
  return economy.payFullDefense?.(budget, who) ?? economy.afterPhase(budget);
}

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
    opened = afterFullDefense(economy, budget, c.input.name);
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
