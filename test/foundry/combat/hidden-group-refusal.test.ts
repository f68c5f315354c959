// Issue 29, "what a player learns that the GM hides", and rules "Scores set by hand, and who rolls", rule 3
// (a player who owns one member of an NPC group never rolls for the others): the refusal of a player's Roll
// for their member grouped with a hidden NPC says what it says for a group whose members they all see, and
// speaks of no member they may not roll for. Before, it said "only a user who may roll for every member rolls
// the group" to a player who saw, and owned, every member shown to them.
import { describe, expect, it } from "vitest";
import type { Command } from "../../../src/engine";
import { setUpFight, type Fighter } from "./setup";

const ganger = (n: number, owner?: string): Fighter => ({
  name: `Ganger ${n}`,
  ...(owner ? { owner } : {}),
  input: { attributes: { reaction: 3, intuition: 3, edge: 1 } },
});

/** What p1 is told on Rolling their Ganger 2, grouped with the GM's Ganger 1 (hidden or not). */
async function refusalTold(hideLeader: boolean) {
  const f = await setUpFight("sr5", [ganger(1), ganger(2, "p1")], { whoRolls: "owners" });
  const group: Command[] = ["Ganger 1", "Ganger 2"].map((n) => ({
    type: "group",
    combatantId: f.ids[n] as string,
    groupId: "gangers",
  }));
  await f.gm(() => f.combat.runCommands(group));
  if (hideLeader)
    await f.gm(() => f.combat.combatants.get(f.ids["Ganger 1"] as string)?.update({ hidden: true }));
  const rolls = f.world.rolls.length;
  await f.as("p1", () => f.combat.rollInitiative([f.ids["Ganger 2"] as string]));
  await f.world.settle();
  return { rolled: f.world.rolls.length - rolls, told: f.world.clientOf("p1").notices.map((n) => n.message) };
}

describe("a player's Roll for their member grouped with a hidden NPC gives the hidden one away in no word", () => {
  it("the refusal is the one for a group of members the player sees but does not all own", async () => {
    const seen = await refusalTold(false);
    const hidden = await refusalTold(true);
    expect(seen.rolled).toBe(0);
    expect(hidden.rolled).toBe(0);
    expect(hidden.told).toEqual(seen.told);
    // nothing of other members, nor the group's stored id: only that the GM rolls this group
    expect(hidden.told).toEqual(["Ganger 2 rolls with its group: the GM rolls for the group."]);
  });
});
