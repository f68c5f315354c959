// What a fight batch needs from its world: real documents in a GM's Foundry (foundry-fixtures.ts) or the
// stand-in in `npm test` (test/quench/stand-in-fixtures.ts). Everything it makes is removed in tearDown.
import type { RulesetId } from "../engine";
import type { ShadowturnCombat } from "../foundry/combat/combat-document";

export interface QuenchFight {
  readonly combat: ShadowturnCombat;
  /** Combatant id by sample name. */
  readonly ids: Record<string, string>;
  /** Marks `boxes` boxes of physical damage on the named sample's actor, as a player or GM would. */
  wound(name: string, boxes: number): Promise<void>;
}

export interface FightFixtures {
  /** Picks the world's ruleset, makes temporary actors from the named samples and a combat holding them. */
  setUp(ruleset: RulesetId, samples: string[]): Promise<QuenchFight>;
  /** Lets work that hooks started (the active GM's mid-turn sync) run for a moment. */
  settle(): Promise<void>;
  /** Deletes what setUp made and puts the world's ruleset back. */
  tearDown(): Promise<void>;
}
