// "Why this order": which step of the ruleset's phase order puts one combatant before the next one. The steps
// are the ruleset's own order keys (the ones compare and planTurn use), named, so the answer can never
// disagree with the order the engine plays.
import { getRuleset } from "./rulesets";
import { RULESET_IDS, type CombatantState, type RulesetId } from "./types";

/** The name of each order key of the built-in rulesets, in key order (read from the keys themselves). */
export const ORDER_STEPS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  RULESET_IDS.map((id) => [id, getRuleset(id).orderKeys.map((k) => k.step)]),
);

/** A step's name: an order key's (TieKey.step), or "id" for the last resort. */
export type OrderStep = string;

/** What decided that `first` acts before `second`: the step, and both values there (numbers as compared). */
export interface OrderReason {
  step: OrderStep;
  first: number;
  second: number;
}

/**
 * The deciding step between two combatants, `first` being the one the ruleset puts first. Steps before it
 * were equal. "id" means every key was equal and only the fixed last resort (the id) separates them.
 */
export function whyOrder(ruleset: RulesetId, first: CombatantState, second: CombatantState): OrderReason {
  for (const key of getRuleset(ruleset).orderKeys) {
    const a = key(first);
    const b = key(second);
    if (a !== b) return { step: key.step, first: a, second: b };
  }
  return { step: "id", first: 0, second: 0 };
}
