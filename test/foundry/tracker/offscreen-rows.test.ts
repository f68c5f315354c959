// Rows out of sight are not laid out until they scroll near (combat.css, content-visibility), which is most
// of what a re-render with many combatants saved. Measured in Chromium: a far row's contents are skipped, the
// rows in sight are drawn, and a row that core puts a menu into is never clipped to its own box.
import { describe, expect, it } from "vitest";
import { advance, createCombat, makeInput, seededDice, startTurn, turnOrder } from "../../../src/engine";
import { hasChromium } from "../../support/browser";
import { suiteBrowser } from "../../support/suite-browser";
import { openPage } from "./layout";
import { sidebarPage } from "./page";
import { makeRenderer, rootContext } from "./render";

/** A sr4 fight of 40, a few phases in: far more rows than the sidebar shows. */
function crowd() {
  const dice = seededDice(5);
  const inputs = Array.from({ length: 40 }, (_, i) =>
    makeInput({ id: `c${i}`, name: `Ganger ${i}`, attributes: { reaction: 3, intuition: 3, edge: 2 } }),
  );
  let state = startTurn(createCombat("sr4", inputs, dice), dice);
  for (let i = 0; i < 3; i += 1) state = advance(state, dice);
  return { ruleset: "sr4" as const, state, rows: turnOrder(state), timed: [] };
}

describe.skipIf(!hasChromium())("tracker rows out of sight (skipped: /usr/bin/chromium is missing)", () => {
  const browser = suiteBrowser();

  it("sr4 rule 2: with 40 rows the far ones are skipped, the rows in sight are drawn, a row with core's menu is not clipped", async () => {
    const html = makeRenderer("en").tracker(rootContext(crowd(), { isGM: true }));
    const page = await openPage(browser(), sidebarPage(html), 700);
    try {
      const drawn = await page.evaluate(async () => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const rows = Array.from(document.querySelectorAll<HTMLElement>(".st-tracker li.st-row"));
        return rows.map((r) =>
          r.querySelector(".st-row-main")!.checkVisibility({ contentVisibilityAuto: true }),
        );
      });
      expect(drawn.length).toBe(40);
      expect(drawn.slice(0, 5)).toEqual([true, true, true, true, true]);
      expect(drawn.slice(-5)).toEqual([false, false, false, false, false]);
      // a menu injected into a row (as core does with a context menu that is not fixed) lifts the containment
      const styles = await page.evaluate(() => {
        const rows = document.querySelectorAll<HTMLElement>(".st-tracker li.st-row");
        const menu = document.createElement("nav");
        menu.id = "context-menu";
        rows[1]!.append(menu);
        return [getComputedStyle(rows[1]!).contentVisibility, getComputedStyle(rows[2]!).contentVisibility];
      });
      expect(styles).toEqual(["visible", "auto"]);
    } finally {
      await page.close();
    }
  });
});
