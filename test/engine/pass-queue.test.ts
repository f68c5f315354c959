// The pass queue (src/engine/pass-queue.ts) only saves work: advance on a state that kept its queue gives
// exactly the state the shared flow finds by searching, which it does for a copy of that state (a copy has
// no queue). Checked phase by phase over whole turns of every ruleset (fast-check; the passes of docs/rules.md
// sr4 rule 2, sr5 rule 2, bonus-actions rule 1, d20 rule 2), small attributes so ties are common.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { advance, createCombat, makeInput, RULESET_IDS, seededDice, startTurn } from "../../src/engine";
import { wired } from "./flow/fixtures";

const fighterArb = fc.record({
  reaction: fc.integer({ min: 1, max: 4 }),
  intuition: fc.integer({ min: 1, max: 3 }),
  wired: fc.integer({ min: 0, max: 3 }),
  dex: fc.integer({ min: 10, max: 12 }),
});

describe("advance with the pass queue = advance searching (property)", () => {
  for (const ruleset of RULESET_IDS) {
    it(`${ruleset}: two turns phase by phase, each step equal to the step from a copy without the queue`, () => {
      fc.assert(
        fc.property(fc.integer(), fc.array(fighterArb, { minLength: 1, maxLength: 12 }), (seed, fighters) => {
          const inputs = fighters.map((f, i) =>
            makeInput({
              id: `c${i}`,
              name: `Fighter ${i}`,
              attributes: { reaction: f.reaction, intuition: f.intuition, edge: 1 },
              sources: f.wired > 0 ? [wired(f.wired)] : [],
              d20: { dex: f.dex },
            }),
          );
          const dice = seededDice(seed);
          let s = startTurn(createCombat(ruleset, inputs, dice), dice);
          for (let step = 0; step < 200 && s.turn < 3; step += 1) {
            // the same dice for both, in case the step starts a new turn
            const [a, b] = [seededDice(seed + step), seededDice(seed + step)];
            const copy = structuredClone(s);
            const next = advance(s, a);
            expect(next).toEqual(advance(copy, b));
            s = next;
          }
          expect(s.turn).toBe(3);
        }),
        { numRuns: 40 },
      );
    });
  }
});
