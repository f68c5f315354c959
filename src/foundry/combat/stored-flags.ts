// The flags a Combat stores per combatant (engine-state-fields.ts) keep each ruleset's group nested (`sr4`,
// `seize`, `d20`). Combats stored before the groups hold those flags flat (`goFirst` beside `delayed`), and so do
// their history entries' paths (`flags/goFirst`); a fight under way when the system updates must go on reading
// them, so they are nested here: the stored flags when the combat is read, a path when an entry is.
import { FLAG_GROUPS, type FlagGroup } from "../../engine";

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === "object" && v !== null && !Array.isArray(v);

/** Each flag once stored flat, by the group it now sits in. */
const FLAT_FLAG_GROUP: ReadonlyMap<string, FlagGroup> = new Map(
  Object.entries(FLAG_GROUPS).flatMap(([group, defaults]) =>
    Object.keys(defaults).map((key): [string, FlagGroup] => [key, group as FlagGroup]),
  ),
);

/**
 * Stored flags with each flat one moved into its group; a value already in the group wins. Flags with none flat
 * (all but a combat stored before the groups) come back as they are.
 */
export function nestedFlags(raw: unknown): Loose {
  if (!isObject(raw)) return {};
  if (!Object.keys(raw).some((key) => FLAT_FLAG_GROUP.has(key))) return raw;
  const out: Loose = { ...raw };
  for (const [key, group] of FLAT_FLAG_GROUP) {
    if (!(key in out)) continue;
    out[group] = { [key]: out[key], ...(isObject(out[group]) ? out[group] : {}) };
    delete out[key];
  }
  return out;
}

/** Each stored combatant's flags nested (CombatModel.migrateData), so the declared group fields get them. */
export function nestCombatantFlags(combatants: unknown): void {
  if (!isObject(combatants)) return;
  for (const c of Object.values(combatants)) {
    if (isObject(c) && isObject(c.flags)) c.flags = nestedFlags(c.flags);
  }
}

/** A history path naming a flat flag (flags/goFirst) as it is stored now (flags/sr4/goFirst). */
export function groupedPath(path: string): string {
  const [head, key, ...rest] = path.split("/");
  const group =
    head === "flags" && key !== undefined && rest.length === 0 ? FLAT_FLAG_GROUP.get(key) : undefined;
  return group ? `flags/${group}/${key}` : path;
}
