// A lab party file: the combatants a GM wants to compare, written exactly as a scenario's combatants
// (docs/simulator.md), plus optional per-combatant habits (how often they Seize or Blitz). Read once per
// ruleset, because which attributes a combatant must have depends on the ruleset.
import { resolve } from "node:path";
import type { CombatantInput, RulesetId } from "../engine";
import { readCombatant } from "../simulator/combatant";
import { Field } from "../simulator/field";
import { readScenarioFile } from "../simulator/parse";

/** The party format's version. */
export const PARTY_VERSION = 1;
const PARTY_KEYS = ["version", "name", "combatants", "habits"];
/** Every habit a party file or the command line can give, in the order the report names them. */
export const HABIT_KEYS = ["seize", "blitz", "dodge"] as const;

/** How often a combatant declares each Edge use before the roll, as a share of turns (0 to 1). */
export interface Habits {
  seize: number;
  blitz: number;
  /** sr5 rule 7: how often they Dodge once as the turn begins (5 off the score). */
  dodge: number;
}

export interface Party {
  file: string;
  name: string;
  /** Each combatant's raw entry, read per ruleset by `inputsFor`. */
  entries: Field[];
  habits: Record<string, Habits>;
}

function share(f: Field): number {
  if (!f.present) return 0;
  const v = f.value;
  if (typeof v !== "number" || !Number.isFinite(v) || v < 0 || v > 1) f.fail("share");
  return v;
}

/**
 * Reads and checks a party file, relative to `cwd` (the folder the user ran the command in); a bad one throws
 * a ScenarioError naming the file and field.
 */
export function loadParty(file: string, cwd = process.cwd()): Party {
  const top = new Field(file, "", readScenarioFile(file, resolve(cwd, file), "party"));
  top.mapping();
  top.onlyKeys(PARTY_KEYS);
  top.at("version").int(PARTY_VERSION, PARTY_VERSION);
  const entries = top.at("combatants").list();
  if (entries.length === 0) top.at("combatants").fail("combatants");
  const ids = new Set<string>();
  for (const e of entries) {
    const id = e.at("id").id();
    if (ids.has(id)) e.at("id").fail("uniqueId");
    ids.add(id);
  }
  const habits: Record<string, Habits> = {};
  const h = top.at("habits");
  for (const id of Object.keys(h.present ? h.mapping() : {})) {
    const entry = h.at(id);
    if (!ids.has(id)) entry.fail("combatant", { ids: [...ids].join(", ") });
    entry.onlyKeys(HABIT_KEYS);
    habits[id] = {
      seize: share(entry.at("seize")),
      blitz: share(entry.at("blitz")),
      dodge: share(entry.at("dodge")),
    };
  }
  return { file, name: top.at("name").optStr(file), entries, habits };
}

/** The party as engine input for one ruleset, with any wound modifiers the GM set on the command line. */
export function inputsFor(
  party: Party,
  ruleset: RulesetId,
  wounds: Record<string, number>,
): CombatantInput[] {
  return party.entries.map((e) => {
    const input = readCombatant(e, ruleset);
    const wound = wounds[input.id];
    return wound === undefined ? input : { ...input, woundModifier: wound };
  });
}
