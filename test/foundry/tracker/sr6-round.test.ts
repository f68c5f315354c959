// An sr6 round played through the Foundry layer on the stand-in: the Combat document, the GM relay and the
// tracker's view and templates, as a player at the table meets them (docs/rules.md sr6 rules 4-6).
import { describe, expect, it } from "vitest";
import { kindsLeft } from "../../../src/engine";
import { combatView } from "../../../src/foundry/tracker/combat-view";
import { defineCombatTracker, type CombatTrackerBase } from "../../../src/foundry/tracker/tracker-app";
import type { ShadowturnCombat } from "../../../src/foundry/combat/register";
import type { TrackerView } from "../../../src/foundry/tracker/view-types";
import { StandInCombatTracker } from "../../stand-in/applications";
import { GANGER, SAMURAI } from "../combat/fighters";
import { setUpFight, type Fight } from "../combat/setup";
import { makeRenderer } from "./render";

const Tracker = defineCombatTracker(StandInCombatTracker as unknown as CombatTrackerBase);

function seenBy(f: Fight, user: string): { view: TrackerView; html: string } {
  return f.as(user, () => {
    const view = combatView(f.combat as ShadowturnCombat & Parameters<typeof combatView>[0], game.user);
    const html = makeRenderer("en").tracker({ user: game.user, hasCombat: true, shadowturn: view });
    return { view, html };
  });
}

/** The Major and Minor actions a combatant holds now, as the engine keeps them. */
function held(f: Fight, name: string): Readonly<Record<string, number>> {
  const c = f.combat.engineState().combatants.find((x) => x.id === f.ids[name]);
  return kindsLeft(c!.budget);
}

/** The player clicks a control of their row in their own tracker (relayed to the GM). */
async function click(f: Fight, user: string, action: string, id: string, data: Record<string, string>) {
  await f.as(user, async () => {
    const app = new Tracker();
    Object.assign(app, { viewed: f.combat });
    await app.act(action as never, id, data);
  });
  await f.world.settle();
}

/** The Anytime menu entry for `action` in the HTML of one row's controls. */
function anytimeEntry(html: string, action: string): string {
  return html.match(new RegExp(`<button[^>]*data-outside="${action}"[^>]*>[^<]*</button>`))?.[0] ?? "";
}

describe("sr6 through the Foundry layer: a round on the stand-in", () => {
  it("docs/rules.md sr6 rules 4-6: a player's Anytime actions outside their turn, paid from Majors and Minors, refused with the reason when nothing of the size is left", async () => {
    const f = await setUpFight("sr6", [SAMURAI, GANGER]);
    // Samurai 9 + 3d6 (1 1 1) = 12: 1 Major, 4 Minor; Ganger 7 + 1d6 (6) = 13: 1 Major, 2 Minor, first
    f.world.scriptDice([1, 1, 1, 6]);
    await f.gm(() => f.combat.startCombat());
    const samurai = f.ids.Samurai!;
    expect(f.combat.engineState().currentId).toBe(f.ids.Ganger);
    expect(held(f, "Samurai")).toEqual({ major: 1, minor: 4 });

    // rule 6: in the Ganger's turn the player's own row offers the Anytime actions in its controls
    const before = seenBy(f, "p1").html;
    expect(before).toContain("Anytime");
    expect(anytimeEntry(before, "dodge")).toContain("Dodge (Minor)");
    expect(anytimeEntry(before, "dodge")).not.toContain("st-unavailable");

    // a Dodge outside the own turn: one Minor fewer, the score and the acting Ganger unchanged
    await click(f, "p1", "stInterrupt", samurai, { outside: "dodge" });
    expect(held(f, "Samurai")).toEqual({ major: 1, minor: 3 });
    expect(f.combat.engineState().currentId).toBe(f.ids.Ganger);
    expect(f.combat.engineState().combatants.find((c) => c.id === samurai)?.score).toBe(12);

    // Full Defense, an Anytime Major: the Major is gone, three Minors cannot buy another (rule 5)
    await click(f, "p1", "stInterrupt", samurai, { outside: "full-defense" });
    expect(held(f, "Samurai")).toEqual({ major: 0, minor: 3 });
    const after = seenBy(f, "p1").html;
    const assist = anytimeEntry(after, "assist");
    expect(assist).toContain("st-unavailable");
    expect(assist).toContain("Nothing of this size is left: no Major action, nor four Minor actions");
    expect(anytimeEntry(after, "block")).not.toContain("st-unavailable");

    // clicked all the same, the engine refuses it and says why; nothing is paid
    await click(f, "p1", "stInterrupt", samurai, { outside: "assist" });
    const notices = f.world.clientOf("p1").notices.map((n) => n.message);
    expect(notices.at(-1)).toBe("Samurai has no Major action left, nor four Minor actions to pay for one.");
    expect(held(f, "Samurai")).toEqual({ major: 0, minor: 3 });

    // the GM ends the Ganger's turn: in the Samurai's own turn the row offers its sizes instead
    await f.gm(() => f.combat.nextTurn());
    expect(f.combat.engineState().currentId).toBe(samurai);
    const own = seenBy(f, "p1").html;
    expect(own).not.toContain('data-outside="dodge"');
    expect(own).toContain('data-kind="minor"');
  });
});
