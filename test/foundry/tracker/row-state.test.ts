// Text typed into a row's field and a row menu left open survive a redraw (row-state.ts), and a click in the
// row's controls does not reach the row's own action (core's activateCombatant: select the token and pan).
// In Chromium with the real templates and CSS, in the order core's HandlebarsApplicationMixin calls the
// layer (`_preSyncPartState`, the part's element replaced, `_syncPartState`).
import { describe, expect, it } from "vitest";
import { hasChromium } from "../../support/browser";
import { pageScript } from "../../support/page-script";
import { suiteBrowser } from "../../support/suite-browser";
import { openPage } from "./layout";
import { sidebarPage } from "./page";
import { makeRenderer, rootContext } from "./render";
import { sr4MidFight } from "./scenes";

describe.skipIf(!hasChromium())(
  "a row keeps what the GM was doing (skipped: /usr/bin/chromium is missing)",
  () => {
    const browser = suiteBrowser();

    it("sr4 rule 11: the timed item's name half typed and its menu open survive another client's write", async () => {
      const render = makeRenderer("en");
      const scene = sr4MidFight();
      const html = render.tracker(rootContext(scene, { isGM: true }));
      const after = render.part("tracker", rootContext(scene, { isGM: true }));
      const page = await openPage(browser(), sidebarPage(html));
      try {
        await page.addScriptTag({ content: pageScript("src/foundry/tracker/row-state.ts", "rowState") });
        const seen = await page.evaluate((nextHtml) => {
          type Api = {
            readRowState(l: Element): unknown;
            keepRowState(l: Element, s: unknown, open: (b: HTMLElement) => HTMLInputElement): void;
          };
          const { readRowState, keepRowState } = (window as unknown as { rowState: Api }).rowState;
          const prior = document.querySelector<HTMLElement>(".st-tracker")!;
          const menu = prior.querySelector<HTMLElement>(".st-menu.st-timed-form")!;
          const row = menu.closest<HTMLElement>("li[data-combatant-id]")!;
          menu.classList.add("open");
          const field = menu.querySelector<HTMLInputElement>("input.st-timed-name")!;
          field.focus();
          field.value = "Grenade 1";
          const clickGoesTo = field.closest<HTMLElement>("[data-action]")?.dataset.action;
          const state = readRowState(prior);
          const holder = document.createElement("div");
          holder.innerHTML = nextHtml;
          const fresh = holder.firstElementChild as HTMLElement;
          prior.replaceWith(fresh);
          keepRowState(fresh, state, () => {
            throw new Error("no closed field in this row");
          });
          const again = fresh.querySelector<HTMLElement>(
            `li[data-combatant-id="${row.dataset.combatantId}"]`,
          )!;
          const newField = again.querySelector<HTMLInputElement>("input.st-timed-name")!;
          return {
            value: newField.value,
            focused: document.activeElement === newField,
            open: again.querySelector(".st-menu.st-timed-form")!.classList.contains("open"),
            visible: newField.getBoundingClientRect().height > 0,
            clickGoesTo,
          };
        }, after);
        expect(seen).toEqual({
          value: "Grenade 1",
          focused: true,
          open: true,
          visible: true,
          clickGoesTo: "stInRow",
        });
      } finally {
        await page.close();
      }
    });

    it("rules 'scores set by hand', rule 1: the GM's score field shows a new score after a redraw unless the GM was typing in it", async () => {
      const render = makeRenderer("en");
      const scene = sr4MidFight();
      const [first, second] = scene.rows;
      const html = render.tracker(rootContext(scene, { isGM: true }));
      // another write changed both scores meanwhile
      const changed = { ...scene, rows: scene.rows.map((r) => ({ ...r, score: (r.score ?? 0) + 10 })) };
      const after = render.part("tracker", rootContext(changed, { isGM: true }));
      const page = await openPage(browser(), sidebarPage(html));
      try {
        await page.addScriptTag({ content: pageScript("src/foundry/tracker/row-state.ts", "rowState") });
        await page.addScriptTag({ content: pageScript("src/foundry/tracker/score-field.ts", "scoreField") });
        const seen = await page.evaluate(
          ({ nextHtml, typedId, otherId }) => {
            type Api = {
              readRowState(l: Element): unknown;
              keepRowState(l: Element, s: unknown, open: (b: HTMLElement) => HTMLInputElement): void;
            };
            type Field = { openScoreField(b: HTMLElement): HTMLInputElement };
            const { readRowState, keepRowState } = (window as unknown as { rowState: Api }).rowState;
            const { openScoreField } = (window as unknown as { scoreField: Field }).scoreField;
            const score = (root: Element, id: string) =>
              root.querySelector<HTMLElement>(`li[data-combatant-id="${id}"] .st-score-input`)!;
            const prior = document.querySelector<HTMLElement>(".st-tracker")!;
            // the GM clicks the first row's score (tracker-app.ts stEditScore) and types over it
            const field = openScoreField(score(prior, typedId));
            const opened = {
              focused: document.activeElement === field,
              shown: field.value,
              hint: field.dataset.tooltip,
            };
            field.value = "7";
            const state = readRowState(prior);
            const holder = document.createElement("div");
            holder.innerHTML = nextHtml;
            const fresh = holder.firstElementChild as HTMLElement;
            prior.replaceWith(fresh);
            keepRowState(fresh, state, openScoreField);
            const typed = score(fresh, typedId) as HTMLInputElement;
            return {
              opened,
              typed: { tag: typed.tagName, value: typed.value, focused: document.activeElement === typed },
              other: { tag: score(fresh, otherId).tagName, text: score(fresh, otherId).textContent },
            };
          },
          { nextHtml: after, typedId: first!.combatantId, otherId: second!.combatantId },
        );
        expect(seen).toEqual({
          opened: {
            focused: true,
            shown: String(first!.score),
            hint: "Type a whole number to set this score by hand; it stands from now on.",
          },
          typed: { tag: "INPUT", value: "7", focused: true },
          other: { tag: "BUTTON", text: String((second!.score ?? 0) + 10) },
        });
      } finally {
        await page.close();
      }
    });
  },
);
