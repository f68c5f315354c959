// Foundry expands a language file into one nested object, so a key that is a string and also the parent of
// other keys (`A.B` and `A.B.C`) cannot load; WFRP4e issue #624 saw such a clash break every key of the file.
// The build refuses such language files before it writes anything, naming the file and both keys.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildSystem } from "../../scripts/build.mjs";
import { loadLanguage } from "../../src/repo-data/lang.mjs";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A lang/ folder with one language whose area files hold these strings. */
function langFolder(files: Record<string, Record<string, string>>): string {
  const root = mkdtempSync(join(tmpdir(), "shadowturn-lang-"));
  dirs.push(root);
  mkdirSync(join(root, "en"));
  for (const [name, strings] of Object.entries(files))
    writeFileSync(join(root, "en", name), JSON.stringify(strings));
  return root;
}

describe("the build refuses language files Foundry could not load", () => {
  it("a key that is both a string and a parent stops the build, naming the file and both keys", async () => {
    const langDir = langFolder({
      "item.json": { "X.Field.initiative": "Initiative", "X.Field.initiative.dice": "Dice" },
    });
    const outDir = join(langDir, "dist");
    await expect(buildSystem({ outDir, releaseDir: join(langDir, "release"), langDir })).rejects.toThrow(
      /lang\/en\/item\.json: key X\.Field\.initiative\.dice is a child of X\.Field\.initiative/,
    );
    expect(existsSync(outDir)).toBe(false);
  });

  it("the clash is found across area files too, and both files are named", () => {
    const root = langFolder({ "a.json": { "X.Menu": "Menu" }, "b.json": { "X.Menu.Open": "Open" } });
    expect(() => loadLanguage("en", root)).toThrow(
      "lang/en/b.json: key X.Menu.Open is a child of X.Menu (lang/en/a.json)",
    );
  });

  it("siblings that only share the start of a name are no clash (X.Menu and X.MenuHint)", () => {
    const root = langFolder({ "a.json": { "X.Menu": "Menu", "X.MenuHint": "Hint", "X.Other.Menu": "M" } });
    expect(Object.keys(loadLanguage("en", root))).toHaveLength(3);
  });

  it("the shipped language files have no such clash", () => {
    for (const lang of ["en", "de"]) expect(() => loadLanguage(lang)).not.toThrow();
  });
});
