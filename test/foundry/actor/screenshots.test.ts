// Headless Chromium screenshots of the actor and item sheets with the real templates and styles/sheets.css,
// light and dark, written to test-output/; `npm run screenshots` also copies the actor sheets to docs/.
import { statSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RulesetId } from "../../../src/engine";
import { ACTOR_PARTS } from "../../../src/foundry/actor/parts";
import { buildActorSheetContext } from "../../../src/foundry/actor/sheet-context";
import { ITEM_PARTS } from "../../../src/foundry/item/parts";
import { buildItemSheetContext } from "../../../src/foundry/item/sheet-context";
import { hasChromium, launchBrowser, publishScreenshot, screenshotHtml } from "../../support/browser";
import { loadSamples, localizer, renderParts, ROOT } from "./render-support";
import { sheetPage } from "./sheet-page";

const OUT = join(ROOT, "test-output");
const SAMPLES = loadSamples();
const THEMES = ["light", "dark"] as const;

/** One sample per actor type, in the ruleset it was made for. */
const SHOTS: { type: string; name: string; ruleset: RulesetId }[] = [
  { type: "character", name: "Alice", ruleset: "bonus-actions" },
  { type: "npc", name: "Militant", ruleset: "d20" },
  { type: "spirit", name: "Fire Spirit (Force 4)", ruleset: "sr5" },
  { type: "vehicle", name: "Rotor Drone", ruleset: "sr4" },
];

describe.skipIf(!hasChromium())("sheet screenshots (skipped: /usr/bin/chromium is missing)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function shootActor(
    name: string,
    ruleset: RulesetId,
    theme: "light" | "dark",
    width: number,
    file: string,
    lang: "en" | "de" = "en",
  ) {
    const t = localizer(lang);
    const actor = SAMPLES.find((a) => a.name === name)!;
    const html = renderParts(ACTOR_PARTS, buildActorSheetContext(actor, ruleset, t), t);
    const page = sheetPage(html, { title: actor.name, kind: "actor", theme, width });
    await screenshotHtml(browser, page, file, {
      width: width + 40,
      height: 900,
      selector: "form.application",
    });
    expect(statSync(file).size).toBeGreaterThan(10_000);
  }

  for (const shot of SHOTS) {
    for (const theme of THEMES) {
      it(`${shot.ruleset}: the ${shot.type} sheet (${shot.name}) in the ${theme} theme`, async () => {
        const file = join(OUT, `actor-${shot.type}-${theme}.png`);
        await shootActor(shot.name, shot.ruleset, theme, 600, file);
        publishScreenshot(file, `actor-${shot.type}-${theme}.png`);
      });
    }
  }

  for (const ruleset of ["sr4", "sr5", "d20"] as const) {
    it(`${ruleset}: Alice's sheet shows the ${ruleset} formula`, async () => {
      await shootActor("Alice", ruleset, "dark", 600, join(OUT, `actor-alice-${ruleset}.png`));
    });
  }

  it("bonus-actions in German: Ravenna at 300 px, long German labels still fit", async () => {
    await shootActor("Ravenna", "bonus-actions", "dark", 300, join(OUT, "actor-ravenna-narrow-de.png"), "de");
  });

  it("d20 rule 1: Sergeant Vance rolls with advantage and Born to Fight, Falke with his features", async () => {
    await shootActor("Sergeant Vance", "d20", "light", 600, join(OUT, "actor-vance-d20-light.png"));
    await shootActor("Falke", "d20", "dark", 600, join(OUT, "actor-falke-d20-dark.png"));
  });

  it("bonus-actions: Kestrel in hot-sim VR, at a narrow sidebar width (300 px)", async () => {
    await shootActor("Kestrel", "bonus-actions", "dark", 300, join(OUT, "actor-kestrel-narrow-dark.png"));
    await shootActor("Kestrel", "bonus-actions", "light", 300, join(OUT, "actor-kestrel-narrow-light.png"));
  });

  const ITEMS: [string, string][] = [
    ["augmentation", "Wired Reflexes III"],
    ["drug", "Jazz"],
    ["matrixGear", "Cyberdeck, professional"],
    ["feature", "Second Wind"],
    ["action", "Fire Weapon"],
  ];
  for (const [type, name] of ITEMS) {
    for (const theme of THEMES) {
      it(`the ${type} item sheet (${name}) in the ${theme} theme`, async () => {
        const t = localizer("en");
        const item = SAMPLES.flatMap((a) => a.items).find((i) => i.name === name)!;
        const html = renderParts(ITEM_PARTS, buildItemSheetContext(item, t), t);
        const file = join(OUT, `item-${type}-${theme}.png`);
        const page = sheetPage(html, { title: name, kind: "item", theme, width: 460 });
        await screenshotHtml(browser, page, file, { width: 500, height: 900, selector: "form.application" });
        expect(statSync(file).size).toBeGreaterThan(8_000);
      });
    }
  }
});
