// SR action budgets (sr4 rule 8, sr5 rule 6, bonus-actions rule 4) and paying for actions out of them.
// `simple` counts Simple-action units: a Simple costs one, a Complex two. The bonus pool adds units that only
// actions of its category may use; a Complex of that category may take its two units from the pool and the
// ordinary units together, pool first (Wired Reflexes 3: 2 + 3 units = one Complex + three Simple, or two
// Complex + one Simple).
import { RuleError } from "../errors";
import type { ActionCategory, BonusCategory, Budget, D20Budget, SrBudget } from "../types";

/** Nothing at all, in the SR economy. */
export const EMPTY_SR_BUDGET: SrBudget = Object.freeze({
  family: "sr",
  simple: 0,
  bonus: 0,
  bonusCategory: null,
  free: 0,
});

/** Nothing at all, in the d20 economy. */
export const EMPTY_D20_BUDGET: D20Budget = Object.freeze({
  family: "d20",
  action: 0,
  bonusAction: 0,
  reaction: 0,
  object: 0,
  movement: 0,
});

/** The kinds budget that holds nothing (an economy counted in a ruleset's own kinds, sr6). */
const EMPTY_KINDS_BUDGET: Budget = Object.freeze({ family: "kinds", left: Object.freeze({}) });

/**
 * Nothing at all, in the economy of `family` (kept in the public API for a module written against it; the
 * system itself asks its ruleset's economy.empty).
 */
export function emptyBudget(family: Budget["family"]): Budget {
  return family === "sr" ? EMPTY_SR_BUDGET : family === "d20" ? EMPTY_D20_BUDGET : EMPTY_KINDS_BUDGET;
}

/** The budget of an SR combatant; a d20 budget here is a bug, not a rule, so it throws a plain Error. */
export function srBudget(budget: Budget): SrBudget {
  if (budget.family !== "sr") throw new Error("an SR budget was expected, not another economy's");
  return budget;
}

/** The budget of a d20 combatant; an SR budget here is a bug, not a rule, so it throws a plain Error. */
export function d20Budget(budget: Budget): D20Budget {
  if (budget.family !== "d20") throw new Error("a d20 budget was expected, not another economy's");
  return budget;
}

/** Simple units in one SR phase: one Complex or two Simple. */
export const SR_PHASE_UNITS = 2;

// Budgets are never changed in place, so the budgets without a pool are made once per Free count and shared
// (one fewer object for every phase of a turn).
const plainPhaseBudgets: SrBudget[] = [];

/** An SR phase budget: two Simple units, the bonus pool (if any) and the Free actions given. */
export function srPhaseBudget(
  free: number,
  bonus: { category: BonusCategory; count: number } | null = null,
): SrBudget {
  if (bonus === null && Number.isInteger(free) && free >= 0 && free < 8) {
    return (plainPhaseBudgets[free] ??= Object.freeze(phaseBudget(free, null)));
  }
  return phaseBudget(free, bonus);
}

function phaseBudget(free: number, bonus: { category: BonusCategory; count: number } | null): SrBudget {
  return {
    ...EMPTY_SR_BUDGET,
    simple: SR_PHASE_UNITS,
    bonus: bonus?.count ?? 0,
    bonusCategory: bonus && bonus.count > 0 ? bonus.category : null,
    free,
  };
}

/** Units an action costs. */
export function unitCost(kind: "simple" | "complex"): number {
  return kind === "complex" ? 2 : 1;
}

/**
 * Pays a Simple or Complex action of `category` out of `budget`; throws RuleError "no-budget" when the units
 * are not there, "wrong-category" when they would be there if only the action were of the pool's category.
 */
export function paySrAction(
  budget: SrBudget,
  kind: "simple" | "complex",
  category: ActionCategory,
  who: string,
): SrBudget {
  const cost = unitCost(kind);
  const matches = budget.bonusCategory !== null && category === budget.bonusCategory;
  const fromBonus = matches ? Math.min(budget.bonus, cost) : 0;
  const fromSimple = cost - fromBonus;
  if (fromSimple > budget.simple) {
    if (!matches && budget.bonus > 0 && budget.simple + budget.bonus >= cost) {
      throw new RuleError(
        "wrong-category",
        `${who}: only ${budget.bonusCategory} bonus actions are left, not for a ${category} action`,
        { actor: who, category, bonusCategory: budget.bonusCategory ?? "" },
      );
    }
    throw new RuleError("no-budget", `${who}: no ${kind} action left in this phase`, { actor: who, kind });
  }
  return { ...budget, bonus: budget.bonus - fromBonus, simple: budget.simple - fromSimple };
}

/** Whether paySrAction would succeed. */
export function canPaySrAction(
  budget: SrBudget,
  kind: "simple" | "complex",
  category: ActionCategory,
): boolean {
  try {
    paySrAction(budget, kind, category, "");
    return true;
  } catch {
    return false;
  }
}

/** Takes one Free action; throws RuleError "no-budget" when none is left. */
export function payFree(budget: SrBudget, who: string): SrBudget {
  if (budget.free <= 0) {
    throw new RuleError("no-budget", `${who}: no Free action left`, { actor: who, kind: "free" });
  }
  return { ...budget, free: budget.free - 1 };
}

/** Nothing but Free actions left in an SR phase. */
export function srPhaseSpent(budget: SrBudget): boolean {
  return budget.simple <= 0 && budget.bonus <= 0;
}
