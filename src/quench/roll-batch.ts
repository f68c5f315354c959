// Who rolls initiative (rules "Scores set by hand, and who rolls", rule 2) against real documents, before an
// sr5 fight starts: dice rolled at the table entered for a combatant, a face the die does not have refused,
// a roll request written on a combatant as a player's client writes it (checked by the active GM's client,
// or refused where the GM rolls for everyone), a Combatant's own `initiative` never taken as a score, and the
// GM's "roll the rest" in one write; once the fight runs, a roll for the next turn; in bonus-actions, the bonus
// category picked with the roll. The same body runs in `npm test` over the stand-in.
import { declaredRollOptions, initiativeFormula, type BonusCategory, type CombatantState } from "../engine";
import type { ShadowturnCombat } from "../foundry/combat/combat-document";
import { getSetting, SYSTEM_ID } from "../foundry/settings";
import type { FightFixtures, QuenchFight } from "./fixtures";
import { FIGHTERS } from "./fight-batch";
import { countWrites } from "./count-writes";
import { waitFor } from "./wait-for";

const RULESET = "sr5";

export function rollBatch(context: ShadowturnQuenchContext, fixtures: FightFixtures): void {
  const { describe, it, before, after, assert } = context;
  describe(`Shadowturn: who rolls initiative (${RULESET})`, function () {
    this?.timeout?.(60_000);
    let fight: QuenchFight;
    let whoRolls: string;
    const combat = (): ShadowturnCombat => fight.combat;
    const idOf = (n: number) => () => fight.ids[FIGHTERS[RULESET][n] as string] as string;
    const [first, second, third] = [idOf(0), idOf(1), idOf(2)];
    const engineOf = (id: string): CombatantState => {
      const c = combat()
        .engineState()
        .combatants.find((x) => x.id === id);
      if (!c) throw new Error(`Shadowturn Quench: no combatant ${id}`);
      return c;
    };
    /** As many dice showing `face` as the combatant's formula takes now. */
    const dice = (id: string, face: number): number[] => {
      const c = engineOf(id);
      const f = initiativeFormula(RULESET, c.input, declaredRollOptions(c));
      return Array.from({ length: f.dice }, () => face);
    };
    const request = (faces: number[]) =>
      JSON.stringify({
        id: foundry.utils.randomID(),
        action: "roll",
        roll: { faces, declare: [] },
        turn: 0,
        pass: 1,
        currentId: null,
      });

    before(async () => {
      whoRolls = getSetting("whoRolls");
      fight = await fixtures.setUp(RULESET, FIGHTERS[RULESET]);
    });
    after(async () => {
      await game.settings.set(SYSTEM_ID, "whoRolls", whoRolls);
      await fixtures.tearDown();
    });

    it("rules scores 2: dice rolled at the table, entered for a combatant, are its roll and score, in one Combat write", async () => {
      const id = first();
      const faces = dice(id, 4);
      const writes = await countWrites(combat(), () => combat().requestRoll(id, { faces }));
      await fixtures.settle();
      assert.strictEqual(writes, 1, "one write");
      assert.deepEqual(engineOf(id).roll?.dice, faces, "the dice entered");
      assert.strictEqual(
        combat().combatants.get(id)?.initiative,
        engineOf(id).score,
        "the row shows the score",
      );
    });

    it("rules scores 2: a 7 on a d6 is refused and nothing is written; the combatant stays unrolled", async () => {
      const id = second();
      const faces = dice(id, 7);
      const writes = await countWrites(combat(), () => combat().requestRoll(id, { faces }));
      assert.strictEqual(writes, 0);
      assert.strictEqual(engineOf(id).score, null);
    });

    it("rules scores 2: with whoRolls 'gm' a roll request written on the combatant is refused; with 'owners' the active GM's client keeps it", async () => {
      const id = second();
      const c = combat().combatants.get(id)!;
      await game.settings.set(SYSTEM_ID, "whoRolls", "gm");
      await c.update({ system: { request: request(dice(id, 3)) } });
      const refused = await waitFor(fixtures, () => /GmRolls/.test(String(c.system.refusal)));
      assert.isTrue(refused, "the GM's client wrote the refusal back");
      assert.strictEqual(engineOf(id).score, null);
      await game.settings.set(SYSTEM_ID, "whoRolls", "owners");
      await c.update({ system: { request: request(dice(id, 3)) } });
      assert.isTrue(await waitFor(fixtures, () => engineOf(id).score !== null), "the roll is kept");
      assert.deepEqual(engineOf(id).roll?.dice, dice(id, 3));
      assert.strictEqual(c.system.request, null, "the request is answered");
    });

    it("rules scores 2: a Combatant's own `initiative`, written before the start, is no score", async () => {
      const id = third();
      await combat().combatants.get(id)!.update({ initiative: 60 });
      await fixtures.settle();
      assert.strictEqual(engineOf(id).score, null);
    });

    it("rules scores 2: the GM's roll the rest gives every unrolled combatant a score in one Combat write; kept rolls stay", async () => {
      const kept = engineOf(first()).score;
      const writes = await countWrites(combat(), () => combat().rollAll());
      await fixtures.settle();
      assert.strictEqual(writes, 1);
      for (const id of [first(), second(), third()]) assert.notStrictEqual(engineOf(id).score, null);
      assert.strictEqual(engineOf(first()).score, kept);
      const mirrored = combat().combatants.contents.map((c) => c.initiative);
      assert.deepEqual(
        mirrored,
        combat().combatants.contents.map((c) => engineOf(c.id).score),
      );
    });

    it("rules scores 2: once the fight runs, a roll request for the next turn is kept on the Combat and the next turn takes it", async () => {
      await game.settings.set(SYSTEM_ID, "whoRolls", "owners");
      await combat().startCombat();
      await fixtures.settle();
      const id = second();
      const faces = dice(id, 2);
      const c = combat().combatants.get(id)!;
      const state = combat().engineState();
      const body = JSON.parse(request(faces)) as Record<string, unknown>;
      const ask = { ...body, turn: state.turn, pass: state.pass, currentId: state.currentId };
      await c.update({ system: { request: JSON.stringify(ask) } });
      const nextRolls = () => (combat().system as { nextRolls?: Record<string, unknown> }).nextRolls ?? {};
      assert.isTrue(await waitFor(fixtures, () => id in nextRolls()), "kept for the next turn");
      for (let i = 0; i < 40 && combat().round === 1; i += 1) {
        await combat().nextTurn();
        await fixtures.settle();
      }
      assert.strictEqual(combat().round, 2, "the next turn began");
      assert.deepEqual(engineOf(id).roll?.dice, faces, "it took the dice entered");
      assert.deepEqual(Object.keys(nextRolls()), [], "and cleared the kept rolls");
    });
  });

  describe("Shadowturn: the bonus category picked with the roll (bonus-actions)", function () {
    this?.timeout?.(60_000);
    let fight: QuenchFight;
    before(async () => {
      fight = await fixtures.setUp("bonus-actions", ["Ravenna", "Bob"]);
    });
    after(async () => {
      await fixtures.tearDown();
    });

    it("bonus-actions rule 5 with rules scores 2: a Matrix pick Ravenna is not eligible for is refused and nothing is written; her physical pick is kept with her dice in one Combat write", async () => {
      const combat = fight.combat;
      const id = fight.ids.Ravenna as string;
      const ravenna = () => combat.engineState().combatants.find((x) => x.id === id);
      // Ravenna: physical (Increase Reflexes I) or magic (initiate grade 2); her sheet picks magic
      const input = ravenna()?.input;
      if (!input) throw new Error("Shadowturn Quench: no Ravenna in the fight");
      const faces = Array.from({ length: initiativeFormula("bonus-actions", input).dice }, () => 3);
      const pick = (category: BonusCategory) => ({
        faces,
        declare: [{ type: "choose-bonus-category" as const, combatantId: id, category }],
      });
      const refused = await countWrites(combat, () => combat.requestRoll(id, pick("matrix")));
      assert.strictEqual(refused, 0, "nothing written for a category she does not have");
      assert.strictEqual(ravenna()?.score, null);
      const writes = await countWrites(combat, () => combat.requestRoll(id, pick("physical")));
      await fixtures.settle();
      assert.strictEqual(writes, 1, "one write");
      assert.strictEqual(ravenna()?.bonusChoice, "physical", "the pick is kept");
      assert.deepEqual(ravenna()?.roll?.dice, faces, "with the dice entered");
    });
  });
}
