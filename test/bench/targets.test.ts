// The bench's verdicts on a click's costs (bench/targets.ts; docs/foundry-layer.md "What a click costs"): each
// figure over its target is marked missed, each within it met, with the same n log n bound everywhere.
import { describe, expect, it } from "vitest";
import type { RulesetFigures } from "../../bench/figures";
import { N_LOG_N_GROWTH, verdictLine, verdicts } from "../../bench/targets";

/** Figures like a sr4 run of the bench on the 2-core machine (docs/foundry-layer.md). */
const SR4: RulesetFigures = {
  writeBytesPerAdvance: { "10": 578, "50": 1226 },
  historyDepth: 120,
  playPerPlan: 1.91,
  playGrowth: 21,
  sweepGrowth: 23.8,
  rollMicrosPerCombatant: 0.5,
  clientUpdateMs: { phase: 0.42, pass: 0.56, turn: 0.7 },
  trackerRenderMs: { "10": 3.9, "50": 8.9, "200": 25.7 },
  // about 1.4 ms more with the list scrolled (docs/foundry-layer.md, "The tracker's render")
  trackerScrolledRenderMs: { "50": 10.3 },
  sheetRenderMs: 5,
};

const missed = (f: RulesetFigures) =>
  verdicts(f)
    .filter((v) => !v.met)
    .map((v) => v.what.split(":")[0]);

describe("the bench's verdicts on the targets of a click's costs", () => {
  it("n log n from 1,000 to 10,000 is 13.3 times", () => {
    expect(N_LOG_N_GROWTH).toBeCloseTo(13.33, 2);
  });

  it("a sr4 run on the 2-core machine: every target met but play's growth", () => {
    expect(missed(SR4)).toEqual(["play growth 1,000 -> 10,000"]);
  });

  it("play / plan of 2.03 misses 'at most 2'; a write of 1,024 B at 10 misses 'under 1 KB'; the tracker at 16 ms misses one frame", () => {
    const worse = {
      ...SR4,
      playPerPlan: 2.03,
      playGrowth: 13,
      writeBytesPerAdvance: { "10": 1024, "50": 1226 },
      trackerRenderMs: { "10": 3.9, "50": 16, "200": 25.7 },
    };
    expect(missed(worse)).toEqual(["phase write at 10", "play / plan at 1,000", "tracker at 50"]);
  });

  it("a tracker scrolled halfway down at 16 ms misses one frame, even when the list at its top fits", () => {
    const scrolledSlow = { ...SR4, playGrowth: 13, trackerScrolledRenderMs: { "50": 16 } };
    expect(missed(scrolledSlow)).toEqual(["tracker at 50 scrolled halfway"]);
  });

  it("the printed line names each verdict, the machine's own growth beside play's", () => {
    const line = verdictLine("sr4", SR4);
    expect(line).toMatch(/^sr4: met: phase write at 10: 578 B/);
    expect(line).toContain("MISSED: play growth 1,000 -> 10,000: 21x");
    expect(line).toContain("one read of every combatant grew 23.8x on this machine");
  });
});
