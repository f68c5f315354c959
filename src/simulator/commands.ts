// Reads what happens at an event point: an engine command written as `{verb: <combatant id>, ...}`, a
// change to a combatant's sheet (`update`), or a combatant joining or leaving the fight.
import {
  ACTION_CATEGORIES,
  actionKindsOf,
  BONUS_CATEGORIES,
  INITIATIVE_MODES,
  parseCommand,
  PLAIN_COMMAND_TYPES,
  MAX_HAND_SCORE,
  MIN_HAND_SCORE,
  INTERRUPT_ACTIONS,
  type Command,
  type RulesetId,
} from "../engine";
import { readCombatant, readItem } from "./combatant";
import { MAX_ITEMS, type Field } from "./field";
import type { Action, CombatantChange } from "./scenario";

export const VERBS = [
  "spend",
  ...PLAIN_COMMAND_TYPES,
  "timed-item",
  "surprise",
  "swap-tie",
  "choose-bonus-category",
  "interrupt",
  "defeated",
  "set-score",
  "group",
  "roll",
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
    const a = f
      .at("attributes")
      .onlyKeys(["reaction", "intuition", "edge", "dataProcessing", "response", "force", "pilot"]);
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
      .list(MAX_ITEMS)
      .map((item) => readItem(item, taken));
  }
  return change;
}

/** A spend: the kind the ruleset's family spends, and an optional category, catalogue name and feet. */
function readSpend(f: Field, ruleset: RulesetId): Record<string, unknown> {
  f.onlyKeys(["spend", "kind", "category", "action", "amount"]);
  const at = (key: string) => f.at(key);
  return {
    type: "spend",
    kind: at("kind").oneOf(actionKindsOf(ruleset)),
    category: at("category").present ? at("category").oneOf(ACTION_CATEGORIES) : undefined,
    actionName: at("action").present ? at("action").str() : undefined,
    amount: at("amount").present ? at("amount").int(0, 999) : undefined,
  };
}

/** The command's fields in the engine's terms, each checked where the scenario names it. */
function readFields(f: Field, verb: (typeof VERBS)[number], ruleset: RulesetId): Record<string, unknown> {
  switch (verb) {
    case "spend":
      return readSpend(f, ruleset);
    case "timed-item":
      f.onlyKeys([verb, "name"]);
      return { type: verb, name: f.at("name").str() };
    case "surprise":
      f.onlyKeys([verb, "surprised"]);
      return { type: verb, surprised: f.at("surprised").optBool(true) };
    case "defeated":
      f.onlyKeys([verb, "value"]);
      return { type: verb, defeated: f.at("value").optBool(true) };
    case "swap-tie":
      f.onlyKeys([verb, "with"]);
      return { type: verb, otherId: f.at("with").str() };
    case "choose-bonus-category":
      f.onlyKeys([verb, "category"]);
      return { type: verb, category: f.at("category").oneOf(BONUS_CATEGORIES) };
    case "set-score":
      f.onlyKeys([verb, "score"]);
      // Any number: a fraction or one out of range is the engine's to refuse, as the tracker's field would be.
      return { type: verb, score: number(f.at("score"), MIN_HAND_SCORE, MAX_HAND_SCORE) };
    case "group":
      f.onlyKeys([verb, "into"]);
      return { type: verb, groupId: f.at("into").present ? f.at("into").str() : null };
    case "interrupt":
      f.onlyKeys([verb, "action"]);
      return { type: verb, action: f.at("action").oneOf(INTERRUPT_ACTIONS) };
    default:
      f.onlyKeys([verb]);
      return { type: verb };
  }
}

function readCommand(f: Field, verb: (typeof VERBS)[number], id: string, ruleset: RulesetId): Command {
  return parseCommand(readFields(f, verb, ruleset), id) ?? f.fail("verb", { verbs: VERBS.join(", ") });
}

/** A number as written (what fits, `min` to `max`, is named when it is none); the engine checks the rest. */
function number(f: Field, min: number, max: number): number {
  if (typeof f.value !== "number") f.fail("int", { min, max });
  return f.value;
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
  if (verb === "roll") {
    f.onlyKeys(["roll", "faces"]);
    // the faces as rolled: a face that is no face of the die is the engine's to refuse
    const faces = f
      .at("faces")
      .list()
      .map((face) => number(face, 1, 20));
    return { path, kind: "roll", combatantId: id, faces };
  }
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
    case "roll":
      return [{ id: action.combatantId, field: "roll" }];
    case "command": {
      const cmd = action.command;
      const refs: { id: string; field: string }[] = [{ id: cmd.combatantId, field: cmd.type }];
      if (cmd.type === "swap-tie") refs.push({ id: cmd.otherId, field: "with" });
      return refs;
    }
  }
}
