// The bench's verdicts on what a click costs (bench/targets.ts; docs/bench.md "What a click costs"):
// each figure over its target is marked missed, each within it met.
import { describe, expect, it } from "vitest";
import type { RulesetFigures } from "../../bench/figures";
import { benchExitStatus, LAB_TARGET, verdictLine, verdicts } from "../../bench/targets";

/** Figures like a sr4 run of the bench (docs/bench.md). */
const SR4: RulesetFigures = {
  writesPerClick: 1,
  writeBytesPerAdvance: { "10": 578, "50": 1226 },
  clientUpdateMs: { phase: 0.42, pass: 0.56, turn: 0.7 },
  trackerRenderMs: 8.9,
  advanceMsAt1000: 0.12,
  turnMsAt1000: 310,
};

const missed = (f: RulesetFigures) =>
  verdicts(f)
    .filter((v) => !v.met)
    .map((v) => v.what.split(":")[0]);

describe("the bench's verdicts on the targets of a click's costs", () => {
  it("a sr4 run: every target met", () => {
    expect(missed(SR4)).toEqual([]);
  });

  it("two writes for a click, 1,024 B at 10, a 2 ms client, a 16 ms tracker, a 1 ms advance and a 2 s turn all miss", () => {
    const worse: RulesetFigures = {
      writesPerClick: 2,
      writeBytesPerAdvance: { "10": 1024, "50": 4096 },
      clientUpdateMs: { phase: 0.4, turn: 2 },
      trackerRenderMs: 16,
      advanceMsAt1000: 1,
      turnMsAt1000: 2000,
    };
    expect(missed(worse)).toEqual([
      "writes per click",
      "phase write at 10",
      "phase write at 50",
      "player's client per write at 50",
      "tracker at 50",
      "advance at 1,000",
      "turn of 1,000 click by click",
    ]);
  });

  it("the printed line names each verdict with its figure", () => {
    const line = verdictLine("sr4", SR4);
    expect(line).toMatch(/^sr4: met: writes per click: 1 \(one\); met: phase write at 10: 578 B/);
    expect(line).toContain("met: advance at 1,000: 0.12 ms (under 1)");
  });

  it("exits 1 when a target a user feels is missed (any ruleset's, or the lab's), 0 when all are met", () => {
    expect(benchExitStatus({ sr4: SR4, sr5: SR4 }, LAB_TARGET)).toBe(0);
    expect(benchExitStatus({ sr4: SR4, sr5: { ...SR4, trackerRenderMs: 17 } }, LAB_TARGET)).toBe(1);
    expect(benchExitStatus({ sr4: SR4 }, LAB_TARGET - 1)).toBe(1);
  });
});
