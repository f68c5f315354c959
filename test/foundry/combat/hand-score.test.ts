// The GM types a score in the tracker (rules "Scores set by hand, and who rolls", rule 1), played through
// Shadowturn's tracker class and Combat document against the stand-in: core routes the field's change to
// the tracker's `_onChangeInput`, the Combat document checks it, writes once with history, and whispers the
// GMs a record. A player cannot do it; bad input is refused naming the combatant, and nothing changes.
import { describe, expect, it } from "vitest";
import { StandInCombatTracker } from "../../stand-in/applications";
import { defineCombatTracker, type CombatTrackerBase } from "../../../src/foundry/tracker/tracker-app";
import { setUpFight, type Fight } from "./setup";
import { GANGER, SAMURAI } from "./fighters";

const Tracker = defineCombatTracker(StandInCombatTracker as unknown as CombatTrackerBase);

/** The GM's score field of a row, as the template renders it (`input.st-score-input`). */
function scoreField(combatantId: string, value: string): HTMLInputElement {
  const row = { dataset: { combatantId } };
  return {
    value,
    name: "stScore",
    classList: { contains: (c: string) => c === "st-score-input" || c === "st-score" },
    closest: () => row,
  } as unknown as HTMLInputElement;
}

/** Types `value` into a row's score field on `user`'s client. */
async function type(f: Fight, user: string, name: string, value: string): Promise<void> {
  await f.as(user, async () => {
    const app = new Tracker() as unknown as StandInCombatTracker;
    Object.assign(app, { viewed: f.combat });
    await app.changeInput(scoreField(f.ids[name] as string, value));
  });
  await f.world.settle();
}

function score(f: Fight, name: string): number | null | undefined {
  return f.combat.combatants.get(f.ids[name] as string)?.initiative;
}

/** Samurai 3d6 = 6+5+4 (24), Ganger 1d6 = 3 (10); the Samurai acts first. */
async function started(): Promise<Fight> {
  const f = await setUpFight("sr5", [SAMURAI, GANGER]);
  f.world.scriptDice([6, 5, 4, 3]);
  await f.gm(() => f.combat.startCombat());
  return f;
}

describe("the GM types a score (rules: scores set by hand, rule 1)", () => {
  it("a click on the score's button is the tracker's own action, which opens the field (score-field.ts)", () => {
    const actions = (Tracker as unknown as { DEFAULT_OPTIONS: { actions: Record<string, unknown> } })
      .DEFAULT_OPTIONS.actions;
    expect(typeof actions.stEditScore).toBe("function");
  });

  it("sr5: a typed 30 puts the Ganger first at once, in one combat write, and the GMs get a whispered record", async () => {
    const f = await started();
    expect(f.combat.engineState().currentId).toBe(f.ids.Samurai);
    const from = f.world.writes.length;
    await type(f, "gm", "Ganger", "30");
    expect(score(f, "Ganger")).toBe(30);
    expect(f.world.writesSince(from, "Combat")).toHaveLength(1);
    expect(f.world.writesSince(from, "Combatant")).toHaveLength(0);
    expect(f.combat.phaseRows().find((r) => r.combatantId === f.ids.Ganger)?.score).toBe(30);
    const card = f.world.messages.at(-1)?.data as { content: string; whisper: string[] };
    expect(card.content).toContain("Ganger: 10 → 30");
    expect(card.whisper).toEqual(f.world.users.filter((u) => u.isGM).map((u) => u.id));
  });

  it("going back restores the score as it was before the GM typed it", async () => {
    const f = await started();
    await type(f, "gm", "Ganger", "30");
    await f.gm(() => f.combat.previousTurn());
    await f.world.settle();
    expect(score(f, "Ganger")).toBe(10);
  });

  it("bad input (text, empty, out of range) is refused naming the combatant, and nothing is written", async () => {
    const f = await started();
    const from = f.world.writes.length;
    for (const raw of ["abc", "", "1200"]) await type(f, "gm", "Ganger", raw);
    expect(f.world.writesSince(from)).toHaveLength(0);
    expect(score(f, "Ganger")).toBe(10);
    const warnings = f.world
      .gmClient()
      .notices.filter((n) => n.level === "warn")
      .map((n) => n.message);
    expect(warnings).toHaveLength(3);
    for (const w of warnings) expect(w).toMatch(/^Ganger: the score must/);
  });

  it("a player cannot set a score: refused on their client, nothing written", async () => {
    const f = await started();
    const from = f.world.writes.length;
    await type(f, "p1", "Samurai", "40");
    expect(f.world.writesSince(from)).toHaveLength(0);
    expect(score(f, "Samurai")).toBe(24);
    expect(f.world.clientOf("p1").notices.map((n) => n.message)).toContain("Only the GM can do that.");
  });

  it("before the start a typed score is kept and turn 1 starts from it, without rolling for that combatant", async () => {
    const f = await setUpFight("sr5", [SAMURAI, GANGER]);
    await type(f, "gm", "Ganger", "17");
    expect(score(f, "Ganger")).toBe(17);
    f.world.scriptDice([6, 5, 4]);
    const rolls = f.world.rolls.length;
    await f.gm(() => f.combat.startCombat());
    expect(score(f, "Ganger")).toBe(17);
    expect(score(f, "Samurai")).toBe(24);
    expect(f.world.rolls.length - rolls).toBe(1);
  });
});
