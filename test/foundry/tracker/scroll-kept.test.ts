// A GM scrolled down a long tracker keeps looking at the same rows after every click (row-heights.ts): rows
// out of sight are not laid out and stand in with one fixed height, so after core's re-render (the part's
// element replaced, its scroll position put back in pixels) the list would show other rows. Measured in
// Chromium with the real CSS, the real templates and the layer's own functions, in the order core's
// HandlebarsApplicationMixin calls them (`_preSyncPartState`, the element replaced, `_syncPartState`).
import { describe, expect, it } from "vitest";
import { advance, createCombat, makeInput, seededDice, startTurn, turnOrder } from "../../../src/engine";
import { hasChromium } from "../../support/browser";
import { pageScript } from "../../support/page-script";
import { suiteBrowser } from "../../support/suite-browser";
import { openPage } from "./layout";
import { sidebarPage } from "./page";
import { makeRenderer, rootContext } from "./render";

/** A sr4 fight of 50 a few phases in (rules sr4 rule 2): far more rows than the sidebar shows. */
function fight(phases: number) {
  const dice = seededDice(5);
  const inputs = Array.from({ length: 50 }, (_, i) =>
    makeInput({ id: `c${i}`, name: `Ganger ${i}`, attributes: { reaction: 3, intuition: 3, edge: 2 } }),
  );
  let state = startTurn(createCombat("sr4", inputs, dice), dice);
  for (let i = 0; i < phases; i += 1) state = advance(state, dice);
  return { ruleset: "sr4" as const, state, rows: turnOrder(state), timed: [] };
}

/** row-heights.ts as a script for the page: it has no imports. */
const rowHeightsScript = () => pageScript("src/foundry/tracker/row-heights.ts", "rowHeights");

/** The sidebar's height: the list scrolls inside it, as in Foundry. */
const SCROLLING = ".st-tracker { height: 600px; overflow-y: auto; display: block; }";

describe.skipIf(!hasChromium())(
  "the tracker keeps its scroll (skipped: /usr/bin/chromium is missing)",
  () => {
    const browser = suiteBrowser();

    it("sr4 rule 2, 50 rows at the top of the list: each row stands in with the height it was drawn with, the list stays at its top", async () => {
      const render = makeRenderer("en");
      const html = render.tracker(rootContext(fight(3), { isGM: true }));
      const after = render.part("tracker", rootContext(fight(4), { isGM: true }));
      const page = await openPage(browser(), sidebarPage(html).replace("</style>", `${SCROLLING}</style>`));
      try {
        await page.addScriptTag({ content: rowHeightsScript() });
        const seen = await page.evaluate((nextHtml) => {
          type Rows = { measureRows(l: Element): unknown; keepRows(l: Element, r: unknown): void };
          const { measureRows, keepRows } = (window as unknown as { rowHeights: Rows }).rowHeights;
          const rowsOf = (list: Element) =>
            Array.from(list.querySelectorAll<HTMLElement>("li[data-combatant-id]"));
          const prior = document.querySelector<HTMLElement>(".st-tracker")!;
          // a row's content height: its drawn height less its padding and border (4 + 4 and 1 + 1, combat.css)
          const drawn = new Map(
            rowsOf(prior).map((li) => [li.dataset.combatantId, li.getBoundingClientRect().height - 10]),
          );
          const layout = measureRows(prior);
          const holder = document.createElement("div");
          holder.innerHTML = nextHtml;
          const fresh = holder.firstElementChild as HTMLElement;
          prior.replaceWith(fresh);
          keepRows(fresh, layout);
          // every row of the new list stands in with the height it was drawn with, not the fixed one
          const wrong = rowsOf(fresh).filter(
            (li) => li.style.containIntrinsicSize !== `auto ${drawn.get(li.dataset.combatantId)}px`,
          );
          return { rows: rowsOf(fresh).length, wrong: wrong.length, scrollTop: fresh.scrollTop };
        }, after);
        expect(seen).toEqual({ rows: 50, wrong: 0, scrollTop: 0 });
      } finally {
        await page.close();
      }
    });

    for (const [label, next] of [
      ["a click that changes nothing in sight", 3],
      ["the next phase", 4],
    ] as const) {
      it(`sr4 rule 2, 50 rows scrolled down: after ${label} the same row is at the top, where it was`, async () => {
        const render = makeRenderer("en");
        const html = render.tracker(rootContext(fight(3), { isGM: true }));
        const after = render.part("tracker", rootContext(fight(next), { isGM: true }));
        const page = await openPage(browser(), sidebarPage(html).replace("</style>", `${SCROLLING}</style>`));
        try {
          await page.addScriptTag({ content: rowHeightsScript() });
          await page.addScriptTag({ content: pageScript("src/quench/tracker-seen.ts", "trackerSeen") });
          const result = await page.evaluate(async (nextHtml) => {
            type Rows = { measureRows(l: Element): unknown; keepRows(l: Element, r: unknown): void };
            type Seen = { topRow(list: HTMLElement): { id: string; offset: number } | null };
            const { measureRows, keepRows } = (window as unknown as { rowHeights: Rows }).rowHeights;
            const seen = (window as unknown as { trackerSeen: Seen }).trackerSeen;
            const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
            const list = () => document.querySelector<HTMLElement>(".st-tracker")!;
            // what the tracker batch reads in a real Foundry (src/quench/tracker-seen.ts)
            const topRow = () => seen.topRow(list())!;
            // the GM has scrolled through the list once, and now looks at its lower part
            for (let y = 0; y < 4000; y += 300) {
              list().scrollTop = y;
              await frame();
            }
            list().scrollTop = 2600;
            await frame();
            const before = topRow();
            // core's re-render of the part, in its order: state read, element replaced, scroll put back
            const prior = list();
            const layout = measureRows(prior);
            const scrollTop = prior.scrollTop;
            const holder = document.createElement("div");
            holder.innerHTML = nextHtml;
            const fresh = holder.firstElementChild as HTMLElement;
            prior.replaceWith(fresh);
            fresh.scrollTop = scrollTop;
            keepRows(fresh, layout);
            await frame();
            return { before, after: topRow() };
          }, after);
          expect(result.after.id).toBe(result.before.id);
          expect(Math.abs(result.after.offset - result.before.offset)).toBeLessThanOrEqual(2);
        } finally {
          await page.close();
        }
      });
    }
  },
);
