// Core refuses to open an ApplicationV2 whose template part renders no root element or several ("Template
// part ... must render a single HTML element", Calendaria issue #189, Foundry 13.351). The stand-in checks
// every part it renders (test/stand-in/part-root.ts); here every sheet is opened for every actor and item
// type and every compendium entry, and the tracker in every state, so no part can break a GM's world.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { createWorld } from "../stand-in";
import { prepareDocumentConfig, StandInActor, StandInItem } from "../stand-in/actors";
import { StandInCombatTracker } from "../stand-in/applications";
import { RULESET_IDS, type RulesetId } from "../../src/engine";
import { registerActorsAndItems } from "../../src/foundry/actor/register";
import { ShadowturnActorSheet } from "../../src/foundry/actor/sheet";
import { ACTOR_TYPES } from "../../src/foundry/actor/specs";
import { ShadowturnItemSheet } from "../../src/foundry/item/sheet";
import { ITEM_TYPES } from "../../src/foundry/item/specs";
import { registerSettings, SYSTEM_ID } from "../../src/foundry/settings";
import { defineCombatTracker, type CombatTrackerBase } from "../../src/foundry/tracker/tracker-app";
import { setUpFight } from "./combat/setup";
import { GANGER, SAMURAI } from "./combat/fighters";

const ROOT = join(import.meta.dirname, "..", "..");
type Entry = { _id: string; name: string; type: string; system: object; items?: Entry[] };

function packEntries(pack: string): Entry[] {
  const dir = join(ROOT, "packs", "src", pack);
  return readdirSync(dir).map((f) => YAML.parse(readFileSync(join(dir, f), "utf8")) as Entry);
}

const ITEM_PACKS = ["augmentations", "drugs", "matrix-gear", "sr-actions", "d20-features", "d20-actions"];

function sheetWorld(): void {
  createWorld();
  prepareDocumentConfig();
  registerSettings();
  registerActorsAndItems();
}

/** Renders the sheet; the stand-in throws if any part has not exactly one root element. */
async function partsOf(sheet: { render(force: boolean): Promise<unknown> }): Promise<string[]> {
  await sheet.render(true);
  const html = (sheet as unknown as { html: string }).html;
  return [...html.matchAll(/data-application-part="([^"]+)"/g)].map((m) => m[1]!);
}

describe("item sheets: every part has one root element (Calendaria issue #189)", () => {
  it("every entry of every item pack opens, Matrix gear and actions included (they have no initiative effects)", async () => {
    sheetWorld();
    const entries = ITEM_PACKS.flatMap(packEntries);
    expect(entries.filter((e) => e.type === "matrixGear" || e.type === "action").length).toBeGreaterThan(60);
    for (const e of entries) {
      const item = new StandInItem({ _id: e._id, name: e.name, type: e.type, system: e.system });
      const sheet = new ShadowturnItemSheet({ document: item } as never);
      await expect(partsOf(sheet), `${e.type} ${e.name}`).resolves.toEqual([
        "header",
        "effects",
        "fields",
        "description",
      ]);
    }
  });

  it("a new, empty item of every type opens", async () => {
    sheetWorld();
    for (const type of ITEM_TYPES) {
      const sheet = new ShadowturnItemSheet({
        document: new StandInItem({ name: `New ${type}`, type, system: {} }),
      } as never);
      await expect(partsOf(sheet), type).resolves.toHaveLength(4);
    }
  });
});

describe("actor sheets: every part has one root element in every ruleset", () => {
  for (const ruleset of RULESET_IDS) {
    it(`${ruleset}: every sample combatant and a new actor of every type open`, async () => {
      sheetWorld();
      await game.settings.set(SYSTEM_ID, "ruleset", ruleset);
      const samples = packEntries("sample-combatants");
      expect(new Set(samples.map((s) => s.type))).toEqual(new Set(ACTOR_TYPES));
      const actors = [
        ...samples.map((s) => new StandInActor({ ...s, items: s.items ?? [] })),
        ...ACTOR_TYPES.map((type) => new StandInActor({ name: `New ${type}`, type, system: {} })),
      ];
      for (const actor of actors) {
        const sheet = new ShadowturnActorSheet({ document: actor } as never);
        await expect(partsOf(sheet), `${actor.type} ${actor.name}`).resolves.toEqual([
          "header",
          "initiative",
          "stats",
          "items",
          "actions",
          "notes",
        ]);
      }
    });
  }
});

const Tracker = defineCombatTracker(StandInCombatTracker as unknown as CombatTrackerBase);

const FIGHTERS = [SAMURAI, GANGER];

/** The tracker's parts as `user` sees them with `viewed` shown (the stand-in checks each part's root). */
async function trackerParts(run: <T>(fn: () => T) => T, viewed: Combat | null): Promise<string[]> {
  return run(async () => {
    const app = new Tracker();
    Object.assign(app, { viewed });
    await app.render();
    return Object.keys((app as unknown as { parts: Record<string, string> }).parts);
  });
}

describe("tracker: every part has one root element in every state", () => {
  it("no combat at all, for the GM and a player", async () => {
    const world = createWorld();
    for (const user of ["gm", "p1"]) {
      const run = <T>(fn: () => T) => world.as(user, fn);
      await expect(trackerParts(run, null)).resolves.toEqual(["header", "tracker", "footer"]);
    }
  });

  for (const ruleset of RULESET_IDS as readonly RulesetId[]) {
    it(`${ruleset}: not started, started, next phase, next turn and reset, for the GM and both players`, async () => {
      const f = await setUpFight(ruleset, FIGHTERS);
      const check = async (state: string) => {
        for (const user of ["gm", "p1", "p2"]) {
          await expect(
            trackerParts((fn) => f.as(user, fn), f.combat as unknown as Combat),
            `${state} as ${user}`,
          ).resolves.toEqual(["header", "tracker", "footer"]);
        }
      };
      await check("not started");
      f.world.scriptDice(Array(40).fill(4));
      await f.gm(() => f.combat.startCombat());
      await check("started");
      await f.gm(() => f.combat.nextTurn());
      await check("next phase");
      await f.gm(() => f.combat.nextRound());
      await check("next turn");
      await f.gm(() => f.combat.resetAll());
      await check("reset");
    });
  }
});
