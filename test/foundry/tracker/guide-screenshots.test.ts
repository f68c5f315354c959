// The GM guide's pictures: every step of docs/gm-guide.md rendered in headless Chromium with the real templates
// and styles/combat.css, at twice the pixel density so the text is sharp, into test-output/guide/;
// `npm run screenshots` also copies them to docs/guide/. Each picture is measured first: no label clipped or
// sticking out, and a portrait on every row.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hasChromium, publishScreenshot } from "../../support/browser";
import { suiteBrowser } from "../../support/suite-browser";
import { guideContext, GUIDE_STEPS } from "./guide-scenes";
import { layoutProblems } from "./layout";
import { sidebarPage } from "./page";
import { makeRenderer } from "./render";

const OUT = join(process.cwd(), "test-output", "guide");
const en = makeRenderer("en");

describe.skipIf(!hasChromium())("GM guide pictures (skipped: /usr/bin/chromium is missing)", () => {
  const browser = suiteBrowser();

  for (const [file, build] of Object.entries(GUIDE_STEPS)) {
    it(`${file}: every label fits and every row shows its sample's portrait (rules ${file.split(/-\d/)[0]} budget rules)`, async () => {
      const step = build();
      const html = sidebarPage(en.tracker(guideContext(step)), step.theme ?? "dark");
      const page = await browser().newPage({ viewport: { width: 340, height: 900 }, deviceScaleFactor: 2 });
      try {
        await page.setContent(html, { waitUntil: "load" });
        expect(await layoutProblems(page)).toEqual([]);
        const portraits = await page.$$eval("li[data-combatant-id] img.token-image", (imgs) =>
          imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0),
        );
        expect(portraits).toEqual(step.scene.rows.map(() => true));
        await page.locator("#sidebar").screenshot({ path: join(OUT, file) });
      } finally {
        await page.close();
      }
      publishScreenshot(join(OUT, file), file, "guide");
    });
  }
});
