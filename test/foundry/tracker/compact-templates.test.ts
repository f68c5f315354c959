// The per-row templates ship compacted (scripts/compact-template.mjs: no line breaks between tags, so the
// browser builds no text node for them). A person must not be able to tell: in Chromium the tracker drawn
// from the compacted templates reads and measures the same as the one drawn from the sources.
import { describe, expect, it } from "vitest";
import { compactTemplate } from "../../../scripts/compact-template.mjs";
import { hasChromium } from "../../support/browser";
import { suiteBrowser } from "../../support/suite-browser";
import { openPage } from "./layout";
import { sidebarPage } from "./page";
import { makeRenderer, rootContext, rowsOf } from "./render";
import { SCENES } from "./scenes";

describe("compactTemplate", () => {
  it("drops the line breaks between tags, keeps one space between attributes, and leaves Handlebars alone", () => {
    const source = [
      '<li class="a"{{#if x}} data-x{{/if}}',
      '    data-y="{{y}}">',
      "  <span>{{name}} <small>{{kind}}</small></span>",
      "  {{#each z}}",
      "  <i>{{!-- a > b --}}</i>",
      "  {{/each}}",
      "</li>",
    ].join("\n");
    expect(compactTemplate(source)).toBe(
      '<li class="a"{{#if x}} data-x{{/if}} data-y="{{y}}"><span>{{name}} <small>{{kind}}</small></span>{{#each z}}<i>{{!-- a > b --}}</i>{{/each}}</li>',
    );
  });
});

describe.skipIf(!hasChromium())("compacted row templates (skipped: /usr/bin/chromium is missing)", () => {
  const browser = suiteBrowser();

  /** What a person sees: the text as laid out, and where each row and control sits. */
  async function seen(html: string) {
    const page = await openPage(browser(), sidebarPage(html));
    try {
      return await page.evaluate(() => ({
        text: document.querySelector<HTMLElement>("#sidebar")!.innerText,
        boxes: Array.from(document.querySelectorAll(".st-tracker li, .st-tracker li *")).map((el) => {
          const r = el.getBoundingClientRect();
          return `${el.tagName} ${el.className} ${r.x},${r.y},${r.width},${r.height}`;
        }),
      }));
    } finally {
      await page.close();
    }
  }

  for (const [ruleset, build] of Object.entries(SCENES)) {
    it(`${ruleset}: the GM's tracker reads and lays out the same from compacted templates, without a line break in a row (rules ${ruleset} budget rules)`, async () => {
      const context = rootContext(build(), { isGM: true });
      const source = makeRenderer("en", false).tracker(context);
      const shipped = makeRenderer("en").tracker(context);
      const rows = [...rowsOf(shipped).values()];
      expect(rows.length).toBe(context.shadowturn.rows.length);
      for (const row of rows) expect(row).not.toContain("\n");
      const [a, b] = [await seen(source), await seen(shipped)];
      expect(b.text).toBe(a.text);
      expect(b.boxes).toEqual(a.boxes);
    });
  }
});
