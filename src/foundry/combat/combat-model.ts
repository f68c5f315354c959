// The data model of a Combat's `system`: the combat-wide part of the engine's CombatState (the round is
// Foundry's own `round`) and the bounded history that going back restores. Registered as
// CONFIG.Combat.dataModels.base. The history is an object of keyed entries (history.ts); worlds that stored it
// as an array get it converted, entry for entry, when the combat is read (migrateData, as 5e migrates its
// models' source: FOUNDRY-API.md 5).
import { RULESET_IDS, type RulesetId, type TimedItem } from "../../engine";
import { getSetting } from "../settings";
import { historyFromArray, type History } from "./history";

const { ArrayField, NumberField, ObjectField, StringField } = foundry.data.fields;

/** `combat.system` as our layer reads it. */
export interface CombatSystemData {
  /** The ruleset this combat plays; taken from the world setting when the combat starts. */
  ruleset: RulesetId;
  pass: number;
  currentId: string | null;
  actedOrder: string[];
  timedItems: TimedItem[];
  /** What each advance changed, as it was before, by key (history.ts). */
  history: History;
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
      history: new ObjectField(),
    };
  }

  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    if (Array.isArray(source.history)) source.history = historyFromArray(source.history);
    return super.migrateData(source);
  }
}
