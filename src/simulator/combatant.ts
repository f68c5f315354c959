// Reads one combatant (and its initiative items) from a scenario into engine input. Which attributes are
// required depends on the ruleset and mode: the simulator never guesses a missing Reaction.
import {
  combatantKind,
  formulaReads,
  BONUS_CATEGORIES,
  INITIATIVE_MODES,
  InputError,
  SOURCE_KINDS,
  makeInput,
  validateInput,
  type CombatantInput,
  type D20SourceEffect,
  type InitiativeMode,
  type InitiativeSource,
  type RulesetId,
  type SrAttributes,
} from "../engine";
import { fieldAt } from "../foundry/actor/spec";
import { ACTOR_KINDS, ACTOR_TYPES, type ActorType } from "../foundry/actor/specs";
import { FLAT_D20_NAMES } from "../foundry/combat/stored-source";
import { Field, MAX_ITEMS } from "./field";
import { findItem, itemNames, slug } from "./catalogue";

const COMBATANT_KEYS = [
  "id",
  "name",
  "kind",
  "attributes",
  "edgePoints",
  "mode",
  "dni",
  "initiateGrade",
  "woundModifier",
  "bonusCategory",
  "items",
  "d20",
];
const ATTRIBUTE_KEYS = ["reaction", "intuition", "edge", "dataProcessing", "response", "logic"] as const;
/**
 * The attributes only one kind has (rules formulas rule 5): a spirit's Force, a drone's Pilot.
 * Everyone else's sheet has neither, so a scenario cannot give them.
 */
export const KIND_ATTRIBUTES: Readonly<Record<ActorType, readonly ("force" | "pilot")[]>> = {
  character: [],
  npc: [],
  spirit: ["force"],
  vehicle: ["pilot"],
};
const D20_KEYS = ["dex", "speed", "disadvantage"];
/** What an item does in the d20 family, under its `d20` key (as on an engine source). */
const ITEM_D20_KEYS = Object.keys(FLAT_D20_NAMES) as (keyof typeof FLAT_D20_NAMES)[];
const ITEM_FIELDS = [
  "id",
  "name",
  "kind",
  "active",
  "rating",
  "dice",
  "flat",
  "passes",
  "bonusActions",
  "bonusCategory",
  "stackingGroup",
  "d20",
  ...Object.values(FLAT_D20_NAMES),
];

/**
 * The attributes a ruleset needs to roll initiative in a mode (the formula's, formulaReads), for a kind of
 * combatant, and to break ties (Reaction, Intuition and Edge wherever it reads SR attributes at all): a
 * spirit also has its Force; a drone or vehicle on its own needs what its formula reads only (its Pilot, in
 * `sr4` its Response too), its Pilot standing in for the rest (rules formulas rule 5).
 */
export function requiredAttributes(
  ruleset: RulesetId,
  mode: InitiativeMode,
  kind: ActorType = "character",
): (keyof SrAttributes)[] {
  const engineKind = kind === "vehicle" || kind === "spirit" ? kind : "person";
  const reads = formulaReads(ruleset, mode, engineKind).filter((a) => a !== "dex") as (keyof SrAttributes)[];
  if (reads.length === 0) return [];
  if (kind === "vehicle") return reads;
  const ties: (keyof SrAttributes)[] = ["reaction", "intuition", "edge", ...KIND_ATTRIBUTES[kind]];
  return [...ties, ...reads.filter((a) => !ties.includes(a))];
}

/** Whether the ruleset's formula reads DEX (d20): a scenario must give it. */
function readsDex(ruleset: RulesetId, mode: InitiativeMode): boolean {
  return formulaReads(ruleset, mode).includes("dex");
}

/** The actor type a combatant's engine input stands for: the engine's kind of it, a person as a character. */
export function kindOf(input: CombatantInput): ActorType {
  const kind = combatantKind(input);
  return kind === "person" ? "character" : kind;
}

function uniqueId(wanted: string, taken: Set<string>): string {
  let id = wanted || "item";
  for (let n = 2; taken.has(id); n += 1) id = `${wanted}-${n}`;
  taken.add(id);
  return id;
}

/**
 * A compendium item by name or id (`Wired Reflexes II`, `qsQtkKU9J3R8eGMg`, `wired-reflexes 2`),
 * `{ use: <name or id>, rating, id, name, active }`, or a home-made item with every field spelled out.
 */
export function readItem(f: Field, taken: Set<string>): InitiativeSource {
  if (typeof f.value === "string") {
    const text = f.value.trim();
    const rated = /^(.*\S)\s+(\d+)$/.exec(text);
    // "Advanced Awareness Training 1" is a name; "wired-reflexes 2" is a name and a rating.
    if (rated && !findItem(text)) return fromCompendium(f, rated[1]!, Number(rated[2]), taken, {});
    return fromCompendium(f, text, undefined, taken, {});
  }
  const obj = f.mapping();
  if ("use" in obj) {
    f.onlyKeys(["use", "rating", "id", "name", "active"]);
    return fromCompendium(
      f,
      f.at("use").str(),
      f.at("rating").present ? f.at("rating").int(0, 20) : undefined,
      taken,
      {
        id: f.at("id").present ? f.at("id").str() : undefined,
        name: f.at("name").present ? f.at("name").str() : undefined,
        active: f.at("active").optBool(true),
      },
    );
  }
  f.onlyKeys(ITEM_FIELDS);
  const name = f.at("name").str();
  const category = f.at("bonusCategory");
  return {
    id: uniqueId(f.at("id").optStr(slug(name)), taken),
    name,
    kind: f.at("kind").optOneOf(SOURCE_KINDS, "other"),
    active: f.at("active").optBool(true),
    rating: f.at("rating").optInt(0, 20, 0),
    dice: f.at("dice").optInt(0, 5, 0),
    flat: f.at("flat").optInt(-20, 20, 0),
    passes: f.at("passes").optInt(0, 3, 0),
    bonusActions: f.at("bonusActions").optInt(0, 3, 0),
    bonusCategory: category.present ? category.oneOf(BONUS_CATEGORIES) : null,
    stackingGroup: f.at("stackingGroup").present ? f.at("stackingGroup").str() : null,
    d20: itemD20(f),
  };
}

/**
 * A home-made item's d20 effects: its `d20` mapping, or the old flat names (`d20Initiative` ...) that
 * scenarios used before it; a field given both ways is refused.
 */
function itemD20(f: Field): D20SourceEffect {
  const d20 = f.at("d20").onlyKeys(ITEM_D20_KEYS);
  const at = (key: keyof typeof FLAT_D20_NAMES): Field => {
    const nested = d20.at(key);
    const flat = f.at(FLAT_D20_NAMES[key]);
    if (nested.present && flat.present)
      flat.fail("knownKey", { key: FLAT_D20_NAMES[key], keys: nested.path });
    return nested.present ? nested : flat;
  };
  return {
    initiative: at("initiative").optInt(-20, 20, 0),
    advantage: at("advantage").optBool(false),
    bonusAction: at("bonusAction").optBool(false),
    actionSurge: at("actionSurge").optInt(0, 9, 0),
  };
}

/**
 * The compendium item's data unchanged; only the scenario's id, name and `active` are its own (an item
 * listed on a combatant is in effect unless it says `active: false`).
 */
function fromCompendium(
  f: Field,
  query: string,
  rating: number | undefined,
  taken: Set<string>,
  over: { id?: string | undefined; name?: string | undefined; active?: boolean },
): InitiativeSource {
  const item = findItem(query, rating);
  if (!item) {
    if (rating !== undefined && findItem(query)) f.fail("itemNoRating", { item: query });
    f.fail(rating === undefined ? "item" : "itemRating", {
      item: query,
      rating: rating ?? "",
      items: itemNames(),
    });
  }
  return {
    ...item.source,
    id: uniqueId(over.id ?? slug(query), taken),
    name: over.name ?? item.name,
    active: over.active ?? true,
  };
}

function readAttributes(f: Field, kind: ActorType, required: (keyof SrAttributes)[]): Partial<SrAttributes> {
  const keys = [...ATTRIBUTE_KEYS, ...KIND_ATTRIBUTES[kind]];
  f.onlyKeys(keys);
  const out: Partial<SrAttributes> = {};
  for (const key of keys) {
    const a = f.at(key);
    if (a.present || required.includes(key)) out[key] = a.int(0, 20);
  }
  // A drone's Pilot stands in for Reaction and Intuition where ties read them, as on its sheet (specs.ts).
  if (kind === "vehicle" && out.pilot !== undefined) {
    out.reaction ??= out.pilot;
    out.intuition ??= out.pilot;
    out.edge ??= 0;
  }
  return out;
}

/** One combatant; `ruleset` decides which attributes must be given. */
export function readCombatant(f: Field, ruleset: RulesetId): CombatantInput {
  f.mapping();
  f.onlyKeys(COMBATANT_KEYS);
  const id = f.at("id").id();
  const name = f.at("name").optStr(id);
  const kind = f.at("kind").optOneOf(ACTOR_TYPES, "character");
  // the dice, passes and modes of a kind (rules formulas rule 5), as the actor type declares them
  const { dice, passes, spec } = ACTOR_KINDS[kind];
  const modeField = fieldAt(spec, "initiative.mode");
  const modes = ((modeField?.type === "string" && modeField.choices) || INITIATIVE_MODES) as InitiativeMode[];
  const mode = f.at("mode").optOneOf(modes, modes.includes("physical") ? "physical" : modes[0]!);
  const attributes = readAttributes(f.at("attributes"), kind, requiredAttributes(ruleset, mode, kind));
  const d20 = f.at("d20").onlyKeys(D20_KEYS);
  const taken = new Set<string>();
  const category = f.at("bonusCategory");
  const input = makeInput({
    id,
    name,
    attributes,
    edgePoints: f.at("edgePoints").optInt(0, 20, attributes.edge ?? 0),
    mode,
    dni: f.at("dni").optBool(false),
    initiateGrade: f.at("initiateGrade").optInt(0, 99, 0),
    woundModifier: f.at("woundModifier").optInt(-99, 0, 0),
    bonusCategory: category.present ? category.oneOf(BONUS_CATEGORIES) : null,
    sources: f
      .at("items")
      .optList(MAX_ITEMS)
      .map((item) => readItem(item, taken)),
    d20: {
      dex: readsDex(ruleset, mode) ? d20.at("dex").int(1, 30) : d20.at("dex").optInt(1, 30, 10),
      speed: d20.at("speed").optInt(0, 999, 30),
      disadvantage: d20.at("disadvantage").optBool(false),
    },
  });
  return checked(f, {
    ...input,
    ...(dice ? { baseDice: dice } : {}),
    ...(passes ? { basePasses: passes } : {}),
  });
}

/** The engine's own validation as a backstop, its complaint moved onto the scenario's path. */
export function checked(f: Field, input: CombatantInput): CombatantInput {
  // Edge points are what is left of the Edge rating: never more than the rating (a sheet caps them too).
  if (input.edgePoints > input.attributes.edge) {
    const at = f.at("edgePoints");
    new Field(at.file, at.path, input.edgePoints).fail("edgePoints", { edge: input.attributes.edge });
  }
  try {
    return validateInput(input);
  } catch (err) {
    if (err instanceof InputError) {
      const field = err.field.replace(/^sources\[(\d+)\] \([^)]*\)/, "items[$1]");
      f.at(field).fail("engine", { text: err.expected });
    }
    throw err;
  }
}
