// "Why this order" on the rows: for each pair of neighbours whose order the engine settled by something other
// than the score (a tiebreak, Seize, Edge to go first, a glitch), one line saying what decided it. The step is
// the engine's (whyOrder); this file only picks the words' key and the values to show.
import {
  getRuleset,
  orderBy,
  whyOrder,
  type CombatantState,
  type CombatState,
  type OrderReason,
  type OrderStep,
  type PhaseView,
} from "../../engine";
import type { WhyLine } from "./view-types";

/** Steps that place a row on their own: they need no numbers. */
const FLAG_STEPS: ReadonlySet<OrderStep> = new Set([
  "goFirst",
  "seized",
  "criticalGlitch",
  "glitch",
  "swap",
  "id",
]);

function shown(step: OrderStep, value: number): string {
  if (FLAG_STEPS.has(step)) return "";
  // the coin is a number in [0, 1): two decimals say which is higher
  return step === "coin" ? value.toFixed(2) : String(value);
}

function line(
  words: string,
  first: PhaseView,
  second: PhaseView,
  why: OrderReason,
  withValues: boolean,
): WhyLine {
  // a player is told what decided the order, but not the values of a combatant that is not theirs
  const values = withValues || FLAG_STEPS.has(why.step);
  return {
    key: `SHADOWTURN.Tracker.${values ? "Why" : "WhyNoValues"}.${words}`,
    first: first.name,
    second: second.name,
    a: values ? shown(why.step, why.first) : "",
    b: values ? shown(why.step, why.second) : "",
  };
}

/** Rows that still wait in ruleset order: the acting one and those to come, delayers left out. */
function ordered(row: PhaseView): boolean {
  return row.hasPhase && !row.acted && !row.flags.delayed;
}

/**
 * The why-lines of every row, by combatant id: each pair's line goes on both of its rows. `maySee` says whose
 * values the viewer may read (the GM everyone's, a player their own): a line shows its values only when the
 * viewer may see both combatants'.
 */
export function whyOrderLines(
  state: CombatState,
  rows: readonly PhaseView[],
  byId: ReadonlyMap<string, CombatantState>,
  maySee: (combatantId: string) => boolean = () => true,
): Map<string, WhyLine[]> {
  const out = new Map<string, WhyLine[]>();
  const add = (id: string, l: WhyLine) => out.set(id, [...(out.get(id) ?? []), l]);
  const rs = getRuleset(state.ruleset);
  const waiting = rows.filter(ordered);
  for (let i = 0; i + 1 < waiting.length; i++) {
    const [first, second] = [waiting[i]!, waiting[i + 1]!];
    const a = byId.get(first.combatantId);
    const b = byId.get(second.combatantId);
    // an intervening delayer may act out of ruleset order: no reason to give then
    if (!a || !b || orderBy(rs.orderKeys)(a, b) > 0) continue;
    const why = whyOrder(state.ruleset, a, b);
    if (why.step === "score") continue;
    // the ruleset's own words for the step (TieKey.words)
    const words = rs.orderKeys.find((k) => k.step === why.step)?.words ?? why.step;
    const l = line(words, first, second, why, maySee(first.combatantId) && maySee(second.combatantId));
    add(first.combatantId, l);
    add(second.combatantId, l);
  }
  return out;
}
