// Headless Chromium renders the tracker mid-fight with the real templates and styles/combat.css, one picture
// per ruleset and for the new tracker features, written to test-output/; those the guide shows are compared
// with docs/screenshots/ (`npm run screenshots` refreshes them). Each test measures in the browser what its name promises: no
// label clipped or sticking out, the engine's acting combatant highlighted, the pass in the header.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { apply, createCombat, makeInput, seededDice, turnOrder, type PhaseView } from "../../../src/engine";
import { actorCatalogue, type ActionItemLike } from "../../../src/foundry/tracker/catalogue";
import { hasChromium, publishScreenshot } from "../../support/browser";
import { pageScript } from "../../support/page-script";
import { suiteBrowser } from "../../support/suite-browser";
import { actingRow, headerTitle, layoutProblems, openPage } from "./layout";
import { sidebarPage } from "./page";
import { makeRenderer, rootContext } from "./render";
import { bonusActionsBeforeStart, SCENES, sr5BeforeStart, sr5Gangers, type Scene } from "./scenes";

const OUT = join(process.cwd(), "test-output");
const en = makeRenderer("en");
const de = makeRenderer("de");

/** Pictures the sidebar and closes the page. */
async function picture(page: Page, name: string): Promise<void> {
  try {
    await page.locator("#sidebar").screenshot({ path: join(OUT, name) });
  } finally {
    await page.close();
  }
}

/** The acting row is the engine's current combatant, and it looks different from a waiting row. */
async function expectActingMarked(page: Page, scene: Scene): Promise<void> {
  const acting = await actingRow(page);
  expect(acting.markedIds).toEqual([scene.state.currentId]);
  expect(acting.background![0], "acting row background").not.toBe(acting.background![1]);
  expect(acting.border![0], "acting row left border").not.toBe(acting.border![1]);
}

describe.skipIf(!hasChromium())("tracker screenshots (skipped: /usr/bin/chromium is missing)", () => {
  const browser = suiteBrowser();

  for (const [ruleset, build] of Object.entries(SCENES)) {
    it(`${ruleset}: the GM's tracker mid-fight: every label fits, the acting row is marked, the pass is in the header (rules ${ruleset} budget rules)`, async () => {
      const scene = build();
      const page = await openPage(browser(), sidebarPage(en.tracker(rootContext(scene, { isGM: true }))));
      expect(await layoutProblems(page)).toEqual([]);
      await expectActingMarked(page, scene);
      const title = await headerTitle(page);
      expect(title.visible).toBe(true);
      expect(title.pass).toBe(String(scene.state.pass));
      if (ruleset === "sr4" || ruleset === "sr5") expect(title.text).toContain(`Pass ${scene.state.pass}`);
      else expect(title.text).not.toContain("Pass");
      // the README's picture of each ruleset is the samples' (guide-screenshots.test.ts, README_STEPS)
      await picture(page, `tracker-${ruleset}-scene.png`);
    });
  }

  for (const [ruleset, build] of Object.entries(SCENES)) {
    it(`${ruleset} in German: the longer labels stay inside their boxes (rules ${ruleset} budget rules)`, async () => {
      const scene = build();
      const ctx = rootContext(scene, { isGM: true }, { lang: "de" });
      const page = await openPage(browser(), sidebarPage(de.tracker(ctx)));
      expect(await layoutProblems(page)).toEqual([]);
      await expectActingMarked(page, scene);
      if (ruleset === "sr4") expect((await headerTitle(page)).text).toContain("Durchgang 2");
      await picture(page, `tracker-${ruleset}-de.png`);
    });
  }

  it("bonus-actions rule 4: a player's view in the light theme: budgets of others hidden, every label fits", async () => {
    const scene = SCENES["bonus-actions"]();
    const ctx = rootContext(scene, { isGM: false, owns: ["dex"] }, { budgetVisibility: "owners" });
    const page = await openPage(browser(), sidebarPage(en.tracker(ctx), "light"));
    expect(await layoutProblems(page)).toEqual([]);
    await expectActingMarked(page, scene);
    expect(await page.locator(".st-pips").count()).toBe(1);
    await picture(page, "tracker-bonus-actions-player-light.png");
  });

  it("bonus-actions rule 4: a long name ends in an ellipsis with the full name as tooltip; the open menus fit", async () => {
    const dir = join(process.cwd(), "packs", "src", "sr-actions");
    const items = readdirSync(dir).map((f) => parse(readFileSync(join(dir, f), "utf8")) as ActionItemLike);
    const scene = SCENES["bonus-actions"]();
    const long = "Dr. Alexandra 'Razorback' Vasquez-Montgomery";
    scene.rows.find((r) => r.combatantId === "dex")!.name = long;
    const context = rootContext(
      scene,
      { isGM: false, owns: ["dex"] },
      { catalogue: { dex: actorCatalogue("bonus-actions", items) } },
    );
    const html = en.tracker(context).replaceAll('class="st-menu st-', 'class="st-menu open st-');
    const page = await openPage(browser(), sidebarPage(html), 1400);
    expect(await layoutProblems(page)).toEqual([]);
    const name = page.locator('li[data-combatant-id="dex"] .name');
    expect(await name.getAttribute("data-tooltip")).toBe(long);
    expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.locator(".st-menu.open .st-menu-item").count()).toBeGreaterThan(10);
    await picture(page, "tracker-bonus-actions-menus.png");
  });

  it("d20 rule 4: before the start the GM's header offers surprise by side, in English and German", async () => {
    const input = (id: string, dex: number) => makeInput({ id, name: id, d20: { dex, speed: 30 } });
    const state = createCombat(
      "d20",
      [input("Falke", 16), input("Ogre", 8), input("Goblin", 14)],
      seededDice(2),
    );
    const scene: Scene = { ruleset: "d20", state, rows: turnOrder(state), timed: [] };
    const dispositions = new Map([
      ["Falke", 1],
      ["Ogre", -1],
      ["Goblin", -1],
    ]);
    for (const [r, lang] of [
      [en, "en"],
      [de, "de"],
    ] as const) {
      const ctx = rootContext(scene, { isGM: true }, { dispositions, lang });
      const page = await openPage(browser(), sidebarPage(r.tracker(ctx)));
      expect(await layoutProblems(page)).toEqual([]);
      expect(await page.locator('[data-action="stSurpriseSide"]').count()).toBe(2);
      await picture(page, `tracker-d20-surprise-${lang}.png`);
    }
  });

  it("sr4 rule 9: a delay held over from the last turn is marked on the row and fits, in German too", async () => {
    const scene = SCENES.sr4();
    scene.rows = scene.rows.map((r: PhaseView) =>
      r.combatantId === "dan"
        ? { ...r, flags: { ...r.flags, delayed: true, delayCarriedInto: "next-turn" } }
        : r,
    );
    for (const [r, lang] of [
      [en, "en"],
      [de, "de"],
    ] as const) {
      const page = await openPage(
        browser(),
        sidebarPage(r.tracker(rootContext(scene, { isGM: true }, { lang }))),
      );
      expect(await layoutProblems(page)).toEqual([]);
      expect(await page.locator('li[data-combatant-id="dan"] [data-badge="delayedFromTurn"]').count()).toBe(
        1,
      );
      await picture(page, `tracker-sr4-held-${lang}.png`);
    }
  });

  it("rules 'scores set by hand', rule 1: the GM types over a row's score; the field fits the score column", async () => {
    const scene = SCENES.sr5();
    const page = await openPage(browser(), sidebarPage(en.tracker(rootContext(scene, { isGM: true }))));
    // every GM row shows its score as a button; the clicked one becomes the text field (score-field.ts)
    expect(await page.locator("button.st-score-input").count()).toBe(scene.rows.length);
    const button = page.locator('li[data-combatant-id="bob"] button.st-score-input');
    await page.addScriptTag({ content: pageScript("src/foundry/tracker/score-field.ts", "scoreField") });
    await button.evaluate((b) =>
      (window as unknown as { scoreField: { openScoreField(b: Element): void } }).scoreField.openScoreField(
        b,
      ),
    );
    const field = page.locator('li[data-combatant-id="bob"] input.st-score-input');
    await field.fill("30");
    await field.focus();
    expect(await layoutProblems(page)).toEqual([]);
    const box = (await field.boundingBox())!;
    const column = (await page.locator('li[data-combatant-id="bob"] .st-score-block').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width + 0.5);
    await picture(page, "tracker-typed-score.png");
    publishScreenshot(join(OUT, "tracker-typed-score.png"), "tracker-typed-score.png");
  });

  it("sr4 rule 2: the forecast under the rows names who is next and who acts in pass 3, in English and German", async () => {
    const scene = SCENES.sr4();
    for (const [lang, render, pass] of [
      ["en", en, "Pass 3"],
      ["de", de, "Durchgang 3"],
    ] as const) {
      const ctx = rootContext(scene, { isGM: false, owns: ["alice"] }, { showForecast: true, lang });
      const page = await openPage(browser(), sidebarPage(render.tracker(ctx)));
      expect(await layoutProblems(page)).toEqual([]);
      const text = (await page.locator(".st-forecast").innerText()).replace(/\s+/g, " ");
      expect(text).toContain(`${pass} Alice`);
      expect(await page.locator(".st-forecast-next").isVisible()).toBe(true);
      const name = lang === "en" ? "tracker-forecast-sr4.png" : "tracker-forecast-sr4-de.png";
      await picture(page, name);
      if (lang === "en") publishScreenshot(join(OUT, name), name);
    }
  });

  it("rules 'scores set by hand', rule 3: a group's members are marked and the one rolling for it says so; the GM's button to make one fits", async () => {
    const base = SCENES.sr5();
    const group = (id: string) => ({ type: "group" as const, combatantId: id, groupId: "g1" });
    const state = [group("carol"), group("bob")].reduce((s, cmd) => apply(s, cmd, seededDice(1)), base.state);
    const scene = { ...base, state, rows: turnOrder(state) };
    for (const [lang, render] of [
      ["en", en],
      ["de", de],
    ] as const) {
      const page = await openPage(
        browser(),
        sidebarPage(render.tracker(rootContext(scene, { isGM: true }, { lang }))),
      );
      expect(await layoutProblems(page)).toEqual([]);
      expect(await page.locator('li[data-combatant-id="carol"] [data-badge="group"]').innerText()).toBe(
        lang === "en" ? "Rolls for group" : "Würfelt für Gruppe",
      );
      expect(await page.locator('li[data-combatant-id="bob"] [data-badge="group"]').count()).toBe(1);
      expect(await page.locator('li[data-combatant-id="alice"] [data-badge="group"]').count()).toBe(0);
      expect(await page.locator('[data-action="stGroupSelected"]').isVisible()).toBe(true);
      // unfolded: the group's header row with its caret open, and both members' rows under it
      expect(await page.locator('li.st-group-head [aria-expanded="true"]').isVisible()).toBe(true);
      expect(await page.locator('li[data-combatant-id="bob"]').isVisible()).toBe(true);
      const name = lang === "en" ? "tracker-group.png" : "tracker-group-de.png";
      await picture(page, name);
      if (lang === "en") publishScreenshot(join(OUT, name), name);
    }
  });

  it("rules 'scores set by hand', rule 3: four gangers folded are ONE header row (name, score, size, who rolls) and none of their rows; with a ganger acting, the header is marked and only that ganger's row shows", async () => {
    const folded = { folded: new Set(["gangers"]) };
    for (const [lang, render] of [
      ["en", en],
      ["de", de],
    ] as const) {
      const waiting = sr5Gangers(0);
      const page = await openPage(
        browser(),
        sidebarPage(render.tracker(rootContext(waiting, { isGM: true }, { ...folded, lang }))),
      );
      expect(await layoutProblems(page)).toEqual([]);
      const head = page.locator("li.st-group-head");
      expect(await head.count()).toBe(1);
      expect(await head.isVisible()).toBe(true);
      const text = (await head.innerText()).replace(/\s+/g, " ");
      expect(text).toContain("Ganger");
      expect(text).toContain(lang === "en" ? "4 members" : "4 Mitglieder");
      expect(text).toContain(lang === "en" ? "Ganger 1 rolls" : "Ganger 1 würfelt");
      expect(await head.locator(".st-group-score").innerText()).toBe("9");
      // the gangers' own rows are not drawn; Alice's is, and it is the acting one
      expect(await page.locator('li[data-combatant-id^="ganger"]').count()).toBe(0);
      expect(await page.locator('li[data-combatant-id="alice"]').isVisible()).toBe(true);
      expect((await actingRow(page)).markedIds).toEqual(["alice"]);
      const name = lang === "en" ? "tracker-group-folded.png" : "tracker-group-folded-de.png";
      await picture(page, name);
      if (lang === "en") publishScreenshot(join(OUT, name), name);
    }
    const acting = sr5Gangers(1);
    const id = acting.state.currentId ?? "";
    expect(id).toMatch(/^ganger/);
    const page = await openPage(
      browser(),
      sidebarPage(en.tracker(rootContext(acting, { isGM: true }, folded))),
    );
    expect(await layoutProblems(page)).toEqual([]);
    const head = page.locator("li.st-group-head");
    const name = acting.rows.find((r) => r.combatantId === id)?.name ?? "";
    expect(await head.locator(".st-group-acting-name").innerText()).toBe(`Acting: ${name}`);
    // marked as the acting row is: the accent border on its left, and it differs from Alice's waiting row
    const borders = await page.evaluate(() =>
      ["li.st-group-head", 'li[data-combatant-id="alice"]'].map(
        (sel) => getComputedStyle(document.querySelector(sel)!).borderLeftColor,
      ),
    );
    expect(borders[0]).not.toBe(borders[1]);
    expect(await page.locator('li[data-combatant-id^="ganger"]').count()).toBe(1);
    await expectActingMarked(page, acting);
    await picture(page, "tracker-group-folded-acting.png");
    publishScreenshot(join(OUT, "tracker-group-folded-acting.png"), "tracker-group-folded-acting.png");
  });

  it("rules 'scores set by hand', rule 2 with bonus-actions rule 5: a player's roll menu on their unrolled row (formula, Blitz or Seize with the roll, the bonus category, table dice) fits, in English and German; everyone's row says Not rolled", async () => {
    for (const [lang, render] of [
      ["en", en],
      ["de", de],
    ] as const) {
      const ctx = rootContext(
        bonusActionsBeforeStart(),
        { isGM: false, owns: ["alice"], ownersRoll: true },
        { lang },
      );
      const html = render
        .tracker(ctx)
        .replace('class="st-menu st-own-roll"', 'class="st-menu open st-own-roll"');
      const page = await openPage(browser(), sidebarPage(html));
      const alice = page.locator('li[data-combatant-id="alice"]');
      await alice.locator('input[name="stDice"]').fill("5");
      await alice.locator('input[name="stDeclare"][value="blitz"]').check();
      await alice.locator('select[name="stBonusCategory"]').selectOption("magic");
      expect(await layoutProblems(page)).toEqual([]);
      expect(await alice.locator('[data-action="stOwnRoll"]').count()).toBe(2);
      for (const b of await alice.locator('[data-action="stOwnRoll"]').all())
        expect(await b.isVisible()).toBe(true);
      // three ways to roll, each named for what it does: the quick roll, the menu, the menu's roll with its choices
      const rollButtons = alice.locator('[data-action="rollInitiative"], .st-own-roll-strip button');
      expect(await rollButtons.allInnerTexts()).toEqual(
        lang === "en"
          ? ["Roll", "Roll…", "Roll in Foundry", "Use these dice"]
          : ["Würfeln", "Würfeln…", "In Foundry würfeln", "Diese Würfel nehmen"],
      );
      // Seize and Blitz are tick boxes of the open menu: the row's own Seize and Blitz buttons step aside
      expect(await alice.locator('.st-edge-btn[data-command="seize"]').isVisible()).toBe(false);
      expect(await alice.locator('.st-edge-btn[data-command="blitz"]').isVisible()).toBe(false);
      expect(await alice.locator(".st-edge-label").isVisible()).toBe(true);
      // bonus-actions rule 5: the default names what it gives; only the categories Alice is eligible for
      expect(await alice.locator('select[name="stBonusCategory"] option').allInnerTexts()).toEqual(
        lang === "en"
          ? ["Default: physical", "physical (+2)", "magic (+1)"]
          : ["Standard: körperlich", "körperlich (+2)", "Magie (+1)"],
      );
      expect(await alice.locator('select[name="stBonusCategory"]').isVisible()).toBe(true);
      expect(await alice.locator(".st-own-roll-formula").innerText()).toMatch(/3d6 \+ 10$/);
      const rows = await page.locator("li[data-combatant-id]").count();
      expect(await page.locator('[data-badge="unrolled"]').count()).toBe(rows);
      expect(await page.locator('li[data-combatant-id="bob"] [data-action="stOwnRoll"]').count()).toBe(0);
      const name = lang === "en" ? "tracker-own-roll.png" : "tracker-own-roll-de.png";
      await picture(page, name);
      if (lang === "en") publishScreenshot(join(OUT, name), name);
    }
  });

  it("rules 'scores set by hand', rule 2: the GM's refusal of a table die stays in the player's row, the menu open to try again", async () => {
    const refused = "Alice: die 1 shows 7, which is not a face of a d6.";
    const ctx = rootContext(
      sr5BeforeStart(),
      { isGM: false, owns: ["alice"], ownersRoll: true },
      { rollRefusals: new Map([["alice", refused]]) },
    );
    const page = await openPage(browser(), sidebarPage(en.tracker(ctx)));
    const alice = page.locator('li[data-combatant-id="alice"]');
    expect(await layoutProblems(page)).toEqual([]);
    expect(await alice.locator(".st-own-roll-refused").innerText()).toBe(refused);
    expect(await alice.locator('input[name="stDice"]').isVisible()).toBe(true);
    expect(await alice.locator('[data-badge="unrolled"]').isVisible()).toBe(true);
    await picture(page, "tracker-own-roll-refused.png");
    publishScreenshot(join(OUT, "tracker-own-roll-refused.png"), "tracker-own-roll-refused.png");
  });

  it("the checks can fail: a label too long for its button, and an acting row without its mark, are caught", async () => {
    const scene = SCENES.sr5();
    const long = "Donaudampfschifffahrtsgesellschaftskapitänsmütze";
    const html = en.tracker(rootContext(scene, { isGM: true })).replace(">End phase<", `>${long}<`);
    const page = await openPage(browser(), sidebarPage(html));
    try {
      const problems = await layoutProblems(page);
      expect(problems.some((p) => p.includes(long.slice(0, 40)))).toBe(true);
      // strip the acting row's look: the highlight check must notice
      await page.addStyleTag({
        content:
          ".st-tracker .combatant.st-row.st-current { background: var(--st-row-bg); border-left-color: transparent; }",
      });
      const acting = await actingRow(page);
      expect(acting.background![0]).toBe(acting.background![1]);
    } finally {
      await page.close();
    }
  });
});
