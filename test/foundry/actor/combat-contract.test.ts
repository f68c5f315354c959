// The contract with the Combat layer, end to end on the stand-in: the sample actors' real data models feed
// Shadowturn's Combat document through `system.initiativeInput()`, the seed's worked example comes out, and
// the actor sheet's action button spends from the budget the combat keeps.
import { describe, expect, it } from "vitest";
import { srBudget } from "../../../src/engine";
import { createCombat, createWorld, onEveryClient, type StandInWorld } from "../../stand-in";
import { fakeTarget, prepareDocumentConfig, StandInActor } from "../../stand-in/actors";
import { registerActorsAndItems } from "../../../src/foundry/actor/register";
import { ShadowturnActorSheet } from "../../../src/foundry/actor/sheet";
import {
  readyCombat,
  registerCombatDocuments,
  type ShadowturnCombat,
} from "../../../src/foundry/combat/register";
import { registerSettings } from "../../../src/foundry/settings";
import { loadSamples } from "./render-support";

function sample(world: StandInWorld, name: string): StandInActor {
  const s = loadSamples().find((a) => a.name === name)!;
  const actor = new StandInActor({ ...s, _id: s.id, items: s.items.map((i) => ({ ...i, _id: i.id })) });
  world.actors.set(actor as never);
  return actor;
}

describe("actors in Shadowturn's combat", () => {
  it("worked example 000 (bonus-actions rule 4): Alice 22 with 3 physical bonus actions, Bob 8; a sheet click spends", async () => {
    const world = createWorld();
    onEveryClient(world, () => {
      registerSettings();
      registerCombatDocuments();
      readyCombat();
    });
    prepareDocumentConfig();
    registerActorsAndItems();
    const gm = <T>(fn: () => T): T => world.as(world.gmClient(), fn);
    await gm(() => game.settings.set("shadowturn", "ruleset", "bonus-actions"));
    const alice = sample(world, "Alice");
    const bob = sample(world, "Bob");
    const combat = (await createCombat(world)) as unknown as ShadowturnCombat;
    await gm(() =>
      (
        combat as unknown as { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> }
      ).createEmbeddedDocuments(
        "Combatant",
        [alice, bob].map((a) => ({ actorId: a.id, name: a.name })),
      ),
    );
    // Alice: REA 5 + INT 4 + 3 (Wired Reflexes III) = 12, 4d6 = 1+2+3+4 -> 22. Bob: 3 + 3, 1d6 = 2 -> 8.
    world.scriptDice([1, 2, 3, 4, 2]);
    await gm(() => combat.startCombat());
    const byActor = (a: StandInActor) => [...combat.combatants].find((c) => c.actorId === a.id)!;
    expect(byActor(alice).initiative).toBe(22);
    expect(byActor(bob).initiative).toBe(8);
    expect(combat.turns.map((c) => c.name)).toEqual(["Alice", "Bob"]);
    const budget = () =>
      srBudget(combat.engineState().combatants.find((c) => c.id === byActor(alice).id)!.budget);
    expect(budget()).toMatchObject({ simple: 2, bonus: 3, bonusCategory: "physical" });

    await gm(async () => {
      (game as unknown as { combat: unknown }).combat = combat;
      const sheet = new ShadowturnActorSheet({ document: alice } as never) as unknown as {
        click(action: string, target: HTMLElement): Promise<void>;
      };
      const fire = alice.items.find((i) => i.name === "Fire Weapon")!;
      await sheet.click("spendAction", fakeTarget({ kind: "simple", category: "physical" }, fire.id));
      await world.settle();
    });
    const after = budget();
    expect(after.simple + after.bonus).toBe(4);
  });
});
