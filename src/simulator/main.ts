// What `npm run -s simulate -- <scenario> [--json] [--check] [--lang de] [--module file.js]` does: runs a
// scenario through the engine and builds what to print; --module first loads a module's ruleset
// (./module.ts) so a scenario can name it. The whole output is built first and printed at the end, so a bad scenario
// prints nothing on stdout: only one line on stderr, with exit status 2. --check compares the fight with the
// scenario's `expect:` block and exits 1 on a mismatch; a failure of the simulator itself exits 3.
import { parseArgs } from "node:util";
import { FORMULA_LABEL_KEYS, type FormulaLabels } from "../engine";
import { ScenarioError } from "./errors";
import { checkScenario } from "./expect";
import { renderJson } from "./json";
import type { FightLog } from "./log";
import { langArg, simulatorLanguages, systemStrings, translator, type Translate } from "./messages";
import { loadRulesetModules, type ModuleStrings } from "./module";
import { loadScenario } from "./parse";
import { runScenario } from "./run";
import type { Scenario } from "./scenario";
import { renderTable } from "./table";

export const EXIT_OK = 0;
export const EXIT_MISMATCH = 1;
export const EXIT_BAD_SCENARIO = 2;
/** Not the scenario's fault: the simulator or the engine failed. One line on stderr, nothing on stdout. */
export const EXIT_INTERNAL = 3;

export interface Output {
  stdout: string;
  stderr: string;
  status: number;
}

interface Options {
  file: string;
  /** The folder the user ran the command in: the file is read relative to it. */
  cwd: string;
  json: boolean;
  check: boolean;
  lang: string;
  /** Module files whose ruleset the scenario may play (loaded by simulate before main). */
  modules: string[];
}

/** The command line, read by node:util parseArgs; a problem is returned as the line to print. */
function readArgs(
  argv: string[],
  cwd: string,
): {
  help: boolean;
  options?: Options;
  problem?: (t: Translate) => string;
} {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        json: { type: "boolean" },
        check: { type: "boolean" },
        lang: { type: "string" },
        module: { type: "string", multiple: true },
        help: { type: "boolean", short: "h" },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    const option = /'([^']+)'/.exec((err as Error).message)?.[1]?.split(" ")[0] ?? "";
    const code = (err as { code?: string }).code;
    const key = code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? "UnknownOption" : "OptionValue";
    return { help: false, problem: (t) => t(key, { option }) };
  }
  const { values, positionals } = parsed;
  // `--lang DE` is German too: language folders are lower case
  const lang = (values.lang ?? "en").toLowerCase();
  const languages = simulatorLanguages();
  if (values.help) return { help: true };
  if (!languages.includes(lang)) {
    return { help: false, problem: (t) => t("UnknownLanguage", { lang, languages: languages.join(", ") }) };
  }
  const [file, second] = positionals;
  if (file === undefined) return { help: false, problem: (t) => t("NoFile") };
  if (second !== undefined) return { help: false, problem: (t) => t("SecondFile", { file, second }) };
  return {
    help: false,
    options: {
      file,
      cwd,
      json: values.json === true,
      check: values.check === true,
      lang,
      modules: values.module ?? [],
    },
  };
}

/** A value as the message shows it: one short line, NaN and Infinity by name (JSON would say null). */
function shown(v: unknown): string | null {
  if (v === undefined || (typeof v === "object" && v !== null)) return null;
  const text = typeof v === "number" && !Number.isFinite(v) ? String(v) : JSON.stringify(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

export function errorText(err: ScenarioError, t: Translate): string {
  const expected = t(`Expected.${err.expected}`, err.params);
  const got = shown(err.got);
  const params = { file: err.file, field: err.field, expected, got: got ?? "" };
  return got === null ? t("Error", params) : t("ErrorGot", params);
}

type Run = (s: Scenario, labels: Partial<FormulaLabels>) => FightLog;

/** The formula's words in the chosen language, from the same strings the actor sheet uses. */
export function formulaLabels(t: Translate): FormulaLabels {
  const entries = Object.entries(FORMULA_LABEL_KEYS).map(([k, key]) => [k, t(key)]);
  return Object.fromEntries(entries) as FormulaLabels;
}

/** The fight as printed, and the --check report. */
function play(o: Options, t: Translate, run: Run): Output {
  const scenario = loadScenario(o.file, o.cwd);
  const log = run(scenario, formulaLabels(t));
  const stdout = o.json ? renderJson(log) : renderTable(log, t);
  if (!o.check) return { stdout, stderr: "", status: EXIT_OK };
  const mismatches = checkScenario(log, scenario);
  const report = mismatches.length
    ? mismatches.map((m) =>
        t("Check.Failed", { file: o.file, path: m.path, problem: t(`Check.${m.key}`, m.params) }),
      )
    : [
        t(scenario.expect.length ? "Check.Passed" : "Check.Nothing", {
          file: o.file,
          count: scenario.expect.length,
        }),
      ];
  return { stdout, stderr: report.join("\n") + "\n", status: mismatches.length ? EXIT_MISMATCH : EXIT_OK };
}

/**
 * Runs the CLI; returns stdout text, stderr text and the exit status (nothing is printed here). `run` plays
 * the scenario (the tests hand in one that fails, to see the exit-3 path); `cwd` is the folder the user ran
 * the command in (npm runs scripts in the package's folder and names the user's in INIT_CWD); `moduleStrings`
 * are the words the --module files' language files add (simulate reads them).
 */
export function main(
  argv: string[],
  run: Run = runScenario,
  cwd = process.cwd(),
  moduleStrings: ModuleStrings = {},
): Output {
  const args = readArgs(argv, cwd);
  if (args.help) return { stdout: translator(langArg(argv))("Usage") + "\n", stderr: "", status: EXIT_OK };
  if (!args.options) {
    const t = translator(langArg(argv));
    // one line, as every refusal: the problem, then where the usage is
    return {
      stdout: "",
      stderr: `${t("ArgumentError", { problem: args.problem!(t) })}\n`,
      status: EXIT_BAD_SCENARIO,
    };
  }
  const o = args.options;
  const t = translator(o.lang, false, moduleStrings);
  try {
    return play(o, t, run);
  } catch (err) {
    if (err instanceof ScenarioError) {
      return { stdout: "", stderr: errorText(err, t) + "\n", status: EXIT_BAD_SCENARIO };
    }
    const detail = (err instanceof Error ? err.message : String(err)).split("\n")[0];
    return {
      stdout: "",
      stderr: t("Internal", { file: o.file, detail: detail ?? "" }) + "\n",
      status: EXIT_INTERNAL,
    };
  }
}

/**
 * The command line as `npm run simulate` runs it: the --module files are loaded first (each an ES module
 * whose default export is `(engine) => ({ ruleset, ui })`, docs/write-a-ruleset.md), their rulesets
 * registered with the engine and their language files read (the chosen language and English, from the
 * nearest module.json's "languages"), then main plays the scenario in their words. A module that cannot be
 * loaded, or has no module.json, is a bad argument: one line on stderr, exit 2.
 */
export async function simulate(argv: string[], run: Run = runScenario, cwd = process.cwd()): Promise<Output> {
  const o = readArgs(argv, cwd).options;
  let strings: ModuleStrings = {};
  if (o && o.modules.length > 0) {
    const t = translator(o.lang);
    const langs = [...new Set([o.lang, "en"])];
    const loaded = await loadRulesetModules(o.modules, cwd, langs, systemStrings);
    if (loaded.problem) {
      const { module, detail } = loaded.problem;
      return { stdout: "", stderr: `${t("ModuleFailed", { module, detail })}\n`, status: EXIT_BAD_SCENARIO };
    }
    strings = loaded.strings;
  }
  return main(argv, run, cwd, strings);
}
