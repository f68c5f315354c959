// The conformance suite (src/api/check-ruleset.ts) passes every shipped ruleset and the module fixture, and
// catches a ruleset that breaks what the shared flow relies on: a negative budget, an order that is not the
// one its keys explain, state that is not plain data, dice other than the ones handed in, a turn that never
// ends (docs/write-a-ruleset.md, "Check it").
import { describe, expect, it } from "vitest";
import { checkRuleset } from "../../src/api/check-ruleset";
import { EMPTY_SR_BUDGET, getRuleset, registeredRulesets, tieKey, type Ruleset } from "../../src/api/engine";
import { edgeFirstModule } from "../fixtures/edge-first/build";

describe("checkRuleset passes every shipped ruleset and the module fixture", () => {
  for (const id of registeredRulesets()) {
    it(`${id}`, () => {
      checkRuleset(getRuleset(id), { numRuns: 60 });
    });
  }

  it("edge-first, the module of test/fixtures/edge-first as built outside src/", async () => {
    checkRuleset((await edgeFirstModule()).ruleset, { numRuns: 60 });
  }, 120_000);
});

describe("checkRuleset refuses a ruleset that breaks the flow's contract", () => {
  const base = getRuleset(registeredRulesets()[1]!);
  const broken = (id: string, change: Partial<Ruleset>): Ruleset => ({ ...base, ...change, id });

  it("a budget below zero", () => {
    const rs = broken("broken-budget", { phaseBudget: () => ({ ...EMPTY_SR_BUDGET, simple: -1, free: 1 }) });
    expect(() => checkRuleset(rs, { numRuns: 20 })).toThrow(/budgets never go negative/);
  });

  it("an order the keys do not explain (a key that reads something besides the two combatants)", () => {
    let calls = 0;
    const rs = broken("broken-order", {
      orderKeys: [tieKey("noise", () => (calls += 1) % 3), ...base.orderKeys],
    });
    expect(() => checkRuleset(rs, { numRuns: 40 })).toThrow(/order/);
  });

  it("state that is not plain data (a function kept on a combatant)", () => {
    const rs = broken("broken-clone", {
      beginTurn: (c, state, dice, roll) => ({ ...base.beginTurn(c, state, dice, roll), note: () => "x" }),
    });
    expect(() => checkRuleset(rs, { numRuns: 20 })).toThrow(/clone/i);
  });

  it("dice of its own (Math.random instead of the dice handed in)", () => {
    const rs = broken("broken-dice", {
      beginTurn(c, state, dice, roll) {
        const next = base.beginTurn(c, state, dice, roll);
        return { ...next, score: (next.score ?? 0) + Math.floor(Math.random() * 6) };
      },
    });
    expect(() => checkRuleset(rs, { numRuns: 20 })).toThrow(/same dice/);
  });

  it("a turn that never ends (a next pass for ever)", () => {
    const rs = broken("broken-turn", {
      nextPass: (state) => ({
        ...state,
        pass: state.pass + 1,
        actedOrder: [],
        currentId: null,
        combatants: state.combatants.map((c) => ({ ...c, actedThisPass: false, phaseBegun: false })),
      }),
      laterPasses: undefined,
    });
    expect(() => checkRuleset(rs, { numRuns: 2 })).toThrow(/every turn ends/);
  });

  it("an id taken by another ruleset is refused, not played", () => {
    expect(() => checkRuleset({ ...base }, { numRuns: 1 })).toThrow(/already registered/);
  });
});
