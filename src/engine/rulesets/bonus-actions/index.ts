// bonus-actions (rules "bonus-actions", the default ruleset): one phase per character per turn,
// counted down from the highest score; the phase budget adds a pool of bonus Simple actions of one category;
// Free actions per turn equal the phases in the turn, one in any phase. Rolls, ERIC, Seize, Blitz and
// mid-turn score changes are those of sr5.
import { EMPTY_BUDGET, payFree, srPhaseBudget } from "../../budget";
import { RuleError } from "../../errors";
import { initiativeFormula } from "../../initiative/formula";
import type { CombatantInput, CombatantState, CombatState, InitiativeFormula } from "../../types";
import { orderBy } from "../../tiebreak";
import { FORMULA_SPECS } from "../formula-specs";
import type { Ruleset } from "../ruleset";
import { copyWith, findCombatant, withCombatant } from "../../combatants";
import {
  applyEdgeDeclaration,
  reconcileSrScore,
  SR_ORDER_KEYS,
  startSrTurn,
  unsupported,
} from "../sr-shared";

/** The input with the category picked by choose-bonus-category, if any (rule 5). */
function inputWithChoice(c: CombatantState): CombatantInput {
  return c.bonusChoice ? { ...c.input, bonusCategory: c.bonusChoice } : c.input;
}

type BonusPool = InitiativeFormula["bonusActions"];

// Inputs are replaced, never changed in place: the pool is worked out once per input, chosen category and
// Blitz (the tracker asks for it on every row it draws, the flow at every phase).
const poolsOf = new WeakMap<CombatantInput, Map<string, BonusPool>>();

/** Rule 4: the bonus Simple actions a phase starts with, of the chosen (or default) category. */
function bonusPool(c: CombatantState): BonusPool {
  let pools = poolsOf.get(c.input);
  if (pools === undefined) poolsOf.set(c.input, (pools = new Map()));
  const key = `${c.bonusChoice ?? ""}|${c.flags.blitz}`;
  if (!pools.has(key)) {
    const formula = initiativeFormula("bonus-actions", inputWithChoice(c), { blitz: c.flags.blitz });
    pools.set(key, formula.bonusActions);
  }
  return pools.get(key) ?? null;
}

function hasPhase(c: CombatantState): boolean {
  return !c.flags.defeated && c.score !== null && c.score > 0;
}

// States are replaced, never changed in place; a turn start asks the same state once per combatant.
const phaseCounts = new WeakMap<readonly CombatantState[], number>();

/** Rule 6: the phases this turn holds (everyone above 0 when the turn starts). Counted once per state. */
function phasesInTurn(state: CombatState): number {
  let count = phaseCounts.get(state.combatants);
  if (count === undefined) {
    count = state.combatants.filter(hasPhase).length;
    phaseCounts.set(state.combatants, count);
  }
  return count;
}

export const bonusActions: Ruleset = {
  id: "bonus-actions",

  // Rule 3: re-roll every turn, or (setting off) keep the score; a Blitz declared for this turn or a roll
  // fed in from outside always counts. A Blitz is for its turn only: the turn after it goes back to the
  // score kept from before it (a Blitz in the first turn has none: that combatant rolls anew).
  beginTurn(c, state, dice, roll) {
    const kept = !state.settings.rerollEachTurn && state.turn > 1 && roll === undefined;
    const blitzing = c.flags.blitzDeclared === true;
    const restore = kept && !blitzing && c.flags.blitz ? (c.beforeBlitz ?? null) : null;
    const keep = kept && !blitzing && (!c.flags.blitz || restore !== null);
    const from = restore === null ? c : { ...c, score: restore.score, roll: restore.roll };
    const next = startSrTurn("bonus-actions", from, state, dice, roll, keep);
    // The score to come back to: kept from before the first of one or more Blitz turns in a row.
    const now = c.score === null ? null : { score: c.score, roll: c.roll };
    const saved = kept && blitzing ? ((c.flags.blitz ? c.beforeBlitz : now) ?? null) : null;
    // A late joiner gets the Free actions of the turn as it stands; afterBeginTurn sets them at turn start.
    const budget = { ...EMPTY_BUDGET, free: phasesInTurn(state) + Number(hasPhase(next)) };
    return saved !== null || c.beforeBlitz != null
      ? copyWith(next, { beforeBlitz: saved, budget })
      : copyWith(next, { budget });
  },

  // Rule 1: one pass, everyone above 0 has exactly one phase in it.
  inPass: (c, state) => state.pass === 1 && c.score !== null && c.score > 0,

  formula: FORMULA_SPECS["bonus-actions"],
  // rule 6: Free actions per turn = phases in the turn
  freeActionsPer: "turn",
  compare: orderBy(SR_ORDER_KEYS),
  orderKeys: SR_ORDER_KEYS,

  // Rule 4: 2 Simple units of any kind plus the bonus pool of the chosen category.
  phaseBudget: (c) => srPhaseBudget(c.budget.free, bonusPool(c)),

  // Rule 1: there are no further passes; when the count reaches 0 the turn ends.
  nextPass: () => null,

  afterBeginTurn(state) {
    const free = phasesInTurn(state);
    return {
      ...state,
      combatants: state.combatants.map((c) =>
        copyWith(c, { freeUsedIn: [], budget: copyWith(c.budget, { free }) }),
      ),
    };
  },

  // Rule 6: one Free action in any phase of the turn, own or another's, while the turn's count lasts.
  spendFree(c, state) {
    const who = c.input.name;
    if (state.currentId === null) {
      throw new RuleError("no-phase", `${who}: a Free action is taken during someone's phase`, {
        actor: who,
      });
    }
    // One phase per combatant per turn: the phase is known by whose it is, however often it resumes.
    const phase = state.currentId;
    const used = c.freeUsedIn ?? [];
    if (used.includes(phase)) {
      throw new RuleError("free-used-this-phase", `${who} has already taken a Free action in this phase`, {
        actor: who,
      });
    }
    return { ...c, budget: payFree(c.budget, who), freeUsedIn: [...used, phase] };
  },

  apply(state, cmd) {
    const edge = applyEdgeDeclaration(state, cmd);
    if (edge) return edge;
    if (cmd.type !== "choose-bonus-category") return unsupported(state, cmd);
    // Rule 5: picked when rolling; it can change until the combatant's phase begins.
    const c = findCombatant(state, cmd.combatantId);
    const who = c.input.name;
    if (c.phaseBegun === true || c.actedThisPass) {
      throw new RuleError("phase-begun", `${who}: the bonus category is fixed once the phase has begun`, {
        actor: who,
      });
    }
    const options = initiativeFormula("bonus-actions", c.input).bonusOptions;
    if (!options.some((o) => o.category === cmd.category)) {
      throw new RuleError("no-bonus-category", `${who} has no ${cmd.category} bonus actions to choose`, {
        actor: who,
        category: cmd.category,
      });
    }
    return withCombatant(state, { ...c, bonusChoice: cmd.category });
  },

  reconcile: (_state, before, input, dice) => reconcileSrScore("bonus-actions", before, input, dice),
};
