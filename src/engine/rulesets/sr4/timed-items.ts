// Timed items (rules sr4 rule 11): a grenade or charge goes off in the next pass at its setter's score as
// it stands when that pass begins, after everyone with that score. Which pass is "next" is only certain when a pass begins (the pass expected
// when the item was set may not come after all), so an item is armed when the following pass begins, goes
// off in it, and is gone when that pass is over.
import { RuleError } from "../../errors";
import { sr4Flags } from "../../flags";
import type { CombatantState, CombatState, TimedItem, TimedItemSlot } from "../../types";
import { passExists, sr4PassOrder } from "./order";

/** The pass after the current one as it looks now: later in this turn if someone has it, else the next turn's first. */
function expectedNextPass(state: CombatState): { turn: number; pass: number } {
  return passExists(state, state.pass + 1)
    ? { turn: state.turn, pass: state.pass + 1 }
    : { turn: state.turn + 1, pass: 1 };
}

/** The timed-item command: records the item at the setter's current score. */
export function setTimedItem(state: CombatState, setter: CombatantState, name: string): CombatState {
  const who = setter.input.name;
  const label = name.trim();
  if (label === "") {
    throw new RuleError("sr4-timed-item-name", `${who}: a timed item needs a name`, { actor: who });
  }
  if (setter.score === null) {
    throw new RuleError("sr4-no-score", `${who}: has no initiative score yet`, { actor: who });
  }
  const prefix = `${setter.id}:${state.turn}.${state.pass}:`;
  const item: TimedItem = {
    id: prefix + (state.timedItems.filter((t) => t.id.startsWith(prefix)).length + 1),
    name: label,
    ownerId: setter.id,
    score: setter.score,
    ...expectedNextPass(state),
    armed: false,
  };
  return { ...state, timedItems: [...state.timedItems, item] };
}

/**
 * A new pass has begun (state.turn / state.pass are the new ones): items that went off in the pass before
 * are gone, items set in it go off in this one, at the setter's score as it stands now (a wound since the
 * timer was set, or a new turn's roll, moves the detonation). A setter who has left keeps the score recorded.
 */
export function armTimedItems(state: CombatState): TimedItem[] {
  return state.timedItems
    .filter((t) => t.armed !== true)
    .map((t) => {
      const score = state.combatants.find((c) => c.id === t.ownerId)?.score ?? t.score;
      return { ...t, score, turn: state.turn, pass: state.pass, armed: true };
    });
}

/** Items going off in the current pass. */
export function timedItemsDue(state: CombatState): TimedItem[] {
  return state.timedItems.filter((t) => t.armed === true && t.turn === state.turn && t.pass === state.pass);
}

/**
 * Each due item goes off after the last combatant of the pass who acts on or before its score (ties
 * included: the item is always last among equal scores); Edge go-firsts come before it, critical glitches
 * after it whatever their score.
 */
export function timedItemSlots(state: CombatState): TimedItemSlot[] {
  const due = timedItemsDue(state);
  // most passes have none: then the pass is not ordered at all (asked at every phase)
  if (due.length === 0) return [];
  const order = sr4PassOrder(state);
  return due.map((item) => {
    const ahead = order.filter(
      (c) => sr4Flags(c.flags).goFirst || (!c.flags.criticalGlitch && (c.score ?? 0) >= item.score),
    );
    return { item, afterId: ahead.at(-1)?.id ?? null };
  });
}
