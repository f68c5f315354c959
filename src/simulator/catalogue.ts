// The compendium's initiative items as scenarios name them. The data comes from packs/src through the one
// source reader (src/repo-data/pack-sources.mjs) and becomes an engine source through the same translation the
// Foundry layer uses (toInitiativeSource), so the simulator plays exactly what the compendium item does.
import { readPackSources } from "../repo-data/pack-sources.mjs";
import type { InitiativeSource } from "../engine";
import { toInitiativeSource } from "../foundry/item/initiative-source";

/** One compendium item that touches initiative. */
export interface CatalogueItem {
  /** The compendium _id (16 letters or digits). */
  id: string;
  name: string;
  type: string;
  /** The pack folder under packs/src. */
  pack: string;
  /** The entry's `system` data exactly as the source has it. */
  system: Record<string, unknown>;
  /** Its rating when the item type has one (augmentations), else null. */
  rating: number | null;
  /** As the engine sees it, with the compendium's own `active`. */
  source: InitiativeSource;
}

/** "Wired Reflexes II" -> "wired-reflexes-ii". */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The name without a trailing rating in Roman numerals: "Wired Reflexes II" -> "Wired Reflexes". */
export function baseName(name: string): string {
  return name.replace(/\s+[IVX]+$/, "");
}

let items: CatalogueItem[] | null = null;

/** Every item entry of the compendium sources that is an initiative source, in source order. */
export function catalogue(): CatalogueItem[] {
  items ??= readPackSources().flatMap(({ pack, entry }) => {
    const system = (entry.system ?? {}) as Record<string, unknown>;
    const item = { id: String(entry._id), name: String(entry.name), type: String(entry.type), system };
    // Actors and item types that never touch initiative (actions, Matrix gear) are no source.
    const source = "items" in entry ? null : toInitiativeSource(item);
    if (!source) return [];
    const rating = typeof system.rating === "number" ? system.rating : null;
    return [{ ...item, pack, rating, source }];
  });
  return items;
}

/**
 * The item a scenario names: its compendium id, its name (any case, or as a slug: `wired-reflexes-ii`),
 * or with `rating` its name without the rating (`wired-reflexes` rating 2 is Wired Reflexes II).
 */
export function findItem(query: string, rating?: number): CatalogueItem | undefined {
  const want = slug(query);
  if (rating === undefined) return catalogue().find((i) => i.id === query || slug(i.name) === want);
  return catalogue().find((i) => i.rating === rating && slug(baseName(i.name)) === want);
}

/** How a scenario can name each item, for the error message of an unknown one. */
export function itemNames(): string {
  return catalogue()
    .map((i) => i.name)
    .join(", ");
}
