// The sort by packed numbers that puts a pass in order (src/engine/packed-order.ts) must give exactly the
// order the ruleset's comparison gives: higher keys first, key by key, then the id (the tiebreaks of
// docs/rules.md sr4 rule 3, sr5 rule 3, bonus-actions rule 2, d20 rule 3). Checked with fast-check on tables
// of every kind of key a ruleset has (flags, scores and attributes, the coin, a key nobody has set) and of
// any finite number, with the codes sorted both by the typed array's own sort and by radix (up to four
// digits), and with little room in the code, so that the coin is packed coarsely and rows often tie on the
// code and must be compared.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { packedOrder } from "../../src/engine/packed-order";

/** One column of keys: what the rulesets' keys look like. */
const column = (m: number) =>
  fc.oneof(
    fc.array(fc.integer({ min: 0, max: 1 }), { minLength: m, maxLength: m }), // a flag
    fc.array(fc.integer({ min: -3, max: 30 }), { minLength: m, maxLength: m }), // a score
    fc.array(fc.integer({ min: 0, max: 2 ** 40 }), { minLength: m, maxLength: m }), // too wide to pack
    fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: m, maxLength: m }), // the coin
    fc.array(fc.constantFrom(0, 0.25, 0.5), { minLength: m, maxLength: m }), // a coin with repeats
    fc.constant(Array.from({ length: m }, () => -Infinity)), // nobody has set it (d20 tie order)
    fc.array(fc.constantFrom(-Infinity, 1, 2), { minLength: m, maxLength: m }), // some have set it
    // any finite number: keys a hair apart (5e-324) or too far apart for one number (-1e308 and 1e308)
    fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { minLength: m, maxLength: m }),
  );

const tableArb = fc.integer({ min: 0, max: 60 }).chain((m) =>
  fc.record({
    m: fc.constant(m),
    columns: fc.array(column(m), { minLength: 1, maxLength: 5 }),
    // undefined: as much room as a pass of m rows gets
    room: fc.constantFrom(undefined, 4 * Math.max(m, 1), 64 * Math.max(m, 1)),
    // 0: sorted by radix, as a pass of thousands is; undefined: by the typed array's own sort
    radixFrom: fc.constantFrom(0, undefined),
  }),
);

/** The comparison the packed order must give for `table` (rows of k keys): higher first, then the row (the id). */
function comparing(table: Float64Array, k: number) {
  return (x: number, y: number, from = 0) => {
    for (let j = from; j < k; j += 1) {
      const a = table[x * k + j]!;
      const b = table[y * k + j]!;
      if (a !== b) return a > b ? -1 : 1;
    }
    return x - y;
  };
}

describe("packedOrder: sorting a pass by packed numbers", () => {
  it("orders rows exactly as comparing their keys, higher first, then the id", () => {
    fc.assert(
      fc.property(tableArb, ({ m, columns, room, radixFrom }) => {
        const k = columns.length;
        const table = new Float64Array(m * k);
        for (let row = 0; row < m; row += 1)
          for (let j = 0; j < k; j += 1) table[row * k + j] = columns[j]![row]!;
        // the row number stands for the id
        const before = comparing(table, k);
        const expected = Array.from({ length: m }, (_, row) => row).sort((x, y) => before(x, y));
        expect(packedOrder(table, m, k, before, room, radixFrom)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps the order of keys a hair apart and of keys too far apart for one number", () => {
    // found by the property above: a coin range of 5e-324 made the coarse coin's scale infinite and a code
    // NaN, and the radix sort put the lower row first
    for (const [a, b] of [
      [0, 5e-324],
      [-1e308, 1e308],
    ]) {
      const table = Float64Array.from([1, a!, 0, b!]);
      const before = comparing(table, 2);
      for (const radixFrom of [0, undefined])
        expect(packedOrder(table, 2, 2, before, undefined, radixFrom)).toEqual([0, 1]);
    }
  });

  it("puts two fighters whose coins differ by the smallest amount in the coin's order", () => {
    // scores 10 and 10, coins a hair apart, little room: the coarse coin cannot tell them apart, the
    // comparison must (higher coin first)
    const coin = 0.5;
    const table = Float64Array.from([10, coin, 10, coin + Number.EPSILON, 9, 0.9]);
    expect(packedOrder(table, 3, 2, comparing(table, 2), 3 * 4 * 2)).toEqual([1, 0, 2]);
  });
});
