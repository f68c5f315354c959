// Test helper: an independent reading of the slice of Foundry dice notation rollFormula writes.

/**
 * What Foundry totals for our notation, worked by hand from the notation's documented meaning, not from
 * our roller: NdF rolls N dice; x6 adds one die per 6 (extra dice come after the ones before them);
 * cs>=5 makes the term's total the number of results >= 5; kh / kl keep one die; then the +/- numbers.
 */
export function foundryTotal(notation: string, faces: number[]): number {
  const m = /^(\d+)d(\d+)(x6)?(cs>=5)?(kh|kl)?((?: [+-] \d+)*)$/.exec(notation);
  if (!m) throw new Error(`not in the notation subset: ${notation}`);
  const [, n, , explode, countSuccess, keep, mods = ""] = m;
  const results = faces.slice(0, Number(n));
  let next = results.length;
  if (explode) {
    for (let i = 0; i < results.length; i += 1) if (results[i] === 6) results.push(faces[next++]!);
  }
  let total: number;
  if (countSuccess) total = results.filter((r) => r >= 5).length;
  else if (keep === "kh") total = Math.max(...results);
  else if (keep === "kl") total = Math.min(...results);
  else total = results.reduce((a, b) => a + b, 0);
  for (const [, sign, value] of mods.matchAll(/ ([+-]) (\d+)/g))
    total += (sign === "+" ? 1 : -1) * Number(value);
  return total;
}
