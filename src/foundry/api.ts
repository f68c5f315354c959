// The system's public API for modules, on game.system.api (dnd5e merges its API onto game.system at init:
// `game.dnd5e = Object.assign(game.system, {...})`). A module adds a ruleset from its own init hook, which
// runs after the system's: docs/write-a-ruleset.md walks through it.
import { registerRuleset, type Ruleset } from "../engine";
import { registerRulesetUi, type RulesetUi } from "./ruleset-ui";
import { addRulesetChoice, registerRulesetSettings } from "./settings";

/** What a module hands over: the engine's strategy object and the tracker's entry for it. */
export interface RulesetModule {
  ruleset: Ruleset;
  ui: RulesetUi;
}

/**
 * Registers a module's ruleset everywhere the system looks: the engine's registry (and its formula), the
 * Foundry layer's UI table and the choices of the world's ruleset setting. Its words come from the module's
 * own language files (the keys are listed in docs/write-a-ruleset.md). Throws RuleError "ruleset-taken" for
 * an id already in use.
 */
export function registerRulesetModule({ ruleset, ui }: RulesetModule): void {
  registerRulesetUi(ruleset.id, ui);
  registerRuleset(ruleset);
  addRulesetChoice(ruleset.id);
  registerRulesetSettings(ruleset);
}

/** game.system.api. */
export const SHADOWTURN_API = { registerRuleset: registerRulesetModule } as const;
export type ShadowturnApi = typeof SHADOWTURN_API;
