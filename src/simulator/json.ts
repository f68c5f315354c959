// The fight as JSON (docs/simulator.md "JSON output"): the FightLog itself, versioned, two-space indented.
import type { FightLog } from "./log";

export function renderJson(log: FightLog): string {
  return JSON.stringify(log, null, 2) + "\n";
}
