// sr5 (rules "sr5"): everyone rolls attribute + Nd6 each turn; a pass holds everyone above 0, highest
// first; 10 comes off every score after each pass; ERIC settles ties; Seize the Initiative and Blitz cost a
// point of Edge. The turn start, Edge declarations and mid-turn reconcile are shared with bonus-actions
// (../sr-shared.ts), which plays the same formulas and dice.
import { EMPTY_SR_BUDGET, srBudget, srPhaseBudget } from "../budget";
import { copyWith } from "../../combatants";
import type { CombatantState, SrBudget } from "../../types";
import { FORMULA_SPECS } from "../formula-specs";
import type { Ruleset } from "../ruleset";
import { srEconomy } from "../sr-economy";
import { PASSES_TURN_EVENTS } from "../turn-events";
import {
  applyEdgeDeclaration,
  PASS_DROP,
  reconcileSrScore,
  SR_ORDER_KEYS,
  startSrTurn,
  unsupported,
} from "../sr-shared";
import { interruptsOpen, SR5_OUTSIDE, takeInterrupt } from "./interrupts";

/** sr5 rule 2: the scores of the passes after this one, 10 less each, while above 0. */
function laterSr5Passes(score: number | null): number[] {
  const later: number[] = [];
  for (let s = (score ?? 0) - PASS_DROP; s > 0; s -= PASS_DROP) later.push(s);
  return later;
}

/** The budget between phases: the pass's one Free action (sr5 rule 6). Shared, never changed. */
const FREE_ONLY: SrBudget = Object.freeze({ ...EMPTY_SR_BUDGET, free: 1 });

export const sr5: Ruleset = {
  id: "sr5",
  turnEvents: PASSES_TURN_EVENTS,
  formula: FORMULA_SPECS.sr5,
  // rule 6: 1 Complex or 2 Simple, plus 1 Free per pass; rule 7: with interrupts on, Full Defense is one
  economy: srEconomy({
    freePer: "pass",
    freeOutsidePhase: "any-time",
    sharedFullDefense: (state) => !state.settings.interruptActions,
    outside: SR5_OUTSIDE,
  }),
  words: "turn-pass",
  // rule 3: the coin is tossed for the turn
  coinLasts: () => "turn",
  reordersBegunPhase: true,
  catalogue: { pack: "sr-actions", items: "sr", kindField: "srKind" },

  beginTurn(c, state, dice, roll) {
    // sr5 rule 6: one Free action per pass, even at a score of 0 or less.
    return copyWith(startSrTurn("sr5", c, state, dice, roll, false, PASS_DROP), { budget: FREE_ONLY });
  },

  // sr5 rule 2: a pass holds everyone with a score above 0.
  inPass: (c) => c.score !== null && c.score > 0,

  orderKeys: SR_ORDER_KEYS,

  // sr5 rule 6: 1 Complex or 2 Simple; the pass's Free action is kept, not topped up.
  phaseBudget: (c) => srPhaseBudget(srBudget(c.budget).free),

  laterPasses: (c) => laterSr5Passes(c.score),

  nextPass(state) {
    const left = (c: CombatantState) => !c.flags.defeated && c.score !== null && c.score - PASS_DROP > 0;
    if (!state.combatants.some(left)) return null;
    const combatants = state.combatants.map((c) =>
      copyWith(c, {
        score: c.score === null ? null : c.score - PASS_DROP,
        actedThisPass: false,
        phaseBegun: false,
        // the pass's Free action is back
        budget: copyWith(c.budget, { free: 1 }),
      }),
    );
    return { ...state, pass: state.pass + 1, combatants, actedOrder: [], currentId: null };
  },

  // Rule 7: with interrupt actions on, Full Defense is one of them (paid from the score).
  interrupts: interruptsOpen,

  apply(state, cmd) {
    if (cmd.type === "interrupt") return takeInterrupt(state, cmd.combatantId, cmd.action);
    if (cmd.type === "full-defense") return takeInterrupt(state, cmd.combatantId, "full-defense");
    return applyEdgeDeclaration(state, cmd) ?? unsupported(state, cmd);
  },

  reconcile: (_state, before, input, dice) => reconcileSrScore("sr5", before, input, dice),
};
