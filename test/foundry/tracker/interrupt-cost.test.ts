// sr5 rule 7 in the tracker: an interrupt's cost shows at once on the row a GM sees (the score and the
// next pass's score), going back restores both, and the menu names what each interrupt costs.
import { describe, expect, it } from "vitest";
import { makeRenderer, rootContext, rowsOf } from "./render";
import { startedFight } from "../combat/relay-fight";
import type { Fight } from "../combat/setup";
import { i18n } from "../../stand-in/i18n";
import { rowMenuSpecs } from "../../../src/foundry/tracker/row-menu";

/** The GM's tracker as rendered now, row by row. */
function gmRows(f: Fight, lang = "en"): Map<string, string> {
  const state = f.combat.engineState();
  const scene = { ruleset: state.ruleset, state, rows: f.combat.phaseRows(), timed: [] };
  return rowsOf(makeRenderer(lang).tracker(rootContext(scene, { isGM: true })));
}

// the GM's score is a field they may type into; its value is the score shown
const scoreOf = (row: string) =>
  /class="st-score st-score-input" name="stScore" value="(-?\d+)"/.exec(row)?.[1];
const passInfoOf = (row: string) => /<span class="st-pass-info">([^<]*)<\/span>/.exec(row)?.[1];

describe("sr5 interrupts in the tracker", () => {
  it("sr5 rule 7: a Dodge shows at once as 5 off the score and the next pass's score; going back restores both", async () => {
    const f = await startedFight("sr5", [6, 4, 2]); // Runner 16, Mage 12, Guard 8
    const mage = f.ids.Mage as string;
    let row = gmRows(f).get(mage) ?? "";
    expect(scoreOf(row)).toBe("12");
    expect(passInfoOf(row)).toBe("next pass: 2");

    await f.gm(() => f.combat.runCommand({ type: "interrupt", combatantId: mage, action: "dodge" }));
    row = gmRows(f).get(mage) ?? "";
    expect(scoreOf(row)).toBe("7");
    expect(passInfoOf(row)).toBe("last pass");
    // the Guard (8) now comes before the Mage (7)
    expect([...gmRows(f).keys()]).toEqual([f.ids.Runner, f.ids.Guard, mage]);

    await f.gm(() => f.combat.previousTurn());
    row = gmRows(f).get(mage) ?? "";
    expect(scoreOf(row)).toBe("12");
    expect(passInfoOf(row)).toBe("next pass: 2");
    expect(f.combat.combatant?.name).toBe("Runner");
  });

  it("sr5 rule 7: the menu on a row names each interrupt with its cost, Full Defense with 10, en and de", async () => {
    const f = await startedFight("sr5", [6, 4, 2]); // Runner 16 acts, Mage 12, Guard 8
    const state = f.combat.engineState();
    const scene = { ruleset: state.ruleset, state, rows: f.combat.phaseRows(), timed: [] };
    const view = rootContext(scene, { isGM: true }).shadowturn;
    const controlsOf = (id: string) => view.rows.find((r) => r.id === id)?.controls ?? null;
    const menu = (id: string, lang: string) =>
      rowMenuSpecs(controlsOf, () => undefined)
        .filter((m) => m.visible(id))
        .map((m) => i18n(lang).format(m.labelKey, {}));
    const mage = f.ids.Mage as string;
    expect(menu(mage, "en")).toEqual(
      expect.arrayContaining([
        "Block (−5 initiative)",
        "Dodge (−5 initiative)",
        "Hit the Dirt (−5 initiative)",
        "Full Defense (−10 initiative)",
      ]),
    );
    // one Full Defense entry, the one that says what it costs
    expect(menu(mage, "en").filter((l) => l.includes("Full Defense"))).toEqual([
      "Full Defense (−10 initiative)",
    ]);
    expect(menu(mage, "de")).toContain("Volle Abwehr (−10 Initiative)");
    // the acting row's Full Defense button says it comes off the score
    const runner = rowsOf(makeRenderer("en").tracker(rootContext(scene, { isGM: true }))).get(
      f.ids.Runner as string,
    );
    expect(runner).toContain(
      'data-tooltip="Full Defense: 10 off the initiative score at once, until the end of the turn"',
    );
  });

  it("sr5 rule 7: a score below 10 offers no Full Defense, only the interrupts it pays for", async () => {
    const f = await startedFight("sr5", [6, 4, 2]); // Guard 8
    const state = f.combat.engineState();
    const scene = { ruleset: state.ruleset, state, rows: f.combat.phaseRows(), timed: [] };
    const view = rootContext(scene, { isGM: true }).shadowturn;
    const guard = view.rows.find((r) => r.id === f.ids.Guard)?.controls;
    expect(guard?.interrupts).toEqual(["block", "dodge", "parry", "intercept", "hit-the-dirt"]);
    expect(guard?.fullDefenseMenu).toBe(false);
  });

  it("sr5 rule 7: a player's menu offers the interrupts on their own row outside its phase, on nobody else's", async () => {
    const f = await startedFight("sr5", [6, 4, 2]); // the Runner acts; the Mage is p2's
    const state = f.combat.engineState();
    const scene = { ruleset: state.ruleset, state, rows: f.combat.phaseRows(), timed: [] };
    const view = rootContext(scene, { isGM: false, owns: [f.ids.Mage as string] }).shadowturn;
    const controlsOf = (id: string) => view.rows.find((r) => r.id === id)?.controls ?? null;
    const menu = (id: string) =>
      rowMenuSpecs(controlsOf, () => undefined)
        .filter((m) => m.visible(id))
        .map((m) => i18n("en").format(m.labelKey, {}));
    expect(menu(f.ids.Mage as string)).toEqual(
      expect.arrayContaining(["Dodge (−5 initiative)", "Full Defense (−10 initiative)"]),
    );
    expect(menu(f.ids.Runner as string)).toEqual([]);
    expect(menu(f.ids.Guard as string)).toEqual([]);
  });
});
