// Edge declared at the start of a pass can put someone new at the head of the order (rules 7b, 7c). The
// shared flow has already begun the first phase of the pass, so the phase is handed over: nobody has spent
// anything yet (the declaration is refused otherwise), so the old head simply has not begun.
import { EMPTY_SR_BUDGET } from "../budget";
import type { CombatantState, CombatState } from "../../types";
import { fullDefenseTookPhase } from "./edge";
import { sr4PassOrder } from "./order";
import { openedPhaseSr4 } from "./turn";

/** The old head waits for its phase again; a Full Defense that took its Complex takes it from that phase. */
function unbegin(c: CombatantState): CombatantState {
  const flags = fullDefenseTookPhase(c) ? { ...c.flags, fullDefenseOwed: true } : c.flags;
  return {
    ...c,
    flags,
    budget: EMPTY_SR_BUDGET,
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
    c.id === head.id ? openedPhaseSr4(c) : c.id === oldId ? unbegin(c) : c,
  );
  return { ...state, combatants, currentId: head.id };
}
