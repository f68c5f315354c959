// The stand-in is as strict as Foundry where the evidence says so (test/stand-in/EVIDENCE.md). Each test here
// fails against a lenient stand-in: one shared copy of the documents for every client, an ownership-only
// Combatant check, embedded updates routed through the Combat, or a `turn` setter that writes the stored value.
import { describe, expect, it } from "vitest";
import {
  addActor,
  createCombat,
  createWorld,
  onEveryClient,
  PermissionError,
  StandInCombat,
  StandInCombatant,
  type StandInWorld,
} from "./index";

const RUNNER = "cbtRunner0000001";
const GUARD = "cbtGuard00000001";

/** A started combat (round 1, turn 0) with Runner (owned by p1, initiative 10) and the GM's Guard (8). */
async function fight(): Promise<{ world: StandInWorld; combat: StandInCombat }> {
  const world = createWorld();
  const runner = addActor(world, { name: "Runner", ownership: { default: 0, p1: 3 }, system: {} });
  const guard = addActor(world, { name: "Guard", system: {} });
  const combat = await createCombat(world, {
    round: 1,
    turn: 0,
    combatants: [
      { _id: RUNNER, actorId: runner.id, name: "Runner", initiative: 10, system: { note: "" } },
      { _id: GUARD, actorId: guard.id, name: "Guard", initiative: 8, system: {} },
    ],
  });
  return { world, combat };
}

/** The running client's own copy of the combat. */
const copy = (world: StandInWorld, user: string, id: string) =>
  world.as(user, () => world.combats.get(id) as StandInCombat);

describe("each client has its own copies of the documents", () => {
  it("a player's client does not see the GM's unsent local change, only what the GM writes", async () => {
    const { world, combat } = await fight();
    const mine = copy(world, "p1", combat.id);
    expect(mine).not.toBe(combat);
    expect(mine.combatants.get(RUNNER)).not.toBe(combat.combatants.get(RUNNER));
    expect(mine.turns).not.toBe(combat.turns);

    // The GM's client moves its own copy (as a setupTurns override would) and writes nothing.
    world.as("gm", () => {
      combat.turn = 1;
      combat.setupTurns();
    });
    expect(combat.combatant?.name).toBe("Guard");
    expect(mine.combatant?.name).toBe("Runner");
    expect(mine.current.combatantId).toBe(RUNNER);

    // Written, the change reaches the player's copy through the broadcast, with the player's own objects.
    const seen: unknown[] = [];
    world.as("p1", () => Hooks.on("updateCombat", (doc: unknown) => seen.push(doc)));
    await world.as("gm", () => combat.update({ turn: 1 }));
    expect(mine.combatant?.name).toBe("Guard");
    expect(mine.current.combatantId).toBe(GUARD);
    expect(seen).toEqual([mine]);
    expect(seen[0]).toBe(mine);
  });
});

describe("a non-GM Combatant update is checked against the keys a player may write", () => {
  it("an owner may write initiative and system; type, defeated, hidden and name are refused", async () => {
    const { world, combat } = await fight();
    const mine = copy(world, "p1", combat.id);
    const runner = mine.combatants.get(RUNNER) as StandInCombatant;
    await world.as("p1", () => runner.update({ initiative: 12 }));
    await world.as("p1", () => runner.update({ "system.note": "aiming" }));
    expect(world.stored(combat.id).combatants[0]).toMatchObject({
      initiative: 12,
      system: { note: "aiming" },
    });
    expect(combat.combatants.get(RUNNER)?.initiative).toBe(12);

    for (const forbidden of [{ type: "squad" }, { defeated: true }, { hidden: true }, { name: "Boss" }]) {
      await expect(world.as("p1", () => runner.update(forbidden))).rejects.toBeInstanceOf(PermissionError);
    }
    // Nor through the Combat's embedded form (#10501), nor on a combatant the player does not own.
    await expect(
      world.as("p1", () => mine.update({ combatants: [{ _id: RUNNER, defeated: true }] })),
    ).rejects.toBeInstanceOf(PermissionError);
    await expect(
      world.as("p1", () => mine.combatants.get(GUARD)?.update({ initiative: 30 })),
    ).rejects.toBeInstanceOf(PermissionError);

    expect(world.refusals).toHaveLength(6);
    const stored = world.stored(combat.id).combatants;
    expect(stored[0]).toMatchObject({ name: "Runner", initiative: 12 });
    expect(stored[0]).not.toHaveProperty("defeated");
    expect(stored[1]).toMatchObject({ initiative: 8 });
    expect(runner.isDefeated).toBe(false);
    // The GM may write them.
    await world.as("gm", () => combat.combatants.get(RUNNER)?.update({ defeated: true }));
    expect(runner.isDefeated).toBe(true);
  });
});

describe('updateEmbeddedDocuments("Combatant") runs the Combatant\'s own update path', () => {
  it("_preUpdate on the writer's client, _onUpdate and updateCombatant on every client, no updateCombat", async () => {
    const calls: string[] = [];
    class SpyCombatant extends StandInCombatant {
      protected override async _preUpdate(changes: Record<string, unknown>): Promise<boolean | void> {
        calls.push(`pre ${game.user.id} ${this.initiative}->${String(changes.initiative)}`);
        if (changes.initiative === 99) return false;
      }
      protected override _onUpdate(changed: Record<string, unknown>): void {
        calls.push(`on ${game.user.id} ${JSON.stringify(changed)}`);
      }
    }
    const world = createWorld();
    world.as("gm", () => {
      CONFIG.Combatant.documentClass = SpyCombatant;
    });
    const runner = addActor(world, { name: "Runner", ownership: { default: 0, p1: 3 }, system: {} });
    const combat = await createCombat(world, {
      round: 1,
      turn: 0,
      combatants: [{ _id: RUNNER, actorId: runner.id, name: "Runner", initiative: 10 }],
    });
    const hooks: string[] = [];
    onEveryClient(world, () => {
      const me = game.user.id;
      Hooks.on("updateCombatant", (doc: unknown) =>
        hooks.push(
          `updateCombatant ${me} own=${doc === world.combats.get(combat.id)?.combatants.get(RUNNER)}`,
        ),
      );
      Hooks.on("updateCombat", () => hooks.push(`updateCombat ${me}`));
    });
    const mine = copy(world, "p1", combat.id);
    const from = world.writes.length;
    await world.as("p1", () => mine.updateEmbeddedDocuments("Combatant", [{ _id: RUNNER, initiative: 15 }]));
    expect(calls).toEqual([
      "pre p1 10->15",
      'on p1 {"initiative":15}',
      'on gm {"initiative":15}',
      'on p2 {"initiative":15}',
    ]);
    expect(hooks).toEqual([
      "updateCombatant p1 own=true",
      "updateCombatant gm own=true",
      "updateCombatant p2 own=true",
    ]);
    expect(world.writesSince(from).map((w) => `${w.documentName} by ${w.userId}`)).toEqual([
      "Combatant by p1",
    ]);

    // `_preUpdate` returning false cancels: nothing stored, nothing broadcast.
    calls.length = 0;
    await world.as("p1", () => mine.updateEmbeddedDocuments("Combatant", [{ _id: RUNNER, initiative: 99 }]));
    expect(calls).toEqual(["pre p1 15->99"]);
    expect(world.stored(combat.id).combatants[0]?.initiative).toBe(15);
  });
});

describe("assigning combat.turn locally does not write the stored value", () => {
  it("the stored turn and the other clients keep theirs; the next broadcast resets the local one", async () => {
    const { world, combat } = await fight();
    world.as("gm", () => {
      combat.turn = 1;
    });
    expect(combat.turn).toBe(1);
    expect(world.stored(combat.id).turn).toBe(0);
    expect(combat._source.turn).toBe(0);
    expect(copy(world, "p2", combat.id).turn).toBe(0);
    expect(world.writes.filter((w) => w.action === "update")).toEqual([]);
    // Any write of the combat brings this client back to the stored turn.
    await world.as("gm", () => combat.update({ round: 2 }));
    expect(combat.turn).toBe(0);
  });
});

describe("the server checks the data model before storing", () => {
  it("data that does not fit the Combatant model is refused before anything is stored", async () => {
    const world = createWorld();
    world.as("gm", () => {
      const { NumberField } = foundry.data.fields;
      CONFIG.Combatant.dataModels.base = class extends foundry.abstract.TypeDataModel {
        static override defineSchema() {
          return { pass: new NumberField({ integer: true, min: 1, initial: 1 }) };
        }
      };
    });
    const runner = addActor(world, { name: "Runner", ownership: { default: 0, p1: 3 }, system: {} });
    const combat = await createCombat(world, {
      combatants: [{ _id: RUNNER, actorId: runner.id, name: "Runner", system: { pass: 1 } }],
    });
    const mine = copy(world, "p1", combat.id);
    await expect(
      world.as("p1", () => mine.combatants.get(RUNNER)?.update({ "system.pass": 0 })),
    ).rejects.toThrow("pass: must be at least 1");
    await expect(
      world.as("gm", () => combat.update({ combatants: [{ _id: RUNNER, system: { pass: 1.5 } }] })),
    ).rejects.toThrow("integer");
    expect(world.stored(combat.id).combatants[0]?.system).toEqual({ pass: 1 });
    expect(mine.combatants.get(RUNNER)?.system.pass).toBe(1);
  });
});

describe("a write takes a round trip", () => {
  it("until the server stores a write no client sees it, the writer's included; then every client does", async () => {
    const { world, combat } = await fight();
    world.writeLatencyMs = 25;
    const writing = world.as("gm", () => combat.update({ turn: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(combat.turn).toBe(0);
    expect(copy(world, "p1", combat.id).turn).toBe(0);
    await writing;
    expect(combat.turn).toBe(1);
    expect(copy(world, "p1", combat.id).turn).toBe(1);
  });
});
