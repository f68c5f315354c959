// The sr4 ruleset (rules "sr4"): an initiative test that counts hits, one score kept
// all turn, 1 to 4 passes, Edge to go first or buy a pass, timed items. The pieces live in ./sr4/.
import type { Ruleset } from "./ruleset";
import { applySr4 } from "./sr4/commands";
import { spendFreeSr4 } from "./sr4/free";
import { handScoreSr4 } from "./sr4/hand-score";
import { compareSr4, inSr4Pass, simultaneousSr4 } from "./sr4/order";
import { SR4_ORDER_KEYS } from "./sr4/order-keys";
import { reconcileSr4 } from "./sr4/reconcile";
import { armTimedItems, timedItemSlots } from "./sr4/timed-items";
import { beginTurnSr4, delayIntoTurn, nextPassSr4, phaseBudgetSr4 } from "./sr4/turn";

export { simultaneousSr4, timedItemSlots };

export const sr4: Ruleset = {
  id: "sr4",
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
  compare: compareSr4,
  // Rules 2, 3, 7b: the score and every tiebreak hold all turn; Edge to go first lasts one pass.
  keepsOrderAfter: (state) => !state.combatants.some((c) => c.flags.goFirst),
  orderKeys: SR4_ORDER_KEYS,
  phaseBudget: () => phaseBudgetSr4(),
  nextPass: nextPassSr4,
  apply: (state, cmd) => applySr4(state, cmd),
  spendFree: spendFreeSr4,
  simultaneous: simultaneousSr4,
  timedItems: timedItemSlots,
  reconcile: (_state, before, input) => reconcileSr4(before, input),
  handScore: handScoreSr4,
};
