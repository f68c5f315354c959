// One roll for a group (rules "Scores set by hand, and who rolls", rule 3) through the Combat document: the
// GM makes three gangers a group in one write; the groups are stored on the Combat, so every client reads
// them, the next turn rolls once for all three, and they survive going back and a member being deleted.
import { describe, expect, it } from "vitest";
import { groupsOf, type Command } from "../../../src/engine";
import { setUpFight, type Fight, type Fighter } from "./setup";
import { SAMURAI } from "./fighters";

const ganger = (n: number): Fighter => ({
  name: `Ganger ${n}`,
  input: { attributes: { reaction: 3, intuition: 3, edge: 1 } },
});

/** sr5: Samurai 3d6, three gangers 1d6 each; the gangers made one group before the start. */
async function grouped(): Promise<Fight> {
  const f = await setUpFight("sr5", [SAMURAI, ganger(1), ganger(2), ganger(3)]);
  const ids = ["Ganger 1", "Ganger 2", "Ganger 3"].map((n) => f.ids[n] as string);
  const cmds: Command[] = ids.map((combatantId) => ({ type: "group", combatantId, groupId: "gangers" }));
  const from = f.world.writes.length;
  await f.gm(() => f.combat.runCommands(cmds));
  expect(f.world.writesSince(from)).toHaveLength(1);
  return f;
}

const scoreOf = (f: Fight, name: string) => f.combat.combatants.get(f.ids[name] as string)?.initiative;

describe("one roll for a group (rules: scores set by hand, rule 3)", () => {
  it("made in one write, read by a player's client too, and the group rolls one die for all three", async () => {
    const f = await grouped();
    const seen = f.as("p1", () => groupsOf(f.combat.engineState()));
    expect(seen).toEqual([
      { id: "gangers", memberIds: ["Ganger 1", "Ganger 2", "Ganger 3"].map((n) => f.ids[n]) },
    ]);
    // the group's one die first (its leader rolls before the rest), 2: every ganger 6 + 2 = 8; Samurai 6+5+4
    f.world.scriptDice([2, 6, 5, 4]);
    const rolls = f.world.rolls.length;
    await f.gm(() => f.combat.startCombat());
    expect(f.world.rolls.length - rolls).toBe(2);
    expect([scoreOf(f, "Ganger 1"), scoreOf(f, "Ganger 2"), scoreOf(f, "Ganger 3")]).toEqual([8, 8, 8]);
    expect(scoreOf(f, "Samurai")).toBe(24);
  });

  it("survives going back, and a deleted member simply leaves it", async () => {
    const f = await grouped();
    f.world.scriptDice([6, 5, 4, 2]);
    await f.gm(() => f.combat.startCombat());
    await f.gm(() => f.combat.nextTurn());
    await f.gm(() => f.combat.previousTurn());
    await f.world.settle();
    expect(groupsOf(f.combat.engineState())[0]?.memberIds).toHaveLength(3);
    const combat = f.combat as unknown as {
      deleteEmbeddedDocuments(n: string, ids: string[]): Promise<unknown>;
    };
    await f.gm(() => combat.deleteEmbeddedDocuments("Combatant", [f.ids["Ganger 2"] as string]));
    await f.world.settle();
    const left = groupsOf(f.combat.engineState())[0]?.memberIds;
    expect(left).toEqual([f.ids["Ganger 1"], f.ids["Ganger 3"]]);
  });
});

const phaseOf = (f: Fight, name: string) =>
  f.combat.phaseRows().find((r) => r.combatantId === f.ids[name])?.hasPhase ?? null;

describe("a group in a running fight (rules: scores set by hand, rule 3)", () => {
  it("survives a reload: the world's stored combat read again holds the same group", async () => {
    const f = await grouped();
    f.world.scriptDice([2, 6, 5, 4]);
    await f.gm(() => f.combat.startCombat());
    const before = groupsOf(f.combat.engineState());
    // the world saved and loaded again: the stored source through the combat's data model, as on a load
    const stored = f.combat as unknown as { _source: { system: object }; rebuild(): void };
    const Model = f.world.as("gm", () => CONFIG.Combat.dataModels.base) as unknown as new (data: object) => {
      toObject(): { system?: object } & Record<string, unknown>;
    };
    stored._source.system = new Model(JSON.parse(JSON.stringify(stored._source.system))).toObject();
    stored.rebuild();
    expect(before).toHaveLength(1);
    expect(groupsOf(f.combat.engineState())).toEqual(before);
    expect(f.as("p2", () => groupsOf(f.combat.engineState()))).toEqual(before);
  });

  it("the turn's start with a group rolls once for it and is ONE combat write, as every advance", async () => {
    const f = await grouped();
    f.world.scriptDice([2, 6, 5, 4]);
    const from = f.world.writes.length;
    await f.gm(() => f.combat.startCombat());
    expect(f.world.writesSince(from, "Combat")).toHaveLength(1);
    expect(f.world.writesSince(from, "Combatant")).toHaveLength(0);
  });

  it("sr5 rule 4: a ganger wounded to 0 or less loses its phase, the other two keep theirs at the group's score", async () => {
    const f = await grouped();
    f.world.scriptDice([2, 6, 5, 4]);
    await f.gm(() => f.combat.startCombat());
    await f.gm(() => f.actors["Ganger 2"]?.update({ "system.input.woundModifier": -9 }));
    await f.world.settle();
    expect(scoreOf(f, "Ganger 2")).toBe(-1);
    expect(phaseOf(f, "Ganger 2")).toBe(false);
    expect([scoreOf(f, "Ganger 1"), scoreOf(f, "Ganger 3")]).toEqual([8, 8]);
    expect([phaseOf(f, "Ganger 1"), phaseOf(f, "Ganger 3")]).toEqual([true, true]);
    // still in the group: only its score went its own way
    expect(groupsOf(f.combat.engineState())[0]?.memberIds).toHaveLength(3);
  });

  it("the one rolling killed: it loses its phase, and the next turn the next member rolls once for the rest", async () => {
    const f = await grouped();
    f.world.scriptDice([2, 6, 5, 4]);
    await f.gm(() => f.combat.startCombat());
    const killed: Command = { type: "defeated", combatantId: f.ids["Ganger 1"] as string, defeated: true };
    await f.gm(() => f.combat.runCommand(killed));
    await f.world.settle();
    expect(phaseOf(f, "Ganger 1")).toBe(false);
    expect([phaseOf(f, "Ganger 2"), phaseOf(f, "Ganger 3")]).toEqual([true, true]);
    // the next turn: Ganger 2 rolls for the group (one die, 5: 6 + 5 = 11), the Samurai 3d6, Ganger 1 its own
    // (had Ganger 3 rolled its own, it would have drawn a 1: 7)
    f.world.scriptDice([5, 1, 1, 1, 1]);
    await f.gm(() => f.combat.nextRound());
    await f.world.settle();
    expect([scoreOf(f, "Ganger 2"), scoreOf(f, "Ganger 3")]).toEqual([11, 11]);
  });
});
