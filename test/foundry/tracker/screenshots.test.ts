// Headless Chromium screenshots of the tracker mid-fight, one per ruleset, with the real templates and
// styles/combat.css: written to test-output/ (`npm run screenshots` also copies them to docs/screenshots/).
import { statSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, launchBrowser, publishScreenshot, screenshotHtml } from "../../support/browser";
import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { actorCatalogue, type ActionItemLike } from "../../../src/foundry/tracker/catalogue";
import { makeRenderer, rootContext } from "./render";
import { SCENES } from "./scenes";
import { sidebarPage } from "./page";

const OUT = join(process.cwd(), "test-output");

describe.skipIf(!hasChromium())("tracker screenshots (skipped: /usr/bin/chromium is missing)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const renderer = makeRenderer("en");
  for (const [ruleset, build] of Object.entries(SCENES)) {
    it(`${ruleset}: the GM's tracker mid-fight renders in the sidebar (rules ${ruleset} budget rules)`, async () => {
      const html = renderer.tracker(rootContext(build(), { isGM: true }));
      const file = join(OUT, `tracker-${ruleset}.png`);
      await screenshotHtml(browser, sidebarPage(html), file, {
        width: 340,
        height: 900,
        selector: "#sidebar",
      });
      expect(statSync(file).size).toBeGreaterThan(5_000);
      publishScreenshot(file, `tracker-${ruleset}.png`);
    });
  }

  it("bonus-actions rule 4: a player's view in the light theme stays readable (budgets of others hidden)", async () => {
    const html = renderer.tracker(
      rootContext(SCENES["bonus-actions"](), { isGM: false, owns: ["dex"] }, { budgetVisibility: "owners" }),
    );
    const file = join(OUT, "tracker-bonus-actions-player-light.png");
    await screenshotHtml(browser, sidebarPage(html, "light"), file, {
      width: 340,
      height: 900,
      selector: "#sidebar",
    });
    expect(statSync(file).size).toBeGreaterThan(5_000);
  });

  it("sr4 in German: the longer labels still fit the sidebar (rules sr4 rules 2-3)", async () => {
    const html = makeRenderer("de").tracker(rootContext(SCENES.sr4(), { isGM: true }));
    const file = join(OUT, "tracker-sr4-de.png");
    await screenshotHtml(browser, sidebarPage(html), file, { width: 340, height: 900, selector: "#sidebar" });
    expect(statSync(file).size).toBeGreaterThan(5_000);
  });

  it("bonus-actions: a long name, the named-action and Edge menus open (rules bonus-actions rule 4)", async () => {
    const dir = join(process.cwd(), "packs", "src", "sr-actions");
    const items = readdirSync(dir).map((f) => parse(readFileSync(join(dir, f), "utf8")) as ActionItemLike);
    const scene = SCENES["bonus-actions"]();
    const dex = scene.rows.find((r) => r.combatantId === "dex")!;
    dex.name = "Dr. Alexandra 'Razorback' Vasquez-Montgomery";
    const context = rootContext(
      scene,
      { isGM: false, owns: ["dex"] },
      { catalogue: { dex: actorCatalogue("bonus-actions", items) } },
    );
    const html = renderer.tracker(context).replaceAll('class="st-menu st-', 'class="st-menu open st-');
    const file = join(OUT, "tracker-bonus-actions-menus.png");
    await screenshotHtml(browser, sidebarPage(html), file, {
      width: 340,
      height: 1400,
      selector: "#sidebar",
    });
    expect(statSync(file).size).toBeGreaterThan(5_000);
  });
});
