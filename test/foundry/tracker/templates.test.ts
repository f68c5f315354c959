// The tracker templates rendered with real Handlebars from engine rows, asserting what a GM or a player sees
// mid-fight in each ruleset.
import { describe, expect, it } from "vitest";
import { d20Budget, srBudget } from "../../../src/engine";
import { MAX_DOTS } from "../../../src/foundry/tracker/budget-pips";
import { count, makeRenderer, rootContext, rowsOf } from "./render";
import { d20RoundOne, SCENES, sr5BeforeStart } from "./scenes";

const en = makeRenderer("en");

function row(html: string, id: string): string {
  const r = rowsOf(html).get(id);
  if (!r) throw new Error(`no row for ${id} in:\n${html}`);
  return r;
}

/**
 * Pips of one kind in a row's HTML: that kind's group's count, with as many dots drawn (combat.css draws
 * data-dots; past MAX_DOTS one dot and the number).
 */
function pips(rowHtml: string, kind: string): number {
  const group = rowHtml.match(new RegExp(`data-kind="${kind}" data-count="(\\d+)" data-dots="(\\d+)"`));
  if (!group) throw new Error(`no ${kind} pips in:\n${rowHtml}`);
  const n = Number(group[1]);
  expect(Number(group[2]), `${kind} dots match data-count`).toBe(n > MAX_DOTS ? 1 : n);
  return n;
}

describe("tracker templates: what the GM sees mid-fight", () => {
  it("sr5 rule 2: pass 2 is announced, the acting combatant is highlighted and shows its next pass score", () => {
    const scene = SCENES.sr5();
    const html = en.tracker(rootContext(scene, { isGM: true }));
    expect(html).toContain("Turn 1 · Pass 2");
    expect(html).toContain("Acting: Alice");
    expect(count(html, "st-current")).toBe(1);
    const alice = row(html, "alice");
    expect(alice).toMatch(/class="combatant st-row active st-current/);
    expect(alice).toContain('aria-current="true"');
    expect(alice).toContain(`value="17"`); // the GM types over it (rules: scores set by hand, rule 1)
    expect(alice).toContain("next pass: 7");
    expect(row(html, "bob")).toContain("done this turn");
  });

  it("sr5 rule 6: the pips are the engine's budget: 2 Simple units (one Complex) and 1 Free for the actor", () => {
    const scene = SCENES.sr5();
    const html = en.tracker(rootContext(scene, { isGM: true }));
    const budget = srBudget(scene.rows.find((r) => r.current)!.budget);
    const alice = row(html, "alice");
    expect(pips(alice, "simple")).toBe(budget.simple);
    expect(pips(alice, "free")).toBe(budget.free);
    expect(alice).toContain('data-kind="complex"');
    // Bob is below 0: no phase, but the Free action of sr5 rule 6 is still his
    const bob = row(html, "bob");
    expect(bob).not.toContain('data-kind="simple"');
    expect(pips(bob, "free")).toBe(1);
  });

  it("sr5 rule 5: Seize shows as a badge, and Edge options sit in the row's Edge menu", () => {
    const html = en.tracker(rootContext(SCENES.sr5(), { isGM: true }));
    const carol = row(html, "carol");
    expect(carol).toContain('data-badge="seized"');
    expect(carol).toContain(">Seized<");
    const alice = row(html, "alice");
    expect(alice).toContain("Edge 3");
    expect(alice).toMatch(/data-action="stEdge" data-command="seize"/);
    // Carol spent her only Edge point to seize: the option is there but marked, with the reason as its tooltip
    expect(carol).toMatch(
      /st-unavailable" data-action="stEdge" data-command="seize"\s+data-tooltip="No Edge points left to spend"/,
    );
    expect(carol).toContain('data-tooltip="0 Edge points left to spend"');
    expect(alice).toContain('data-tooltip="3 Edge points left to spend"');
  });

  it("sr5 rule 5: a combatant with no Edge at all (Edge 0, a ganger) gets no Edge controls, not an 'Edge 0' menu", () => {
    const scene = SCENES.sr5();
    const bob = scene.state.combatants.find((c) => c.id === "bob")!;
    expect(bob.input.attributes.edge).toBe(0);
    const html = en.tracker(rootContext(scene, { isGM: true }));
    expect(row(html, "bob")).not.toContain('data-action="stEdge"');
    expect(row(html, "bob")).not.toContain("Edge 0");
    expect(row(html, "carol")).toContain('data-action="stEdge"');
  });

  it("sr4 rules 2-4: pass 2 of 3, ties marked as simultaneous, the glitch marked, passes left per row", () => {
    const scene = SCENES.sr4();
    const html = en.tracker(rootContext(scene, { isGM: true }));
    expect(html).toContain("Turn 1 · Pass 2");
    expect(row(html, "carol")).toContain('data-badge="simultaneous"');
    expect(row(html, "dan")).toContain('data-badge="simultaneous"');
    expect(row(html, "alice")).not.toContain('data-badge="simultaneous"');
    expect(row(html, "bob")).toContain('data-badge="glitch"');
    expect(row(html, "alice")).toContain("acts once more");
    expect(row(html, "bob")).toContain("done this turn");
    expect(row(html, "carol")).toContain("st-current");
  });

  it("sr4 rule 11: Alice's grenade is shown going off at her score, right after her row", () => {
    const html = en.tracker(rootContext(SCENES.sr4(), { isGM: true }));
    const after = html.slice(html.indexOf(row(html, "alice")) + row(html, "alice").length);
    expect(after.trimStart()).toMatch(
      /^<li class="st-timed" data-timed-item="[^"]+">[\s\S]*?Grenade \(Alice\) goes off at 12/,
    );
    // a player who cannot see Alice's row is not told about her grenade
    const scene = SCENES.sr4();
    scene.rows = scene.rows.filter((r) => r.combatantId !== "alice");
    expect(en.tracker(rootContext(scene, { isGM: false, owns: ["carol"] }))).not.toContain(
      'class="st-timed"',
    );
  });

  it("sr4 rule 11: the acting row offers to set a timed item, with a name field", () => {
    const html = en.tracker(rootContext(SCENES.sr4(), { isGM: true }));
    expect(row(html, "carol")).toMatch(
      /<input type="text" class="st-timed-name"[\s\S]*?data-action="stTimedItem"/,
    );
    expect(row(html, "dan")).not.toContain("stTimedItem");
    expect(en.tracker(rootContext(SCENES.sr5(), { isGM: true }))).not.toContain("stTimedItem");
  });

  it("sr4 rule 3: with the tie display setting off, no simultaneous badge", () => {
    const html = en.tracker(rootContext(SCENES.sr4(), { isGM: true }, { sr4TieDisplay: "none" }));
    expect(html).not.toContain('data-badge="simultaneous"');
  });

  it("sr4 rule 7: Edge offers Edge on the next test, go first and an extra pass, not Seize", () => {
    const html = en.tracker(rootContext(SCENES.sr4(), { isGM: true }));
    const carol = row(html, "carol");
    expect(carol).toContain('data-command="edge-test"');
    expect(carol).toContain('data-command="edge-go-first"');
    expect(carol).toContain('data-command="edge-extra-pass"');
    expect(carol).not.toContain('data-command="seize"');
  });

  it("bonus-actions rules 1 and 4: one phase per turn (no pass in the title), the bonus pool with its category", () => {
    const scene = SCENES["bonus-actions"]();
    const html = en.tracker(rootContext(scene, { isGM: true }));
    expect(html).toContain(">\n        Turn 1\n");
    expect(html).not.toContain("Pass 1");
    const dex = row(html, "dex");
    const budget = srBudget(scene.rows.find((r) => r.combatantId === "dex")!.budget);
    expect(budget.bonusCategory).toBe("matrix");
    expect(pips(dex, "bonus-pool")).toBe(budget.bonus);
    expect(dex).toContain(">Matrix<");
    expect(dex).toContain('data-badge="blitz"');
    // the bonus-pool spend button carries the pool's category, so the engine pays from the pool
    expect(dex).toMatch(/data-action="stSpend" data-kind="simple"\s+data-category="matrix"/);
    expect(row(html, "alice")).toContain('data-badge="spent"');
  });

  it("bonus-actions rule 6: a turn of 50 phases leaves 50 Free actions: one pip and the number, not 50 pips", () => {
    const scene = SCENES["bonus-actions"]();
    const bob = scene.rows.find((r) => r.combatantId === "bob")!;
    bob.budget = { ...srBudget(bob.budget), free: 50 };
    const html = row(en.tracker(rootContext(scene, { isGM: true })), "bob");
    expect(pips(html, "free")).toBe(50);
    expect(html).toContain('data-count="50" data-dots="1"');
    expect(html).toContain('<span class="st-pip-many">×50</span>');
    // up to MAX_DOTS, one pip per action and no number
    bob.budget = { ...srBudget(bob.budget), free: MAX_DOTS };
    const few = row(en.tracker(rootContext(scene, { isGM: true })), "bob");
    expect(few).toContain(`data-count="${MAX_DOTS}" data-dots="${MAX_DOTS}"`);
    expect(few).not.toContain("st-pip-many");
  });

  it("d20 rules 3 and 5: round title, the actor's economy as pips and feet, a swap offered on the DEX tie", () => {
    const scene = SCENES.d20();
    const html = en.tracker(rootContext(scene, { isGM: true }));
    expect(html).toContain("Round 2");
    const falke = row(html, "falke");
    expect(falke).toContain("st-current");
    expect(pips(falke, "action")).toBe(0);
    expect(pips(falke, "bonus")).toBe(1);
    expect(pips(falke, "reaction")).toBe(1);
    expect(pips(falke, "object")).toBe(1);
    expect(falke).toContain('data-feet="10"');
    expect(falke).toContain(">10 ft<");
    // Kira and Nox: 12 and DEX 14 each; the upper row offers to swap with the lower
    expect(row(html, "kira")).toMatch(/data-action="stSwapTie" data-combatant-id="kira" data-other-id="nox"/);
    expect(row(html, "nox")).not.toContain("stSwapTie");
    // everyone else may still react; only Falke has his full turn's buttons
    expect(row(html, "brann")).toMatch(/data-kind="reaction"/);
    expect(row(html, "brann")).not.toMatch(
      /data-kind="action"[^>]*data-action|data-action="stSpend" data-kind="action"/,
    );
  });

  it("d20 rule 3: the owner of either tied combatant gets the swap, sent in the name of their own", () => {
    const nox = en.tracker(rootContext(SCENES.d20(), { isGM: false, owns: ["nox"] }));
    expect(row(nox, "kira")).toMatch(/data-action="stSwapTie" data-combatant-id="nox" data-other-id="kira"/);
    expect(row(nox, "kira")).not.toContain('data-action="stSpend"');
    const kira = en.tracker(rootContext(SCENES.d20(), { isGM: false, owns: ["kira"] }));
    expect(row(kira, "kira")).toMatch(/data-action="stSwapTie" data-combatant-id="kira" data-other-id="nox"/);
    const other = en.tracker(rootContext(SCENES.d20(), { isGM: false, owns: ["brann"] }));
    expect(other).not.toContain("stSwapTie");
  });

  it("d20 rule 4: the GM can mark surprise in round 1 only", () => {
    const later = en.tracker(rootContext(SCENES.d20(), { isGM: true }));
    expect(later).not.toContain("stSurprise");
    const first = en.tracker(rootContext(d20RoundOne(), { isGM: true }));
    expect(row(first, "nox")).toContain('data-badge="surprised"');
    expect(row(first, "nox")).toMatch(/data-action="stSurprise"\s+data-surprised="false">Not surprised</);
    expect(row(first, "kira")).toMatch(/data-action="stSurprise"\s+data-surprised="true">Surprised\?</);
    // players never get the surprise switch
    expect(en.tracker(rootContext(d20RoundOne(), { isGM: false, owns: ["nox"] }))).not.toContain(
      "stSurprise",
    );
  });

  it("d20 rules 4-5: a used reaction and a surprised combatant's pending turn show no usable reaction", () => {
    const scene = d20RoundOne();
    const html = en.tracker(rootContext(scene, { isGM: true }));
    // Kira's row previews her fresh turn (reaction 1) but she spent it this round: 0 pips, no button
    expect(d20Budget(scene.rows.find((r) => r.combatantId === "kira")!.budget).reaction).toBe(1);
    expect(pips(row(html, "kira"), "reaction")).toBe(0);
    expect(row(html, "kira")).not.toMatch(/data-action="stSpend" data-kind="reaction"/);
    expect(pips(row(html, "nox"), "reaction")).toBe(0);
    expect(row(html, "nox")).not.toMatch(/data-action="stSpend" data-kind="reaction"/);
  });
});

describe("tracker templates: before the fight", () => {
  it("sr5 rule 1: not started, a Roll button on the rows the user owns, Begin combat for the GM", () => {
    const gm = en.tracker(rootContext(sr5BeforeStart(), { isGM: true }));
    expect(gm).toContain("Not started");
    expect(gm).toContain('data-action="startCombat"');
    expect(gm).not.toContain('data-action="stNextTurn"');
    expect(gm).not.toContain("st-pips");
    expect(count(gm, 'data-action="rollInitiative"')).toBe(2);
    const player = en.tracker(
      rootContext(sr5BeforeStart(), { isGM: false, owns: ["alice"], ownersRoll: true }),
    );
    expect(row(player, "alice")).toContain('data-action="rollInitiative"');
    expect(row(player, "bob")).not.toContain("rollInitiative");
    // rules scores 2: where the GM rolls for everyone (the default), a player's row has no Roll button
    const gmRolls = en.tracker(rootContext(sr5BeforeStart(), { isGM: false, owns: ["alice"] }));
    expect(row(gmRolls, "alice")).not.toContain("rollInitiative");
    expect(row(gmRolls, "alice")).not.toContain("stOwnRoll");
    expect(player).not.toContain('data-action="startCombat"');
    // no spending before the first turn, but Seize / Blitz can be declared for the first roll (sr5 rule 5)
    expect(row(player, "alice")).not.toContain('data-action="stSpend"');
    // one click: the player's Edge options are plain buttons, not folded into a menu as for the GM; Seize is
    // also a tick box of the roll menu, so the row hides its button while that menu is open (combat.css)
    expect(row(player, "alice")).toMatch(
      /class="st-btn st-edge-btn st-in-roll-menu" data-action="stEdge" data-command="seize"/,
    );
    expect(row(player, "alice")).not.toContain('class="st-menu st-edge"');
  });

  it("rules scores 2: a player's unrolled row offers Roll, the table dice and the Edge declarations of the roll; everyone sees 'Not rolled'", () => {
    const player = en.tracker(
      rootContext(sr5BeforeStart(), { isGM: false, owns: ["alice"], ownersRoll: true }),
    );
    const alice = row(player, "alice");
    expect(alice).toContain('data-action="stOwnRoll" data-mode="roll"');
    expect(alice).toContain('data-action="stOwnRoll" data-mode="dice"');
    expect(alice).toContain('name="stDice"');
    // sr5 rule 5: Seize and Blitz go with the roll; Alice's formula is shown as Foundry rolls it
    expect(alice).toMatch(/name="stDeclare" value="seize"/);
    expect(alice).toMatch(/name="stDeclare" value="blitz"/);
    expect(alice).toMatch(/Formula: \d+d6 \+ \d+/);
    // the dice to enter with Blitz: five (sr5 rule 5); Seize does not change the roll
    expect(alice).toMatch(/value="blitz"> Blitz <small>\(5d6 \+ \d+\)<\/small>/);
    expect(alice).toMatch(/value="seize"> Seize<\/label>/);
    expect(row(player, "bob")).not.toContain("stOwnRoll");
    // the GM types scores instead: no roll menu on the GM's rows
    const gm = en.tracker(rootContext(sr5BeforeStart(), { isGM: true, ownersRoll: true }));
    expect(gm).not.toContain("stOwnRoll");
    for (const html of [player, gm]) expect(row(html, "bob")).toContain("Not rolled");
  });
});

describe("tracker templates: players and budget visibility", () => {
  const scene = () => SCENES["bonus-actions"]();

  it("issue 3 permissions: controls appear only on the rows the player owns", () => {
    const html = en.tracker(rootContext(scene(), { isGM: false, owns: ["dex"] }));
    expect(row(html, "dex")).toContain('class="st-controls"');
    expect(row(html, "alice")).not.toContain("st-controls");
    expect(row(html, "bob")).not.toContain("st-controls");
    // the row with a line of controls is marked for its taller stand-in while out of sight (combat.css)
    expect(row(html, "dex")).toMatch(/^<li class="[^"]*st-has-controls/);
    expect(row(html, "alice")).not.toContain("st-has-controls");
    // no GM navigation for players, but the acting player may end the phase from the footer
    expect(html).not.toContain('data-action="stNextTurn"');
    expect(html).toMatch(/data-action="stEndPhase"\s+data-combatant-id="dex"/);
  });

  it("issue 3 settings, budgetVisibility all: everyone sees every budget", () => {
    const html = en.tracker(
      rootContext(scene(), { isGM: false, owns: ["dex"] }, { budgetVisibility: "all" }),
    );
    for (const id of ["alice", "dex", "bob"]) expect(row(html, id)).toContain('class="st-pips"');
  });

  it("issue 3 settings, budgetVisibility owners: a player sees the budgets of their own combatants only", () => {
    const html = en.tracker(
      rootContext(scene(), { isGM: false, owns: ["dex"] }, { budgetVisibility: "owners" }),
    );
    expect(row(html, "dex")).toContain('class="st-pips"');
    expect(row(html, "alice")).not.toContain("st-pips");
    expect(row(html, "bob")).not.toContain("st-pips");
    // "no actions left" would tell about Alice's budget, so it goes too
    expect(row(html, "alice")).not.toContain('data-badge="spent"');
    expect(row(html, "alice")).not.toContain("st-spent");
  });

  it("issue 3 settings, budgetVisibility gm: players see no budgets at all, the GM sees them all", () => {
    const player = en.tracker(
      rootContext(scene(), { isGM: false, owns: ["dex"] }, { budgetVisibility: "gm" }),
    );
    expect(player).not.toContain("st-pips");
    const gm = en.tracker(rootContext(scene(), { isGM: true }, { budgetVisibility: "gm" }));
    expect(count(gm, 'class="st-pips"')).toBe(3);
  });
});

describe("tracker templates: every string localized", () => {
  const de = makeRenderer("de");

  for (const [ruleset, build] of Object.entries(SCENES)) {
    it(`${ruleset}: no raw key, NaN or undefined in the English and German trackers`, () => {
      for (const r of [en, de]) {
        for (const viewer of [{ isGM: true }, { isGM: false, owns: ["alice"] }]) {
          const html = r.tracker(rootContext(build(), viewer));
          expect(html).not.toMatch(/SHADOWTURN\./);
          expect(html).not.toMatch(/NaN|undefined|\[object/);
        }
      }
    });
  }

  it("sr4 rule 2 in German: the header reads Kampfrunde / Durchgang", () => {
    const html = de.tracker(rootContext(SCENES.sr5(), { isGM: true }));
    expect(html).toContain("Kampfrunde 1 · Durchgang 2");
    expect(html).toContain("Am Zug: Alice");
  });
});
