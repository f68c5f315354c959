// The whole turn at a glance (rules sr4 rule 2, sr5 rule 2, bonus-actions rule 1, d20 rule 2): the order
// of every pass of a freshly rolled turn if nobody does anything, as advance() would hand the phases over,
// worked out with the ruleset's own inPass, compare and nextPass.
import { getRuleset } from "./rulesets";
import { orderBy } from "./tiebreak";
import type { CombatState } from "./types";

/** One pass of a planned turn: who acts, in phase order, and on what score (ids[i] acts on scores[i]). */
export interface PlannedPass {
  pass: number;
  ids: string[];
  scores: (number | null)[];
}

/**
 * The order of every pass of the turn `state` has just rolled (a state right after startTurn), if nobody
 * does anything: in each pass everyone with a phase in it, by the ruleset's order, with the score it acts
 * on there. Passes nobody has a phase in are left out, as advance() passes over them.
 */
export function planTurn(state: CombatState): PlannedPass[] {
  const rs = getRuleset(state.ruleset);
  const passes: PlannedPass[] = [];
  let s: CombatState | null = { ...state, currentId: null };
  // Like the shared flow, give up after this many passes in a row without a phase.
  let empty = 4 * state.combatants.length + 8;
  while (s !== null && empty > 0) {
    const at: CombatState = s;
    const inPass = at.combatants
      .filter((c) => !c.flags.defeated && rs.inPass(c, at))
      .sort(orderBy(rs.orderKeys));
    if (inPass.length > 0) {
      passes.push({ pass: at.pass, ids: inPass.map((c) => c.id), scores: inPass.map((c) => c.score) });
    } else empty -= 1;
    // Only those with a phase here can have one later (Ruleset.nextPass): the next pass is made from them.
    s = rs.nextPass({ ...at, combatants: inPass });
  }
  return passes;
}
