// The system's public API for modules, on game.system.api (dnd5e merges its API onto game.system at init:
// `game.dnd5e = Object.assign(game.system, {...})`). A module adds a ruleset from its own init hook, which
// runs after the system's, and builds it from `engine`, the system's own engine (src/api/engine.ts):
// docs/write-a-ruleset.md walks through it.
import { engine, registerRuleset, type RulesetModule, type ShadowturnApi } from "../api/engine";
import { registerRulesetUi } from "./ruleset-ui";
import { addRulesetChoice } from "./settings";

export type { RulesetModule } from "../api/engine";

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
}

/** game.system.api: registerRuleset, and the engine a module's ruleset is built from. */
export const SHADOWTURN_API: ShadowturnApi = Object.freeze({
  registerRuleset: registerRulesetModule,
  engine,
});
