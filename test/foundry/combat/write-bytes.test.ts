// What one click sends: the bytes of the one Combat write of each kind of advance, with the history full
// (going back holds MAX_HISTORY advances), at 10 and 50 combatants, every ruleset. The history is an object
// of keyed entries, so a write carries the new entry and the deletion of the oldest, never the rest of it;
// each combatant's part holds only the fields that changed.
import { describe, expect, it } from "vitest";
import { RULESET_IDS } from "../../../src/engine";
import { MAX_HISTORY } from "../../../src/foundry/combat/history";
import { writeSizes } from "./write-sizes";

const PHASE_LIMIT: Record<number, number> = { 10: 1024, 50: 4096 };

describe("bytes per write, history full (one write per action, going back)", () => {
  for (const ruleset of RULESET_IDS) {
    for (const n of [10, 50]) {
      it(`${ruleset} (rules ${ruleset} rules 1-2: phases, passes, turns) with ${n} combatants: a phase advance sends under ${PHASE_LIMIT[n]} bytes, every other kind only what it changed`, async () => {
        const { sizes, historyDepth } = await writeSizes(ruleset, n);
        expect(historyDepth).toBe(MAX_HISTORY);
        // a phase hands the phase on: the new entry, the oldest deleted, two combatants' changed fields
        expect(sizes.phase.bytes).toBeLessThan(PHASE_LIMIT[n]!);
        expect(sizes.phase.historyKeys).toHaveLength(2);
        expect(sizes.phase.historyKeys.filter((k) => k.startsWith("-="))).toHaveLength(1);
        // a GM command that moves the phase (the acting combatant defeated) costs what a phase costs
        expect(sizes.command.bytes).toBeLessThan(PHASE_LIMIT[n]!);
        // a turn boundary re-rolls everyone: a few hundred bytes per combatant, whatever the history holds
        expect(sizes.turn.bytes).toBeLessThan(600 * n);
        expect(sizes.turn.historyKeys).toHaveLength(2);
        if (sizes.pass) {
          expect(sizes.pass.bytes).toBeLessThan(300 * n);
          expect(sizes.pass.historyKeys).toHaveLength(2);
        }
        // going back writes the state before and deletes the one entry it undid
        expect(sizes.back.historyKeys).toHaveLength(1);
        expect(sizes.back.historyKeys[0]).toMatch(/^-=h\d+$/);
        expect(sizes.back.bytes).toBeLessThan(600 * n);
        // rules scores 2: a roll kept for the next turn is one write, with no history (d20 keeps its scores)
        if (ruleset !== "d20") expect(sizes.roll).toMatchObject({ writes: 1, historyKeys: [] });
        if (sizes.roll) expect(sizes.roll.bytes).toBeLessThan(PHASE_LIMIT[n]!);
      }, 120_000);
    }
  }
});
