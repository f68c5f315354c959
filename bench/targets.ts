// The targets a click's costs are held to (docs/foundry-layer.md "What a click costs"), checked against one
// ruleset's figures: the bench prints the verdicts before its JSON line, so a reader sees at once which
// targets a run met on the machine at hand. Timing targets live here, never in a timed test.
import type { RulesetFigures } from "./figures";

/** n log n from 1,000 to 10,000 combatants. */
export const N_LOG_N_GROWTH = (10_000 * Math.log2(10_000)) / (1_000 * Math.log2(1_000));

export interface Verdict {
  what: string;
  met: boolean;
}

/** Each target with the figure measured and whether it was met. */
export function verdicts(f: RulesetFigures): Verdict[] {
  const growth = f.playGrowth <= N_LOG_N_GROWTH;
  return [
    {
      what: `phase write at 10: ${f.writeBytesPerAdvance["10"]} B (under 1 KB)`,
      met: f.writeBytesPerAdvance["10"] < 1024,
    },
    {
      what: `phase write at 50: ${f.writeBytesPerAdvance["50"]} B (under 4 KB)`,
      met: f.writeBytesPerAdvance["50"] < 4096,
    },
    { what: `play / plan at 1,000: ${f.playPerPlan} (at most 2)`, met: f.playPerPlan <= 2 },
    {
      what:
        `play growth 1,000 -> 10,000: ${f.playGrowth}x (at most n log n, ${N_LOG_N_GROWTH.toFixed(1)}x; ` +
        `one read of every combatant grew ${f.sweepGrowth}x on this machine)`,
      met: growth,
    },
    {
      what: `roll: ${f.rollMicrosPerCombatant} µs per combatant (at most 1)`,
      met: f.rollMicrosPerCombatant <= 1,
    },
    {
      what: `tracker at 50: ${f.trackerRenderMs["50"]} ms (under 16, one frame)`,
      met: (f.trackerRenderMs["50"] ?? Infinity) < 16,
    },
    // a GM deep in a long fight has the list scrolled: that render must fit the frame too
    {
      what: `tracker at 50 scrolled halfway: ${f.trackerScrolledRenderMs["50"]} ms (under 16, one frame)`,
      met: (f.trackerScrolledRenderMs["50"] ?? Infinity) < 16,
    },
  ];
}

/** One line per ruleset: each verdict marked met or MISSED. */
export function verdictLine(ruleset: string, f: RulesetFigures): string {
  return `${ruleset}: ${verdicts(f)
    .map((v) => `${v.met ? "met" : "MISSED"}: ${v.what}`)
    .join("; ")}`;
}
