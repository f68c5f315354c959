// The simulator plays every ruleset the system ships: its own and those built as modules (src/rulesets/),
// registered here as Foundry's init hook registers them.
import { registerShippedRulesets } from "../rulesets";

registerShippedRulesets();
