// The action catalogue of the system's compendium packs (sr-actions, d20-actions), for combatants whose actor
// has no action items of its own: the spend menu then still offers every catalogue action by name. The pack
// index is read once per pack with the fields the catalogue needs (Nimble reads `getIndex({fields:
// ['system.description']})` the same way) and kept for the session.
import { rulesetFamily, type RulesetId } from "../../engine";
import { SYSTEM_ID } from "../settings";
import { actorCatalogue, type ActionItemLike } from "./catalogue";
import type { CatalogueAction } from "./view-types";

const FIELDS = ["system.ruleset", "system.srKind", "system.d20Kind", "system.category"];
const loaded = new Map<string, Promise<ActionItemLike[]>>();

export function cataloguePackId(ruleset: RulesetId): string {
  return `${SYSTEM_ID}.${rulesetFamily(ruleset)}-actions`;
}

async function readIndex(pack: ShadowturnPack): Promise<ActionItemLike[]> {
  const index = await pack.getIndex({ fields: FIELDS });
  return [...index].map((e) => ({ name: e.name, type: e.type, system: e.system ?? {} }));
}

/** The pack's actions for this ruleset; empty when the pack is missing or cannot be read. */
export async function packCatalogue(ruleset: RulesetId): Promise<CatalogueAction[]> {
  const id = cataloguePackId(ruleset);
  const pack = game.packs?.get(id);
  if (!pack) return [];
  if (!loaded.has(id))
    loaded.set(
      id,
      readIndex(pack).catch(() => []),
    );
  return actorCatalogue(ruleset, (await loaded.get(id)) ?? []);
}
