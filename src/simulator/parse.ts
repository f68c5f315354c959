// Scenario text to data: YAML (which also reads JSON) with syntax errors reported by line and column.
import { readFileSync } from "node:fs";
import { LineCounter, parseDocument } from "yaml";
import { ScenarioError } from "./errors";
import type { Scenario } from "./scenario";
import { validateScenario } from "./validate";

/** Parses scenario text; `file` is only used in error messages. */
export function parseScenarioText(file: string, text: string): unknown {
  const lines = new LineCounter();
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false, lineCounter: lines });
  const error = doc.errors[0];
  if (error) {
    const where = lines.linePos(error.pos[0]);
    const field = `line ${where.line}, column ${where.col}`;
    throw new ScenarioError(file, field, "syntax", { reason: error.message.split("\n")[0] ?? error.code });
  }
  return doc.toJS();
}

/** Reads, parses and validates a scenario file. */
export function loadScenario(file: string): Scenario {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    throw new ScenarioError(file, "(file)", "readable", { reason: (err as Error).message });
  }
  return validateScenario(file, parseScenarioText(file, text));
}
