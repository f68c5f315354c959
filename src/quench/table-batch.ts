// At the table: what core's own controls and a player's view do reach the engine in a real Foundry (the
// points of docs/foundry-layer.md "At the table"). Defeated set by core's skull, by the token HUD's Dead (the
// actor's status alone) and on the combatant by a module, core's turn events across a pass boundary, a
// player's view without NPC values, and a group folded, disbanded and brought back. The same body runs in `npm test` over the stand-in.
import type { FightFixtures, QuenchFight } from "./fixtures";
import { FIGHTERS } from "./fight-batch";
import { trackerView } from "../foundry/tracker/tracker-view";
import { disbandCommands } from "../foundry/tracker/group-edit";
import { groupsOf, type Command } from "../engine";
import { countWrites } from "./count-writes";
import { waitFor } from "./wait-for";

/** sr4: three passes for Alice's wired reflexes, so pass boundaries come up (rules sr4 rule 2). */
const RULESET = "sr4";

type Skull = { _onToggleDefeatedStatus?(c: Combatant): Promise<void> };

export function tableBatch(context: ShadowturnQuenchContext, fixtures: FightFixtures): void {
  const { describe, it, before, after, assert } = context;
  describe(`Shadowturn: at the table (${RULESET})`, function () {
    this?.timeout?.(60_000);
    let fight: QuenchFight;
    const combat = () => fight.combat;
    const flagOf = (id: string) =>
      combat()
        .engineState()
        .combatants.find((c) => c.id === id)?.flags.defeated;

    /** The tracker as the GM or a player who owns nobody sees it, with `folded` groups folded. */
    const viewOf = (isGM: boolean, folded?: ReadonlySet<string>) => {
      const state = combat().engineState();
      const rows = combat().phaseRows(state);
      const viewer = { isGM, ownedIds: new Set<string>() };
      return trackerView({ state, rows, viewer, budgetVisibility: "all", ...(folded ? { folded } : {}) });
    };

    before(async () => {
      fight = await fixtures.setUp(RULESET, FIGHTERS[RULESET]);
      await combat().startCombat();
      await fixtures.settle();
    });
    after(() => fixtures.tearDown());

    it("core's skull marks a waiting combatant defeated in the engine too, and again brings it back", async () => {
      const id = combat()
        .phaseRows()
        .filter((r) => r.hasPhase && !r.current)
        .at(-1)!.combatantId;
      const c = combat().combatants.get(id)!;
      const skull = async () => {
        const tracker = (ui as unknown as { combat?: Skull }).combat;
        if (tracker?._onToggleDefeatedStatus) await tracker._onToggleDefeatedStatus(c);
        else await c.update({ defeated: !c.isDefeated });
        await fixtures.settle();
      };
      await skull();
      assert.strictEqual(flagOf(id), true, "the engine's flag follows the skull");
      assert.strictEqual(c.isDefeated, true, "core shows the skull");
      await skull();
      assert.strictEqual(flagOf(id), false, "the skull again clears it");
    });

    it("sr4 rule 2: the token HUD's Dead (the actor's status alone) takes a waiting combatant's phases, going back gives them back and takes the status off", async () => {
      const id = combat()
        .phaseRows()
        .filter((r) => r.hasPhase && !r.current)
        .at(-1)!.combatantId;
      const c = combat().combatants.get(id)!;
      const statusId = CONFIG.specialStatusEffects?.DEFEATED ?? "dead";
      const dead = () => c.actor?.statuses?.has(statusId);
      // what the token HUD's Dead button does: the actor's status, nothing on the combatant
      await c.actor?.toggleStatusEffect?.(statusId, { active: true, overlay: true });
      assert.strictEqual(await waitFor(fixtures, () => flagOf(id) === true), true, "the engine follows");
      const row = () =>
        combat()
          .phaseRows()
          .find((r) => r.combatantId === id);
      assert.strictEqual(row()?.hasPhase, false, "no phase left");
      assert.strictEqual(c.defeated, true, "core's own defeated follows");
      await combat().previousTurn();
      assert.strictEqual(await waitFor(fixtures, () => dead() === false), true, "going back takes it off");
      assert.strictEqual(flagOf(id), false, "and the combatant is back");
      assert.strictEqual(c.isDefeated, false, "core's skull is off");
    });

    it("a combatant's own `defeated` written by a module reaches the engine", async () => {
      const id = combat()
        .phaseRows()
        .filter((r) => r.hasPhase && !r.current)
        .at(-1)!.combatantId;
      await combat().combatants.get(id)!.update({ defeated: true });
      await fixtures.settle();
      assert.strictEqual(flagOf(id), true);
      await combat().combatants.get(id)!.update({ defeated: false });
      await fixtures.settle();
      assert.strictEqual(flagOf(id), false);
    });

    it("sr4 rule 2: the last phase of a pass ends for core's turn events too (effects ending at turn end expire)", async () => {
      const ended: string[] = [];
      const doc = combat() as unknown as { _onEndTurn(c: Combatant, ctx: object): Promise<void> };
      const core = doc._onEndTurn.bind(doc);
      doc._onEndTurn = async (c, ctx) => {
        ended.push(c.id);
        await core(c, ctx);
      };
      try {
        const pass = combat().engineState().pass;
        let last = combat().engineState().currentId;
        for (let i = 0; i < 20 && combat().engineState().pass === pass; i += 1) {
          last = combat().engineState().currentId;
          await combat().nextTurn();
          await fixtures.settle();
        }
        assert.notStrictEqual(combat().engineState().pass, pass, "a new pass began");
        assert.strictEqual(
          last !== null && ended.includes(last),
          true,
          "the last phase of the pass ended for core's events",
        );
      } finally {
        delete (doc as { _onEndTurn?: unknown })._onEndTurn;
      }
    });

    it("sr4 rule 3: a player who owns nobody reads no NPC's values in the why-this-order lines", () => {
      const view = viewOf(false);
      const values = view.rows.flatMap((r) => r.why).filter((w) => w.a !== "" || w.b !== "");
      assert.deepEqual(values, [], "no line carries values");
    });

    it("rules 'scores set by hand' 3: two combatants grouped in one write fold into one header row; disbanding is one write and going back brings the group back", async () => {
      const waiting = combat()
        .phaseRows()
        .filter((r) => !r.current)
        .slice(0, 2)
        .map((r) => r.combatantId);
      const cmds: Command[] = waiting.map((combatantId) => ({
        type: "group",
        combatantId,
        groupId: "quench",
      }));
      const made = await countWrites(combat(), () => combat().runCommands(cmds));
      await fixtures.settle();
      assert.strictEqual(made, 1, "making the group is one write");
      const view = viewOf(true, new Set(["quench"]));
      const heads = view.rows.flatMap((r) => (r.groupHead ? [r.groupHead] : []));
      assert.strictEqual(heads.length, 1, "one header row");
      assert.strictEqual(heads[0]?.count, 2, "it counts both members");
      const leader = view.rows.find((r) => r.id === waiting[0]);
      assert.strictEqual(leader?.folded, true, "the one rolling is folded under it");
      const gone = await countWrites(combat(), () =>
        combat().runCommands(disbandCommands(combat().engineState(), "quench")),
      );
      await fixtures.settle();
      assert.strictEqual(gone, 1, "disbanding is one write");
      assert.deepEqual(groupsOf(combat().engineState()), [], "no group left");
      await combat().previousTurn();
      await fixtures.settle();
      assert.deepEqual(groupsOf(combat().engineState())[0]?.memberIds, waiting, "going back brings it back");
      await combat().runCommands(disbandCommands(combat().engineState(), "quench"));
      await fixtures.settle();
    });
  });
}
