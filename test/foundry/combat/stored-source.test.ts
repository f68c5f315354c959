// A fight under way when the system updates: its combatants' inputs were stored with the sources' d20
// effects flat (d20Initiative ...). The GM's client must go on reading them (state-check.ts), not drop them
// for the actor's input now, and not lose Born to Fight or Action Surge mid-fight.
import { describe, expect, it } from "vitest";
import { initiativeFormula, makeInput, makeSource } from "../../../src/engine";
import { actionSurgeUsesGranted } from "../../../src/engine/rulesets/d20/budget";
import { FLAG_DEFAULTS } from "../../../src/foundry/combat/engine-state-fields";
import { getRuleset } from "../../../src/engine";
import { checkedCombatant, type Problem } from "../../../src/foundry/combat/state-check";

/** A source as inputs stored it before the `d20` group: SR fields and the four d20 ones side by side. */
const flatSource = (id: string, name: string, flat: Record<string, unknown>) => {
  const { d20: _nested, ...sr } = makeSource({ id, name, kind: "feature" });
  return { ...sr, d20Initiative: 0, d20Advantage: false, d20BonusAction: false, d20ActionSurge: 0, ...flat };
};

const oldInput = {
  ...makeInput({ id: "brann", name: "Brann", d20: { dex: 14, speed: 30 } }),
  sources: [
    flatSource("btf", "Born to Fight", { d20Initiative: 5 }),
    flatSource("aat", "Advanced Awareness Training 1", { d20Advantage: true }),
    flatSource("surge", "Action Surge", { d20ActionSurge: 1 }),
  ],
};

function readBack(stored: unknown, problems: Problem[]) {
  const live = makeInput({ id: "brann", name: "Brann", d20: { dex: 14, speed: 30 } });
  return checkedCombatant(
    "brann",
    "Brann",
    {
      input: stored,
      score: 17,
      roll: null,
      coin: 0.5,
      passes: 1,
      phasesTaken: 0,
      actedThisPass: false,
      budget: { action: 1, bonusAction: 0, reaction: 1, object: 1, movement: 30 },
      flags: { ...FLAG_DEFAULTS },
      tieOrder: null,
      phaseBegun: false,
      phaseOpening: null,
      freeUsedIn: [],
      beforeBlitz: null,
      bonusChoice: null,
      handledRequest: null,
    },
    () => live,
    problems,
    getRuleset("d20").economy.empty,
  );
}

describe("a combatant input stored before the sources' d20 effects were grouped", () => {
  it("d20 rule 1: still reads, so Born to Fight's +5 and the advantage stay in the formula", () => {
    const problems: Problem[] = [];
    const c = readBack(structuredClone(oldInput), problems);
    expect(problems).toEqual([]);
    const f = initiativeFormula("d20", c.input);
    expect(f.terms.map((t) => [t.label, t.value])).toContainEqual(["Born to Fight", 5]);
    // advantage: two d20, the higher kept
    expect(f.dice).toBe(2);
  });

  it("d20 rule 5: a fighter's stored Action Surge still counts", () => {
    const c = readBack(structuredClone(oldInput), []);
    expect(actionSurgeUsesGranted(c.input)).toBe(1);
    expect(c.input.sources.map((s) => s.d20)).toContainEqual({
      initiative: 0,
      advantage: false,
      bonusAction: false,
      actionSurge: 1,
    });
  });

  it("an input of the new shape reads unchanged", () => {
    const problems: Problem[] = [];
    const sources = [
      makeSource({ id: "btf", name: "Born to Fight", kind: "feature", d20: { initiative: 5 } }),
    ];
    const input = makeInput({ id: "brann", name: "Brann", sources });
    expect(readBack(structuredClone(input), problems).input.sources).toEqual(sources);
    expect(problems).toEqual([]);
  });
});
