// The GM's edits of a group from the tracker (rules "Scores set by hand, and who rolls", rule 3): take one
// member out (the row's context menu) or disband the whole group (its header's button). Each is the engine's
// `group` command, a disband's for every member applied together: ONE combat write either way, kept in the
// history like a typed score, so going back brings the group back as it was.
import { groupOf, groupsOf, type CombatState, type Command } from "../../engine";
import type { MenuSpec } from "./context-menu";

/** The commands that take every member out of group `groupId`; none when there is no such group. */
export function disbandCommands(state: CombatState, groupId: string): Command[] {
  const group = groupsOf(state).find((g) => g.id === groupId);
  return (group?.memberIds ?? []).map((combatantId) => ({ type: "group", combatantId, groupId: null }));
}

/** The row menu's "Take out of the group": the GM's, on a member's row. `stateOf` is the viewed combat's. */
export function leaveGroupSpec(
  stateOf: () => CombatState | null,
  isGM: () => boolean,
  run: (cmd: Command) => unknown,
): MenuSpec {
  return {
    labelKey: "SHADOWTURN.Group.Leave",
    icon: "fa-solid fa-user-minus",
    visible: (id) => {
      const state = isGM() ? stateOf() : null;
      return state !== null && groupOf(state, id) !== null;
    },
    run: (id) => run({ type: "group", combatantId: id, groupId: null }),
  };
}
