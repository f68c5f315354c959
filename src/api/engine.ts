// The engine as a module sees it: the building blocks a ruleset is made of, the one registry and the one
// RuleError. A ruleset in its own folder (src/rulesets/sr6, a module's) imports from here and nowhere else.
// A plain list of re-exports: what a ruleset needs is added here, for every module.
export * from "../engine";
export { copyWith, findCombatant, withCombatant } from "../engine/combatants";
export { scoreKey } from "../engine/tiebreak";
export { augmentedReaction, unsupported } from "../engine/rulesets/sr-shared";
export type { RulesetModule, ShadowturnApi } from "../foundry/api";
export type { RulesetUi, OfferedCommand } from "../foundry/ruleset-ui";
