// A module adds a ruleset (docs/write-a-ruleset.md): the edge-first module of test/fixtures/, built outside
// src/ against the shipped declaration file and handed game.system.api.engine as its init hook does,
// registered through game.system.api, played in the stand-in world by the real Combat document and tracker,
// and read in Chromium. Its economy is its own (test/fixtures/edge-first/src/economy.ts: 3 Action Points a
// phase, Quick 1 AP, Full 2 AP, a Brace outside the own phase paid from the next), and so are its pips,
// buttons and words, in English and German. Nothing in src/foundry knows it.
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
import { layoutProblems, openPage } from "./layout";
import { sidebarPage } from "./page";
import { makeRenderer, rowsOf } from "./render";
import { spendFromKeyboard, type SpendKey } from "../../../src/foundry/tracker/keyboard-spend";
import { foundryEnv, trackerCombat } from "../../../src/foundry/tracker/foundry-env";

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

/** A click on a row's control, as the tracker's handler gets it: the control's data-* and its row. */
async function click(
  f: Fight,
  user: string,
  app: TrackerApp,
  combatantId: string,
  action: string,
  data: Record<string, string> = {},
) {
  const handler = Tracker.DEFAULT_OPTIONS.actions?.[action] as Handler | undefined;
  if (!handler) throw new Error(`no handler for ${action}`);
  const row = { dataset: { combatantId } };
  const target = { dataset: { action, ...data }, closest: () => row } as unknown as HTMLElement;
  await f.as(user, () => handler.call(app, {} as PointerEvent, target));
  await f.world.settle();
}

/** A row's Action Points as its pips show them to `user` (data-count of its one pip group). */
async function pipsOf(f: Fight, user: string, name: string): Promise<string[]> {
  const { context } = await open(f, user);
  const row = rowsOf(makeRenderer("en").tracker(context)).get(f.ids[name]!) ?? "";
  return [...row.matchAll(/<span class="st-pip-group[^"]*" data-kind="([^"]+)" data-count="(\d+)"/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
}

/** The Brace entry of a row's React menu, in the HTML `user` sees. */
async function braceEntry(f: Fight, user: string, name: string): Promise<string> {
  const { context } = await open(f, user);
  const row = rowsOf(makeRenderer("en").tracker(context)).get(f.ids[name]!) ?? "";
  return row.match(/<button[^>]*data-outside="brace"[^>]*>[^<]*<\/button>/)?.[0] ?? "";
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

  it("edge-first: End phase from the player's tracker hands the turn to the next Edge, and says what was left in AP", async () => {
    const f = await fight();
    const { app } = await open(f, "p2");
    await click(f, "p2", app, f.ids.Face!, "stEndPhase");
    expect(f.combat.combatant?.name).toBe("Samurai");
    // the "actions left" line in the module's words (world setting actionsLeftOnEnd: warn)
    expect(f.world.clientOf("p2").notices.map((n) => n.message)).toContain("Face still has 3 Action Points.");
  });

  it("edge-first's economy: the acting row's pips and buttons say AP; a Full action takes 2 pips, a Quick one 1", async () => {
    const f = await fight();
    const { app, context } = await open(f, "p2");
    const face = rowsOf(makeRenderer("en").tracker(context)).get(f.ids.Face!)!;
    expect(face).toMatch(/data-kind="ap" data-count="3"[^>]*data-tooltip="Action Points">AP/);
    expect(face).toMatch(
      /data-kind="quick"[^>]*data-tooltip aria-label="Take a Quick action: 1 Action Point">Quick 1 AP</,
    );
    expect(face).toMatch(
      /data-kind="full"[^>]*data-tooltip aria-label="Take a Full action: 2 Action Points">Full 2 AP</,
    );
    expect(face).not.toMatch(/Complex|Simple|Free/);
    // no delaying in this economy, and a waiting row's pips show the 3 AP its phase will bring
    expect(face).not.toContain('data-action="stDelay"');
    expect(await pipsOf(f, "p2", "Samurai")).toEqual(["ap 3"]);

    await click(f, "p2", app, f.ids.Face!, "stSpend", { kind: "full" });
    expect(await pipsOf(f, "p2", "Face")).toEqual(["ap 1"]);
    const after = rowsOf(makeRenderer("en").tracker((await open(f, "p2")).context)).get(f.ids.Face!)!;
    expect(after).toContain('data-kind="quick"');
    expect(after).not.toContain('data-kind="full"');
    await click(f, "p2", app, f.ids.Face!, "stSpend", { kind: "quick" });
    expect(await pipsOf(f, "p2", "Face")).toEqual(["ap 0"]);
  });

  it("edge-first's economy: the spend keys spend the kinds the module names for them (Complex: a Full action, Simple: a Quick one, Free: none)", async () => {
    const f = await fight();
    const owns = (id: string) => f.combat.combatants.get(id)?.isOwner === true;
    const key = (k: SpendKey) =>
      f.as("p2", () => spendFromKeyboard(trackerCombat(f.combat), k, owns, foundryEnv()));
    expect(await key("complex")).toBe(true);
    expect(await pipsOf(f, "p2", "Face")).toEqual(["ap 1"]);
    // the module names no kind for the third key: it spends nothing, and no command is sent
    expect(await key("free")).toBe(false);
    expect(await pipsOf(f, "p2", "Face")).toEqual(["ap 1"]);
    expect(await key("simple")).toBe(true);
    expect(await pipsOf(f, "p2", "Face")).toEqual(["ap 0"]);
  });

  it("edge-first's economy: a Brace outside the own phase takes an AP of the next phase; with none left it is greyed with the reason and refused", async () => {
    const f = await fight();
    const { app } = await open(f, "p1");
    // Face acts; the Samurai's own row offers its React menu, with Brace
    expect(f.combat.combatant?.name).toBe("Face");
    expect(await braceEntry(f, "p1", "Samurai")).toContain("Brace (1 AP of the next phase)");
    for (const left of ["ap 2", "ap 1", "ap 0"]) {
      await click(f, "p1", app, f.ids.Samurai!, "stInterrupt", { outside: "brace" });
      expect(await pipsOf(f, "p1", "Samurai")).toEqual([left]);
      expect(f.combat.combatant?.name).toBe("Face");
    }
    const greyed = await braceEntry(f, "p1", "Samurai");
    expect(greyed).toContain("st-unavailable");
    expect(greyed).toContain("Your next phase has no Action Points left to pay for a Brace.");
    // clicked all the same, the engine refuses it and says why in the module's words; nothing more is owed
    await click(f, "p1", app, f.ids.Samurai!, "stInterrupt", { outside: "brace" });
    expect(
      f.world
        .clientOf("p1")
        .notices.map((n) => n.message)
        .at(-1),
    ).toBe("Samurai has no Action Points of the next phase left to pay for a Brace.");
    // Face's phase over, the Samurai's begins with the 3 AP braced away: nothing to spend
    await f.gm(() => f.combat.nextTurn());
    expect(f.combat.combatant?.name).toBe("Samurai");
    expect(await pipsOf(f, "p1", "Samurai")).toEqual(["ap 0"]);
    expect(await braceEntry(f, "p1", "Samurai")).toBe("");
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

    for (const lang of ["en", "de"]) {
      const t = JSON.parse(readFileSync(join(FIXTURE, "lang", `${lang}.json`), "utf8")) as Record<
        string,
        string
      >;
      const word = (key: string) => t[`SHADOWTURN.EdgeFirst.${key}`]!;

      it(`${lang}: edge-first's own pips and words fit with the real CSS: every row counts Action Points, Face's buttons say AP, the Samurai's React menu holds Brace`, async () => {
        const f = await fight();
        // the Samurai braces once in Face's phase: his next phase brings 2 AP
        await f.as("p1", async () => {
          const { app } = await open(f, "p1");
          await click(f, "p1", app, f.ids.Samurai!, "stInterrupt", { outside: "brace" });
        });
        const { context } = await open(f, "gm");
        const page = await openPage(browser(), sidebarPage(makeRenderer(lang).tracker(context)));
        try {
          expect(await layoutProblems(page)).toEqual([]);
          const groups = await page.$$eval("li[data-combatant-id] .st-pip-group", (els) =>
            els.map((e) => ({
              id: e.closest("li")!.getAttribute("data-combatant-id"),
              label: (e.firstChild?.textContent ?? "").trim(),
              tooltip: e.getAttribute("data-tooltip"),
              count: e.getAttribute("data-count"),
            })),
          );
          const ap = { label: word("ApAbbr"), tooltip: word("Ap") };
          expect(groups).toEqual([
            { id: f.ids.Face, ...ap, count: "3" },
            { id: f.ids.Samurai, ...ap, count: "2" },
            { id: f.ids.Ganger, ...ap, count: "3" },
          ]);
          const face = page.locator(`li[data-combatant-id="${f.ids.Face}"] .st-spend`);
          expect(await face.allInnerTexts()).toEqual([word("SpendAbbr.quick"), word("SpendAbbr.full")]);
          expect(
            await face.evaluateAll((els) => els.every((e) => (e as HTMLElement).offsetParent !== null)),
          ).toBe(true);
          // the React menu, opened as a click opens it (tracker-app.ts toggleMenu), fits too
          const menu = page.locator(`li[data-combatant-id="${f.ids.Samurai}"] .st-outside-menu`);
          expect(await menu.locator(".st-menu-toggle").innerText()).toBe(word("ReactMenu"));
          await menu.evaluate((m) => m.classList.add("open"));
          expect(await layoutProblems(page)).toEqual([]);
          const brace = menu.locator('[data-outside="brace"]');
          expect(await brace.isVisible()).toBe(true);
          expect((await brace.innerText()).trim()).toBe(word("Brace"));
          const text = await page.locator("#sidebar").innerText();
          expect(text).not.toMatch(/Complex|Simple|Komplex|Einfach|Free|Frei/);
        } finally {
          await page.close();
        }
      });
    }
  },
);
