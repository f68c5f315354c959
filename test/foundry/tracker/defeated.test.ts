// Defeated is one fact: core's skull in our row (`data-action="toggleDefeated"`, run through core's own tracker
// action in the stand-in), the token HUD's Dead status, and the engine's flag are the same, whichever sets it.
import { describe, expect, it } from "vitest";
import { actionsOf, StandInCombatTracker } from "../../stand-in/applications";
import { tokenHudDefeated, type StandInCombatant, type TestActor } from "../../stand-in";
import { setUpFight, type Fight, type Fighter } from "../combat/setup";
import { GANGER, SAMURAI } from "../combat/fighters";
import { defineCombatTracker, type CombatTrackerBase } from "../../../src/foundry/tracker/tracker-app";

const Tracker = defineCombatTracker(StandInCombatTracker as unknown as CombatTrackerBase);
type Handler = (this: unknown, event: PointerEvent, target: HTMLElement) => Promise<void>;

const FACE: Fighter = {
  name: "Face",
  owner: "p2",
  input: { attributes: { reaction: 3, intuition: 4, edge: 5 }, edgePoints: 5 },
};

/** sr5, turn 1, pass 1: Samurai 24 acts, Face 12, Ganger 10. */
async function fight(): Promise<Fight> {
  const f = await setUpFight("sr5", [SAMURAI, GANGER, FACE]);
  f.world.scriptDice([6, 5, 4, 3, 5]);
  await f.gm(() => f.combat.startCombat());
  return f;
}

/** The GM clicks core's skull on a row: core's own action, as the tracker class inherits it. */
async function skull(f: Fight, name: string): Promise<void> {
  await f.gm(async () => {
    const app = new Tracker();
    Object.assign(app, { viewed: f.combat });
    const handler = actionsOf(Tracker)["toggleDefeated"] as Handler;
    const row = { dataset: { combatantId: f.ids[name] } };
    const button = { dataset: { action: "toggleDefeated" }, closest: () => row } as unknown as HTMLElement;
    await handler.call(app, {} as PointerEvent, button);
  });
  await f.world.settle();
}

const row = (f: Fight, name: string) => f.combat.phaseRows().find((r) => r.combatantId === f.ids[name]);
const doc = (f: Fight, name: string) => f.combat.combatants.get(f.ids[name]!) as unknown as StandInCombatant;
const combatWrites = (f: Fight, from: number) =>
  f.world.writesSince(from).filter((w) => w.documentName === "Combat" || w.documentName === "Combatant");

describe("defeated is one fact", () => {
  it("sr5 rule 2: core's skull on a waiting NPC takes its phases away, greys it, sets the actor's status, in one combat write", async () => {
    const f = await fight();
    const from = f.world.writes.length;
    await skull(f, "Ganger");
    expect(row(f, "Ganger")).toMatchObject({ hasPhase: false, flags: { defeated: true } });
    expect(doc(f, "Ganger").defeated).toBe(true);
    expect((f.actors.Ganger as TestActor).statuses.has("dead")).toBe(true);
    expect(combatWrites(f, from)).toHaveLength(1);
    // the next phases skip it: Samurai, Face, then the next pass
    await f.gm(() => f.combat.nextTurn());
    await f.gm(() => f.combat.nextTurn());
    expect(f.combat.combatant?.name).not.toBe("Ganger");
  });

  it("sr5 rule 2: the skull again brings it back with its phase (undoable)", async () => {
    const f = await fight();
    await skull(f, "Ganger");
    await skull(f, "Ganger");
    expect(row(f, "Ganger")).toMatchObject({ hasPhase: true, flags: { defeated: false } });
    expect(doc(f, "Ganger").defeated).toBe(false);
    expect((f.actors.Ganger as TestActor).statuses.has("dead")).toBe(false);
  });

  it("sr5 rule 2: the skull on the acting combatant hands the phase on; going back restores it, skull and all", async () => {
    const f = await fight();
    await skull(f, "Samurai");
    expect(f.combat.combatant?.name).toBe("Face");
    await f.gm(() => f.combat.previousTurn());
    expect(f.combat.combatant?.name).toBe("Samurai");
    expect(doc(f, "Samurai").defeated).toBe(false);
    expect(row(f, "Samurai")?.flags.defeated).toBe(false);
  });

  it("sr5 rule 2: the token HUD's Dead status reaches the engine (the active GM follows it)", async () => {
    const f = await fight();
    await f.gm(() => tokenHudDefeated(doc(f, "Ganger"), true));
    await f.world.settle();
    expect(row(f, "Ganger")).toMatchObject({ hasPhase: false, flags: { defeated: true } });
    await f.gm(() => tokenHudDefeated(doc(f, "Ganger"), false));
    await f.world.settle();
    expect(row(f, "Ganger")).toMatchObject({ hasPhase: true, flags: { defeated: false } });
  });

  it("the engine's own defeated command shows core's skull too, and puts the actor's Dead status on", async () => {
    const f = await fight();
    await f.gm(() => f.combat.runCommand({ type: "defeated", combatantId: f.ids.Face!, defeated: true }));
    expect(doc(f, "Face").defeated).toBe(true);
    expect(dead(f, "Face")).toBe(true);
  });
});

const dead = (f: Fight, name: string) => (f.actors[name] as TestActor).statuses.has("dead");
const hud = async (f: Fight, name: string, active: boolean) => {
  await f.gm(() => tokenHudDefeated(doc(f, name), active));
  await f.world.settle();
};

describe("defeated set from the token HUD (the actor's status alone, foundryvtt #8197)", () => {
  it("sr5 rule 2: Dead from the token HUD takes the waiting combatant's remaining phases; its row greys and core's defeated follows", async () => {
    const f = await fight();
    const from = f.world.writes.length;
    await hud(f, "Ganger", true);
    // the HUD wrote the status only: the rest is the active GM's one combat write
    expect(combatWrites(f, from)).toHaveLength(1);
    expect(row(f, "Ganger")).toMatchObject({ hasPhase: false, flags: { defeated: true } });
    expect(doc(f, "Ganger").defeated).toBe(true);
    expect(dead(f, "Ganger")).toBe(true);
    // the next phases skip it
    await f.gm(() => f.combat.nextTurn());
    await f.gm(() => f.combat.nextTurn());
    expect(f.combat.combatant?.name).not.toBe("Ganger");
  });

  it("sr5 rule 2: Dead from the token HUD on the acting combatant hands the phase on", async () => {
    const f = await fight();
    await hud(f, "Samurai", true);
    expect(f.combat.combatant?.name).toBe("Face");
    expect(row(f, "Samurai")?.flags.defeated).toBe(true);
  });

  it("sr5 rule 2: Dead taken off on the token HUD brings the combatant back with its phase, core's defeated too", async () => {
    const f = await fight();
    await hud(f, "Ganger", true);
    await hud(f, "Ganger", false);
    expect(row(f, "Ganger")).toMatchObject({ hasPhase: true, flags: { defeated: false } });
    expect(doc(f, "Ganger").defeated).toBe(false);
  });

  it("sr5 rule 2: after Dead from the token HUD, the lit skull brings the combatant back: status, core's defeated and phase together", async () => {
    const f = await fight();
    await hud(f, "Ganger", true);
    expect(doc(f, "Ganger").isDefeated).toBe(true);
    await skull(f, "Ganger");
    expect(dead(f, "Ganger")).toBe(false);
    expect(doc(f, "Ganger").isDefeated).toBe(false);
    expect(row(f, "Ganger")).toMatchObject({ hasPhase: true, flags: { defeated: false } });
    // and the skull again takes it out, status included
    await skull(f, "Ganger");
    expect(dead(f, "Ganger")).toBe(true);
    expect(row(f, "Ganger")).toMatchObject({ hasPhase: false, flags: { defeated: true } });
  });

  it("sr5 rule 2: going back after Dead from the token HUD brings the combatant back and takes the Dead status off", async () => {
    const f = await fight();
    await hud(f, "Ganger", true);
    await f.gm(() => f.combat.previousTurn());
    await f.world.settle();
    expect(row(f, "Ganger")).toMatchObject({ hasPhase: true, flags: { defeated: false } });
    expect(doc(f, "Ganger").defeated).toBe(false);
    expect(dead(f, "Ganger")).toBe(false);
  });

  it("sr5 rule 2: Dead on the second of two unlinked gangers of one actor defeats that ganger only (the status lives in its token's delta)", async () => {
    const f = await setUpFight("sr5", [SAMURAI, GANGER, { ...GANGER, name: "Ganger 2" }]);
    const actorId = f.actors.Ganger!.id;
    for (const [name, token] of [
      ["Ganger", "tok-g1"],
      ["Ganger 2", "tok-g2"],
    ] as const)
      await f.gm(() =>
        f.combat.combatants
          .get(f.ids[name]!)
          ?.update({ actorId, tokenId: token, token: { id: token, actorId, actorLink: false } }),
      );
    f.world.scriptDice([6, 5, 4, 3, 5, 2]);
    await f.gm(() => f.combat.startCombat());
    await hud(f, "Ganger 2", true);
    expect(row(f, "Ganger 2")?.flags.defeated).toBe(true);
    expect(row(f, "Ganger")?.flags.defeated).toBe(false);
    expect(doc(f, "Ganger").isDefeated).toBe(false);
  });

  it("sr5 rule 2: Dead from the token HUD before the start: the fight starts with the combatant defeated, without a phase", async () => {
    const f = await setUpFight("sr5", [SAMURAI, GANGER, FACE]);
    const from = f.world.writes.length;
    await hud(f, "Ganger", true);
    // nothing of the engine's is written before the start
    expect(combatWrites(f, from)).toHaveLength(0);
    f.world.scriptDice([6, 5, 4, 3, 5]);
    await f.gm(() => f.combat.startCombat());
    expect(row(f, "Ganger")).toMatchObject({ hasPhase: false, flags: { defeated: true } });
    expect(doc(f, "Ganger").defeated).toBe(true);
  });

  it("sr5 rule 2: a combatant that joins mid-fight with its actor Dead comes in defeated", async () => {
    const f = await fight();
    await hud(f, "Ganger", true);
    const combat = f.combat as unknown as {
      createEmbeddedDocuments(n: string, d: object[]): Promise<{ id: string }[]>;
    };
    f.world.scriptDice([4, 4]);
    const [twin] = await f.gm(() =>
      combat.createEmbeddedDocuments("Combatant", [{ actorId: f.actors.Ganger!.id, name: "Ganger twin" }]),
    );
    await f.world.settle();
    const joined = f.combat.phaseRows().find((r) => r.combatantId === twin!.id);
    expect(joined).toMatchObject({ hasPhase: false, flags: { defeated: true } });
  });

  it("a player's own Dead from the token HUD reaches the engine through the active GM", async () => {
    const f = await fight();
    await f.as("p2", () => tokenHudDefeated(doc(f, "Face"), true));
    await f.world.settle();
    expect(row(f, "Face")).toMatchObject({ hasPhase: false, flags: { defeated: true } });
  });
});

describe("going back after a skull click", () => {
  it("sr5 rule 2: takes the actor's Dead status off again (the effect is restored with the flags)", async () => {
    const f = await fight();
    await skull(f, "Samurai");
    expect(dead(f, "Samurai")).toBe(true);
    await f.gm(() => f.combat.previousTurn());
    await f.world.settle();
    expect(dead(f, "Samurai")).toBe(false);
    expect(doc(f, "Samurai").isDefeated).toBe(false);
  });

  it("sr5 rule 2: a waiting combatant's skull is undone by going back, status included", async () => {
    const f = await fight();
    await skull(f, "Ganger");
    await f.gm(() => f.combat.previousTurn());
    await f.world.settle();
    expect(row(f, "Ganger")).toMatchObject({ hasPhase: true, flags: { defeated: false } });
    expect(dead(f, "Ganger")).toBe(false);
  });

  it("sr5 rule 2: a later skull click marks the combatant defeated again and does not just take a stale Dead status off", async () => {
    const f = await fight();
    await skull(f, "Samurai");
    await f.gm(() => f.combat.previousTurn());
    await f.world.settle();
    await skull(f, "Samurai");
    expect(row(f, "Samurai")?.flags.defeated).toBe(true);
    expect(dead(f, "Samurai")).toBe(true);
    expect(f.combat.combatant?.name).toBe("Face");
  });
});
