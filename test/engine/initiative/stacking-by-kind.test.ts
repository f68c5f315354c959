// Stacking by kind (rules "Initiative formulas", all SR rulesets): boosts from implants, adept powers and
// spells never stack with each other, whatever stacking group an item names (a hand-made item often names
// none); the highest applies with its flat bonus and its dice or passes. Drugs add on top.
import { describe, expect, it } from "vitest";
import { initiativeFormula, type InitiativeSource } from "../../../src/engine";
import { drug, runner, wired } from "./fixtures";

/** Wired Reflexes 1 as the compendium has it: +1 Reaction, +1d6, +1 pass. */
const wired1 = wired(1, { flat: 1 });

/** A GM's home-made implant with two passes and +2 Reaction, and no stacking group. */
const homeMade = (extra: Partial<InitiativeSource> = {}) =>
  wired(2, { id: "home", name: "Home-made booster", flat: 2, stackingGroup: null, ...extra });

describe("stacking by kind", () => {
  it("stacking by kind (sr4): Wired Reflexes 1 + a home-made 2-pass implant give 2 extra passes and only the higher flat bonus", () => {
    const f = initiativeFormula("sr4", runner({ sources: [wired1, homeMade()] }));
    expect(f.passes).toBe(3);
    // REA 5 + INT 4 + the home-made +2; Wired Reflexes' +1 does not add.
    expect(f.attributePart).toBe(11);
    expect(f.contributing).toEqual(["home"]);
    expect(f.ignored).toEqual([
      { sourceId: "wired-1", name: "Wired Reflexes 1", reason: "outstacked", by: "home" },
    ]);
  });

  it("stacking by kind (sr5, bonus-actions): an adept power and a spell in different groups do not add their dice", () => {
    const power = homeMade({
      id: "power",
      name: "Improved Reflexes 2",
      kind: "adept-power",
      stackingGroup: "adept",
    });
    const spell = homeMade({
      id: "spell",
      name: "Increase Reflexes 1",
      kind: "spell",
      rating: 1,
      dice: 1,
      flat: 1,
      stackingGroup: "spells",
    });
    for (const ruleset of ["sr5", "bonus-actions"] as const) {
      const f = initiativeFormula(ruleset, runner({ sources: [spell, power] }));
      expect(f.dice).toBe(3);
      expect(f.attributePart).toBe(11);
      expect(f.ignored).toEqual([
        { sourceId: "spell", name: "Increase Reflexes 1", reason: "outstacked", by: "power" },
      ]);
    }
  });

  it("stacking by kind: bioware and cyberware do not add, a drug adds on top; sr4 passes cap at 4", () => {
    const bio = homeMade({ id: "bio", name: "Synaptic Booster 2", kind: "bioware", stackingGroup: null });
    const jazz = drug("jazz", { flat: 1 });
    const f = initiativeFormula("sr4", runner({ sources: [wired(3), bio, jazz] }));
    expect(f.passes).toBe(4);
    expect(f.contributing).toEqual(["wired-3", "jazz"]);
    const dice = initiativeFormula(
      "sr5",
      runner({ sources: [wired(3), bio, drug("kamikaze", { dice: 2 })] }),
    );
    expect(dice.dice).toBe(5);
  });

  it("stacking by kind: a drug is no implant, even with a group an implant names", () => {
    const odd = drug("odd-drug", { stackingGroup: "initiative-augmentation" });
    const f = initiativeFormula("sr4", runner({ sources: [wired(1), odd] }));
    expect(f.passes).toBe(3);
  });
});
