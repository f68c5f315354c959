// The conformance suite a ruleset must pass, shipped or a module's: random fights (fast-check) of random
// combatants, commands and wounds, played by the shared flow with the ruleset, checked for what every ruleset
// owes the flow, whatever its rules (src/engine/rulesets/ruleset.ts):
// - budgets never go negative (a ruleset's own counts included), nor Edge points;
// - the order played is the order explained: whoever acts is first by the ruleset's keys among those still
//   to act, as "why this order" tells it, and a turn nobody touches plays exactly as planTurn forecasts it;
// - every state is plain data: a structuredClone of it plays on exactly as the state itself;
// - the same dice give the same fight;
// - every turn ends: advancing alone reaches the next turn.
// Its commands are every shipped ruleset's plus the kinds of action and the actions outside the order the
// ruleset's own economy names. It names no ruleset: the ruleset under test is the only one it plays. It throws (fast-check's report, with
// the smallest fight that breaks a rule) when one is broken, so any test runner can call it.
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import {
  ACTION_CATEGORIES,
  advance,
  apply,
  BONUS_CATEGORIES,
  createCombat,
  D20_ACTION_KINDS,
  DEFAULT_SETTINGS,
  getRuleset,
  INITIATIVE_MODES,
  InputError,
  INTERRUPT_ACTIONS,
  makeInput,
  makeSource,
  orderBy,
  planTurn,
  registerRuleset,
  RuleError,
  seededDice,
  SR_ACTION_KINDS,
  startTurn,
  updateCombatant,
  whyOrder,
  type CombatantInput,
  type CombatState,
  type Command,
  type DiceSource,
  type EngineSettings,
  type Ruleset,
} from "./engine";

export interface CheckOptions {
  /** Fights per property (default 100; the clone and dice checks play each fight twice, at a third). */
  numRuns?: number;
  /** fast-check's seed, to replay a failure it reported. */
  seed?: number;
}

/** Advances in a row after which a turn that has not ended never will (a turn of six has far fewer phases). */
const TURN_LIMIT = 400;

/** Combatant i: SR attributes, a mode, wounds, d20 stats and sometimes a reflex implant (dice, bonus actions). */
export const inputArbitrary = (i: number): fc.Arbitrary<CombatantInput> =>
  fc
    .record({
      reaction: fc.integer({ min: 1, max: 7 }),
      intuition: fc.integer({ min: 1, max: 7 }),
      edge: fc.integer({ min: 1, max: 6 }),
      dataProcessing: fc.integer({ min: 0, max: 7 }),
      response: fc.integer({ min: 0, max: 7 }),
      edgePoints: fc.integer({ min: 0, max: 3 }),
      mode: fc.constantFrom(...INITIATIVE_MODES),
      dni: fc.boolean(),
      initiateGrade: fc.integer({ min: 0, max: 3 }),
      woundModifier: fc.integer({ min: -4, max: 0 }),
      dex: fc.integer({ min: 3, max: 20 }),
      implant: fc.integer({ min: 0, max: 3 }),
    })
    .map((r) =>
      makeInput({
        id: `c${i}`,
        name: `Fighter ${i}`,
        attributes: {
          reaction: r.reaction,
          intuition: r.intuition,
          edge: r.edge,
          dataProcessing: r.dataProcessing,
          response: r.response,
        },
        edgePoints: r.edgePoints,
        mode: r.mode,
        dni: r.dni,
        initiateGrade: r.initiateGrade,
        woundModifier: r.woundModifier,
        sources: r.implant > 0 ? [reflexes(r.implant)] : [],
        d20: { dex: r.dex },
      }),
    );

/** A reflex implant of a rating: rating extra dice and physical bonus actions. */
function reflexes(rating: number) {
  return makeSource({
    id: `reflexes-${rating}`,
    name: `Reflexes ${rating}`,
    kind: "cyberware",
    rating,
    dice: rating,
    bonusActions: rating,
    bonusCategory: "physical",
    stackingGroup: "reflexes",
  });
}

/** A command by someone (`id`), sometimes about someone else (`other`). */
type MakeCommand = (id: string, other: string) => Command;

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

/**
 * Commands of every ruleset, and of the one under test: the kinds of action its economy names and its actions
 * outside the order join the shipped ones, so its own economy is played too.
 */
function commandArbitrary(kinds: readonly string[], outside: readonly string[]): fc.Arbitrary<MakeCommand> {
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .record({
          kind: fc.constantFrom(...new Set([...SR_ACTION_KINDS, ...D20_ACTION_KINDS, ...kinds])),
          category: fc.constantFrom(...ACTION_CATEGORIES),
        })
        .map((r): MakeCommand => (id) => ({
          type: "spend",
          combatantId: id,
          kind: r.kind,
          category: r.category,
          amount: 5,
        })),
    },
    {
      weight: 4,
      arbitrary: fc.constantFrom(...PLAIN).map((type): MakeCommand => (id) => ({ type, combatantId: id })),
    },
    fc
      .constantFrom(...new Set([...INTERRUPT_ACTIONS, ...outside]))
      .map((action): MakeCommand => (id) => ({ type: "interrupt", combatantId: id, action })),
    fc
      .constantFrom(...BONUS_CATEGORIES)
      .map((category): MakeCommand => (id) => ({ type: "choose-bonus-category", combatantId: id, category })),
    fc.boolean().map((defeated): MakeCommand => (id) => ({ type: "defeated", combatantId: id, defeated })),
    fc.boolean().map((surprised): MakeCommand => (id) => ({ type: "surprise", combatantId: id, surprised })),
    fc.constant<MakeCommand>((id, other) => ({ type: "swap-tie", combatantId: id, otherId: other })),
    fc.constant<MakeCommand>((id) => ({ type: "timed-item", combatantId: id, name: "Grenade" })),
    fc
      .integer({ min: -5, max: 40 })
      .map((score): MakeCommand => (id) => ({ type: "set-score", combatantId: id, score })),
    fc
      .constantFrom("g1", null)
      .map((groupId): MakeCommand => (id) => ({ type: "group", combatantId: id, groupId })),
  );
}

/** One step of a random fight: advance, a command by combatant `who`, or a new wound modifier for them. */
export type FightOp =
  | { op: "advance" }
  | { op: "command"; who: number; make: MakeCommand }
  | { op: "wound"; who: number; wound: number };

const who = fc.nat(5);

function opsFor(commandArb: fc.Arbitrary<MakeCommand>): fc.Arbitrary<FightOp> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant<FightOp>({ op: "advance" }) },
    {
      weight: 6,
      arbitrary: fc.record({ who, make: commandArb }).map((r): FightOp => ({ op: "command", ...r })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({ who, wound: fc.integer({ min: -12, max: 0 }) })
        .map((r): FightOp => ({ op: "wound", ...r })),
    },
  );
}

/** A step of a random fight with the shipped rulesets' commands. */
export const opArbitrary: fc.Arbitrary<FightOp> = opsFor(commandArbitrary([], []));

/** Every switch of the engine's settings, on or off at random (a ruleset's own join them as they come). */
const settingsArb: fc.Arbitrary<Partial<EngineSettings>> = fc.record(
  Object.fromEntries(
    Object.entries(DEFAULT_SETTINGS)
      .filter(([, value]) => typeof value === "boolean")
      .map(([key]) => [key, fc.boolean()]),
  ),
) as unknown as fc.Arbitrary<Partial<EngineSettings>>;

function fightOf(ops: fc.Arbitrary<FightOp>) {
  return fc.record({
    seed: fc.integer(),
    size: fc.integer({ min: 1, max: 6 }),
    inputs: fc.tuple(...[0, 1, 2, 3, 4, 5].map(inputArbitrary)),
    ops: fc.array(ops, { minLength: 1, maxLength: 50 }),
    settings: settingsArb,
  });
}

/** A random fight: dice seed, how many of the six combatants join, the steps, the engine's settings. */
export const fightArbitrary = fightOf(opArbitrary);
export type Fight = typeof fightArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** A random fight whose commands include `ruleset`'s own kinds of action and actions outside the order. */
export function fightArbitraryFor(ruleset: Ruleset): fc.Arbitrary<Fight> {
  const kinds = ruleset.economy.kinds.map((k) => k.id);
  const outside = (ruleset.economy.outside ?? []).map((a) => a.id);
  return fightOf(opsFor(commandArbitrary(kinds, outside)));
}

class Broken extends Error {
  override name = "RulesetBroken";
}

function must(ok: boolean, rule: string): void {
  if (!ok) throw new Broken(rule);
}

/** Plays one step of a random fight (a refused command throws, as the flow does). */
export function stepFight(state: CombatState, op: FightOp, dice: DiceSource): CombatState {
  const ids = state.combatants.map((c) => c.id);
  const at = "who" in op ? op.who : 0;
  const id = ids[at % ids.length] ?? "c0";
  const other = ids[(at + 1) % ids.length] ?? id;
  if (op.op === "advance") return advance(state, dice);
  if (op.op === "command") return apply(state, op.make(id, other), dice);
  const c = state.combatants.find((x) => x.id === id);
  return c ? updateCombatant(state, { ...c.input, woundModifier: op.wound }, dice) : state;
}

/** Plain data: structuredClone copies it whole (no function, no class instance, nothing shared it loses). */
function checkPlain(state: CombatState): void {
  let copy: unknown;
  try {
    copy = structuredClone(state);
  } catch (err) {
    must(false, `every state is plain data: structuredClone refused it (${(err as Error).message})`);
  }
  must(isDeepStrictEqual(copy, state), "every state is plain data: its structuredClone is not the same");
}

/** Budgets and Edge points never below zero; the one acting has not been marked defeated; plain data. */
function checkState(state: CombatState): void {
  checkPlain(state);
  for (const c of state.combatants) {
    // a budget in the ruleset's own kinds keeps its counts in `left`
    const counts = c.budget.family === "kinds" ? { ...c.budget, ...c.budget.left } : c.budget;
    for (const [key, value] of Object.entries(counts)) {
      if (typeof value === "number")
        must(value >= 0, `budgets never go negative: ${c.id}'s budget.${key} is ${value}`);
    }
    must(c.input.edgePoints >= 0, `Edge points never go negative: ${c.id} has ${c.input.edgePoints}`);
  }
  const cur = state.combatants.find((c) => c.id === state.currentId);
  if (state.currentId !== null)
    must(cur !== undefined, `the one acting, ${state.currentId}, is in the combat`);
  if (cur) must(!cur.flags.defeated, `${cur.id} acts though defeated`);
}

/** After advance: the one acting is first by the ruleset's keys among those still to act, and says why. */
function checkOrder(rs: Ruleset, state: CombatState): void {
  const cur = state.combatants.find((c) => c.id === state.currentId);
  if (!cur || cur.flags.delayed) return;
  must(rs.inPass(cur, state), `${cur.id} acts without a phase in pass ${state.pass}`);
  const order = orderBy(rs.orderKeys);
  for (const o of state.combatants) {
    if (o.id === cur.id || o.actedThisPass || o.flags.delayed || o.flags.defeated || !rs.inPass(o, state))
      continue;
    const why = whyOrder(rs.id, cur, o);
    const explained = why.step === "id" ? cur.id < o.id : why.first > why.second;
    must(order(cur, o) < 0 && explained, `${cur.id} acts before ${o.id}, who comes first by the order keys`);
  }
}

/** A turn nobody touches plays the passes and phases planTurn forecast for it. */
function checkPlannedTurn(state: CombatState, dice: DiceSource): void {
  const planned = planTurn(state).flatMap((p) => p.ids.map((id) => `${p.pass}:${id}`));
  const played: string[] = [];
  let s = state;
  for (let i = 0; s.turn === state.turn; i += 1) {
    must(i < TURN_LIMIT, `every turn ends: turn ${state.turn} had not after ${TURN_LIMIT} advances`);
    if (s.currentId !== null && !played.includes(`${s.pass}:${s.currentId}`))
      played.push(`${s.pass}:${s.currentId}`);
    s = advance(s, dice);
  }
  must(
    isDeepStrictEqual(played, planned),
    `the order played is the order forecast: played ${played.join(" ")}, planned ${planned.join(" ")}`,
  );
}

/** Plays a fight, checking as it goes; returns every state it went through. */
function play(ruleset: Ruleset, f: Fight, copy: (s: CombatState) => CombatState = (s) => s): CombatState[] {
  const dice = seededDice(f.seed);
  let state = startTurn(createCombat(ruleset.id, f.inputs.slice(0, f.size), dice, f.settings), dice);
  const trace = [state];
  checkState(state);
  checkOrder(ruleset, state);
  for (const op of f.ops) {
    state = copy(state);
    let next: CombatState;
    try {
      next = stepFight(state, op, dice);
    } catch (err) {
      // a refusal is part of the game; anything else is a bug
      if (err instanceof RuleError || err instanceof InputError) continue;
      throw err;
    }
    checkState(next);
    if (op.op === "advance") checkOrder(ruleset, next);
    state = next;
    trace.push(state);
  }
  // every turn ends: the one the fight is in, advancing alone
  const turn = state.turn;
  for (let i = 0; state.turn === turn; i += 1) {
    must(i < TURN_LIMIT, `every turn ends: turn ${turn} had not after ${TURN_LIMIT} advances`);
    state = advance(copy(state), dice);
    checkState(state);
  }
  trace.push(state);
  return trace;
}

/** Runs one property; a failure names the ruleset, the broken rule and fast-check's smallest fight. */
function holds(ruleset: Ruleset, property: fc.IProperty<[Fight]>, params: fc.Parameters<[Fight]>): void {
  const out = fc.check(property, params);
  if (!out.failed) return;
  const err = out.errorInstance;
  const rule = err instanceof Error ? err.message : String(err);
  throw new Error(
    `${ruleset.id} breaks a rule every ruleset keeps: ${rule}\n${fc.defaultReportMessage(out)}`,
    {
      cause: err,
    },
  );
}

/**
 * Checks `ruleset` against what every ruleset owes the shared flow (the list at the top of this file).
 * Registers it first when its id is free (a module's, in a test); a ruleset already registered under its id
 * must be that same object. Throws an Error naming the broken rule and the smallest fight that shows it.
 */
export function checkRuleset(ruleset: Ruleset, options: CheckOptions = {}): void {
  let registered: Ruleset | null = null;
  try {
    registered = getRuleset(ruleset.id);
  } catch {
    registerRuleset(ruleset);
  }
  if (registered !== null && registered !== ruleset) registerRuleset(ruleset); // refused: ruleset-taken
  const numRuns = options.numRuns ?? 100;
  const seed = options.seed === undefined ? {} : { seed: options.seed };
  const twice = Math.max(1, Math.round(numRuns / 3));
  const fightArb = fightArbitraryFor(ruleset);

  holds(
    ruleset,
    fc.property(fightArb, (f) => {
      play(ruleset, f);
    }),
    { numRuns, ...seed },
  );
  holds(
    ruleset,
    fc.property(fightArb, (f) => {
      const dice = seededDice(f.seed);
      checkPlannedTurn(
        startTurn(createCombat(ruleset.id, f.inputs.slice(0, f.size), dice, f.settings), dice),
        dice,
      );
    }),
    { numRuns, ...seed },
  );
  holds(
    ruleset,
    fc.property(fightArb, (f) => {
      must(isDeepStrictEqual(play(ruleset, f), play(ruleset, f)), "the same dice give the same fight");
    }),
    { numRuns: twice, ...seed },
  );
  holds(
    ruleset,
    fc.property(fightArb, (f) => {
      const cloned = play(ruleset, f, (s) => structuredClone(s));
      must(
        isDeepStrictEqual(cloned, play(ruleset, f)),
        "a structuredClone of every state plays on as the state",
      );
    }),
    { numRuns: twice, ...seed },
  );
}
