// A module's language files join the system's (docs/write-a-ruleset.md, "Language keys"): the edge-first
// module gives every key its ruleset needs in English and German, and its keys merged with the system's
// leave no key both a string and a parent, which Foundry cannot load (a key like
// SHADOWTURN.Error.no-edge.extra under the system's SHADOWTURN.Error.no-edge would break every string).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadLanguage } from "../../src/repo-data/lang.mjs";
import { EDGE_FIRST_DIR, EDGE_FIRST_ID, edgeFirstModule } from "../fixtures/edge-first/build";

const moduleStrings = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(join(EDGE_FIRST_DIR, "lang", `${lang}.json`), "utf8"));

/** The system's strings of `lang` and `extra`, merged and checked as the build checks them. */
function withSystem(lang: string, extra: Record<string, string>): Record<string, string> {
  const root = mkdtempSync(join(tmpdir(), "module-lang-"));
  cpSync(join("lang", lang), join(root, lang), { recursive: true });
  writeFileSync(join(root, lang, "zz-module.json"), JSON.stringify(extra));
  return loadLanguage(lang, root);
}

describe("a module's language keys", () => {
  for (const lang of ["en", "de"]) {
    it(`${lang}: the edge-first module names its ruleset everywhere and explains its own order words`, () => {
      const strings = withSystem(lang, moduleStrings(lang));
      for (const key of [
        `SHADOWTURN.Settings.ruleset.Choices.${EDGE_FIRST_ID}`,
        `SHADOWTURN.Tracker.Ruleset.${EDGE_FIRST_ID}`,
        `SHADOWTURN.Actor.Ruleset.${EDGE_FIRST_ID}`,
        "SHADOWTURN.Tracker.Why.edgeFirst",
        "SHADOWTURN.Tracker.WhyNoValues.edgeFirst",
      ])
        expect(strings[key], key).toBeTruthy();
    });
  }

  it("en and de: the words of its own economy (pips, buttons, the Brace, the actions left) and of its own refusals", async () => {
    const { economy } = (await edgeFirstModule()).ruleset;
    const keys = [
      ...economy.kinds.flatMap((k) => [k.labelKey, k.abbrKey]),
      ...(economy.outside ?? []).flatMap((a) => [a.labelKey, a.hintKey ?? a.labelKey]),
      economy.outsideInRow!.labelKey,
      economy.outsideInRow!.hintKey,
      // pips, spend buttons, the "actions left" plural family, the simulator's cell, the greyed Brace
      ...["Ap", "ApAbbr", "Spend.quick", "Spend.full", "SpendAbbr.quick", "SpendAbbr.full"],
      ...["Left.ap.one", "Left.ap.other", "Budget", "BudgetOwed", "NothingLeft"],
    ].map((k) => (k.startsWith("SHADOWTURN.") ? k : `SHADOWTURN.EdgeFirst.${k}`));
    const codes = ["not-your-phase", "no-ap", "brace-own-phase", "no-ap-to-brace"];
    for (const lang of ["en", "de"]) {
      const strings = withSystem(lang, moduleStrings(lang));
      for (const key of [...keys, ...codes.map((c) => `SHADOWTURN.Error.edge-first-${c}`)])
        expect(strings[key], `${lang}: ${key}`).toBeTruthy();
    }
    expect(Object.keys(moduleStrings("de")).sort()).toEqual(Object.keys(moduleStrings("en")).sort());
  }, 120_000);

  it("a module key under one of the system's strings is refused: a key cannot be both a string and a parent", () => {
    expect(() => withSystem("en", { "SHADOWTURN.Error.no-edge.extra": "x" })).toThrow(
      /both a string and a parent/,
    );
  });
});
