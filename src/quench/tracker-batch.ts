// The combat tracker as the GM sees it in a real Foundry: core draws Shadowturn's parts in its sidebar, and
// after each click the tracker must show what the engine says (who acts, the pass, the order), and a GM
// scrolled down a long list must keep looking at the same rows (row-heights.ts). The same body runs in
// `npm test` over the stand-in, where nothing is laid out, so the scroll check runs only in a real Foundry
// (and in Chromium against the stand-in's imitation of core's order of calls,
// test/foundry/tracker/scroll-kept.test.ts).
import type { FightFixtures, QuenchFight, TrackerShown } from "./fixtures";
import { median } from "../median";
import { FIGHTERS } from "./fight-batch";
import { topRow, trackerList, trackerSeen } from "./tracker-seen";

/** The tracker batch plays sr4: passes, and a header that shows them (rules sr4 rule 2). */
const RULESET = "sr4";
/** Copies of each sample: 36 rows, far more than a sidebar shows at once (about ten), so the list scrolls. */
export const TRACKER_COPIES = 12;
/** How many advances may pass before the batch calls the pass stuck. */
const MAX_ADVANCES = 60;

export function trackerBatch(context: ShadowturnQuenchContext, fixtures: FightFixtures): void {
  const { describe, it, before, after, assert } = context;
  const samples = FIGHTERS[RULESET];
  const size = samples.length * TRACKER_COPIES;
  describe(`Shadowturn: the combat tracker of a ${RULESET} fight of ${size}`, function () {
    // Dozens of actors made and deleted, and a redraw waited for after every advance.
    this?.timeout?.(180_000);
    let fight: QuenchFight;
    let shown: TrackerShown;
    const combat = () => fight.combat;
    /** Time from each write to the tracker drawn again, as measured on this client. */
    const redraws: number[] = [];
    const advance = async () => redraws.push(await shown.redrawnAfter(() => combat().nextTurn()));

    /** The tracker shows what the engine, reading the same documents, says. */
    function assertShowsEngine(when: string): void {
      const seen = trackerSeen(shown.element());
      const state = combat().engineState();
      const order = combat()
        .phaseRows(state)
        .map((r) => r.combatantId);
      assert.deepEqual(seen.rows, order, `${when}: the rows stand in the engine's order`);
      assert.strictEqual(
        seen.acting,
        state.currentId,
        `${when}: the acting combatant's row is the one marked`,
      );
      assert.strictEqual(seen.turn, state.turn, `${when}: the header shows turn ${state.turn}`);
      assert.strictEqual(seen.pass, state.pass, `${when}: the header shows pass ${state.pass}`);
      const name = state.currentId === null ? null : combat().combatants.get(state.currentId)?.name;
      if (name) {
        assert.strictEqual(
          seen.actingLine,
          game.i18n.format("SHADOWTURN.Tracker.Acting", { name }),
          `${when}: the header names ${name} as acting`,
        );
      }
    }

    before(async () => {
      fight = await fixtures.setUp(RULESET, samples, TRACKER_COPIES);
      await combat().startCombat();
      shown = await fixtures.showTracker(combat());
    });
    after(async () => {
      if (redraws.length > 0) {
        console.info(
          `Shadowturn | tracker of ${size}: drawn again ${median(redraws).toFixed(0)} ms after a write (median of ${redraws.length})`,
        );
      }
      await fixtures.tearDown();
    });

    it("sr4 rule 2: the rows stand in the engine's order, the acting combatant's row is marked and named in the header", () => {
      assertShowsEngine("after the start");
    });

    if (fixtures.laysOut) {
      it("scrolled down the list, the next phase keeps the same row at the top, where it was (within 2 px)", async () => {
        const list = () => {
          const found = trackerList(shown.element());
          if (!found) throw new Error("the tracker has no list");
          return found;
        };
        const room = list().scrollHeight - list().clientHeight;
        assert.isAtLeast(
          room,
          200,
          `the list of ${size} rows scrolls in the sidebar (it has ${room} px to scroll)`,
        );
        // the GM scrolls through the list once, as at the table, and stops halfway down
        for (let y = 0; y <= room; y += 300) {
          list().scrollTop = y;
          await shown.settled();
        }
        list().scrollTop = Math.round(room / 2);
        await shown.settled();
        const seenBefore = topRow(list());
        assert.isTrue(seenBefore !== null, "a row is at the top of the scrolled list");
        const stateBefore = combat().engineState();
        await advance();
        // the next phase of the same pass: the rows keep their order (sr4 rule 2)
        assert.strictEqual(combat().engineState().pass, stateBefore.pass, "the advance stayed in the pass");
        const seenAfter = topRow(list());
        const acting = combat().engineState().currentId;
        assert.strictEqual(
          seenAfter?.id,
          seenBefore?.id,
          seenAfter?.id === acting
            ? "the same row is at the top after the redraw; core scrolled to the acting row instead (please report)"
            : "the same row is at the top after the redraw",
        );
        assert.isAtMost(
          Math.abs((seenAfter?.offset ?? 0) - (seenBefore?.offset ?? 0)),
          2,
          `the row stays where it was (${seenBefore?.offset} px, then ${seenAfter?.offset} px)`,
        );
      });
    }

    it("sr4 rule 2: phase after phase into the next pass, the tracker marks each one acting and shows the engine's pass", async () => {
      const { turn, pass } = combat().engineState();
      for (let i = 1; i <= MAX_ADVANCES; i += 1) {
        await advance();
        assertShowsEngine(`after advance ${i}`);
        const now = combat().engineState();
        if (now.pass !== pass || now.turn !== turn) return;
      }
      assert.fail(`the pass did not end within ${MAX_ADVANCES} advances`);
    });
  });
}
