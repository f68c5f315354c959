// One combatant of a state: found by id (an unknown id is refused the same way everywhere) and replaced.
import { RuleError } from "./errors";
import type { CombatantState, CombatState } from "./types";

/** The combatant with this id; RuleError "unknown-combatant" when the combat has none. */
export function findCombatant(state: CombatState, id: string): CombatantState {
  const c = state.combatants.find((x) => x.id === id);
  if (!c) throw new RuleError("unknown-combatant", `no combatant ${id} in this combat`, { id });
  return c;
}

/** The state with `c` in place of the combatant of the same id (unchanged when there is none). */
export function withCombatant(state: CombatState, c: CombatantState): CombatState {
  return { ...state, combatants: state.combatants.map((x) => (x.id === c.id ? c : x)) };
}
