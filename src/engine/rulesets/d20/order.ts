// d20 turn order (rules d20 rules 2-4): one pass per round, highest score first, then the higher DEX
// score, then the order the players chose by swapping, then the coin tossed when the combatant joined.
import { d20Budget } from "../budget";
import { orderBy, scoreKey, tieKey, type TieKey } from "../../tiebreak";
import type { CombatantState, CombatState } from "../../types";

/**
 * Score, DEX score, the place the players chose by swapping (lower first; those nobody placed come after the
 * placed), coin (higher first); the id settles the rest.
 */
export const D20_ORDER_KEYS: readonly TieKey[] = [
  scoreKey,
  tieKey("dex", (c) => c.input.d20.dex),
  tieKey("swap", (c) => (c.tieOrder === null ? -Infinity : -c.tieOrder)),
  // tossed once for the combat (d20 rule 3), not once per turn as in the SR rulesets
  tieKey("coin", (c) => c.coin, "coinCombat"),
];

/** Negative when a acts before b (the order D20_ORDER_KEYS make). */
export const compareD20 = orderBy(D20_ORDER_KEYS);

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
  return !c.flags.defeated && d20Budget(c.budget).reaction > 0 && !surprisedTurnPending(c, state);
}
