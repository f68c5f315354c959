// d20 rule 6: effects that end "at the end of the acting creature's turn" tick when that turn ends. The engine
// does not track such effects (the GM does, rules d20 rule 6); it only says whose turn ended, so the Foundry layer
// can fire its end-of-turn hook for that combatant.
import type { CombatState } from "../../types";

/**
 * The combatant whose turn ended going from `before` to `after` (one flow call: advance, defeated,
 * removeCombatant ...), or null when no turn ended. A d20 turn ends when its combatant stops being the
 * current one, or when a new round starts while it was (a lone combatant acts again at once).
 */
export function d20TurnEnded(before: CombatState, after: CombatState): string | null {
  const id = before.currentId;
  if (id === null) return null;
  return after.currentId !== id || after.turn !== before.turn ? id : null;
}
