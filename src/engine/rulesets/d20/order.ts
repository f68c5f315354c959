// d20 turn order (RULES.md d20 rules 2-4): one pass per round, highest score first, then the higher DEX
// score, then the order the players chose by swapping, then the coin tossed when the combatant joined.
import type { CombatantState, CombatState } from "../../types";

/** Lexicographic comparison of number lists: the first differing place decides. */
function byKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i += 1) {
    // compared, not subtracted: Infinity - Infinity would be NaN
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Sort keys, smaller first. A manual tie position (swap-tie) beats the coin; combatants nobody placed by
 * hand come after the placed ones and fall back to the coin (higher coin first). Keys keep it transitive.
 */
function keys(c: CombatantState): number[] {
  return [
    -(c.score ?? Number.NEGATIVE_INFINITY),
    -c.input.d20.dex,
    c.tieOrder ?? Number.POSITIVE_INFINITY,
    -c.coin,
  ];
}

/** Negative when a acts before b; a total order that ends on the id. */
export function compareD20(a: CombatantState, b: CombatantState): number {
  const diff = byKeys(keys(a), keys(b));
  if (diff !== 0) return diff;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Same score and same DEX score: only the players' decision (or the coin) separates them (rule 3). */
export function tiedOnScoreAndDex(a: CombatantState, b: CombatantState): boolean {
  return a.score !== null && a.score === b.score && a.input.d20.dex === b.input.d20.dex;
}

/** A surprised combatant loses its first turn: round 1 (rule 4). */
export function losesThisTurn(c: CombatantState, state: CombatState): boolean {
  return c.flags.surprised && state.turn <= 1;
}

/**
 * Surprised and the lost first turn has not gone by yet: no reactions (rule 4). The turn has gone by once
 * someone who comes after it in the order has acted or is acting, or once round 1 has nobody left to act.
 */
export function surprisedTurnPending(c: CombatantState, state: CombatState): boolean {
  if (!losesThisTurn(c, state)) return false;
  if (state.turn < 1) return true;
  const passedBy = state.combatants.some(
    (o) => o.id !== c.id && (o.actedThisPass || o.id === state.currentId) && compareD20(c, o) < 0,
  );
  const roundOver =
    state.currentId === null &&
    state.actedOrder.length > 0 &&
    state.combatants.every((o) => !inPassD20(o, state) || o.actedThisPass);
  return !passedBy && !roundOver;
}

/** Has a phase this round: rolled, not defeated, not losing the turn to surprise. */
export function inPassD20(c: CombatantState, state: CombatState): boolean {
  return c.score !== null && !c.flags.defeated && !losesThisTurn(c, state);
}
