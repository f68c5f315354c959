// What the tracker batch (src/quench/tracker-seen.ts) reads from the tracker in a real Foundry, read here in
// Chromium from our real templates and CSS: it must read what a person at the table sees (the header's turn
// and pass, the rows top to bottom, the one highlighted as acting), or the batch would check the wrong thing.
import { describe, expect, it } from "vitest";
import { hasChromium } from "../../support/browser";
import { pageScript } from "../../support/page-script";
import { suiteBrowser } from "../../support/suite-browser";
import type { TrackerSeen } from "../../../src/quench/tracker-seen";
import { openPage } from "./layout";
import { sidebarPage } from "./page";
import { makeRenderer, rootContext } from "./render";
import { SCENES, type Scene } from "./scenes";

describe.skipIf(!hasChromium())(
  "the tracker as the batch reads it (skipped: /usr/bin/chromium is missing)",
  () => {
    const browser = suiteBrowser();

    for (const [name, scene] of Object.entries(SCENES) as [string, () => Scene][]) {
      it(`${name}: the header's turn and pass, the rows in the engine's order, the acting one highlighted (rules: each ruleset's rule 2)`, async () => {
        const s = scene();
        const html = makeRenderer("en").tracker(rootContext(s, { isGM: true }));
        const page = await openPage(browser(), sidebarPage(html));
        try {
          await page.addScriptTag({ content: pageScript("src/quench/tracker-seen.ts", "trackerSeen") });
          const { seen, highlighted, titleShown } = await page.evaluate(() => {
            type Read = { trackerSeen(root: ParentNode): TrackerSeen };
            const read = (window as unknown as { trackerSeen: Read }).trackerSeen;
            // highlighted, as a person sees it: a row whose background is not the one most rows have
            const rows = Array.from(document.querySelectorAll<HTMLElement>("li[data-combatant-id]"));
            const colour = (li: HTMLElement) => getComputedStyle(li).backgroundColor;
            const counts = new Map<string, number>();
            for (const li of rows) counts.set(colour(li), (counts.get(colour(li)) ?? 0) + 1);
            const usual = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
            return {
              seen: read.trackerSeen(document),
              highlighted: rows
                .filter((li) => colour(li) !== usual)
                .map((li) => li.dataset.combatantId ?? ""),
              titleShown: document.querySelector<HTMLElement>(".st-turn")?.innerText ?? "",
            };
          });
          expect(seen.rows).toEqual(s.rows.map((r) => r.combatantId));
          expect(seen.acting).toBe(s.state.currentId);
          expect(highlighted).toEqual(s.state.currentId === null ? [] : [s.state.currentId]);
          expect(seen.turn).toBe(s.state.turn);
          // sr5 and sr4 show the pass; the d20 and bonus-actions titles show the round / turn alone
          expect(seen.pass).toBe(s.state.pass);
          expect(seen.title).toBe(titleShown.replace(/\s+/g, " ").trim());
          const acting = s.rows.find((r) => r.current);
          if (acting) expect(seen.actingLine).toBe(`Acting: ${acting.name}`);
          else expect(seen.actingLine).toBe("");
        } finally {
          await page.close();
        }
      });
    }
  },
);
