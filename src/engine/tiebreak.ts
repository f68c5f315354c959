// Phase order helpers shared by the rulesets: higher score first, then a chain of tiebreak keys, and the id
// last so the order is always total (two combatants never compare equal, so a sort is repeatable).
import { initiativeFormula } from "./initiative/formula";
import type { CombatantInput, CombatantState } from "./types";

/**
 * One tiebreak key; the higher value acts first. `step` names it, so "why this order" (why-order.ts) reads
 * the same keys the engine sorts by; `words` is the lang key suffix that explains it
 * (SHADOWTURN.Tracker.Why.<words>), the step unless the same step needs other words in this ruleset.
 */
export interface TieKey {
  (c: CombatantState): number;
  readonly step: string;
  readonly words: string;
}

/** A named tiebreak key. */
export function tieKey(step: string, value: (c: CombatantState) => number, words = step): TieKey {
  return Object.assign((c: CombatantState) => value(c), { step, words });
}

/** Compares on the keys in turn, higher first; the first key that differs decides (-Infinity included). */
export function compareKeys(a: CombatantState, b: CombatantState, keys: readonly TieKey[]): number {
  for (const key of keys) {
    const x = key(a);
    const y = key(b);
    if (x !== y) return x > y ? -1 : 1;
  }
  return 0;
}

/** Last resort so the order is total: the id, alphabetically. */
export function compareIds(a: CombatantState, b: CombatantState): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The phase order a ruleset's keys make (Ruleset.compare): the first key that differs, higher first; all
 * equal, the id, so two combatants never compare equal and a sort is repeatable.
 */
export function orderBy(keys: readonly TieKey[]): (a: CombatantState, b: CombatantState) => number {
  return (a, b) => compareKeys(a, b, keys) || compareIds(a, b);
}

// Inputs are replaced, never changed in place, so what is worked out from one can be kept per input object.
const reactionOf = new WeakMap<CombatantInput, number>();

/**
 * Reaction as the sheet shows it: the rating plus the flat item bonuses that count in the current mode (RULES
 * names a Reaction bonus from an implant as the example of a flat bonus; outside the body they do not count).
 * Worked out once per input: it runs inside every sort of a pass.
 */
export function augmentedReaction(c: CombatantState): number {
  let value = reactionOf.get(c.input);
  if (value === undefined) {
    const items = new Set(c.input.sources.map((s) => s.id));
    const flat = initiativeFormula("sr5", c.input)
      .terms.filter((t) => items.has(t.source))
      .reduce((sum, t) => sum + t.value, 0);
    value = c.input.attributes.reaction + flat;
    reactionOf.set(c.input, value);
  }
  return value;
}

/**
 * ERIC (sr5 rule 3, bonus-actions rule 2): higher Edge, then Reaction (augmented), then Intuition, then the
 * coin tossed for the turn (the higher coin wins).
 */
export const ERIC_KEYS: readonly TieKey[] = [
  tieKey("edge", (c) => c.input.attributes.edge),
  tieKey("reaction", augmentedReaction),
  tieKey("intuition", (c) => c.input.attributes.intuition),
  tieKey("coin", (c) => c.coin),
];

/** The score as a key: higher first; no score (not rolled yet) comes after any score. */
export const scoreKey: TieKey = tieKey("score", (c) => c.score ?? -Infinity);
