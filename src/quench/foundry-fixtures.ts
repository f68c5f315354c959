// The fight batches' world inside a real Foundry: temporary actors copied from the sample-combatants pack
// (`game.packs.get(id).getDocuments()`, as many v13 modules read packs), a temporary combat with no scene
// (`Combat.create({})` with combatants from actor ids, as v13 E2E suites build one), everything deleted
// afterwards (SR5 `src/unittests/utils.ts` deletes its test documents the same way), and the world's
// ruleset put back.
import type { RulesetId } from "../engine";
import type { ShadowturnCombat } from "../foundry/combat/combat-document";
import { SYSTEM_ID } from "../foundry/settings";
import type { FightFixtures, QuenchFight } from "./fixtures";

export const SAMPLE_PACK = `${SYSTEM_ID}.sample-combatants`;
/** Name prefix of everything a batch makes, so a GM can spot leftovers of an interrupted run. */
export const QUENCH_PREFIX = "[Shadowturn test]";

export function foundryFixtures(): FightFixtures {
  let actors: Actor[] = [];
  let combat: Combat | undefined;
  let rulesetBefore: unknown;

  return {
    async setUp(ruleset: RulesetId, samples: string[]): Promise<QuenchFight> {
      const pack = game.packs?.get(SAMPLE_PACK);
      if (!pack) throw new Error(`Shadowturn Quench: the compendium ${SAMPLE_PACK} is missing`);
      const docs = (await pack.getDocuments()).filter((d) => samples.includes(d.name));
      rulesetBefore = game.settings.get(SYSTEM_ID, "ruleset");
      await game.settings.set(SYSTEM_ID, "ruleset", ruleset);
      actors = await Actor.create(
        docs.map((d) => {
          const { _id: _drop, ...data } = d.toObject();
          return { ...data, name: `${QUENCH_PREFIX} ${d.name}` };
        }),
      );
      combat = await Combat.create({});
      if (!combat) throw new Error("Shadowturn Quench: the combat could not be created");
      const created = await combat.createEmbeddedDocuments(
        "Combatant",
        actors.map((a) => ({ actorId: a.id, name: a.name })),
      );
      const ids = Object.fromEntries(
        created.map((c) => [(c.name ?? "").slice(QUENCH_PREFIX.length + 1), c.id] as const),
      );
      const byName = (name: string) => actors.find((a) => a.name === `${QUENCH_PREFIX} ${name}`);
      return {
        combat: combat as ShadowturnCombat,
        ids,
        async wound(name, boxes) {
          const actor = byName(name);
          if (!actor) throw new Error(`Shadowturn Quench: no test actor ${name}`);
          const monitors = (actor.system as { monitors?: { physical?: number } }).monitors;
          await actor.update({ "system.monitors.physical": (monitors?.physical ?? 0) + boxes });
        },
      };
    },
    settle: () => new Promise((resolve) => setTimeout(resolve, 50)),
    async tearDown(): Promise<void> {
      await combat?.delete();
      if (actors.length > 0) await Actor.deleteDocuments(actors.map((a) => a.id));
      if (rulesetBefore !== undefined) await game.settings.set(SYSTEM_ID, "ruleset", rulesetBefore);
      actors = [];
      combat = undefined;
    },
  };
}
