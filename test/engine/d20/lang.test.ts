import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadLanguage } from "../../../src/repo-data/lang.mjs";

// Every refusal code the d20 ruleset can throw (a refuse or a RuleError), read from its source so a new one
// cannot be forgotten.
const dir = "src/engine/rulesets/d20";
const codes = [
  ...new Set(
    readdirSync(dir).flatMap((f) =>
      [
        ...readFileSync(join(dir, f), "utf8").matchAll(/(?:refuse\(\s*\w+,|RuleError\()\s*"(d20-[a-z-]+)"/g),
      ].map((m) => m[1]),
    ),
  ),
];
const PARAMS = ["actor", "left", "amount", "kind", "other"];

describe("d20 refusals are localised", () => {
  it("d20 rule 5: the ruleset throws a known set of codes", () => {
    expect(codes).toContain("d20-no-action");
    expect(codes.length).toBeGreaterThanOrEqual(10);
  });

  for (const lang of ["en", "de"]) {
    it(`d20 rules 3-5: every refusal has a ${lang} message using only the parameters it is given`, () => {
      const strings = loadLanguage(lang);
      for (const code of codes) {
        const text = strings[`SHADOWTURN.Error.${code}`];
        expect(text, `${lang}: SHADOWTURN.Error.${code}`).toBeTypeOf("string");
        const used = [...(text ?? "").matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        expect(
          used.every((p) => PARAMS.includes(p!)),
          `${code}: ${used.join(", ")}`,
        ).toBe(true);
      }
    });
  }
});
