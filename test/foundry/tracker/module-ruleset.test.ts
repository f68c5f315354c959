// A module adds a ruleset (docs/write-a-ruleset.md): the edge-first module of test/fixtures/, built outside
// src/ against the shipped declaration file and handed game.system.api.engine as its init hook does,
// registered through game.system.api, played in the stand-in world by the real Combat document and tracker,
// and read in Chromium. Nothing in src/foundry knows it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { addModuleLanguage } from "../../stand-in/i18n";
import { createWorld, onEveryClient } from "../../stand-in";
import { setUpFight, type Fight, type Fighter } from "../combat/setup";
import { GANGER, SAMURAI } from "../combat/fighters";
import { EDGE_FIRST_ID, edgeFirstModule } from "../../fixtures/edge-first/build";
import type { RulesetModule } from "../../../src/api/engine";
import { SHADOWTURN_API } from "../../../src/foundry/api";
import { getSetting, registerSettings, SYSTEM_ID } from "../../../src/foundry/settings";
import { openTracker, Tracker, type TrackerApp } from "./open-tracker";
import type { TrackerView } from "../../../src/foundry/tracker/view-types";
import { hasChromium } from "../../support/browser";
import { pageScript } from "../../support/page-script";
import { suiteBrowser } from "../../support/suite-browser";
import type { TrackerSeen } from "../../../src/quench/tracker-seen";
import { openPage } from "./layout";
import { sidebarPage } from "./page";
import { makeRenderer, rowsOf } from "./render";

type Handler = (this: TrackerApp, event: PointerEvent, target: HTMLElement) => Promise<void>;

const FIXTURE = join(import.meta.dirname, "..", "..", "fixtures", "edge-first");
const FACE: Fighter = {
  name: "Face",
  owner: "p2",
  input: { attributes: { reaction: 3, intuition: 4, edge: 5 }, edgePoints: 5 },
};

let EDGE_FIRST_MODULE: RulesetModule;

beforeAll(async () => {
  // what Foundry does for an active module: its language files join the translations
  for (const lang of ["en", "de"])
    addModuleLanguage(lang, JSON.parse(readFileSync(join(FIXTURE, "lang", `${lang}.json`), "utf8")));
  // the module's init hook, after the system's: its built code, handed game.system.api.engine
  EDGE_FIRST_MODULE = await edgeFirstModule();
  SHADOWTURN_API.registerRuleset(EDGE_FIRST_MODULE);
}, 120_000);

/** Turn 1, pass 1: Samurai 24 (Edge 3), Face 12 (Edge 5), Ganger 10 (Edge 1). */
async function fight(): Promise<Fight> {
  const f = await setUpFight(EDGE_FIRST_ID, [SAMURAI, GANGER, FACE]);
  f.world.scriptDice([6, 5, 4, 3, 5]);
  await f.gm(() => f.combat.startCombat());
  return f;
}

const open = openTracker;

function click(f: Fight, user: string, app: TrackerApp, combatantId: string, action: string) {
  const handler = Tracker.DEFAULT_OPTIONS.actions?.[action] as Handler | undefined;
  if (!handler) throw new Error(`no handler for ${action}`);
  const row = { dataset: { combatantId } };
  const target = { dataset: { action }, closest: () => row } as unknown as HTMLElement;
  return f.as(user, () => handler.call(app, {} as PointerEvent, target));
}

describe("a module's ruleset in the tracker", () => {
  it("the world's ruleset setting offers it and keeps it once chosen, though the module registered after the settings", async () => {
    const world = createWorld({ generation: 13 });
    onEveryClient(world, () => registerSettings());
    // a second registration of the same module (every client runs the module's init) changes nothing
    SHADOWTURN_API.registerRuleset(EDGE_FIRST_MODULE);
    await world.as(world.gmClient(), () => game.settings.set(SYSTEM_ID, "ruleset", EDGE_FIRST_ID));
    expect(world.as(world.gmClient(), () => getSetting("ruleset"))).toBe(EDGE_FIRST_ID);
  });

  it("edge-first: the higher Edge acts first; the tracker says so in the module's words", async () => {
    const f = await fight();
    const { context } = await open(f, "gm");
    const view = context.shadowturn as TrackerView;
    expect(view.header).toMatchObject({ titleKey: "SHADOWTURN.Tracker.TurnPass", turn: 1, pass: 1 });
    expect(view.rows.map((r) => r.name)).toEqual(["Face", "Samurai", "Ganger"]);
    const html = makeRenderer().tracker(context);
    expect(html).toContain("Turn 1 · Pass 1");
    expect(html).toContain("Face before Samurai: higher Edge (5 vs 3) goes first");
    // sr5's wording under the score, as the module's UI entry asks: the Samurai acts again at 14
    expect(rowsOf(html).get(f.ids.Samurai!)).toContain("14");
    // Seize is offered, Blitz is not (the module's entry lists Seize only)
    const face = rowsOf(html).get(f.ids.Face!)!;
    expect(face).toContain('data-command="seize"');
    expect(face).not.toContain('data-command="blitz"');
  });

  it("edge-first: End phase from the player's tracker hands the turn to the next Edge", async () => {
    const f = await fight();
    const { app } = await open(f, "p2");
    await click(f, "p2", app, f.ids.Face!, "stEndPhase");
    expect(f.combat.combatant?.name).toBe("Samurai");
  });
});

describe.skipIf(!hasChromium())(
  "a module's ruleset in Chromium (skipped: /usr/bin/chromium is missing)",
  () => {
    const browser = suiteBrowser();

    it("edge-first: a person sees Turn 1 · Pass 1, Face first and acting, then Samurai, then Ganger, and Seize on Face's row", async () => {
      const f = await fight();
      const { context } = await open(f, "p2");
      const page = await openPage(browser(), sidebarPage(makeRenderer("en").tracker(context)));
      try {
        await page.addScriptTag({ content: pageScript("src/quench/tracker-seen.ts", "trackerSeen") });
        const seen = await page.evaluate(() => {
          type Read = { trackerSeen(root: ParentNode): TrackerSeen };
          return (window as unknown as { trackerSeen: Read }).trackerSeen.trackerSeen(document);
        });
        expect(seen.title).toBe("Turn 1 · Pass 1");
        expect(seen.rows).toEqual([f.ids.Face, f.ids.Samurai, f.ids.Ganger]);
        expect(seen.actingLine).toBe("Acting: Face");
        const seize = page.locator(`li[data-combatant-id="${f.ids.Face}"] [data-command="seize"]`).first();
        expect(await seize.isVisible()).toBe(true);
        expect(await page.locator('[data-command="blitz"]').count()).toBe(0);
      } finally {
        await page.close();
      }
    });
  },
);
