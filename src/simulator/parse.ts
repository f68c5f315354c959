// Scenario text to data: YAML (which also reads JSON) with syntax errors reported by line and column.
// Hostile files stop with one line too: a file too big to be a scenario is refused before it is read, YAML
// aliases may expand only so far (an "alias bomb" would otherwise fill the memory), and nesting too deep
// for the parser is a syntax error, not a crash.
import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { isAlias, LineCounter, parseDocument, visit, type Document } from "yaml";
import { ScenarioError } from "./errors";
import type { Scenario } from "./scenario";
import { validateScenario } from "./validate";

/** The largest scenario file read: the biggest example is a few kilobytes. */
export const MAX_SCENARIO_BYTES = 1024 * 1024;
/** How many times aliases may be expanded in all (yaml's maxAliasCount; its default too). */
export const MAX_ALIAS_COUNT = 100;

function position(lines: LineCounter, offset: number): string {
  const where = lines.linePos(offset);
  return `line ${where.line}, column ${where.col}`;
}

/** Deeper than any scenario needs; the YAML parser would spend seconds before giving up on such nesting. */
export const MAX_NESTING = 64;

/** The first place where `[` and `{` nest deeper than MAX_NESTING (a rough count that ignores quoting). */
function tooDeep(text: string): number | null {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === "[" || c === "{") {
      depth += 1;
      if (depth > MAX_NESTING) return i;
    } else if ((c === "]" || c === "}") && depth > 0) depth -= 1;
  }
  return null;
}

/** Where the first alias is, for the message about too many alias expansions. */
function firstAlias(doc: Document, lines: LineCounter): string {
  let at = "(aliases)";
  visit(doc, {
    Alias(_key, node) {
      if (isAlias(node) && node.range) at = position(lines, node.range[0]);
      return visit.BREAK;
    },
  });
  return at;
}

/** Parses scenario text; `file` is only used in error messages. */
export function parseScenarioText(file: string, text: string): unknown {
  const lines = new LineCounter();
  const deep = tooDeep(text);
  if (deep !== null) {
    const where = text.slice(0, deep).split("\n");
    const field = `line ${where.length}, column ${(where.at(-1)?.length ?? 0) + 1}`;
    throw new ScenarioError(file, field, "nesting", { max: MAX_NESTING });
  }
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false, lineCounter: lines });
  const error = doc.errors[0];
  if (error) {
    const reason = error.message.split("\n")[0] ?? error.code;
    throw new ScenarioError(file, position(lines, error.pos[0]), "syntax", { reason });
  }
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (err) {
    if (err instanceof ReferenceError && /alias/i.test(err.message)) {
      throw new ScenarioError(file, firstAlias(doc, lines), "aliases", { max: MAX_ALIAS_COUNT });
    }
    throw err;
  }
}

/** What a file that cannot be read is said to be missing, by Node's error code (never its raw message). */
const UNREADABLE: Record<string, string> = {
  ENOENT: "notFound",
  ENOTDIR: "notFound",
  EISDIR: "folder",
  EACCES: "noAccess",
  EPERM: "noAccess",
};

/** A scenario-format file is a scenario or a lab party: the messages name the one the user gave. */
export type FileKind = "scenario" | "party";

/**
 * Reads and parses a scenario-format file (scenarios, lab parties): refused by size before it is read.
 * `file` names it in messages, `path` is where it is read from (default: the same); `kind` says what the
 * file should be, so a party file that is not there is called a party file.
 */
export function readScenarioFile(file: string, path = file, kind: FileKind = "scenario"): unknown {
  const key = (expected: string) => (kind === "party" ? `${expected}Party` : expected);
  let text: string;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) throw Object.assign(new Error("a folder"), { code: "EISDIR" });
    const size = stat.size;
    if (size > MAX_SCENARIO_BYTES) {
      throw new ScenarioError(file, "(file)", key("fileSize"), { max: MAX_SCENARIO_BYTES, size });
    }
    text = readFileSync(path, "utf8");
  } catch (err) {
    if (err instanceof ScenarioError) throw err;
    const known = UNREADABLE[(err as NodeJS.ErrnoException).code ?? ""];
    if (known) throw new ScenarioError(file, "(file)", key(known), { path: resolve(path) });
    throw new ScenarioError(file, "(file)", key("readable"), { reason: (err as Error).message });
  }
  return parseScenarioText(file, text);
}

/**
 * Reads, parses and validates a scenario file. `file` is named as the user wrote it; it is read relative to
 * `cwd`, the folder the user ran the command in.
 */
export function loadScenario(file: string, cwd = process.cwd()): Scenario {
  return validateScenario(file, readScenarioFile(file, resolve(cwd, file)));
}
