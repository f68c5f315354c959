import { describe, expect, it } from "vitest";
import {
  d20Modifier,
  formatFormula,
  initiativeFormula,
  InputError,
  makeInput,
  makeSource,
} from "../../../src/engine";
import { awareness, bornToFight, drug, runner, synaptic, wired } from "./fixtures";

describe("worked example 000 (bonus-actions)", () => {
  it("bonus-actions rule 4: Alice with Wired Reflexes 3 rolls REA + INT + 4d6 with 3 physical bonus actions", () => {
    const alice = runner({ name: "Alice", sources: [wired(3)] });
    const f = initiativeFormula("bonus-actions", alice);
    expect(f.attributePart).toBe(9);
    expect(f.dice).toBe(4);
    expect(f.kind).toBe("sum");
    expect(f.bonusActions).toEqual({ category: "physical", count: 3 });
    expect(f.contributing).toEqual(["wired-3"]);
  });

  it("bonus-actions rule 4: Bob the ganger rolls REA + INT + 1d6 and has no bonus actions", () => {
    const bob = makeInput({ id: "bob", name: "Bob" });
    const f = initiativeFormula("bonus-actions", bob);
    expect(f.dice).toBe(1);
    expect(f.attributePart).toBe(6);
    expect(f.bonusActions).toBeNull();
    expect(f.bonusOptions).toEqual([]);
  });
});

describe("Initiative formulas table", () => {
  it("astral: INT×2 as one term and 2d6 in sr5", () => {
    const f = initiativeFormula("sr5", runner({ mode: "astral", sources: [wired(2)] }));
    expect(f.terms).toEqual([{ label: "INT×2", value: 8, source: "intuition" }]);
    expect(f.attributePart).toBe(8);
    expect(f.dice).toBe(2);
    expect(f.ignored).toEqual([{ sourceId: "wired-2", name: "Wired Reflexes 2", reason: "not-body-mode" }]);
    expect(f.contributing).toEqual([]);
  });

  it("matrix-cold / matrix-hot: Data Processing + INT with 3d6 / 4d6 in sr5", () => {
    const attrs = { reaction: 5, intuition: 4, edge: 3, dataProcessing: 6 };
    const cold = initiativeFormula("sr5", runner({ mode: "matrix-cold", attributes: attrs }));
    const hot = initiativeFormula("sr5", runner({ mode: "matrix-hot", attributes: attrs }));
    expect(cold.terms.map((t) => t.label)).toEqual(["DP", "INT"]);
    expect([cold.attributePart, cold.dice]).toEqual([10, 3]);
    expect([hot.attributePart, hot.dice]).toEqual([10, 4]);
  });

  it("sr4 matrix: Response + INT cold, Response + INT + 1 hot, the +1 as its own term", () => {
    const attrs = { reaction: 5, intuition: 4, edge: 3, response: 4 };
    const cold = initiativeFormula("sr4", runner({ mode: "matrix-cold", attributes: attrs }));
    const hot = initiativeFormula("sr4", runner({ mode: "matrix-hot", attributes: attrs }));
    expect(cold.terms.map((t) => [t.label, t.value])).toEqual([
      ["RES", 4],
      ["INT", 4],
    ]);
    expect([cold.attributePart, cold.dice, cold.passes]).toEqual([8, 8, 2]);
    expect(hot.terms.map((t) => [t.label, t.value])).toEqual([
      ["RES", 4],
      ["INT", 4],
      ["hot sim", 1],
    ]);
    expect([hot.attributePart, hot.dice, hot.passes]).toEqual([9, 9, 3]);
  });

  it("flat bonuses add to the attribute part in body modes only; wounds stay separate", () => {
    const booster = makeSource({ id: "mbw", name: "Move-by-Wire", flat: 2, dice: 1, kind: "cyberware" });
    const body = initiativeFormula("sr5", runner({ sources: [booster], woundModifier: -2 }));
    expect(body.attributePart).toBe(11);
    expect(body.woundModifier).toBe(-2);
    expect(body.terms.at(-1)).toEqual({ label: "Move-by-Wire", value: 2, source: "mbw" });
    const astral = initiativeFormula("sr5", runner({ mode: "astral", sources: [booster] }));
    expect(astral.attributePart).toBe(8);
  });

  it("rigging-ar and matrix-ar take augmentation dice like physical", () => {
    for (const mode of ["matrix-ar", "rigging-ar"] as const) {
      expect(initiativeFormula("sr5", runner({ mode, sources: [wired(2)] })).dice).toBe(3);
    }
  });

  it("sr5: at most 5d6 in all; a source the cap cuts is listed as dice-cap", () => {
    const exact = initiativeFormula("sr5", runner({ sources: [wired(3), drug("jazz", { dice: 1 })] }));
    expect(exact.dice).toBe(5);
    expect(exact.ignored).toEqual([]);
    const over = initiativeFormula(
      "sr5",
      runner({ sources: [wired(3), drug("jazz", { dice: 2 }), drug("kamikaze", { dice: 2 })] }),
    );
    expect(over.dice).toBe(5);
    expect(over.ignored).toEqual([
      { sourceId: "jazz", name: "jazz", reason: "dice-cap" },
      { sourceId: "kamikaze", name: "kamikaze", reason: "dice-cap" },
    ]);
    // jazz still adds one die; kamikaze adds nothing at all.
    expect(over.contributing).toEqual(["wired-3", "jazz"]);
  });

  it("sr5 rule 5: Blitz rolls 5d6 whatever the mode gives", () => {
    expect(initiativeFormula("sr5", runner(), { blitz: true }).dice).toBe(5);
    expect(initiativeFormula("bonus-actions", runner({ mode: "astral" }), { blitz: true }).dice).toBe(5);
    const f = initiativeFormula("sr5", runner(), { blitz: true });
    expect(f.blitz).toBe(true);
    expect(initiativeFormula("sr4", runner(), { blitz: true }).dice).toBe(9);
  });

  it("stacking: two dice augmentations in one group do not stack in sr5, the strongest wins", () => {
    const f = initiativeFormula("sr5", runner({ sources: [synaptic(1), wired(2)] }));
    expect(f.dice).toBe(3);
    expect(f.ignored).toEqual([
      { sourceId: "synaptic-1", name: "Synaptic Booster 1", reason: "outstacked", by: "wired-2" },
    ]);
    expect(f.contributing).toEqual(["wired-2"]);
  });

  it("inactive sources and sources of another ruleset are ignored with their reason", () => {
    const off = wired(3, { active: false });
    const feat = bornToFight;
    const f = initiativeFormula("sr5", runner({ sources: [off, feat] }));
    expect(f.dice).toBe(1);
    expect(f.ignored.map((i) => [i.sourceId, i.reason])).toEqual([
      ["wired-3", "inactive"],
      ["btf", "not-this-ruleset"],
    ]);
    const d20 = initiativeFormula("d20", runner({ sources: [wired(3), feat] }));
    expect(d20.ignored.map((i) => [i.sourceId, i.reason])).toEqual([["wired-3", "not-this-ruleset"]]);
    expect(d20.contributing).toEqual(["btf"]);
  });

  it("bad input throws an InputError naming the actor and the field", () => {
    const bad = runner({ name: "Alice" });
    bad.attributes.reaction = Number.NaN;
    expect(() => initiativeFormula("sr5", bad)).toThrow(InputError);
    expect(() => initiativeFormula("sr5", bad)).toThrow(/Alice: attributes.reaction/);
  });
});

describe("sr4 passes", () => {
  it("sr4: the test pool is REA + INT + flat bonuses, scored by hits", () => {
    const f = initiativeFormula("sr4", runner({ sources: [wired(2, { flat: 2 })] }));
    expect(f.kind).toBe("hits");
    expect(f.attributePart).toBe(11);
    expect(f.dice).toBe(11);
    expect(f.explode).toBe(false);
  });

  it("sr4 rule 7a: Edge on the test adds Edge dice and makes sixes explode", () => {
    const f = initiativeFormula("sr4", runner(), { edge: true });
    expect(f.dice).toBe(12);
    expect(f.explode).toBe(true);
    expect(f.attributePart).toBe(9);
  });

  it("sr4: implants in one group do not stack (Wired Reflexes 2 + Synaptic Booster 1: 3 passes)", () => {
    const f = initiativeFormula("sr4", runner({ sources: [wired(2), synaptic(1)] }));
    expect(f.passes).toBe(3);
    expect(f.ignored).toEqual([
      { sourceId: "synaptic-1", name: "Synaptic Booster 1", reason: "outstacked", by: "wired-2" },
    ]);
  });

  it("sr4: drug passes add on top of the implant; the total is capped at 4", () => {
    const withDrug = initiativeFormula("sr4", runner({ sources: [wired(2), synaptic(1), drug("jazz")] }));
    expect(withDrug.passes).toBe(4);
    expect(withDrug.contributing).toEqual(["wired-2", "jazz"]);
    const capped = initiativeFormula("sr4", runner({ sources: [wired(2), drug("jazz"), drug("kamikaze")] }));
    expect(capped.passes).toBe(4);
    expect(capped.ignored).toEqual([{ sourceId: "kamikaze", name: "kamikaze", reason: "pass-cap" }]);
    expect(capped.contributing).toEqual(["wired-2", "jazz"]);
  });

  it("worked example 001: a magician with 1 pass has 3 passes when astral", () => {
    const mage = runner({ name: "Mage", initiateGrade: 1 });
    expect(initiativeFormula("sr4", mage).passes).toBe(1);
    const astral = initiativeFormula("sr4", { ...mage, mode: "astral" });
    expect(astral.passes).toBe(3);
    expect(astral.attributePart).toBe(8);
    expect(astral.dice).toBe(8);
  });

  it("sr4: augmentation passes do not apply outside the body", () => {
    const f = initiativeFormula("sr4", runner({ mode: "matrix-cold", sources: [wired(3)] }));
    expect(f.passes).toBe(2);
    expect(f.ignored.map((i) => i.reason)).toEqual(["not-body-mode"]);
  });
});

describe("bonus-actions categories", () => {
  it("bonus-actions rule 4: AR with a DNI gives 2 Matrix bonus actions (matrix-ar and rigging-ar alike), without a DNI none", () => {
    for (const mode of ["matrix-ar", "rigging-ar"] as const) {
      const dni = initiativeFormula("bonus-actions", runner({ mode, dni: true }));
      expect(dni.bonusOptions, mode).toEqual([{ category: "matrix", count: 2 }]);
      expect(dni.bonusActions, mode).toEqual({ category: "matrix", count: 2 });
      const noDni = initiativeFormula("bonus-actions", runner({ mode, dni: false }));
      expect(noDni.bonusOptions, mode).toEqual([]);
      expect(noDni.bonusActions, mode).toBeNull();
    }
  });

  it("bonus-actions rule 4: cold sim +2, hot sim +3 Matrix bonus actions", () => {
    expect(initiativeFormula("bonus-actions", runner({ mode: "matrix-cold" })).bonusActions).toEqual({
      category: "matrix",
      count: 2,
    });
    expect(initiativeFormula("bonus-actions", runner({ mode: "matrix-hot" })).bonusActions).toEqual({
      category: "matrix",
      count: 3,
    });
  });

  it("bonus-actions rule 4: an initiate grade gives magic bonus actions (capped at 3), physical and astral", () => {
    expect(initiativeFormula("bonus-actions", runner({ initiateGrade: 2 })).bonusActions).toEqual({
      category: "magic",
      count: 2,
    });
    expect(
      initiativeFormula("bonus-actions", runner({ initiateGrade: 5, mode: "astral" })).bonusActions,
    ).toEqual({
      category: "magic",
      count: 3,
    });
    expect(
      initiativeFormula("bonus-actions", runner({ initiateGrade: 2, mode: "matrix-hot" })).bonusOptions,
    ).toEqual([{ category: "matrix", count: 3 }]);
  });

  it("bonus-actions rule 4: magic bonus actions stay in AR (still the physical world), not in VR", () => {
    expect(
      initiativeFormula("bonus-actions", runner({ initiateGrade: 1, mode: "matrix-ar" })).bonusOptions,
    ).toEqual([{ category: "magic", count: 1 }]);
    expect(
      initiativeFormula("bonus-actions", runner({ initiateGrade: 1, mode: "matrix-cold" })).bonusOptions,
    ).toEqual([{ category: "matrix", count: 2 }]);
  });

  it("bonus-actions rule 4: drugs raise initiative but never give bonus actions", () => {
    const f = initiativeFormula("bonus-actions", runner({ sources: [drug("jazz", { bonusActions: 2 })] }));
    expect(f.dice).toBe(2);
    expect(f.bonusActions).toBeNull();
    expect(f.ignored).toEqual([{ sourceId: "jazz", name: "jazz", reason: "drug-no-bonus-actions" }]);
    expect(f.contributing).toEqual(["jazz"]);
  });

  it("bonus-actions rule 5: the default is the category of the mode, a chosen category wins if eligible", () => {
    const adept = runner({ initiateGrade: 3, sources: [wired(1)] });
    const f = initiativeFormula("bonus-actions", adept);
    expect(f.bonusOptions).toEqual([
      { category: "physical", count: 1 },
      { category: "magic", count: 3 },
    ]);
    expect(f.bonusActions).toEqual({ category: "physical", count: 1 });
    expect(initiativeFormula("bonus-actions", { ...adept, bonusCategory: "magic" }).bonusActions).toEqual({
      category: "magic",
      count: 3,
    });
    // Not eligible for matrix in the physical world: falls back to the mode's category.
    expect(initiativeFormula("bonus-actions", { ...adept, bonusCategory: "matrix" }).bonusActions).toEqual({
      category: "physical",
      count: 1,
    });
  });

  it("bonus-actions rule 5: a rigger in rigging AR with a DNI and Wired Reflexes defaults to Matrix, as in matrix-ar", () => {
    for (const mode of ["matrix-ar", "rigging-ar"] as const) {
      const rigger = runner({ mode, dni: true, sources: [wired(1)] });
      const f = initiativeFormula("bonus-actions", rigger);
      expect(f.bonusOptions.map((o) => o.category)).toEqual(["physical", "matrix"]);
      expect(f.bonusActions).toEqual({ category: "matrix", count: 2 });
    }
  });

  it("bonus-actions rule 5: when nothing fits the mode, the largest option", () => {
    // AR without DNI: no Matrix bonus, but the wired reflexes still give physical ones.
    const f = initiativeFormula("bonus-actions", runner({ mode: "matrix-ar", sources: [wired(2)] }));
    expect(f.bonusActions).toEqual({ category: "physical", count: 2 });
  });

  it("sr5 has no bonus actions", () => {
    const f = initiativeFormula("sr5", runner({ sources: [wired(3)], initiateGrade: 2 }));
    expect(f.bonusActions).toBeNull();
    expect(f.bonusOptions).toEqual([]);
  });
});

describe("d20 rule 1", () => {
  it("d20: the DEX modifier is floor((DEX - 10) / 2)", () => {
    expect([8, 9, 10, 11, 12, 16, 20, 1].map(d20Modifier)).toEqual([-1, -1, 0, 0, 1, 3, 5, -5]);
  });

  it("d20 rule 1: 1d20 + DEX modifier + Born to Fight as its own term", () => {
    const feat = bornToFight;
    const f = initiativeFormula("d20", runner({ d20: { dex: 16 }, sources: [feat] }));
    expect(f.faces).toBe(20);
    expect([f.dice, f.keep, f.kind]).toEqual([1, "all", "sum"]);
    expect(f.terms).toEqual([
      { label: "DEX", value: 3, source: "dex" },
      { label: "Born to Fight", value: 5, source: "btf" },
    ]);
    expect(f.attributePart).toBe(8);
  });

  it("d20 rule 1: advantage keeps the higher of 2d20, GM disadvantage the lower, both cancel", () => {
    const aat = awareness;
    const adv = initiativeFormula("d20", runner({ sources: [aat] }));
    expect([adv.dice, adv.keep]).toEqual([2, "highest"]);
    const dis = initiativeFormula("d20", runner({ d20: { disadvantage: true } }));
    expect([dis.dice, dis.keep]).toEqual([2, "lowest"]);
    const both = initiativeFormula("d20", runner({ sources: [aat], d20: { disadvantage: true } }));
    expect([both.dice, both.keep]).toEqual([1, "all"]);
    const inactive = initiativeFormula("d20", runner({ sources: [{ ...aat, active: false }] }));
    expect(inactive.keep).toBe("all");
  });

  it("d20: wounds do not touch the initiative roll", () => {
    expect(initiativeFormula("d20", runner({ woundModifier: -3 })).woundModifier).toBe(0);
  });
});

describe("passes of a kind (rules formulas rule 5)", () => {
  it("sr4: a spirit's 2 passes replace the table's, materialised and astral; augmentations add in the body", () => {
    const spirit = (mode: "physical" | "astral", sources = [] as ReturnType<typeof wired>[]) => ({
      ...runner({ mode, sources }),
      basePasses: { physical: 2, astral: 2 },
    });
    expect(initiativeFormula("sr4", spirit("physical")).passes).toBe(2);
    expect(initiativeFormula("sr4", spirit("astral")).passes).toBe(2);
    expect(initiativeFormula("sr4", spirit("physical", [wired(1)])).passes).toBe(3);
    // the other rulesets have one pass of their own
    expect(initiativeFormula("sr5", spirit("physical")).passes).toBe(1);
  });

  it("sr4: passes of a kind outside 1 to 4 are refused, naming the field and the combatant", () => {
    const bad = { ...runner(), basePasses: { physical: 5 } };
    expect(() => initiativeFormula("sr4", bad)).toThrow(/Runner.*basePasses\.physical/);
  });
});

describe("spirits and drones have attribute parts of their own (rules formulas rule 5, settled 2026-12-01)", () => {
  // A Force 4 fire spirit: REA 7, INT 5. A rotor drone: Pilot 3, Response 4 (Pilot also stands in for REA / INT).
  const spirit = (mode: "physical" | "astral") => ({
    ...runner({ mode, attributes: { reaction: 7, intuition: 5, force: 4 } }),
    baseDice: { physical: 2, astral: 3 },
  });
  const drone = {
    ...runner({ mode: "rigging-ar", attributes: { reaction: 3, intuition: 3, pilot: 3, response: 4 } }),
    baseDice: { physical: 4, "rigging-ar": 4 },
  };

  it("formulas rule 5 (sr5, bonus-actions): a spirit rolls Force x 2 + 3d6 astrally, REA + INT + 2d6 materialised", () => {
    for (const ruleset of ["sr5", "bonus-actions"] as const) {
      const astral = initiativeFormula(ruleset, spirit("astral"));
      expect([astral.attributePart, astral.dice], ruleset).toEqual([8, 3]);
      expect(formatFormula(astral), ruleset).toBe("Force×2 8 + 3d6");
      expect(formatFormula(initiativeFormula(ruleset, spirit("physical"))), ruleset).toBe(
        "REA 7 + INT 5 + 2d6",
      );
    }
  });

  it("formulas rule 5 (sr4): a spirit tests like anyone in its mode: INT x 2 astrally, its Force counts nothing", () => {
    expect(formatFormula(initiativeFormula("sr4", spirit("astral")))).toBe("INT×2 10 + hits(10d6)");
  });

  it("formulas rule 5 (sr4): a drone on its own tests Pilot + Response (SR4A pp. 245, 247)", () => {
    const f = initiativeFormula("sr4", drone);
    expect([f.attributePart, f.dice, f.passes]).toEqual([7, 7, 1]);
    expect(formatFormula(f)).toBe("Pilot 3 + Response 4 + hits(7d6)");
  });

  it("formulas rule 5 (sr5, bonus-actions): a drone on its own rolls Pilot x 2 + 4d6, whatever its Response", () => {
    for (const ruleset of ["sr5", "bonus-actions"] as const)
      expect(formatFormula(initiativeFormula(ruleset, drone)), ruleset).toBe("Pilot×2 6 + 4d6");
  });

  it("a Force or a Pilot outside 0 to 20 is refused, naming the field", () => {
    expect(() => initiativeFormula("sr5", runner({ attributes: { force: 21 } }))).toThrow(
      /attributes\.force/,
    );
    expect(() => initiativeFormula("sr5", runner({ attributes: { pilot: -1 } }))).toThrow(
      /attributes\.pilot/,
    );
  });
});
