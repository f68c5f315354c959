// The house-rule lab's throughput for `npm run bench`: combatant-turns per second, all rulesets
// together, for the sample party of examples/lab/party.yaml, as `npm run lab` plays them.
import { join } from "node:path";
import { runLab, LAB_RULESETS } from "../src/lab/main";

const PARTY = join(import.meta.dirname, "..", "examples", "lab", "party.yaml");
const FIGHTS = 10_000;

/** Plays 10,000 one-turn fights under each lab ruleset; returns combatant-turns per second and the time. */
export function labThroughput(): { combatantTurnsPerSec: number; ms: number } {
  const started = performance.now();
  const report = runLab({
    file: PARTY,
    fights: FIGHTS,
    turnsPerFight: 1,
    rulesets: LAB_RULESETS,
    seed: 1,
    rerollEachTurn: true,
    wounds: {},
    habits: {},
    json: true,
    report: null,
    lang: "en",
  });
  const ms = performance.now() - started;
  const combatantTurns = Object.values(report.rulesets).reduce(
    (sum, stats) => sum + (stats ?? []).reduce((s, c) => s + c.turns, 0),
    0,
  );
  return { combatantTurnsPerSec: Math.round((combatantTurns / ms) * 1000), ms: Math.round(ms) };
}
