// planTurn, the whole turn at a glance, against the turn as advance() plays it phase by phase (fast-check,
// every registered ruleset): the passes of rules sr4 rule 2, sr5 rule 2, bonus-actions rule 1 and d20
// rule 2, in the order of each ruleset's tiebreaks. Small attribute ranges make ties common.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  advance,
  apply,
  createCombat,
  getRuleset,
  makeInput,
  orderBy,
  planTurn,
  registeredRulesets,
  RuleError,
  seededDice,
  startTurn,
  type CombatantInput,
  type CombatantState,
  type CombatState,
  type Command,
  type DiceSource,
  type PlannedPass,
  type RulesetId,
  withFlags,
} from "../../src/engine";
import { crowd } from "../../bench/crowd";
import { wired } from "./flow/fixtures";

const MODES = ["physical", "astral", "matrix-ar", "matrix-cold", "matrix-hot", "rigging-ar"] as const;

const inputArb = (i: number) =>
  fc
    .record({
      reaction: fc.integer({ min: 1, max: 4 }),
      intuition: fc.integer({ min: 1, max: 3 }),
      edge: fc.integer({ min: 1, max: 2 }),
      response: fc.integer({ min: 0, max: 3 }),
      mode: fc.constantFrom(...MODES),
      wound: fc.integer({ min: -3, max: 0 }),
      wired: fc.integer({ min: 0, max: 3 }),
      dex: fc.integer({ min: 10, max: 12 }),
    })
    .map((r): CombatantInput =>
      makeInput({
        id: `c${i}`,
        name: `Fighter ${i}`,
        attributes: {
          reaction: r.reaction,
          intuition: r.intuition,
          edge: r.edge,
          dataProcessing: r.response,
          response: r.response,
        },
        mode: r.mode,
        woundModifier: r.wound,
        sources: r.wired > 0 ? [wired(r.wired)] : [],
        d20: { dex: r.dex },
      }),
    );

/** Declarations made before a roll: they shape the turn the plan is asked about. */
const BEFORE_ROLL = ["seize", "blitz", "surprise", "defeated", "edge-test"] as const;

const fightArb = fc.record({
  seed: fc.integer(),
  size: fc.integer({ min: 1, max: 12 }),
  inputs: fc.tuple(...Array.from({ length: 12 }, (_, i) => inputArb(i))),
  declarations: fc.array(fc.record({ who: fc.nat(11), type: fc.constantFrom(...BEFORE_ROLL) }), {
    maxLength: 4,
  }),
  /** Plan a later turn: play this many phases first (the turn rolled after them is planned). */
  playFirst: fc.nat(30),
  reroll: fc.boolean(),
});

type Fight = typeof fightArb extends fc.Arbitrary<infer T> ? T : never;

function declaration(type: (typeof BEFORE_ROLL)[number], id: string): Command {
  if (type === "surprise") return { type, combatantId: id, surprised: true };
  if (type === "defeated") return { type, combatantId: id, defeated: true };
  return { type, combatantId: id } as Command;
}

/** A freshly rolled turn of the fight: declarations first, then (maybe after some phases) a turn start. */
function rolledTurn(ruleset: RulesetId, f: Fight, dice: DiceSource): CombatState {
  const settings = { rerollEachTurn: f.reroll, d20RerollEachRound: f.reroll };
  let state = createCombat(ruleset, f.inputs.slice(0, f.size), dice, settings);
  for (const d of f.declarations) {
    try {
      state = apply(state, declaration(d.type, `c${d.who % f.size}`), dice);
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
    }
  }
  state = startTurn(state, dice);
  for (let i = 0; i < f.playFirst; i += 1) state = advance(state, dice);
  // advance() rolls a new turn when the last phase ends: step on to the first state of a turn.
  const turn = state.turn;
  while (f.playFirst > 0 && state.turn === turn) state = advance(state, dice);
  return state;
}

/** The turn of `state` as advance() hands it over: who is current, on what score, pass by pass. */
function played(state: CombatState, dice: DiceSource): PlannedPass[] {
  const passes: PlannedPass[] = [];
  let s = state;
  for (let guard = 500; s.turn === state.turn && guard > 0; guard -= 1) {
    const c = s.combatants.find((x) => x.id === s.currentId);
    if (c) {
      let pass = passes.at(-1);
      if (pass?.pass !== s.pass) passes.push((pass = { pass: s.pass, ids: [], scores: [] }));
      pass.ids.push(c.id);
      pass.scores.push(c.score);
    }
    s = advance(s, dice);
  }
  return passes;
}

/** compare through the ruleset's orderKeys: the first key that differs, higher first; then the id. */
function byKeys(ruleset: RulesetId, a: CombatantState, b: CombatantState): number {
  for (const key of getRuleset(ruleset).orderKeys) {
    const [x, y] = [key(a), key(b)];
    if (x !== y) return x > y ? -1 : 1;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

describe.each(registeredRulesets())("planTurn in %s", (ruleset) => {
  it("sr4 rule 2, sr5 rule 2, bonus-actions rule 1, d20 rule 2: the plan is every pass of the turn as advance() plays it, phase by phase", () => {
    fc.assert(
      fc.property(fightArb, (f) => {
        const state = rolledTurn(ruleset, f, seededDice(f.seed));
        const plan = planTurn(state);
        expect(plan).toEqual(played(state, seededDice(f.seed + 1)));
        // Nobody acts on a score of 0 or less (SR), and the plan is never empty while someone can act.
        if (ruleset !== "d20")
          expect(plan.flatMap((p) => p.scores).every((s) => s !== null && s > 0)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it("sr4 rule 3, sr5 rule 3, bonus-actions rule 2, d20 rule 3: the order keys the plan sorts on give the order compare gives", () => {
    const rs = getRuleset(ruleset);
    const flagsArb = fc.record({
      seized: fc.boolean(),
      goFirst: fc.boolean(),
      glitch: fc.boolean(),
      criticalGlitch: fc.boolean(),
      tieOrder: fc.option(fc.nat(3)),
    });
    fc.assert(
      fc.property(fightArb, fc.array(flagsArb, { minLength: 12, maxLength: 12 }), (f, marks) => {
        const state = rolledTurn(ruleset, f, seededDice(f.seed));
        const cs = state.combatants.map((c, i) => {
          const { tieOrder, seized, goFirst, ...flags } = marks[i]!;
          const grouped = withFlags(withFlags(c.flags, "seize", { seized }), "sr4", { goFirst });
          return { ...c, tieOrder, flags: { ...grouped, ...flags } };
        });
        for (const a of cs) {
          for (const b of cs) {
            expect(Math.sign(byKeys(ruleset, a, b))).toBe(Math.sign(orderBy(rs.orderKeys)(a, b)));
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe.each(registeredRulesets())("a crowd's turn in %s, sorted by radix", (ruleset) => {
  // From 4,096 combatants a pass is sorted digit by digit (src/engine/packed-order.ts): the order must still
  // be the ruleset's compare, and play must still follow the plan. The bench's crowd: mixed modes, Wired
  // Reflexes, wounds.
  it("sr4 rule 3, sr5 rule 3, bonus-actions rule 2, d20 rule 3: 5,000 combatants act in the order compare gives, pass after pass", () => {
    const dice = seededDice(99);
    const state = startTurn(createCombat(ruleset, crowd(5_000), dice), dice);
    const rs = getRuleset(ruleset);
    const plan = planTurn(state);
    const first = state.combatants.filter((c) => !c.flags.defeated && rs.inPass(c, state));
    expect(plan[0]!.ids).toEqual(first.sort((a, b) => orderBy(rs.orderKeys)(a, b)).map((c) => c.id));
    // play it, reading of each state only what the tracker's header reads (building 5,000 rows per phase
    // would take minutes)
    const ids: string[][] = [];
    let pass = 0;
    for (let s = state; s.turn === state.turn; s = advance(s, dice)) {
      if (s.currentId === null) continue;
      if (s.pass !== pass) ids.push([]);
      pass = s.pass;
      ids[ids.length - 1]!.push(s.currentId);
    }
    expect(ids).toEqual(plan.map((p) => p.ids));
  });
});

describe("planTurn on a worked turn", () => {
  it("sr5 rule 2: each pass holds everyone still above 0 once 10 per pass has come off, highest first", () => {
    const dice = seededDice(3);
    const inputs = [0, 1, 2].map((i) =>
      makeInput({ id: `r${i}`, name: `Runner ${i}`, attributes: { reaction: 3 + i, intuition: 3 } }),
    );
    const state = startTurn(createCombat("sr5", inputs, dice), dice);
    const plan = planTurn(state);
    const scores = new Map(state.combatants.map((c) => [c.id, c.score!]));
    // Pass k holds everyone still above 0 after k - 1 drops of 10, highest first.
    plan.forEach((pass, k) => {
      expect(pass.pass).toBe(k + 1);
      const expected = [...scores]
        .map(([id, s]) => [id, s - 10 * k] as const)
        .filter(([, s]) => s > 0)
        .sort((a, b) => b[1] - a[1]);
      expect(pass.scores).toEqual(expected.map(([, s]) => s));
    });
    expect(plan.length).toBe(Math.ceil(Math.max(...scores.values()) / 10));
  });
});
