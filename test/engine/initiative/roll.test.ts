import { describe, expect, it } from "vitest";
import {
  DiceExhaustedError,
  initiativeFormula,
  makeInput,
  rollFormula,
  rollInitiative,
  scriptedDice,
  seededDice,
} from "../../../src/engine";
import { awareness, bornToFight, runner, wired } from "./fixtures";
import { foundryTotal } from "./foundry-notation";

const wired3 = wired(3);

describe("worked examples", () => {
  it("worked example 000: Alice (REA 5, INT 4, Wired Reflexes 3) rolls 9 + 4d6 = 22", () => {
    const f = initiativeFormula("bonus-actions", runner({ name: "Alice", sources: [wired3] }));
    const dice = scriptedDice([3, 4, 2, 4]);
    const roll = rollInitiative(f, dice);
    expect(roll.score).toBe(22);
    expect(roll.dice).toEqual([3, 4, 2, 4]);
    expect(dice.used()).toBe(4);
  });

  it("worked example 000: Bob the ganger (REA 3, INT 3) rolls 6 + 1d6 = 8", () => {
    const f = initiativeFormula("bonus-actions", makeInput({ id: "bob", name: "Bob" }));
    expect(rollInitiative(f, scriptedDice([2])).score).toBe(8);
  });

  it("worked example 004: Falke (DEX 16) rolls 14 -> 17, the militant (DEX 12) rolls 18 -> 19", () => {
    const falke = initiativeFormula("d20", runner({ name: "Falke", d20: { dex: 16 } }));
    const militant = initiativeFormula("d20", runner({ name: "Militant", d20: { dex: 12 } }));
    const a = rollInitiative(falke, scriptedDice([14]));
    const b = rollInitiative(militant, scriptedDice([18]));
    expect([a.score, b.score]).toEqual([17, 19]);
    expect(b.score).toBeGreaterThan(a.score);
  });
});

describe("sum rolls (sr5, bonus-actions, d20)", () => {
  it("sr5 rule 4: the wound modifier lowers the score", () => {
    const f = initiativeFormula("sr5", runner({ woundModifier: -2 }));
    expect(rollInitiative(f, scriptedDice([6])).score).toBe(9 + 6 - 2);
  });

  it("sr5 rule 5: a Blitz roll is marked as such and sums 5d6", () => {
    const f = initiativeFormula("sr5", runner(), { blitz: true });
    const roll = rollInitiative(f, scriptedDice([1, 2, 3, 4, 5]));
    expect(roll.blitz).toBe(true);
    expect(roll.score).toBe(9 + 15);
    expect(rollInitiative(initiativeFormula("sr5", runner()), scriptedDice([1])).blitz).toBe(false);
  });

  it("d20 rule 1: advantage keeps the higher d20, disadvantage the lower; both dice are shown", () => {
    const aat = awareness;
    const adv = rollInitiative(initiativeFormula("d20", runner({ sources: [aat] })), scriptedDice([5, 17]));
    expect(adv.dice).toEqual([5, 17]);
    expect(adv.score).toBe(17);
    const dis = rollInitiative(
      initiativeFormula("d20", runner({ d20: { disadvantage: true } })),
      scriptedDice([5, 17]),
    );
    expect(dis.score).toBe(5);
  });

  it("a sum roll has no hits and no glitch even when every die shows 1", () => {
    const roll = rollInitiative(
      initiativeFormula("sr5", runner({ mode: "matrix-hot" })),
      scriptedDice([1, 1, 1, 1]),
    );
    expect([roll.hits, roll.glitch, roll.criticalGlitch, roll.edgeUsed]).toEqual([0, false, false, false]);
  });
});

describe("sr4 initiative test", () => {
  // REA 2 + INT 2: a 4-die pool keeps the glitch arithmetic readable.
  const small = runner({ attributes: { reaction: 2, intuition: 2, edge: 2 } });
  const f = initiativeFormula("sr4", small);

  it("sr4: score = attribute part + hits (5s and 6s) + wound modifier", () => {
    expect(rollInitiative(f, scriptedDice([5, 6, 4, 2])).score).toBe(4 + 2);
    const hurt = initiativeFormula("sr4", { ...small, woundModifier: -1 });
    const roll = rollInitiative(hurt, scriptedDice([5, 6, 4, 2]));
    expect([roll.hits, roll.score]).toEqual([2, 5]);
  });

  it("sr4: more than half the dice showing 1 is a glitch; with a hit it is not critical", () => {
    const roll = rollInitiative(f, scriptedDice([1, 1, 1, 5]));
    expect([roll.hits, roll.glitch, roll.criticalGlitch]).toEqual([1, true, false]);
  });

  it("Initiative formulas (sr4, corrected 2026-12-01): exactly half the dice showing 1 is a glitch (SR4 core p. 62)", () => {
    // The engine used to ask for more than half (SR5's wording): two 1s of four were no glitch.
    const roll = rollInitiative(f, scriptedDice([1, 1, 2, 5]));
    expect([roll.hits, roll.glitch, roll.criticalGlitch]).toEqual([1, true, false]);
    const none = rollInitiative(f, scriptedDice([1, 1, 2, 3]));
    expect([none.hits, none.glitch, none.criticalGlitch]).toEqual([0, true, true]);
  });

  it("sr4: fewer than half the dice showing 1 is no glitch", () => {
    const roll = rollInitiative(f, scriptedDice([1, 2, 2, 3]));
    expect(roll.glitch).toBe(false);
  });

  it("sr4: a glitch with no hits is a critical glitch", () => {
    const roll = rollInitiative(f, scriptedDice([1, 1, 1, 4]));
    expect([roll.hits, roll.glitch, roll.criticalGlitch]).toEqual([0, true, true]);
  });

  it("sr4 rule 7a: with Edge, every 6 rolls one more die, and a 6 on that one rolls again", () => {
    const edged = initiativeFormula("sr4", small, { edge: true });
    expect(edged.dice).toBe(6);
    // Pool of 6: two sixes ask for two more dice; one of those is a 6 and asks for a third.
    const dice = scriptedDice([6, 2, 6, 3, 4, 5, 6, 1, 5]);
    const roll = rollInitiative(edged, dice);
    expect(dice.used()).toBe(9);
    expect(roll.hits).toBe(5);
    expect(roll.score).toBe(4 + 5);
    expect(roll.edgeUsed).toBe(true);
  });

  it("sr4 rule 4: the glitch reads every die rolled, whatever order Foundry lists the exploded dice in", () => {
    // REA 1 + INT 0 + Edge 1: a pool of 2. A 6 and a 1, and the 6's extra die shows 1: two of three dice are 1.
    const tiny = initiativeFormula("sr4", runner({ attributes: { reaction: 1, intuition: 0, edge: 1 } }), {
      edge: true,
    });
    const listed = [
      [6, 1, 1],
      [1, 6, 1],
    ].map((faces) => rollInitiative(tiny, scriptedDice(faces)));
    expect(listed.map((r) => [r.hits, r.glitch, r.criticalGlitch])).toEqual([
      [1, true, false],
      [1, true, false],
    ]);
  });

  it("sr4: an empty pool rolls nothing and scores the attribute part", () => {
    const zero = initiativeFormula("sr4", runner({ attributes: { reaction: 0, intuition: 0, edge: 0 } }));
    const roll = rollInitiative(zero, scriptedDice([]));
    expect([roll.score, roll.hits, roll.glitch]).toEqual([0, 0, false]);
  });
});

describe("dice sources", () => {
  it("a scripted sequence that runs out raises DiceExhaustedError", () => {
    const f = initiativeFormula("bonus-actions", runner({ sources: [wired3] }));
    expect(() => rollInitiative(f, scriptedDice([3, 4]))).toThrow(DiceExhaustedError);
  });

  it("the same seed gives the same roll", () => {
    const f = initiativeFormula("sr4", runner(), { edge: true });
    expect(rollInitiative(f, seededDice(42))).toEqual(rollInitiative(f, seededDice(42)));
  });
});

describe("Foundry's total equals the engine's score for the same faces", () => {
  it("sr5: '4d6 + 9 - 2' with faces 3, 4, 2, 4 totals 20 in Foundry and in the engine", () => {
    const f = initiativeFormula("sr5", runner({ sources: [wired3], woundModifier: -2 }));
    expect(rollFormula(f)).toBe("4d6 + 9 - 2");
    const faces = [3, 4, 2, 4];
    expect(foundryTotal(rollFormula(f), faces)).toBe(3 + 4 + 2 + 4 + 9 - 2);
    expect(rollInitiative(f, scriptedDice(faces)).score).toBe(20);
  });

  it("bonus-actions: Alice's '4d6 + 9' with faces 3, 4, 2, 4 totals 22 in both", () => {
    const f = initiativeFormula("bonus-actions", runner({ sources: [wired3] }));
    expect(rollFormula(f)).toBe("4d6 + 9");
    expect(foundryTotal(rollFormula(f), [3, 4, 2, 4])).toBe(22);
    expect(rollInitiative(f, scriptedDice([3, 4, 2, 4])).score).toBe(22);
  });

  it("sr4: '9d6cs>=5 + 9' counts 3 hits from 5, 6, 6 and totals 12 in both", () => {
    const f = initiativeFormula("sr4", runner());
    expect(rollFormula(f)).toBe("9d6cs>=5 + 9");
    const faces = [5, 6, 6, 1, 2, 3, 4, 4, 1];
    expect(foundryTotal(rollFormula(f), faces)).toBe(3 + 9);
    expect(rollInitiative(f, scriptedDice(faces)).score).toBe(12);
  });

  it("sr4 with Edge: '12d6x6cs>=5 + 9 - 1' explodes the two sixes and totals the same in both", () => {
    const f = initiativeFormula("sr4", runner({ woundModifier: -1 }), { edge: true });
    expect(rollFormula(f)).toBe("12d6x6cs>=5 + 9 - 1");
    // 12 pool dice with two sixes, then two extra dice (5, 2): hits 6, 6, 5, 5 = 4.
    const faces = [6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 4, 5, 2];
    expect(foundryTotal(rollFormula(f), faces)).toBe(4 + 9 - 1);
    expect(rollInitiative(f, scriptedDice(faces)).score).toBe(12);
  });

  it("d20: '1d20 + 3 + 5' and '2d20kh + 3' total the same in both", () => {
    const btf = bornToFight;
    const plain = initiativeFormula("d20", runner({ d20: { dex: 16 }, sources: [btf] }));
    expect(rollFormula(plain)).toBe("1d20 + 3 + 5");
    expect(foundryTotal(rollFormula(plain), [14])).toBe(22);
    expect(rollInitiative(plain, scriptedDice([14])).score).toBe(22);

    const aat = awareness;
    const adv = initiativeFormula("d20", runner({ d20: { dex: 16 }, sources: [aat] }));
    expect(rollFormula(adv)).toBe("2d20kh + 3");
    expect(foundryTotal(rollFormula(adv), [4, 11])).toBe(14);
    expect(rollInitiative(adv, scriptedDice([4, 11])).score).toBe(14);
  });

  it("d20 disadvantage with a negative DEX modifier: '2d20kl - 1'", () => {
    const f = initiativeFormula("d20", runner({ d20: { dex: 8, disadvantage: true } }));
    expect(rollFormula(f)).toBe("2d20kl - 1");
    expect(foundryTotal(rollFormula(f), [4, 11])).toBe(3);
    expect(rollInitiative(f, scriptedDice([4, 11])).score).toBe(3);
  });
});
