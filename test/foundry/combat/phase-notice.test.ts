// Who is next (issue 23, 4): when a phase begins its owners are told, and the owners of the phase after it get
// an "up next"; the GM's client shows nothing, going back tells nobody, and the sound plays only for a user
// who chose it. Played through the Combat document against the stand-in, each client reacting to the update.
import { describe, expect, it } from "vitest";
import { SYSTEM_ID } from "../../../src/foundry/settings";
import { setUpFight, type Fight, type Fighter } from "./setup";
import { GANGER, SAMURAI } from "./fighters";

const FACE: Fighter = { name: "Face", owner: "p2", input: { attributes: { reaction: 3, intuition: 4 } } };

/** sr5: Samurai (p1) 24, Face (p2) 12, Ganger (GM) 10. */
async function started(): Promise<Fight> {
  const f = await setUpFight("sr5", [SAMURAI, FACE, GANGER]);
  f.world.scriptDice([6, 5, 4, 5, 3]);
  await f.gm(() => f.combat.startCombat());
  await f.world.settle();
  return f;
}

const infos = (f: Fight, user: string) => f.world.clientOf(user).infos;

describe("who is next: notices to the owners (issue 23, 4)", () => {
  it("sr5 rule 2: the start tells the Samurai's player it is their phase and the Face's player they are up next", async () => {
    const f = await started();
    expect(infos(f, "p1")).toEqual(["Samurai: your phase begins."]);
    expect(infos(f, "p2")).toEqual(["Face: you are up next."]);
    expect(infos(f, "gm")).toEqual([]);
  });

  it("the next phase tells the Face's player; the GM's NPC coming next tells no player", async () => {
    const f = await started();
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
    expect(infos(f, "p2")).toEqual(["Face: you are up next.", "Face: your phase begins."]);
    expect(infos(f, "p1")).toEqual(["Samurai: your phase begins."]);
  });

  it("going back tells nobody", async () => {
    const f = await started();
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
    const before = [infos(f, "p1").length, infos(f, "p2").length];
    await f.gm(() => f.combat.previousTurn());
    await f.world.settle();
    expect([infos(f, "p1").length, infos(f, "p2").length]).toEqual(before);
  });

  it("the sound is off by default and plays for the acting player's client once chosen", async () => {
    const f = await started();
    expect(f.world.clientOf("p1").sounds).toEqual([]);
    await f.as("p2", () => game.settings.set(SYSTEM_ID, "phaseSound", true));
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
    expect(f.world.clientOf("p2").sounds).toEqual(["sounds/notify.wav"]);
    expect(f.world.clientOf("p1").sounds).toEqual([]);
    expect(f.world.gmClient().sounds).toEqual([]);
  });
});
