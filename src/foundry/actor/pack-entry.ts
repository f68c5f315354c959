// Checks one compendium source entry (an item, or an actor with its embedded items) against what Foundry and
// our data models expect: a 16-character _id, the `_key` the Foundry CLI files it under, a known type, system
// data that fits the type's spec, and `_stats.lastModifiedBy` a 16-character id or null (FOUNDRY-API.md 3.8).
// scripts/packs.mjs runs it on every source file before compiling, so a broken entry names its file and field.
import { ITEM_SPECS } from "../item/specs";
import { describeProblem, validate } from "./spec";
import { ACTOR_SPECS } from "./specs";

export type PackDocumentType = "Actor" | "Item";

const ID = /^[A-Za-z0-9]{16}$/;

type Entry = Record<string, unknown>;

function isObject(v: unknown): v is Entry {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

function checkDocument(
  entry: Entry,
  specs: Record<string, Parameters<typeof validate>[0]>,
  expectedKey: (id: string) => string,
  at: string,
): string[] {
  const problems: string[] = [];
  const where = (field: string) => (at ? `${at}.${field}` : field);
  const id = entry._id;
  if (typeof id !== "string" || !ID.test(id)) problems.push(`${where("_id")}: must be 16 letters or digits`);
  else if (entry._key !== expectedKey(id))
    problems.push(`${where("_key")}: must be ${JSON.stringify(expectedKey(id))}`);
  if (typeof entry.name !== "string" || entry.name.trim() === "")
    problems.push(`${where("name")}: must not be empty`);
  const stats = isObject(entry._stats) ? entry._stats : {};
  const by = stats.lastModifiedBy;
  if (by !== undefined && by !== null && !(typeof by === "string" && ID.test(by))) {
    problems.push(`${where("_stats.lastModifiedBy")}: must be a 16-character id or null`);
  }
  const spec = typeof entry.type === "string" ? specs[entry.type] : undefined;
  if (!spec) {
    problems.push(
      `${where("type")}: ${JSON.stringify(entry.type)} is not one of ${Object.keys(specs).join(", ")}`,
    );
    return problems;
  }
  for (const p of validate(spec, entry.system ?? {}, "system"))
    problems.push(at ? `${at}.${describeProblem(p)}` : describeProblem(p));
  return problems;
}

/** Every problem of one source entry of a pack of `documentType`; empty when it is sound. */
export function checkPackEntry(entry: unknown, documentType: PackDocumentType): string[] {
  if (!isObject(entry)) return ["(entry): must be an object"];
  if (documentType === "Item") return checkDocument(entry, ITEM_SPECS, (id) => `!items!${id}`, "");
  const problems = checkDocument(entry, ACTOR_SPECS, (id) => `!actors!${id}`, "");
  const items = entry.items ?? [];
  if (!Array.isArray(items)) return [...problems, "items: must be a list"];
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const at = `items[${i}]${isObject(item) && typeof item.name === "string" ? ` (${item.name})` : ""}`;
    if (!isObject(item)) {
      problems.push(`${at}: must be an object`);
      return;
    }
    if (typeof item._id === "string" && seen.has(item._id))
      problems.push(`${at}._id: ${item._id} is used twice`);
    seen.add(String(item._id));
    problems.push(...checkDocument(item, ITEM_SPECS, (id) => `!actors.items!${String(entry._id)}.${id}`, at));
  });
  return problems;
}
