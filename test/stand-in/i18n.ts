// Stand-in for `game.i18n`, built the way Foundry builds it. Behaviour mimicked and where it was seen:
// - the language file's flat dotted keys are expanded into ONE nested object, and `localize(key)` walks the
//   dotted path through it. So a key cannot be a string and the parent of other keys at once (`A.B` and
//   `A.B.C`): WFRP4e issue #624 saw such a clash make every key of the translation fail to load
//   (FOUNDRY-API.md 4a). The stand-in refuses to build such a table, naming both keys.
// - `localize(key)` returns the key itself when the path does not end on a string; `format(key, data)` fills
//   `{name}` placeholders and leaves unknown ones as they are (SR5 `game.i18n.format('SR5.COMBAT.ModeTitle',
//   {mode})`); `has(key)` tells whether the path ends on a string.
import { loadLanguage } from "../../src/repo-data/lang.mjs";

export interface Translations {
  [key: string]: string | Translations;
}

/** Expands flat dotted keys into one nested object; a key that is a string and a parent throws. */
export function expandTranslations(flat: Record<string, string>): Translations {
  const tree: Translations = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split(".");
    let at = tree;
    parts.slice(0, -1).forEach((part, i) => {
      const next = (at[part] ??= {});
      if (typeof next === "string") {
        throw new Error(
          `translation ${parts.slice(0, i + 1).join(".")} is a string and the parent of ${key}`,
        );
      }
      at = next;
    });
    const last = parts[parts.length - 1]!;
    if (typeof at[last] === "object") {
      throw new Error(`translation ${key} is a string and the parent of other keys`);
    }
    at[last] = value;
  }
  return tree;
}

/** The string at a dotted path, or undefined when the path ends nowhere or on a parent. */
function lookup(tree: Translations, key: string): string | undefined {
  let at: string | Translations | undefined = tree;
  for (const part of key.split(".")) {
    if (typeof at !== "object") return undefined;
    at = at[part];
  }
  return typeof at === "string" ? at : undefined;
}

/** `game.i18n` over a nested translation tree. */
export function i18nOver(tree: Translations): ShadowturnI18n {
  const localize = (key: string) => lookup(tree, key) ?? key;
  return {
    localize,
    format: (key, data) =>
      localize(key).replace(/\{(\w+)\}/g, (m, name: string) => (name in data ? String(data[name]) : m)),
    has: (key) => lookup(tree, key) !== undefined,
  };
}

const trees = new Map<string, Translations>();
const moduleStrings = new Map<string, Record<string, string>>();

/** `game.i18n` for a shipped language: its area files merged (src/repo-data/lang.mjs), then expanded. */
export function i18n(lang = "en"): ShadowturnI18n {
  let tree = trees.get(lang);
  if (!tree) {
    const strings = { ...loadLanguage(lang), ...moduleStrings.get(lang) };
    trees.set(lang, (tree = expandTranslations(strings)));
  }
  return i18nOver(tree);
}

/**
 * An active module's language file: Foundry merges every active package's `languages` into the one
 * translation table (a module's module.json lists them as a system's system.json does).
 */
export function addModuleLanguage(lang: string, strings: Record<string, string>): void {
  moduleStrings.set(lang, { ...moduleStrings.get(lang), ...strings });
  trees.delete(lang);
}
