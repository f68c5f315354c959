// The sr4 ruleset (rules "sr4"): an initiative test that counts hits, one score kept
// all turn, 1 to 4 passes, Edge to go first or buy a pass, timed items. The pieces live in ./sr4/.
import { FORMULA_SPECS } from "../formula-specs";
import type { Ruleset } from "../ruleset";
import { SR4_ECONOMY } from "./economy";
import { PASSES_TURN_EVENTS } from "../turn-events";
import { applySr4 } from "./commands";
import { handScoreSr4 } from "./hand-score";
import { canAct, inSr4Pass, simultaneousSr4, SR4_ORDER_KEYS } from "./order";
import { reconcileSr4 } from "./reconcile";
import { armTimedItems, timedItemSlots } from "./timed-items";
import { beginTurnSr4, delayIntoTurn, nextPassSr4, phaseBudgetSr4 } from "./turn";

export { simultaneousSr4, timedItemSlots };

export const sr4: Ruleset = {
  id: "sr4",
  turnEvents: PASSES_TURN_EVENTS,
  formula: FORMULA_SPECS.sr4,
  // rule 8: 1 Complex or 2 Simple, and 1 Free action per pass from the own phase to the end of the pass
  economy: SR4_ECONOMY,
  words: "turn-pass",
  // rule 3: the coin is tossed for the turn
  coinLasts: () => "turn",
  reordersBegunPhase: true,
  passesFromRoll: true,
  catalogue: { pack: "sr-actions", items: "sr", kindField: "srKind" },
  beginTurn: beginTurnSr4,
  // The turn's first pass begins: timed items set in the last pass of the turn before go off in it, and a
  // delay carried over from that turn takes the delayer's first phase (rule 9).
  afterBeginTurn: (state) => ({
    ...state,
    combatants: state.combatants.map(delayIntoTurn),
    timedItems: armTimedItems(state),
  }),
  carriesDelayIntoNextTurn: true,
  inPass: inSr4Pass,
  orderKeys: SR4_ORDER_KEYS,
  phaseBudget: () => phaseBudgetSr4(),
  nextPass: nextPassSr4,
  // rule 2: the same score in each pass it has left; rule 5: none once out for the turn
  laterPasses: (c, state) =>
    c.score === null || !canAct(c) ? [] : Array<number>(Math.max(0, c.passes - state.pass)).fill(c.score),
  apply: (state, cmd) => applySr4(state, cmd),
  simultaneous: simultaneousSr4,
  timedItems: timedItemSlots,
  reconcile: (_state, before, input) => reconcileSr4(before, input),
  handScore: handScoreSr4,
};
