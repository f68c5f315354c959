// What core Foundry does around our tracker, checked against the tracker and the Combat document: core's
// row menu entries that would fight the engine's order are gone, the ping button shows only where a ping can
// land, rows show the token's picture, display settings re-render the tracker, a combatant without a name does
// not break the order, and world time never runs backwards when a new pass starts.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addActor } from "../../stand-in";
import { StandInCombatTracker } from "../../stand-in/applications";
import { SYSTEM_ID } from "../../../src/foundry/settings";
import { defineCombatTracker, type CombatTrackerBase } from "../../../src/foundry/tracker/tracker-app";
import type { TrackerView } from "../../../src/foundry/tracker/view-types";
import { actorInput, setUpFight, turnNames, type Fight } from "../combat/setup";
import { GANGER, SAMURAI } from "../combat/fighters";
import { rowsOf } from "./render";

const Tracker = defineCombatTracker(StandInCombatTracker as unknown as CombatTrackerBase);
type TrackerApp = InstanceType<typeof Tracker> & { html: string; render(): Promise<unknown> };

/** sr5, started: Samurai 24 (3 passes), Ganger 10 (1 pass). */
async function sr5Fight(generation = 13): Promise<Fight> {
  const f = await setUpFight("sr5", [SAMURAI, GANGER], {}, { generation });
  f.world.scriptDice([6, 5, 4, 3]);
  await f.gm(() => f.combat.startCombat());
  return f;
}

/** A combatant created with extra core fields (image, scene, token), as the GM adds a token to the combat. */
async function addCombatant(f: Fight, data: Record<string, unknown>): Promise<string> {
  const combat = f.combat as unknown as {
    createEmbeddedDocuments(n: string, d: object[]): Promise<{ id: string }[]>;
  };
  const [created] = await f.gm(() => combat.createEmbeddedDocuments("Combatant", [data]));
  return created!.id;
}

function tracker(f: Fight, user: string): TrackerApp {
  return f.as(user, () => Object.assign(new Tracker(), { viewed: f.combat }) as unknown as TrackerApp);
}

async function view(f: Fight, user: string): Promise<TrackerView> {
  const app = tracker(f, user);
  const context = await f.as(user, () =>
    (app as unknown as { _prepareContext(o: object): Promise<{ shadowturn: TrackerView }> })._prepareContext(
      {},
    ),
  );
  return context.shadowturn;
}

afterEach(() => {
  delete (globalThis as { canvas?: unknown }).canvas;
});

describe("core's Reroll and Clear Initiative leave the row menu (COS and LAN remove them)", () => {
  for (const generation of [13, 14]) {
    it(`v${generation}: gone before and during the fight; core's Update and Remove and our entries stay`, async () => {
      const f = await setUpFight("sr5", [SAMURAI, GANGER], {}, { generation });
      const keys = () =>
        f.gm(() =>
          (tracker(f, "gm") as unknown as { _getEntryContextOptions(): ShadowturnContextMenuEntry[] })
            ._getEntryContextOptions()
            .map((e) => ("name" in e ? e.name : e.label)),
        );
      for (const state of ["not started", "started"]) {
        if (state === "started") {
          f.world.scriptDice([6, 5, 4, 3]);
          await f.gm(() => f.combat.startCombat());
        }
        const entries = keys();
        expect(entries, state).not.toContain("COMBAT.CombatantReroll");
        expect(entries, state).not.toContain("COMBAT.CombatantClear");
        expect(entries, state).toEqual(
          expect.arrayContaining([
            "COMBAT.CombatantUpdate",
            "COMBAT.CombatantRemove",
            "SHADOWTURN.Tracker.Menu.Delay",
          ]),
        );
      }
    });
  }
});

describe("rows: the ping button and the picture", () => {
  it("the ping button shows only for combatants with a token on the scene the GM is looking at", async () => {
    const f = await setUpFight("sr5", [GANGER]);
    const here = await addCombatant(f, { name: "Drone", sceneId: "scene-a", tokenId: "tok1" });
    const elsewhere = await addCombatant(f, { name: "Rigger", sceneId: "scene-b", tokenId: "tok2" });
    const ping = async () => {
      const app = tracker(f, "gm");
      await f.gm(() => app.render());
      const rows = rowsOf(app.html);
      return [here, elsewhere, f.ids.Ganger!].map((id) =>
        rows.get(id)?.includes('data-action="pingCombatant"'),
      );
    };
    (globalThis as { canvas?: unknown }).canvas = { scene: { id: "scene-a" } };
    expect(await ping()).toEqual([true, false, false]);
    // no scene on the canvas: nothing to ping
    (globalThis as { canvas?: unknown }).canvas = { scene: null };
    expect(await ping()).toEqual([false, false, false]);
  });

  it("a row shows the combatant's own image, else its token's, and the actor's portrait only as a last resort", async () => {
    const f = await setUpFight("bonus-actions", [GANGER]);
    const actor = addActor(f.world, {
      name: "Merc",
      img: "portraits/merc.webp",
      system: { input: actorInput(GANGER) },
    });
    const token = await addCombatant(f, {
      name: "Merc 1",
      actorId: actor.id,
      token: { texture: { src: "tokens/merc-top-down.webp" } },
    });
    const own = await addCombatant(f, {
      name: "Merc 2",
      actorId: actor.id,
      img: "tokens/merc-leader.webp",
      token: { texture: { src: "tokens/merc-top-down.webp" } },
    });
    const bare = await addCombatant(f, { name: "Merc 3", actorId: actor.id });
    const rows = (await view(f, "gm")).rows;
    const img = (id: string) => rows.find((r) => r.id === id)?.token.img;
    expect(img(token)).toBe("tokens/merc-top-down.webp");
    expect(img(own)).toBe("tokens/merc-leader.webp");
    expect(img(bare)).toBe("portraits/merc.webp");
  });
});

describe("display settings re-render the tracker on every client", () => {
  for (const [setting, value] of [
    ["budgetVisibility", "gm"],
    ["sr4TieDisplay", "none"],
  ] as const) {
    it(`changing ${setting} re-renders the open trackers (sr4 rule 3 / issue 3 settings)`, async () => {
      const f = await sr5Fight();
      const apps = ["gm", "p1", "p2"].map((user) => {
        const app = tracker(f, user);
        f.as(user, () => Object.assign(ui, { combat: app }));
        return app;
      });
      await f.gm(() => game.settings.set(SYSTEM_ID, setting, value));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(apps.map((a) => a.rendered)).toEqual([true, true, true]);
      if (setting === "budgetVisibility") {
        // the player's re-rendered tracker shows no budgets any more, the GM's still does
        expect(apps[1]!.html).not.toContain("st-pips");
        expect(apps[0]!.html).toContain("st-pips");
      }
    });
  }
});

describe("robustness of the order and of world time", () => {
  it("house rule: with bad actor data the fallback order still sorts a combatant that has no name at all", async () => {
    const f = await setUpFight("sr5", [GANGER, { name: "Broken", input: { attributes: { reaction: -2 } } }]);
    // no name of its own and no actor to take one from
    await addCombatant(f, {});
    expect(f.combat.turns).toHaveLength(3);
    expect(turnNames(f.combat)).toEqual(expect.arrayContaining(["Ganger", "Broken", ""]));
  });

  it("sr5 rule 2: with CONFIG.time.turnTime set, no forward step moves world time back, a new pass included", async () => {
    const f = await sr5Fight();
    Object.assign(CONFIG, { time: { roundTime: 6, turnTime: 2 } });
    const steps: { pass: number; delta: number; direction: number }[] = [];
    f.gm(() =>
      Hooks.on(
        "combatTurn",
        (_c: unknown, _u: unknown, o: { direction: number; worldTime: { delta: number } }) => {
          steps.push({
            pass: Number(f.combat.system.pass),
            delta: o.worldTime.delta,
            direction: o.direction,
          });
        },
      ),
    );
    // Samurai, Ganger (pass 1), then pass 2 starts again at the top of the order
    await f.gm(() => f.combat.nextTurn());
    await f.gm(() => f.combat.nextTurn());
    expect(Number(f.combat.system.pass)).toBe(2);
    const forward = steps.filter((s) => s.direction === 1);
    expect(forward.length).toBe(2);
    expect(forward.map((s) => s.delta)).toEqual([2, 2]);
    await f.gm(() => f.combat.previousTurn());
    const back = steps.filter((s) => s.direction === -1);
    expect(back.map((s) => s.delta).every((d) => d <= 0)).toBe(true);
  });
});

describe("system.json", () => {
  it('declares no socket: nothing in the system sends on one (the relay is the combatant document, see "Relay")', () => {
    const root = join(import.meta.dirname, "..", "..", "..");
    const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8")) as Record<string, unknown>;
    expect(manifest).not.toHaveProperty("socket");
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? files(join(dir, d.name)) : /(?<!\.d)\.ts$/.test(d.name) ? [join(dir, d.name)] : [],
      );
    // the Quench batches (src/quench, loaded only once Quench is ready) ask a player's client what it heard
    // (turn-change-log.ts); nothing the system plays at the table sends on a socket
    const users = files(join(root, "src"))
      .filter((f) => !f.startsWith(join(root, "src", "quench")))
      .filter((f) => /game\.socket|\.query\(/.test(readFileSync(f, "utf8")));
    expect(users).toEqual([]);
  });
});
