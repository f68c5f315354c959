// A score the GM set by hand in sr4 ("Scores set by hand, and who rolls", rule 1): the passes stay as rolled,
// and so do a glitch's places (rule 4). The GM's number is taken as meant: at 0 or less the character has no
// more phases this turn (rule 5), above 0 it has its passes again, even after a wound had taken them.
import { sr4Flags, withFlags } from "../../flags";
import type { CombatantState } from "../../types";

export function handScoreSr4(c: CombatantState): CombatantState {
  const out = c.score !== null && c.score <= 0;
  return sr4Flags(c.flags).outThisTurn === out
    ? c
    : { ...c, flags: withFlags(c.flags, "sr4", { outThisTurn: out }) };
}
