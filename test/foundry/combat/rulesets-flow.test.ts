// Full combats for every ruleset through the Combat document: roll, advance through every pass and turn with
// one write each (the re-roll inside the turn boundary's write), the hooks modules listen for, going back to
// exactly each earlier state; and per ruleset the mid-fight events the rules name.
import { describe, expect, it } from "vitest";
import { RULESET_IDS, type RulesetId } from "../../../src/engine";
import { D20_FIGHTERS, SR_FIGHTERS } from "./fighters";
import { actingName, setUpFight, turnNames, type Fight, type Fighter } from "./setup";

function fightersFor(ruleset: RulesetId): Fighter[] {
  return ruleset === "d20" ? D20_FIGHTERS : SR_FIGHTERS;
}

function combatWrites(f: Fight, from: number): number {
  return f.world
    .writesSince(from)
    .filter((w) => w.documentName === "Combat" || w.documentName === "Combatant").length;
}

function hooksSince(f: Fight, from: number): { hook: string; args: unknown[] }[] {
  return f.world
    .gmClient()
    .hooks.fired.slice(from)
    .filter((h) => ["combatStart", "combatTurn", "combatRound"].includes(h.hook));
}

describe("every ruleset through the Foundry layer", () => {
  for (const ruleset of RULESET_IDS) {
    it(`${ruleset} (rules ${ruleset}): every advance is one write and fires its hook; going back restores each state`, async () => {
      const f = await setUpFight(ruleset, fightersFor(ruleset), { d20RerollEachRound: true });
      let hooksFrom = f.world.gmClient().hooks.fired.length;
      await f.gm(() => f.combat.startCombat());
      expect(hooksSince(f, hooksFrom).map((h) => h.hook)).toEqual(["combatStart"]);
      const states = [JSON.stringify(f.combat.engineState())];
      let advances = 0;
      while (f.combat.round < 3) {
        advances += 1;
        expect(advances).toBeLessThan(60);
        const roundBefore = f.combat.round;
        const from = f.world.writes.length;
        hooksFrom = f.world.gmClient().hooks.fired.length;
        await f.gm(() => f.combat.nextTurn());
        expect(combatWrites(f, from)).toBe(1);
        const fired = hooksSince(f, hooksFrom);
        expect(fired.map((h) => h.hook)).toEqual([
          f.combat.round > roundBefore ? "combatRound" : "combatTurn",
        ]);
        expect(fired[0]?.args[2]).toMatchObject({ direction: 1, worldTime: { delta: expect.any(Number) } });
        // the other clients learn of it through updateCombat / combatTurnChange, never the initiator's hook
        const player = f.world.clientOf("p1").hooks.fired.map((h) => h.hook);
        expect(player).toContain("updateCombat");
        expect(player).not.toContain("combatTurn");
        const cards = f.world.writesSince(from, "ChatMessage").length;
        expect(cards).toBe(f.combat.round > roundBefore ? 1 : 0);
        states.push(JSON.stringify(f.combat.engineState()));
      }
      expect(f.world.refusals).toEqual([]);
      for (let i = states.length - 2; i >= 0; i -= 1) {
        const from = f.world.writes.length;
        await f.gm(() => f.combat.previousTurn());
        expect(combatWrites(f, from)).toBe(1);
        expect(JSON.stringify(f.combat.engineState())).toBe(states[i]);
      }
    });
  }

  it("sr4 rule 6 / example 001: switching to astral mid-turn keeps this turn's passes, changes the score at once", async () => {
    const f = await setUpFight("sr4", SR_FIGHTERS);
    await f.gm(() => f.combat.startCombat());
    const mage = () => f.combat.engineState().combatants.find((c) => c.id === f.ids.Mage);
    const before = mage();
    await f.as("p2", () => f.actors.Mage?.update({ "system.input.mode": "astral" }));
    await f.world.settle();
    const after = mage();
    expect(after?.passes).toBe(before?.passes);
    expect(after?.input.mode).toBe("astral");
    // the attribute part goes from REA 3 + INT 5 = 8 to INT x 2 = 10: the score rises by the difference
    expect((after?.score ?? 0) - (before?.score ?? 0)).toBe(2);
    expect(f.world.refusals).toEqual([]);
  });

  it("bonus-actions rule 3: with re-rolls off, turn 2 keeps the scores and posts no card", async () => {
    const f = await setUpFight("bonus-actions", SR_FIGHTERS, { rerollEachTurn: false });
    await f.gm(() => f.combat.startCombat());
    const scores = turnNames(f.combat).map((n) => f.combat.combatants.get(f.ids[n] as string)?.initiative);
    const order = turnNames(f.combat);
    while (f.combat.round < 2) await f.gm(() => f.combat.nextTurn());
    expect(f.world.messages).toHaveLength(1);
    expect(turnNames(f.combat)).toEqual(order);
    expect(order.map((n) => f.combat.combatants.get(f.ids[n] as string)?.initiative)).toEqual(scores);
  });

  it("bonus-actions rule 4: the acting Street Sam has 1 Complex or 2 Simple plus 2 physical bonus Simple actions", async () => {
    const f = await setUpFight("bonus-actions", SR_FIGHTERS);
    f.world.scriptDice([6, 6, 6, 1, 1]);
    await f.gm(() => f.combat.startCombat());
    expect(actingName(f.combat)).toBe("Street Sam");
    const row = f.combat.phaseRows().find((r) => r.current);
    expect(row?.budget).toMatchObject({ simple: 2, bonus: 2, bonusCategory: "physical" });
    const sam = f.ids["Street Sam"] as string;
    const spend = () =>
      f.as("p1", () =>
        f.combat.runCommand({ type: "spend", combatantId: sam, kind: "simple", category: "physical" }),
      );
    for (let i = 0; i < 4; i += 1) await spend();
    await f.world.settle();
    expect(f.combat.phaseRows().find((r) => r.current)?.budget).toMatchObject({ simple: 0, bonus: 0 });
    expect(f.world.clientOf("p1").notices).toEqual([]);
    // a fifth Simple action: nothing is left, refused, and the player is told
    await spend();
    await f.world.settle();
    expect(f.world.clientOf("p1").notices).toHaveLength(1);
  });

  it("d20 rule 4: a surprised combatant loses its first turn and acts normally from round two", async () => {
    const f = await setUpFight("d20", D20_FIGHTERS);
    const militant = f.ids.Militant as string;
    await f.gm(() => f.combat.runCommand({ type: "surprise", combatantId: militant, surprised: true }));
    await f.gm(() => f.combat.startCombat());
    const actedRound1: string[] = [];
    while (f.combat.round === 1) {
      actedRound1.push(actingName(f.combat) ?? "");
      await f.gm(() => f.combat.nextTurn());
    }
    expect(actedRound1).not.toContain("Militant");
    expect(actedRound1).toHaveLength(2);
    const actedRound2: string[] = [];
    while (f.combat.round === 2) {
      actedRound2.push(actingName(f.combat) ?? "");
      await f.gm(() => f.combat.nextTurn());
    }
    expect(actedRound2).toContain("Militant");
  });

  it("d20 rule 3: a tied combatant's owner swaps the order through the GM; it holds next round", async () => {
    const f = await setUpFight("d20", [
      { name: "Twin A", owner: "p1", input: { d20: { dex: 14 } } },
      { name: "Twin B", input: { d20: { dex: 14 } } },
    ]);
    // both 1d20 = 10 with DEX 14 (+2): tied on score and DEX
    f.world.scriptDice([10, 10]);
    await f.gm(() => f.combat.startCombat());
    const first = turnNames(f.combat);
    const mover = first[1] === "Twin A" ? "Twin A" : "Twin B";
    const other = mover === "Twin A" ? "Twin B" : "Twin A";
    const user = mover === "Twin A" ? "p1" : "gm";
    await f.as(user, () =>
      f.combat.runCommand({
        type: "swap-tie",
        combatantId: f.ids[mover] as string,
        otherId: f.ids[other] as string,
      }),
    );
    await f.world.settle();
    expect(f.world.refusals).toEqual([]);
    // the one acting keeps its turn; from round 2 (scores kept) the swapped order holds
    while (f.combat.round < 2) await f.gm(() => f.combat.nextTurn());
    expect(turnNames(f.combat)).toEqual([...first].reverse());
  });

  it("going back stays cheap: with 10 combatants a phase advance adds under 1 KB to the stored history", async () => {
    const fighters: Fighter[] = Array.from({ length: 10 }, (_, i) => ({
      name: `Fighter ${i}`,
      input: { attributes: { reaction: 3 + (i % 4), intuition: 4 } },
      items: SR_FIGHTERS[0]?.items ?? [],
    }));
    const f = await setUpFight("sr5", fighters);
    await f.gm(() => f.combat.startCombat());
    const size = () => JSON.stringify((f.combat.system as unknown as { history: unknown[] }).history).length;
    const growth: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const before = size();
      await f.gm(() => f.combat.nextTurn());
      growth.push(size() - before);
    }
    expect(Math.max(...growth)).toBeLessThan(1024);
    expect(Math.min(...growth)).toBeGreaterThan(0);
  });
});
