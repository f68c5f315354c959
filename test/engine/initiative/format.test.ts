import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_FORMULA_LABELS,
  formatFormula,
  FORMULA_LABEL_KEYS,
  formulaParts,
  IGNORED_REASON_KEYS,
  initiativeFormula,
  makeSource,
  rollFormula,
  type FormulaLabels,
} from "../../../src/engine";
import { awareness, bornToFight, runner, wired } from "./fixtures";

const wired3 = wired(3);
const btf = bornToFight;
const aat = awareness;

function readLang(lang: string): Record<string, string> {
  return JSON.parse(readFileSync(`lang/${lang}/initiative.json`, "utf8")) as Record<string, string>;
}

describe("formatFormula: the line a GM reads on the sheet", () => {
  it("sr5 / bonus-actions: attributes, then dice (Initiative formulas table)", () => {
    expect(formatFormula(initiativeFormula("sr5", runner({ sources: [wired3] })))).toBe(
      "REA 5 + INT 4 + 4d6",
    );
    expect(formatFormula(initiativeFormula("bonus-actions", runner()))).toBe("REA 5 + INT 4 + 1d6");
  });

  it("sr5 rule 4: the wound modifier comes last, with a minus sign", () => {
    expect(formatFormula(initiativeFormula("sr5", runner({ woundModifier: -2 })))).toBe(
      "REA 5 + INT 4 + 1d6 − wounds 2",
    );
  });

  it("astral and Matrix modes show their own attribute terms", () => {
    expect(formatFormula(initiativeFormula("sr5", runner({ mode: "astral" })))).toBe("INT×2 8 + 2d6");
    expect(formatFormula(initiativeFormula("sr5", runner({ mode: "matrix-hot" })))).toBe(
      "DP 6 + INT 4 + 4d6",
    );
    expect(formatFormula(initiativeFormula("sr4", runner({ mode: "matrix-hot" })))).toBe(
      "Response 4 + INT 4 + hot sim 1 + hits(9d6)",
    );
  });

  it("an item's flat bonus shows its value once (its name already carries the rating); a negative one takes a minus", () => {
    const wired = makeSource({ id: "w", name: "Wired Reflexes III", kind: "cyberware", flat: 3 });
    const crash = makeSource({ id: "c", name: "Stim Crash", kind: "drug", flat: -1 });
    const text = formatFormula(initiativeFormula("sr5", runner({ sources: [wired, crash] })));
    expect(text).toBe("REA 5 + INT 4 + 3 − 1 + 1d6");
    expect(text).not.toContain("Wired Reflexes III 3");
  });

  it("formulaParts keeps each item's id beside its number, so a sheet can name it", () => {
    const wired = makeSource({ id: "w", name: "Wired Reflexes III", kind: "cyberware", flat: 3 });
    const parts = formulaParts(initiativeFormula("sr5", runner({ sources: [wired] })));
    expect(parts.map((p) => [p.text, p.source])).toEqual([
      ["REA 5", "reaction"],
      ["INT 4", "intuition"],
      ["3", "w"],
      ["1d6", null],
    ]);
  });

  it("attribute terms with one label are written once with a count: a drone's Pilot×2", () => {
    const labels = { reaction: "Pilot", intuition: "Pilot" };
    const drone = runner({ attributes: { reaction: 3, intuition: 3 }, mode: "rigging-ar" });
    expect(formatFormula(initiativeFormula("sr5", drone), labels)).toBe("Pilot×2 6 + 1d6");
    expect(formatFormula(initiativeFormula("sr4", drone), labels)).toBe("Pilot×2 6 + hits(6d6)");
  });

  it("sr5 rule 5: a Blitz shows its 5d6 and says so", () => {
    expect(formatFormula(initiativeFormula("sr5", runner(), { blitz: true }))).toBe(
      "REA 5 + INT 4 + 5d6 (Blitz)",
    );
  });

  it("sr4: the test counts hits of REA + INT dice", () => {
    expect(formatFormula(initiativeFormula("sr4", runner()))).toBe("REA 5 + INT 4 + hits(9d6)");
  });

  it("sr4 rule 7a: Edge dice are shown apart and '!' marks exploding sixes", () => {
    expect(formatFormula(initiativeFormula("sr4", runner(), { edge: true }))).toBe(
      "REA 5 + INT 4 + hits(9d6 + Edge 3d6!)",
    );
  });

  it("d20 rule 1: the die first, then DEX and the bonuses", () => {
    expect(formatFormula(initiativeFormula("d20", runner({ d20: { dex: 16 }, sources: [btf] })))).toBe(
      "1d20 + DEX 3 + 5",
    );
    expect(formatFormula(initiativeFormula("d20", runner({ d20: { dex: 16 }, sources: [aat] })))).toBe(
      "2d20kh + DEX 3",
    );
    expect(formatFormula(initiativeFormula("d20", runner({ d20: { dex: 8, disadvantage: true } })))).toBe(
      "2d20kl − DEX 1",
    );
    expect(formatFormula(initiativeFormula("d20", runner({ d20: { dex: 10 } })))).toBe("1d20");
  });

  it("localised labels replace the English words", () => {
    const de = readLang("de");
    const labels = Object.fromEntries(
      Object.entries(FORMULA_LABEL_KEYS).map(([field, key]) => [field, de[key]]),
    ) as unknown as FormulaLabels;
    expect(
      formatFormula(initiativeFormula("sr4", runner({ woundModifier: -1 }), { edge: true }), labels),
    ).toBe("REA 5 + INT 4 + Erfolge(9d6 + Edge 3d6!) − Wunden 1");
    expect(formatFormula(initiativeFormula("d20", runner({ d20: { dex: 16 } })), labels)).toBe(
      "1d20 + GES 3",
    );
    expect(formatFormula(initiativeFormula("sr5", runner({ mode: "matrix-cold" })), labels)).toBe(
      "DV 6 + INT 4 + 3d6",
    );
  });
});

describe("language files", () => {
  it("English strings are the defaults the simulator prints", () => {
    const en = readLang("en");
    for (const [field, key] of Object.entries(FORMULA_LABEL_KEYS)) {
      expect(en[key], key).toBe(DEFAULT_FORMULA_LABELS[field as keyof FormulaLabels]);
    }
  });

  it("English and German define the same keys, every label and every ignore reason", () => {
    const en = readLang("en");
    const de = readLang("de");
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const key of [...Object.values(FORMULA_LABEL_KEYS), ...Object.values(IGNORED_REASON_KEYS)]) {
      expect(en[key], key).toBeTruthy();
      expect(de[key], key).toBeTruthy();
    }
  });
});

describe("rollFormula: Foundry dice notation", () => {
  it("sr5: '4d6 + 9', with wounds '4d6 + 9 - 2'", () => {
    expect(rollFormula(initiativeFormula("sr5", runner({ sources: [wired3] })))).toBe("4d6 + 9");
    expect(rollFormula(initiativeFormula("sr5", runner({ sources: [wired3], woundModifier: -2 })))).toBe(
      "4d6 + 9 - 2",
    );
  });

  it("sr4: count successes of 5+, with Edge explode sixes first", () => {
    expect(rollFormula(initiativeFormula("sr4", runner()))).toBe("9d6cs>=5 + 9");
    expect(rollFormula(initiativeFormula("sr4", runner(), { edge: true }))).toBe("12d6x6cs>=5 + 9");
  });

  it("d20: each term separately; advantage keeps the highest", () => {
    expect(rollFormula(initiativeFormula("d20", runner({ d20: { dex: 16 }, sources: [btf] })))).toBe(
      "1d20 + 3 + 5",
    );
    expect(rollFormula(initiativeFormula("d20", runner({ d20: { dex: 16 }, sources: [aat] })))).toBe(
      "2d20kh + 3",
    );
  });

  it("a negative attribute part is written with an ASCII minus Foundry can parse", () => {
    const crash = makeSource({ id: "c", name: "Crash", kind: "drug", flat: -12 });
    expect(rollFormula(initiativeFormula("sr5", runner({ sources: [crash] })))).toBe("1d6 - 3");
  });
});
