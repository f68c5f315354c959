// The one place where an item becomes an engine InitiativeSource. Everything an item does to initiative is
// read here from its `system.initiative` group (augmentations, drugs) or its `system.d20` group (features); other
// item types (Matrix gear, actions) are no source: gear feeds the actor's Matrix attributes instead.
import { makeSource, type BonusCategory, type InitiativeSource, type SourceKind } from "../../engine";

/** What we read from an Item document (or a plain pack entry). */
export interface ItemLike {
  id: string | null;
  name: string;
  type: string;
  system: Record<string, unknown>;
}

function num(v: unknown): number {
  return typeof v === "number" && Number.isFinite(v) ? v : 0;
}

function group(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === "object" ? (v as Record<string, unknown>) : {};
}

function blankToNull(v: unknown): string | null {
  return typeof v === "string" && v !== "" ? v : null;
}

/** The item's initiative effect, or null when the item type never touches initiative. */
export function toInitiativeSource(item: ItemLike): InitiativeSource | null {
  const s = item.system;
  const base = { id: item.id ?? item.name, name: item.name, active: s.active === true };
  const init = group(s.initiative);
  switch (item.type) {
    case "augmentation":
      return makeSource({
        ...base,
        kind: (s.subtype as SourceKind) ?? "other",
        rating: num(s.rating),
        dice: num(init.dice),
        flat: num(init.flat),
        passes: num(init.passes),
        bonusActions: num(init.bonusActions),
        bonusCategory: (blankToNull(init.bonusCategory) as BonusCategory | null) ?? "physical",
        stackingGroup: blankToNull(init.stackingGroup),
      });
    case "drug":
      return makeSource({
        ...base,
        kind: "drug",
        dice: num(init.dice),
        flat: num(init.flat),
        passes: num(init.passes),
        // A drug's dice would be bonus actions on an augmentation (one per die); the engine refuses them for
        // drugs and says so ("drug-no-bonus-actions"), which is what the sheet should show a player.
        bonusActions: Math.min(3, num(init.dice)),
        bonusCategory: "physical",
        stackingGroup: blankToNull(init.stackingGroup),
      });
    case "feature": {
      const d20 = group(s.d20);
      return makeSource({
        ...base,
        kind: "feature",
        d20: {
          initiative: num(d20.initiative),
          advantage: d20.advantage === true,
          bonusAction: d20.bonusAction === true,
          actionSurge: num(d20.actionSurge),
        },
      });
    }
    default:
      return null;
  }
}
