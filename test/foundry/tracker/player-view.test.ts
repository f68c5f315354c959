// Players see only what they may: from a player's client, the tracker's "why this order" tooltips name no
// value of a combatant the player does not own, a hidden combatant leaves no trace (not even the sr4 tie
// badge), a hidden combatant's "dice changed" card goes to the GM only, and with budgets shown to the GM only
// ending a phase does not read the budget out.
import { describe, expect, it } from "vitest";
import { StandInCombatTracker } from "../../stand-in/applications";
import { setUpFight, type Fight, type Fighter } from "../combat/setup";
import { GANGER, SAMURAI } from "../combat/fighters";
import { defineCombatTracker, type CombatTrackerBase } from "../../../src/foundry/tracker/tracker-app";
import { combatView } from "../../../src/foundry/tracker/combat-view";
import type { TrackerView } from "../../../src/foundry/tracker/view-types";
import type { ShadowturnCombat } from "../../../src/foundry/combat/register";
import { hasChromium } from "../../support/browser";
import { suiteBrowser } from "../../support/suite-browser";
import { openPage } from "./layout";
import { sidebarPage } from "./page";
import { makeRenderer } from "./render";

const Tracker = defineCombatTracker(StandInCombatTracker as unknown as CombatTrackerBase);
const THUG: Fighter = { ...GANGER, name: "Thug" };

/** The tracker as `user` sees it: the view and the HTML the templates make of it. */
function seenBy(f: Fight, user: string): { view: TrackerView; html: string } {
  return f.as(user, () => {
    const view = combatView(f.combat as ShadowturnCombat & Parameters<typeof combatView>[0], game.user);
    const html = makeRenderer("en").tracker({ user: game.user, hasCombat: true, shadowturn: view });
    return { view, html };
  });
}

const tooltips = (html: string) => [...html.matchAll(/data-tooltip="([^"]*)"/g)].map((m) => m[1]!).join("\n");

describe("a player's tracker shows only what the player may see", () => {
  it("sr5 rule 3: two NPCs tied on score: the player reads that the coin decided, not the coin's values", async () => {
    const f = await setUpFight("sr5", [SAMURAI, GANGER, THUG]);
    // Samurai 9 + 6+5+4 = 24, Ganger 7 + 3 = 10, Thug 7 + 3 = 10: tied down to the coin
    f.world.scriptDice([6, 5, 4, 3, 3]);
    await f.gm(() => f.combat.startCombat());
    const gm = tooltips(seenBy(f, "gm").html);
    const player = tooltips(seenBy(f, "p1").html);
    expect(gm).toMatch(/the coin tossed for this turn \(0\.\d\d vs 0\.\d\d\)/);
    expect(player).toMatch(
      /(Ganger|Thug) before (Ganger|Thug): tied on everything else; the coin tossed for this turn/,
    );
    expect(player).not.toMatch(/\(\d+(\.\d+)? vs \d+(\.\d+)?\)/);
  });

  it("sr4 rule 3: a hidden NPC tied with a visible one: no name, row or 'acts simultaneously' badge gives it away", async () => {
    const f = await setUpFight("sr4", [SAMURAI, GANGER, { ...GANGER, name: "Sniper" }]);
    f.world.scriptDice(Array(40).fill(1));
    await f.gm(() => f.combat.startCombat());
    await f.gm(() => f.combat.combatants.get(f.ids.Sniper!)?.update({ hidden: true }));
    const gm = seenBy(f, "gm");
    expect(gm.view.rows.find((r) => r.id === f.ids.Ganger)?.badges.map((b) => b.id)).toContain(
      "simultaneous",
    );
    const p1 = seenBy(f, "p1");
    expect(p1.html).not.toContain("Sniper");
    expect(p1.view.rows.find((r) => r.id === f.ids.Ganger)?.badges.map((b) => b.id)).not.toContain(
      "simultaneous",
    );
  });

  it("foundry-layer 'Hidden combatants': the owner of a hidden combatant sees its row, marked hidden, and may end its phase; other players do not see it", async () => {
    const f = await setUpFight("sr5", [SAMURAI, { ...GANGER, name: "Decker", owner: "p2" }, GANGER]);
    // Samurai 9 + 6+5+4 = 24 acts first; Decker 7 + 3 = 10, Ganger 7 + 3 = 10
    f.world.scriptDice([6, 5, 4, 3, 3]);
    await f.gm(() => f.combat.startCombat());
    await f.gm(() => f.combat.combatants.get(f.ids.Samurai!)?.update({ hidden: true }));
    const gm = seenBy(f, "gm").view.rows.find((r) => r.id === f.ids.Samurai);
    const own = seenBy(f, "p1");
    const row = own.view.rows.find((r) => r.id === f.ids.Samurai);
    expect(row?.token.hidden).toBe(gm?.token.hidden);
    expect(row?.css).toContain("st-hidden");
    expect(row?.current).toBe(true);
    expect(own.view.footer.currentId).toBe(f.ids.Samurai);
    expect(own.view.footer.canEndPhase).toBe(true);
    const other = seenBy(f, "p2");
    expect(other.html).not.toContain("Samurai");
    expect(other.view.rows.some((r) => r.id === f.ids.Samurai)).toBe(false);
    expect(other.view.footer.currentId).not.toBe(f.ids.Samurai);
  });

  it("sr5 rule 4: a hidden NPC's 'dice changed' card is whispered to the GM only", async () => {
    const f = await setUpFight("sr5", [{ ...SAMURAI, name: "Ninja", owner: undefined }, GANGER]);
    f.world.scriptDice([6, 5, 4, 3]);
    await f.gm(() => f.combat.startCombat());
    await f.gm(() => f.combat.combatants.get(f.ids.Ninja!)?.update({ hidden: true }));
    f.world.scriptDice([4, 2]);
    await f.gm(() => f.actors.Ninja?.items.get("wired")?.update({ "system.source.active": false }));
    await f.world.settle();
    const card = f.world.messages.at(-1)?.data as { content: string; whisper?: string[] };
    expect(card.content).toContain("Ninja");
    expect(card.whisper).toEqual(["gm"]);
  });

  for (const [policy, expected] of [
    ["warn", []],
    [
      "block",
      [
        "Samurai still has actions left. In this world a phase ends only when its actions are spent; the GM can still move on.",
      ],
    ],
  ] as const) {
    it(`sr5 rule 6, budgets shown to the GM only, actionsLeftOnEnd ${policy}: ending a phase does not read the budget out to the player`, async () => {
      const f = await setUpFight("sr5", [SAMURAI, GANGER], {
        budgetVisibility: "gm",
        actionsLeftOnEnd: policy,
      });
      f.world.scriptDice([6, 5, 4, 3]);
      await f.gm(() => f.combat.startCombat());
      await f.as("p1", async () => {
        const app = new Tracker();
        Object.assign(app, { viewed: f.combat });
        await app.act("stEndPhase", f.ids.Samurai!);
      });
      await f.world.settle();
      expect(f.world.clientOf("p1").notices.map((n) => n.message)).toEqual(expected);
    });
  }
});

describe.skipIf(!hasChromium())(
  "in Chromium, a player's tracker (skipped: /usr/bin/chromium is missing)",
  () => {
    const browser = suiteBrowser();

    it("sr5 rule 3: the page a player sees, text and tooltips, holds no NPC value and no hidden name", async () => {
      const f = await setUpFight("sr5", [SAMURAI, GANGER, THUG, { ...GANGER, name: "Sniper" }]);
      f.world.scriptDice([6, 5, 4, 3, 3, 3]);
      await f.gm(() => f.combat.startCombat());
      await f.gm(() => f.combat.combatants.get(f.ids.Sniper!)?.update({ hidden: true }));
      for (const [user, leaks] of [
        ["gm", true],
        ["p1", false],
      ] as const) {
        const page = await openPage(browser(), sidebarPage(seenBy(f, user).html));
        try {
          const seen = await page.evaluate(() =>
            [
              document.body.innerText,
              ...Array.from(document.querySelectorAll("[data-tooltip], [aria-label]")).map(
                (e) => `${e.getAttribute("data-tooltip") ?? ""} ${e.getAttribute("aria-label") ?? ""}`,
              ),
            ].join("\n"),
          );
          expect(seen).toContain("Ganger");
          expect(/Sniper/.test(seen), `${user} sees the hidden Sniper`).toBe(leaks);
          expect(/\(\d+(\.\d+)? vs \d+(\.\d+)?\)/.test(seen), `${user} reads tie values`).toBe(leaks);
        } finally {
          await page.close();
        }
      }
    });
  },
);

describe("core's tracked resource (Tracker Settings)", () => {
  it("sr5 rule 2: the GM sees every row's tracked value, a player only their own combatant's", async () => {
    const f = await setUpFight("sr5", [SAMURAI, GANGER], {}, { faces: [6, 5, 4, 3] });
    f.world.trackerSettings.resource = "input.woundModifier";
    await f.gm(() => f.actors.Ganger?.update({ "system.input.woundModifier": -2 }));
    await f.gm(() => f.combat.startCombat());
    const resourceOf = (user: string, name: string) =>
      seenBy(f, user).view.rows.find((r) => r.id === f.ids[name])?.token.resource;
    expect([resourceOf("gm", "Samurai"), resourceOf("gm", "Ganger")]).toEqual(["0", "-2"]);
    expect([resourceOf("p1", "Samurai"), resourceOf("p1", "Ganger")]).toEqual(["0", null]);
    expect(seenBy(f, "gm").html).toMatch(/<span class="st-resource"[^>]*>-2<\/span>/);
  });
});
