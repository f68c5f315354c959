// Timed items (RULES.md sr4 rule 11): a grenade or charge goes off at its setter's score in the next pass,
// after everyone with that score. The item is recorded with the pass it goes off in; the view lists the
// items due in the current pass with the combatant they go off after.
import { RuleError } from "../../errors";
import type { CombatantState, CombatState, TimedItem, TimedItemSlot } from "../../types";
import { passExists, sr4PassOrder } from "./order";

function before(a: { turn: number; pass: number }, b: { turn: number; pass: number }): boolean {
  return a.turn < b.turn || (a.turn === b.turn && a.pass < b.pass);
}

/** The pass after the current one: later in this turn if it will come, else the first pass of the next turn. */
function nextPassOf(state: CombatState): { turn: number; pass: number } {
  return passExists(state, state.pass + 1)
    ? { turn: state.turn, pass: state.pass + 1 }
    : { turn: state.turn + 1, pass: 1 };
}

/** The timed-item command: records the item at the setter's current score. */
export function setTimedItem(state: CombatState, setter: CombatantState, name: string): CombatState {
  const label = name.trim();
  if (label === "") {
    throw new RuleError("sr4-timed-item-name", `${setter.input.name}: a timed item needs a name`, {
      actor: setter.input.name,
    });
  }
  if (setter.score === null) {
    throw new RuleError("sr4-no-score", `${setter.input.name}: has no initiative score yet`, {
      actor: setter.input.name,
    });
  }
  const item: TimedItem = {
    id: `${setter.id}:${state.turn}.${state.pass}:${state.timedItems.length + 1}`,
    name: label,
    ownerId: setter.id,
    score: setter.score,
    ...nextPassOf(state),
  };
  return { ...state, timedItems: [...dropSpentTimedItems(state), item] };
}

/** Items whose pass is over are gone (they went off). */
export function dropSpentTimedItems(state: CombatState): TimedItem[] {
  return state.timedItems.filter((t) => !before(t, state));
}

/** Items going off in the current pass. */
export function timedItemsDue(state: CombatState): TimedItem[] {
  return state.timedItems.filter((t) => t.turn === state.turn && t.pass === state.pass);
}

/**
 * Each due item goes off after the last combatant of the pass who acts on or before its score (ties
 * included: the item is always last among equal scores); Edge go-firsts come before it, critical glitches
 * after it whatever their score.
 */
export function timedItemSlots(state: CombatState): TimedItemSlot[] {
  const order = sr4PassOrder(state);
  return timedItemsDue(state).map((item) => {
    const ahead = order.filter(
      (c) => c.flags.goFirst || (!c.flags.criticalGlitch && (c.score ?? 0) >= item.score),
    );
    return { item, afterId: ahead.at(-1)?.id ?? null };
  });
}
