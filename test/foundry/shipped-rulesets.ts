// What the system's init does for the rulesets that ship beside it (src/rulesets, registered as modules are,
// through game.system.api.registerRuleset): their world settings, their choice in the ruleset setting and
// their tracker entry, on one stand-in client. The engine's registry is one for the whole process here (the
// stand-in's clients share it), so it is filled once, where each real client would fill its own.
import { registerRulesetUi } from "../../src/foundry/ruleset-ui";
import { addRulesetChoice, registerRulesetSettings } from "../../src/foundry/settings";
import { registerShippedRulesets, SHIPPED_MODULES } from "../../src/rulesets";

export function registerShippedOnClient(): void {
  registerShippedRulesets();
  for (const { ruleset, ui } of SHIPPED_MODULES) {
    registerRulesetUi(ruleset.id, ui);
    addRulesetChoice(ruleset.id);
    registerRulesetSettings(ruleset);
  }
}
