// Issue 29, "what a player learns that the GM hides": a player's forecast, notices and group header are
// computed as if the combatants hidden from them were not there (engine seenBy), so a hidden combatant next
// neither blanks the forecast line nor moves the "up next" notice to the moment its own phase begins; its
// phase shows the Mage's as begun, as the player would see it without the Guard (hidden-phase.test.ts).
import { describe, expect, it } from "vitest";
import { srBudget } from "../../../src/engine";
import { combatView } from "../../../src/foundry/tracker/combat-view";
import { SYSTEM_ID } from "../../../src/foundry/settings";
import type { ShadowturnCombat } from "../../../src/foundry/combat/register";
import { setUpFight, type Fight } from "../combat/setup";
import { GUARD, MAGE, RUNNER } from "../combat/relay-fight";
import { spendFromKeyboard } from "../../../src/foundry/tracker/keyboard-spend";
import { runControl } from "../../../src/foundry/tracker/run-control";
import { foundryEnv, trackerCombat } from "../../../src/foundry/tracker/foundry-env";

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

  it("'up next' comes when the Runner's phase begins, 'your phase' when the hidden Guard's begins (as if it were not there), and nothing more with the Mage's own", async () => {
    const f = await hiddenBetween();
    const infos = f.world.clientOf("p2").infos;
    expect(infos).toEqual(["Mage: you are up next."]);
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
    expect(f.combat.combatant?.name).toBe("Guard");
    expect(infos).toEqual(["Mage: you are up next.", "Mage: your phase begins."]);
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
    expect(f.combat.combatant?.name).toBe("Mage");
    expect(infos).toEqual(["Mage: you are up next.", "Mage: your phase begins."]);
  });

  it("the Mage's player pressing Next during the hidden Guard's phase hears of the Mage's actions left (as without the Guard), never the Guard's, and their phase ends once it begins", async () => {
    const f = await hiddenBetween();
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
    expect(f.combat.combatant?.name).toBe("Guard");
    // the footer's next (and its key): the shown phase is the Mage's, so the warning is about the Mage's actions
    await f.as("p2", () =>
      runControl(trackerCombat(f.combat), "stNextTurn", { combatantId: "", data: {} }, foundryEnv()),
    );
    await f.world.settle();
    const warned = ["Mage still has 2 Simple actions."];
    expect(f.world.clientOf("p2").notices.map((n) => n.message)).toEqual(warned);
    expect(f.combat.combatant?.name).toBe("Guard");
    // the GM ends the Guard's phase: the Mage's begins and the click ends it, as the player meant
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
    expect(f.world.clientOf("p2").notices.map((n) => n.message)).toEqual(warned);
    expect(f.combat.round).toBe(2);
  });

  it("the Mage's player spending an action during the hidden Guard's phase hears no refusal; it counts once the Mage's phase begins", async () => {
    const f = await hiddenBetween();
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
    const mage = f.ids.Mage as string;
    const simple = () =>
      srBudget(f.combat.engineState().combatants.find((c) => c.id === mage)!.budget).simple;
    await f.as("p2", () => f.combat.runCommand({ type: "spend", combatantId: mage, kind: "simple" }));
    await f.world.settle();
    expect(f.world.clientOf("p2").notices).toEqual([]);
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
    expect(f.combat.combatant?.name).toBe("Mage");
    expect(simple()).toBe(1);
    expect(f.world.clientOf("p2").notices).toEqual([]);
  });

  it("the spend key pressed by the Mage's player during the hidden Guard's phase spends for the Mage, never names the Guard", async () => {
    const f = await hiddenBetween();
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
    const mage = f.ids.Mage as string;
    const owns = (id: string) => f.combat.combatants.get(id)?.isOwner === true;
    await f.as("p2", () => spendFromKeyboard(trackerCombat(f.combat), "simple", owns, foundryEnv()));
    await f.world.settle();
    expect(f.world.clientOf("p2").notices).toEqual([]);
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
    expect(srBudget(f.combat.engineState().combatants.find((c) => c.id === mage)!.budget).simple).toBe(1);
  });

  it("clicks kept for the Mage's phase that the fight moves past (the GM goes back) are each answered once, naming the click, never the Guard", async () => {
    const f = await hiddenBetween();
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
    expect(f.combat.combatant?.name).toBe("Guard");
    const mage = f.ids.Mage as string;
    await f.as("p2", () => f.combat.runCommand({ type: "spend", combatantId: mage, kind: "simple" }));
    await f.as("p2", () =>
      runControl(trackerCombat(f.combat), "stNextTurn", { combatantId: "", data: {} }, foundryEnv()),
    );
    await f.world.settle();
    const told = () => [
      ...f.world.clientOf("p2").infos,
      ...f.world.clientOf("p2").notices.map((n) => n.message),
    ];
    expect(told().filter((m) => m.includes("not sent"))).toEqual([]);
    await f.gm(() => f.combat.previousTurn());
    await f.world.settle();
    expect(f.combat.combatant?.name).toBe("Runner");
    const notSent = told().filter((m) => m.includes("not sent"));
    expect(notSent).toEqual([
      "“Spend a Simple action” for Mage was not sent: the fight had moved on.",
      "“End my phase” for Mage was not sent: the fight had moved on.",
    ]);
    expect(told().join(" ")).not.toContain("Guard");
    // nothing was sent: the Mage's phase, once it begins, is whole
    await f.gm(() => f.combat.nextTurn());
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
    expect(f.combat.combatant?.name).toBe("Mage");
    expect(srBudget(f.combat.engineState().combatants.find((c) => c.id === mage)!.budget).simple).toBe(2);
    expect(told().filter((m) => m.includes("not sent"))).toHaveLength(2);
  });

  it("a kept click sent when the Mage's phase begins brings no 'not sent' notice", async () => {
    const f = await hiddenBetween();
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
    await f.as("p2", () => f.combat.endPhase(f.ids.Mage as string));
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
    expect(f.combat.round).toBe(2);
    const client = f.world.clientOf("p2");
    expect([...client.infos, ...client.notices.map((n) => n.message)].join(" ")).not.toContain("not sent");
  });

  it("core's turn cues (yourTurn, nextUp) reach the Mage's player when they would without the hidden Guard", async () => {
    // each step the GM ends a phase, until the Mage's phase has begun
    const cues = async (f: Fight, steps: number) => {
      const heard = () => [...f.as("p2", () => (f.combat as unknown as { sounds: string[] }).sounds)];
      const out = [heard()];
      for (let i = 0; i < steps; i += 1) {
        await f.gm(() => f.combat.nextTurn());
        await f.world.settle();
        out.push(heard());
      }
      return out.filter((v, i, all) => JSON.stringify(v) !== JSON.stringify(all[i - 1]));
    };
    const without = await setUpFight("bonus-actions", [RUNNER, MAGE]);
    without.world.scriptDice([6, 1]);
    await without.gm(() => without.combat.startCombat());
    await without.world.settle();
    const heard = await cues(without, 1);
    const seen = await cues(await hiddenBetween(), 2);
    expect(seen).toEqual(heard);
    expect(seen.at(-1)).toEqual(["nextUp", "yourTurn"]);
  });
});
