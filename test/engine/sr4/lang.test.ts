// Every sr4 refusal reaches the GM in their language (team rule: no hard-coded user-facing strings).
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadLanguage } from "../../../src/repo-data/lang.mjs";

const SOURCES = readdirSync("src/engine/rulesets/sr4").map((f) => `src/engine/rulesets/sr4/${f}`);
const CODES = new Set(
  SOURCES.flatMap((f) => [...readFileSync(f, "utf8").matchAll(/"(sr4-[a-z-]+)"/g)].map((m) => m[1] ?? "")),
);
/** The parameters the sr4 refusals carry. */
const PARAMS = new Set(["actor", "pass", "max", "command"]);

describe("sr4 refusals in English and German", () => {
  it("sr4 rules 7-11: the refusal codes are read from the ruleset's source", () => {
    expect([...CODES]).toEqual(
      expect.arrayContaining(["sr4-pass-underway", "sr4-pass-cap", "sr4-extra-pass-used"]),
    );
  });

  it.each(["en", "de"])(
    "sr4 rules 7-11: every refusal has a %s message naming only known parameters",
    (lang) => {
      const strings = loadLanguage(lang);
      for (const code of CODES) {
        const key = `SHADOWTURN.Error.${code}`;
        expect(strings[key], key).toMatch(/\{actor\}/);
        const named = [...(strings[key] ?? "").matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "");
        expect(
          named.filter((p) => !PARAMS.has(p)),
          key,
        ).toEqual([]);
      }
    },
  );
});
