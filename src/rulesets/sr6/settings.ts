// sr6's own settings (docs/rules.md sr6 rules 2 and 8), each a world setting with a name and hint in en and de,
// settable in a scenario's settings by its key.
import { rulesetSetting, type CombatState, type RulesetSetting } from "../../api/engine";

export const SR6_ID = "sr6";

/** Rule 2: everyone rolls once when the fight starts (off), or anew every round (on). */
export const REROLL_EACH_ROUND = "rerollEachRound";
/** Rule 8: wounds do not lower the score (off), or lower it as in sr5 rule 4 (on). */
export const WOUNDS_LOWER_INITIATIVE = "woundsLowerInitiative";

const key = (name: string, part: "Name" | "Hint") => `SHADOWTURN.Sr6.Settings.${name}.${part}`;

export const SR6_SETTINGS: readonly RulesetSetting[] = [
  {
    key: REROLL_EACH_ROUND,
    default: false,
    nameKey: key(REROLL_EACH_ROUND, "Name"),
    hintKey: key(REROLL_EACH_ROUND, "Hint"),
  },
  {
    key: WOUNDS_LOWER_INITIATIVE,
    default: false,
    nameKey: key(WOUNDS_LOWER_INITIATIVE, "Name"),
    hintKey: key(WOUNDS_LOWER_INITIATIVE, "Hint"),
  },
];

/** Whether one of sr6's own boolean settings is on in this combat. */
export function settingOn(state: Pick<CombatState, "settings">, name: string): boolean {
  return rulesetSetting({ id: SR6_ID, settings: SR6_SETTINGS }, state.settings, name) === true;
}
