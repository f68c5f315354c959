// `simulate --module <file>`: a module's ruleset in the simulator. The file is an ES module (the JavaScript a
// module ships to Foundry) whose default export is a function of the engine returning `{ ruleset, ui }`, the
// same factory the module's init hook calls with `game.system.api.engine`; the simulator hands it the same
// engine (src/api/engine.ts), so the ruleset joins the one registry and throws the one RuleError. A default
// export that is already `{ ruleset, ui }` is taken as it is.
//
// Its words come from its own language files, as Foundry takes them: the "languages" of the module.json in the
// file's folder or the nearest folder above it (a release keeps module.json at its root, the scripts beside
// it or below), each path relative to that folder. The chosen language's and English (for what it lacks)
// join the system's strings, under the same rule as the system's own: no key both a string and a parent.
// No module.json is a bad argument, named: without it the module's refusals and pips would have no words.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { engine, type RulesetModule } from "../api/engine";
import { checkNesting } from "../repo-data/lang.mjs";

/** Why a module could not be loaded: the file as given, and one line saying what was wrong. */
export interface ModuleProblem {
  module: string;
  detail: string;
}

function isRulesetModule(value: unknown): value is RulesetModule {
  const m = value as Partial<RulesetModule> | null;
  return (
    typeof m === "object" &&
    m !== null &&
    typeof m.ruleset?.id === "string" &&
    typeof m.ruleset.beginTurn === "function" &&
    typeof m.ui === "object"
  );
}

// what each file handed over, so a file named again (a test's second run) registers the same ruleset again
const made = new Map<string, Promise<RulesetModule>>();

/** Loads one module file and returns what it hands over; throws with one line on anything else. */
export function loadRulesetModule(file: string, cwd = process.cwd()): Promise<RulesetModule> {
  const path = resolve(cwd, file);
  const once = made.get(path) ?? loadOnce(path);
  made.set(path, once);
  return once;
}

async function loadOnce(path: string): Promise<RulesetModule> {
  const loaded = (await import(pathToFileURL(path).href)) as { default?: unknown };
  const exported = loaded.default;
  const made =
    typeof exported === "function" ? (exported as (e: typeof engine) => unknown)(engine) : exported;
  if (!isRulesetModule(made))
    throw new Error("its default export must be (engine) => ({ ruleset, ui }) or { ruleset, ui }");
  return made;
}

/** Strings by language: what the modules' language files add to the system's. */
export type ModuleStrings = Record<string, Record<string, string>>;

/** The module.json in `dir` or the nearest folder above it, or null. */
function findManifest(dir: string): string | null {
  for (let at = dir; ; at = dirname(at)) {
    const file = join(at, "module.json");
    if (existsSync(file)) return file;
    if (dirname(at) === at) return null;
  }
}

function readJson(file: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new Error(`${what} ${file} cannot be read`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new Error(`${what} ${file} is not JSON: ${(err as Error).message}`, { cause: err });
  }
}

/** A language file's strings as dotted keys: Foundry takes them flat or nested. */
function flatStrings(value: unknown, file: string, prefix = "", out: Record<string, string> = {}) {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error(`the language file ${file} must hold an object of strings`);
  for (const [key, v] of Object.entries(value)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof v === "string") out[full] = v;
    else if (typeof v === "object" && v !== null && !Array.isArray(v)) flatStrings(v, file, full, out);
    else throw new Error(`the language file ${file}: ${full} must be a string`);
  }
  return out;
}

/**
 * The strings of `langs` from the languages of the module.json nearest the module file; throws with one line
 * when there is none, it or a language file cannot be read, or a key clashes with the system's (`system`).
 */
export function moduleLanguages(
  file: string,
  langs: readonly string[],
  system: (lang: string) => Record<string, string>,
  cwd = process.cwd(),
): ModuleStrings {
  const manifest = findManifest(dirname(resolve(cwd, file)));
  if (manifest === null)
    throw new Error(
      "no module.json beside it or in a folder above it, so its language files cannot be found",
    );
  const m = readJson(manifest, "its module.json") as { languages?: unknown };
  const entries = Array.isArray(m.languages) ? (m.languages as { lang?: unknown; path?: unknown }[]) : [];
  const out: ModuleStrings = {};
  for (const lang of langs) {
    const strings: Record<string, string> = {};
    const fileOf: Record<string, string> = {};
    for (const e of entries.filter((x) => x.lang === lang && typeof x.path === "string")) {
      const path = join(dirname(manifest), e.path as string);
      for (const [key, value] of Object.entries(flatStrings(readJson(path, "its language file"), path))) {
        strings[key] = value;
        fileOf[key] = path;
      }
    }
    checkNesting({ ...system(lang), ...strings }, (key) => fileOf[key] ?? `the system's lang/${lang}`);
    out[lang] = strings;
  }
  return out;
}

/**
 * Loads each file, registers its ruleset with the engine and reads its language files for `langs`; the
 * strings they add, and the first problem or null.
 */
export async function loadRulesetModules(
  files: string[],
  cwd = process.cwd(),
  langs: readonly string[] = ["en"],
  system: (lang: string) => Record<string, string> = () => ({}),
): Promise<{ problem: ModuleProblem | null; strings: ModuleStrings }> {
  const strings: ModuleStrings = {};
  for (const file of files) {
    try {
      const module = await loadRulesetModule(file, cwd);
      const words = moduleLanguages(file, langs, system, cwd);
      engine.registerRuleset(module.ruleset);
      for (const [lang, more] of Object.entries(words)) strings[lang] = { ...strings[lang], ...more };
    } catch (err) {
      const detail = (err instanceof Error ? err.message : String(err)).split("\n")[0] ?? "";
      return { problem: { module: file, detail }, strings };
    }
  }
  return { problem: null, strings };
}
