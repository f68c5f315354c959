// Phase order helpers shared by the rulesets: higher score first, then a chain of tiebreak keys, and the id
// last so the order is always total (two combatants never compare equal, so a sort is repeatable).
import { initiativeFormula } from "./initiative/formula";
import type { CombatantState } from "./types";

/** One tiebreak key; the higher value acts first. */
export type TieKey = (c: CombatantState) => number;

/** Compares on the keys in turn, higher first; the first key that differs decides. */
export function compareKeys(a: CombatantState, b: CombatantState, keys: readonly TieKey[]): number {
  for (const key of keys) {
    const diff = key(b) - key(a);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Last resort so the order is total: the id, alphabetically. */
export function compareIds(a: CombatantState, b: CombatantState): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Higher score first; combatants without a score yet come last. */
export function compareScores(a: CombatantState, b: CombatantState): number {
  if (a.score === b.score) return 0;
  if (a.score === null) return 1;
  if (b.score === null) return -1;
  return b.score - a.score;
}

/**
 * Reaction as the sheet shows it: the rating plus the flat item bonuses that count in the current mode (RULES
 * names a Reaction bonus from an implant as the example of a flat bonus; outside the body they do not count).
 */
export function augmentedReaction(c: CombatantState): number {
  const items = new Set(c.input.sources.map((s) => s.id));
  const flat = initiativeFormula("sr5", c.input)
    .terms.filter((t) => items.has(t.source))
    .reduce((sum, t) => sum + t.value, 0);
  return c.input.attributes.reaction + flat;
}

/**
 * ERIC (sr5 rule 3, bonus-actions rule 2): higher Edge, then Reaction (augmented), then Intuition, then the
 * coin tossed for the turn (the higher coin wins). Keys are only worked out when the ones before them tie.
 */
export const ERIC_KEYS: readonly TieKey[] = [
  (c) => c.input.attributes.edge,
  augmentedReaction,
  (c) => c.input.attributes.intuition,
  (c) => c.coin,
];

/** Score, then ERIC, then id. */
export function compareScoreEric(a: CombatantState, b: CombatantState): number {
  return compareScores(a, b) || compareKeys(a, b, ERIC_KEYS) || compareIds(a, b);
}
