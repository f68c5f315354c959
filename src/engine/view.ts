// Rows of the tracker / simulator table for the current pass: who acted (in the order they acted), who acts
// now, who is still to come (in ruleset order, delayers included and flagged), then everyone without a phase
// in this pass, marked; a row the ruleset keeps in place (d20's surprised) stands where the order puts it.
import { getRuleset } from "./rulesets";
import { orderBy } from "./tiebreak";
import type { Ruleset } from "./rulesets/ruleset";
import type { CombatantState, CombatState, PhaseView, TimedItemSlot } from "./types";

function inPass(rs: Ruleset, c: CombatantState, state: CombatState): boolean {
  return !c.flags.defeated && rs.inPass(c, state);
}

/**
 * Phases still to come this turn, counting this pass when the combatant has not acted in it. A score of 0 or
 * less has none where the ruleset gives it no phase (SR 4/5: inPass and laterPasses say so); where it still
 * acts (sr6 rule 8, a d20 score of 0) its phase counts.
 */
function passesLeft(c: CombatantState, has: boolean, later: readonly number[]): number {
  const here = has && !c.actedThisPass ? 1 : 0;
  if (c.score === null || c.flags.defeated) return 0;
  return later.length + here;
}

/** Those acting at the same time as someone else in the current pass, as the ruleset tells them. */
function tiedIn(rs: Ruleset, state: CombatState): ReadonlySet<string> {
  return rs.simultaneous?.(state) ?? new Set();
}

function row(rs: Ruleset, c: CombatantState, state: CombatState, tied: ReadonlySet<string>): PhaseView {
  const has = inPass(rs, c, state);
  const acted = c.actedThisPass;
  const later = rs.laterPasses?.(c, state) ?? [];
  // Before its phase begins a combatant is shown the budget it will get (waitingBudget, else phaseBudget);
  // once the phase is over (or there is none) only what outlives a phase is shown (SR: the Free actions).
  const budget =
    has && !acted && c.phaseBegun !== true
      ? (rs.waitingBudget ?? rs.phaseBudget)(c, state)
      : acted || !has
        ? rs.economy.afterPhase(c.budget)
        : c.budget;
  const spent = !has || acted || rs.economy.phaseSpent(budget);
  return {
    combatantId: c.id,
    name: c.input.name,
    score: c.score,
    pass: state.pass,
    acted,
    current: state.currentId === c.id,
    simultaneous: tied.has(c.id),
    passesLeft: passesLeft(c, has, later),
    // only shown when the score changes from pass to pass
    nextPassScore: later[0] !== undefined && later[0] !== c.score ? later[0] : null,
    budget,
    flags: c.flags,
    spent,
    hasPhase: has,
  };
}

/** The rows of the current pass, top to bottom. */
export function turnOrder(state: CombatState): PhaseView[] {
  const rs = getRuleset(state.ruleset);
  const byOrder = orderBy(rs.orderKeys);
  const withPhase = state.combatants.filter((c) => inPass(rs, c, state));
  const listed = new Set<string>();
  const ordered: CombatantState[] = [];
  const push = (c: CombatantState | undefined) => {
    if (c && !listed.has(c.id)) {
      listed.add(c.id);
      ordered.push(c);
    }
  };
  // by id, not by a search per id: a pass of n who acted would cost n * n
  const byId = new Map<string, CombatantState>();
  for (const c of state.combatants) if (!byId.has(c.id)) byId.set(c.id, c);
  state.actedOrder.forEach((id) => push(byId.get(id)));
  push(state.combatants.find((c) => c.id === state.currentId));
  withPhase
    .filter((c) => !c.actedThisPass)
    .sort(byOrder)
    .forEach(push);
  state.combatants
    .filter((c) => !listed.has(c.id))
    .sort(byOrder)
    .forEach(push);
  const tied = tiedIn(rs, state);
  return inPlace(rs, state, ordered, byOrder).map((c) => row(rs, c, state, tied));
}

/**
 * The rows the ruleset keeps in place (Ruleset.keepsPlace: d20's surprised in round 1) moved from the foot of
 * the list to where the order puts them: before the first other row they come before.
 */
function inPlace(
  rs: Ruleset,
  state: CombatState,
  ordered: CombatantState[],
  byOrder: (a: CombatantState, b: CombatantState) => number,
): CombatantState[] {
  const keeps = (c: CombatantState) => !c.flags.defeated && c.score !== null && rs.keepsPlace?.(c, state);
  const moved = ordered.filter(keeps);
  if (moved.length === 0) return ordered;
  const out = ordered.filter((c) => !keeps(c));
  for (const c of moved) {
    const at = out.findIndex((o) => !o.flags.defeated && o.score !== null && byOrder(c, o) < 0);
    out.splice(at < 0 ? out.length : at, 0, c);
  }
  return out;
}

/**
 * Every combatant's row as turnOrder shows it, in the combat's own order (not the pass's): for a caller
 * that looks rows up by id at every phase, where ordering the whole pass each time would cost n log n.
 */
export function phaseViews(state: CombatState): PhaseView[] {
  const rs = getRuleset(state.ruleset);
  const tied = tiedIn(rs, state);
  return state.combatants.map((c) => row(rs, c, state, tied));
}

/** Each combatant's phases still to come this turn (a row's passesLeft), without building the rows. */
export function phasesLeftById(state: CombatState): Map<string, number> {
  const rs = getRuleset(state.ruleset);
  const left = new Map<string, number>();
  for (const c of state.combatants) {
    if (!left.has(c.id))
      left.set(c.id, passesLeft(c, inPass(rs, c, state), rs.laterPasses?.(c, state) ?? []));
  }
  return left;
}

/** One combatant's row as turnOrder shows it (undefined when it is not in the combat), without the order. */
export function phaseViewOf(state: CombatState, id: string): PhaseView | undefined {
  const c = state.combatants.find((x) => x.id === id);
  const rs = getRuleset(state.ruleset);
  return c && row(rs, c, state, tiedIn(rs, state));
}

/** Timed items going off in the current pass (sr4 rule 11), each right after the row of `afterId`. */
export function timedItemsInPass(state: CombatState): TimedItemSlot[] {
  return getRuleset(state.ruleset).timedItems?.(state) ?? [];
}

/** The row of the acting combatant, or null when nobody acts. */
export function currentPhase(state: CombatState): PhaseView | null {
  return turnOrder(state).find((r) => r.current) ?? null;
}
