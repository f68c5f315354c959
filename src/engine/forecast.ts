// Who is next, and what the rest of the turn looks like (issue "what GMs ask every combat tracker for", 4):
// the rest of the current pass as the shared flow would hand it on, then the passes still to come as
// planTurn plans them, both read from the state as it stands, so a changed score changes the forecast at
// once. "As it stands": if nobody does anything more than end their phases.
import { planTurn, type PlannedPass } from "./plan";
import { getRuleset } from "./rulesets";
import { orderBy } from "./tiebreak";
import type { CombatantState, CombatState } from "./types";

export interface Forecast {
  /** The current pass from the acting combatant on: it, then the rest in order, delayers last. */
  rest: PlannedPass;
  /** The passes still to come this turn (sr4, sr5), in order; empty in bonus-actions and d20. */
  later: PlannedPass[];
  /** Whose phase comes after the current one in this turn; null when the turn ends with it. */
  next: string | null;
}

/**
 * The rest of the current pass: the acting combatant, then everyone with a phase here who has not acted, by
 * the ruleset's order, those not delaying first (delayers act after the last phase unless they intervene).
 */
function restOfPass(state: CombatState): CombatantState[] {
  const rs = getRuleset(state.ruleset);
  const byOrder = orderBy(rs.orderKeys);
  const waiting = state.combatants.filter(
    (c) => !c.flags.defeated && !c.actedThisPass && c.id !== state.currentId && rs.inPass(c, state),
  );
  const current = state.combatants.filter((c) => c.id === state.currentId);
  const ready = waiting.filter((c) => !c.flags.delayed).sort(byOrder);
  const held = waiting.filter((c) => c.flags.delayed).sort(byOrder);
  return [...current, ...ready, ...held];
}

/** The forecast of the turn as it stands (before the first turn: nothing yet). */
export function forecast(state: CombatState): Forecast {
  const empty: PlannedPass = { pass: state.pass, ids: [], scores: [] };
  if (state.turn === 0) return { rest: empty, later: [], next: null };
  const rs = getRuleset(state.ruleset);
  const rows = restOfPass(state);
  const rest: PlannedPass = {
    pass: state.pass,
    ids: rows.map((c) => c.id),
    scores: rows.map((c) => c.score),
  };
  // The pass played out with nobody doing anything: everyone in it has acted, nobody is delaying.
  const played: CombatState = {
    ...state,
    currentId: null,
    combatants: state.combatants.map((c) =>
      rs.inPass(c, state) && !c.flags.defeated
        ? { ...c, actedThisPass: true, flags: { ...c.flags, delayed: false } }
        : c,
    ),
  };
  const after = rs.nextPass(played);
  const later = after === null ? [] : planTurn(after);
  const following = state.currentId === null ? rest.ids[0] : rest.ids[1];
  return { rest, later, next: following ?? later[0]?.ids[0] ?? null };
}

/** Whose phase comes next in this turn (after the acting one); null when the turn ends with this phase. */
export function upNext(state: CombatState): string | null {
  return forecast(state).next;
}
