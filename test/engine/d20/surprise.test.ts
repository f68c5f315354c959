import { describe, expect, it } from "vitest";
import { d20Budget, RuleError, type CombatState } from "../../../src/engine";
import { turnBudget } from "../../../src/engine/rulesets/d20/budget";
import { applyD20 } from "../../../src/engine/rulesets/d20/commands";
import { surprisedTurnPending } from "../../../src/engine/rulesets/d20/order";
import { get, round, type Spec } from "./fixtures";

const ready = (s: CombatState): CombatState => ({
  ...s,
  combatants: s.combatants.map((c) => ({ ...c, budget: turnBudget(c) })),
});
const react = (s: CombatState, id: string) =>
  applyD20(s, { type: "spend", combatantId: id, kind: "reaction" });

// The guard (18) would act before the sniper (15) and the drone (5), but is surprised.
const specs = (acted: string[] = []): Spec[] => [
  { id: "guard", score: 18, surprised: true },
  { id: "sniper", score: 15, acted: acted.includes("sniper") },
  { id: "drone", score: 5, acted: acted.includes("drone") },
];

describe("d20 surprise", () => {
  it("d20 rule 4: no reaction before combat starts or before the lost turn has gone by", () => {
    expect(surprisedTurnPending(get(round(0, specs()), "guard"), round(0, specs()))).toBe(true);
    const start = ready(round(1, specs()));
    expect(() => react(start, "guard")).toThrow(RuleError);
    expect(() => react(start, "guard")).toThrow(/surprised/);
  });

  it("d20 rule 4: once someone after the surprised combatant is acting, its reaction is back", () => {
    const sniperActs = ready(round(1, specs(), "sniper"));
    expect(d20Budget(get(react(sniperActs, "guard"), "guard").budget).reaction).toBe(0);
  });

  it("d20 rule 4: a surprised combatant last in the order gets its reaction when round 1 is over", () => {
    const s: Spec[] = [
      { id: "sniper", score: 15, acted: true },
      { id: "guard", score: 3, surprised: true },
    ];
    expect(() => react(ready(round(1, s, "sniper")), "guard")).toThrow(/surprised/);
    const over = ready(round(1, s, null));
    expect(d20Budget(get(react(over, "guard"), "guard").budget).reaction).toBe(0);
  });

  it("d20 rule 4: from round 2 a surprised combatant reacts normally", () => {
    const r2 = ready(round(2, specs()));
    expect(d20Budget(get(react(r2, "guard"), "guard").budget).reaction).toBe(0);
  });

  it("d20 rule 4: surprise can be marked before or during round 1, not later, and not once it acted", () => {
    const unaware: Spec[] = [
      { id: "guard", score: 18 },
      { id: "sniper", score: 15, acted: true },
    ];
    expect(
      get(applyD20(round(0, unaware), { type: "surprise", combatantId: "guard", surprised: true }), "guard")
        .flags.surprised,
    ).toBe(true);
    expect(
      get(
        applyD20(round(1, unaware, "sniper"), { type: "surprise", combatantId: "guard", surprised: true }),
        "guard",
      ).flags.surprised,
    ).toBe(true);
    const tooLate = (s: CombatState, id: string) => () =>
      applyD20(s, { type: "surprise", combatantId: id, surprised: true });
    expect(tooLate(round(2, unaware), "guard")).toThrow(/first turn/);
    expect(tooLate(round(1, unaware), "sniper")).toThrow(RuleError);
    expect(tooLate(round(1, unaware, "guard"), "guard")).toThrow(RuleError);
  });

  it("d20 rule 4: the GM can take a wrong surprise back during round 1", () => {
    const s = applyD20(round(1, specs()), { type: "surprise", combatantId: "guard", surprised: false });
    expect(get(s, "guard").flags.surprised).toBe(false);
  });
});
