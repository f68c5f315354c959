// Rules "Scores set by hand, and who rolls", rule 3 (settled 2026-12-01): every way of rolling rolls a group
// ONCE, with its leader's formula; only a user who may roll for every member rolls the group, anyone else's
// Roll on a member is refused (the GM rolls the group); a typed score takes a member out of the group's roll.
// Before these tests, "Roll NPCs", "Roll all" and a member's Roll before the start each rolled every member
// alone (7 / 9 / 11 where the group's header showed one roller and one score).
import { describe, expect, it } from "vitest";
import type { Command } from "../../../src/engine";
import { setUpFight, type Fight, type Fighter } from "./setup";
import { SAMURAI } from "./fighters";

const ganger = (n: number, owner?: string): Fighter => ({
  name: `Ganger ${n}`,
  ...(owner ? { owner } : {}),
  input: { attributes: { reaction: 3, intuition: 3, edge: 1 } },
});

const GANG = ["Ganger 1", "Ganger 2", "Ganger 3"];

/** sr5: Samurai 3d6, three gangers 1d6 each made one group before the start (Ganger 2 owned as given). */
async function grouped(owner2?: string, whoRolls: "gm" | "owners" = "gm"): Promise<Fight> {
  const f = await setUpFight("sr5", [SAMURAI, ganger(1), ganger(2, owner2), ganger(3)], { whoRolls });
  const cmds: Command[] = GANG.map((n) => ({
    type: "group",
    combatantId: f.ids[n] as string,
    groupId: "gangers",
  }));
  await f.gm(() => f.combat.runCommands(cmds));
  return f;
}

const scores = (f: Fight, names: string[]) =>
  names.map((n) => f.combat.combatants.get(f.ids[n] as string)?.initiative ?? null);

describe("rules scores 3: a group rolls once, whichever button rolls it", () => {
  it("Roll NPCs before the start: one die for the three gangers (8 / 8 / 8), the player's Samurai left alone", async () => {
    const f = await grouped();
    f.world.scriptDice([2, 3, 5]);
    const rolls = f.world.rolls.length;
    await f.gm(() => f.combat.rollNPC());
    await f.world.settle();
    // the group's one die, 2: 6 + 2 = 8 for each (rolled alone, the next dice would give 9 and 11)
    expect(f.world.rolls.length - rolls).toBe(1);
    expect(scores(f, GANG)).toEqual([8, 8, 8]);
    expect(scores(f, ["Samurai"])).toEqual([null]);
  });

  it("Roll all, then Begin combat: the group keeps its one roll into turn 1", async () => {
    const f = await grouped();
    f.world.scriptDice([6, 5, 4, 2]);
    await f.gm(() => f.combat.rollAll());
    await f.world.settle();
    expect(scores(f, GANG)).toEqual([8, 8, 8]);
    await f.gm(() => f.combat.startCombat());
    await f.world.settle();
    expect(scores(f, GANG)).toEqual([8, 8, 8]);
  });

  it("a member's Roll rolls the whole group once, with its leader's formula", async () => {
    const f = await grouped();
    f.world.scriptDice([4]);
    const rolls = f.world.rolls.length;
    await f.gm(() => f.combat.rollInitiative([f.ids["Ganger 3"] as string]));
    await f.world.settle();
    expect(f.world.rolls.length - rolls).toBe(1);
    expect(scores(f, GANG)).toEqual([10, 10, 10]);
  });

  it("a typed score is that member's alone: the group's roll leaves it out until it is rolled itself", async () => {
    const f = await grouped();
    await f.gm(() => f.combat.setScore(f.ids["Ganger 2"] as string, 15));
    f.world.scriptDice([6, 5, 4, 2]);
    await f.gm(() => f.combat.rollAll());
    await f.world.settle();
    expect(scores(f, GANG)).toEqual([8, 15, 8]);
    f.world.scriptDice([1]);
    await f.gm(() => f.combat.startCombat());
    expect(scores(f, GANG)).toEqual([8, 15, 8]);
  });

  it("a member that leaves the group keeps the score it has", async () => {
    const f = await grouped();
    f.world.scriptDice([6, 5, 4, 2]);
    await f.gm(() => f.combat.rollAll());
    const leave: Command = { type: "group", combatantId: f.ids["Ganger 3"] as string, groupId: null };
    await f.gm(() => f.combat.runCommand(leave));
    await f.gm(() => f.combat.startCombat());
    expect(scores(f, GANG)).toEqual([8, 8, 8]);
  });

  it("a player who owns one member of an NPC group: their Roll is refused (the GM rolls the group), nothing rolls", async () => {
    const f = await grouped("p1", "owners");
    const rolls = f.world.rolls.length;
    const writes = f.world.writes.length;
    await f.as("p1", () => f.combat.rollInitiative([f.ids["Ganger 2"] as string]));
    await f.world.settle();
    expect(f.world.rolls.length - rolls).toBe(0);
    expect(f.world.writesSince(writes)).toHaveLength(0);
    expect(f.world.clientOf("p1").notices.map((n) => n.message)).toEqual([
      "Ganger 2 rolls with its group: the GM rolls for the group.",
    ]);
    expect(scores(f, GANG)).toEqual([null, null, null]);
  });

  it("the same roll asked from the player's console is refused by the GM's client: the GM rolls the group", async () => {
    const f = await grouped("p1", "owners");
    const { turn, pass, currentId } = f.as("p1", () => f.combat.engineState());
    const r = {
      id: "abcdefghijklmnop",
      action: "roll",
      roll: { faces: [6], declare: [] },
      turn,
      pass,
      currentId,
    };
    const c = f.as("p1", () => f.combat.combatants.get(f.ids["Ganger 2"] as string));
    await f.as("p1", () => c?.update({ system: { request: JSON.stringify(r) } }));
    await f.world.settle();
    expect(scores(f, GANG)).toEqual([null, null, null]);
    expect(f.world.clientOf("p1").notices.map((n) => n.message)).toEqual([
      "Ganger 2 rolls with its group: the GM rolls for the group.",
    ]);
  });
});

describe("going back never un-starts a fight (Going back; rules scores 3)", () => {
  it("a group made before the start: previous phase in turn 1's first phase says there is nothing earlier", async () => {
    const f = await grouped();
    f.world.scriptDice([6, 5, 4, 2]);
    await f.gm(() => f.combat.startCombat());
    await f.world.settle();
    const writes = f.world.writes.length;
    await f.gm(() => f.combat.previousTurn());
    await f.world.settle();
    expect(f.combat.round).toBe(1);
    expect(f.combat.started).toBe(true);
    expect(f.world.writesSince(writes)).toHaveLength(0);
    expect(f.world.gmClient().notices.map((n) => n.message)).toEqual([
      "There is nothing earlier to go back to.",
    ]);
    expect(f.combat.engineState().groups?.[0]?.memberIds).toHaveLength(3);
  });
});
