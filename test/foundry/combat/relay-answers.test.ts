// What a relay request's asker hears back (docs/foundry-layer.md "Relay"; issue 29): a request whose
// combatant is deleted while it waits is dropped quietly on the GM's client and the asker is told, by name,
// that the combatant is gone; a refusal reaches the asker every time they ask (the same refusal twice is
// shown twice); and only what the GM's client wrote is ever shown as the GM's answer, also on a combatant
// two players own.
import { describe, expect, it } from "vitest";
import { setUpFight, type Fight } from "./setup";
import { combatantNamed, GUARD, MAGE, requestId, RUNNER, startedFight } from "./relay-fight";
import { combatView } from "../../../src/foundry/tracker/combat-view";

const messages = (f: Fight, user: string) => f.world.clientOf(user).notices.map((n) => n.message);

function deleteCombatant(f: Fight, name: string): Promise<unknown> {
  const combat = f.combat as unknown as {
    deleteEmbeddedDocuments(n: string, ids: string[]): Promise<unknown>;
  };
  return f.gm(() => combat.deleteEmbeddedDocuments("Combatant", [f.ids[name] as string]));
}

describe("a request whose combatant is deleted while it waits", () => {
  const unstarted = () => setUpFight("bonus-actions", [RUNNER, MAGE, GUARD], { whoRolls: "owners" });
  for (const [what, fight, ask] of [
    [
      "a command",
      startedFight,
      (f: Fight) => f.combat.runCommand({ type: "delay", combatantId: f.ids.Runner as string }),
    ],
    ["an end of phase", startedFight, (f: Fight) => f.combat.endPhase(f.ids.Runner as string)],
    ["a roll", unstarted, (f: Fight) => f.combat.requestRoll(f.ids.Runner as string, { faces: [3] })],
  ] as const) {
    it(`${what}: dropped quietly on the GM's client, the asker told by name that the Runner is gone`, async () => {
      const f = await fight();
      f.world.scriptDice([2]);
      // the GM's client is busy (its own write under way) when the request arrives, and the Runner goes
      const busy = f.gm(() =>
        f.combat.started ? f.combat.setScore(f.ids.Mage as string, 13) : f.combat.rollNPC(),
      );
      await f.as("p1", () => ask(f));
      await deleteCombatant(f, "Runner");
      await busy;
      await f.world.settle();
      expect(messages(f, "gm")).toEqual([]);
      expect(messages(f, "p1")).toEqual(["Runner has left the fight: your request for it was dropped."]);
    });
  }
});

/** A request written by `user` on `name`'s combatant straight from their console (no client-side check). */
async function rawRequest(
  f: Fight,
  user: string,
  name: string,
  body: Record<string, unknown>,
): Promise<void> {
  const r = { id: requestId(), turn: f.combat.round, pass: 1, currentId: f.combat.combatant?.id, ...body };
  await f.as(user, () => combatantNamed(f, name).update({ system: { request: JSON.stringify(r) } }));
  await f.world.settle();
}

describe("a refusal is an answer", () => {
  it("the same refusal twice reaches the asker twice", async () => {
    const f = await startedFight();
    // the Mage ends a phase that is not theirs, twice: the GM's client refuses each
    await rawRequest(f, "p2", "Mage", { action: "end-phase", currentId: f.ids.Mage });
    await rawRequest(f, "p2", "Mage", { action: "end-phase", currentId: f.ids.Mage });
    expect(messages(f, "p2")).toEqual(["It is not your phase any more.", "It is not your phase any more."]);
  });

  it("on a combatant two players own, a refusal one of them writes is never shown as the GM's answer", async () => {
    const f = await setUpFight("bonus-actions", [RUNNER, MAGE, GUARD], { whoRolls: "owners" });
    await f.gm(() => f.actors.Runner?.update({ ownership: { default: 0, p1: 3, p2: 3 } }));
    await f.world.settle();
    // p2 writes a "refusal" addressed to p1 on the Runner they share
    const forged = JSON.stringify({ userId: "p1", key: "SHADOWTURN.Combat.Relay.GmRolls", params: {} });
    await f.as("p2", () => combatantNamed(f, "Runner").update({ system: { refusal: forged } }));
    await f.world.settle();
    expect(messages(f, "p1")).toEqual([]);
    const refusal = f.as("p1", () => {
      const view = combatView(f.combat as Parameters<typeof combatView>[0], game.user);
      return view.rows.find((r) => r.id === f.ids.Runner)?.ownRoll?.refusal ?? null;
    });
    expect(refusal).toBeNull();
  });

  it("on a combatant two players own, the GM's own refusal still shows to the one who asked", async () => {
    const f = await setUpFight("bonus-actions", [RUNNER, MAGE, GUARD], { whoRolls: "owners" });
    await f.gm(() => f.actors.Runner?.update({ ownership: { default: 0, p1: 3, p2: 3 } }));
    await rawRequest(f, "p1", "Runner", { action: "roll", roll: { faces: [7], declare: [] } });
    const refusal = f.as("p1", () => {
      const view = combatView(f.combat as Parameters<typeof combatView>[0], game.user);
      return view.rows.find((r) => r.id === f.ids.Runner)?.ownRoll?.refusal ?? null;
    });
    expect(refusal).toBe("Runner: die 1 shows 7, which is not a face of a d6.");
  });
});
