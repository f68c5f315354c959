// Edge declared at the start of a pass can put someone new at the head of the order (rules 7b, 7c). The
// shared flow has already begun the first phase of the pass, so the phase is handed over: nobody has spent
// anything yet (the declaration is refused otherwise), so the old head simply has not begun.
import { EMPTY_BUDGET } from "../../budget";
import type { CombatantState, CombatState } from "../../types";
import { fullDefenseTookPhase } from "./edge";
import { sr4PassOrder } from "./order";
import { phaseBudgetSr4 } from "./turn";

function begin(c: CombatantState): CombatantState {
  let budget = phaseBudgetSr4();
  // Full Defense still owed takes the Complex of the phase (rule 10), as when the flow begins a phase.
  const owed = c.flags.fullDefenseOwed === true;
  if (owed) budget = { ...budget, simple: 0 };
  const flags = { ...c.flags, fullDefenseOwed: false };
  // What the phase opened with, as the flow keeps it: an action spent is told from it (rule 9).
  const phaseOpening = { budget: c.budget, opened: budget, fullDefenseOwed: owed };
  return { ...c, budget, flags, phaseBegun: true, phasesTaken: c.phasesTaken + 1, phaseOpening };
}

/** The old head waits for its phase again; a Full Defense that took its Complex takes it from that phase. */
function unbegin(c: CombatantState): CombatantState {
  const flags = fullDefenseTookPhase(c) ? { ...c.flags, fullDefenseOwed: true } : c.flags;
  return {
    ...c,
    flags,
    budget: EMPTY_BUDGET,
    phaseBegun: false,
    phasesTaken: Math.max(0, c.phasesTaken - 1),
  };
}

export function handOver(state: CombatState): CombatState {
  if (state.currentId === null) return state;
  const head = sr4PassOrder(state).find((c) => !c.actedThisPass && !c.flags.delayed);
  if (!head || head.id === state.currentId) return state;
  const oldId = state.currentId;
  const combatants = state.combatants.map((c) =>
    c.id === head.id ? begin(c) : c.id === oldId ? unbegin(c) : c,
  );
  return { ...state, combatants, currentId: head.id };
}
