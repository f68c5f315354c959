// The actor sheets as a GM opens them in a real Foundry: every sample combatant's sheet is Shadowturn's and
// its formula line is the world's ruleset's formula for that actor (rules: "Initiative formulas", sr4 rule 1,
// sr5 rule 1, bonus-actions rule 1, d20 rule 1); switching the world's ruleset redraws an open sheet with the
// new formula. The same body runs in `npm test` over the stand-in. The formula's content is checked against
// the rules by the engine's own tests; here the question is whether a real Foundry shows it.
import { RULESET_IDS, type RulesetId } from "../engine";
import type { ShadowturnCombat } from "../foundry/combat/combat-document";
import { localize } from "../foundry/actor/localize";
import { actorLike } from "../foundry/actor/actor-like";
import { buildActorSheetContext } from "../foundry/actor/sheet-context";
import { SYSTEM_ID } from "../foundry/settings";
import { FIGHTERS } from "./fight-batch";
import type { FightFixtures, QuenchFight } from "./fixtures";
import { median } from "../median";
import { waitFor } from "./wait-for";

const RULE: Record<RulesetId, string> = {
  sr4: "sr4 rule 1",
  sr5: "sr5 rule 1",
  "bonus-actions": "bonus-actions rule 1",
  d20: "d20 rule 1",
};

/** The formula line as the sheet shows it: its parts' text, one space between. */
function formulaShown(sheet: HTMLElement): string {
  return (sheet.querySelector("[data-formula]")?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** The formula line the layer makes for the named combatant's actor under `ruleset`. */
function formulaOf(combat: ShadowturnCombat, id: string, ruleset: RulesetId): string {
  const actor = combat.combatants.get(id)?.actor;
  if (!actor) throw new Error(`Shadowturn Quench: combatant ${id} has no actor`);
  const { parts } = buildActorSheetContext(actorLike(actor), ruleset, localize).initiative;
  return parts.map((p) => `${p.sign}${p.text}`).join(" ");
}

export function sheetBatch(context: ShadowturnQuenchContext, fixtures: FightFixtures): void {
  const { describe, it, before, after, assert } = context;
  describe("Shadowturn: the actor sheets of the sample combatants", function () {
    // Three actors made, opened and deleted per ruleset.
    this?.timeout?.(120_000);
    const times: number[] = [];
    after(() => {
      if (times.length === 0) return;
      console.info(
        `Shadowturn | actor sheet: drawn ${median(times).toFixed(0)} ms after it was asked for (median of ${times.length})`,
      );
    });

    for (const ruleset of RULESET_IDS) {
      describe(`with the world on ${ruleset}`, function () {
        let fight: QuenchFight;
        before(async () => {
          fight = await fixtures.setUp(ruleset, FIGHTERS[ruleset]);
        });
        after(async () => {
          await fixtures.tearDown();
        });

        it(`${RULE[ruleset]}: each sample's sheet is Shadowturn's and shows the ${ruleset} formula of that actor`, async () => {
          for (const name of FIGHTERS[ruleset]) {
            const shown = await fight.showSheet(name);
            times.push(shown.ms);
            try {
              assert.isTrue(shown.element().classList.contains("shadowturn"), `${name}: Shadowturn's sheet`);
              const expected = formulaOf(fight.combat, fight.ids[name]!, ruleset);
              assert.isTrue(expected.length > 0, `${name} has a formula for ${ruleset}`);
              assert.strictEqual(formulaShown(shown.element()), expected, `${name}'s formula line`);
            } finally {
              await shown.close();
            }
          }
        });
      });
    }

    describe("switching the world's ruleset", function () {
      // from a ruleset that sums its dice to one that counts hits: the two formulas differ
      const from: RulesetId = "sr5";
      const to: RulesetId = "sr4";
      let fight: QuenchFight;
      before(async () => {
        fight = await fixtures.setUp(from, ["Alice"]);
      });
      after(async () => {
        await fixtures.tearDown();
      });

      it("sr4 rule 1, sr5 rule 1: an open sheet is drawn again with the new ruleset's formula", async () => {
        const shown = await fight.showSheet("Alice");
        try {
          const id = fight.ids.Alice!;
          assert.strictEqual(
            formulaShown(shown.element()),
            formulaOf(fight.combat, id, from),
            `${from} first`,
          );
          const sr4 = formulaOf(fight.combat, id, to);
          assert.notStrictEqual(sr4, formulaOf(fight.combat, id, from), "the two formulas differ");
          await game.settings.set(SYSTEM_ID, "ruleset", to);
          const redrawn = await waitFor(fixtures, () => formulaShown(shown.element()) === sr4);
          assert.isTrue(
            redrawn,
            `the open sheet shows the sr4 formula; it shows "${formulaShown(shown.element())}"`,
          );
        } finally {
          await shown.close();
        }
      });
    });
  });
}
