// sr4 phase order (rules sr4 rules 3, 4, 7b) as keys, for sorting a whole pass from a compact table
// (planTurn): the same order as compareSr4, which the property tests hold them to.
import { augmentedReaction, scoreKey, type TieKey } from "../../tiebreak";
import { initiativeAttribute } from "./order";

/** Go-first Edge, no critical glitch, score, no glitch, then Edge, initiative attribute, Reaction, coin. */
export const SR4_ORDER_KEYS: readonly TieKey[] = [
  (c) => (c.flags.goFirst ? 1 : 0),
  (c) => (c.flags.criticalGlitch ? 0 : 1),
  scoreKey,
  (c) => (c.flags.glitch ? 0 : 1),
  (c) => c.input.attributes.edge,
  initiativeAttribute,
  augmentedReaction,
  (c) => c.coin,
];
