// Language files are kept one area per file (lang/<lang>/<area>.json) so several people can add strings
// without editing one big file; Foundry wants one file per language, so the build merges them.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The languages we ship: every folder under lang/. */
export function languages(root = "lang") {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/**
 * All strings of one language, merged. Refused with an error: a key defined in two area files, a value that
 * is not a string, and a key that is also the parent of another (`A.B` and `A.B.C`). Foundry expands the
 * language file into one nested object, where `A.B` cannot be a string and hold `C` at once; such a clash made
 * every key of a translation fail to load (WFRP4e issue #624).
 */
export function loadLanguage(lang, root = "lang") {
  const dir = join(root, lang);
  const merged = {};
  const fileOf = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const strings = JSON.parse(readFileSync(join(dir, file), "utf8"));
    for (const [key, value] of Object.entries(strings)) {
      if (key in merged)
        throw new Error(`lang/${lang}/${file}: key ${key} is already defined in another file`);
      if (typeof value !== "string") throw new Error(`lang/${lang}/${file}: ${key} must be a string`);
      merged[key] = value;
      fileOf[key] = file;
    }
  }
  checkNesting(merged, (key) => `lang/${lang}/${fileOf[key]}`);
  return merged;
}

/**
 * Refuses strings where a key is both a string and the parent of another (`A.B` and `A.B.C`), naming the
 * files of both by `where(key)`: the check loadLanguage runs, for strings merged from elsewhere too (a
 * module's language files joining the system's).
 */
export function checkNesting(merged, where) {
  for (const key of Object.keys(merged)) {
    const parts = key.split(".");
    for (let n = 1; n < parts.length; n += 1) {
      const parent = parts.slice(0, n).join(".");
      if (parent in merged) {
        throw new Error(
          `${where(key)}: key ${key} is a child of ${parent} (${where(parent)}), ` +
            `which is a string; Foundry cannot load a key that is both a string and a parent: rename one`,
        );
      }
    }
  }
}
