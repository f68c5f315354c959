// What the GM's client checks before the engine sees a stored value (state-check.ts, history.ts): a kept roll
// counts with its own dice on the formula when its turn starts, only while those dice still fit; timed items
// are capped; a history entry names only fields the engine knows.
import { describe, expect, it } from "vitest";
import { initiativeFormula, makeInput, rollInitiative, scriptedDice } from "../../../src/engine";
import { entries } from "../../../src/foundry/combat/history";
import { FLAG_DEFAULTS } from "../../../src/foundry/combat/engine-state-fields";
import {
  budgetOf,
  checkedCombatant,
  checkedTimedItems,
  MAX_TIMED_ITEMS,
  MAX_TIMED_NAME,
  keptRollNow,
} from "../../../src/foundry/combat/state-check";
import { getRuleset } from "../../../src/engine";

// The empty budgets of the SR and d20 economies: a stored budget reads as its ruleset's economy's.
const SR_EMPTY = getRuleset("sr5").economy.empty;
const D20_EMPTY = getRuleset("d20").economy.empty;

const input = makeInput({ id: "a", name: "Runner", attributes: { reaction: 5, intuition: 5 } });

describe("a roll kept by the GM's client, made again when its turn starts (rules scores 2)", () => {
  it("sr5 rule 1: 10 + 1d6 kept as a 4 counts as 14", () => {
    const f = initiativeFormula("sr5", input);
    const kept = rollInitiative(f, scriptedDice([4]));
    expect(keptRollNow(kept, f)?.score).toBe(14);
  });

  it("sr5 rule 1: a face a d6 does not have, or a die too many, no longer fits; a stored total never stands for the dice", () => {
    const f = initiativeFormula("sr5", input);
    const kept = rollInitiative(f, scriptedDice([4]));
    expect(keptRollNow({ ...kept, dice: [50], score: 60 }, f)).toBeNull();
    expect(keptRollNow({ ...kept, dice: [4, 4] }, f)).toBeNull();
    expect(keptRollNow({ ...kept, score: 60 }, f)?.score).toBe(14);
  });

  it("sr5 rule 4: a wound since the roll was kept counts: the same die, the formula now", () => {
    const kept = rollInitiative(initiativeFormula("sr5", input), scriptedDice([4]));
    const wounded = initiativeFormula("sr5", { ...input, woundModifier: -2 });
    expect(keptRollNow(kept, wounded)?.score).toBe(12);
  });

  it("rules scores 1: a typed score (no dice) stands as typed", () => {
    const f = initiativeFormula("sr5", input);
    const typed = { ...rollInitiative(f, scriptedDice([4])), dice: [], score: 30 };
    expect(keptRollNow(typed, f)?.score).toBe(30);
  });

  it("sr4 rule 3: the hits of the roll's own dice make the score", () => {
    const f = initiativeFormula("sr4", input);
    const faces = Array.from({ length: f.dice }, (_, i) => (i === 0 ? 5 : 2));
    const kept = rollInitiative(f, scriptedDice(faces));
    expect(keptRollNow({ ...kept, score: kept.score + 1 }, f)?.score).toBe(kept.score);
  });
});

describe("stored timed items (sr4 rule 11)", () => {
  it("are capped in count and name length; one of the wrong shape is left out", () => {
    const item = (i: number) => ({
      id: `t${i}`,
      name: "n".repeat(500),
      ownerId: "a",
      score: 10,
      pass: 1,
      turn: 1,
    });
    const raw = [{ id: "bad" }, ...Array.from({ length: 100 }, (_, i) => item(i))];
    const items = checkedTimedItems(raw);
    expect(items).toHaveLength(MAX_TIMED_ITEMS);
    expect(items[0]?.id).toBe("t0");
    expect(items.every((t) => t.name.length === MAX_TIMED_NAME)).toBe(true);
  });
});

describe("stored history", () => {
  it("an entry keeps only fields the engine knows; one whose round cannot be read is left out", () => {
    const history = {
      h1: { round: "x", pass: 1, currentId: null, acted: 0 },
      h2: {
        round: 1,
        pass: 1,
        currentId: "a",
        acted: 0,
        combatants: {
          a: { was: { "flags/delayed": true, junk: "x".repeat(1000) }, absent: ["evil", "phaseBegun"] },
        },
      },
    };
    const list = entries(history as never);
    expect(list.map(([key]) => key)).toEqual(["h2"]);
    expect(list[0]?.[1].combatants).toEqual({
      a: { was: { "flags/delayed": true }, absent: ["phaseBegun"] },
    });
  });
});

describe("a stored budget (d20 rule 5, sr5 rule 6)", () => {
  // As Foundry keeps it: the schema declares both economies' counts, so the other economy's read back as 0.
  const stored = {
    simple: 2,
    bonus: 0,
    bonusCategory: null,
    free: 1,
    action: 1,
    bonusAction: 0,
    reaction: 1,
    object: 1,
    movement: 30,
  };

  it("reads as the combat's own economy only: a d20 combatant has an Action and feet, no Simple units", () => {
    expect(budgetOf(stored, D20_EMPTY)).toEqual({
      family: "d20",
      action: 1,
      bonusAction: 0,
      reaction: 1,
      object: 1,
      movement: 30,
    });
    expect(budgetOf(stored, SR_EMPTY)).toEqual({
      family: "sr",
      simple: 2,
      bonus: 0,
      bonusCategory: null,
      free: 1,
    });
  });

  it("a phase opened in a world from before the economies were split reads in the combat's economy", () => {
    const c = checkedCombatant(
      "a",
      "Runner",
      {
        input,
        score: 12,
        roll: null,
        coin: 0.5,
        passes: 1,
        phasesTaken: 1,
        actedThisPass: false,
        budget: stored,
        flags: { ...FLAG_DEFAULTS },
        tieOrder: null,
        phaseBegun: true,
        phaseOpening: { budget: stored, opened: stored, fullDefenseOwed: false } as never,
        freeUsedIn: [],
        beforeBlitz: null,
        bonusChoice: null,
        handledRequest: null,
      },
      () => input,
      [],
      SR_EMPTY,
    );
    expect(c.budget).toEqual(budgetOf(stored, SR_EMPTY));
    expect(c.phaseOpening?.opened).toEqual(budgetOf(stored, SR_EMPTY));
    expect(c.phaseOpening?.budget.family).toBe("sr");
  });
});
