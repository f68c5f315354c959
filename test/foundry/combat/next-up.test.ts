// Core's "Next Up" and our own notice (issue 28, 3): core plays its combat theme's "Your Turn" / "Next Up"
// from `_onUpdate` and picks "Next Up" from `combat.nextCombatant`, the next entry of the turn list, which at
// the end of a pass is someone with no phase (foundryvtt #13603). As the peers with passes do (SR5
// `SR5Combat.ts` `nextCombatant`, Lancer `_playCombatSound`, daggerheart PR #2106), core announces no Next
// Up from the turn list: our notice, which follows the phases and what each viewer may see, is the one "up
// next" (and plays the theme's Next Up with it, so a table that chose a theme still hears one, at the right
// phase); and our "your phase" sound plays only where core's theme plays none.
import { describe, expect, it } from "vitest";
import type { StandInCombat } from "../../stand-in";
import { SYSTEM_ID } from "../../../src/foundry/settings";
import { GANGER, SAMURAI } from "./fighters";
import { setUpFight, type Fight, type Fighter } from "./setup";

const FACE: Fighter = { name: "Face", owner: "p2", input: { attributes: { reaction: 3, intuition: 4 } } };
const USERS = ["gm", "p1", "p2"];
const copyOf = (f: Fight, user: string) =>
  f.world.clientOf(user).combats.get(f.combat.id) as unknown as StandInCombat;

/** sr5: Samurai (p1) 24, Face (p2) 12, Ganger (GM) 10; every client's combat theme "test". */
async function started(theme = "test"): Promise<Fight> {
  const f = await setUpFight("sr5", [SAMURAI, FACE, GANGER]);
  await f.as("p1", () => game.settings.set("core", "combatTheme", theme));
  f.world.scriptDice([6, 5, 4, 5, 3, ...Array(40).fill(4)]);
  await f.gm(() => f.combat.startCombat());
  await f.world.settle();
  return f;
}

async function next(f: Fight): Promise<void> {
  await f.gm(() => f.combat.nextTurn());
  await f.world.settle();
}

describe("core announces no Next Up (issue 28, 3)", () => {
  it("sr5 rule 2: through two turns and their passes, core's theme sounds Next Up only with our notice that names who is up next", async () => {
    const f = await started();
    while (f.combat.round < 3) await next(f);
    for (const user of USERS) {
      const told = f.world.clientOf(user).infos.filter((i) => i.endsWith("you are up next.")).length;
      expect(copyOf(f, user).sounds.filter((s) => s === "nextUp").length, user).toBe(told);
    }
    expect(f.world.clientOf("p2").infos).toContain("Face: you are up next.");
    expect(f.combat.nextCombatant ?? null).toBeNull();
  });

  it("core's Your Turn still plays for the acting combatant's owner, and our own phase sound does not play on top of it", async () => {
    const f = await started();
    await f.as("p2", () => game.settings.set(SYSTEM_ID, "phaseSound", true));
    await next(f); // the Face's phase: up next while the Samurai acted, then its own
    expect(f.world.clientOf("p2").sounds).toEqual(["sounds/test/next-up.ogg", "sounds/test/your-turn.ogg"]);
  });

  it("with no combat theme, our phase sound is the one the player hears", async () => {
    const f = await started("none");
    await f.as("p2", () => game.settings.set(SYSTEM_ID, "phaseSound", true));
    await next(f);
    expect(f.world.clientOf("p2").sounds).toEqual(["sounds/notify.wav"]);
  });
});
