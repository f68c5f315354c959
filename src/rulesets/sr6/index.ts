// sr6 as a module hands it over: the engine's ruleset and the tracker's entry, for
// game.system.api.registerRuleset (./register.ts) or, outside Foundry, the engine's registerRuleset.
import type { RulesetModule } from "../../api/engine";
import { sr6 } from "./ruleset";
import { SR6_UI } from "./ui";

export { sr6 } from "./ruleset";
export { SR6_ID } from "./settings";

export const SR6_MODULE: RulesetModule = { ruleset: sr6, ui: SR6_UI };
