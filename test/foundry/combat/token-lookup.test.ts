// Every token is its own combatant: the actor a change comes from is found by its token, and a combatant added
// from the token HUD with `actorId: null` (foundryvtt #13095) is still found through its token.
import { describe, expect, it } from "vitest";
import { GANGER, SAMURAI } from "./fighters";
import { setUpFight, type Fight } from "./setup";

const score = (f: Fight, id: string) => f.combat.combatants.get(id)?.initiative;

describe("token-aware combatant lookup", () => {
  it("sr5 rule 4: a wound on a PC whose combatant came from the token HUD (actorId null) lowers its score", async () => {
    const f = await setUpFight("sr5", [SAMURAI, GANGER]);
    const samurai = f.ids.Samurai!;
    const actorId = f.actors.Samurai!.id;
    // what the token HUD creates on some v13 builds: the token, no actor id (#13095)
    await f.gm(() =>
      f.combat.combatants
        .get(samurai)
        ?.update({ actorId: null, tokenId: "tok-sam", token: { id: "tok-sam", actorId } }),
    );
    f.world.scriptDice([6, 5, 4, 3]);
    await f.gm(() => f.combat.startCombat());
    const before = score(f, samurai)!;
    await f.gm(() => f.actors.Samurai?.update({ "system.input.woundModifier": -3 }));
    await f.world.settle();
    expect(score(f, samurai)).toBe(before - 3);
  });

  it("sr5 rule 4: a wound on the second of two unlinked gangers of one actor lowers that ganger's score only", async () => {
    const f = await setUpFight("sr5", [SAMURAI, GANGER, { ...GANGER, name: "Ganger 2" }]);
    const actorId = f.actors.Ganger!.id;
    const [g1, g2] = [f.ids.Ganger!, f.ids["Ganger 2"]!];
    for (const [id, token] of [
      [g1, "tok-g1"],
      [g2, "tok-g2"],
    ] as const)
      await f.gm(() =>
        f.combat.combatants
          .get(id)
          ?.update({ actorId, tokenId: token, token: { id: token, actorId, actorLink: false } }),
      );
    f.world.scriptDice([6, 5, 4, 3, 3]);
    await f.gm(() => f.combat.startCombat());
    const [s1, s2] = [score(f, g1)!, score(f, g2)!];
    const second = f.combat.combatants.get(g2)!.actor as unknown as { update(d: object): Promise<unknown> };
    await f.gm(() => second.update({ "system.input.woundModifier": -2 }));
    await f.world.settle();
    expect([score(f, g1), score(f, g2)]).toEqual([s1, s2 - 2]);
  });
});
