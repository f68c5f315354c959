// Edge during the sr4 turn through the facade: go first in a pass, buy an extra pass (rules sr4 rule 7).
import { describe, expect, it } from "vitest";
import {
  srBudget,
  advance,
  apply,
  makeSource,
  phaseOver,
  seededDice,
  turnOrder,
  updateCombatant,
  type CombatState,
  sr4Flags,
} from "../../../src/engine";
import { errorCode, person, spend, who } from "../flow/fixtures";
import { ids, sr4Fight } from "./helpers";

const dice = seededDice(7);

const goFirst = (s: CombatState, id: string) => apply(s, { type: "edge-go-first", combatantId: id }, dice);
const extraPass = (s: CombatState, id: string) =>
  apply(s, { type: "edge-extra-pass", combatantId: id }, dice);
const wired = (passes: number) =>
  makeSource({ id: "wired", name: "Wired Reflexes", kind: "cyberware", passes });

/** ann 10, bob 9, cid 8. */
function threeOfUs(extra: { cidEdge?: number } = {}): CombatState {
  return sr4Fight(
    [person("ann", 3, 3), person("bob", 3, 3), person("cid", 3, 3, 2, { edgePoints: extra.cidEdge ?? 2 })],
    { ann: { hits: 4 }, bob: { hits: 3 }, cid: { hits: 2 } },
  );
}

describe("sr4 Edge", () => {
  it("sr4 rule 7b: Edge at the start of a pass goes first, and costs a point of Edge", () => {
    let s = threeOfUs();
    expect(s.currentId).toBe("ann");
    s = goFirst(s, "cid");
    expect(s.currentId).toBe("cid");
    expect(who(s, "cid").input.edgePoints).toBe(1);
    expect(srBudget(who(s, "cid").budget).simple).toBe(2);
    expect(who(s, "ann").phaseBegun).toBe(false);
    expect(ids(turnOrder(s))).toEqual(["cid", "ann", "bob"]);
  });

  it("sr4 rule 7b: several who spend Edge to go first go by score, everyone else after them", () => {
    let s = threeOfUs();
    s = goFirst(s, "cid");
    s = goFirst(s, "bob");
    expect(ids(turnOrder(s))).toEqual(["bob", "cid", "ann"]);
    expect(s.currentId).toBe("bob");
    s = advance(s, dice);
    expect(s.currentId).toBe("cid");
    s = advance(s, dice);
    expect(s.currentId).toBe("ann");
  });

  it("sr4 rule 7b: only at the start of a pass: refused once someone has spent an action or acted", () => {
    let s = threeOfUs();
    s = spend(s, "ann", "simple", dice);
    expect(errorCode(() => goFirst(s, "cid"))).toBe("sr4-pass-underway");
    s = advance(s, dice);
    expect(errorCode(() => goFirst(s, "cid"))).toBe("sr4-pass-underway");
  });

  it("sr4 rule 7: once the first actor has delayed, the pass has begun: no Edge go-first or extra pass", () => {
    let s = threeOfUs();
    s = apply(s, { type: "delay", combatantId: "ann" }, dice);
    expect(s.currentId).toBe("bob");
    expect(errorCode(() => goFirst(s, "cid"))).toBe("sr4-pass-underway");
    expect(errorCode(() => extraPass(s, "cid"))).toBe("sr4-pass-underway");
    expect(who(s, "cid").input.edgePoints).toBe(2);
  });

  it("sr4 rule 7: a first phase ended without recording anything has begun the pass", () => {
    let s = threeOfUs();
    s = advance(s, dice);
    expect(errorCode(() => goFirst(s, "cid"))).toBe("sr4-pass-underway");
    expect(errorCode(() => extraPass(s, "cid"))).toBe("sr4-pass-underway");
  });

  it("sr4 rule 7: a first phase at its end with nothing done has begun the pass, before the next phase opens", () => {
    let s = threeOfUs();
    s = phaseOver(s);
    // Ann's phase is over but Bob's has not begun: still too late for Edge in this pass, and it costs nothing
    expect(s.currentId).toBe("ann");
    expect(errorCode(() => goFirst(s, "cid"))).toBe("sr4-pass-underway");
    expect(errorCode(() => extraPass(s, "cid"))).toBe("sr4-pass-underway");
    expect(who(s, "cid").input.edgePoints).toBe(2);
    // nor can Ann still hold back a phase that is over
    expect(errorCode(() => apply(s, { type: "delay", combatantId: "ann" }, dice))).toBe("delay-after-action");
    // the GM clicks on: Bob acts, Ann is listed once among those who acted
    s = advance(s, dice);
    expect(s.currentId).toBe("bob");
    expect(s.actedOrder).toEqual(["ann"]);
  });

  it("sr4 rules 5, 7: a wound at the end of an idle first phase no longer hands that phase on", () => {
    let s = phaseOver(threeOfUs());
    s = updateCombatant(s, { ...who(s, "bob").input, woundModifier: 0 }, dice);
    s = updateCombatant(s, { ...who(s, "ann").input, woundModifier: -3 }, dice);
    expect(s.currentId).toBe("ann");
    expect(ids(turnOrder(s))).toEqual(["ann", "bob", "cid"]);
  });

  it("sr4 rule 7: a delay carried in from the pass before does not begin the new pass", () => {
    let s = sr4Fight(
      [
        person("ann", 3, 3, 2, { sources: [wired(1)] }),
        person("bob", 3, 3, 2, { sources: [wired(1)] }),
        person("cid", 3, 3, 2, { sources: [wired(1)] }),
      ],
      { ann: { hits: 4 }, bob: { hits: 3 }, cid: { hits: 2 } },
    );
    s = apply(s, { type: "delay", combatantId: "ann" }, dice);
    s = advance(advance(s, dice), dice); // bob, cid; ann at the end of pass 1
    s = advance(apply(s, { type: "delay", combatantId: "ann" }, dice), dice);
    expect(s.pass).toBe(2);
    expect(s.currentId).toBe("bob");
    s = goFirst(s, "cid");
    expect(s.currentId).toBe("cid");
  });

  it("sr4 rule 7b: refused for a character with no phase in the pass, and a refusal costs no Edge", () => {
    let s = sr4Fight([person("ann", 3, 3), person("sam", 3, 3, 2, { sources: [wired(1)] })], {
      ann: { hits: 4 },
      sam: { hits: 1 },
    });
    s = advance(advance(s, dice), dice);
    expect(s.pass).toBe(2);
    expect(errorCode(() => goFirst(s, "ann"))).toBe("sr4-no-phase");
    expect(who(s, "ann").input.edgePoints).toBe(2);
  });

  it("sr4 rules 7b, 10: Full Defense owed by the head of the pass does not stop Edge to go first, and stays paid", () => {
    const fast = makeSource({ id: "w", name: "Wired", passes: 1 });
    let s = sr4Fight(
      [person("sam", 3, 3, 2, { sources: [fast] }), person("dek", 3, 3, 2, { sources: [fast] })],
      {
        sam: { hits: 4 },
        dek: { hits: 2 },
      },
    );
    s = advance(s, dice);
    s = apply(s, { type: "full-defense", combatantId: "sam" }, dice);
    s = advance(s, dice);
    expect(s.pass).toBe(2);
    expect(s.currentId).toBe("sam");
    expect(srBudget(who(s, "sam").budget).simple).toBe(0);
    s = goFirst(s, "dek");
    expect(s.currentId).toBe("dek");
    s = advance(s, dice);
    expect(s.currentId).toBe("sam");
    expect(srBudget(who(s, "sam").budget).simple).toBe(0);
  });

  it("sr4 rule 7b: going first lasts one pass", () => {
    const fast = makeSource({ id: "w", name: "Wired", passes: 1 });
    let s = sr4Fight(
      [person("ann", 3, 3, 2, { sources: [fast] }), person("cid", 3, 3, 2, { sources: [fast] })],
      {
        ann: { hits: 4 },
        cid: { hits: 2 },
      },
    );
    s = goFirst(s, "cid");
    s = advance(advance(s, dice), dice);
    expect(s.pass).toBe(2);
    expect(sr4Flags(who(s, "cid").flags).goFirst).toBe(false);
    expect(s.currentId).toBe("ann");
  });

  it("sr4 rule 7: Edge points never go below 0", () => {
    const s = threeOfUs({ cidEdge: 0 });
    expect(errorCode(() => goFirst(s, "cid"))).toBe("no-edge");
    expect(errorCode(() => extraPass(s, "cid"))).toBe("no-edge");
    expect(who(s, "cid").input.edgePoints).toBe(0);
  });

  it("sr4 rule 7c: an extra pass declared at the start of a pass gives one more phase this turn", () => {
    let s = threeOfUs();
    s = extraPass(s, "bob");
    expect(who(s, "bob").passes).toBe(2);
    expect(who(s, "bob").input.edgePoints).toBe(1);
    s = advance(advance(advance(s, dice), dice), dice);
    expect(s.turn).toBe(1);
    expect(s.pass).toBe(2);
    expect(s.currentId).toBe("bob");
    s = advance(s, dice);
    expect(s.turn).toBe(2);
    expect(who(s, "bob").passes).toBe(1);
  });

  it("sr4 rule 7c: a character without a phase in this pass joins it, and may be first", () => {
    let s = sr4Fight([person("ann", 3, 3), person("sam", 3, 3, 2, { sources: [wired(1)] })], {
      ann: { hits: 4 },
      sam: { hits: 1 },
    });
    s = advance(advance(s, dice), dice);
    expect(s.pass).toBe(2);
    expect(s.currentId).toBe("sam");
    s = extraPass(s, "ann");
    expect(s.currentId).toBe("ann");
    expect(ids(turnOrder(s).filter((r) => r.hasPhase))).toEqual(["ann", "sam"]);
  });

  it("sr4 rule 7c: once per turn, declared at the start of a pass, never beyond 4 passes", () => {
    let s = threeOfUs();
    s = extraPass(s, "bob");
    expect(errorCode(() => extraPass(s, "bob"))).toBe("sr4-extra-pass-used");
    s = spend(s, "ann", "simple", dice);
    expect(errorCode(() => extraPass(s, "cid"))).toBe("sr4-pass-underway");
    const four = sr4Fight([person("max", 3, 3, 2, { sources: [wired(3)] })], {});
    expect(who(four, "max").passes).toBe(4);
    expect(errorCode(() => extraPass(four, "max"))).toBe("sr4-pass-cap");
  });

  it("sr4 rule 7: commands that belong to other rulesets are refused", () => {
    const s = threeOfUs();
    expect(errorCode(() => apply(s, { type: "seize", combatantId: "ann" }, dice))).toBe(
      "unsupported-command",
    );
    expect(errorCode(() => apply(s, { type: "blitz", combatantId: "ann" }, dice))).toBe(
      "unsupported-command",
    );
  });
});
