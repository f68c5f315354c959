// The GM guide's pictures and the README's tracker pictures: every step of docs/gm-guide.md and the README's
// four rulesets rendered in headless Chromium with the real templates and styles/combat.css, at twice the
// pixel density so the text is sharp, into test-output/guide/ and test-output/readme/, and compared with the
// committed docs/guide/ and docs/screenshots/ pictures (`npm run screenshots` refreshes those). Each picture
// is measured first: no label clipped or sticking out, a portrait on every row, and the README's badges.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hasChromium, publishScreenshot } from "../../support/browser";
import { suiteBrowser } from "../../support/suite-browser";
import { guideContext, GUIDE_STEPS, README_STEPS, type GuideStep } from "./guide-scenes";
import { layoutProblems } from "./layout";
import { sidebarPage } from "./page";
import { makeRenderer } from "./render";

const OUT = join(process.cwd(), "test-output");
const en = makeRenderer("en");

/** The badges the README names beside its tracker pictures, by the badge ids the rows carry. */
const README_BADGES = {
  seized: ["seized"],
  glitched: ["glitch", "criticalGlitch"],
  tied: ["simultaneous", "tied"],
  delayed: ["delayed", "delayedFromPass", "delayedFromTurn"],
  surprised: ["surprised"],
};

describe.skipIf(!hasChromium())(
  "GM guide and README pictures (skipped: /usr/bin/chromium is missing)",
  () => {
    const browser = suiteBrowser();
    const badgesShown = new Set<string>();

    /** Draws a step at twice the pixel density, checks it, writes test-output/<folder>/<file>; its badges. */
    async function draw(step: GuideStep, folder: string, file: string): Promise<string[]> {
      const html = sidebarPage(en.tracker(guideContext(step)), step.theme ?? "dark");
      const page = await browser().newPage({ viewport: { width: 340, height: 900 }, deviceScaleFactor: 2 });
      try {
        await page.setContent(html, { waitUntil: "load" });
        if (step.openMenu)
          await page.$eval(`li[data-combatant-id="${step.openMenu}"] .st-outside-menu`, (m) =>
            m.classList.add("open"),
          );
        expect(await layoutProblems(page)).toEqual([]);
        const portraits = await page.$$eval("li[data-combatant-id] img.token-image", (imgs) =>
          imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0),
        );
        expect(portraits).toEqual(step.scene.rows.map(() => true));
        await page.locator("#sidebar").screenshot({ path: join(OUT, folder, file) });
        return await page.$$eval("[data-badge]", (els) => els.map((e) => e.getAttribute("data-badge") ?? ""));
      } finally {
        await page.close();
      }
    }

    for (const [file, build] of Object.entries(GUIDE_STEPS)) {
      it(`${file}: every label fits and every row shows its sample's portrait (rules ${file.split(/-\d/)[0]} budget rules)`, async () => {
        await draw(build(), "guide", file);
        publishScreenshot(join(OUT, "guide", file), file, "guide");
      });
    }

    for (const [file, build] of Object.entries(README_STEPS)) {
      it(`README ${file}: the samples with their portraits mid-fight, every label fits`, async () => {
        for (const id of await draw(build(), "readme", file)) badgesShown.add(id);
        publishScreenshot(join(OUT, "readme", file), file);
      });
    }

    it("the README's tracker pictures show every badge the README names beside them", () => {
      const readme = readFileSync(join(process.cwd(), "README.md"), "utf8");
      const named = /badges mark ([^)]*)\)/.exec(readme)?.[1] ?? "";
      const words = named.split(/,\s*(?:and\s+)?|\s+and\s+/).map((w) => w.trim());
      expect(words.sort()).toEqual(Object.keys(README_BADGES).sort());
      for (const [word, ids] of Object.entries(README_BADGES))
        expect(
          ids.some((id) => badgesShown.has(id)),
          `${word}: ${[...badgesShown].join(", ")}`,
        ).toBe(true);
    });
  },
);
