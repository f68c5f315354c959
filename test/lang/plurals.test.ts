// Plurals go through each language's plural rules (src/foundry/plural.ts), never a "pass(es)" hack: no
// string a player reads, in any language file or compendium source, may carry "(s)", "(es)", "(en)", "(n)"
// or a "Durchgang/-gänge" slash form; every counted phrase has a key for each plural category.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { languages, loadLanguage } from "../../src/repo-data/lang.mjs";
import { pluralCategories, pluralKey } from "../../src/foundry/plural";
import { ROOT } from "./keys";

/** "word(s)", "Handlung(en)", "Durchgang/-gänge": a plural left to the reader. */
const HACK = /\p{L}\((?:s|es|en|n|e|er)\)|\p{L}\/-\p{L}/u;

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ext) : ext.test(name) ? [path] : [];
  });
}

/** "file:line: text" of every line with a plural hack. */
function hacks(paths: string[]): string[] {
  return paths.flatMap((path) =>
    readFileSync(path, "utf8")
      .split("\n")
      .flatMap((line, i) => (HACK.test(line) ? [`${relative(ROOT, path)}:${i + 1}: ${line.trim()}`] : [])),
  );
}

const LANGS = languages(join(ROOT, "lang"));

describe("plurals (no '(s)' / '(en)' plurals left)", () => {
  it("the check recognises the hacks it is meant to catch, and leaves real words alone", () => {
    for (const bad of [
      "1 pass(es)",
      "bonus action(s)",
      "Bonushandlung(en)",
      "Durchgang/-gänge",
      "Kampfrunde(n)",
    ])
      expect(HACK.test(bad), bad).toBe(true);
    for (const good of [
      "3 passes",
      "Bonushandlungen",
      "hits(9d6)",
      "Erfolge(11d6)",
      "(sr4)",
      "Edge (current)",
    ])
      expect(HACK.test(good), good).toBe(false);
  });

  it("no language file says 'pass(es)' or 'Bonushandlung(en)'", () => {
    expect(hacks(files(join(ROOT, "lang"), /\.json$/))).toEqual([]);
  });

  it("no compendium source text says 'pass(es)' or 'hit(s)'", () => {
    expect(hacks(files(join(ROOT, "packs", "src"), /\.(ya?ml|json)$/))).toEqual([]);
  });

  it("every counted phrase has a form for each plural category of each language (Intl.PluralRules)", () => {
    for (const lang of LANGS) {
      const table = loadLanguage(lang, join(ROOT, "lang"));
      const categories = new Set(pluralCategories(lang));
      // A counted phrase is a key with a ".one" form ("…Category.other" alone is an action category).
      const bases = new Set(
        Object.keys(table)
          .filter((k) => k.endsWith(".one"))
          .map((k) => k.slice(0, -".one".length)),
      );
      expect(bases.size, lang).toBeGreaterThan(0);
      for (const base of bases) {
        for (const c of categories)
          expect(table[`${base}.${c}`], `${lang}: ${base}.${c}`).toBeTypeOf("string");
        expect(
          table[base],
          `${lang}: ${base} is the parent of its plural forms, never a string`,
        ).toBeUndefined();
      }
    }
  });

  it("one pass, two passes: English and German pick 'one' only for exactly 1", () => {
    expect(pluralKey("P", 1, "en")).toBe("P.one");
    expect(pluralKey("P", 0, "en")).toBe("P.other");
    expect(pluralKey("P", 3, "en")).toBe("P.other");
    expect(pluralKey("P", 1, "de")).toBe("P.one");
    expect(pluralKey("P", 2, "de")).toBe("P.other");
  });
});
