import { describe, expect, it } from "vitest";
import { RuleError, type CombatState } from "../../../src/engine";
import { applyD20 } from "../../../src/engine/rulesets/d20/commands";
import { compareD20, inPassD20 } from "../../../src/engine/rulesets/d20/order";
import { get, round, type Spec } from "./fixtures";

/** Ids in acting order among those with a turn this round. */
function order(state: CombatState): string[] {
  return state.combatants
    .filter((c) => inPassD20(c, state))
    .sort(compareD20)
    .map((c) => c.id);
}

describe("d20 turn order", () => {
  it("d20 rule 2: the highest score acts first", () => {
    const s = round(1, [
      { id: "falke", score: 17 },
      { id: "militant", score: 19 },
      { id: "drone", score: 4 },
    ]);
    expect(order(s)).toEqual(["militant", "falke", "drone"]);
  });

  it("d20 rule 3: on a tied score the higher DEX score goes first, whatever the coin says", () => {
    const s = round(1, [
      { id: "slow", score: 15, dex: 12, coin: 0.99 },
      { id: "quick", score: 15, dex: 16, coin: 0.01 },
    ]);
    expect(order(s)).toEqual(["quick", "slow"]);
  });

  it("d20 rule 3: tied on score and DEX, the coin tossed at joining decides (higher coin first)", () => {
    const s = round(1, [
      { id: "a", score: 15, dex: 14, coin: 0.2 },
      { id: "b", score: 15, dex: 14, coin: 0.8 },
    ]);
    expect(order(s)).toEqual(["b", "a"]);
  });

  it("d20 rule 3: swap-tie lets the tied players trade places, and the coin no longer decides", () => {
    const s = round(1, [
      { id: "a", score: 15, dex: 14, coin: 0.2 },
      { id: "b", score: 15, dex: 14, coin: 0.8 },
      { id: "c", score: 15, dex: 14, coin: 0.5 },
    ]);
    expect(order(s)).toEqual(["b", "c", "a"]);
    const swapped = applyD20(s, { type: "swap-tie", combatantId: "a", otherId: "b" });
    expect(order(swapped)).toEqual(["a", "c", "b"]);
    expect(get(swapped, "c").tieOrder).toBe(1);
    // swapping back restores the coin's order, now held by hand
    const back = applyD20(swapped, { type: "swap-tie", combatantId: "b", otherId: "a" });
    expect(order(back)).toEqual(["b", "c", "a"]);
  });

  it("d20 rule 3: swap-tie is refused between combatants not tied on both score and DEX", () => {
    const specs: Spec[] = [
      { id: "a", score: 15, dex: 14 },
      { id: "b", score: 15, dex: 12 },
      { id: "c", score: 14, dex: 14 },
    ];
    const s = round(1, specs);
    expect(() => applyD20(s, { type: "swap-tie", combatantId: "a", otherId: "b" })).toThrow(RuleError);
    expect(() => applyD20(s, { type: "swap-tie", combatantId: "a", otherId: "c" })).toThrow(/not tied/);
    expect(() => applyD20(s, { type: "swap-tie", combatantId: "a", otherId: "a" })).toThrow(RuleError);
  });

  it("d20 rule 3: the order is total: a swapped pair and a coin-ordered newcomer still sort consistently", () => {
    const s = round(1, [
      { id: "a", score: 12, dex: 10, tieOrder: 0, coin: 0.1 },
      { id: "b", score: 12, dex: 10, tieOrder: 1, coin: 0.9 },
      { id: "new", score: 12, dex: 10, coin: 0.99 },
    ]);
    expect(order(s)).toEqual(["a", "b", "new"]);
    const [a, b, n] = s.combatants as [never, never, never];
    expect(Math.sign(compareD20(a, b)) + Math.sign(compareD20(b, a))).toBe(0);
    expect(compareD20(a, n)).toBeLessThan(0);
  });

  it("d20 rule 4: a surprised combatant has no turn in round 1 but acts normally from round 2", () => {
    const specs: Spec[] = [
      { id: "sniper", score: 12 },
      { id: "guard", score: 18, surprised: true },
    ];
    expect(order(round(1, specs))).toEqual(["sniper"]);
    expect(order(round(2, specs))).toEqual(["guard", "sniper"]);
  });

  it("d20 rule 2: combatants without a score or defeated have no turn", () => {
    const s = round(1, [{ id: "late", score: null }, { id: "up" }]);
    const downed = {
      ...s,
      combatants: s.combatants.map((c) => ({ ...c, flags: { ...c.flags, defeated: true } })),
    };
    expect(order(s)).toEqual(["up"]);
    expect(order(downed)).toEqual([]);
  });
});
