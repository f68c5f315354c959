// The simulator's words come from the same language files as the system (lang/<lang>/simulator.json),
// so the table and the error messages read the same in English and German.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { pluralKey } from "../foundry/plural";
import { languages, loadLanguage } from "../repo-data/lang.mjs";

const LANG_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "lang");
const PREFIX = "SHADOWTURN.Simulator.";

export type Params = Record<string, string | number>;
/**
 * Keys are given without the "SHADOWTURN.Simulator." prefix, or whole when they start with "SHADOWTURN."
 * (the engine's refusal reasons, `SHADOWTURN.Error.<code>`, shared with the Foundry layer). `fallback` is
 * used when no language has the key. A key that is a family of plural forms (`<key>.one`, `<key>.other`, as
 * src/foundry/plural.ts) takes the form its `count` parameter needs in the language: "the 1 expectation
 * holds", "all 3 expectations hold".
 */
export type Translate = (key: string, params?: Params, fallback?: string) => string;

/** The languages the simulator can print in. */
export function simulatorLanguages(): string[] {
  return languages(LANG_ROOT);
}

/**
 * The language a command line asks for with `--lang X` or `--lang=X`, in lower case (`--lang DE` is German);
 * English when it names none or one without a folder under lang/ (which the command then refuses).
 */
export function langArg(argv: readonly string[]): string {
  let lang: string | undefined;
  argv.forEach((a, i) => {
    if (a === "--lang") lang = argv[i + 1];
    else if (a.startsWith("--lang=")) lang = a.slice("--lang=".length);
  });
  const wanted = lang?.toLowerCase();
  return wanted !== undefined && simulatorLanguages().includes(wanted) ? wanted : "en";
}

/** The system's strings of one language (lang/<lang>/*.json merged). */
export function systemStrings(lang: string): Record<string, string> {
  return loadLanguage(lang, LANG_ROOT);
}

/**
 * A translator for one language (English where a string is missing). `strict` (the tests) takes no string
 * from English or a fallback: a key the language lacks throws, so a missing sentence cannot hide. `extra`:
 * strings by language that join the system's (a --module's language files, ./module.ts).
 */
export function translator(
  lang = "en",
  strict = false,
  extra: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): Translate {
  const strings = { ...loadLanguage(lang, LANG_ROOT), ...extra[lang] };
  const english = lang === "en" || strict ? strings : { ...loadLanguage("en", LANG_ROOT), ...extra.en };
  const lookup = (full: string): string | undefined => strings[full] ?? english[full];
  return (key, params = {}, fallback) => {
    let full = key.startsWith("SHADOWTURN.") ? key : PREFIX + key;
    if (lookup(full) === undefined && typeof params.count === "number")
      full = pluralKey(full, params.count, lang, (k) => lookup(k) !== undefined);
    const template = lookup(full) ?? (strict ? undefined : fallback);
    if (template === undefined) throw new Error(`missing language key ${full} (${lang})`);
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  };
}

// A number in the language's way, and a d20 distance in its unit: the d20 economy's words, shared.
export { numberWords as number, distanceWords as distance } from "../engine";
