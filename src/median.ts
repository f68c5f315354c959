// The middle of a set of timings (the upper middle for an even count); NaN when there are none. The benches
// and the Quench batches report their timings by it.
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}
