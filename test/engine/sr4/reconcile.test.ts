// Mid-turn changes in sr4: wounds and a changed initiative attribute or pass count (rules sr4 rules 5,
// 6 and the rules worked examples).
import { describe, expect, it } from "vitest";
import {
  advance,
  apply,
  makeSource,
  seededDice,
  turnOrder,
  updateCombatant,
  type CombatantInput,
  sr4Flags,
} from "../../../src/engine";
import { sr4 } from "../../../src/engine/rulesets/sr4";
import { errorCode, person, who } from "../flow/fixtures";
import { ids, nextTurn, sr4Fight } from "./helpers";

const dice = seededDice(99);

/** An implant that, switched on, raises the initiative attribute by 2 and gives one extra pass. */
const implant = (active: boolean) =>
  makeSource({
    id: "boost",
    name: "Reflex booster",
    kind: "cyberware",
    active,
    flat: 2,
    passes: 1,
    stackingGroup: "reflexes",
  });

function withInput(input: CombatantInput, change: Partial<CombatantInput>): CombatantInput {
  return { ...input, ...change };
}

describe("sr4 reconcile", () => {
  it("sr4 rule 6 (worked example 001): initiative 8, score 11; the attribute becomes 10: score 13", () => {
    const sam = person("sam", 4, 4, 2, { sources: [implant(false)] });
    const s = sr4Fight([sam], { sam: { hits: 3 } });
    expect(who(s, "sam").score).toBe(11);
    const after = updateCombatant(s, withInput(sam, { sources: [implant(true)] }), dice);
    expect(who(after, "sam").score).toBe(13);
  });

  it("sr4 rule 6: more passes only from the next turn, marked as pending", () => {
    const sam = person("sam", 4, 4, 2, { sources: [implant(false)] });
    let s = sr4Fight([sam], { sam: { hits: 3 } });
    s = updateCombatant(s, withInput(sam, { sources: [implant(true)] }), dice);
    expect(who(s, "sam").passes).toBe(1);
    expect(sr4Flags(who(s, "sam").flags).pendingPasses).toBe(1);
    // The turn ends after the one pass; the next turn has the extra pass.
    s = advance(s, seededDice(5));
    expect(s.turn).toBe(2);
    expect(who(s, "sam").passes).toBe(2);
    expect(sr4Flags(who(s, "sam").flags).pendingPasses).toBe(0);
  });

  it("sr4 rule 6: fewer passes at once, and the attribute change moves the score down", () => {
    const sam = person("sam", 4, 4, 2, { sources: [implant(true)] });
    const s = sr4Fight([sam, person("bob", 3, 3)], { sam: { hits: 3 }, bob: { hits: 4 } });
    expect(who(s, "sam").passes).toBe(2);
    expect(who(s, "sam").score).toBe(13);
    const off = updateCombatant(s, withInput(sam, { sources: [implant(false)] }), dice);
    expect(who(off, "sam").passes).toBe(1);
    expect(who(off, "sam").score).toBe(11);
    // With nobody else on two passes there is no second pass any more.
    expect(sr4.nextPass({ ...off, currentId: null })).toBeNull();
  });

  it("sr4 rule 6 (worked example 001): a projecting magician gains no pass this turn, 3 the next; returning drops them at once", () => {
    const mage = person("mage", 3, 4, 2);
    const fighter = person("fighter", 3, 3, 2, {
      sources: [makeSource({ id: "w", name: "Wired", passes: 2 })],
    });
    let s = sr4Fight([mage, fighter], { mage: { hits: 2 }, fighter: { hits: 1 } });
    expect(who(s, "mage").passes).toBe(1);
    // Turn 1: the mage acts first (score 9) and projects: attribute REA+INT 7 becomes INT x 2 = 8.
    expect(s.currentId).toBe("mage");
    s = updateCombatant(s, withInput(mage, { mode: "astral" }), dice);
    expect(who(s, "mage").score).toBe(10);
    expect(who(s, "mage").passes).toBe(1);
    expect(sr4Flags(who(s, "mage").flags).pendingPasses).toBe(2);
    s = advance(s, dice); // fighter
    s = advance(s, dice); // pass 2: only the fighter
    expect(s.pass).toBe(2);
    expect(ids(turnOrder(s).filter((r) => r.hasPhase))).toEqual(["fighter"]);
    // Turn 2: the mage rolls in astral space (INT x 2 = 8 dice) and has 3 passes.
    s = nextTurn(s, { mage: { hits: 1 }, fighter: { hits: 1 } });
    expect(s.turn).toBe(2);
    expect(who(s, "mage").score).toBe(9);
    expect(who(s, "mage").passes).toBe(3);
    expect(sr4Flags(who(s, "mage").flags).pendingPasses).toBe(0);
    // In his first phase he returns to his body: back to 1 pass at once, score 9 - 8 + 7 = 8.
    expect(s.currentId).toBe("mage");
    s = updateCombatant(s, mage, dice);
    expect(who(s, "mage").passes).toBe(1);
    expect(who(s, "mage").score).toBe(8);
    s = advance(s, dice); // fighter
    s = advance(s, dice); // pass 2
    expect(s.pass).toBe(2);
    expect(ids(turnOrder(s).filter((r) => r.hasPhase))).toEqual(["fighter"]);
  });

  it("sr4 rule 6: projecting and returning within one turn leaves the pass count as it was", () => {
    const mage = person("mage", 3, 4, 2);
    let s = sr4Fight([mage], { mage: { hits: 2 } });
    s = updateCombatant(s, withInput(mage, { mode: "astral" }), dice);
    s = updateCombatant(s, mage, dice);
    expect(who(s, "mage").passes).toBe(1);
    expect(sr4Flags(who(s, "mage").flags).pendingPasses).toBe(0);
    expect(who(s, "mage").score).toBe(9);
  });

  it("sr4 rule 5: a wound lowers the score at once and re-sorts who is still to come", () => {
    const bob = person("bob", 3, 3);
    let s = sr4Fight([person("ann", 3, 3), bob, person("cid", 3, 3)], {
      ann: { hits: 4 },
      bob: { hits: 3 },
      cid: { hits: 2 },
    });
    expect(ids(turnOrder(s))).toEqual(["ann", "bob", "cid"]);
    s = updateCombatant(s, withInput(bob, { woundModifier: -2 }), dice);
    expect(who(s, "bob").score).toBe(7);
    expect(ids(turnOrder(s))).toEqual(["ann", "cid", "bob"]);
  });

  it("sr4 rule 5: a score of 0 or less: no more phases this turn, not even in later passes", () => {
    const bob = person("bob", 3, 3, 2, { sources: [implant(true)] });
    let s = sr4Fight([person("ann", 3, 3), bob], { ann: { hits: 4 }, bob: { hits: 0 } });
    expect(who(s, "bob").score).toBe(8);
    s = updateCombatant(s, withInput(bob, { woundModifier: -8 }), dice);
    expect(who(s, "bob").score).toBe(0);
    expect(turnOrder(s).find((r) => r.combatantId === "bob")?.hasPhase).toBe(false);
    s = advance(s, dice); // ann is done; bob has no phase and no second pass: turn 2
    expect(s.turn).toBe(2);
  });

  it("sr4 rule 6: the acting character who loses passes keeps the phase under way", () => {
    const sam = person("sam", 4, 4, 2, { sources: [implant(true)] });
    let s = sr4Fight([sam, person("bob", 3, 3, 2, { sources: [implant(true)] })], {
      sam: { hits: 3 },
      bob: { hits: 1 },
    });
    s = advance(advance(s, dice), dice);
    expect(s.pass).toBe(2);
    expect(s.currentId).toBe("sam");
    s = apply(s, { type: "spend", combatantId: "sam", kind: "simple", category: "physical" }, dice);
    s = updateCombatant(s, withInput(sam, { sources: [implant(false)] }), dice);
    expect(who(s, "sam").passes).toBe(1);
    expect(s.currentId).toBe("sam");
  });

  it("sr4 rule 6: fewer passes at once: a pass-2 phase not used yet is gone, the next character acts", () => {
    const sam = person("sam", 4, 4, 2, { sources: [implant(true)] });
    let s = sr4Fight([sam, person("bob", 3, 3, 2, { sources: [implant(true)] })], {
      sam: { hits: 3 },
      bob: { hits: 1 },
    });
    s = advance(advance(s, dice), dice);
    expect(s.currentId).toBe("sam");
    s = updateCombatant(s, withInput(sam, { sources: [implant(false)] }), dice);
    expect(who(s, "sam").passes).toBe(1);
    expect(s.currentId).toBe("bob");
    expect(turnOrder(s).find((r) => r.combatantId === "sam")?.hasPhase).toBe(false);
  });

  it("sr4 rule 5: healed after dropping to 0 gets no phase back this turn", () => {
    const bob = person("bob", 3, 3, 2, { sources: [implant(true)] });
    let s = sr4Fight([person("ann", 3, 3, 2, { sources: [implant(true)] }), bob], {
      ann: { hits: 4 },
      bob: { hits: 0 },
    });
    s = updateCombatant(s, withInput(bob, { woundModifier: -8 }), dice);
    s = advance(s, dice);
    expect(s.pass).toBe(2);
    s = updateCombatant(s, bob, dice);
    expect(who(s, "bob").score).toBe(8);
    expect(ids(turnOrder(s).filter((r) => r.hasPhase))).toEqual(["ann"]);
    expect(turnOrder(s).find((r) => r.combatantId === "bob")?.passesLeft).toBe(0);
    expect(errorCode(() => apply(s, { type: "spend", combatantId: "bob", kind: "free" }, dice))).toBe(
      "sr4-no-phase",
    );
    // The next turn he rolls again and is back.
    s = nextTurn(s, { ann: { hits: 4 }, bob: { hits: 0 } });
    expect(ids(turnOrder(s).filter((r) => r.hasPhase))).toEqual(["ann", "bob"]);
  });

  it("sr4 rule 5: healed after dropping to 0 does not take over the next phase", () => {
    const bob = person("bob", 3, 3);
    let s = sr4Fight([person("ann", 3, 3), bob, person("cid", 3, 3)], {
      ann: { hits: 4 },
      bob: { hits: 3 },
      cid: { hits: 1 },
    });
    expect(s.currentId).toBe("ann");
    s = updateCombatant(s, withInput(bob, { woundModifier: -9 }), dice);
    s = updateCombatant(s, bob, dice);
    expect(who(s, "bob").score).toBe(9);
    s = advance(s, dice);
    expect(s.currentId).toBe("cid");
    s = advance(s, dice);
    expect(s.turn).toBe(2);
  });
});
