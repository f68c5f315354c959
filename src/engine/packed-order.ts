// Sorting a pass by numbers instead of by comparisons (plan.ts reads each combatant's order keys into a
// table first): the keys are packed into one whole number per row as far as it holds them, those numbers are
// sorted (codeOrder), and only rows the number cannot tell apart are compared.

/** Codes stay below this (four radix digits), and below 2^52 / rows, so a code with its row packed in is whole. */
const MAX_CODE = 2 ** 44;

/**
 * From this many rows on, codes are sorted digit by digit (a radix sort) instead of by the typed array's own
 * sort. Measured on the bench machine: the own sort took 20 us for 1,000 codes and 730 us for 10,000 (36
 * times, where n log n is 13); the radix sort 40-58 us and 350-450 us (its digits cost the same at any size).
 */
const RADIX_FROM = 4_096;

/** Bits of a radix digit. */
const DIGIT_BITS = 11;
const DIGITS = 2 ** DIGIT_BITS;

/**
 * How one key goes into a packed code: key index, its highest value, the span of its values it is coarsened
 * over (0: a whole-number key, packed exactly) and the codes it takes.
 */
interface PackedKey {
  j: number;
  top: number;
  range: number;
  width: number;
}

/**
 * Rows (0..m-1) of `table` (m rows of k keys) in the order `before` gives. The leading keys are packed into
 * one number per row, highest keys first, and codeOrder sorts those: whole numbers in small
 * ranges (scores, attributes, flags) exactly, a key that says the same of every row not at all, and the
 * first key that is not a whole number (the coin) as finely as the code still has room for. Rows that tie on
 * the code (usually a handful) are then sorted with `before`, from that key on. Same order as sorting all
 * rows with `before`, a good deal quicker. `room` (the largest code) and `radixFrom` are lowered only by
 * tests: to make the coin coarse, and to sort small tables by radix.
 */
export function packedOrder(
  table: Float64Array,
  m: number,
  k: number,
  before: (x: number, y: number, from?: number) => number,
  room = Math.min(MAX_CODE, Math.floor(2 ** 52 / Math.max(m, 1))),
  radixFrom = RADIX_FROM,
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
    if (whole && span * (hi - lo + 1) <= room) {
      packed.push({ j, top: hi, range: 0, width: hi - lo + 1 });
      span *= hi - lo + 1;
      continue;
    }
    // Not whole (the coin) or too wide: its order, coarsened to what fits, and the rest is left to `before`.
    // (hi - v) / (hi - lo) never decreases as v does, so rows the coarse key separates are in `before`'s
    // order. Divided before it is scaled: keys a hair apart (1e-300) would make the scale infinite, and the
    // code NaN; a span too wide for a number (1e308 apart) is not packed at all.
    const levels = Math.floor(room / span);
    if (Number.isFinite(hi - lo) && levels >= 2) {
      packed.push({ j, top: hi, range: hi - lo, width: levels });
      span *= levels;
    }
    from = j;
    break;
  }
  if (packed.length === 0) return Array.from({ length: m }, (_, row) => row).sort(before);
  const code = new Float64Array(m);
  for (let row = 0; row < m; row += 1) {
    let value = 0;
    for (const { j, top, range, width } of packed) {
      const v = top - table[row * k + j]!;
      value = value * width + (range === 0 ? v : Math.min(width - 1, Math.floor((v / range) * (width - 1))));
    }
    code[row] = value;
  }
  const rows = codeOrder(code, span, radixFrom);
  // Rows that tie on the code sit together, rarely more than two: put each run in order in place.
  for (let start = 0, r = 1; r <= m; r += 1) {
    if (r < m && code[rows[r]!] === code[rows[start]!]) continue;
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

/** Rows by their codes (whole numbers below `span`), lowest first, equal codes in row order. */
function codeOrder(code: Float64Array, span: number, radixFrom: number): number[] {
  const m = code.length;
  if (m >= radixFrom) return Array.from(radixOrder(code, span));
  // the row packed in below the code: one number per row, which the typed array's own sort orders
  const packed = new Float64Array(m);
  for (let row = 0; row < m; row += 1) packed[row] = code[row]! * m + row;
  packed.sort();
  return Array.from(packed, (p) => p % m);
}

/** codeOrder by radix: one stable pass over the rows per digit, least significant first. */
function radixOrder(code: Float64Array, span: number): Uint32Array {
  const m = code.length;
  // each code as two 32-bit halves, so a digit is a shift and a mask
  const lo = new Uint32Array(m);
  const hi = new Uint32Array(m);
  for (let row = 0; row < m; row += 1) {
    const high = Math.floor(code[row]! / 2 ** 32);
    hi[row] = high;
    lo[row] = code[row]! - high * 2 ** 32;
  }
  let rows = new Uint32Array(m);
  for (let row = 0; row < m; row += 1) rows[row] = row;
  let spare = new Uint32Array(m);
  const digit = new Uint16Array(m);
  const start = new Int32Array(DIGITS);
  const mask = DIGITS - 1;
  for (let bit = 0; 2 ** bit < span; bit += DIGIT_BITS) {
    start.fill(0);
    for (let row = 0; row < m; row += 1) {
      const d =
        (bit >= 32
          ? hi[row]! >>> (bit - 32)
          : bit + DIGIT_BITS <= 32
            ? lo[row]! >>> bit
            : (lo[row]! >>> bit) | (hi[row]! << (32 - bit))) & mask;
      digit[row] = d;
      start[d] = start[d]! + 1;
    }
    if (start[digit[0]!] === m) continue; // one digit for all: this pass would change nothing
    for (let d = 0, at = 0; d < DIGITS; d += 1) {
      const count = start[d]!;
      start[d] = at;
      at += count;
    }
    for (let i = 0; i < m; i += 1) {
      const row = rows[i]!;
      const d = digit[row]!;
      spare[start[d]!] = row;
      start[d] = start[d]! + 1;
    }
    [rows, spare] = [spare, rows];
  }
  return rows;
}
