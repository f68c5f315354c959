// The d20 ruleset (rules "d20: rounds"): one pass per round, d20 + DEX initiative rolled once,
// DEX then the players (or a coin) on ties, surprise costing the first turn, and the action / bonus action /
// reaction / object / movement economy. The pieces live in ./d20/.
import type { Ruleset } from "./ruleset";
import { beginTurnD20, reconcileD20 } from "./d20/begin-turn";
import { turnBudget } from "./d20/budget";
import { applyD20 } from "./d20/commands";
import { handScoreD20 } from "./d20/hand-score";
import { compareD20, D20_ORDER_KEYS, inPassD20 } from "./d20/order";

export const d20: Ruleset = {
  id: "d20",
  beginTurn: beginTurnD20,
  inPass: inPassD20,
  compare: (a, b) => compareD20(a, b),
  orderKeys: D20_ORDER_KEYS,
  phaseBudget: (c) => turnBudget(c),
  // a round is a single sweep down the order
  nextPass: () => null,
  apply: (state, cmd) => applyD20(state, cmd),
  reconcile: (state, before, input) => reconcileD20(state, before, input),
  handScore: handScoreD20,
};
