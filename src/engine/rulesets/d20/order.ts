// d20 turn order (rules d20 rules 2-4): one pass per round, highest score first, then the higher DEX
// score, then the order the players chose by swapping, then the coin tossed when the combatant joined.
import { compareIds, compareScores, scoreKey, type TieKey } from "../../tiebreak";
import type { CombatantState, CombatState } from "../../types";

/** A manual place from swap-tie (lower first) beats the coin; those nobody placed come after the placed. */
function compareTieOrder(a: CombatantState, b: CombatantState): number {
  if (a.tieOrder === b.tieOrder) return 0;
  if (a.tieOrder === null) return 1;
  if (b.tieOrder === null) return -1;
  return a.tieOrder - b.tieOrder;
}

/**
 * Negative when a acts before b: score, DEX score, swapped place, coin (higher first), then the id. Written
 * out by hand: this runs inside every sort of a round.
 */
export function compareD20(a: CombatantState, b: CombatantState): number {
  return (
    compareScores(a, b) ||
    b.input.d20.dex - a.input.d20.dex ||
    compareTieOrder(a, b) ||
    b.coin - a.coin ||
    compareIds(a, b)
  );
}

/** compareD20 as keys: score, DEX score, swapped place (unplaced last), coin (the id settles the rest). */
export const D20_ORDER_KEYS: readonly TieKey[] = [
  scoreKey,
  (c) => c.input.d20.dex,
  (c) => (c.tieOrder === null ? -Infinity : -c.tieOrder),
  (c) => c.coin,
];

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

/**
 * Whether c may take a reaction right now (rule 5; rule 4 for the surprised). The tracker asks this rather
 * than reading a row's budget: before its turn a row previews the fresh budget, in which the reaction is back,
 * while the reaction really returns only when that turn starts.
 */
export function d20CanReact(c: CombatantState, state: CombatState): boolean {
  return !c.flags.defeated && c.budget.reaction > 0 && !surprisedTurnPending(c, state);
}
