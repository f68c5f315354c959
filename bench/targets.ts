// The targets of what a click costs (docs/bench.md "What a click costs"), checked against one
// ruleset's figures: the bench prints the verdicts before its JSON line. Timing targets live here, never in
// a timed test.
import type { RulesetFigures } from "./figures";

/** The lab's target: combatant-turns per second, all rulesets together. */
export const LAB_TARGET = 36_000;
/** The simulator's target: a round of 2,000 d20 combatants (bench/simulator.ts), in milliseconds. */
export const SIMULATOR_TARGET_MS = 5_000;
/** `bench:against`'s target: this tree's render at 50 over the older commit's, at most (median of the rounds). */
export const AGAINST_RATIO_TARGET = 1.1;
/** ... and this tree's render at 50 under one frame at 60 Hz, in milliseconds. */
export const FRAME_MS = 16.7;

export interface Verdict {
  what: string;
  met: boolean;
}

/** Each target with the figure measured and whether it was met. */
export function verdicts(f: RulesetFigures): Verdict[] {
  const client = Math.max(...Object.values(f.clientUpdateMs));
  return [
    { what: `writes per click: ${f.writesPerClick} (one)`, met: f.writesPerClick === 1 },
    {
      what: `phase write at 10: ${f.writeBytesPerAdvance["10"]} B (under 1 KB)`,
      met: f.writeBytesPerAdvance["10"] < 1024,
    },
    {
      what: `phase write at 50: ${f.writeBytesPerAdvance["50"]} B (under 4 KB)`,
      met: f.writeBytesPerAdvance["50"] < 4096,
    },
    { what: `player's client per write at 50: ${client} ms (under 2)`, met: client < 2 },
    { what: `tracker at 50: ${f.trackerRenderMs} ms (under 16, one frame)`, met: f.trackerRenderMs < 16 },
    { what: `advance at 1,000: ${f.advanceMsAt1000} ms (under 1)`, met: f.advanceMsAt1000 < 1 },
    { what: `turn of 1,000 click by click: ${f.turnMsAt1000} ms (under 2 s)`, met: f.turnMsAt1000 < 2000 },
  ];
}

/** One line per ruleset: each verdict marked met or MISSED. */
export function verdictLine(ruleset: string, f: RulesetFigures): string {
  return `${ruleset}: ${verdicts(f)
    .map((v) => `${v.met ? "met" : "MISSED"}: ${v.what}`)
    .join("; ")}`;
}

/**
 * The bench's exit status: 1 when any target a user feels was missed (any ruleset's verdict, or the lab's
 * throughput), so a script or CI sees it without reading the lines; 0 when every one was met.
 */
export function benchExitStatus(
  figures: Record<string, RulesetFigures>,
  labCombatantTurnsPerSec: number,
  simulatorRoundMs = 0,
): 0 | 1 {
  const missed =
    Object.values(figures).some((f) => verdicts(f).some((v) => !v.met)) ||
    labCombatantTurnsPerSec < LAB_TARGET ||
    simulatorRoundMs >= SIMULATOR_TARGET_MS;
  return missed ? 1 : 0;
}
