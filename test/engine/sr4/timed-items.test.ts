// Timed items in sr4: they go off at the setter's score in the next pass, after everyone tied (rules
// sr4 rule 11).
import { describe, expect, it } from "vitest";
import {
  advance,
  apply,
  makeSource,
  RuleError,
  seededDice,
  updateCombatant,
  type CombatState,
} from "../../../src/engine";
import { timedItemSlots } from "../../../src/engine/rulesets/sr4";
import { person } from "../flow/fixtures";
import { nextTurn, sr4Fight } from "./helpers";

const dice = seededDice(11);
const wired = makeSource({ id: "wired", name: "Wired Reflexes", kind: "cyberware", passes: 1 });
const twoMore = makeSource({ id: "boost", name: "Move-by-wire", kind: "cyberware", passes: 2 });
const setItem = (s: CombatState, id: string, name = "Grenade") =>
  apply(s, { type: "timed-item", combatantId: id, name }, dice);

describe("sr4 timed items", () => {
  it("sr4 rule 11: a grenade goes off at the setter's score in the next pass, after everyone with that score", () => {
    // ann 10 (one pass) throws; bob 10 and cid 8 have two passes.
    let s = sr4Fight(
      [
        person("ann", 3, 3),
        person("bob", 3, 3, 2, { sources: [wired] }),
        person("cid", 3, 3, 2, { sources: [wired] }),
      ],
      { ann: { hits: 4 }, bob: { hits: 4 }, cid: { hits: 2 } },
    );
    s = setItem(s, "ann");
    expect(s.timedItems).toHaveLength(1);
    expect(s.timedItems[0]).toMatchObject({ name: "Grenade", ownerId: "ann", score: 10, turn: 1, pass: 2 });
    // Not in this pass ...
    expect(timedItemSlots(s)).toEqual([]);
    s = advance(advance(advance(s, dice), dice), dice);
    expect(s.pass).toBe(2);
    // ... in the next one, after bob (also 10) and before cid (8).
    const slots = timedItemSlots(s);
    expect(slots).toHaveLength(1);
    expect(slots[0]?.afterId).toBe("bob");
  });

  it("sr4 rule 11: a wound to the setter after setting the timer moves the detonation to the score when the pass begins", () => {
    const ann = person("ann", 3, 3);
    let s = sr4Fight(
      [ann, person("bob", 3, 3, 2, { sources: [wired] }), person("cid", 3, 3, 2, { sources: [wired] })],
      { ann: { hits: 4 }, bob: { hits: 4 }, cid: { hits: 2 } },
    );
    s = setItem(s, "ann");
    s = updateCombatant(s, { ...ann, woundModifier: -3 }, dice); // ann 10 -> 7
    s = advance(advance(advance(s, dice), dice), dice);
    expect(s.pass).toBe(2);
    expect(timedItemSlots(s).map((t) => [t.item.score, t.afterId])).toEqual([[7, "cid"]]);
    // Set when the pass began: a later wound in this pass does not move it again.
    s = updateCombatant(s, { ...ann, woundModifier: -6 }, dice);
    expect(timedItemSlots(s).map((t) => [t.item.score, t.afterId])).toEqual([[7, "cid"]]);
  });

  it("sr4 rule 11: with no further pass this turn it goes off in the first pass of the next turn", () => {
    let s = sr4Fight([person("ann", 3, 3), person("bob", 3, 3)], { ann: { hits: 4 }, bob: { hits: 1 } });
    s = setItem(s, "bob", "Demolition charge");
    expect(s.timedItems[0]).toMatchObject({ turn: 2, pass: 1, score: 7 });
    // Next turn: ann 10, bob 6; the charge goes off at bob's score as that pass begins, 6: after bob.
    s = nextTurn(s, { ann: { hits: 4 }, bob: { hits: 0 } });
    const slots = timedItemSlots(s);
    expect(slots.map((x) => [x.item.name, x.item.score, x.afterId])).toEqual([
      ["Demolition charge", 6, "bob"],
    ]);
  });

  it("sr4 rule 11: if the pass expected when it was set never comes, it goes off in the next turn's first pass", () => {
    // Only sam has a second pass; ann sets the grenade, then sam is taken out before pass 2.
    let s = sr4Fight([person("ann", 3, 3), person("sam", 3, 3, 2, { sources: [wired] })], {
      ann: { hits: 4 },
      sam: { hits: 1 },
    });
    s = setItem(s, "ann");
    expect(s.timedItems[0]).toMatchObject({ turn: 1, pass: 2 });
    s = apply(s, { type: "defeated", combatantId: "sam", defeated: true }, dice);
    s = advance(s, dice);
    expect(s.turn).toBe(2);
    expect(timedItemSlots(s).map((x) => [x.item.name, x.item.turn, x.item.pass])).toEqual([
      ["Grenade", 2, 1],
    ]);
  });

  it("sr4 rule 11: an item is gone once its pass is over", () => {
    let s = sr4Fight([person("ann", 3, 3), person("bob", 3, 3, 2, { sources: [wired] })], {
      ann: { hits: 4 },
      bob: { hits: 1 },
    });
    s = setItem(s, "ann");
    s = advance(advance(s, dice), dice);
    expect(s.pass).toBe(2);
    expect(timedItemSlots(s)).toHaveLength(1);
    s = advance(s, dice);
    expect(s.turn).toBe(2);
    expect(s.timedItems).toEqual([]);
  });

  it("sr4 rule 11: an item goes off before a critical glitch even with a lower score, after an Edge go-first", () => {
    let s = sr4Fight(
      [
        person("ann", 3, 3),
        person("crit", 4, 4, 2, { sources: [twoMore] }),
        person("first", 2, 2, 2, { sources: [wired] }),
      ],
      { ann: { hits: 1 }, crit: { hits: 0, ones: 5 }, first: { hits: 0 } },
    );
    s = setItem(s, "ann");
    s = advance(advance(advance(s, dice), dice), dice);
    expect(s.pass).toBe(2);
    expect(s.combatants.filter((c) => c.passes >= 2).map((c) => c.id)).toEqual(["crit", "first"]);
    expect(timedItemSlots(s)[0]?.afterId).toBeNull();
    s = apply(s, { type: "edge-go-first", combatantId: "first" }, dice);
    // first (4, Edge), the grenade (7), crit (8, critical glitch).
    expect(timedItemSlots(s)[0]?.afterId).toBe("first");
  });

  it("sr4 rule 11: a timed item needs a name", () => {
    const s = sr4Fight([person("ann", 3, 3)], {});
    expect(() => setItem(s, "ann", "  ")).toThrow(RuleError);
  });
});
