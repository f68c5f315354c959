// What must not go wrong at the table: bad actor data is refused by name and nothing is written, a reset
// really starts over, a second GM does not apply a player's request twice, and the stand-in itself behaves
// as docs/foundry-layer.md says it does (so the other tests mean something).
import { describe, expect, it } from "vitest";
import { createWorld, PermissionError } from "../../stand-in";
import { setUpFight, turnNames, type Fighter } from "./setup";

const A: Fighter = { name: "Alice", owner: "p1", input: { attributes: { reaction: 5, intuition: 4 } } };
const B: Fighter = { name: "Bob", input: { attributes: { reaction: 3, intuition: 3 } } };

describe("bad input and resets", () => {
  it("house rule: an actor with a bad attribute stops the start with its name and field; nothing is written", async () => {
    const f = await setUpFight("sr5", [A, { name: "Broken", input: { attributes: { reaction: -2 } } }]);
    const from = f.world.writes.length;
    await f.gm(() => f.combat.startCombat());
    expect(f.world.writesSince(from)).toEqual([]);
    expect(f.combat.round).toBe(0);
    expect(f.world.gmClient().notices.at(-1)?.message).toMatch(/Broken.*attributes\.reaction/);
    // the tracker still lists everyone
    expect(turnNames(f.combat).sort()).toEqual(["Alice", "Broken"]);
  });

  it("reset: back to before the start in one write, then a fresh start rolls again", async () => {
    const f = await setUpFight("bonus-actions", [A, B]);
    await f.gm(() => f.combat.startCombat());
    await f.gm(() => f.combat.nextTurn());
    const from = f.world.writes.length;
    await f.gm(() => f.combat.resetAll());
    expect(f.world.writesSince(from)).toHaveLength(1);
    expect(f.combat.round).toBe(0);
    expect(f.combat.combatants.contents.map((c) => c.initiative)).toEqual([null, null]);
    f.world.scriptDice([6, 1]);
    await f.gm(() => f.combat.startCombat());
    expect(turnNames(f.combat)).toEqual(["Alice", "Bob"]);
    expect(f.combat.round).toBe(1);
  });

  it("players cannot reset, start or go back: they are told it is the GM's call", async () => {
    const f = await setUpFight("bonus-actions", [A, B]);
    await f.as("p1", () => f.combat.startCombat());
    await f.as("p1", () => f.combat.previousTurn());
    expect(f.combat.round).toBe(0);
    expect(f.world.clientOf("p1").notices.map((n) => n.message)).toEqual([
      "Only the GM can do that.",
      "Only the GM can do that.",
    ]);
    expect(f.world.refusals).toEqual([]);
  });
});

describe("several GMs", () => {
  it("FOUNDRY-API.md 1: with two GMs connected only the active GM applies a player's request", async () => {
    const users = [
      { id: "gm", name: "GM", isGM: true },
      { id: "gm2", name: "Co-GM", isGM: true },
      { id: "p1", name: "Player One" },
    ];
    const f = await setUpFight("bonus-actions", [A, B], {}, { faces: [6, 1], users });
    expect(f.world.activeGM()?.id).toBe("gm");
    await f.gm(() => f.combat.startCombat());
    await f.as("p1", () => f.combat.endPhase(f.ids.Alice as string));
    await f.world.settle();
    const combatWriters = f.world.writes.filter((w) => w.documentName === "Combat").map((w) => w.userId);
    expect(combatWriters).toEqual(["gm", "gm", "gm"]);
    expect(f.combat.engineState().actedOrder).toEqual([f.ids.Alice]);
  });
});

describe("the stand-in behaves as documented", () => {
  it("Roll: x6 appends exploding dice, cs>=5 counts hits, kh keeps the higher d20", async () => {
    const world = createWorld();
    await world.as("gm", async () => {
      world.scriptDice([6, 5, 1, 6, 2]);
      const hits = await new Roll("3d6x6cs>=5 + 4").evaluate();
      // 6, 5, 1, then 6 (exploded), then 2 (exploded): hits 6, 5, 6 = 3
      expect(hits.total).toBe(7);
      expect(hits.dice[0]?.results.map((r) => r.result)).toEqual([6, 5, 1, 6, 2]);
      world.scriptDice([7, 15]);
      const adv = await new Roll("2d20kh + 3").evaluate();
      expect(adv.total).toBe(18);
      expect(adv.dice[0]?.results.map((r) => r.active)).toEqual([false, true]);
    });
  });

  it("permissions: a player may not write a Combat's system, and a query handler is not told the sender", async () => {
    const f = await setUpFight("bonus-actions", [A, B]);
    await expect(f.as("p1", () => f.combat.update({ system: { pass: 2 } }))).rejects.toBeInstanceOf(
      PermissionError,
    );
    let seen: unknown[] = [];
    f.world.as("gm", () => {
      CONFIG.queries.probe = (...args: unknown[]) => {
        seen = args;
        return { ok: true };
      };
    });
    const answer = await f.as("p1", () => game.users.activeGM?.query("probe", { hello: 1 }));
    expect(answer).toEqual({ ok: true });
    expect(seen).toEqual([{ hello: 1 }, {}]);
  });
});

describe("the combatant's own roll entry points", () => {
  it("sr5 rule 1: combatant.rollInitiative goes through the combat; getInitiativeRoll has the engine's formula", async () => {
    const f = await setUpFight("sr5", [A, B]);
    const alice = f.combat.combatants.get(f.ids.Alice as string);
    expect(f.gm(() => alice?.getInitiativeRoll().formula)).toBe("1d6 + 9");
    f.world.scriptDice([4]);
    await f.gm(() => alice?.rollInitiative());
    expect(alice?.initiative).toBe(13);
    expect(f.world.messages).toHaveLength(1);
  });
});
