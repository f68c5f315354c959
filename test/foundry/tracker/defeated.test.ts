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

  it("the engine's own defeated command shows core's skull too", async () => {
    const f = await fight();
    await f.gm(() => f.combat.runCommand({ type: "defeated", combatantId: f.ids.Face!, defeated: true }));
    expect(doc(f, "Face").defeated).toBe(true);
  });
});
