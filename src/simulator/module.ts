// `simulate --module <file>`: a module's ruleset in the simulator. The file is an ES module (the JavaScript a
// module ships to Foundry) whose default export is a function of the engine returning `{ ruleset, ui }`, the
// same factory the module's init hook calls with `game.system.api.engine`; the simulator hands it the same
// engine (src/api/engine.ts), so the ruleset joins the one registry and throws the one RuleError. A default
// export that is already `{ ruleset, ui }` is taken as it is.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { engine, type RulesetModule } from "../api/engine";

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

/** Loads one module file and returns what it hands over; throws with one line on anything else. */
export async function loadRulesetModule(file: string, cwd = process.cwd()): Promise<RulesetModule> {
  const loaded = (await import(pathToFileURL(resolve(cwd, file)).href)) as { default?: unknown };
  const exported = loaded.default;
  const made =
    typeof exported === "function" ? (exported as (e: typeof engine) => unknown)(engine) : exported;
  if (!isRulesetModule(made))
    throw new Error("its default export must be (engine) => ({ ruleset, ui }) or { ruleset, ui }");
  return made;
}

/** Loads each file and registers its ruleset with the engine; the first problem, or null. */
export async function loadRulesetModules(
  files: string[],
  cwd = process.cwd(),
): Promise<ModuleProblem | null> {
  for (const file of files) {
    try {
      engine.registerRuleset((await loadRulesetModule(file, cwd)).ruleset);
    } catch (err) {
      const detail = (err instanceof Error ? err.message : String(err)).split("\n")[0] ?? "";
      return { module: file, detail };
    }
  }
  return null;
}
