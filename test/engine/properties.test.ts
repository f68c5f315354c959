// Invariants of the engine over random fights of every registered ruleset (fast-check), besides those every
// ruleset owes the flow (checkRuleset, test/api/check-ruleset.test.ts: budgets, plain data, the same dice,
// turns that end): the order follows score then tiebreak, nobody takes more phases than the passes allow,
// nobody at 0 or less acts (SR). The random fights are checkRuleset's.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  advance,
  createCombat,
  getRuleset,
  InputError,
  makeSource,
  orderBy,
  registeredRulesets,
  RuleError,
  seededDice,
  startTurn,
  type CombatantInput,
  type CombatState,
  type RulesetId,
  seizeFlags,
  sr4Flags,
} from "../../src/engine";
import { fightArbitrary as fightArb, stepFight as step, type Fight } from "../../src/api/check-ruleset";
import { phaseTouched } from "../../src/engine/phase-opening";
import { registerShippedRulesets, SHIPPED_MODULES } from "../../src/rulesets";
import { deepFreeze } from "./flow/fixtures";

/**
 * Runs a fight, checking the invariants after every step; returns the states it went through. `copy`: each
 * step starts from a deep copy of the state before it, as a state read back from storage would be.
 */
function runFight(
  ruleset: RulesetId,
  f: Fight,
  copy: (s: CombatState) => CombatState = (s) => s,
): CombatState[] {
  const dice = seededDice(f.seed);
  let state = startTurn(createCombat(ruleset, f.inputs.slice(0, f.size), dice, f.settings), dice);
  const trace = [state];
  checkAlways(state);
  checkOrder(state);
  // sr5 rule 7 (docs/rules-choices.md, "Interrupt actions"): an acting character whose own command lowered
  // their score (an interrupt) keeps the phase they are in, even at 0; only until that phase ends.
  let keptPhase: string | null = null;
  for (const op of f.ops) {
    state = copy(state);
    deepFreeze(state);
    let next: CombatState;
    try {
      next = step(state, op, dice);
    } catch (e) {
      // A refusal is part of the game; anything else is a bug.
      if (e instanceof RuleError || e instanceof InputError) continue;
      throw e;
    }
    const samePhase =
      next.currentId === state.currentId && next.pass === state.pass && next.turn === state.turn;
    if (!samePhase) keptPhase = null;
    const was = state.combatants.find((c) => c.id === state.currentId);
    const now = next.combatants.find((c) => c.id === next.currentId);
    if (op.op === "command" && samePhase && was && now && (now.score ?? 0) < (was.score ?? 0)) {
      keptPhase = now.id;
    }
    checkAlways(next, keptPhase);
    if (op.op === "advance") checkOrder(next);
    state = next;
    trace.push(state);
  }
  return trace;
}

const SR: RulesetId[] = ["sr4", "sr5", "bonus-actions"];

function checkAlways(state: CombatState, keptPhase: string | null = null): void {
  const rs = getRuleset(state.ruleset);
  for (const c of state.combatants) {
    // Budgets and Edge never go negative.
    for (const [key, value] of Object.entries(c.budget)) {
      if (typeof value === "number") expect(value, `${c.id} budget.${key}`).toBeGreaterThanOrEqual(0);
    }
    expect(c.input.edgePoints, `${c.id} Edge points`).toBeGreaterThanOrEqual(0);
    // Nobody takes more phases than the passes so far allow.
    expect(c.phasesTaken, `${c.id} phases in pass ${state.pass}`).toBeLessThanOrEqual(state.pass);
  }
  expect(new Set(state.actedOrder).size).toBe(state.actedOrder.length);
  if (state.currentId === null) return;
  const cur = state.combatants.find((c) => c.id === state.currentId);
  expect(cur, "the current actor exists").toBeDefined();
  if (!cur) return;
  expect(cur.flags.defeated).toBe(false);
  if (cur.id === keptPhase) return;
  expect(rs.inPass(cur, state), `${cur.id} has a phase in pass ${state.pass}`).toBe(true);
  // SR: nobody at 0 or less gets a phase.
  if (SR.includes(state.ruleset)) expect(cur.score ?? 0).toBeGreaterThan(0);
}

/** After advance: the current actor is the first by order among those still to come. */
function checkOrder(state: CombatState): void {
  const rs = getRuleset(state.ruleset);
  const cur = state.combatants.find((c) => c.id === state.currentId);
  if (!cur || cur.flags.delayed) return;
  const special = (c: typeof cur) =>
    seizeFlags(c.flags).seized || sr4Flags(c.flags).goFirst || c.flags.criticalGlitch;
  for (const o of state.combatants) {
    if (o.id === cur.id || o.actedThisPass || o.flags.delayed || o.flags.defeated || !rs.inPass(o, state))
      continue;
    expect(orderBy(rs.orderKeys)(cur, o), `${cur.id} before ${o.id}`).toBeLessThan(0);
    if (!special(cur) && !special(o)) expect(cur.score ?? 0).toBeGreaterThanOrEqual(o.score ?? 0);
  }
}

/** sr5 / bonus-actions oracle: who acts in each pass of a turn left alone, worked out from the rolled scores. */
function expectedTurn(ruleset: "sr5" | "bonus-actions", state: CombatState): string[] {
  const key = (c: CombatState["combatants"][number]) => [
    c.input.attributes.edge,
    c.input.attributes.reaction + c.input.sources.reduce((n, s) => n + (s.active ? s.flat : 0), 0),
    c.input.attributes.intuition,
    c.coin,
  ];
  const byOrder = (a: (typeof state.combatants)[number], b: (typeof state.combatants)[number]) => {
    const ka = [a.score ?? 0, ...key(a)];
    const kb = [b.score ?? 0, ...key(b)];
    for (let i = 0; i < ka.length; i += 1) if (ka[i] !== kb[i]) return (kb[i] ?? 0) - (ka[i] ?? 0);
    return a.id < b.id ? -1 : 1;
  };
  const sequence: string[] = [];
  const passes = ruleset === "sr5" ? 10 : 1;
  for (let k = 0; k < passes; k += 1) {
    const inPass = state.combatants
      .map((c) => ({ ...c, score: (c.score ?? 0) - 10 * k }))
      .filter((c) => c.score > 0)
      .sort(byOrder);
    sequence.push(...inPass.map((c) => `${k + 1}:${c.id}`));
  }
  return sequence;
}

describe("a turn left alone follows score then ERIC, pass by pass", () => {
  for (const ruleset of ["sr5", "bonus-actions"] as const) {
    it(`${ruleset} rules 1-3: every phase of the turn in the order of the rolled scores and ERIC`, () => {
      fc.assert(
        fc.property(fightArb, (f) => {
          const dice = seededDice(f.seed);
          // Physical mode only, so the flat bonus counts in the Reaction tiebreak as the oracle assumes.
          const inputs = f.inputs.slice(0, f.size).map((i) => ({ ...i, mode: "physical" as const }));
          let state = startTurn(createCombat(ruleset, inputs, dice), dice);
          const expected = expectedTurn(ruleset, state);
          const seen: string[] = [];
          while (state.turn === 1) {
            if (state.currentId) seen.push(`${state.pass}:${state.currentId}`);
            state = advance(state, dice);
          }
          expect(seen).toEqual(expected);
        }),
        { numRuns: 200 },
      );
    });
  }
});

describe("engine invariants over random fights", () => {
  const rulesets = registeredRulesets();

  it("sr5 and bonus-actions are registered (sr4 and d20 join when theirs are)", () => {
    expect(rulesets).toEqual(expect.arrayContaining(["sr5", "bonus-actions"]));
  });

  for (const ruleset of rulesets) {
    it(`${ruleset}: order by score then tiebreak, phases within passes, no phase at 0 or less, budgets and Edge never negative`, () => {
      fc.assert(
        fc.property(fightArb, (f) => {
          runFight(ruleset, f);
        }),
        { numRuns: 150 },
      );
    });
  }
});

/** A change to an actor mid-fight: a mode, a dice boost, Reaction and wounds as the sheet may give them. */
const changeArb = fc.record({
  mode: fc.constantFrom<CombatantInput["mode"]>("physical", "astral", "matrix-cold", "matrix-hot"),
  boost: fc.integer({ min: 0, max: 4 }),
  reaction: fc.integer({ min: -2, max: 2 }),
  wound: fc.integer({ min: -6, max: 0 }),
});

type Change = typeof changeArb extends fc.Arbitrary<infer T> ? T : never;

/** `input` with `change` made: the boost added, or every dice source taken off when there is none. */
function changed(input: CombatantInput, change: Change): CombatantInput {
  const boost = makeSource({ id: "prop-boost", name: "Boost", kind: "cyberware", dice: change.boost });
  return {
    ...input,
    mode: change.mode,
    woundModifier: change.wound,
    attributes: { ...input.attributes, reaction: Math.max(1, input.attributes.reaction + change.reaction) },
    sources: change.boost > 0 ? [...input.sources, boost] : input.sources.filter((s) => s.dice === 0),
  };
}

describe("an untouched phase stays untouched through a reconcile", () => {
  // every ruleset, those shipped beside the system's own included
  const rulesets = [...new Set([...registeredRulesets(), ...SHIPPED_MODULES.map((m) => m.ruleset.id)])];
  beforeAll(registerShippedRulesets);

  for (const ruleset of rulesets) {
    it(`${ruleset} (docs/rules-choices.md, "A change to the acting character"): an actor's change to a phase begun with nothing done in it leaves the phase untouched, so a later score change still hands it on`, () => {
      fc.assert(
        fc.property(fightArb, changeArb, (f, change) => {
          const dice = seededDice(f.seed);
          const rs = getRuleset(ruleset);
          let state = startTurn(createCombat(ruleset, f.inputs.slice(0, f.size), dice, f.settings), dice);
          for (const op of f.ops) {
            const cur = state.combatants.find((c) => c.id === state.currentId);
            if (cur && cur.score !== null && cur.phaseBegun === true && !phaseTouched(cur)) {
              const after = rs.reconcile(state, cur, changed(cur.input, change), dice);
              expect(phaseTouched(after), `${cur.id} after the change`).toBe(false);
              // as read back from storage: every budget a copy of its own
              expect(phaseTouched(JSON.parse(JSON.stringify(cur)) as typeof cur), `${cur.id} read back`).toBe(
                false,
              );
            }
            try {
              state = step(state, op, dice);
            } catch (e) {
              if (e instanceof RuleError || e instanceof InputError) continue;
              throw e;
            }
          }
        }),
        { numRuns: 100 },
      );
    });
  }
});
