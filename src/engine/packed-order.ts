// Sorting a pass by numbers instead of by comparisons (plan.ts reads each combatant's order keys into a
// table first). A plain numeric sort of one number per row is the quickest sort there is; the keys are
// packed into that number as far as it holds them, and only rows it cannot tell apart are compared.

/** Packed codes stay whole numbers a double holds exactly. */
const MAX_CODE = 2 ** 52;

/** How one key goes into a packed code: (key index, its highest value, values per unit, codes it takes). */
interface PackedKey {
  j: number;
  top: number;
  scale: number;
  width: number;
}

/**
 * Rows (0..m-1) of `table` (m rows of k keys) in the order `before` gives. The leading keys are packed into
 * one number per row, highest keys first, and a plain numeric sort orders those: whole numbers in small
 * ranges (scores, attributes, flags) exactly, a key that says the same of every row not at all, and the
 * first key that is not a whole number (the coin) as finely as the code still has room for. Rows that tie on
 * the code (usually a handful) are then sorted with `before`, from that key on. Same order as sorting all
 * rows with `before`, a good deal quicker. `room`: the largest code (less only to test the coarse keys).
 */
export function packedOrder(
  table: Float64Array,
  m: number,
  k: number,
  before: (x: number, y: number, from?: number) => number,
  room = MAX_CODE,
): number[] {
  const packed: PackedKey[] = [];
  let span = 1;
  // the first key the runs of equal codes still compare on
  let from = k;
  for (let j = 0; j < k && m > 0; j += 1) {
    let lo = Infinity;
    let hi = -Infinity;
    let whole = true;
    for (let at = j; at < m * k; at += k) {
      const v = table[at]!;
      if (!Number.isInteger(v)) whole = false;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    if (lo === hi) continue; // the same for everyone: orders nobody
    if (whole && span * (hi - lo + 1) * m <= room) {
      packed.push({ j, top: hi, scale: 1, width: hi - lo + 1 });
      span *= hi - lo + 1;
      continue;
    }
    // Not whole (the coin) or too wide: its order, coarsened to what fits, and the rest is left to `before`.
    // (hi - v) * scale never decreases as v does, so rows the coarse key separates are in `before`'s order.
    const levels = Math.floor(room / (span * m));
    if (Number.isFinite(lo) && Number.isFinite(hi) && levels >= 2)
      packed.push({ j, top: hi, scale: (levels - 1) / (hi - lo), width: levels });
    from = j;
    break;
  }
  const rows = Array.from({ length: m }, (_, row) => row);
  if (packed.length === 0) return rows.sort(before);
  const code = new Float64Array(m);
  for (let row = 0; row < m; row += 1) {
    let value = 0;
    for (const { j, top, scale, width } of packed) {
      const v = (top - table[row * k + j]!) * scale;
      value = value * width + (scale === 1 ? v : Math.min(width - 1, Math.floor(v)));
    }
    code[row] = value * m + row;
  }
  code.sort();
  for (let r = 0; r < m; r += 1) rows[r] = code[r]! % m;
  // Rows that tie on the code sit together, rarely more than two: put each run in order in place.
  for (let start = 0, r = 1; r <= m; r += 1) {
    if (r < m && Math.floor(code[r]! / m) === Math.floor(code[start]! / m)) continue;
    if (r - start > 16) {
      const run = rows.slice(start, r).sort((x, y) => before(x, y, from));
      for (let i = 0; i < run.length; i += 1) rows[start + i] = run[i]!;
    } else {
      for (let i = start + 1; i < r; i += 1) {
        const row = rows[i]!;
        let j = i;
        for (; j > start && before(rows[j - 1]!, row, from) > 0; j -= 1) rows[j] = rows[j - 1]!;
        rows[j] = row;
      }
    }
    start = r;
  }
  return rows;
}
