// Which groups a tracker shows folded: a view choice of the person at this screen, like a closed folder, so
// it is never written to the combat. Each tracker keeps its own, per combat, in memory: it survives every
// re-render and switching between encounters; a reload of the page shows every group unfolded again.
export class FoldedGroups {
  readonly #byCombat = new Map<string, Set<string>>();

  /** The ids of the groups of combat `combatId` shown folded. */
  of(combatId: string): ReadonlySet<string> {
    return this.#byCombat.get(combatId) ?? new Set();
  }

  /** Folds the group, or unfolds it when folded; says whether it is folded now. */
  toggle(combatId: string, groupId: string): boolean {
    const set = this.#byCombat.get(combatId) ?? new Set<string>();
    this.#byCombat.set(combatId, set);
    if (set.delete(groupId)) return false;
    set.add(groupId);
    return true;
  }
}
