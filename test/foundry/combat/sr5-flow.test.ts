// A whole sr5 fight through Shadowturn's Combat document against the stand-in: real Rolls, one write per
// advance, going back, wounds mid-pass, Seize the Initiative and Blitz.
import { describe, expect, it } from "vitest";
import { actingName, setUpFight, turnNames, type Fighter } from "./setup";

const SAMURAI: Fighter = {
  name: "Samurai",
  owner: "p1",
  input: { attributes: { reaction: 5, intuition: 4, edge: 3 }, edgePoints: 3 },
  items: [
    { id: "wired", name: "Wired Reflexes 2", kind: "cyberware", rating: 2, dice: 2, stackingGroup: "reflex" },
  ],
};
const GANGER: Fighter = { name: "Ganger", input: { attributes: { reaction: 4, intuition: 3, edge: 1 } } };
export const FACE: Fighter = {
  name: "Face",
  owner: "p2",
  input: { attributes: { reaction: 3, intuition: 4, edge: 5 }, edgePoints: 5 },
};

describe("sr5 through the Foundry layer", () => {
  it("sr5 rules 1-2: rolls real Rolls, walks every pass minus ten, one combat write per advance", async () => {
    const f = await setUpFight("sr5", [SAMURAI, GANGER]);
    const { world, combat } = f;
    // Samurai 3d6 = 6+5+4 (9 + 15 = 24), Ganger 1d6 = 3 (7 + 3 = 10)
    world.scriptDice([6, 5, 4, 3]);
    let from = world.writes.length;
    await f.gm(() => combat.startCombat());
    expect(world.writesSince(from, "Combat")).toHaveLength(1);
    expect(world.writesSince(from, "ChatMessage")).toHaveLength(1);
    expect(combat.round).toBe(1);
    expect(turnNames(combat)).toEqual(["Samurai", "Ganger"]);
    expect(actingName(combat)).toBe("Samurai");
    expect(combat.combatants.get(f.ids.Samurai as string)?.initiative).toBe(24);
    expect(combat.combatants.get(f.ids.Ganger as string)?.initiative).toBe(10);

    const steps: [string | undefined, number, number][] = [];
    for (let i = 0; i < 4; i += 1) {
      from = world.writes.length;
      await f.gm(() => combat.nextTurn());
      expect(world.writesSince(from).filter((w) => w.documentName !== "ChatMessage")).toHaveLength(1);
      steps.push([actingName(combat), combat.round, combat.engineState().pass]);
    }
    expect(steps).toEqual([
      ["Ganger", 1, 1],
      ["Samurai", 1, 2],
      ["Samurai", 1, 3],
      [steps[3]?.[0], 2, 1],
    ]);
    expect(world.refusals).toEqual([]);
  });
});
