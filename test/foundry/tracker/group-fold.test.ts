// One roll for a group (rules "Scores set by hand, and who rolls", rule 3) in the tracker: a group folds into
// one header row and unfolds again, on this client only; the header gives the group's name, its shared score,
// its size and who rolls; with its acting member inside, the header says so and that member's row stays
// drawn; the GM takes a member out (row menu) or disbands the group (header button), one write each, and going
// back undoes it; a player's header never counts or names a hidden member.
import { describe, expect, it } from "vitest";
import { actionsOf, StandInCombatTracker } from "../../stand-in/applications";
import { setUpFight, type Fight, type Fighter } from "../combat/setup";
import { SAMURAI } from "../combat/fighters";
import { defineCombatTracker, type CombatTrackerBase } from "../../../src/foundry/tracker/tracker-app";
import { groupsOf, type Command } from "../../../src/engine";

const Tracker = defineCombatTracker(StandInCombatTracker as unknown as CombatTrackerBase);
type App = StandInCombatTracker & { viewed: Combat | null };
type Handler = (this: App, event: PointerEvent, target: HTMLElement) => Promise<void>;

const ganger = (n: number, owner?: string, reaction = 3): Fighter => ({
  name: `Ganger ${n}`,
  ...(owner ? { owner } : {}),
  input: { attributes: { reaction, intuition: 3, edge: 1 } },
});

/**
 * sr5: the Samurai (3d6) and Ganger 1-3 (1d6 each), the gangers one group "gangers" (Ganger 1 rolls), started:
 * the group's die 2 makes every ganger 6 + 2 = 8, the Samurai 9 + 6+5+4 = 24 acts first.
 */
async function grouped(gangers: Fighter[] = [ganger(1), ganger(2), ganger(3)]): Promise<Fight> {
  const f = await setUpFight("sr5", [SAMURAI, ...gangers]);
  const cmds: Command[] = gangers.map((g) => ({
    type: "group",
    combatantId: f.ids[g.name]!,
    groupId: "gangers",
  }));
  await f.gm(() => f.combat.runCommands(cmds));
  f.world.scriptDice([2, 6, 5, 4]);
  await f.gm(() => f.combat.startCombat());
  return f;
}

/** A tracker of `user` showing the fight's combat, drawn once. */
async function trackerOf(f: Fight, user: string): Promise<App> {
  return f.as(user, async () => {
    const app = new Tracker() as unknown as App;
    app.viewed = f.combat as unknown as Combat;
    await app.render();
    return app;
  });
}

/** Clicks a button of ours with `data` as its data-* attributes, as `user`. */
async function click(f: Fight, user: string, app: App, action: string, data: Record<string, string>) {
  const handler = actionsOf(Tracker as never)[action] as Handler;
  await f.as(user, () => handler.call(app, {} as PointerEvent, { dataset: data } as unknown as HTMLElement));
  await f.world.settle();
}

/** What the tracker part draws: the rows' combatant ids, and the group header (its text without tags). */
function drawn(app: App): { rows: string[]; head: string | null; headHtml: string | null } {
  const html = app.parts.tracker ?? "";
  const rows = [...html.matchAll(/<li class="[^"]*" data-combatant-id="([^"]+)"/g)].map((m) => m[1]!);
  const headHtml = /<li class="st-group-head[^"]*"[\s\S]*?<\/li>/.exec(html)?.[0] ?? null;
  const head =
    headHtml === null
      ? null
      : headHtml
          .replace(/<[^>]+>/g, " ")
          .replace(/\s+/g, " ")
          .trim();
  return { rows, head, headHtml };
}

const FOLD = { groupId: "gangers" };

describe("a group folded into one header row (rules 'scores set by hand', rule 3)", () => {
  it("folded, the three gangers are one row saying 'Ganger', 8, 3 members, Ganger 1 rolls; it stays folded through a re-render and unfolds again", async () => {
    const f = await grouped();
    const app = await trackerOf(f, "gm");
    // the gangers in their tie-break order (each keeps its own, rule 3)
    const all = f.combat.turns.map((c) => c.id);
    expect(drawn(app).rows).toEqual(all);
    await click(f, "gm", app, "stFoldGroup", FOLD);
    const folded = drawn(app);
    expect(folded.rows).toEqual([f.ids.Samurai]);
    expect(folded.head).toBe("Ganger 3 members Ganger 1 rolls 8");
    // another write re-renders the tracker: still folded
    await f.gm(() => f.combat.nextTurn());
    await f.gm(() => app.render());
    // the acting ganger's own row is drawn under the header; the other two stay folded
    expect(drawn(app).rows).toEqual([f.ids.Samurai, f.combat.combatant?.id]);
    await click(f, "gm", app, "stFoldGroup", FOLD);
    expect(drawn(app).rows).toEqual(all);
  });

  it("the acting ganger of a folded group: the header is marked and names it, and its own row (with its controls) stays drawn", async () => {
    const f = await grouped();
    const app = await trackerOf(f, "gm");
    await click(f, "gm", app, "stFoldGroup", FOLD);
    await f.gm(() => f.combat.nextTurn());
    const acting = f.combat.combatant!;
    expect(acting.name).toMatch(/^Ganger/);
    await f.gm(() => app.render());
    const seen = drawn(app);
    expect(seen.rows).toEqual([f.ids.Samurai, acting.id]);
    expect(seen.headHtml).toContain("st-group-acting");
    expect(seen.head).toContain(`Acting: ${acting.name}`);
    const html = app.parts.tracker ?? "";
    expect(html).toMatch(new RegExp(`<li class="[^"]*st-current[^"]*" data-combatant-id="${acting.id}"`));
    // the header comes just before the acting row, after the Samurai's
    const at = (s: string) => html.indexOf(s);
    expect(at(`data-combatant-id="${f.ids.Samurai}"`)).toBeLessThan(at("st-group-head"));
    expect(at("st-group-head")).toBeLessThan(at(`data-combatant-id="${acting.id}"`));
  });

  it("members whose formulas differ: the GM reads who rolls and its formula; a player owning none of them reads only who rolls", async () => {
    const f = await grouped([ganger(1), ganger(2, undefined, 5), ganger(3)]);
    const gm = await trackerOf(f, "gm");
    await click(f, "gm", gm, "stFoldGroup", FOLD);
    expect(drawn(gm).head).toContain("Ganger 1 rolls 1d6 + 6");
    const p1 = await trackerOf(f, "p1");
    expect(drawn(p1).head).toContain("Ganger 1 rolls");
    expect(drawn(p1).head).not.toContain("1d6");
  });

  it("a ganger wounded to another score keeps its own row where the order puts it; the header folds the other two and counts all three", async () => {
    const f = await grouped();
    await f.gm(() => f.actors["Ganger 3"]?.update({ "system.input.woundModifier": -3 }));
    await f.world.settle();
    const app = await trackerOf(f, "gm");
    await click(f, "gm", app, "stFoldGroup", FOLD);
    const seen = drawn(app);
    expect(seen.rows).toEqual([f.ids.Samurai, f.ids["Ganger 3"]]);
    expect(seen.head).toBe("Ganger 3 members Ganger 1 rolls 8");
  });
});

/** The gangers' group with `hidden` hidden by the GM, folded on player p1's tracker. */
async function foldedForPlayer(hidden: string): Promise<{ f: Fight; p1: App }> {
  const f = await grouped();
  await f.gm(() => f.combat.combatants.get(f.ids[hidden]!)?.update({ hidden: true }));
  const p1 = await trackerOf(f, "p1");
  await click(f, "p1", p1, "stFoldGroup", FOLD);
  return { f, p1 };
}

describe("a player's folded header gives no hidden member away (rules 'scores set by hand', rule 3)", () => {
  it("Ganger 3 hidden: the player's header counts 2 members and the page never names Ganger 3", async () => {
    const { f, p1 } = await foldedForPlayer("Ganger 3");
    expect(drawn(p1).head).toBe("Ganger 2 members Ganger 1 rolls 8");
    expect(p1.html).not.toContain("Ganger 3");
    // the GM's, for contrast, counts all three
    const gm = await trackerOf(f, "gm");
    await f.gm(() => gm.render());
    expect(drawn(gm).head).toContain("3 members");
  });

  it("the one rolling hidden: the player's group is built from the members they see, Ganger 2 rolling for it", async () => {
    // issue 29: a header with nobody rolling told the player a hidden combatant leads the group
    const { p1 } = await foldedForPlayer("Ganger 1");
    expect(drawn(p1).head).toBe("Ganger 2 members Ganger 2 rolls 8");
    expect(p1.html).not.toContain("Ganger 1");
  });

  it("a player sees no Disband button; the GM does", async () => {
    const f = await grouped();
    expect((await trackerOf(f, "p1")).parts.tracker).not.toContain("stDisbandGroup");
    expect((await trackerOf(f, "gm")).parts.tracker).toContain("stDisbandGroup");
  });
});

describe("the GM changes a group from the tracker (rules 'scores set by hand', rule 3)", () => {
  it("'Take out of the group' on Ganger 2's row: one write, the others stay a group; going back puts Ganger 2 back", async () => {
    const f = await grouped();
    const app = await trackerOf(f, "gm");
    const members = () => groupsOf(f.combat.engineState())[0]?.memberIds ?? [];
    const all = members();
    const entry = () =>
      f.gm(() => app.openEntryMenu(f.ids["Ganger 2"]!).find((e) => e.label === "SHADOWTURN.Group.Leave"));
    expect(f.as("p1", () => app.openEntryMenu(f.ids["Ganger 2"]!).map((e) => e.label))).not.toContain(
      "SHADOWTURN.Group.Leave",
    );
    expect(f.gm(() => app.openEntryMenu(f.ids.Samurai!).map((e) => e.label))).not.toContain(
      "SHADOWTURN.Group.Leave",
    );
    const from = f.world.writes.length;
    await f.gm(() => entry()!.click());
    await f.world.settle();
    expect(f.world.writesSince(from)).toHaveLength(1);
    expect(members()).toEqual([f.ids["Ganger 1"], f.ids["Ganger 3"]]);
    expect(f.combat.combatant?.name).toBe("Samurai");
    await f.gm(() => f.combat.previousTurn());
    await f.world.settle();
    expect(members()).toEqual(all);
    expect(f.combat.combatant?.name).toBe("Samurai");
  });

  it("'Disband' on the header: one write, no group left, every score kept; going back brings the group back", async () => {
    const f = await grouped();
    const app = await trackerOf(f, "gm");
    const before = f.combat.engineState();
    const from = f.world.writes.length;
    await click(f, "gm", app, "stDisbandGroup", FOLD);
    expect(f.world.writesSince(from)).toHaveLength(1);
    const after = f.combat.engineState();
    expect(groupsOf(after)).toEqual([]);
    expect(after.combatants.map((c) => c.roll?.score)).toEqual(before.combatants.map((c) => c.roll?.score));
    await f.gm(() => f.combat.previousTurn());
    await f.world.settle();
    expect(groupsOf(f.combat.engineState())).toEqual(groupsOf(before));
  });

  it("a player's click on Disband changes nothing", async () => {
    const f = await grouped();
    const app = await trackerOf(f, "p1");
    const from = f.world.writes.length;
    await click(f, "p1", app, "stDisbandGroup", FOLD);
    expect(f.world.writesSince(from)).toHaveLength(0);
    expect(groupsOf(f.combat.engineState())).toHaveLength(1);
  });
});
