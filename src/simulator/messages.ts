// The simulator's words come from the same language files as the system (lang/<lang>/simulator.json),
// so the table and the error messages read the same in English and German.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { languages, loadLanguage } from "../../scripts/lang.mjs";

const LANG_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "lang");
const PREFIX = "SHADOWTURN.Simulator.";

export type Params = Record<string, string | number>;
export type Translate = (key: string, params?: Params) => string;

/** The languages the simulator can print in. */
export function simulatorLanguages(): string[] {
  return languages(LANG_ROOT);
}

/** A translator for one language; keys are given without the "SHADOWTURN.Simulator." prefix. */
export function translator(lang = "en"): Translate {
  const strings = loadLanguage(lang, LANG_ROOT);
  const fallback = lang === "en" ? strings : loadLanguage("en", LANG_ROOT);
  return (key, params = {}) => {
    const template = strings[PREFIX + key] ?? fallback[PREFIX + key];
    if (template === undefined) throw new Error(`missing language key ${PREFIX}${key}`);
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  };
}
