// The Free action of sr4 (rules sr4 rule 8): one per pass, from the character's own phase to the end of
// that pass, never before it; during the phase a Simple action may be given up for another Free one.
import { payFree, srBudget } from "../budget";
import { RuleError } from "../../errors";
import type { CombatantState, CombatState } from "../../types";
import { inSr4Pass } from "./order";

export function spendFreeSr4(c: CombatantState, state: CombatState): CombatantState {
  const who = c.input.name;
  if (!inSr4Pass(c, state)) {
    // No phase in this pass (no pass left, or a score of 0): no Free action either (rules sr4 rule 8).
    throw new RuleError("sr4-no-phase", `${who} has no phase in this pass`, { actor: who, pass: state.pass });
  }
  const phaseCame = c.phaseBegun === true || c.actedThisPass || state.currentId === c.id;
  if (!phaseCame) {
    throw new RuleError("sr4-free-before-phase", `${who}: a Free action waits for the character's phase`, {
      actor: who,
    });
  }
  const budget = srBudget(c.budget);
  if (budget.free > 0) return { ...c, budget: payFree(budget, who) };
  if (state.currentId === c.id && budget.simple > 0) {
    // A Free action in place of a Simple one.
    return { ...c, budget: { ...budget, simple: budget.simple - 1 } };
  }
  // Nothing left: payFree refuses with the shared "no-budget" error.
  return { ...c, budget: payFree(budget, who) };
}
