// sr4 phase order on hand-built states: passes, ties, glitches (rules sr4 rules 2, 3, 4).
import { describe, expect, it } from "vitest";
import { sr4 } from "../../../src/engine/rulesets/sr4";
import { simultaneousSr4, sr4PassOrder } from "../../../src/engine/rulesets/sr4/order";
import { makeSource, orderBy, type CombatantState, type CombatState } from "../../../src/engine";
import { person, who } from "../flow/fixtures";
import { sr4Fight } from "./helpers";

/** Replaces combatants' fields on a state (hand-built situations). */
function patch(state: CombatState, changes: Record<string, Partial<CombatantState>>): CombatState {
  return {
    ...state,
    combatants: state.combatants.map((c) => (changes[c.id] ? { ...c, ...changes[c.id] } : c)),
  };
}

function order(state: CombatState): string[] {
  return sr4PassOrder(state).map((c) => c.id);
}

describe("sr4 order", () => {
  it("sr4 rule 2: pass k holds everyone with at least k passes and a score above 0, highest score first", () => {
    // Scores: ann 3+3+4 hits = 10, bob 4+4+1 = 9, cid 2+2+0 = 4, dee 3+3+2 = 8 but wounded to 0.
    let s = sr4Fight(
      [
        person("ann", 3, 3),
        person("bob", 4, 4),
        person("cid", 2, 2),
        person("dee", 3, 3, 2, { woundModifier: -8 }),
      ],
      { ann: { hits: 4 }, bob: { hits: 1 }, cid: { hits: 0 }, dee: { hits: 2 } },
    );
    expect(who(s, "dee").score).toBe(0);
    s = patch(s, { ann: { passes: 3 }, bob: { passes: 2 }, cid: { passes: 1 } });
    expect(order(s)).toEqual(["ann", "bob", "cid"]);
    expect(order({ ...s, pass: 2 })).toEqual(["ann", "bob"]);
    expect(order({ ...s, pass: 3 })).toEqual(["ann"]);
    expect(sr4.inPass(who(s, "dee"), s)).toBe(false);
  });

  it("sr4 rule 3: a tie goes to Edge, then the initiative attribute, then Reaction, then the turn's coin", () => {
    // All four score 10: edge 4 first; then REA+INT 8 before 7; then Reaction 5 before 3; then the coin.
    let s = sr4Fight(
      [
        person("edgy", 3, 3, 4),
        person("quick", 4, 4, 2),
        person("rea", 5, 2, 2),
        person("intu", 3, 4, 2),
        person("twin", 3, 4, 2),
      ],
      { edgy: { hits: 4 }, quick: { hits: 2 }, rea: { hits: 3 }, intu: { hits: 3 }, twin: { hits: 3 } },
    );
    s = patch(s, { intu: { coin: 0.9 }, twin: { coin: 0.2 } });
    expect(order(s)).toEqual(["edgy", "quick", "rea", "intu", "twin"]);
    s = patch(s, { intu: { coin: 0.1 } });
    expect(order(s)).toEqual(["edgy", "quick", "rea", "twin", "intu"]);
  });

  it("sr4 rule 3: the initiative attribute in a tie counts flat bonuses, such as a Reaction implant", () => {
    // Both score 10 with Edge 2: booster 3 + 3 + 2 (implant) = 8 beats plain 4 + 3 = 7 despite less Reaction.
    const implant = makeSource({ id: "enh", name: "Reaction enhancers", kind: "cyberware", flat: 2 });
    const s = sr4Fight([person("plain", 4, 3), person("booster", 3, 3, 2, { sources: [implant] })], {
      plain: { hits: 3 },
      booster: { hits: 2 },
    });
    expect(who(s, "plain").score).toBe(who(s, "booster").score);
    expect(order(s)).toEqual(["booster", "plain"]);
  });

  it("sr4 rule 3: Reaction in a tie is read as the sheet shows it, implant included", () => {
    // Same score, Edge and initiative attribute (8): REA 4 (3 + implant 1) + INT 3 + 1 = 8 vs REA 4 + INT 4.
    const implant = makeSource({ id: "enh", name: "Reaction enhancers", kind: "cyberware", flat: 1 });
    const s = sr4Fight(
      [person("natural", 3, 5), person("wired", 3, 4, 2, { sources: [implant] }), person("plain", 3, 5)],
      { natural: { hits: 2 }, wired: { hits: 2 }, plain: { hits: 1 } },
    );
    expect(who(s, "natural").score).toBe(who(s, "wired").score);
    expect(order(s).slice(0, 2)).toEqual(["wired", "natural"]);
  });

  it("sr4 rule 3: tied combatants are marked as acting simultaneously, the others are not", () => {
    const s = sr4Fight([person("ann", 3, 3), person("bob", 3, 3), person("cid", 3, 3)], {
      ann: { hits: 2 },
      bob: { hits: 2 },
      cid: { hits: 1 },
    });
    expect([...simultaneousSr4(s)].sort()).toEqual(["ann", "bob"]);
  });

  it("sr4 rule 4: a glitch acts after everyone with the same score and is not simultaneous with them", () => {
    // 6 dice, 2 hits and 4 ones: a glitch with hits (score 8); the others also score 8 without a glitch.
    const s = sr4Fight(
      [person("oops", 3, 3, 6), person("ann", 3, 3), person("bob", 3, 3), person("low", 3, 3)],
      {
        oops: { hits: 2, ones: 4 },
        ann: { hits: 2 },
        bob: { hits: 2 },
        low: { hits: 1 },
      },
    );
    expect(who(s, "oops").flags.glitch).toBe(true);
    expect(who(s, "oops").flags.criticalGlitch).toBe(false);
    // Edge 6 would win the tie, but the glitch puts oops after the other 8s, still before the 7.
    expect(order(s).slice(0, 2).sort()).toEqual(["ann", "bob"]);
    expect(order(s).slice(2)).toEqual(["oops", "low"]);
    expect([...simultaneousSr4(s)].sort()).toEqual(["ann", "bob"]);
  });

  it("sr4 rule 4: a critical glitch acts last in every pass, whatever its score", () => {
    // 8 dice, no hits, 5 ones: critical glitch, score 8; the others score 7 and 6.
    let s = sr4Fight([person("crit", 4, 4), person("ann", 3, 3), person("bob", 3, 3)], {
      crit: { hits: 0, ones: 5 },
      ann: { hits: 1 },
      bob: { hits: 0 },
    });
    expect(who(s, "crit").flags.criticalGlitch).toBe(true);
    expect(order(s)).toEqual(["ann", "bob", "crit"]);
    s = patch(s, { crit: { passes: 2 }, ann: { passes: 2 } });
    expect(order({ ...s, pass: 2 })).toEqual(["ann", "crit"]);
  });

  it("sr4 rule 3: compare is a total order that ends on the id", () => {
    const s = sr4Fight([person("a", 3, 3), person("b", 3, 3)], { a: { hits: 1 }, b: { hits: 1 } });
    const same = patch(s, { a: { coin: 0.5 }, b: { coin: 0.5 } });
    expect(orderBy(sr4.orderKeys)(who(same, "a"), who(same, "b"))).toBeLessThan(0);
    expect(orderBy(sr4.orderKeys)(who(same, "b"), who(same, "a"))).toBeGreaterThan(0);
    expect(orderBy(sr4.orderKeys)(who(same, "a"), who(same, "a"))).toBe(0);
  });
});
