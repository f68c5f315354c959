// What a combatant may still do, as pips (one pip per action left). The counts come straight from the
// ruleset's economy (its pips of the engine's Budget), so what the tracker shows is what the engine will allow,
// in the ruleset's own words.
import { getRuleset, type ActionEconomy, type RowContext } from "../../engine";
import { categoryKey, type BudgetView, type PipGroup } from "./view-types";

/**
 * The most pips drawn one by one. bonus-actions allows as many Free actions per turn as the turn has phases
 * (rule 6), 50 with 50 combatants: a row of 50 dots tells a GM nothing a number does not, and drawing one
 * per action made the whole tracker's size grow with the square of the crowd.
 */
export const MAX_DOTS = 5;

function group(
  kind: string,
  count: number,
  labelKey: string,
  abbrKey: string,
  category: string | null,
): PipGroup {
  // a negative or fractional count would be an engine bug; never draw NaN pips
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  const many = n > MAX_DOTS;
  return { kind, labelKey, abbrKey, count: n, dots: many ? 1 : n, many, categoryKey: category };
}

/** The i18n keys of an action kind's name and abbreviation in an economy (its own, else the shared ones). */
export function kindKeys(economy: ActionEconomy, kind: string): { kindKey: string; kindAbbrKey: string } {
  const info = economy.kinds.find((k) => k.id === kind);
  return {
    kindKey: info?.labelKey ?? `SHADOWTURN.Tracker.Kind.${kind}`,
    kindAbbrKey: info?.abbrKey ?? `SHADOWTURN.Tracker.KindAbbr.${kind}`,
  };
}

/**
 * The row's pips as its ruleset's economy gives them: SR Simple units (a Complex costs two, rules sr4 rule 8 /
 * sr5 rule 6), Free actions and the bonus pool with its category (bonus-actions rule 4); d20's Action, Bonus
 * Action, Reaction, object interaction and movement in feet (d20 rule 5); sr6's Major and Minor actions.
 * Without a phase in this pass only what works outside one is left.
 */
export function budgetView(ctx: RowContext): BudgetView {
  const pips = getRuleset(ctx.state.ruleset).economy.pips(ctx);
  return {
    groups: pips.counts.map((c) =>
      group(c.kind, c.count, c.labelKey, c.abbrKey, c.category ? categoryKey(c.category) : null),
    ),
    // as for the counts, for any economy (a module's too): never below zero, never NaN or endless
    movement: pips.movement === null ? null : Number.isFinite(pips.movement) ? Math.max(0, pips.movement) : 0,
    hint: pips.hint,
  };
}
