// bonus-actions (rules "bonus-actions", the default ruleset): one phase per character per turn,
// counted down from the highest score; the phase budget adds a pool of bonus Simple actions of one category;
// Free actions per turn equal the phases in the turn as it stands, one in any phase. Rolls, ERIC, Seize, Blitz and
// mid-turn score changes are those of sr5.
import { payFree, srBudget, srPhaseBudget } from "../budget";
import { RuleError } from "../../errors";
import { seizeFlags } from "../../flags";
import { initiativeFormula } from "../formula";
import type { Budget, CombatantInput, CombatantState, CombatState, InitiativeFormula } from "../../types";
import { FORMULA_SPECS } from "../formula-specs";
import type { Ruleset } from "../ruleset";
import { srEconomy } from "../sr-economy";
import { PASSES_TURN_EVENTS } from "../turn-events";
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
  const blitz = seizeFlags(c.flags).blitz;
  const key = `${c.bonusChoice ?? ""}|${blitz}`;
  if (!pools.has(key)) {
    const formula = initiativeFormula("bonus-actions", inputWithChoice(c), { blitz });
    pools.set(key, formula.bonusActions);
  }
  return pools.get(key) ?? null;
}

function hasPhase(c: CombatantState): boolean {
  return !c.flags.defeated && c.score !== null && c.score > 0;
}

/** Rule 6: the phases the turn holds as it stands: those taken, and those still to come. */
function phasesInTurn(state: CombatState): number {
  return state.combatants.filter((c) => c.phasesTaken > 0 || hasPhase(c)).length;
}

/**
 * Rule 6: the Free actions follow the phases of the turn as it stands: a phase gained mid-turn raises
 * everyone's allowance, a phase lost before its place lowers it (never below what was taken).
 */
function recountFree(state: CombatState): CombatState {
  const phases = phasesInTurn(state);
  let changed = false;
  const combatants = state.combatants.map((c) => {
    const free = Math.max(0, phases - (c.freeUsedIn?.length ?? 0));
    if (free === srBudget(c.budget).free) return c;
    changed = true;
    return withFree(c, free);
  });
  return changed ? { ...state, combatants } : state;
}

/**
 * `c` with `free` Free actions left. A phase that has begun keeps its record of what it opened with in step,
 * so a recount alone never makes an untouched phase look used (it could then no longer be delayed).
 */
function withFree(c: CombatantState, free: number): CombatantState {
  const delta = free - srBudget(c.budget).free;
  const opening = c.phaseOpening;
  const moved = (b: Budget): Budget => ({ ...srBudget(b), free: Math.max(0, srBudget(b).free + delta) });
  return {
    ...c,
    budget: { ...srBudget(c.budget), free },
    ...(opening
      ? { phaseOpening: { ...opening, budget: moved(opening.budget), opened: moved(opening.opened) } }
      : {}),
  };
}

/** Rule 6: one Free action in any phase of the turn, own or another's, while the turn's count lasts. */
function spendFree(c: CombatantState, state: CombatState): CombatantState {
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
  return { ...c, budget: payFree(srBudget(c.budget), who), freeUsedIn: [...used, phase] };
}

export const bonusActions: Ruleset = {
  id: "bonus-actions",
  turnEvents: PASSES_TURN_EVENTS,

  // Rule 3: re-roll every turn, or (setting off) keep the score; a Blitz declared for this turn or a roll
  // fed in from outside always counts. A Blitz is for its turn only: the turn after it goes back to the
  // score kept from before it (a Blitz in the first turn has none: that combatant rolls anew).
  beginTurn(c, state, dice, roll) {
    const kept = !state.settings.rerollEachTurn && state.turn > 1 && roll === undefined;
    const { blitz, blitzDeclared: blitzing } = seizeFlags(c.flags);
    const restore = kept && !blitzing && blitz ? (c.beforeBlitz ?? null) : null;
    const keep = kept && !blitzing && (!blitz || restore !== null);
    const from = restore === null ? c : { ...c, score: restore.score, roll: restore.roll };
    const next = startSrTurn("bonus-actions", from, state, dice, roll, keep);
    // The score to come back to: kept from before the first of one or more Blitz turns in a row.
    const now = c.score === null ? null : { score: c.score, roll: c.roll };
    const saved = kept && blitzing ? ((blitz ? c.beforeBlitz : now) ?? null) : null;
    // The Free actions come from recount: at the turn start (afterBeginTurn) and when someone joins.
    return saved !== null || c.beforeBlitz != null ? copyWith(next, { beforeBlitz: saved }) : next;
  },

  // Rule 1: one pass, everyone above 0 has exactly one phase in it.
  inPass: (c, state) => state.pass === 1 && c.score !== null && c.score > 0,

  formula: FORMULA_SPECS["bonus-actions"],
  // rule 4: 1 Complex or 2 Simple plus the bonus pool; rule 6: Free actions per turn = phases in the turn
  economy: srEconomy({ freePer: "turn", freeOutsidePhase: "any-time" }, spendFree),
  words: "turn-pass",
  // rule 2: ERIC's coin is tossed for the turn
  coinLasts: () => "turn",
  reordersBegunPhase: true,
  catalogue: { pack: "sr-actions", items: "sr", kindField: "srKind" },
  orderKeys: SR_ORDER_KEYS,

  // Rule 4: 2 Simple units of any kind plus the bonus pool of the chosen category.
  phaseBudget: (c) => srPhaseBudget(srBudget(c.budget).free, bonusPool(c)),

  // Rule 1: there are no further passes; when the count reaches 0 the turn ends.
  nextPass: () => null,

  afterBeginTurn: recountFree,

  recount: recountFree,

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
