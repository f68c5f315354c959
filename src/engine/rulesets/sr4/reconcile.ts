// Mid-turn changes to an actor (RULES.md sr4 rules 5 and 6): wounds and a changed initiative attribute
// move the score at once by the difference; more passes wait for the next turn, fewer apply at once.
import { initiativeFormula } from "../../initiative/formula";
import type { CombatantInput, CombatantState } from "../../types";

/**
 * Passes after the formula's passes changed by `delta` mid-turn. Gains only wait (flags.pendingPasses,
 * shown as "next turn"); a loss first cancels gains still waiting, then takes passes away now, never
 * below one (a magician who projects and returns in the same turn keeps the one pass he had).
 */
function passesAfter(c: CombatantState, delta: number): { passes: number; pendingPasses: number } {
  const pending = c.flags.pendingPasses;
  if (delta >= 0) return { passes: c.passes, pendingPasses: pending + delta };
  const fromPending = Math.min(pending, -delta);
  const lost = -delta - fromPending;
  return { passes: Math.max(1, c.passes - lost), pendingPasses: pending - fromPending };
}

export function reconcileSr4(before: CombatantState, input: CombatantInput): CombatantState {
  const roll = before.roll;
  if (roll === null || before.score === null) return { ...before, input };
  const formula = initiativeFormula("sr4", input, { edge: roll.edgeUsed });
  const old = roll.formula;
  const shift = formula.attributePart - old.attributePart + (formula.woundModifier - old.woundModifier);
  const { passes, pendingPasses } = passesAfter(before, formula.passes - old.passes);
  return {
    ...before,
    input,
    score: before.score + shift,
    // The dice stay; the formula is what the score now stands on, so the next change diffs against it.
    roll: { ...roll, formula, score: before.score + shift },
    passes,
    flags: { ...before.flags, pendingPasses },
  };
}
