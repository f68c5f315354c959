// The d20 action economy as the views read it (rules d20 rule 5): the Action, a bonus action, the reaction
// (the one thing taken outside one's own turn), the free object interaction and movement in feet. Paying is
// the ruleset's own apply (./commands.ts); there is no delaying and no Full Defense.
import { d20Budget, EMPTY_D20_BUDGET } from "../budget";
import type { D20Budget } from "../../types";
import { itemKindWords } from "../economy";
import type { ActionEconomy, BudgetCount, LeftCount, RowContext, SpendOffer } from "../economy";
import { d20CanReact } from "./order";
import { distanceWords } from "./words";

/** Movement spent per click, in feet (one 5-foot square). */
export const MOVEMENT_STEP = 5;

const kindKey = (key: string) => `SHADOWTURN.Tracker.Kind.${key}`;
const abbrKey = (key: string) => `SHADOWTURN.Tracker.KindAbbr.${key}`;

function count(kind: string, n: number): BudgetCount {
  return { kind, count: n, labelKey: kindKey(kind), abbrKey: abbrKey(kind), category: null };
}

function offer(kind: string): SpendOffer {
  return {
    kind,
    category: null,
    paidWith: null,
    labelKey: `SHADOWTURN.Tracker.Spend.${kind}`,
    abbrKey: abbrKey(kind),
    amount: kind === "movement" ? MOVEMENT_STEP : null,
  };
}

/**
 * Each kind one spends in the own turn, in the order the buttons stand, and what one spend of it takes from
 * the budget (rule 5): one of it; movement a 5-foot step.
 */
const SPENDS: readonly { kind: string; has: (b: D20Budget) => number; takes: number }[] = [
  { kind: "action", has: (b) => b.action, takes: 1 },
  { kind: "bonus", has: (b) => b.bonusAction, takes: 1 },
  { kind: "reaction", has: (b) => b.reaction, takes: 1 },
  { kind: "object", has: (b) => b.object, takes: 1 },
  { kind: "movement", has: (b) => b.movement, takes: MOVEMENT_STEP },
];

/** Whether the budget holds one spend of it. */
const holds = (b: D20Budget, spend: (typeof SPENDS)[number]) => spend.has(b) >= spend.takes;

/** Whether the row's combatant may take its reaction now (rule 5; rule 4 for the surprised). */
function canReact({ state, c }: RowContext): boolean {
  return c !== undefined && d20CanReact(c, state);
}

const left = (name: string, n: number): LeftCount => ({
  base: `SHADOWTURN.Tracker.Left.${name}`,
  n,
  category: null,
});

// the sheet's kinds: movement is spent in feet, not taken from the catalogue
const SHEET_KINDS = ["action", "bonus", "reaction", "object"];

export const D20_ECONOMY: ActionEconomy = {
  kinds: ["action", "bonus", "reaction", "object", "movement"].map((id) => ({
    id,
    labelKey: kindKey(id),
    abbrKey: abbrKey(id),
  })),
  // the spend keys: the Action, the bonus action, the object interaction (the reaction is listed third)
  keyKinds: ["action", "bonus", "object"],
  sheetKinds: SHEET_KINDS,
  sheetWords: itemKindWords(SHEET_KINDS),
  empty: EMPTY_D20_BUDGET,
  delay: false,

  phaseSpent(budget) {
    const b = d20Budget(budget);
    return b.action <= 0 && b.bonusAction <= 0 && b.movement <= 0;
  },

  afterPhase: (budget) => budget,

  pips(ctx) {
    // a waiting row previews its next turn's budget, where the reaction is always back: its pip shows
    // instead whether it can react now
    const shown = d20Budget(ctx.row.budget);
    const b = ctx.row.current ? shown : { ...shown, reaction: canReact(ctx) ? shown.reaction : 0 };
    // without a turn in this round only the reaction is left
    if (!ctx.row.hasPhase) return { counts: [count("reaction", b.reaction)], movement: null, hint: null };
    return {
      counts: [
        count("action", b.action),
        count("bonus", b.bonusAction),
        count("reaction", b.reaction),
        count("object", b.object),
      ],
      // the tracker keeps it at 0 or more for every economy
      movement: b.movement,
      hint: null,
    };
  },

  offers(ctx) {
    // the reaction works on anyone's turn; the rest only on one's own (d20 rule 5)
    if (!ctx.row.current) return canReact(ctx) ? [offer("reaction")] : [];
    const b = d20Budget(ctx.row.budget);
    return SPENDS.filter((x) => holds(b, x)).map((x) => offer(x.kind));
  },

  canPay({ row }, kind) {
    const spend = SPENDS.find((x) => x.kind === kind);
    return spend !== undefined && holds(d20Budget(row.budget), spend);
  },

  // movement, the object interaction and the reaction are no actions one forgets
  left(budget) {
    const b = d20Budget(budget);
    const out: LeftCount[] = [];
    if (b.action > 0) out.push(left("action", b.action));
    if (b.bonusAction > 0) out.push(left("bonusAction", b.bonusAction));
    return out;
  },

  record(budget) {
    const b = d20Budget(budget);
    return {
      action: b.action,
      bonusAction: b.bonusAction,
      reaction: b.reaction,
      object: b.object,
      movement: b.movement,
    };
  },

  text(r, t) {
    const num = (k: string) => (typeof r[k] === "number" ? r[k] : 0);
    return t("Budget.D20", {
      action: num("action"),
      bonus: num("bonusAction"),
      reaction: num("reaction"),
      object: num("object"),
      movement: distanceWords(num("movement"), t),
    });
  },
};
