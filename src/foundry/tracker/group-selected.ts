// One roll for a group (rules "Scores set by hand, and who rolls", rule 3), the GM's way to make one: select
// the gangers' tokens on the map (`canvas.tokens.controlled`, as macros and systems read the selection) and
// click "Group the selected tokens" in the tracker's header. Their combatants join one new group in ONE
// write (the engine's `group` command for each, applied together); the first of them rolls for the group.
import type { Command } from "../../engine";

/** The ids of the tokens this user has selected on the map; none without a canvas. */
export function selectedTokenIds(): string[] {
  const canvas = (globalThis as { canvas?: { tokens?: { controlled?: { id: string }[] } | null } }).canvas;
  return canvas?.tokens?.controlled?.map((t) => t.id) ?? [];
}

/**
 * The commands that make the combatants of `tokenIds` one group called `groupId`, in the tracker's order;
 * null when fewer than two of the tokens are in this combat.
 */
export function groupCommands(
  combatants: readonly { id: string; tokenId?: string | null }[],
  tokenIds: readonly string[],
  groupId: string,
): Command[] | null {
  const chosen = new Set(tokenIds);
  const members = combatants.filter((c) => c.tokenId != null && chosen.has(c.tokenId));
  if (members.length < 2) return null;
  return members.map((c) => ({ type: "group", combatantId: c.id, groupId }));
}
