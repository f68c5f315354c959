// The fight batches' world in `npm test`: the stand-in, with the sample actors' real data models (as in
// test/foundry/actor/combat-contract.test.ts) and Shadowturn registered on every client. It does what
// src/quench/foundry-fixtures.ts does in a real Foundry, so the same batch bodies run in both.
import { createCombat, createWorld, onEveryClient, type StandInWorld } from "../stand-in";
import { prepareDocumentConfig, StandInActor } from "../stand-in/actors";
import { registerActorsAndItems } from "../../src/foundry/actor/register";
import {
  readyCombat,
  registerCombatDocuments,
  type ShadowturnCombat,
} from "../../src/foundry/combat/register";
import { registerSettings, SYSTEM_ID } from "../../src/foundry/settings";
import type { FightFixtures, QuenchFight } from "../../src/quench/fixtures";
import { loadSamples } from "../foundry/actor/render-support";

export interface StandInFixtures extends FightFixtures {
  /** The stand-in world of the running batch, for checks the stand-in alone can make. */
  world(): StandInWorld;
}

export function standInFixtures(): StandInFixtures {
  let world: StandInWorld | undefined;
  return {
    world: () => {
      if (!world) throw new Error("setUp has not run");
      return world;
    },
    async setUp(ruleset, samples): Promise<QuenchFight> {
      const w = createWorld();
      world = w;
      onEveryClient(w, () => {
        registerSettings();
        registerCombatDocuments();
        readyCombat();
      });
      prepareDocumentConfig();
      registerActorsAndItems();
      await game.settings.set(SYSTEM_ID, "ruleset", ruleset);
      const actors = loadSamples()
        .filter((s) => samples.includes(s.name))
        .map((s) => {
          const actor = new StandInActor({
            ...s,
            _id: s.id,
            items: s.items.map((i) => ({ ...i, _id: i.id })),
          });
          w.actors.set(actor as never);
          return actor;
        });
      const combat = (await createCombat(w)) as unknown as ShadowturnCombat;
      const created = await combat.createEmbeddedDocuments(
        "Combatant",
        actors.map((a) => ({ actorId: a.id, name: a.name })),
      );
      return {
        combat,
        ids: Object.fromEntries(created.map((c) => [c.name, c.id])),
        async wound(name, boxes) {
          const actor = actors.find((a) => a.name === name);
          if (!actor) throw new Error(`no sample ${name}`);
          const physical = (actor.system.monitors as { physical?: number } | undefined)?.physical ?? 0;
          await actor.update({ "system.monitors.physical": physical + boxes });
        },
      };
    },
    settle: () => world?.settle() ?? Promise.resolve(),
    async tearDown() {
      world = undefined;
    },
  };
}
