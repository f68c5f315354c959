// The actions a combatant can spend by name: the actor's own action items (type "action", from the
// compendium's catalogues or made by hand). SR rulesets use the items marked "sr" with their Free / Simple /
// Complex kind; d20 uses the d20 ones with their slot. The category says what a bonus pool may pay for.
import {
  isSrRuleset,
  rulesetFamily,
  type ActionCategory,
  type ActionKind,
  type RulesetId,
} from "../../engine";
import { ACTION_CATEGORIES, D20_ACTION_KINDS, SR_ACTION_KINDS } from "../item/specs";
import type { CatalogueAction } from "./view-types";

/** An item as far as this file reads it. */
export interface ActionItemLike {
  name: string;
  type: string;
  system: Record<string, unknown>;
}

/** One action item as a catalogue entry for this ruleset, or null when it does not belong to it. */
export function catalogueEntry(ruleset: RulesetId, item: ActionItemLike): CatalogueAction | null {
  if (item.type !== "action") return null;
  // an action item names the family it belongs to (sr or d20), not a ruleset
  if (item.system.ruleset !== rulesetFamily(ruleset)) return null;
  const d20 = !isSrRuleset(ruleset);
  const kind = (d20 ? item.system.d20Kind : item.system.srKind) as ActionKind;
  if (!(d20 ? D20_ACTION_KINDS : SR_ACTION_KINDS).includes(kind as never)) return null;
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
