// sr6's tracker in headless Chromium, drawn from the GM guide's third sr6 step (Kestrel's turn, her second
// Major bought; Bob has taken Full Defense): every row's pips in sr6's own words, and the Anytime menu of a row
// outside its turn, opened as a click opens it, with the Majors Bob can no longer pay for greyed and their
// reason (docs/rules.md sr6 rules 4 and 6), in English and German.
import { describe, expect, it } from "vitest";
import { loadLanguage } from "../../../src/repo-data/lang.mjs";
import { hasChromium } from "../../support/browser";
import { suiteBrowser } from "../../support/suite-browser";
import { guideContext, GUIDE_STEPS } from "./guide-scenes";
import { layoutProblems, openPage } from "./layout";
import { sidebarPage } from "./page";
import { makeRenderer } from "./render";

const STEP = GUIDE_STEPS["sr6-3-anytime.png"]!();

describe.skipIf(!hasChromium())("sr6's tracker in Chromium (skipped: /usr/bin/chromium is missing)", () => {
  const browser = suiteBrowser();

  for (const lang of ["en", "de"]) {
    const t = loadLanguage(lang);
    const word = (key: string) => t[`SHADOWTURN.Sr6.${key}`]!;

    it(`${lang}: rule 4, every row shows its Major and Minor actions as pips in sr6's words, not Complex / Simple`, async () => {
      const page = await openPage(
        browser(),
        sidebarPage(makeRenderer(lang).tracker(guideContext(STEP, lang))),
      );
      try {
        expect(await layoutProblems(page)).toEqual([]);
        const groups = await page.$$eval("li[data-combatant-id] .st-pip-group", (els) =>
          els.map((e) => ({
            id: e.closest("li")!.getAttribute("data-combatant-id"),
            label: (e.firstChild?.textContent ?? "").trim(),
            tooltip: e.getAttribute("data-tooltip"),
          })),
        );
        // Alice, Kestrel, Tiger and Bob each show a Major group, then a Minor one
        expect(groups.map((g) => g.id)).toEqual([
          "alice",
          "alice",
          "kestrel",
          "kestrel",
          "tiger",
          "tiger",
          "bob",
          "bob",
        ]);
        for (let i = 0; i < groups.length; i += 2) {
          expect(groups[i]).toMatchObject({ label: word("KindAbbr.major"), tooltip: word("Kind.major") });
          expect(groups[i + 1]).toMatchObject({ label: word("KindAbbr.minor"), tooltip: word("Kind.minor") });
        }
        const text = await page.locator("#sidebar").innerText();
        expect(text).not.toMatch(/Complex|Simple|Komplex|Einfach/);
      } finally {
        await page.close();
      }
    });

    it(`${lang}: rule 6, Bob's Anytime menu outside his turn lists the Anytime actions (Full Defense, taken, is its own button); with his Major gone and two Minors, Assist and Counterspell are greyed with the reason`, async () => {
      const page = await openPage(
        browser(),
        sidebarPage(makeRenderer(lang).tracker(guideContext(STEP, lang))),
      );
      try {
        // Kestrel acts: her own row has no Anytime menu, Bob's has, closed until clicked
        expect(await page.locator('li[data-combatant-id="kestrel"] .st-outside-menu').count()).toBe(0);
        const menu = page.locator('li[data-combatant-id="bob"] .st-outside-menu');
        const entries = menu.locator(".st-outside");
        expect(await entries.first().isVisible()).toBe(false);
        // what the toggle's click does (tracker-app.ts toggleMenu)
        await menu.evaluate((m) => m.classList.add("open"));
        expect(await layoutProblems(page)).toEqual([]);
        const shown = await entries.evaluateAll((els) =>
          els.map((e) => ({
            action: e.getAttribute("data-outside"),
            visible: (e as HTMLElement).offsetParent !== null,
            greyed: getComputedStyle(e).textDecorationLine.includes("line-through"),
            opacity: getComputedStyle(e).opacity,
            tooltip: e.getAttribute("data-tooltip"),
          })),
        );
        expect(shown.map((e) => e.action).sort()).toEqual(
          [
            "avoid-incoming",
            "block",
            "change-device-mode",
            "dodge",
            "drop-object",
            "hit-the-dirt",
            "intercept",
            "assist",
            "counterspell",
          ].sort(),
        );
        expect(shown.every((e) => e.visible)).toBe(true);
        const greyed = shown.filter((e) => e.greyed);
        expect(greyed.map((e) => e.action).sort()).toEqual(["assist", "counterspell"]);
        for (const e of greyed) {
          expect(e.opacity).toBe("0.5");
          expect(e.tooltip).toBe(word("NothingLeft.major"));
        }
        expect(shown.find((e) => e.action === "dodge")).toMatchObject({ greyed: false, opacity: "1" });
      } finally {
        await page.close();
      }
    });
  }
});
