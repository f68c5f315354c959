// Summaries of the tallies: the mean and the spread (percentiles), the share of turns with each number of
// phases (the tails percentiles hide), and how often something happened.
import type { Histogram, RulesetSamples } from "./play";

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
  /** Share of turns (0 to 1) with each number of phases, e.g. { "3": 0.02, "4": 0.98 }. */
  phaseShares: Record<string, number>;
}

/** Nearest-rank percentile (q from 0 to 1) of the values a histogram counts. */
function percentile(sorted: [number, number][], total: number, q: number): number {
  const rank = Math.min(total - 1, Math.max(0, Math.ceil(q * total) - 1));
  let seen = 0;
  for (const [value, n] of sorted) {
    seen += n;
    if (seen > rank) return value;
  }
  return 0;
}

export function spreadOf(h: Histogram): Spread {
  const sorted = [...h].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((n, [, c]) => n + c, 0);
  if (total === 0) return { mean: 0, p10: 0, p50: 0, p90: 0, min: 0, max: 0 };
  const sum = sorted.reduce((acc, [v, c]) => acc + v * c, 0);
  return {
    mean: sum / total,
    p10: percentile(sorted, total, 0.1),
    p50: percentile(sorted, total, 0.5),
    p90: percentile(sorted, total, 0.9),
    min: sorted[0]![0],
    max: sorted[sorted.length - 1]![0],
  };
}

/** The spread of a list of values (known-answer tests). */
export function spread(values: readonly number[]): Spread {
  const h: Histogram = new Map();
  for (const v of values) h.set(v, (h.get(v) ?? 0) + 1);
  return spreadOf(h);
}

function shares(h: Histogram, total: number): Record<string, number> {
  const sorted = [...h].sort((a, b) => a[0] - b[0]);
  return Object.fromEntries(sorted.map(([v, n]) => [String(v), total === 0 ? 0 : n / total]));
}

/** Per combatant of one ruleset; `names` by id. */
export function summarize(samples: RulesetSamples, names: Record<string, string>): CombatantStats[] {
  return samples.ids.map((id, i) => {
    const t = samples.tallies[i]!;
    const of = (n: number) => (t.turns === 0 ? 0 : n / t.turns);
    return {
      id,
      name: names[id] ?? id,
      turns: t.turns,
      phases: spreadOf(t.phases),
      anyActions: spreadOf(t.anyActions),
      bonusActions: spreadOf(t.bonusActions),
      totalActions: spreadOf(t.totalActions),
      actsFirst: of(t.actedFirst),
      actsAtAll: of(t.actedAtAll),
      phaseShares: shares(t.phases, t.turns),
    };
  });
}
