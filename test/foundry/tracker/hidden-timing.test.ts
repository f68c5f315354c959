// Issue 29, "what a player learns that the GM hides": a player's forecast, notices and group header are
// computed as if the combatants hidden from them were not there (engine seenBy), so a hidden combatant next
// neither blanks the forecast line nor moves the "up next" notice to the moment its own phase begins.
import { describe, expect, it } from "vitest";
import { combatView } from "../../../src/foundry/tracker/combat-view";
import { SYSTEM_ID } from "../../../src/foundry/settings";
import type { ShadowturnCombat } from "../../../src/foundry/combat/register";
import { setUpFight, type Fight } from "../combat/setup";
import { GUARD, MAGE, RUNNER } from "../combat/relay-fight";

/** bonus-actions: Runner 16 (p1), the GM's Guard 12, hidden, Mage 9 (p2). */
async function hiddenBetween(): Promise<Fight> {
  const f = await setUpFight("bonus-actions", [RUNNER, MAGE, GUARD]);
  await f.gm(() => f.combat.combatants.get(f.ids.Guard as string)?.update({ hidden: true }));
  await f.as("p2", () => game.settings.set(SYSTEM_ID, "showForecast", true));
  f.world.scriptDice([6, 1, 6]);
  await f.gm(() => f.combat.startCombat());
  await f.world.settle();
  return f;
}

const forecastOf = (f: Fight, user: string) =>
  f.as(
    user,
    () => combatView(f.combat as ShadowturnCombat & Parameters<typeof combatView>[0], game.user).forecast,
  );

describe("a hidden combatant next gives nothing away to a player", () => {
  it("the forecast names the next one the player sees (the Mage), as if the hidden Guard were not there", async () => {
    const f = await hiddenBetween();
    expect(f.combat.combatant?.name).toBe("Runner");
    const seen = forecastOf(f, "p2");
    expect(seen?.showNext).toBe(true);
    expect(seen?.nextName).toBe("Mage");
    expect(JSON.stringify(seen)).not.toContain("Guard");
  });

  it("'up next' comes when the Runner's phase begins, and nothing comes when the hidden Guard's begins", async () => {
    const f = await hiddenBetween();
    const infos = f.world.clientOf("p2").infos;
    expect(infos).toEqual(["Mage: you are up next."]);
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
    expect(f.combat.combatant?.name).toBe("Guard");
    expect(infos).toEqual(["Mage: you are up next."]);
  });
});
