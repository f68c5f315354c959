// Rated compendium items by the slug of their base name, built when this module is loaded (the simulator
// itself reads the compendium only when a scenario names an item; see catalogue.ts).
import type { InitiativeSource } from "../engine";
import { baseName, catalogue, findItem, slug } from "./catalogue";

function withoutId({ id: _id, ...rest }: InitiativeSource): Omit<InitiativeSource, "id"> {
  return rest;
}

/**
 * Rated items by the slug of their base name: `RATED_ITEMS["wired-reflexes"].make(2)` is Wired Reflexes II
 * (for code that builds many combatants, such as the benchmark).
 */
export const RATED_ITEMS: Record<string, { make(rating: number): Omit<InitiativeSource, "id"> }> =
  Object.fromEntries(
    catalogue()
      .filter((i) => i.rating !== null)
      .map((i) => slug(baseName(i.name)))
      .map((key) => [key, { make: (rating: number) => withoutId(findItem(key, rating)!.source) }]),
  );
