// What a relay request's asker hears back (docs/foundry-layer.md "Relay"; issue 29): a request whose
// combatant is deleted while it waits is dropped quietly on the GM's client and the asker is told, by name,
// that the combatant is gone; a refusal reaches the asker every time they ask (the same refusal twice is
// shown twice); and only what the GM's client wrote is ever shown as the GM's answer, also on a combatant
// two players own.
import { describe, expect, it } from "vitest";
import { setUpFight, type Fight } from "./setup";
import { GUARD, MAGE, RUNNER, startedFight } from "./relay-fight";

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
