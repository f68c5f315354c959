// How each ruleset builds its initiative formula, as data: initiative/formula.ts holds the one formula code
// and reads the spec by ruleset id. A module's ruleset adds its spec through registerRuleset (./index.ts).
// This is a registry of its own, below the rulesets, so the formula code never imports a ruleset.
import { RuleError } from "../errors";
import type { BuiltinRulesetId, CombatantKind, InitiativeMode, RulesetId } from "../types";

/**
 * The SR family: attribute part + d6. `roll: "hits"` counts hits and gives 1-4 passes (sr4: Response in the
 * Matrix, +1 for hot sim, Edge dice); `"sum"` adds the dice up (sr5: Data Processing, Blitz to 5d6).
 * `bonusActions`: items and modes grant bonus Simple actions (bonus-actions rules 4-5). The d20 family:
 * d20 + DEX modifier, advantage from features.
 */
/** The families: what an action item names as its "ruleset", and what a ruleset's spec says it plays. */
export const RULESET_FAMILIES = ["sr", "d20"] as const;

export type FormulaSpec =
  | {
      readonly family: "sr";
      readonly roll: "hits" | "sum";
      readonly bonusActions: boolean;
      /** A summed roll's own table (sr6); absent: the shipped one (rules "Initiative formulas"). */
      readonly tables?: SumTables;
    }
  | { readonly family: "d20" };

/** An attribute the formula reads (SrAttributes; Logic and Force where a ruleset reads them). */
export type FormulaAttribute =
  "reaction" | "intuition" | "logic" | "dataProcessing" | "response" | "force" | "pilot";

/** One attribute of an attribute part: `INT`, `Force×2`. */
export interface FormulaAttributeTerm {
  readonly attribute: FormulaAttribute;
  /** Counted this many times (astral INT x 2); absent: once. */
  readonly times?: number;
  /** Its short label in the formula line ("LOG", "Force×2"). */
  readonly label: string;
}

/** A line of a mode in the formula table: the attribute part and the dice before augmentation dice. */
export interface ModeLine {
  readonly terms?: readonly FormulaAttributeTerm[];
  readonly dice?: number;
}

/**
 * What a ruleset with a summed roll sets in its formula: per mode its line (absent: the shipped table's),
 * per kind of combatant what replaces a mode's line (a spirit's astral Force x 2, a drone's dice), the cap
 * on dice, and whether the wound modifier counts (always, or while one of its own settings is on).
 */
export interface SumTables {
  readonly modes?: Partial<Record<InitiativeMode, ModeLine>>;
  readonly kinds?: Partial<Record<CombatantKind, Partial<Record<InitiativeMode, ModeLine>>>>;
  /** At most this many dice in all; absent: 5. */
  readonly maxDice?: number;
  /**
   * The wound modifier counts only while this own setting (Ruleset.settings) is on; `default` is the
   * setting's default, for a formula asked without the combat's settings. Absent: wounds always count.
   */
  readonly wounds?: { readonly setting: string; readonly default: boolean };
}

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
