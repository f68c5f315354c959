// The fight as a viewer who may not see every combatant sees it (a player, with combatants the GM hid): the
// state as if the hidden ones were not there, so what is shown from it (the acting row, the pass, a group's
// header and roller, who is next, the passes to come, "up next") neither names nor counts nor times them.
// A hidden combatant's phase is shown as the next visible phase of the turn, already begun: what the viewer
// would see at that moment without the hidden one (the phase after theirs). When hidden phases close the
// turn, the next turn is not rolled yet: the last visible phase of the pass is shown still running.
import { advanceInTurn } from "./combat";
import type { CombatState } from "./types";

/**
 * The next phase this turn whose actor `maySee` admits, as the engine would begin it; null when hidden
 * phases close the turn.
 */
function nextSeenPhase(state: CombatState, maySee: (id: string) => boolean): CombatState | null {
  let s: CombatState | null = state;
  for (let guard = state.combatants.length * 8 + 8; s !== null && guard > 0; guard -= 1) {
    if (s.currentId === null || maySee(s.currentId)) return s;
    s = advanceInTurn(s);
  }
  return null;
}

/** The last visible combatant who acted in this pass as still acting, or nobody acting. */
function lastSeenStillActing(state: CombatState, maySee: (id: string) => boolean): CombatState {
  const last = state.actedOrder.filter(maySee).at(-1);
  if (last === undefined) return { ...state, currentId: null };
  return {
    ...state,
    currentId: last,
    actedOrder: state.actedOrder.filter((id) => id !== last),
    combatants: state.combatants.map((c) => (c.id === last ? { ...c, actedThisPass: false } : c)),
  };
}

/** `state` without the combatants `maySee` refuses; the same object when it refuses none. */
export function seenBy(state: CombatState, maySee: (id: string) => boolean): CombatState {
  if (state.combatants.every((c) => maySee(c.id))) return state;
  const shown = nextSeenPhase(state, maySee) ?? lastSeenStillActing(state, maySee);
  const combatants = shown.combatants.filter((c) => maySee(c.id));
  const currentId = shown.currentId !== null && maySee(shown.currentId) ? shown.currentId : null;
  const groups = (shown.groups ?? []).map((g) => ({ ...g, memberIds: g.memberIds.filter(maySee) }));
  return {
    ...shown,
    combatants,
    currentId,
    actedOrder: shown.actedOrder.filter(maySee),
    ...(shown.groups ? { groups } : {}),
    ...(shown.hiddenIds ? { hiddenIds: shown.hiddenIds.filter(maySee) } : {}),
  };
}
