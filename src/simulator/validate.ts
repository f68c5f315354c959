// Turns parsed scenario data into a Scenario, or stops at the first bad field with a ScenarioError that
// names it. Everything that can be checked before the fight is checked here.
import {
  BONUS_CATEGORIES,
  DEFAULT_SETTINGS,
  registeredRulesets,
  type EngineSettings,
  type RulesetId,
} from "../engine";
import { kindOf, readCombatant, requiredAttributes } from "./combatant";
import { readAction, referencedIds } from "./commands";
import { Field, MAX_DESCRIPTION } from "./field";
import { NOTE_CODES } from "./log";
import {
  PHASE_POINTS,
  SCENARIO_VERSION,
  TURN_POINTS,
  type Dice,
  type EventPoint,
  type Expectation,
  type PointState,
  type RollExpectation,
  type Scenario,
  type ScenarioEvent,
} from "./scenario";

const TOP_KEYS = [
  "version",
  "name",
  "description",
  "ruleset",
  "settings",
  "turns",
  "dice",
  "combatants",
  "events",
  "expect",
  "allowUnusedDice",
];
const MAX_SEED = 2 ** 32 - 1;

function readSettings(f: Field): EngineSettings {
  const keys = Object.keys(DEFAULT_SETTINGS) as (keyof EngineSettings)[];
  f.onlyKeys(keys);
  const out = { ...DEFAULT_SETTINGS };
  for (const key of keys) out[key] = f.at(key).optBool(DEFAULT_SETTINGS[key]);
  return out;
}

function readDice(f: Field): Dice {
  if (!f.present) f.fail("missingDice");
  f.mapping();
  f.onlyKeys(["scripted", "seed", "coinSeed"]);
  const scripted = f.at("scripted");
  if (scripted.present === f.at("seed").present) f.fail("dice");
  if (!scripted.present) return { kind: "seed", seed: f.at("seed").int(0, MAX_SEED) };
  return {
    kind: "scripted",
    faces: scripted.list().map((face) => face.int(1, 20)),
    coinSeed: f.at("coinSeed").optInt(0, MAX_SEED, 1),
  };
}

function readPoint(f: Field): EventPoint {
  return readOptPoint(f) ?? f.fail("point", { points: TURN_POINTS.join(", ") });
}

/** The event point of an event or expectation: `at: <turn point>` or `before|during|after: <id>`; null when none. */
function readOptPoint(f: Field): EventPoint | null {
  const given = ["at", ...PHASE_POINTS].filter((key) => f.at(key).present);
  if (given.length === 0) return null;
  if (given.length !== 1) f.fail("point", { points: TURN_POINTS.join(", ") });
  const key = given[0]!;
  if (key === "at") return { at: f.at("at").oneOf(TURN_POINTS) };
  return { at: key as (typeof PHASE_POINTS)[number], combatantId: f.at(key).str() };
}

function readEvent(f: Field, ruleset: RulesetId): ScenarioEvent {
  f.mapping();
  f.onlyKeys(["turn", "pass", "at", ...PHASE_POINTS, "do"]);
  const event: ScenarioEvent = {
    path: f.path,
    turn: f.at("turn").optInt(1, 1000, 1),
    pass: f.at("pass").optInt(1, 99, 1),
    point: readPoint(f),
    actions: f
      .at("do")
      .list()
      .map((a) => readAction(a, ruleset)),
  };
  // Physical dice are the faces of the coming roll: only before it is made.
  const early = event.actions.find((a) => a.kind === "roll" && event.point.at !== "before-roll");
  if (early) new Field(f.file, `${early.path}.roll`, undefined).fail("rollPoint");
  return event;
}

function readIdMap<T>(f: Field, read: (value: Field) => T): Record<string, T> | null {
  if (!f.present) return null;
  const obj = f.mapping();
  return Object.fromEntries(Object.keys(obj).map((id) => [id, read(f.at(id))]));
}

const ROLL_KEYS = [
  "dice",
  "score",
  "hits",
  "glitch",
  "criticalGlitch",
  "passes",
  "kept",
  "bonusActions",
  "bonusCategory",
];

/** `null` is a value here ("no score", "no bonus pool"), so a key given as null is checked too. */
function nullable<T>(f: Field, read: (f: Field) => T): T | null {
  return f.value === null ? null : read(f);
}

function readRoll(f: Field): RollExpectation {
  const given = (key: string) => key in f.mapping();
  f.onlyKeys(ROLL_KEYS);
  const out: RollExpectation = {};
  if (given("dice"))
    out.dice = f
      .at("dice")
      .list()
      .map((d) => d.int(1, 20));
  if (given("score")) out.score = nullable(f.at("score"), (v) => v.int(-999, 999));
  if (given("hits")) out.hits = nullable(f.at("hits"), (v) => v.int(0, 99));
  if (given("glitch")) out.glitch = f.at("glitch").bool();
  if (given("criticalGlitch")) out.criticalGlitch = f.at("criticalGlitch").bool();
  if (given("passes")) out.passes = f.at("passes").int(0, 99);
  if (given("kept")) out.kept = f.at("kept").bool();
  if (given("bonusActions")) out.bonusActions = f.at("bonusActions").int(0, 99);
  if (given("bonusCategory"))
    out.bonusCategory = nullable(f.at("bonusCategory"), (v) => v.oneOf(BONUS_CATEGORIES));
  return out;
}

function readState(f: Field): PointState {
  const given = (key: string) => key in f.mapping();
  f.onlyKeys(["score", "edge", "passes", "bonusCategory"]);
  const out: PointState = {};
  if (given("score")) out.score = nullable(f.at("score"), (v) => v.int(-999, 999));
  if (given("edge")) out.edge = f.at("edge").int(0, 20);
  if (given("passes")) out.passes = f.at("passes").int(0, 99);
  if (given("bonusCategory"))
    out.bonusCategory = nullable(f.at("bonusCategory"), (v) => v.oneOf(BONUS_CATEGORIES));
  return out;
}
export const EXPECT_KEYS = [
  "turn",
  "pass",
  "at",
  ...PHASE_POINTS,
  "passes",
  "order",
  "scores",
  "budgets",
  "notes",
  "absentNotes",
  "refused",
  "notRefused",
  "state",
  "initiative",
  "emptyPasses",
];

function readExpectation(f: Field): Expectation {
  f.mapping();
  f.onlyKeys(EXPECT_KEYS);
  const ids = (list: Field) => list.list().map((id) => id.str());
  const codes = (list: Field) => list.list().map((code) => code.oneOf(NOTE_CODES) as string);
  const point = readOptPoint(f);
  if (f.at("state").present && point === null)
    f.at("state").fail("needsPoint", { points: TURN_POINTS.join(", ") });
  return {
    path: f.path,
    turn: f.at("turn").int(1, 1000),
    pass: f.at("pass").present ? f.at("pass").int(1, 99) : null,
    point,
    passes: f.at("passes").present ? f.at("passes").int(0, 99) : null,
    order: f.at("order").present ? ids(f.at("order")) : null,
    scores: readIdMap(f.at("scores"), (s) => (s.value === null ? null : s.int(-999, 999))),
    budgets: readIdMap(f.at("budgets"), (b) => {
      const obj = b.mapping();
      return Object.fromEntries(
        Object.keys(obj).map((k) => {
          const v = b.at(k);
          return [k, typeof v.value === "number" ? v.int(0, 999) : v.present ? v.str() : null];
        }),
      );
    }),
    notes: readIdMap(f.at("notes"), codes),
    absentNotes: readIdMap(f.at("absentNotes"), codes),
    refused: f.at("refused").present ? ids(f.at("refused")) : null,
    notRefused: f.at("notRefused").present ? ids(f.at("notRefused")) : null,
    state: readIdMap(f.at("state"), readState),
    initiative: readIdMap(f.at("initiative"), readRoll),
    emptyPasses: f.at("emptyPasses").present
      ? f
          .at("emptyPasses")
          .list()
          .map((p) => p.int(1, 99))
      : null,
  };
}

/** Every id the events and expectations mention must belong to a combatant of the fight. */
function checkReferences(root: Field, scenario: Scenario): void {
  const known = new Set(scenario.combatants.map((c) => c.id));
  for (const event of scenario.events) {
    for (const action of event.actions) if (action.kind === "add") known.add(action.input.id);
  }
  const list = [...known].join(", ");
  const check = (id: string, path: string) => {
    if (!known.has(id)) new Field(root.file, path, id).fail("combatant", { ids: list });
  };
  for (const event of scenario.events) {
    if ("combatantId" in event.point) check(event.point.combatantId, `${event.path}.${event.point.at}`);
    for (const action of event.actions) {
      for (const ref of referencedIds(action)) check(ref.id, `${action.path}.${ref.field}`);
    }
  }
  for (const e of scenario.expect) {
    const keyed = (map: Record<string, unknown> | null, field: string) =>
      Object.keys(map ?? {}).map((id) => [id, `${field}.${id}`]);
    const listed = (list: string[] | null, field: string) =>
      (list ?? []).map((id, i) => [id, `${field}[${i}]`]);
    const names = [
      ...listed(e.order, "order"),
      ...keyed(e.scores, "scores"),
      ...keyed(e.budgets, "budgets"),
      ...keyed(e.notes, "notes"),
      ...keyed(e.absentNotes, "absentNotes"),
      ...listed(e.refused, "refused"),
      ...listed(e.notRefused, "notRefused"),
      ...keyed(e.state, "state"),
      ...keyed(e.initiative, "initiative"),
      ...(e.point && "combatantId" in e.point ? [[e.point.combatantId, e.point.at]] : []),
    ];
    for (const [id, field] of names) check(id!, `${e.path}.${field}`);
  }
}

/**
 * A mode switch needs the attributes of the new mode (`matrix-hot` needs Data Processing): they must have
 * been given on the sheet or by an earlier update, never silently taken as a default.
 */
function checkModeSwitches(root: Field, scenario: Scenario, combatantFields: Field[]): void {
  const given = new Map<string, Set<string>>();
  const joining = scenario.events.flatMap((e) =>
    e.actions.flatMap((a) => (a.kind === "add" ? [a.input] : [])),
  );
  const kinds = new Map([...scenario.combatants, ...joining].map((c) => [c.id, kindOf(c)]));
  combatantFields.forEach((f, i) => {
    const attributes = f.at("attributes");
    given.set(
      scenario.combatants[i]!.id,
      new Set(attributes.present ? Object.keys(attributes.mapping()) : []),
    );
  });
  for (const event of scenario.events) {
    for (const action of event.actions) {
      if (action.kind !== "update") continue;
      const known = given.get(action.combatantId);
      if (!known) continue;
      for (const key of Object.keys(action.change.attributes ?? {})) known.add(key);
      const mode = action.change.mode;
      if (mode === undefined) continue;
      const kind = kinds.get(action.combatantId);
      const missing = requiredAttributes(scenario.ruleset, mode, kind).filter((key) => !known.has(key));
      if (missing.length) {
        new Field(root.file, `${action.path}.attributes`, undefined).fail("modeAttributes", {
          mode,
          attributes: missing.join(", "),
        });
      }
    }
  }
}

/**
 * The most work one scenario may ask for. Every phase looks at every combatant (the engine picks who acts
 * next among them all) and costs about what 100 such looks do besides; an action costs about four phases
 * (the engine reconciles the sheet, the row shows who lost a phase): work = (combatants + 100) x
 * (combatant-turns + events + 4 x actions + expectations), those who join counted among the combatants.
 * Set where a scenario at the limit plays in at most 30 seconds (docs/simulator.md, "Work is capped"): a round of
 * 2,000 d20 combatants is 4,200,000, a fight of 50 for 20 turns 150,000.
 */
export const MAX_WORK = 20_000_000;
/** What a phase costs besides its look at each combatant, counted in looks. */
export const STEP_COST = 100;
/** What an action costs, counted in phases. */
export const ACTION_COST = 4;

const entries = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const isMapping = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The work the file asks for, counted on the parsed data before any of it is read or played: YAML aliases
 * share one list however often they repeat it, so a 36 KB file can hold 100,000 actions. Anything that is
 * not a list counts as empty here; reading it later says what is wrong with it.
 */
function checkWork(root: Field, turns: number): void {
  const data = root.mapping();
  const events = entries(data.events);
  let actions = 0;
  let joining = 0;
  for (const event of events) {
    const done = entries(isMapping(event) ? event.do : undefined);
    actions += done.length;
    for (const action of done) if (isMapping(action) && "add" in action) joining += 1;
  }
  const combatants = entries(data.combatants).length + joining;
  const expectations = entries(data.expect).length;
  const crowd = combatants * turns;
  const asked = events.length + ACTION_COST * actions;
  const work = (combatants + STEP_COST) * (crowd + asked + expectations);
  if (work <= MAX_WORK) return;
  // the part that weighs most is the field to change
  const field =
    crowd >= asked && crowd >= expectations ? "combatants" : expectations > asked ? "expect" : "events";
  new Field(root.file, field, undefined).fail("workLimit", {
    max: MAX_WORK,
    combatants,
    turns,
    events: events.length,
    actions,
    expectations,
    work,
  });
}

/** The whole scenario. `data` is what the YAML or JSON parser produced. */
export function validateScenario(file: string, data: unknown): Scenario {
  const root = new Field(file, "", data);
  root.mapping();
  root.onlyKeys(TOP_KEYS);
  root.at("version").optInt(1, SCENARIO_VERSION, SCENARIO_VERSION);
  const ruleset = root.at("ruleset").oneOf(registeredRulesets());
  const turns = root.at("turns").optInt(1, 1000, 1);
  checkWork(root, turns);
  const combatantFields = root.at("combatants").list();
  if (combatantFields.length === 0) root.at("combatants").fail("combatants");
  const seen = new Set<string>();
  const combatants = combatantFields.map((f) => {
    const input = readCombatant(f, ruleset);
    if (seen.has(input.id)) f.at("id").fail("uniqueId");
    seen.add(input.id);
    return input;
  });
  const scenario: Scenario = {
    file,
    name: root.at("name").optStr(file),
    description: root.at("description").optStr("", MAX_DESCRIPTION),
    ruleset,
    settings: readSettings(root.at("settings")),
    turns,
    dice: readDice(root.at("dice")),
    combatants,
    events: root
      .at("events")
      .optList()
      .map((e) => readEvent(e, ruleset)),
    expect: root.at("expect").optList().map(readExpectation),
    allowUnusedDice: root.at("allowUnusedDice").optBool(false),
  };
  checkReferences(root, scenario);
  checkModeSwitches(root, scenario, combatantFields);
  return scenario;
}
