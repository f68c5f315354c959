// The order of the current pass kept beside a state, so that handing the phase on advance after advance
// neither searches nor sorts everyone again: the plan's order of the pass (plan.ts, one sort), a cursor on
// the one acting, and where each combatant sits in `state.combatants`. It lives in a WeakMap keyed by the
// state object itself, so every other change (a command, a wound, a new combatant, a state read afresh
// from documents) makes a new state without a queue: the queue can never be stale, it is only missing,
// and then the shared flow searches as before. States are never changed in place (combat.ts), which is what
// makes a state object a safe key.
import { passOrder } from "./plan";
import type { Ruleset } from "./rulesets/ruleset";
import type { CombatState } from "./types";

export interface PassQueue {
  /** Everyone with a phase in this pass, in phase order. */
  order: readonly string[];
  /** The index in `order` of the one acting in the state this queue belongs to. */
  at: number;
  /** Position of each combatant in `state.combatants` (advances never reorder them). */
  index: ReadonlyMap<string, number>;
}

const queues = new WeakMap<CombatState, PassQueue>();

/**
 * The queue of `state`: kept from the advance that made it, or made now when the pass has just begun (nobody
 * has acted, nobody delays, the first in order is the one acting). Null otherwise, and with autoSkipSpent,
 * whose skipping the shared flow handles.
 */
export function queueOf(rs: Ruleset, state: CombatState): PassQueue | null {
  const kept = queues.get(state);
  if (kept) return kept;
  if (state.actedOrder.length > 0 || state.currentId === null || state.settings.autoSkipSpent) return null;
  const order = passOrder(rs, state);
  if (order === null || order[0] !== state.currentId) return null;
  const index = new Map(state.combatants.map((c, i) => [c.id, i]));
  const queue = { order, at: 0, index };
  queues.set(state, queue);
  return queue;
}

/** Keeps `queue` for `state` (made from the state `queue` came with by an advance inside the pass). */
export function keepQueue(state: CombatState, queue: PassQueue): void {
  queues.set(state, queue);
}
