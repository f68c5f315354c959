// Which groups this client shows folded: a view choice of the person at this screen, like a closed folder,
// so it is never written to the combat. Kept in memory per combat: it survives every re-render, and the
// sidebar and a popped-out tracker show the same; a reload of the page shows every group unfolded again.

const folded = new Map<string, Set<string>>();

/** The ids of the groups of combat `combatId` shown folded here. */
export function foldedGroups(combatId: string): ReadonlySet<string> {
  return folded.get(combatId) ?? new Set();
}

/** Folds the group, or unfolds it when folded; says whether it is folded now. */
export function toggleFolded(combatId: string, groupId: string): boolean {
  const set = folded.get(combatId) ?? new Set<string>();
  folded.set(combatId, set);
  if (set.delete(groupId)) return false;
  set.add(groupId);
  return true;
}
