// Row context-menu entries in the shape each Foundry generation wants (FOUNDRY-API.md 3.2): v13 takes
// {name, icon: "<i ...>", condition(li), callback(li)}; v14 takes {label, icon: "fa-...", visible(target),
// onClick(event, target)}. Both receive the row's <li data-combatant-id>.

/** One entry, generation-neutral: what it says, when it shows, what it does, for a combatant id. */
export interface MenuSpec {
  labelKey: string;
  /** Font Awesome classes, e.g. "fa-solid fa-hourglass-half". */
  icon: string;
  visible(combatantId: string): boolean;
  run(combatantId: string): unknown;
}

function idOf(li: HTMLElement | null | undefined): string {
  return li?.dataset?.combatantId ?? "";
}

export function menuEntry(generation: number, spec: MenuSpec): ShadowturnContextMenuEntry {
  if (generation >= 14) {
    return {
      label: spec.labelKey,
      icon: spec.icon,
      visible: (target) => spec.visible(idOf(target)),
      onClick: (_event, target) => spec.run(idOf(target)),
    };
  }
  return {
    name: spec.labelKey,
    icon: `<i class="${spec.icon}"></i>`,
    condition: (li) => spec.visible(idOf(li)),
    callback: (li) => spec.run(idOf(li)),
  };
}

/**
 * Core's row entries that re-roll or clear a combatant's score. The engine owns the order, so once a fight
 * runs one would be refused and the other would quietly move the combatant to the end; they are removed, as
 * COS (`combat-tracker.ts`) and LAN (`lancer-combat-tracker.ts`) remove them. Matched by the i18n key in
 * `name` (v13) or `label` (v14, FOUNDRY-API.md 3.2).
 */
export const CORE_SCORE_ENTRIES: readonly string[] = ["COMBAT.CombatantReroll", "COMBAT.CombatantClear"];

export function withoutCoreScoreEntries(entries: ShadowturnContextMenuEntry[]): ShadowturnContextMenuEntry[] {
  return entries.filter((e) => !CORE_SCORE_ENTRIES.includes("name" in e ? e.name : e.label));
}
