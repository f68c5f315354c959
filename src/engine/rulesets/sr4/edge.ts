// Edge spent during the turn (rules sr4 rule 7b, 7c): go first in a pass, or buy one extra pass. Both
// are declared at the start of a pass, before anyone has done anything in it, and cost a point of Edge.
import { srBudget } from "../budget";
import { RuleError } from "../../errors";
import { sr4Flags, withFlags } from "../../flags";
import type { CombatantState, CombatState } from "../../types";
import { MAX_PASSES } from "../formula";
import { spendEdgePoint } from "./edge-points";
import { canAct, inSr4Pass } from "./order";
import { phaseBudgetSr4 } from "./turn";

/** The acting character's Complex went to Full Defense (owed from earlier, or declared just now). */
export function fullDefenseTookPhase(c: CombatantState): boolean {
  return c.flags.fullDefense && c.flags.fullDefenseOwed !== true && srBudget(c.budget).simple === 0;
}

/**
 * The pass has begun once its first phase has (rule 7): someone has acted (a phase that is over counts,
 * whatever was done in it: advance, or phaseOver at its end), delayed in this pass (a delay carried in from
 * before does not count) or intervened, or the acting character has spent something. Full Defense does not
 * count: it can be declared at any time and is no action of the pass.
 */
export function passUnderway(state: CombatState): boolean {
  if (state.actedOrder.length > 0) return true;
  const begun = state.combatants.some(
    (c) =>
      c.actedThisPass ||
      (c.flags.delayed && c.phaseBegun === true && c.flags.delayCarriedInto == null) ||
      // an interrupted phase: someone intervened before it
      (c.id !== state.currentId && c.phaseBegun === true && !c.flags.delayed),
  );
  if (begun) return true;
  const current = state.combatants.find((c) => c.id === state.currentId);
  if (!current || !current.phaseBegun) return false;
  const fresh = phaseBudgetSr4();
  const budget = srBudget(current.budget);
  if (budget.free < fresh.free) return true;
  return budget.simple < fresh.simple && !fullDefenseTookPhase(current);
}

function who(c: CombatantState): string {
  return c.input.name;
}

function requireStartOfPass(state: CombatState, c: CombatantState, command: string): void {
  if (passUnderway(state)) {
    throw new RuleError("sr4-pass-underway", `${who(c)}: ${command} is declared at the start of a pass`, {
      actor: who(c),
      command,
    });
  }
}

/** Rule 7b: go first in this pass; several such characters go by score, everyone else after them. */
export function edgeGoFirst(state: CombatState, c: CombatantState): CombatantState {
  const command = "edge-go-first";
  if (!inSr4Pass(c, state)) {
    throw new RuleError("sr4-no-phase", `${who(c)} has no phase in this pass`, {
      actor: who(c),
      pass: state.pass,
    });
  }
  if (sr4Flags(c.flags).goFirst) {
    throw new RuleError("sr4-already-first", `${who(c)} already goes first in this pass`, { actor: who(c) });
  }
  requireStartOfPass(state, c, command);
  return {
    ...c,
    input: spendEdgePoint(c.input, command),
    flags: withFlags(c.flags, "sr4", { goFirst: true }),
  };
}

/**
 * Rule 7c: one extra pass this turn. A character with a phase in this pass acts in one more pass at the
 * end; one who has none joins this pass. Once per turn, never past pass 4.
 */
export function edgeExtraPass(state: CombatState, c: CombatantState): CombatantState {
  const command = "edge-extra-pass";
  if (!canAct(c)) {
    throw new RuleError("sr4-cannot-act", `${who(c)} cannot act this turn`, {
      actor: who(c),
      pass: state.pass,
    });
  }
  if (sr4Flags(c.flags).extraPass) {
    throw new RuleError("sr4-extra-pass-used", `${who(c)} has already bought an extra pass this turn`, {
      actor: who(c),
    });
  }
  const passes = c.passes >= state.pass ? c.passes + 1 : state.pass;
  if (passes > MAX_PASSES) {
    throw new RuleError("sr4-pass-cap", `${who(c)} cannot act in more than ${MAX_PASSES} passes`, {
      actor: who(c),
      max: MAX_PASSES,
    });
  }
  requireStartOfPass(state, c, command);
  return {
    ...c,
    input: spendEdgePoint(c.input, command),
    passes,
    flags: withFlags(c.flags, "sr4", { extraPass: true }),
  };
}

/**
 * Rule 7a: Edge on the next initiative test. Declared before the roll (before the combat or during a turn,
 * for the next turn's test) and paid at once; once per test.
 */
export function declareEdgeTest(c: CombatantState): CombatantState {
  if (sr4Flags(c.flags).edgeTestDeclared) {
    throw new RuleError("sr4-edge-test-declared", `${who(c)} already uses Edge on the next initiative test`, {
      actor: who(c),
    });
  }
  const flags = withFlags(c.flags, "sr4", { edgeTestDeclared: true });
  return { ...c, input: spendEdgePoint(c.input, "edge-test"), flags };
}
