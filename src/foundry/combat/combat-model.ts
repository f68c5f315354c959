// The data model of a Combat's `system`: the combat-wide part of the engine's CombatState (the round is
// Foundry's own `round`) and the bounded history that going back restores. Registered as
// CONFIG.Combat.dataModels.base.
import { RULESET_IDS, type RulesetId, type TimedItem } from "../../engine";
import { getSetting } from "../settings";
import type { Snapshot } from "./history";

const { ArrayField, NumberField, ObjectField, StringField } = foundry.data.fields;

/** `combat.system` as our layer reads it. */
export interface CombatSystemData {
  /** The ruleset this combat plays; taken from the world setting when the combat starts. */
  ruleset: RulesetId;
  pass: number;
  currentId: string | null;
  actedOrder: string[];
  timedItems: TimedItem[];
  /** The states before each advance, newest last (history.ts). */
  history: Snapshot[];
}

export class CombatModel extends foundry.abstract.TypeDataModel {
  static override defineSchema() {
    return {
      ruleset: new StringField({
        required: true,
        choices: RULESET_IDS,
        initial: () => getSetting("ruleset"),
      }),
      pass: new NumberField({ required: true, integer: true, min: 1, initial: 1 }),
      currentId: new StringField({ nullable: true, initial: null }),
      actedOrder: new ArrayField(new StringField()),
      timedItems: new ArrayField(new ObjectField()),
      history: new ArrayField(new ObjectField()),
    };
  }
}
