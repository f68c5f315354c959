// Mid-turn changes to an actor (rules sr4 rules 5 and 6): wounds and a changed initiative attribute
// move the score at once by the difference; more passes wait for the next turn, fewer apply at once.
import { initiativeFormula } from "../formula";
import { sr4Flags, withFlags } from "../../flags";
import type { CombatantInput, CombatantState } from "../../types";

/**
 * Passes after the formula's passes changed by `delta` mid-turn. Gains only wait (flags.sr4.pendingPasses,
 * shown as "next turn"); a loss first cancels gains still waiting, then takes passes away now, never
 * below one (a magician who projects and returns in the same turn keeps the one pass he had).
 */
function passesAfter(c: CombatantState, delta: number): { passes: number; pendingPasses: number } {
  const pending = sr4Flags(c.flags).pendingPasses;
  if (delta >= 0) return { passes: c.passes, pendingPasses: pending + delta };
  const fromPending = Math.min(pending, -delta);
  const lost = -delta - fromPending;
  return { passes: Math.max(1, c.passes - lost), pendingPasses: pending - fromPending };
}

export function reconcileSr4(before: CombatantState, input: CombatantInput): CombatantState {
  if (before.score === null) return { ...before, input };
  // The test's dice stay as rolled; only what the score stands on has changed.
  const opts = { edge: before.roll?.edgeUsed === true };
  const was = initiativeFormula("sr4", before.input, opts);
  const now = initiativeFormula("sr4", input, opts);
  const shift = now.attributePart - was.attributePart + (now.woundModifier - was.woundModifier);
  const { passes, pendingPasses } = passesAfter(before, now.passes - was.passes);
  const score = before.score + shift;
  // Rule 5: once at 0 or less, out for the rest of the turn, even if healed.
  const outThisTurn = sr4Flags(before.flags).outThisTurn || score <= 0;
  return {
    ...before,
    input,
    score,
    passes,
    flags: withFlags(before.flags, "sr4", { pendingPasses, outThisTurn }),
  };
}
