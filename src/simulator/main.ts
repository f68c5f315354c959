// What `npm run simulate -- <scenario> [--json] [--check] [--lang de]` does: runs a scenario through the engine and
// builds what to print. The whole output is built first and printed at the end, so a bad scenario prints
// nothing on stdout: only its message on stderr, with exit status 2. --check compares the fight with the
// scenario's `expect:` block and exits 1 on a mismatch; an engine failure exits 3.
import { ScenarioError } from "./errors";
import { checkExpectations } from "./expect";
import { renderJson } from "./json";
import { simulatorLanguages, translator, type Translate } from "./messages";
import { loadScenario } from "./parse";
import { runScenario } from "./run";
import { renderTable } from "./table";

export const EXIT_OK = 0;
export const EXIT_MISMATCH = 1;
export const EXIT_BAD_SCENARIO = 2;
/** Not the scenario's fault: the engine failed. Reported as a bug, with nothing on stdout either. */
export const EXIT_INTERNAL = 3;

interface Options {
  file: string | null;
  json: boolean;
  check: boolean;
  lang: string;
  unknown: string | null;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { file: null, json: false, check: false, lang: "en", unknown: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === "--json") o.json = true;
    else if (arg === "--check") o.check = true;
    else if (arg === "--lang" && simulatorLanguages().includes(argv[i + 1] ?? "")) o.lang = argv[++i]!;
    else if (arg.startsWith("-") || o.file !== null) o.unknown ??= arg;
    else o.file = arg;
  }
  return o;
}

export function errorText(err: ScenarioError, t: Translate): string {
  const expected = t(`Expected.${err.expected}`, err.params);
  const got = err.got === undefined || typeof err.got === "object" ? null : JSON.stringify(err.got);
  const params = { file: err.file, field: err.field, expected, got: got ?? "" };
  return got === null ? t("Error", params) : t("ErrorGot", params);
}

/** Runs the CLI; returns stdout text, stderr text and the exit status (nothing is printed here). */
export function main(argv: string[]): { stdout: string; stderr: string; status: number } {
  const o = parseArgs(argv);
  const t = translator(o.lang);
  if (o.file === null || o.unknown !== null) {
    const problem = o.unknown === null ? "" : t("UnknownOption", { option: o.unknown }) + "\n";
    return { stdout: "", stderr: problem + t("Usage") + "\n", status: EXIT_BAD_SCENARIO };
  }
  try {
    const scenario = loadScenario(o.file);
    const log = runScenario(scenario);
    const stdout = o.json ? renderJson(log) : renderTable(log, t);
    if (!o.check) return { stdout, stderr: "", status: EXIT_OK };
    const mismatches = checkExpectations(log, scenario.expect);
    const report = mismatches.length
      ? mismatches.map((m) =>
          t("Check.Failed", { file: o.file!, path: m.path, problem: t(`Check.${m.key}`, m.params) }),
        )
      : [t("Check.Passed", { file: o.file, count: scenario.expect.length })];
    return { stdout, stderr: report.join("\n") + "\n", status: mismatches.length ? EXIT_MISMATCH : EXIT_OK };
  } catch (err) {
    if (err instanceof ScenarioError) {
      return { stdout: "", stderr: errorText(err, t) + "\n", status: EXIT_BAD_SCENARIO };
    }
    const detail = err instanceof Error ? (err.stack ?? err.message) : String(err);
    return { stdout: "", stderr: t("Internal", { file: o.file, detail }) + "\n", status: EXIT_INTERNAL };
  }
}
