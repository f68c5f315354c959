// Random fights through the simulator (fast-check): it shows every phase the engine plays, in the order the
// engine plays them, and never prints a NaN or an undefined, whatever the ruleset, crowd and dice.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { advance, createCombat, RULESET_IDS, seededDice } from "../../src/engine";
import { ScenarioError } from "../../src/simulator/errors";
import { translator } from "../../src/simulator/messages";
import { runScenario } from "../../src/simulator/run";
import { renderTable } from "../../src/simulator/table";
import { validateScenario } from "../../src/simulator/validate";

const MODES = ["physical", "astral", "matrix-ar", "matrix-cold", "matrix-hot"] as const;

const combatant = fc.record({
  reaction: fc.integer({ min: 1, max: 8 }),
  intuition: fc.integer({ min: 1, max: 8 }),
  edge: fc.integer({ min: 0, max: 6 }),
  dataProcessing: fc.integer({ min: 1, max: 8 }),
  response: fc.integer({ min: 1, max: 8 }),
  mode: fc.constantFrom(...MODES),
  wired: fc.integer({ min: 0, max: 3 }),
  wound: fc.integer({ min: -4, max: 0 }),
  dex: fc.integer({ min: 3, max: 20 }),
});

const fight = fc.record({
  ruleset: fc.constantFrom(...RULESET_IDS),
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
  turns: fc.integer({ min: 1, max: 3 }),
  crowd: fc.array(combatant, { minLength: 1, maxLength: 8 }),
});

type Fight = typeof fight extends fc.Arbitrary<infer T> ? T : never;

function scenarioData(f: Fight) {
  return {
    ruleset: f.ruleset,
    turns: f.turns,
    dice: { seed: f.seed },
    combatants: f.crowd.map((c, i) => ({
      id: `c${i}`,
      name: `Fighter ${i}`,
      mode: c.mode,
      woundModifier: c.wound,
      attributes: {
        reaction: c.reaction,
        intuition: c.intuition,
        edge: c.edge,
        dataProcessing: c.dataProcessing,
        response: c.response,
      },
      items: c.wired > 0 ? [`wired-reflexes ${c.wired}`] : [],
      d20: { dex: c.dex },
    })),
  };
}

describe("simulator properties", () => {
  it("Action phase (rules Words): every phase the engine plays is a row, in the engine's order", () => {
    fc.assert(
      fc.property(fight, (f) => {
        const scenario = validateScenario("random.yaml", scenarioData(f));
        const log = runScenario(scenario);
        // The same fight straight through the engine: the acting combatant after each hand-over.
        const dice = seededDice(f.seed);
        let state = advance(
          createCombat(scenario.ruleset, scenario.combatants, dice, scenario.settings),
          dice,
        );
        const played: string[] = [];
        for (let guard = 0; state.turn <= f.turns && guard < 10_000; guard += 1) {
          if (state.currentId !== null) played.push(`${state.turn}.${state.pass}:${state.currentId}`);
          state = advance(state, dice);
        }
        const rows = log.turns.flatMap((t) =>
          t.passes.flatMap((p) =>
            p.phases.filter((r) => r.kind === "phase").map((r) => `${t.turn}.${p.pass}:${r.combatantId}`),
          ),
        );
        expect(rows).toEqual(played);
      }),
      { numRuns: 60 },
    );
  });

  it("never prints NaN or undefined, and every row of a pass has a score above 0 (rules sr4 rule 2, sr5 rule 2)", () => {
    const t = translator("en");
    fc.assert(
      fc.property(fight, (f) => {
        const log = runScenario(validateScenario("random.yaml", scenarioData(f)));
        const table = renderTable(log, t);
        expect(table).not.toMatch(/NaN|undefined|\{\w+\}/);
        for (const turn of log.turns) {
          for (const pass of turn.passes) {
            for (const row of pass.phases.filter((r) => r.kind === "phase")) {
              if (f.ruleset !== "d20") expect(row.score ?? 0).toBeGreaterThan(0);
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});

const VERBS = [
  { spend: true, kind: "simple" },
  { spend: true, kind: "complex" },
  { spend: true, kind: "free" },
  { delay: true },
  { intervene: true },
  { "full-defense": true },
  { seize: true },
  { blitz: true },
  { wound: true },
  { defeated: true },
] as const;

const event = fc.record({
  turn: fc.integer({ min: 1, max: 2 }),
  pass: fc.integer({ min: 1, max: 3 }),
  point: fc.constantFrom(
    "before-roll",
    "start-of-turn",
    "start-of-pass",
    "before",
    "during",
    "after",
    "end-of-pass",
  ),
  at: fc.nat(),
  who: fc.nat(),
  verb: fc.constantFrom(...VERBS),
  wound: fc.integer({ min: -6, max: 0 }),
});

describe("simulator properties with events", () => {
  it("whatever happens at whatever point, a fight either plays or names an event that never came (rules sr4, sr5, bonus-actions)", () => {
    fc.assert(
      fc.property(fight, fc.array(event, { maxLength: 8 }), (f, events) => {
        const data = scenarioData({ ...f, ruleset: f.ruleset === "d20" ? "sr5" : f.ruleset, turns: 2 });
        const ids = data.combatants.map((c) => c.id);
        const pick = (n: number) => ids[n % ids.length]!;
        const scenario = {
          ...data,
          events: events.map((e) => {
            const who = pick(e.who);
            const point = ["before", "during", "after"].includes(e.point)
              ? { [e.point]: pick(e.at) }
              : { at: e.point };
            const verb = Object.keys(e.verb)[0]!;
            const action =
              verb === "spend"
                ? { spend: who, kind: (e.verb as { kind: string }).kind }
                : verb === "wound"
                  ? { update: who, woundModifier: e.wound }
                  : { [verb]: who };
            return { turn: e.turn, pass: e.pass, ...point, do: [action] };
          }),
        };
        try {
          const log = runScenario(validateScenario("random.yaml", scenario));
          expect(renderTable(log, translator("en"))).not.toMatch(/NaN|undefined/);
        } catch (err) {
          if (!(err instanceof ScenarioError)) throw err;
          expect(err.expected).toBe("reached");
        }
      }),
      { numRuns: 150 },
    );
  });
});
