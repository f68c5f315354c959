// The one line of JSON `npm run -s bench` ends with, for other tools to read:
// {"bench": {"machine": "...", "rulesets": {...}, "labCombatantTurnsPerSec": n}}. Only what a person at the
// table feels: the writes and bytes of a click, a player's client's work per write, the tracker's render,
// the engine's advance and a whole turn played click by click, and the lab's throughput.
import { cpus, loadavg, totalmem } from "node:os";

/** What one ruleset measured. */
export interface RulesetFigures {
  /** The most Combat writes any one click made (advance a phase, a pass or a turn, go back, a command). */
  writesPerClick: number;
  /** Bytes of the JSON of one phase advance's write with the history full, by number of combatants. */
  writeBytesPerAdvance: Record<"10" | "50", number>;
  /**
   * A player's client, 50 combatants: milliseconds of the layer's handlers and the tracker's read of state
   * and rows per arriving write of a phase advance, a pass change and a turn change (bench/client-update.ts;
   * the worst of the stand-in's readings of core). `pass` is absent where a turn has one pass.
   */
  clientUpdateMs: Partial<Record<"phase" | "pass" | "turn", number>>;
  /** Headless Chromium: from a combat update to the tracker's laid-out DOM with 50 combatants. */
  trackerRenderMs: number;
  /** The engine's advance at 1,000 combatants: the slowest kind (inside a pass, at a pass's end), mean. */
  advanceMsAt1000: number;
  /** A whole turn of 1,000 combatants played advance by advance, from its first phase to its last. */
  turnMsAt1000: number;
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
