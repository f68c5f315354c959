// "Why this order": which step of the ruleset's phase order puts one combatant before the next one. The steps
// are the ruleset's own order keys (the ones compare and planTurn use), named, so the answer can never
// disagree with the order the engine plays.
import { getRuleset } from "./rulesets";
import type { CombatantState, RulesetId } from "./types";

/** The name of each order key, in the ruleset's key order (rules sr4 rules 3, 4, 7b; sr5 rules 3, 5; d20 rule 3). */
export const ORDER_STEPS = {
  sr4: ["goFirst", "criticalGlitch", "score", "glitch", "edge", "attribute", "reaction", "coin"],
  sr5: ["seized", "score", "edge", "reaction", "intuition", "coin"],
  "bonus-actions": ["seized", "score", "edge", "reaction", "intuition", "coin"],
  d20: ["score", "dex", "swap", "coin"],
} as const satisfies Record<RulesetId, readonly string[]>;

export type OrderStep = (typeof ORDER_STEPS)[RulesetId][number] | "id";

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
  const keys = getRuleset(ruleset).orderKeys;
  const names: readonly OrderStep[] = ORDER_STEPS[ruleset];
  for (const [i, key] of keys.entries()) {
    const a = key(first);
    const b = key(second);
    if (a !== b) return { step: names[i] ?? "id", first: a, second: b };
  }
  return { step: "id", first: 0, second: 0 };
}
