// "Why this order": the deciding step between two combatants is the step of the ruleset's own phase order,
// so it always agrees with the order the engine plays (rules sr4 rules 3-4, sr5 rule 3, bonus-actions
// rule 2, d20 rule 3).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createCombat,
  getRuleset,
  makeInput,
  orderBy,
  ORDER_STEPS,
  registeredRulesets,
  scriptedDice,
  seededDice,
  startTurn,
  whyOrder,
  type CombatState,
  type RulesetId,
} from "../../src/engine";

function byId(state: CombatState, id: string) {
  return state.combatants.find((c) => c.id === id)!;
}

describe("why this order", () => {
  it("names every order key of every ruleset (the names follow the engine's keys)", () => {
    for (const id of registeredRulesets())
      expect(ORDER_STEPS[id], id).toHaveLength(getRuleset(id).orderKeys.length);
  });

  it("sr5 rule 3: same score, ERIC: the higher Edge decides", () => {
    const a = makeInput({ id: "a", name: "Ana", attributes: { reaction: 3, intuition: 3, edge: 4 } });
    const b = makeInput({ id: "b", name: "Ben", attributes: { reaction: 4, intuition: 3, edge: 2 } });
    // Ana 6 + 4 = 10, Ben 7 + 3 = 10
    const s = startTurn(createCombat("sr5", [a, b], seededDice(1)), scriptedDice([4, 3], 2));
    expect(whyOrder("sr5", byId(s, "a"), byId(s, "b"))).toEqual({ step: "edge", first: 4, second: 2 });
  });

  it("bonus-actions rule 2: same score and Edge, the higher Reaction decides", () => {
    const a = makeInput({ id: "a", name: "Ana", attributes: { reaction: 4, intuition: 3, edge: 2 } });
    const b = makeInput({ id: "b", name: "Ben", attributes: { reaction: 3, intuition: 4, edge: 2 } });
    const s = startTurn(createCombat("bonus-actions", [a, b], seededDice(1)), scriptedDice([3, 3], 2));
    expect(whyOrder("bonus-actions", byId(s, "a"), byId(s, "b"))).toMatchObject({ step: "reaction" });
  });

  it("sr4 rule 4: a glitch puts the character after everyone with the same score", () => {
    const a = makeInput({ id: "a", name: "Ana", attributes: { reaction: 3, intuition: 3, edge: 1 } });
    const b = makeInput({ id: "b", name: "Ben", attributes: { reaction: 3, intuition: 3, edge: 3 } });
    // 6 dice each: Ana 1 hit, no glitch (7); Ben 1 hit and four 1s, a glitch (7)
    const dice = [5, 2, 2, 3, 3, 4, 5, 1, 1, 1, 1, 2];
    const s = startTurn(createCombat("sr4", [a, b], seededDice(1)), scriptedDice(dice, 2));
    expect(byId(s, "b").flags.glitch).toBe(true);
    expect(whyOrder("sr4", byId(s, "a"), byId(s, "b"))).toEqual({ step: "glitch", first: 1, second: 0 });
  });

  it("d20 rule 3: same score and DEX, the stored coin decides until someone swaps", () => {
    const a = makeInput({ id: "a", name: "Ana", d20: { dex: 14, speed: 30 } });
    const b = makeInput({ id: "b", name: "Ben", d20: { dex: 14, speed: 30 } });
    const s = startTurn(createCombat("d20", [a, b], seededDice(5)), scriptedDice([10, 10]));
    const [first, second] = [...s.combatants].sort((x, y) => orderBy(getRuleset("d20").orderKeys)(x, y));
    const why = whyOrder("d20", first!, second!);
    expect(why.step).toBe("coin");
    expect(why.first).toBe(first!.coin);
    expect(why.first).toBeGreaterThan(why.second);
  });

  it("every ruleset: the step found is where the engine's order really differs, and it agrees with compare", () => {
    const rulesets = registeredRulesets() as RulesetId[];
    const attrs = fc.record({
      reaction: fc.integer({ min: 1, max: 3 }),
      intuition: fc.integer({ min: 1, max: 3 }),
      edge: fc.integer({ min: 0, max: 2 }),
      dex: fc.integer({ min: 12, max: 14 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...rulesets),
        fc.array(attrs, { minLength: 2, maxLength: 6 }),
        fc.integer({ min: 0, max: 1000 }),
        (ruleset, list, seed) => {
          const inputs = list.map((a, i) =>
            makeInput({
              id: `c${i}`,
              name: `C${i}`,
              attributes: { reaction: a.reaction, intuition: a.intuition, edge: a.edge },
              d20: { dex: a.dex, speed: 30 },
            }),
          );
          const dice = seededDice(seed);
          const s = startTurn(createCombat(ruleset, inputs, dice), dice);
          const rs = getRuleset(ruleset);
          const sorted = [...s.combatants].sort((x, y) => orderBy(rs.orderKeys)(x, y));
          for (let i = 0; i + 1 < sorted.length; i++) {
            const [a, b] = [sorted[i]!, sorted[i + 1]!];
            const why = whyOrder(ruleset, a, b);
            const at = (ORDER_STEPS[ruleset] as readonly string[]).indexOf(why.step);
            if (why.step === "id") {
              expect(rs.orderKeys.every((k) => k(a) === k(b))).toBe(true);
              continue;
            }
            expect(why.first).toBeGreaterThan(why.second);
            expect(rs.orderKeys.slice(0, at).every((k) => k(a) === k(b))).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
