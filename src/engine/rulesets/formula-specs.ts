// How each ruleset builds its initiative formula, as data: initiative/formula.ts holds the one formula code
// and reads the spec by ruleset id. A module's ruleset adds its spec through registerRuleset (./index.ts).
// This is a registry of its own, below the rulesets, so the formula code never imports a ruleset.
import { RuleError } from "../errors";
import type { BuiltinRulesetId, RulesetId } from "../types";

/**
 * The SR family: attribute part + d6. `roll: "hits"` counts hits and gives 1-4 passes (sr4: Response in the
 * Matrix, +1 for hot sim, Edge dice); `"sum"` adds the dice up (sr5: Data Processing, Blitz to 5d6).
 * `bonusActions`: items and modes grant bonus Simple actions (bonus-actions rules 4-5). The d20 family:
 * d20 + DEX modifier, advantage from features.
 */
/** The families: what an action item names as its "ruleset", and what a ruleset's spec says it plays. */
export const RULESET_FAMILIES = ["sr", "d20"] as const;

export type FormulaSpec =
  | { readonly family: "sr"; readonly roll: "hits" | "sum"; readonly bonusActions: boolean }
  | { readonly family: "d20" };

export const FORMULA_SPECS = {
  sr4: { family: "sr", roll: "hits", bonusActions: false },
  sr5: { family: "sr", roll: "sum", bonusActions: false },
  "bonus-actions": { family: "sr", roll: "sum", bonusActions: true },
  d20: { family: "d20" },
} as const satisfies Record<BuiltinRulesetId, FormulaSpec>;

const specs = new Map<RulesetId, FormulaSpec>(Object.entries(FORMULA_SPECS));

/** The formula spec of a ruleset; RuleError "unknown-ruleset" when none is registered. */
export function formulaSpec(ruleset: RulesetId): FormulaSpec {
  const spec = specs.get(ruleset);
  if (!spec) throw new RuleError("unknown-ruleset", `ruleset ${ruleset} is not available`, { ruleset });
  return spec;
}

/** A module's ruleset brings its spec (registerRuleset calls this). */
export function registerFormulaSpec(ruleset: RulesetId, spec: FormulaSpec): void {
  specs.set(ruleset, spec);
}

/** The family a ruleset plays (FormulaSpec.family): "sr" or "d20". */
export function rulesetFamily(ruleset: RulesetId): FormulaSpec["family"] {
  return formulaSpec(ruleset).family;
}
