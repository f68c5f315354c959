// The simulator's words come from the same language files as the system (lang/<lang>/simulator.json),
// so the table and the error messages read the same in English and German.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { languages, loadLanguage } from "../repo-data/lang.mjs";

const LANG_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "lang");
const PREFIX = "SHADOWTURN.Simulator.";

export type Params = Record<string, string | number>;
/**
 * Keys are given without the "SHADOWTURN.Simulator." prefix, or whole when they start with "SHADOWTURN."
 * (the engine's refusal reasons, `SHADOWTURN.Error.<code>`, shared with the Foundry layer). `fallback` is
 * used when no language has the key.
 */
export type Translate = (key: string, params?: Params, fallback?: string) => string;

/** The languages the simulator can print in. */
export function simulatorLanguages(): string[] {
  return languages(LANG_ROOT);
}

/** A translator for one language (English where a string is missing). */
export function translator(lang = "en"): Translate {
  const strings = loadLanguage(lang, LANG_ROOT);
  const english = lang === "en" ? strings : loadLanguage("en", LANG_ROOT);
  return (key, params = {}, fallback) => {
    const full = key.startsWith("SHADOWTURN.") ? key : PREFIX + key;
    const template = strings[full] ?? english[full] ?? fallback;
    if (template === undefined) throw new Error(`missing language key ${full}`);
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  };
}

// A number in the language's way, and a d20 distance in its unit: the d20 economy's words, shared.
export { numberWords as number, distanceWords as distance } from "../engine";
