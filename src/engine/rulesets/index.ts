// The registry of rulesets: the four built-in ones, and any a module registers (registerRuleset, reached from
// Foundry through game.system.api; docs/write-a-ruleset.md).
import { RuleError } from "../errors";
import type { RulesetId } from "../types";
import { bonusActions } from "./bonus-actions";
import { d20 } from "./d20";
import { registerFormulaSpec } from "./formula-specs";
import { checkTurnEvents } from "./turn-events";
import type { Ruleset } from "./ruleset";
import { sr4 } from "./sr4";
import { sr5 } from "./sr5";

const RULESETS = new Map<RulesetId, Ruleset>([
  ["sr4", sr4],
  ["sr5", sr5],
  ["bonus-actions", bonusActions],
  ["d20", d20],
]);

/** The ruleset with this id; RuleError "unknown-ruleset" when it is not (yet) registered. */
export function getRuleset(id: RulesetId): Ruleset {
  const ruleset = RULESETS.get(id);
  if (!ruleset)
    throw new RuleError("unknown-ruleset", `ruleset ${String(id)} is not available`, { ruleset: id });
  return ruleset;
}

/** The ids that getRuleset knows: the built-in ones in RULESET_IDS order, then the registered ones. */
export function registeredRulesets(): RulesetId[] {
  return [...RULESETS.keys()];
}

/**
 * Adds a ruleset (a module's). Its id must be new: a built-in ruleset is never replaced, so a fight stored
 * with a built-in id always plays by the rules shipped with the system.
 */
export function registerRuleset(ruleset: Ruleset): void {
  if (RULESETS.has(ruleset.id) && RULESETS.get(ruleset.id) !== ruleset)
    throw new RuleError("ruleset-taken", `ruleset ${ruleset.id} is already registered`, {
      ruleset: ruleset.id,
    });
  checkTurnEvents(ruleset.id, ruleset.turnEvents);
  registerFormulaSpec(ruleset.id, ruleset.formula);
  RULESETS.set(ruleset.id, ruleset);
}
