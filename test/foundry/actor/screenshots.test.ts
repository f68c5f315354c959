// Headless Chromium screenshots of the actor and item sheets with the real templates and styles/sheets.css,
// light and dark, written to test-output/; `npm run screenshots` also copies the actor sheets to docs/.
// Each picture is measured in the same browser (layout-check.ts): no label clipped or sticking out of its
// box, the formula's terms whole, and on one line at the sheet's default width (600 px).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RULESET_IDS, type RulesetId } from "../../../src/engine";
import { ACTOR_PARTS } from "../../../src/foundry/actor/parts";
import { buildActorSheetContext } from "../../../src/foundry/actor/sheet-context";
import { ITEM_PARTS } from "../../../src/foundry/item/parts";
import { buildItemSheetContext } from "../../../src/foundry/item/sheet-context";
import { hasChromium, publishScreenshot } from "../../support/browser";
import { suiteBrowser } from "../../support/suite-browser";
import { shootAndMeasure, type SheetLayout } from "./layout-check";
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
  const browser = suiteBrowser();

  /** Renders an actor's sheet (600 px, dark, English unless told), writes its picture, returns the measures. */
  async function shootActor(
    name: string,
    ruleset: RulesetId,
    file: string,
    opts: { theme?: "light" | "dark"; width?: number; lang?: "en" | "de" } = {},
  ): Promise<SheetLayout> {
    const { theme = "dark", width = 600, lang = "en" } = opts;
    const t = localizer(lang);
    const actor = SAMPLES.find((a) => a.name === name)!;
    const html = renderParts(ACTOR_PARTS, buildActorSheetContext(actor, ruleset, t), t);
    const page = sheetPage(html, { title: actor.name, kind: "actor", theme, width });
    return shootAndMeasure(browser(), page, join(OUT, file), { width: width + 40, height: 900 });
  }

  /** What every sheet picture must show: nothing clipped or sticking out, the formula's terms whole. */
  function expectTidy(layout: SheetLayout) {
    expect(layout.overflowing, "labels clipped or overflowing").toEqual([]);
    expect(layout.brokenTerms, "formula terms broken inside").toEqual([]);
  }

  for (const shot of SHOTS) {
    for (const theme of THEMES) {
      it(`${shot.ruleset}: the ${shot.type} sheet (${shot.name}) in the ${theme} theme: no label overflows, the formula on one line at 600 px`, async () => {
        const name = `actor-${shot.type}-${theme}.png`;
        const layout = await shootActor(shot.name, shot.ruleset, name, { theme });
        expectTidy(layout);
        expect(layout.formulaLines).toBe(1);
        publishScreenshot(join(OUT, name), name);
      });
    }
  }

  for (const ruleset of RULESET_IDS) {
    it(`${ruleset}: Alice's formula (Wired Reflexes III, the longest sample) stays on one line at the default 600 px`, async () => {
      const layout = await shootActor("Alice", ruleset, `actor-alice-${ruleset}.png`);
      expectTidy(layout);
      expect(layout.formulaLines).toBe(1);
    });
  }

  it("sr4 in German: the decker's hot-sim formula, the longest sample line, stays on one line at 600 px", async () => {
    const layout = await shootActor("Kestrel", "sr4", "actor-kestrel-sr4-de.png", { lang: "de" });
    expectTidy(layout);
    expect(layout.formulaLines).toBe(1);
  });

  it("bonus-actions in German: Ravenna at 300 px, long German labels inside their boxes", async () => {
    const narrow = { width: 300, lang: "de" } as const;
    expectTidy(await shootActor("Ravenna", "bonus-actions", "actor-ravenna-narrow-de.png", narrow));
  });

  it("every sample in German at 300 px: labels inside their boxes, the formula wraps only between terms", async () => {
    for (const actor of SAMPLES) {
      const ruleset = actor.name === "Militant" || actor.name === "Falke" ? "d20" : "sr4";
      const file = `actor-narrow-de-${actor.type}-${actor.id}.png`;
      const layout = await shootActor(actor.name, ruleset, file, { theme: "light", width: 300, lang: "de" });
      expect(layout.overflowing, actor.name).toEqual([]);
      expect(layout.brokenTerms, actor.name).toEqual([]);
    }
    // one page per sample: on a busy 2-core machine this passes a minute
  }, 180_000);

  it("the check can fail: a label that cannot wrap in a 300 px sheet is reported as overflowing", async () => {
    const t = localizer("de");
    const ravenna = SAMPLES.find((a) => a.name === "Ravenna")!;
    const context = buildActorSheetContext(ravenna, "bonus-actions", t);
    const [first, ...rest] = context.attributes;
    const long = { ...first!, label: "Donaudampfschifffahrtsgesellschaftskapitänsmütze" };
    const html = renderParts(ACTOR_PARTS, { ...context, attributes: [long, ...rest] }, t);
    const page = sheetPage(html, { title: ravenna.name, kind: "actor", theme: "dark", width: 300 });
    const file = join(OUT, "actor-overflow-check.png");
    const layout = await shootAndMeasure(browser(), page, file, { width: 340, height: 900 }, async (p) => {
      // The label as a careless stylesheet would leave it: on one line, whatever its length.
      await p.addStyleTag({ content: ".shadowturn-field > span:first-child { white-space: nowrap; }" });
    });
    expect(layout.overflowing.join("\n")).toContain("Donaudampfschifffahrts");
  });

  it("d20 rule 1: Sergeant Vance rolls with advantage and Born to Fight, Falke with his features", async () => {
    expectTidy(await shootActor("Sergeant Vance", "d20", "actor-vance-d20-light.png", { theme: "light" }));
    expectTidy(await shootActor("Falke", "d20", "actor-falke-d20-dark.png"));
  });

  it("bonus-actions: Kestrel in hot-sim VR, at a narrow sidebar width (300 px): nothing clipped", async () => {
    for (const theme of THEMES) {
      const file = `actor-kestrel-narrow-${theme}.png`;
      expectTidy(await shootActor("Kestrel", "bonus-actions", file, { theme, width: 300 }));
    }
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
      it(`the ${type} item sheet (${name}) in the ${theme} theme: no label clipped or overflowing`, async () => {
        const t = localizer("en");
        const item = SAMPLES.flatMap((a) => a.items).find((i) => i.name === name)!;
        const html = renderParts(ITEM_PARTS, buildItemSheetContext(item, t), t);
        const file = join(OUT, `item-${type}-${theme}.png`);
        const page = sheetPage(html, { title: name, kind: "item", theme, width: 460 });
        expectTidy(await shootAndMeasure(browser(), page, file, { width: 500, height: 900 }));
      });
    }
  }
});
