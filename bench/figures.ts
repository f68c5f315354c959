// The one line of JSON `npm run -s bench` ends with, for other tools to read:
// {"bench": {"machine": "...", "rulesets": {...}, ...}}. Each part of the bench hands in its own key, so a
// new figure is one more key in `parts` (benchLine({rulesets, labCombatantTurnsPerSec})).
import { cpus, loadavg, totalmem } from "node:os";

/** What one ruleset measured. */
export interface RulesetFigures {
  /** Bytes of the JSON of one phase advance's write with the history full, by number of combatants. */
  writeBytesPerAdvance: Record<"10" | "50", number>;
  /** How many advances going back can undo. */
  historyDepth: number;
  /** play (advance after advance) / plan (planTurn) for a turn of 1,000 combatants. */
  playPerPlan: number;
  /** play time at 10,000 combatants / at 1,000 (n log n would be 13.3). */
  playGrowth: number;
  /**
   * Reading one flag of every combatant at 10,000 / at 1,000: how work that visits each combatant once grows
   * on this machine (10 if a visit cost the same at both sizes). Beside playGrowth, it tells the machine's
   * caches apart from the code.
   */
  sweepGrowth: number;
  /** startTurn (everyone rolls) per combatant, at 1,000 combatants, in microseconds. */
  rollMicrosPerCombatant: number;
  /**
   * A player's client, 50 combatants: milliseconds of the layer's handlers and the tracker's read of state
   * and rows per arriving write of a phase advance, a pass change and a turn change (bench/client-update.ts;
   * wall time, median over a fight's advances, the faster of two rounds). Whether core runs each carried
   * combatant's own handlers on a Combat update is not verified, so each kind gives the worst of the
   * stand-in's three readings. `pass` is absent where a turn has one pass (bonus-actions, d20).
   */
  clientUpdateMs: Partial<Record<"phase" | "pass" | "turn", number>>;
  /** Headless Chromium: from a combat update to the tracker's laid-out DOM, by number of combatants. */
  trackerRenderMs: Record<string, number>;
  /** The same with the GM's list scrolled halfway down (50 combatants, a list 600px high). */
  trackerScrolledRenderMs: Record<string, number>;
  /** Headless Chromium: the actor sheet of a sample character, from its data to its laid-out DOM. */
  sheetRenderMs: number;
}

/** The machine the figures come from, with its load: this machine is shared, and load only adds time. */
export function machine(): string {
  const cpu = cpus();
  const gb = Math.round(totalmem() / 2 ** 30);
  return `${cpu[0]?.model.trim() ?? "unknown CPU"} x${cpu.length}, ${gb} GB, node ${process.version}, load ${loadavg()[0]!.toFixed(1)}`;
}

/** The JSON line: `machine` first, then every part handed in. */
export function benchLine(parts: Record<string, unknown>): string {
  return JSON.stringify({ bench: { machine: machine(), ...parts } });
}

/** Rounded for reading: 3 significant digits. */
export function round3(x: number): number {
  return Number(x.toPrecision(3));
}
