// The fight as a viewer who may not see every combatant sees it (a player, with combatants the GM hid): the
// state as if the hidden ones were not there, so what is shown from it (a group's header and roller, who is
// next, the passes to come, "up next") neither names nor counts nor times them. A hidden combatant acting
// leaves nobody acting in this state; the callers show nothing new for that phase.
import type { CombatState } from "./types";

/** `state` without the combatants `maySee` refuses; the same object when it refuses none. */
export function seenBy(state: CombatState, maySee: (id: string) => boolean): CombatState {
  if (state.combatants.every((c) => maySee(c.id))) return state;
  const combatants = state.combatants.filter((c) => maySee(c.id));
  const currentId = state.currentId !== null && maySee(state.currentId) ? state.currentId : null;
  const groups = (state.groups ?? []).map((g) => ({ ...g, memberIds: g.memberIds.filter(maySee) }));
  return {
    ...state,
    combatants,
    currentId,
    actedOrder: state.actedOrder.filter(maySee),
    ...(state.groups ? { groups } : {}),
  };
}
