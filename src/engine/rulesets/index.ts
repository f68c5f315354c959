// The registry of rulesets: a plain map so each ruleset adds its own line when it is ready.
import { RuleError } from "../errors";
import { RULESET_IDS, type RulesetId } from "../types";
import { bonusActions } from "./bonus-actions";
import { d20 } from "./d20";
import type { Ruleset } from "./ruleset";
import { sr4 } from "./sr4";
import { sr5 } from "./sr5";

const RULESETS: Partial<Record<RulesetId, Ruleset>> = {
  sr4,
  sr5,
  "bonus-actions": bonusActions,
  d20,
};

/** The ruleset with this id; RuleError "unknown-ruleset" when it is not (yet) registered. */
export function getRuleset(id: RulesetId): Ruleset {
  const ruleset = RULESETS[id];
  if (!ruleset)
    throw new RuleError("unknown-ruleset", `ruleset ${String(id)} is not available`, { ruleset: id });
  return ruleset;
}

/** The ids that getRuleset knows, in RULESET_IDS order. */
export function registeredRulesets(): RulesetId[] {
  return RULESET_IDS.filter((id) => RULESETS[id] !== undefined);
}
