// The action catalogue a ruleset names (Ruleset.catalogue.pack: the system's sr-actions, d20-actions,
// sr6-actions, or a module's own pack), for combatants whose actor has no action items of its own: the spend
// menu then still offers every catalogue action by name. The pack index is read once per pack with the
// fields the catalogue needs (Nimble reads `getIndex({fields: ['system.description']})` the same way) and
// kept for the session.
import { getRuleset, type RulesetId } from "../../engine";
import { SYSTEM_ID } from "../settings";
import { actorCatalogue, type ActionItemLike } from "./catalogue";
import type { CatalogueAction } from "./view-types";

const FIELDS = ["system.ruleset", "system.kind", "system.interrupt", "system.category"];
const loaded = new Map<string, Promise<ActionItemLike[]>>();

/** The pack's id: a name of the system's packs, or "<module>.<pack>" as the ruleset gives it. */
export function cataloguePackId(ruleset: RulesetId): string {
  const pack = getRuleset(ruleset).catalogue.pack;
  return pack.includes(".") ? pack : `${SYSTEM_ID}.${pack}`;
}

/** The fields the catalogue reads, with the one where the ruleset's catalogue keeps an action's kind. */
function fieldsOf(ruleset: RulesetId): string[] {
  const kindField = getRuleset(ruleset).catalogue.kindField;
  return kindField ? [...FIELDS, `system.${kindField}`] : FIELDS;
}

async function readIndex(pack: ShadowturnPack, fields: string[]): Promise<ActionItemLike[]> {
  const index = await pack.getIndex({ fields });
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
      readIndex(pack, fieldsOf(ruleset)).catch(() => []),
    );
  return actorCatalogue(ruleset, (await loaded.get(id)) ?? []);
}
