// Phase order helpers shared by the rulesets: higher score first, then a chain of tiebreak keys, and the id
// last so the order is always total (two combatants never compare equal, so a sort is repeatable).
import type { CombatantState } from "./types";

/**
 * One tiebreak key; the higher value acts first. `step` names it, so "why this order" (why-order.ts) reads
 * the same keys the engine sorts by; `words` is the lang key suffix that explains it
 * (SHADOWTURN.Tracker.Why.<words>), the step unless the same step needs other words in this ruleset.
 */
export interface TieKey {
  (c: CombatantState): number;
  readonly step: string;
  readonly words: string;
}

/** A named tiebreak key. */
export function tieKey(step: string, value: (c: CombatantState) => number, words = step): TieKey {
  return Object.assign((c: CombatantState) => value(c), { step, words });
}

/** Compares on the keys in turn, higher first; the first key that differs decides (-Infinity included). */
export function compareKeys(a: CombatantState, b: CombatantState, keys: readonly TieKey[]): number {
  for (const key of keys) {
    const x = key(a);
    const y = key(b);
    if (x !== y) return x > y ? -1 : 1;
  }
  return 0;
}

/** Last resort so the order is total: the id, alphabetically. */
export function compareIds(a: CombatantState, b: CombatantState): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

type Order = (a: CombatantState, b: CombatantState) => number;

// One comparator per key list, so asking for a ruleset's order in a loop builds nothing.
const orders = new WeakMap<readonly TieKey[], Order>();

/**
 * The phase order a ruleset's keys make (Ruleset.orderKeys), negative when a acts before b: the first key
 * that differs, higher first; all equal, the id, so two combatants never compare equal and a sort is
 * repeatable. The one place the engine turns order keys into an order.
 */
export function orderBy(keys: readonly TieKey[]): Order {
  let order = orders.get(keys);
  if (!order) {
    order = (a, b) => compareKeys(a, b, keys) || compareIds(a, b);
    orders.set(keys, order);
  }
  return order;
}

/** The score as a key: higher first; no score (not rolled yet) comes after any score. */
export const scoreKey: TieKey = tieKey("score", (c) => c.score ?? -Infinity);
