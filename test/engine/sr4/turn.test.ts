// The sr4 turn on hand-built states: the test, the score kept all turn, passes (rules sr4 rules 1, 2,
// 4, 7a).
import { describe, expect, it } from "vitest";
import {
  srBudget,
  apply,
  makeSource,
  scriptedDice,
  seededDice,
  startTurn,
  type CombatState,
  sr4Flags,
  withFlags,
} from "../../../src/engine";
import { sr4 } from "../../../src/engine/rulesets/sr4";
import { errorCode, person, who } from "../flow/fixtures";
import { sr4Fight, sr4Roll } from "./helpers";

const boosted = (passes: number) =>
  makeSource({
    id: `boost-${passes}`,
    name: "Reflex booster",
    kind: "cyberware",
    passes,
    stackingGroup: "reflexes",
  });

describe("sr4 turn", () => {
  it("sr4 rule 1: the initiative test adds its hits to REA + INT and the wound modifier", () => {
    const s = sr4Fight([person("ann", 4, 3, 2, { woundModifier: -2 })], { ann: { hits: 3 } });
    const ann = who(s, "ann");
    expect(ann.roll?.hits).toBe(3);
    expect(ann.score).toBe(4 + 3 + 3 - 2);
    expect(ann.passes).toBe(1);
  });

  it("sr4 rule 1: the score is kept for the whole turn, through every pass", () => {
    let s = sr4Fight([person("ann", 3, 3, 2, { sources: [boosted(2)] }), person("bob", 3, 3)], {
      ann: { hits: 2 },
      bob: { hits: 1 },
    });
    const start = who(s, "ann").score;
    for (let pass = 2; pass <= 3; pass += 1) {
      const next: CombatState | null = sr4.nextPass(s);
      if (next === null) throw new Error(`pass ${pass} should come`);
      s = next;
      expect(s.pass).toBe(pass);
      expect(who(s, "ann").score).toBe(start);
    }
  });

  it("sr4 rule 1: a new turn rolls the test again", () => {
    const s = sr4Fight([person("ann", 3, 3)], { ann: { hits: 2 } });
    const again = sr4.beginTurn(
      who(s, "ann"),
      { ...s, turn: 2 },
      scriptedDice([6, 6, 6, 5, 1, 2]),
      undefined,
    );
    expect(again.roll?.hits).toBe(4);
    expect(again.score).toBe(10);
  });

  it("sr4 rule 2: nextPass opens pass k+1 for those with k+1 passes and ends the turn when nobody has one", () => {
    let s = sr4Fight([person("ann", 3, 3, 2, { sources: [boosted(1)] }), person("bob", 3, 3)], {});
    expect(who(s, "ann").passes).toBe(2);
    const second = sr4.nextPass(s);
    expect(second?.pass).toBe(2);
    s = second as CombatState;
    expect(s.combatants.filter((c) => sr4.inPass(c, s)).map((c) => c.id)).toEqual(["ann"]);
    expect(sr4.nextPass(s)).toBeNull();
  });

  it("sr4 rule 2: never more than 4 passes", () => {
    const s = sr4Fight([person("ann", 3, 3, 2, { sources: [boosted(3)] })], {});
    const four = { ...s, pass: 4, combatants: s.combatants.map((c) => ({ ...c, passes: 5 })) };
    expect(sr4.nextPass(four)).toBeNull();
  });

  it("sr4 rule 2: a new pass clears who acted, the go-first marks and the budgets", () => {
    const s = sr4Fight([person("ann", 3, 3, 2, { sources: [boosted(1)] })], {});
    const used = {
      ...s,
      actedOrder: ["ann"],
      combatants: s.combatants.map((c) => ({
        ...c,
        actedThisPass: true,
        flags: withFlags(c.flags, "sr4", { goFirst: true }),
      })),
    };
    const next = sr4.nextPass(used) as CombatState;
    const ann = who(next, "ann");
    expect(ann.actedThisPass).toBe(false);
    expect(sr4Flags(ann.flags).goFirst).toBe(false);
    expect(srBudget(ann.budget).simple).toBe(0);
    expect(next.actedOrder).toEqual([]);
  });

  it("sr4 rule 4: a critical glitch takes away one extra pass, never the only one", () => {
    const three = person("ann", 2, 2, 2, { sources: [boosted(2)] });
    const one = person("bob", 2, 2);
    const s = sr4Fight([three, one], { ann: { hits: 0, ones: 3 }, bob: { hits: 0, ones: 3 } });
    expect(who(s, "ann").flags.criticalGlitch).toBe(true);
    expect(who(s, "ann").passes).toBe(2);
    expect(who(s, "bob").flags.criticalGlitch).toBe(true);
    expect(who(s, "bob").passes).toBe(1);
  });

  it("sr4 rule 7a: Edge on the test adds Edge dice, explodes sixes and costs a point of Edge", () => {
    const input = person("ann", 2, 2, 3);
    const roll = sr4Roll(input, { hits: 2, edge: true });
    expect(roll.formula.dice).toBe(7);
    const s = sr4Fight([input], {});
    const c = sr4.beginTurn(who(s, "ann"), s, seededDice(3), roll);
    expect(c.score).toBe(6);
    expect(c.input.edgePoints).toBe(2);
  });

  it("sr4 rule 7a: Edge declared for the next test is paid at once and used by the next roll", () => {
    let s = sr4Fight([person("ann", 2, 2, 3)], {});
    s = apply(s, { type: "edge-test", combatantId: "ann" }, seededDice(1));
    expect(who(s, "ann").input.edgePoints).toBe(2);
    expect(errorCode(() => apply(s, { type: "edge-test", combatantId: "ann" }, seededDice(1)))).toBe(
      "sr4-edge-test-declared",
    );
    // The engine rolls turn 2 itself: 4 + 3 Edge dice, sixes explode; the point is not taken twice.
    s = startTurn(s, scriptedDice([6, 5, 1, 2, 3, 4, 2, 5]));
    const ann = who(s, "ann");
    expect(ann.roll?.edgeUsed).toBe(true);
    expect(ann.roll?.dice).toHaveLength(8);
    expect(ann.roll?.hits).toBe(3);
    expect(ann.score).toBe(7);
    expect(ann.input.edgePoints).toBe(2);
    expect(sr4Flags(ann.flags).edgeTestDeclared).toBe(false);
    // Turn 3 rolls without Edge again.
    s = startTurn(s, scriptedDice([1, 2, 3, 4]));
    expect(who(s, "ann").roll?.edgeUsed).toBe(false);
  });

  it("sr4 rule 7a: Edge on the test is refused without an Edge point", () => {
    const input = person("ann", 2, 2, 3, { edgePoints: 0 });
    const s = sr4Fight([input], {});
    const roll = sr4Roll(input, { hits: 2, edge: true });
    expect(errorCode(() => sr4.beginTurn(who(s, "ann"), s, seededDice(3), roll))).toBe("no-edge");
    expect(errorCode(() => apply(s, { type: "edge-test", combatantId: "ann" }, seededDice(1)))).toBe(
      "no-edge",
    );
  });

  it("sr4 rule 8: a phase starts with one Complex or two Simple and the pass's one Free action", () => {
    const s = sr4Fight([person("ann", 3, 3)], {});
    const b = srBudget(sr4.phaseBudget(who(s, "ann"), s));
    expect(b.simple).toBe(2);
    expect(b.free).toBe(1);
    expect(b.bonus).toBe(0);
  });
});
