// Turn events that understand passes (turn-events.ts): core's turn handlers run for each phase, the round is
// the combat turn, effects expire at the right moment across pass boundaries, and token movement history is
// cleared once per combat turn. The stand-in's core decides from the turn index as core does, so these fail
// without our `_manageTurnEvents`.
import { describe, expect, it } from "vitest";
import type { RulesetId } from "../../../src/engine";
import type { StandInCombat, TestActor } from "../../stand-in";
import { D20_FIGHTERS as D20, SR_FIGHTERS as SR } from "./fighters";
import { setUpFight, type Fight, type Fighter } from "./setup";

const core = (f: Fight) => f.combat as unknown as StandInCombat;
const effects = (f: Fight, name: string) =>
  (f.combat.combatants.get(f.ids[name]!)?.actor as unknown as TestActor).effects;
const nameOf = (f: Fight, id: string) => Object.keys(f.ids).find((n) => f.ids[n] === id)!;
const where = (f: Fight) => ({ turn: f.combat.round, pass: f.combat.engineState().pass });

async function next(f: Fight): Promise<void> {
  await f.gm(() => f.combat.nextTurn());
  await f.world.settle();
}

/**
 * The combatant acting last in the first pass gets two effects as the fight starts: one "until the end of its
 * next phase" and one "until the end of the combat turn".
 */
async function fightWithEffects(ruleset: RulesetId, fighters: Fighter[]) {
  const f = await setUpFight(ruleset, fighters, {}, { faces: Array(200).fill(4) });
  await f.gm(() => f.combat.startCombat());
  await f.world.settle();
  const inPass = f.combat.phaseRows().filter((r) => r.hasPhase);
  const last = nameOf(f, inPass.at(-1)!.combatantId);
  effects(f, last).push(
    { name: "next phase", expiry: "turnEnd", left: 1 },
    { name: "combat turn", expiry: "roundEnd", left: 1 },
  );
  return { f, last, firstPassPhases: inPass.length };
}

const names = (list: { name: string }[]) => list.map((e) => e.name);

describe("core's turn events, told in passes", () => {
  for (const [ruleset, fighters, rule] of [
    ["sr4", SR, "sr4 rule 2"],
    ["sr5", SR, "sr5 rule 2"],
    ["d20", D20, "d20 rule 2"],
  ] as const) {
    it(`${rule}: "until the end of your next phase" ends with that phase, at a pass boundary too; "until the end of the combat turn" with the turn`, async () => {
      const { f, last, firstPassPhases } = await fightWithEffects(ruleset, fighters);
      // up to the last phase of the first pass: both effects still there
      for (let i = 1; i < firstPassPhases; i += 1) await next(f);
      expect(f.combat.combatant?.name).toBe(last);
      expect(names(effects(f, last))).toEqual(["next phase", "combat turn"]);
      await next(f);
      // its phase ended (d20: its turn, and with it the round)
      expect(names(effects(f, last))).not.toContain("next phase");
      const turnOne = f.combat.round === 1;
      if (turnOne) expect(names(effects(f, last))).toEqual(["combat turn"]);
      while (f.combat.round === 1) await next(f);
      expect(effects(f, last)).toEqual([]);
    });
  }

  it("sr4 rule 2: every phase is a turn for core's events, the combat turn one round; movement history is cleared once per combat turn", async () => {
    const { f } = await fightWithEffects("sr4", SR);
    const sam = f.ids["Street Sam"]!;
    const phases: { turn: number; pass: number }[] = [];
    while (f.combat.round === 1) {
      if (f.combat.combatant?.id === sam) phases.push(where(f));
      await next(f);
    }
    expect(phases.map((p) => p.pass)).toEqual([1, 2, 3]);
    const log = core(f).turnEventLog;
    const starts = log.filter((e) => Array.isArray(e) && e[0] === "startTurn" && e[1] === sam);
    const ends = log.filter((e) => Array.isArray(e) && e[0] === "endTurn" && e[1] === sam);
    expect([starts.length, ends.length]).toEqual([4, 3]); // three phases in turn 1, the first of turn 2 begun
    expect(log.filter((e) => e === "startRound")).toHaveLength(2);
    expect(log.filter((e) => e === "endRound")).toHaveLength(1);
    // cleared as turn 1 began and as turn 2 began, never at a phase within a turn
    expect(core(f).movementCleared.get(sam)).toBe(2);
  });

  it("going back runs no events (foundryvtt #11988)", async () => {
    const { f } = await fightWithEffects("sr5", SR);
    await next(f);
    const before = core(f).turnEventLog.length;
    await f.gm(() => f.combat.previousTurn());
    await f.world.settle();
    expect(core(f).turnEventLog.length).toBe(before);
  });
});
