// The conformance suite (src/api/check-ruleset.ts) passes every shipped ruleset and the module fixture, and
// catches a ruleset that breaks what the shared flow relies on: a negative budget, an order that is not the
// one its keys explain, state that is not plain data, dice other than the ones handed in, a turn that never
// ends (docs/write-a-ruleset.md, "Check it").
import { describe, expect, it } from "vitest";
import { checkRuleset } from "../../src/api/check-ruleset";
import {
  EMPTY_SR_BUDGET,
  getRuleset,
  kindsBudget,
  kindsLeft,
  registeredRulesets,
  registerRuleset,
  tieKey,
  type Ruleset,
} from "../../src/api/engine";
import { edgeFirstModule } from "../fixtures/edge-first/build";
import { sr6 } from "../../src/rulesets/sr6";

describe("checkRuleset passes every shipped ruleset and the module fixture", () => {
  for (const id of registeredRulesets()) {
    it(`${id}`, () => {
      checkRuleset(getRuleset(id), { numRuns: 60 });
    });
  }

  it("sr6, the shipped ruleset built on the public API only (src/rulesets/sr6, issue: sr6)", () => {
    checkRuleset(sr6, { numRuns: 60 });
  });

  it("edge-first, the module of test/fixtures/edge-first as built outside src/", async () => {
    checkRuleset((await edgeFirstModule()).ruleset, { numRuns: 60 });
  }, 120_000);
});

describe("checkRuleset refuses a ruleset that breaks the flow's contract", () => {
  /** A copy of `rs` under another id: rs's own blocks still look up its formula by its id. */
  const alongside = (rs: Ruleset) => {
    if (!registeredRulesets().includes(rs.id)) registerRuleset(rs);
  };
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

  it("a budget in the ruleset's own kinds below zero (sr6 counts Major and Minor actions in `left`)", () => {
    alongside(sr6);
    const rs: Ruleset = {
      ...sr6,
      id: "broken-kinds",
      phaseBudget: () => kindsBudget({ major: -1, minor: 1 }),
    };
    expect(() => checkRuleset(rs, { numRuns: 20 })).toThrow(
      /budgets never go negative: .*budget\.major is -1/,
    );
  });

  it("a bug only its own economy's kinds reach: edge-first paying a Full action it cannot afford", async () => {
    const { ruleset } = await edgeFirstModule();
    alongside(ruleset);
    const economy = ruleset.economy;
    const rs: Ruleset = {
      ...ruleset,
      id: "broken-own-kinds",
      economy: {
        ...economy,
        // pays 2 AP for a Full action whatever is left
        spend: (_state, c, cmd) => {
          const { ap = 0, owed = 0 } = kindsLeft(c.budget);
          const cost = cmd.kind === "full" ? 2 : 1;
          return { combatant: { ...c, budget: kindsBudget({ ap: ap - cost, owed }) }, inPhase: true };
        },
      },
    };
    expect(() => checkRuleset(rs, { numRuns: 60 })).toThrow(/budgets never go negative: .*budget\.ap/);
  }, 120_000);

  it("an id taken by another ruleset is refused, not played", () => {
    expect(() => checkRuleset({ ...base }, { numRuns: 1 })).toThrow(/already registered/);
  });
});
