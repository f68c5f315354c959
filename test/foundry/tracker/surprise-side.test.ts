// Surprise by side (d20 rule 4): at the start the GM marks every hostile (or every friendly) combatant
// surprised with one click, by token disposition, in ONE combat write; a second click clears that side again.
import { describe, expect, it } from "vitest";
import { createCombat, makeInput, seededDice, turnOrder, type CombatState } from "../../../src/engine";
import { surpriseSideCommands, surpriseSide, sideButton } from "../../../src/foundry/tracker/surprise-side";
import { StandInCombatTracker } from "../../stand-in/applications";
import { setUpFight } from "../combat/setup";
import { defineCombatTracker, type CombatTrackerBase } from "../../../src/foundry/tracker/tracker-app";
import { engineCombat, englishEnv } from "./fakes";
import { makeRenderer, rootContext } from "./render";
import { d20RoundOne } from "./scenes";

const HOSTILE = -1;
const FRIENDLY = 1;

function beforeStart(): CombatState {
  const input = (id: string, dex: number) => makeInput({ id, name: id, d20: { dex, speed: 30 } });
  return createCombat(
    "d20",
    [input("falke", 16), input("ogre", 8), input("goblin", 14), input("wolf", 12)],
    seededDice(2),
  );
}
const sides = new Map<string, number | null>([
  ["falke", FRIENDLY],
  ["ogre", HOSTILE],
  ["goblin", HOSTILE],
  ["wolf", 0],
]);

describe("surprise by side", () => {
  it("d20 rule 4: one click marks every hostile combatant, and nobody else, in one write", async () => {
    const combat = engineCombat(beforeStart());
    const env = englishEnv();
    expect(await surpriseSide(combat, sides, "hostile", env)).toBe(true);
    expect(combat.writes).toBe(1);
    const surprised = combat
      .state()
      .combatants.filter((c) => c.flags.surprised)
      .map((c) => c.id);
    expect(surprised.sort()).toEqual(["goblin", "ogre"]);
    // the same button now clears the side again, again in one write
    expect(sideButton(combat.state(), sides, "hostile")).toMatchObject({ clear: true, count: 2 });
    await surpriseSide(combat, sides, "hostile", env);
    expect(combat.writes).toBe(2);
    expect(combat.state().combatants.some((c) => c.flags.surprised)).toBe(false);
  });

  it("d20 rule 4: in round 1 whoever acts or has acted cannot be surprised any more and is left out", () => {
    const scene = d20RoundOne();
    const round1 = new Map<string, number | null>([
      ["militant", HOSTILE],
      ["kira", HOSTILE],
      ["nox", FRIENDLY],
    ]);
    expect(scene.state.currentId).toBe("militant");
    expect(surpriseSideCommands(scene.state, round1, "hostile")).toEqual([
      { type: "surprise", combatantId: "kira", surprised: true },
    ]);
  });

  it("d20 rule 4: a side with no tokens gets no button; after round 1 there are none", () => {
    const noFriends = new Map([...sides].filter(([, d]) => d !== FRIENDLY));
    expect(sideButton(beforeStart(), noFriends, "friendly")).toBeNull();
    const html = makeRenderer("en").tracker(
      rootContext(
        { ruleset: "d20", state: beforeStart(), rows: turnOrder(beforeStart()), timed: [] },
        { isGM: true },
        { dispositions: noFriends },
      ),
    );
    expect(html).toMatch(/data-action="stSurpriseSide" data-side="hostile"/);
    expect(html).not.toContain('data-side="friendly"');
    // before the first roll no row is "Done"
    expect(html).not.toContain('data-badge="spent"');
    const player = makeRenderer("en").tracker(
      rootContext(
        { ruleset: "d20", state: beforeStart(), rows: turnOrder(beforeStart()), timed: [] },
        { isGM: false },
        { dispositions: sides },
      ),
    );
    expect(player).not.toContain("stSurpriseSide");
  });

  it("d20 rule 4 in the world: the GM's header button reads token dispositions and writes the Combat once", async () => {
    const f = await setUpFight("d20", [
      { name: "Falke", owner: "p1", input: { d20: { dex: 16, speed: 30 } } },
      { name: "Militant", input: { d20: { dex: 12, speed: 30 } } },
      { name: "Sniper", input: { d20: { dex: 14, speed: 25 } } },
    ]);
    // the stand-in has no tokens: give each combatant the token disposition core would read
    const disposition: Record<string, number> = { Falke: FRIENDLY, Militant: HOSTILE, Sniper: HOSTILE };
    for (const c of f.combat.combatants)
      Object.defineProperty(c, "token", {
        value: { disposition: disposition[c.name ?? ""] },
        configurable: true,
      });
    const Tracker = defineCombatTracker(StandInCombatTracker as unknown as CombatTrackerBase);
    const app = f.gm(() => Object.assign(new Tracker(), { viewed: f.combat }));
    const from = f.world.writes.length;
    const handler = Tracker.DEFAULT_OPTIONS.actions?.stSurpriseSide as (
      this: unknown,
      e: PointerEvent,
      t: HTMLElement,
    ) => Promise<void>;
    await f.gm(() =>
      handler.call(app, {} as PointerEvent, { dataset: { side: "hostile" } } as unknown as HTMLElement),
    );
    await f.world.settle();
    expect(f.world.writesSince(from).map((w) => w.documentName)).toEqual(["Combat"]);
    const surprised = f.combat
      .engineState()
      .combatants.filter((c) => c.flags.surprised)
      .map((c) => c.input.name);
    expect(surprised.sort()).toEqual(["Militant", "Sniper"]);
    // they lose round 1: only Falke acts in it
    await f.gm(() => f.combat.startCombat());
    expect(f.combat.combatant?.name).toBe("Falke");
  });
});
