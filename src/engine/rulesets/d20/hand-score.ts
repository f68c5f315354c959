// A score the GM set by hand in d20 ("Scores set by hand, and who rolls", rule 1): it stands for the rest of
// the combat (or the round, when every round is rolled again). Ties the players settled by swapping were ties
// of the old score, so the new one starts with the coin again (rule 3), as after a new roll.
import type { CombatantState } from "../../types";

export function handScoreD20(c: CombatantState): CombatantState {
  return c.tieOrder === null ? c : { ...c, tieOrder: null };
}
