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

/** All strings of one language, merged; a key defined in two area files is an error. */
export function loadLanguage(lang, root = "lang") {
  const dir = join(root, lang);
  const merged = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const strings = JSON.parse(readFileSync(join(dir, file), "utf8"));
    for (const [key, value] of Object.entries(strings)) {
      if (key in merged)
        throw new Error(`lang/${lang}/${file}: key ${key} is already defined in another file`);
      if (typeof value !== "string") throw new Error(`lang/${lang}/${file}: ${key} must be a string`);
      merged[key] = value;
    }
  }
  return merged;
}
