// One roll for a group (rules "Scores set by hand, and who rolls", rule 3): the groups live on the Combat's
// `system.groups`, next to the timed items, so only a GM writes them, every write carries them and going back
// restores them. A group is only a name and a list of member ids; what cannot be read is left out.
import type { CombatantGroup } from "../../engine";

function isGroup(g: unknown): g is CombatantGroup {
  const o = g as Partial<CombatantGroup> | null;
  return (
    typeof o === "object" &&
    o !== null &&
    typeof o.id === "string" &&
    Array.isArray(o.memberIds) &&
    o.memberIds.every((id) => typeof id === "string")
  );
}

/** The stored groups that can be read, copied. */
export function checkedGroups(raw: unknown): CombatantGroup[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isGroup).map((g) => ({ id: g.id, memberIds: [...g.memberIds] }));
}
