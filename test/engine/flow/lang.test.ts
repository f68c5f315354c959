import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadLanguage } from "../../../src/repo-data/lang.mjs";

// Every refusal code the shared flow, the SR budgets, sr5 and bonus-actions can throw, read from the source so
// a new one cannot be forgotten.
const FILES = [
  "src/engine/combat.ts",
  "src/engine/rulesets/budget.ts",
  "src/engine/rulesets/sr-economy.ts",
  "src/engine/rulesets/sr5/index.ts",
  "src/engine/rulesets/bonus-actions/index.ts",
  "src/engine/rulesets/sr-shared.ts",
  "src/engine/combatants.ts",
  "src/engine/rulesets/sr5/interrupts.ts",
  "src/engine/rulesets/index.ts",
];
const codes = [
  ...new Set(
    FILES.flatMap((f) =>
      [...readFileSync(f, "utf8").matchAll(/RuleError\(\s*"([a-z-]+)"/g)].map((m) => m[1]),
    ),
  ),
];
// The parameters every raise of these codes passes (actor for refusals about one combatant; an interrupt's
// cost and the score it needs it from, sr5 rule 7; the bonus category asked for, bonus-actions rule 5, which
// the Foundry layer shows by its label).
const PARAMS = ["actor", "id", "ruleset", "cost", "score", "category"];

describe("shared flow refusals are localised", () => {
  it("shared flow: the refusal codes include the budget reasons", () => {
    expect(codes).toEqual(
      expect.arrayContaining(["no-budget", "not-your-phase", "wrong-category", "no-edge"]),
    );
  });

  for (const lang of ["en", "de"]) {
    it(`every refusal of the shared flow, sr5 and bonus-actions has a ${lang} message`, () => {
      const strings = loadLanguage(lang);
      for (const code of codes) {
        const text = strings[`SHADOWTURN.Error.${code}`];
        expect(text, `${lang}: SHADOWTURN.Error.${code}`).toBeTypeOf("string");
        const used = [...(text ?? "").matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "");
        expect(
          used.every((p) => PARAMS.includes(p)),
          `${code}: ${used.join(", ")}`,
        ).toBe(true);
      }
    });
  }
});
