// The sr4 turn (rules sr4 rules 1, 2, 4, 7a, 8, 9): roll once per turn, keep the score, open pass after
// pass while someone still has one.
import { EMPTY_SR_BUDGET, srBudget, srPhaseBudget } from "../budget";
import { copyWith } from "../../combatants";
import { NO_SR4_FLAGS, sr4Flags, withFlags } from "../../flags";
import { openedPhase } from "../../phase-opening";
import { SR4_ECONOMY } from "./economy";
import { initiativeFormula } from "../formula";
import { rollInitiative } from "../../initiative/roll";
import type {
  CombatantFlags,
  CombatantState,
  CombatState,
  DiceSource,
  InitiativeRoll,
  SrBudget,
} from "../../types";
import { spendEdgePoint } from "./edge-points";
import { canAct, passExists } from "./order";
import { armTimedItems } from "./timed-items";

/** One Free action per pass, usable from the character's phase to the end of the pass (rule 8). */
export const FREE_PER_PASS = 1;

/** Passes this turn from a roll: a critical glitch takes one extra pass away (rule 4). */
export function passesFromRoll(roll: InitiativeRoll): number {
  const passes = roll.formula.passes;
  return roll.criticalGlitch && passes > 1 ? passes - 1 : passes;
}

/**
 * Rule 1: a new turn, a new test. `roll` is a roll made outside (a Foundry Roll). Edge on the test (rule
 * 7a) is declared beforehand with edge-test, or comes with a roll made outside; it costs a point of Edge.
 * The score then stays for the whole turn.
 */
export function beginTurnSr4(
  c: CombatantState,
  _state: CombatState,
  dice: DiceSource,
  given: InitiativeRoll | undefined,
): CombatantState {
  const declared = sr4Flags(c.flags).edgeTestDeclared;
  const roll = given ?? rollInitiative(initiativeFormula("sr4", c.input, { edge: declared }), dice);
  // Declared Edge was paid then; a roll made outside with Edge and no declaration pays now.
  const input = roll.edgeUsed && !declared ? spendEdgePoint(c.input, "the initiative test") : c.input;
  // Full Defense declared with no phase left last turn takes this turn's first action (rules sr4 rule 10).
  const owed = c.flags.fullDefenseOwed === true;
  return copyWith(c, {
    input,
    score: roll.score,
    roll,
    passes: passesFromRoll(roll),
    phasesTaken: 0,
    actedThisPass: false,
    phaseBegun: false,
    budget: EMPTY_SR_BUDGET,
    flags: copyWith(c.flags, {
      delayed: false,
      glitch: roll.glitch,
      criticalGlitch: roll.criticalGlitch,
      fullDefense: owed,
      // Rule 5: a test that leaves the score at 0 or less gives no phase this turn.
      sr4: { ...NO_SR4_FLAGS, outThisTurn: roll.score <= 0 },
      // Rule 9: a delay carried past the last pass waits for this turn (delayIntoTurn sets it up).
      delayCarriedInto: c.flags.delayCarriedInto === "next-turn" ? "next-turn" : null,
    }),
  });
}

/** Rule 8: one Complex or two Simple, plus the pass's Free action. */
export function phaseBudgetSr4(): SrBudget {
  return srPhaseBudget(FREE_PER_PASS);
}

/**
 * Rule 2: the next pass holds everyone with that many passes; none left (or pass 4 done): the turn is over.
 * Rule 9: a delay carried past the end of the pass stays a delay in the next one, where it is that pass's
 * only action (the character's own phase there, if any, is lost); while waiting the character has the new
 * pass's Free action. A character without a phase of its own in the next pass may carry a delay into it
 * too, as long as that pass comes at all.
 */
export function nextPassSr4(state: CombatState): CombatState | null {
  const pass = state.pass + 1;
  if (!passExists(state, pass)) return null;
  const combatants = state.combatants.map((c): CombatantState => {
    if (!touchedThisPass(c)) return c;
    const carried = c.flags.delayed && canAct(c);
    const f = c.flags;
    const clear = f.delayed || sr4Flags(f).goFirst || f.delayCarriedInto != null;
    return copyWith(c, {
      actedThisPass: false,
      phaseBegun: carried,
      budget: carried ? { ...srBudget(c.budget), free: FREE_PER_PASS } : EMPTY_SR_BUDGET,
      flags: clear ? withFlags(passFlags(f, carried), "sr4", { goFirst: false }) : f,
    });
  });
  const next = { ...state, pass, currentId: null, actedOrder: [], combatants };
  return { ...next, timedItems: armTimedItems(next) };
}

/**
 * Rule 9: the turn has begun (everyone rolled); a delay carried over from the turn before takes the delayer's
 * first phase: it is held from the start, with a fresh phase budget (a Full Defense still owed takes its
 * Complex), and used by intervening or after the last phase of pass 1. Lost if the delayer has no phase.
 */
export function delayIntoTurn(c: CombatantState): CombatantState {
  if (c.flags.delayCarriedInto !== "next-turn") return c;
  if (!canAct(c)) return { ...c, flags: { ...c.flags, delayCarriedInto: null } };
  const opened = openedPhaseSr4(c);
  return { ...opened, flags: { ...opened.flags, delayed: true } };
}

/**
 * `c` with its sr4 phase begun, as the shared flow begins one: the phase budget (rule 8), a Full Defense
 * still owed taking its Complex (rule 10), and what the phase opened with, from which an action spent is
 * told (rule 9). For the phases sr4 opens itself: an Edge hand-over (rules 7b, 7c) and a delay carried into
 * the turn.
 */
export function openedPhaseSr4(c: CombatantState): CombatantState {
  return openedPhase(c, phaseBudgetSr4(), SR4_ECONOMY);
}

/** The shared flags in a new pass: only a delay carried into it is still held. */
function passFlags(f: CombatantFlags, carried: boolean): CombatantFlags {
  return copyWith(f, { delayed: carried, delayCarriedInto: carried ? f.delayCarriedInto : null });
}

/** Anything a new pass has to reset. */
function touchedThisPass(c: CombatantState): boolean {
  return (
    c.actedThisPass ||
    c.phaseBegun === true ||
    sr4Flags(c.flags).goFirst ||
    c.flags.delayed ||
    c.flags.delayCarriedInto != null ||
    c.budget !== EMPTY_SR_BUDGET
  );
}
