// Summaries of the samples: the mean and the spread (percentiles), and how often something happened.
import type { RulesetSamples, TurnSample } from "./play";

export interface Spread {
  mean: number;
  p10: number;
  p50: number;
  p90: number;
  min: number;
  max: number;
}

export interface CombatantStats {
  id: string;
  name: string;
  turns: number;
  phases: Spread;
  anyActions: Spread;
  bonusActions: Spread;
  totalActions: Spread;
  /** Share of turns (0 to 1) in which they had the first phase. */
  actsFirst: number;
  /** Share of turns in which they had at least one phase. */
  actsAtAll: number;
}

/** Nearest-rank percentile of sorted values (q from 0 to 1). */
function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

export function spread(values: readonly number[]): Spread {
  const sorted = Float64Array.from(values).sort();
  const sum = values.reduce((a, b) => a + b, 0);
  return {
    mean: values.length === 0 ? 0 : sum / values.length,
    p10: percentile(sorted, 0.1),
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    min: sorted[0] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
  };
}

function share(samples: readonly TurnSample[], test: (s: TurnSample) => boolean): number {
  return samples.length === 0 ? 0 : samples.filter(test).length / samples.length;
}

/** Per combatant of one ruleset; `names` by id. */
export function summarize(samples: RulesetSamples, names: Record<string, string>): CombatantStats[] {
  return samples.ids.map((id, i) => {
    const turns = samples.turns[i] ?? [];
    return {
      id,
      name: names[id] ?? id,
      turns: turns.length,
      phases: spread(turns.map((t) => t.phases)),
      anyActions: spread(turns.map((t) => t.anyActions)),
      bonusActions: spread(turns.map((t) => t.bonusActions)),
      totalActions: spread(turns.map((t) => t.anyActions + t.bonusActions)),
      actsFirst: share(turns, (t) => t.actedFirst),
      actsAtAll: share(turns, (t) => t.phases > 0),
    };
  });
}
