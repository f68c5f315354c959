// Core builds the row context menu once, at the tracker's first render, and asks only `visible` (v14) or
// `condition` (v13) again when it opens (DCC docs/dev/V14.md). The stand-in builds it once too: the entries
// must stay right for every ruleset and every combat the tracker shows later.
import { describe, expect, it } from "vitest";
import { StandInCombatTracker } from "../../stand-in/applications";
import { setUpFight } from "../combat/setup";
import { GANGER, SAMURAI } from "../combat/fighters";
import { defineCombatTracker, type CombatTrackerBase } from "../../../src/foundry/tracker/tracker-app";

const Tracker = defineCombatTracker(StandInCombatTracker as unknown as CombatTrackerBase);

describe("the row context menu, built once", () => {
  for (const generation of [13, 14]) {
    it(`v${generation}, d20 rule 2: a tracker first drawn with no combat offers "End turn" on the acting d20 row, and it ends the turn`, async () => {
      const f = await setUpFight("d20", [SAMURAI, GANGER], {}, { generation });
      await f.gm(async () => {
        // the sidebar draws itself at boot, before any combat is viewed
        const app = new Tracker() as unknown as StandInCombatTracker;
        await app.render();
        f.world.scriptDice([15, 3]);
        await f.combat.startCombat();
        Object.assign(app, { viewed: f.combat });
        const acting = f.combat.combatant!;
        const labels = app.openEntryMenu(acting.id).map((e) => e.label);
        expect(labels).toContain("SHADOWTURN.Tracker.Menu.EndTurn");
        expect(labels).not.toContain("SHADOWTURN.Tracker.Menu.EndPhase");
        await app
          .openEntryMenu(acting.id)
          .find((e) => e.label === "SHADOWTURN.Tracker.Menu.EndTurn")!
          .click();
      });
      await f.world.settle();
      expect(f.combat.combatant?.name).toBe("Ganger");
    });
  }

  for (const generation of [13, 14]) {
    it(`v${generation}: one opening of a row's menu builds the tracker view once, not once per entry; the next opening sees the combat as it is then`, async () => {
      const f = await setUpFight("sr5", [SAMURAI, GANGER], {}, { generation });
      await f.gm(async () => {
        const app = new Tracker() as unknown as StandInCombatTracker;
        await app.render();
        f.world.scriptDice([6, 5, 4, 3]);
        await f.combat.startCombat();
        Object.assign(app, { viewed: f.combat });
        // a view of the tracker reads the combat's rows once (combat-view.ts)
        let views = 0;
        const rows = f.combat.phaseRows.bind(f.combat);
        Object.assign(f.combat, { phaseRows: (...a: Parameters<typeof rows>) => ((views += 1), rows(...a)) });
        const acting = f.combat.combatant!.id;
        expect(app.openEntryMenu(acting).map((e) => e.label)).toContain("SHADOWTURN.Tracker.Menu.EndPhase");
        expect(views).toBe(1);
        await Promise.resolve();
        await f.combat.nextTurn();
        await f.world.settle();
        views = 0;
        // the one who acted no longer ends a phase; the one acting now does
        expect(app.openEntryMenu(acting).map((e) => e.label)).not.toContain(
          "SHADOWTURN.Tracker.Menu.EndPhase",
        );
        expect(views).toBe(1);
        await Promise.resolve();
        expect(app.openEntryMenu(f.combat.combatant!.id).map((e) => e.label)).toContain(
          "SHADOWTURN.Tracker.Menu.EndPhase",
        );
        expect(views).toBe(2);
      });
    });
  }

  it('sr5 rule 2: the same built menu says "End phase" on an sr5 row, and nothing for a row that cannot end', async () => {
    const f = await setUpFight("sr5", [SAMURAI, GANGER]);
    await f.gm(async () => {
      const app = new Tracker() as unknown as StandInCombatTracker;
      await app.render();
      f.world.scriptDice([6, 5, 4, 3]);
      await f.combat.startCombat();
      Object.assign(app, { viewed: f.combat });
      const labels = (id: string) => app.openEntryMenu(id).map((e) => e.label);
      expect(labels(f.combat.combatant!.id)).toContain("SHADOWTURN.Tracker.Menu.EndPhase");
      expect(labels(f.ids.Ganger!)).not.toContain("SHADOWTURN.Tracker.Menu.EndPhase");
      expect(labels(f.ids.Ganger!)).not.toContain("SHADOWTURN.Tracker.Menu.EndTurn");
    });
  });
});
