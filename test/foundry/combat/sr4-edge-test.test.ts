// sr4 rule 7a through the Foundry layer: a player declares Edge on the initiative test (relayed to the GM),
// and the Roll made when combat starts carries the Edge dice with exploding sixes, paid with one Edge point.
import { describe, expect, it } from "vitest";
import { setUpFight, type Fighter } from "./setup";

const FIGHTERS: Fighter[] = [
  { name: "Sam", owner: "p1", input: { attributes: { reaction: 5, intuition: 4, edge: 2 } } },
  { name: "Mage", owner: "p2", edge: 4, input: { attributes: { reaction: 3, intuition: 5, edge: 4 } } },
  { name: "Ganger", input: { attributes: { reaction: 3, intuition: 3, edge: 1 } } },
];

describe("sr4 Edge on the initiative test in Foundry", () => {
  it("sr4 rule 7a: the declared Edge adds Edge dice that explode, and costs one point", async () => {
    const f = await setUpFight("sr4", FIGHTERS);
    const mage = f.ids.Mage as string;
    await f.as("p2", () => f.combat.runCommand({ type: "edge-test", combatantId: mage }));
    await f.world.settle();
    expect(f.world.refusals).toEqual([]);

    // Sam: 9 dice, 2 hits. Mage: 8 + 4 Edge dice, one six that explodes (a 3), 2 hits. Ganger: 6 dice, 1 hit.
    f.world.scriptDice([
      ...[5, 5, 2, 2, 2, 2, 2, 2, 2],
      ...[6, 5, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3],
      ...[2, 2, 2, 2, 2, 5],
    ]);
    await f.gm(() => f.combat.startCombat());

    const state = f.combat.engineState();
    const byName = (id: string) => state.combatants.find((c) => c.id === id);
    const rolled = byName(mage);
    expect(rolled?.roll?.edgeUsed).toBe(true);
    expect(rolled?.roll?.dice).toHaveLength(13);
    expect(rolled?.score).toBe(8 + 2);
    expect(rolled?.input.edgePoints).toBe(3);
    expect(byName(f.ids.Sam as string)?.score).toBe(9 + 2);
    expect(byName(f.ids.Ganger as string)?.score).toBe(6 + 1);
  });

  it("sr4 rule 7a: rolling one combatant before the start (the row's dice button) uses the declared Edge", async () => {
    const f = await setUpFight("sr4", FIGHTERS, { whoRolls: "owners" });
    const mage = f.ids.Mage as string;
    await f.as("p2", () => f.combat.runCommand({ type: "edge-test", combatantId: mage }));
    await f.world.settle();
    f.world.scriptDice([6, 5, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3]);
    await f.as("p2", () => f.combat.rollInitiative([mage]));
    await f.world.settle();
    const rolled = f.combat.engineState().combatants.find((c) => c.id === mage);
    expect(rolled?.roll?.edgeUsed).toBe(true);
    expect(rolled?.roll?.dice).toHaveLength(13);
    expect(f.combat.combatants.get(mage)?.initiative).toBe(8 + 2);

    // Starting the fight keeps that roll and does not charge the Edge point a second time.
    f.world.scriptDice([...[5, 5, 2, 2, 2, 2, 2, 2, 2], ...[2, 2, 2, 2, 2, 5]]);
    await f.gm(() => f.combat.startCombat());
    const started = f.combat.engineState().combatants.find((c) => c.id === mage);
    expect(started?.score).toBe(8 + 2);
    expect(started?.input.edgePoints).toBe(3);
  });

  it("sr4 rule 7a: the combatant's own roll (getInitiativeRoll) shows the declared Edge dice", async () => {
    const f = await setUpFight("sr4", FIGHTERS);
    const mage = f.ids.Mage as string;
    await f.gm(() => f.combat.runCommand({ type: "edge-test", combatantId: mage }));
    const roll = f.gm(() => f.combat.combatants.get(mage)?.getInitiativeRoll());
    expect(roll?.formula).toContain("12d6x6cs>=5");
  });
});
