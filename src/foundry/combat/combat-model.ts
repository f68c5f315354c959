// The data model of a Combat's `system`: the engine's CombatState but the round (Foundry's own `round`),
// each combatant's engine state by combatant id (engine-state-fields.ts), and the bounded history that going
// back restores. Only a GM may write a Combat's `system` (test/stand-in/EVIDENCE.md), so this is the one place
// engine state is kept: the active GM's client writes all of it. Registered as CONFIG.Combat.dataModels.base.
// The history is an object of keyed entries (history.ts); worlds that stored it as an array get it converted,
// entry for entry, when the combat is read (migrateData, as 5e migrates its models' source: FOUNDRY-API.md 5);
// so are the flags stored flat before the ruleset groups.
import { registeredRulesets, type CombatantGroup, type RulesetId, type TimedItem } from "../../engine";
import { getSetting } from "../settings";
import { combatantStateField, type StoredCombatant } from "./engine-state-fields";
import { historyFromArray, type History } from "./history";
import { nestCombatantFlags } from "./stored-flags";

const { ArrayField, NumberField, ObjectField, StringField, TypedObjectField } = foundry.data.fields;

/** `combat.system` as our layer reads it. */
export interface CombatSystemData {
  /** The ruleset this combat plays; taken from the world setting when the combat starts. */
  ruleset: RulesetId;
  pass: number;
  currentId: string | null;
  actedOrder: string[];
  timedItems: TimedItem[];
  /** Groups that roll once (rules "Scores set by hand", rule 3); absent in combats from before them. */
  groups?: CombatantGroup[];
  /** Each combatant's engine state, by combatant id; a combatant the engine has not taken in has none. */
  combatants: Record<string, StoredCombatant>;
  /** What each advance changed, as it was before, by key (history.ts). */
  history: History;
  /**
   * Rolls owners made for the next turn (rules "Scores set by hand, and who rolls", rule 2), checked by the
   * GM's client, by combatant id; taken by the next turn's start and cleared with it. Absent in older combats.
   */
  nextRolls?: Record<string, unknown>;
}

export class CombatModel extends foundry.abstract.TypeDataModel {
  static override defineSchema() {
    return {
      ruleset: new StringField({
        required: true,
        // a function, so a ruleset a module registers after this schema is built is a valid choice
        choices: () => registeredRulesets(),
        initial: () => getSetting("ruleset"),
      }),
      pass: new NumberField({ required: true, integer: true, min: 1, initial: 1 }),
      currentId: new StringField({ nullable: true, initial: null }),
      actedOrder: new ArrayField(new StringField()),
      timedItems: new ArrayField(new ObjectField()),
      groups: new ArrayField(new ObjectField()),
      combatants: new TypedObjectField(combatantStateField()),
      history: new ObjectField(),
      nextRolls: new ObjectField(),
    };
  }

  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    if (Array.isArray(source.history)) source.history = historyFromArray(source.history);
    nestCombatantFlags(source.combatants);
    return super.migrateData(source);
  }
}
