// What a combatant may still do, as pips (one pip per action left). The counts come straight from the
// engine's Budget, so what the tracker shows is what the engine will allow.
import { d20Budget, isSrRuleset, srBudget, type ActionKind, type Budget, type RulesetId } from "../../engine";
import { categoryKey, type BudgetView, type PipGroup } from "./view-types";

/**
 * The most pips drawn one by one. bonus-actions allows as many Free actions per turn as the turn has phases
 * (rule 6), 50 with 50 combatants: a row of 50 dots tells a GM nothing a number does not, and drawing one
 * per action made the whole tracker's size grow with the square of the crowd.
 */
export const MAX_DOTS = 5;

function group(kind: PipGroup["kind"], count: number, key: string, category: string | null = null): PipGroup {
  // a negative or fractional count would be an engine bug; never draw NaN pips
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  const many = n > MAX_DOTS;
  return {
    kind,
    labelKey: `SHADOWTURN.Tracker.Kind.${key}`,
    abbrKey: `SHADOWTURN.Tracker.KindAbbr.${key}`,
    count: n,
    dots: many ? 1 : n,
    many,
    categoryKey: category,
  };
}

/** The i18n key of an action kind's name. */
export function kindKey(kind: ActionKind): string {
  return `SHADOWTURN.Tracker.Kind.${kind}`;
}

/**
 * SR rulesets: Simple units (a Complex costs two, rules sr4 rule 8 / sr5 rule 6), Free actions, and in
 * bonus-actions the bonus pool with its category (rule 4). d20: Action, Bonus Action, Reaction, object
 * interaction, and movement in feet (d20 rule 5).
 */
export function budgetView(ruleset: RulesetId, budget: Budget, hasPhase = true): BudgetView {
  // without a phase in this pass only what works outside one is left: SR Free actions, the d20 reaction
  if (!hasPhase) {
    const only = isSrRuleset(ruleset)
      ? group("free", srBudget(budget).free, "free")
      : group("reaction", d20Budget(budget).reaction, "reaction");
    return { groups: [only], movement: null, complexPossible: false };
  }
  if (!isSrRuleset(ruleset)) {
    const b = d20Budget(budget);
    return {
      groups: [
        group("action", b.action, "action"),
        group("bonus", b.bonusAction, "bonus"),
        group("reaction", b.reaction, "reaction"),
        group("object", b.object, "object"),
      ],
      movement: Number.isFinite(b.movement) ? Math.max(0, b.movement) : 0,
      complexPossible: false,
    };
  }
  const b = srBudget(budget);
  const groups = [group("simple", b.simple, "simple"), group("free", b.free, "free")];
  if (b.bonus > 0 && b.bonusCategory) {
    groups.push(group("bonus-pool", b.bonus, "bonusPool", categoryKey(b.bonusCategory)));
  }
  return { groups, movement: null, complexPossible: b.simple + b.bonus >= 2 };
}
