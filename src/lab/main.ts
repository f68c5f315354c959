// What `npm run -s lab -- <party.yaml> [options]` does: reads the party, plays every ruleset asked for and
// builds the table or JSON (and the HTML report). Like the simulator, nothing reaches stdout until all is
// done; a bad file or option prints one line on stderr and exits 2 (docs/lab.md).
import { writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { initiativeFormula, isSrRuleset, RULESET_IDS, type RulesetId } from "../engine";
import { formulaText } from "../simulator/formula-line";
import { ScenarioError } from "../simulator/errors";
import { isCombatantId } from "../simulator/field";
import { errorText, EXIT_BAD_SCENARIO, EXIT_INTERNAL, EXIT_OK, formulaLabels } from "../simulator/main";
import { langArg, simulatorLanguages, translator, type Translate } from "../simulator/messages";
import { renderLabHtml } from "./charts";
import { inputsFor, loadParty, type Habits, type Party } from "./party";
import { playRuleset } from "./play";
import { LAB_REPORT_VERSION, renderLabJson, renderLabTable, type LabReport } from "./report";
import { summarize } from "./stats";

export const LAB_RULESETS: RulesetId[] = RULESET_IDS.filter(isSrRuleset);

export interface LabOptions {
  file: string;
  fights: number;
  turnsPerFight: number;
  rulesets: RulesetId[];
  seed: number;
  rerollEachTurn: boolean;
  wounds: Record<string, number>;
  habits: Record<string, Partial<Habits>>;
  json: boolean;
  report: string | null;
  lang: string;
  /** The folder the user ran the command in: the party file and the report are relative to it. */
  cwd?: string;
}

/** A command-line mistake: the option and what it should have been. */
export class OptionError extends Error {
  constructor(
    readonly option: string,
    readonly problem: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${option}: ${problem}`);
  }
}

const SPEC = {
  runs: { type: "string" },
  turns: { type: "string" },
  rulesets: { type: "string" },
  seed: { type: "string" },
  "keep-scores": { type: "boolean" },
  wound: { type: "string", multiple: true },
  seize: { type: "string", multiple: true },
  blitz: { type: "string", multiple: true },
  dodge: { type: "string", multiple: true },
  json: { type: "boolean" },
  report: { type: "string" },
  lang: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/**
 * A whole number of at least `min`, as written (`1e6` is a million). With `cap`, a count that alone is more
 * than the lab plays (MAX_LAB_WORK) is refused for that reason, not as "no whole number".
 */
function whole(option: string, text: string | undefined, fallback: number, min: number, cap = false): number {
  if (text === undefined) return fallback;
  const n = text.trim() === "" ? Number.NaN : Number(text);
  if (cap && Number.isInteger(n) && n > MAX_LAB_WORK)
    throw new OptionError(option, "cap", { max: MAX_LAB_WORK, value: text });
  if (!Number.isSafeInteger(n) || n < min) throw new OptionError(option, "number", { min, got: text });
  return n;
}

/** The options that take a value: `--runs -5` is the value -5 (a wrong one), not an option called -5. */
const VALUED = Object.entries(SPEC)
  .filter(([, spec]) => spec.type === "string")
  .map(([name]) => `--${name}`);

/** `--runs -5` as `--runs=-5`, so parseArgs hands the value on and the option's own check names it. */
function joinDashValues(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const next = argv[i + 1];
    if (VALUED.includes(arg) && next !== undefined && /^-[\d.]/.test(next)) {
      out.push(`${arg}=${next}`);
      i += 1;
    } else out.push(arg);
  }
  return out;
}

/** `id=value` pairs; the ids are checked against the party later. */
function pairs(option: string, list: string[] | undefined, check: (v: number) => boolean, problem: string) {
  const out: Record<string, number> = {};
  for (const item of list ?? []) {
    const [id, text, extra] = item.split("=");
    const value = Number(text);
    if (!id || text === undefined || extra !== undefined || text.trim() === "")
      throw new OptionError(option, "pair");
    // checked by shape before it is a key: `__proto__=0.5` would set the prototype, not a habit
    if (!isCombatantId(id)) throw new OptionError(`${option} ${id}`, "id");
    if (!Number.isFinite(value) || !check(value)) throw new OptionError(option, problem);
    out[id] = value;
  }
  return out;
}

/** Reads the command line; `help` when usage was asked for. */
export function readOptions(argv: string[]): LabOptions | "help" {
  let parsed;
  try {
    parsed = parseArgs({ args: joinDashValues(argv), options: SPEC, allowPositionals: true, strict: true });
  } catch (err) {
    const named = /'([^']+)'/.exec((err as Error).message)?.[1] ?? argv.join(" ");
    const option = named.split(" ")[0] ?? named;
    const code = (err as { code?: string }).code;
    throw new OptionError(option, code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? "unknown" : "value");
  }
  const v = parsed.values;
  if (v.help) return "help";
  const lang = (v.lang ?? "en").toLowerCase();
  if (!simulatorLanguages().includes(lang))
    throw new OptionError("--lang", "lang", { options: simulatorLanguages().join(", ") });
  if (parsed.positionals.length !== 1)
    throw new OptionError(parsed.positionals.slice(1).join(" ") || "<party.yaml>", "file");
  const rulesets = (v.rulesets ?? LAB_RULESETS.join(",")).split(",").map((s) => s.trim());
  if (rulesets.length === 0 || rulesets.some((r) => !LAB_RULESETS.includes(r as RulesetId)))
    throw new OptionError("--rulesets", "rulesets", { options: LAB_RULESETS.join(", ") });
  const share = (x: number) => x >= 0 && x <= 1;
  const seize = pairs("--seize", v.seize, share, "share");
  const blitz = pairs("--blitz", v.blitz, share, "share");
  const dodge = pairs("--dodge", v.dodge, share, "share");
  const habits: Record<string, Partial<Habits>> = {};
  for (const [id, s] of Object.entries(seize)) habits[id] = { ...habits[id], seize: s };
  for (const [id, b] of Object.entries(blitz)) habits[id] = { ...habits[id], blitz: b };
  for (const [id, d] of Object.entries(dodge)) habits[id] = { ...habits[id], dodge: d };
  return {
    file: parsed.positionals[0]!,
    fights: whole("--runs", v.runs, 10_000, 1, true),
    turnsPerFight: whole("--turns", v.turns, 1, 1, true),
    rulesets: [...new Set(rulesets)] as RulesetId[],
    seed: whole("--seed", v.seed, 1, 0),
    rerollEachTurn: !v["keep-scores"],
    wounds: pairs("--wound", v.wound, (x) => Number.isInteger(x) && x <= 0 && x >= -99, "wound"),
    habits,
    json: v.json ?? false,
    report: v.report ?? null,
    lang,
  };
}

/** Ids the command line names must be combatants of the party. */
function checkIds(o: LabOptions, party: Party): void {
  const ids = party.entries.map((e) => e.at("id").str());
  const named: [string, string[]][] = [
    ["--wound", Object.keys(o.wounds)],
    ["--seize/--blitz/--dodge", Object.keys(o.habits)],
  ];
  for (const [option, list] of named)
    for (const id of list)
      if (!ids.includes(id)) throw new OptionError(`${option} ${id}`, "pair", { ids: ids.join(", ") });
}

/**
 * The most combatant-turns (runs times turns times party size) one ruleset may play: the default run of a
 * party of six is 60,000; the cap keeps a typo like `--runs 100000000` to one line instead of an hour.
 */
export const MAX_LAB_WORK = 2_000_000;

/** Plays the party under every ruleset asked for. `onFight(ruleset)` ticks after each fight. */
export function runLab(o: LabOptions, onFight?: (ruleset: RulesetId) => void): LabReport {
  const party = loadParty(o.file, o.cwd);
  checkIds(o, party);
  const work = o.fights * o.turnsPerFight * party.entries.length;
  if (work > MAX_LAB_WORK) {
    throw new OptionError("--runs", "work", {
      max: MAX_LAB_WORK,
      runs: o.fights,
      turns: o.turnsPerFight,
      party: party.entries.length,
      work,
    });
  }
  const habits: Record<string, Habits> = {};
  for (const id of new Set([...Object.keys(party.habits), ...Object.keys(o.habits)]))
    habits[id] = { seize: 0, blitz: 0, dodge: 0, ...party.habits[id], ...o.habits[id] };
  const report: LabReport = {
    version: LAB_REPORT_VERSION,
    party: party.name,
    seed: o.seed,
    fights: o.fights,
    turnsPerFight: o.turnsPerFight,
    rerollEachTurn: o.rerollEachTurn,
    wounds: o.wounds,
    habits,
    builds: [],
    rulesets: {},
  };
  const labels = formulaLabels(translator(o.lang));
  for (const ruleset of o.rulesets) {
    const inputs = inputsFor(party, ruleset, o.wounds);
    inputs.forEach((input, i) => {
      const build = (report.builds[i] ??= { id: input.id, name: input.name, formulas: {} });
      build.formulas[ruleset] = formulaText(initiativeFormula(ruleset, input), input, labels);
    });
    const samples = playRuleset({
      ruleset,
      inputs,
      fights: o.fights,
      turnsPerFight: o.turnsPerFight,
      seed: o.seed,
      rerollEachTurn: o.rerollEachTurn,
      habits,
      onFight: onFight && (() => onFight(ruleset)),
    });
    report.rulesets[ruleset] = summarize(samples, Object.fromEntries(inputs.map((i) => [i.id, i.name])));
  }
  return report;
}

export interface LabOutput {
  stdout: string;
  stderr: string;
  status: number;
  /** The HTML report, when --report asked for one (the caller writes it). */
  html: { file: string; text: string } | null;
}

function optionText(err: OptionError, t: Translate): string {
  return t("Lab.BadOption", { option: err.option, problem: t(`Lab.Problem.${err.problem}`, err.params) });
}

/** What Node's error code means for a report file, in the user's words (never the raw "ENOENT ..."). */
const UNWRITABLE: Record<string, string> = {
  ENOENT: "noFolder",
  ENOTDIR: "noFolder",
  EISDIR: "folder",
  EACCES: "noAccess",
  EPERM: "noAccess",
  EROFS: "noAccess",
};

/** Runs the lab; returns what to print and to write (nothing is printed here). */
/** Progress of a run: fights played so far of all fights of all rulesets. */
export type OnProgress = (done: number, total: number, ruleset: RulesetId) => void;

/** The translator of the --lang the command line asks for (English when it names none or an unknown one). */
function argvTranslator(argv: string[]): Translate {
  return translator(langArg(argv));
}

/**
 * Writes the HTML report after the table was printed. A path that cannot be written is one line on stderr
 * and exit status 2, never a stack trace; the table the run cost is already on the screen.
 */
export function writeReport(
  html: NonNullable<LabOutput["html"]>,
  argv: string[],
  write: (file: string, text: string) => void = (file, text) => writeFileSync(file, text),
  cwd = process.cwd(),
): { stderr: string; status: number } {
  const path = resolve(cwd, html.file);
  try {
    write(path, html.text);
    return { stderr: "", status: EXIT_OK };
  } catch (err) {
    const t = argvTranslator(argv);
    const known = UNWRITABLE[(err as NodeJS.ErrnoException).code ?? ""];
    const reason = known
      ? t(`Lab.Why.${known}`, { path, folder: dirname(path) })
      : ((err instanceof Error ? err.message : String(err)).split("\n")[0] ?? "");
    const line = t("Lab.Unwritable", { file: html.file, reason });
    return { stderr: line + "\n", status: EXIT_BAD_SCENARIO };
  }
}

/**
 * Runs the lab on a command line. `cwd` is the folder the user typed it in (npm runs scripts in the
 * checkout and names the user's folder in INIT_CWD): the party file and the report are relative to it.
 */
export function labMain(argv: string[], onProgress?: OnProgress, cwd = process.cwd()): LabOutput {
  const t = argvTranslator(argv);
  let o: LabOptions | "help";
  try {
    const read = readOptions(argv);
    o = read === "help" ? read : { ...read, cwd };
  } catch (err) {
    if (!(err instanceof OptionError)) throw err;
    return {
      stdout: "",
      stderr: `${t("Lab.ArgumentError", { problem: optionText(err, t) })}\n`,
      status: EXIT_BAD_SCENARIO,
      html: null,
    };
  }
  if (o === "help")
    return { stdout: `${t("Lab.Usage")}\n\n${t("Lab.Help")}\n`, stderr: "", status: EXIT_OK, html: null };
  try {
    const total = o.fights * o.rulesets.length;
    let done = 0;
    const report = runLab(o, onProgress && ((ruleset) => onProgress(++done, total, ruleset)));
    const stdout = o.json ? renderLabJson(report) : renderLabTable(report, t, o.lang);
    const html = o.report ? { file: o.report, text: renderLabHtml(report, t, o.lang) } : null;
    return { stdout, stderr: "", status: EXIT_OK, html };
  } catch (err) {
    if (err instanceof ScenarioError)
      return { stdout: "", stderr: errorText(err, t) + "\n", status: EXIT_BAD_SCENARIO, html: null };
    if (err instanceof OptionError)
      return { stdout: "", stderr: `${optionText(err, t)}\n`, status: EXIT_BAD_SCENARIO, html: null };
    const detail = (err instanceof Error ? err.message : String(err)).split("\n")[0] ?? "";
    return {
      stdout: "",
      stderr: t("Lab.Internal", { file: o.file, detail }) + "\n",
      status: EXIT_INTERNAL,
      html: null,
    };
  }
}
