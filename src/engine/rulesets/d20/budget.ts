// The d20 action economy (rules d20 rule 5): what a combatant gets on its turn and what spending costs.
import { d20Budget, EMPTY_D20_BUDGET } from "../budget";
import { RuleError } from "../../errors";
import type { CombatantInput, CombatantState, D20Budget } from "../../types";

/** A bonus action exists only when an active feature grants one; several grants still make one. */
export function grantsBonusAction(input: CombatantInput): boolean {
  return input.sources.some((s) => s.active && s.d20.bonusAction);
}

/** Action Surge uses per rest: the best active grant (two copies of the feature do not add up). */
export function actionSurgeUsesGranted(input: CombatantInput): number {
  return Math.max(0, ...input.sources.filter((s) => s.active).map((s) => s.d20.actionSurge));
}

/** The start of the combatant's own turn: everything fresh, and the reaction comes back. */
export function turnBudget(c: CombatantState): D20Budget {
  return {
    ...EMPTY_D20_BUDGET,
    action: 1,
    bonusAction: grantsBonusAction(c.input) ? 1 : 0,
    reaction: 1,
    object: 1,
    movement: c.input.d20.speed,
  };
}

/** Refuse with a stable code; params carry the combatant's name (and numbers) for the localised text. */
export function refuse(
  c: CombatantState,
  code: string,
  message: string,
  params: Record<string, string | number> = {},
): never {
  throw new RuleError(code, `${c.input.name}: ${message}`, { actor: c.input.name, ...params });
}

/** Spend the Action, a bonus action or the reaction. */
export function spendSlot(c: CombatantState, kind: "action" | "bonus" | "reaction"): D20Budget {
  const b = d20Budget(c.budget);
  if (kind === "action") {
    if (b.action < 1) refuse(c, "d20-no-action", "no Action left this turn");
    return { ...b, action: b.action - 1 };
  }
  if (kind === "bonus") {
    if (!grantsBonusAction(c.input)) refuse(c, "d20-no-bonus-source", "no feature grants a bonus action");
    if (b.bonusAction < 1) refuse(c, "d20-bonus-used", "the bonus action of this turn is used");
    return { ...b, bonusAction: b.bonusAction - 1 };
  }
  if (b.reaction < 1) refuse(c, "d20-no-reaction", "the reaction of this round is used");
  return { ...b, reaction: b.reaction - 1 };
}

/** An object interaction: the free one first, then the Action (Use an Object). */
export function spendObject(c: CombatantState): D20Budget {
  const b = d20Budget(c.budget);
  if (b.object > 0) return { ...b, object: b.object - 1 };
  if (b.action > 0) return { ...b, action: b.action - 1 };
  return refuse(c, "d20-no-object", "the free object interaction and the Action are both used");
}

/** Movement in feet, split however the player likes, never more than is left. */
export function spendMovement(c: CombatantState, amount: number | undefined): D20Budget {
  if (amount === undefined || !Number.isInteger(amount) || amount < 1) {
    refuse(
      c,
      "d20-movement-amount",
      `movement must be a whole number of feet above 0 (got ${String(amount)})`,
      {
        amount: String(amount),
      },
    );
  }
  const b = d20Budget(c.budget);
  if (amount > b.movement)
    refuse(c, "d20-no-movement", `only ${b.movement} ft of movement left`, { left: b.movement });
  return { ...b, movement: b.movement - amount };
}

/**
 * Dash (the d20 action menu): spending an Action or a bonus action on it gives the speed in feet once more
 * this turn. Commands carry only the catalogue name, so the name decides: "Dash", "Dash (bonus)".
 */
export function isDash(actionName: string | undefined): boolean {
  return actionName !== undefined && /^dash\b/i.test(actionName.trim());
}
