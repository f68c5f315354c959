// The d20 ruleset (rules "d20: rounds"): one pass per round, d20 + DEX initiative rolled once,
// DEX then the players (or a coin) on ties, surprise costing the first turn, and the action / bonus action /
// reaction / object / movement economy. The pieces live in ./d20/.
import { FORMULA_SPECS } from "../formula-specs";
import type { Ruleset } from "../ruleset";
import { ROUNDS_TURN_EVENTS } from "../turn-events";
import { beginTurnD20, reconcileD20 } from "./begin-turn";
import { turnBudget } from "./budget";
import { applyD20 } from "./commands";
import { D20_ECONOMY } from "./economy";
import { handScoreD20 } from "./hand-score";
import { D20_ORDER_KEYS, inPassD20, losesThisTurn } from "./order";

export const d20: Ruleset = {
  id: "d20",
  turnEvents: ROUNDS_TURN_EVENTS,
  formula: FORMULA_SPECS.d20,
  // rule 5: action, bonus action, reaction, object interaction, movement; paid by applyD20
  economy: D20_ECONOMY,
  words: "round-turn",
  // rule 3: a coin tossed once for the combat
  coinLasts: () => "fight",
  // a turn that has started is kept: its scores never change, only a latecomer could jump the queue
  reordersBegunPhase: false,
  catalogue: { pack: "d20-actions", items: "d20", kindField: "d20Kind" },
  beginTurn: beginTurnD20,
  inPass: inPassD20,
  // rule 4: the surprised keep their place in the order, their lost turn marked
  keepsPlace: losesThisTurn,
  orderKeys: D20_ORDER_KEYS,
  phaseBudget: (c) => turnBudget(c),
  // a round is a single sweep down the order
  nextPass: () => null,
  apply: (state, cmd) => applyD20(state, cmd),
  reconcile: (state, before, input) => reconcileD20(state, before, input),
  handScore: handScoreD20,
};
