// The rulesets that ship beside the system's own, each built as a module builds one (src/rulesets/<id>/,
// on the public API only): Foundry registers them from an init hook (src/shadowturn.ts), the simulator, the
// lab and the tests through the engine's registry here.
import { registeredRulesets, registerRuleset, type RulesetModule } from "../api/engine";
import { SR6_MODULE } from "./sr6";

export const SHIPPED_MODULES: readonly RulesetModule[] = [SR6_MODULE];

/** Registers every shipped module's ruleset with the engine (once; again is a no-op). */
export function registerShippedRulesets(): void {
  for (const m of SHIPPED_MODULES) {
    if (!registeredRulesets().includes(m.ruleset.id)) registerRuleset(m.ruleset);
  }
}
