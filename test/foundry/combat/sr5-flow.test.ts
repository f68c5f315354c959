// A whole sr5 fight through Shadowturn's Combat document against the stand-in: real Rolls, one write per
// advance, going back, wounds and a lost augmentation mid-pass, Seize the Initiative and Blitz, delay.
import { seizeFlags } from "../../../src/engine";
import { describe, expect, it } from "vitest";
import { actingName, setUpFight, turnNames, type Fight, type Fighter } from "./setup";
import { GANGER, SAMURAI } from "./fighters";

/** A Reflex Booster 1 as an initiative source: +1d6 (sr5). */
const BOOSTER = {
  id: "booster",
  name: "Reflex Booster 1",
  kind: "cyberware" as const,
  active: true,
  rating: 1,
  dice: 1,
  flat: 0,
  passes: 0,
  bonusActions: 0,
  bonusCategory: null,
  stackingGroup: "reflex",
  d20: { initiative: 0, advantage: false, bonusAction: false, actionSurge: 0 },
};
const FACE: Fighter = {
  name: "Face",
  owner: "p2",
  input: { attributes: { reaction: 3, intuition: 4, edge: 5 } },
  edge: 5,
};

/** Samurai 3d6 = 6+5+4 (24), Face 1d6 = 5 (12), Ganger 1d6 = 3 (10). */
async function started(): Promise<Fight> {
  const f = await setUpFight("sr5", [SAMURAI, FACE, GANGER]);
  f.world.scriptDice([6, 5, 4, 5, 3]);
  await f.gm(() => f.combat.startCombat());
  return f;
}

function score(f: Fight, name: string): number | null | undefined {
  return f.combat.combatants.get(f.ids[name] as string)?.initiative;
}

/** Combat / Combatant writes (not chat messages, not actor writes) since `from`. */
function combatWrites(f: Fight, from: number): number {
  return f.world
    .writesSince(from)
    .filter((w) => w.documentName === "Combat" || w.documentName === "Combatant").length;
}

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
    expect([score(f, "Samurai"), score(f, "Ganger")]).toEqual([24, 10]);

    const steps: [string | undefined, number, number, number][] = [];
    world.scriptDice([1, 1, 1, 2]);
    for (let i = 0; i < 4; i += 1) {
      from = world.writes.length;
      await f.gm(() => combat.nextTurn());
      steps.push([actingName(combat), combat.round, combat.engineState().pass, combatWrites(f, from)]);
    }
    expect(steps).toEqual([
      ["Ganger", 1, 1, 1],
      ["Samurai", 1, 2, 1],
      ["Samurai", 1, 3, 1],
      // turn 2: Samurai 3d6 = 3 (12), Ganger 1d6 = 2 (9): the re-roll is in the same single write
      ["Samurai", 2, 1, 1],
    ]);
    expect([score(f, "Samurai"), score(f, "Ganger")]).toEqual([12, 9]);
    expect(world.refusals).toEqual([]);
  });

  it("sr5 rule 2: the Foundry score equals the Roll total and the card carries the real Rolls", async () => {
    const f = await started();
    const card = f.world.messages.at(-1)?.data as {
      rolls: { total: number }[];
      content: string;
      flags: object;
    };
    expect(card.rolls.map((r) => r.total)).toEqual([24, 12, 10]);
    expect(card.content).toContain("Samurai");
    expect(card.content).toContain("24");
    expect(card.flags).toEqual({ core: { initiativeRoll: true } });
  });

  it("sr5 going back: previous phase restores exactly the state before the advance, in one write", async () => {
    const f = await started();
    const states = [JSON.stringify(f.combat.engineState())];
    f.world.scriptDice([2, 2, 2, 2, 2]);
    for (let i = 0; i < 6; i += 1) {
      await f.gm(() => f.combat.nextTurn());
      states.push(JSON.stringify(f.combat.engineState()));
    }
    expect(f.combat.round).toBe(2);
    for (let i = states.length - 2; i >= 0; i -= 1) {
      const from = f.world.writes.length;
      await f.gm(() => f.combat.previousTurn());
      expect(combatWrites(f, from)).toBe(1);
      expect(JSON.stringify(f.combat.engineState())).toBe(states[i]);
    }
    await f.gm(() => f.combat.previousTurn());
    expect(f.world.gmClient().notices.at(-1)?.message).toBe("There is nothing earlier to go back to.");
  });

  it("sr5 going back a round: previous round returns to the last phase of turn 1", async () => {
    const f = await started();
    f.world.scriptDice([2, 2, 2, 2, 2]);
    for (let i = 0; i < 6; i += 1) await f.gm(() => f.combat.nextTurn());
    expect(f.combat.round).toBe(2);
    await f.gm(() => f.combat.previousRound());
    expect(f.combat.round).toBe(1);
    expect(f.combat.engineState().pass).toBe(3);
    expect(actingName(f.combat)).toBe("Samurai");
  });

  it("sr5 rule 4: a wound mid-pass lowers the score at once and re-sorts who is still to come", async () => {
    const f = await started();
    expect(turnNames(f.combat)).toEqual(["Samurai", "Face", "Ganger"]);
    const from = f.world.writes.length;
    await f.gm(() => f.actors.Face?.update({ "system.input.woundModifier": -3 }));
    await f.world.settle();
    expect(score(f, "Face")).toBe(9);
    expect(turnNames(f.combat)).toEqual(["Samurai", "Ganger", "Face"]);
    expect(combatWrites(f, from)).toBe(1);
    expect(actingName(f.combat)).toBe("Samurai");
  });

  it("sr5 rule 4: an augmentation switched off by its player rolls the lost dice and subtracts them", async () => {
    const f = await started();
    f.world.scriptDice([4, 2]);
    await f.as("p1", () => f.actors.Samurai?.items.get("wired")?.update({ "system.source.active": false }));
    await f.world.settle();
    expect(score(f, "Samurai")).toBe(18);
    const notice = f.world.messages.at(-1)?.data as { content: string; rolls: { total: number }[] };
    expect(notice.content).toContain("Samurai");
    expect(notice.rolls[0]?.total).toBe(6);
    expect(f.world.refusals).toEqual([]);
  });

  it("sr5 rule 5: Seize (GM) and a player's Blitz (relayed) before the roll; Edge is paid", async () => {
    const f = await setUpFight("sr5", [SAMURAI, FACE, GANGER]);
    await f.gm(() => f.combat.runCommand({ type: "seize", combatantId: f.ids.Ganger as string }));
    await f.as("p2", () => f.combat.runCommand({ type: "blitz", combatantId: f.ids.Face as string }));
    await f.world.settle();
    expect(f.world.refusals).toEqual([]);
    // Samurai 3d6 = 3 (12), Face Blitz 5d6 = 30 (37), Ganger 1d6 = 2 (9)
    f.world.scriptDice([1, 1, 1, 6, 6, 6, 6, 6, 2]);
    await f.gm(() => f.combat.startCombat());
    expect(turnNames(f.combat)).toEqual(["Ganger", "Face", "Samurai"]);
    expect([score(f, "Ganger"), score(f, "Face"), score(f, "Samurai")]).toEqual([9, 37, 12]);
    const face = f.combat.engineState().combatants.find((c) => c.id === f.ids.Face);
    expect(face?.input.edgePoints).toBe(4);
    expect(f.actors.Face?.system.edge?.value).toBe(4);
    expect(seizeFlags(face!.flags).blitz).toBe(true);
  });

  it("sr5 delay: a player delays and intervenes through the GM, then ends their own phase", async () => {
    const f = await started();
    await f.gm(() => f.combat.nextTurn());
    expect(actingName(f.combat)).toBe("Face");
    await f.as("p2", () => f.combat.runCommand({ type: "delay", combatantId: f.ids.Face as string }));
    await f.world.settle();
    expect(actingName(f.combat)).toBe("Ganger");
    await f.as("p2", () => f.combat.runCommand({ type: "intervene", combatantId: f.ids.Face as string }));
    await f.world.settle();
    expect(actingName(f.combat)).toBe("Face");
    await f.as("p2", () => f.combat.endPhase(f.ids.Face as string));
    await f.world.settle();
    expect(actingName(f.combat)).toBe("Ganger");
    expect(f.world.refusals).toEqual([]);
  });

  it("sr5 rule 4: an augmentation added mid-turn rolls the added die and adds it; removing it subtracts", async () => {
    const f = await started();
    const ganger = f.actors.Ganger;
    f.world.scriptDice([5]);
    const [item] =
      (await f.gm(() =>
        ganger?.createEmbeddedDocuments("Item", [
          { name: "Reflex Booster 1", system: { source: { ...BOOSTER } } },
        ]),
      )) ?? [];
    await f.world.settle();
    expect(score(f, "Ganger")).toBe(15);
    f.world.scriptDice([2]);
    await f.gm(() => item?.delete());
    await f.world.settle();
    expect(score(f, "Ganger")).toBe(13);
    expect(f.world.messages.filter((m) => String(m.data.content).includes("Ganger"))).toHaveLength(3);
  });

  it("house rule: bad data on an actor mid-fight is refused by name; the combat is not touched", async () => {
    const f = await started();
    const from = f.world.writes.length;
    await f.gm(() => f.actors.Ganger?.update({ "system.input.attributes.reaction": 99 }));
    await f.world.settle();
    expect(combatWrites(f, from)).toBe(0);
    expect(f.world.gmClient().notices.at(-1)?.message).toMatch(/Ganger.*attributes\.reaction/);
    expect(score(f, "Ganger")).toBe(10);
  });

  it("autoSkipSpent: spending the last action ends the phase; the new turn waits for the GM, then is one write", async () => {
    const f = await setUpFight("bonus-actions", [SAMURAI, GANGER], { autoSkipSpent: true });
    f.world.scriptDice([6, 6, 6, 1]);
    await f.gm(() => f.combat.startCombat());
    expect(actingName(f.combat)).toBe("Samurai");
    await f.gm(() => f.combat.nextTurn());
    expect(actingName(f.combat)).toBe("Ganger");
    let from = f.world.writes.length;
    await f.gm(() =>
      f.combat.runCommand({
        type: "spend",
        combatantId: f.ids.Ganger as string,
        kind: "complex",
        category: "physical",
      }),
    );
    // the engine never rolls a new turn by itself: nobody acts until the GM moves on
    expect(combatWrites(f, from)).toBe(1);
    expect(f.combat.round).toBe(1);
    expect(f.combat.combatant).toBeUndefined();
    from = f.world.writes.length;
    f.world.scriptDice([1, 1, 1, 6]);
    await f.gm(() => f.combat.nextTurn());
    expect(f.combat.round).toBe(2);
    expect(combatWrites(f, from)).toBe(1);
    expect(f.world.writesSince(from, "ChatMessage")).toHaveLength(1);
    expect([score(f, "Samurai"), score(f, "Ganger")]).toEqual([12, 13]);
    expect(actingName(f.combat)).toBe("Ganger");
  });
});
