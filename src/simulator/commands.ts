// Reads what happens at an event point: an engine command written as `{verb: <combatant id>, ...}`, a
// change to a combatant's sheet (`update`), or a combatant joining or leaving the fight.
import {
  BONUS_CATEGORIES,
  INITIATIVE_MODES,
  INTERRUPT_ACTIONS,
  type ActionCategory,
  type ActionKind,
  type Command,
  type RulesetId,
} from "../engine";
import { readCombatant, readItem } from "./combatant";
import type { Field } from "./field";
import type { Action, CombatantChange } from "./scenario";

const SR_KINDS = ["complex", "simple", "free"] as const;
const D20_KINDS = ["action", "bonus", "reaction", "object", "movement"] as const;
const CATEGORIES = [...BONUS_CATEGORIES, "other"] as const;

/** Commands that name only the combatant. */
const PLAIN = [
  "delay",
  "intervene",
  "full-defense",
  "seize",
  "blitz",
  "edge-go-first",
  "edge-extra-pass",
  "edge-test",
  "action-surge",
] as const;
type PlainVerb = (typeof PLAIN)[number];

export const VERBS = [
  "spend",
  ...PLAIN,
  "timed-item",
  "surprise",
  "swap-tie",
  "choose-bonus-category",
  "interrupt",
  "defeated",
  "update",
  "add",
  "remove",
] as const;

const UPDATE_KEYS = [
  "update",
  "woundModifier",
  "mode",
  "dni",
  "initiateGrade",
  "edgePoints",
  "bonusCategory",
  "attributes",
  "d20",
  "activate",
  "deactivate",
  "addItems",
  "removeItems",
];

function readChange(f: Field): CombatantChange {
  f.onlyKeys(UPDATE_KEYS);
  const change: CombatantChange = {};
  const has = (key: string) => f.at(key).present;
  if (has("woundModifier")) change.woundModifier = f.at("woundModifier").int(-99, 0);
  if (has("mode")) change.mode = f.at("mode").oneOf(INITIATIVE_MODES);
  if (has("dni")) change.dni = f.at("dni").bool();
  if (has("initiateGrade")) change.initiateGrade = f.at("initiateGrade").int(0, 99);
  if (has("edgePoints")) change.edgePoints = f.at("edgePoints").int(0, 20);
  if (has("bonusCategory")) change.bonusCategory = f.at("bonusCategory").oneOf(BONUS_CATEGORIES);
  if (has("attributes")) {
    const a = f.at("attributes").onlyKeys(["reaction", "intuition", "edge", "dataProcessing", "response"]);
    change.attributes = Object.fromEntries(
      Object.keys(a.mapping()).map((key) => [key, a.at(key).int(0, 20)]),
    );
  }
  if (has("d20")) {
    const d = f.at("d20").onlyKeys(["dex", "speed", "disadvantage"]);
    change.d20 = {
      ...(d.at("dex").present ? { dex: d.at("dex").int(1, 30) } : {}),
      ...(d.at("speed").present ? { speed: d.at("speed").int(0, 999) } : {}),
      ...(d.at("disadvantage").present ? { disadvantage: d.at("disadvantage").bool() } : {}),
    };
  }
  for (const key of ["activate", "deactivate", "removeItems"] as const) {
    if (has(key))
      change[key] = f
        .at(key)
        .list()
        .map((id) => id.str());
  }
  if (has("addItems")) {
    const taken = new Set<string>();
    change.addItems = f
      .at("addItems")
      .list()
      .map((item) => readItem(item, taken));
  }
  return change;
}

function readSpend(f: Field, id: string, ruleset: RulesetId): Command {
  f.onlyKeys(["spend", "kind", "category", "action", "amount"]);
  const kind: ActionKind = f.at("kind").oneOf(ruleset === "d20" ? D20_KINDS : SR_KINDS);
  const category: ActionCategory | undefined = f.at("category").present
    ? f.at("category").oneOf(CATEGORIES)
    : undefined;
  return {
    type: "spend",
    combatantId: id,
    kind,
    ...(category ? { category } : {}),
    ...(f.at("action").present ? { actionName: f.at("action").str() } : {}),
    ...(f.at("amount").present ? { amount: f.at("amount").int(0, 999) } : {}),
  };
}

function readCommand(f: Field, verb: (typeof VERBS)[number], id: string, ruleset: RulesetId): Command {
  switch (verb) {
    case "spend":
      return readSpend(f, id, ruleset);
    case "timed-item":
      f.onlyKeys([verb, "name"]);
      return { type: verb, combatantId: id, name: f.at("name").str() };
    case "surprise":
      f.onlyKeys([verb, "surprised"]);
      return { type: verb, combatantId: id, surprised: f.at("surprised").optBool(true) };
    case "defeated":
      f.onlyKeys([verb, "value"]);
      return { type: verb, combatantId: id, defeated: f.at("value").optBool(true) };
    case "swap-tie":
      f.onlyKeys([verb, "with"]);
      return { type: verb, combatantId: id, otherId: f.at("with").str() };
    case "choose-bonus-category":
      f.onlyKeys([verb, "category"]);
      return { type: verb, combatantId: id, category: f.at("category").oneOf(BONUS_CATEGORIES) };
    case "interrupt":
      f.onlyKeys([verb, "action"]);
      return { type: verb, combatantId: id, action: f.at("action").oneOf(INTERRUPT_ACTIONS) };
    default:
      f.onlyKeys([verb]);
      return { type: verb as PlainVerb, combatantId: id };
  }
}

/** One entry of an event's `do:` list. */
export function readAction(f: Field, ruleset: RulesetId): Action {
  const obj = f.mapping();
  const verbs = VERBS.filter((v) => v in obj);
  if (verbs.length !== 1) f.fail("verb", { verbs: VERBS.join(", ") });
  const verb = verbs[0]!;
  const path = f.path;
  if (verb === "add") {
    f.onlyKeys(["add"]);
    return { path, kind: "add", input: readCombatant(f.at("add"), ruleset) };
  }
  const id = f.at(verb).str();
  if (verb === "remove") {
    f.onlyKeys(["remove"]);
    return { path, kind: "remove", combatantId: id };
  }
  if (verb === "update") return { path, kind: "update", combatantId: id, change: readChange(f) };
  return { path, kind: "command", command: readCommand(f, verb, id, ruleset) };
}

/** Every combatant id an action refers to, with the field that names it. */
export function referencedIds(action: Action): { id: string; field: string }[] {
  switch (action.kind) {
    case "add":
      return [];
    case "remove":
      return [{ id: action.combatantId, field: "remove" }];
    case "update":
      return [{ id: action.combatantId, field: "update" }];
    case "command": {
      const cmd = action.command;
      const refs: { id: string; field: string }[] = [{ id: cmd.combatantId, field: cmd.type }];
      if (cmd.type === "swap-tie") refs.push({ id: cmd.otherId, field: "with" });
      return refs;
    }
  }
}
