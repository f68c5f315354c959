// "Scores set by hand, and who rolls", rule 2: the faces of physical dice are checked against the combatant's
// formula (the count, and every face on a d6 1-6 / d20 1-20) and, when they fit, give exactly the roll the
// engine makes from the same dice; anything else is refused with a message naming what is wrong.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  apply,
  createCombat,
  DiceExhaustedError,
  diceNeeded,
  initiativeFormula,
  physicalRoll,
  rollFromFaces,
  rollInitiative,
  RuleError,
  scriptedDice,
  type InitiativeFormula,
  type InitiativeRoll,
} from "../../../src/engine";
import { awareness, runner, wired } from "../initiative/fixtures";
import { refusal } from "../flow/fixtures";

describe("Scores set by hand, rule 2: physical dice", () => {
  it("sr5: the faces give the engine's own roll (REA 5 + INT 4 + 3d6 with Wired Reflexes 2)", () => {
    const f = initiativeFormula("sr5", runner({ sources: [wired(2)] }));
    expect(rollFromFaces(f, [6, 5, 2], "Runner")).toEqual(rollInitiative(f, scriptedDice([6, 5, 2])));
    expect(rollFromFaces(f, [6, 5, 2], "Runner").score).toBe(22);
  });

  it("too few or too many dice are refused with the count the formula takes", () => {
    const f = initiativeFormula("sr5", runner({ sources: [wired(2)] }));
    const few = refusal(() => rollFromFaces(f, [6, 5], "Runner"));
    expect(few.code).toBe("dice-count");
    expect(few.params).toMatchObject({ actor: "Runner", field: "dice", needed: 3, got: 2, faces: 6 });
    expect(few.message).toContain("Runner");
    expect(refusal(() => rollFromFaces(f, [6, 5, 2, 1], "Runner")).params).toMatchObject({ got: 4 });
  });

  it("a face the die does not have is refused, naming the die", () => {
    const f = initiativeFormula("sr5", runner());
    for (const face of [0, 7, 2.5, "3"]) {
      const e = refusal(() => rollFromFaces(f, [face], "Runner"));
      expect(e.code).toBe("dice-face");
      expect(e.params).toMatchObject({ actor: "Runner", die: 1, faces: 6 });
    }
  });

  it("sr5 Blitz declared with the roll takes 5d6", () => {
    const s = createCombat("sr5", [runner()], scriptedDice([]));
    const c = s.combatants[0]!;
    expect(refusal(() => physicalRoll(s, c, [4], { blitz: true })).params).toMatchObject({ needed: 5 });
    expect(physicalRoll(s, c, [4, 4, 4, 4, 4], { blitz: true })).toMatchObject({ score: 29, blitz: true });
  });

  it("a Blitz declared before (Edge paid) counts without being named again", () => {
    const s = apply(
      createCombat("sr5", [runner()], scriptedDice([])),
      { type: "blitz", combatantId: "r" },
      scriptedDice([]),
    );
    expect(physicalRoll(s, s.combatants[0]!, [1, 1, 1, 1, 1]).score).toBe(14);
  });

  it("sr4 Edge on the test: every six asks for one more die, and the hits come out as the engine counts them", () => {
    const s = createCombat("sr4", [runner()], scriptedDice([]));
    const c = s.combatants[0]!;
    // REA 5 + INT 4 = 9 dice, Edge 3 more: 12, then one per six
    const pool = [6, 6, 5, 2, 2, 2, 2, 2, 2, 2, 2, 1];
    const short = refusal(() => physicalRoll(s, c, pool, { edge: true }));
    expect(short.code).toBe("dice-count-exploding");
    expect(short.params).toMatchObject({ pool: 12, needed: 14, got: 12 });
    const roll = physicalRoll(s, c, [...pool, 6, 3, 4], { edge: true });
    expect(roll).toMatchObject({ hits: 4, edgeUsed: true, score: 13 });
  });

  it("d20: one die, 1 to 20; with advantage two, the higher kept", () => {
    const s = createCombat("d20", [runner({ d20: { dex: 14 } })], scriptedDice([]));
    const c = s.combatants[0]!;
    expect(physicalRoll(s, c, [13]).score).toBe(15);
    expect(refusal(() => physicalRoll(s, c, [21])).params).toMatchObject({ faces: 20, face: "21" });
    const keen = createCombat("d20", [runner({ sources: [awareness] })], scriptedDice([]));
    expect(refusal(() => physicalRoll(keen, keen.combatants[0]!, [13])).params).toMatchObject({ needed: 2 });
    expect(physicalRoll(keen, keen.combatants[0]!, [4, 17])).toMatchObject({ dice: [4, 17], score: 17 });
  });

  it("property: faces are accepted exactly when they fit the formula, and then give the engine's roll", () => {
    const formulas: InitiativeFormula[] = [
      initiativeFormula("sr5", runner({ sources: [wired(3)] })),
      initiativeFormula("bonus-actions", runner(), { blitz: true }),
      initiativeFormula("sr4", runner()),
      initiativeFormula("sr4", runner(), { edge: true }),
      initiativeFormula("d20", runner()),
      initiativeFormula("d20", runner({ sources: [awareness] })),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...formulas),
        fc.array(fc.integer({ min: 0, max: 21 }), { maxLength: 20 }),
        (f, faces) => {
          const facesFit = faces.every((d) => d >= 1 && d <= f.faces);
          const fits = facesFit && faces.length === diceNeeded(f, faces);
          let accepted: ReturnType<typeof rollFromFaces> | null = null;
          try {
            accepted = rollFromFaces(f, faces, "X");
          } catch (e) {
            expect(e).toBeInstanceOf(RuleError);
          }
          expect(accepted !== null).toBe(fits);
          if (accepted !== null) {
            const dice = scriptedDice(faces);
            expect(accepted).toEqual(rollInitiative(f, dice));
            expect(dice.used()).toBe(faces.length);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it("property: every roll the engine makes from a die stream is accepted back from its own faces", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 40, maxLength: 40 }),
        (edge, stream) => {
          const f = initiativeFormula("sr4", runner(), { edge });
          let made: InitiativeRoll;
          try {
            made = rollInitiative(f, scriptedDice(stream));
          } catch (e) {
            // a stream of nothing but sixes never ends: not a roll anyone makes
            fc.pre(!(e instanceof DiceExhaustedError));
            throw e;
          }
          expect(rollFromFaces(f, made.dice, "X")).toEqual(made);
        },
      ),
    );
  });
});
