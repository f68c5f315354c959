// The actions a combatant can spend by name: the actor's own action items (type "action", from the
// compendium's catalogues or made by hand). An item names the catalogue it belongs to (its `ruleset`: "sr",
// "d20", "sr6"), which a ruleset names as its catalogue.items; its kind is one of that ruleset's economy's.
// The category says what a bonus pool may pay for.
import {
  ACTION_CATEGORIES,
  getRuleset,
  type ActionCategory,
  type Ruleset,
  type RulesetId,
} from "../../engine";
import type { CatalogueAction } from "./view-types";

/** An item as far as this file reads it. */
export interface ActionItemLike {
  name: string;
  type: string;
  system: Record<string, unknown>;
}

/** An action item's kind, where the ruleset's catalogue keeps it (Ruleset.catalogue.kindField). */
export function actionItemKind(rs: Ruleset, item: ActionItemLike): string {
  const field = rs.catalogue.kindField;
  if (field) return String(item.system[field]);
  return item.system.interrupt ? "interrupt" : String(item.system.kind ?? "");
}

/** One action item as a catalogue entry for this ruleset, or null when it does not belong to it. */
export function catalogueEntry(ruleset: RulesetId, item: ActionItemLike): CatalogueAction | null {
  if (item.type !== "action") return null;
  const rs = getRuleset(ruleset);
  if (item.system.ruleset !== rs.catalogue.items) return null;
  const kind = actionItemKind(rs, item);
  // an interrupt is no kind of the budget: it is taken outside the order, paid as its ruleset says
  if (!rs.economy.kinds.some((k) => k.id === kind)) return null;
  const raw = item.system.category as ActionCategory;
  const category = ACTION_CATEGORIES.includes(raw) ? raw : "other";
  return { name: item.name, kind, category };
}

export function actorCatalogue(ruleset: RulesetId, items: Iterable<ActionItemLike>): CatalogueAction[] {
  const out: CatalogueAction[] = [];
  for (const item of items) {
    const entry = catalogueEntry(ruleset, item);
    if (entry) out.push(entry);
  }
  return out;
}
