// The action economy of sr4, sr5 and bonus-actions (sr4 rule 8, sr5 rule 6, bonus-actions rules 4 and 6):
// Simple-action units (a Complex costs two), the bonus pool of one category, Free actions per pass or per
// turn; delaying exists; Full Defense uses up the next Complex. One economy, built with what differs: how long
// Free actions last and when they may be taken outside the own phase.
import { RuleError } from "../errors";
import type { Budget, BonusCategory, CombatantState, CombatState, JsonValue, SrBudget } from "../types";
import { canPaySrAction, EMPTY_SR_BUDGET, payFree, paySrAction, srBudget, srPhaseSpent } from "./budget";
import { itemKindWords } from "./economy";
import type { ActionEconomy, BudgetCount, EconomyWords, LeftCount, SpendOffer } from "./economy";

// the sheet lists the smaller actions first, as the shipped catalogue does
const SHEET_KINDS = ["free", "simple", "complex"];

const kindKey = (key: string) => `SHADOWTURN.Tracker.Kind.${key}`;
const abbrKey = (key: string) => `SHADOWTURN.Tracker.KindAbbr.${key}`;

function count(kind: string, n: number, key: string, category: BonusCategory | null = null): BudgetCount {
  return { kind, count: n, labelKey: kindKey(key), abbrKey: abbrKey(key), category };
}

function offer(kind: "complex" | "simple" | "free", category: BonusCategory | null = null): SpendOffer {
  const key = category && kind === "simple" ? "bonusPool" : kind;
  const labelKey = category && kind === "complex" ? "complexFromPool" : key;
  return {
    kind,
    category,
    paidWith: null,
    labelKey: `SHADOWTURN.Tracker.Spend.${labelKey}`,
    abbrKey: abbrKey(key),
    amount: null,
  };
}

const left = (name: string, n: number, category: BonusCategory | null = null): LeftCount => ({
  base: `SHADOWTURN.Tracker.Left.${name}`,
  n,
  category,
});

/** The simulator's table words for an SR budget ("1 Complex or 2 Simple, 1 Free"). */
function srText(r: Readonly<Record<string, JsonValue>>, t: EconomyWords): string {
  const num = (k: string) => (typeof r[k] === "number" ? r[k] : 0);
  const [simple, bonus, free] = [num("simple"), num("bonus"), num("free")];
  const parts: string[] = [];
  if (simple >= 2) parts.push(t("Budget.ComplexOrSimple", { complex: Math.floor(simple / 2), simple }));
  else if (simple === 1) parts.push(t("Budget.Simple", { simple: 1 }));
  if (bonus > 0 && typeof r.bonusCategory === "string") {
    parts.push(t("Budget.Bonus", { bonus, category: t(`Category.${r.bonusCategory}`) }));
  }
  const main = parts.length ? parts.join(" + ") : t("Budget.NoAction");
  const freeWords = t(r.freePer === "turn" ? "Budget.FreeThisTurn" : "Budget.Free", { free });
  return free > 0 ? `${main}, ${freeWords}` : main;
}

/** The kinds paid from the phase's Simple units. */
const UNIT_KINDS = ["simple", "complex"] as const;

export interface SrEconomyOptions {
  /** How long Free actions last: a pass (sr4, sr5) or the whole turn (bonus-actions rule 6). */
  freePer: "pass" | "turn";
  /** Free actions outside the own phase: any time, or only once the own phase of the pass came (sr4 rule 8). */
  freeOutsidePhase: "any-time" | "after-own-phase";
  /** Whether the shared flow's Full Defense (sr4 rule 10) plays now; absent: always. */
  sharedFullDefense?: ActionEconomy["sharedFullDefense"];
  /** The actions outside the order of phases (sr5 rule 7's interrupts); absent: none. */
  outside?: ActionEconomy["outside"];
}

/**
 * The SR economy. A Full Defense owed takes a Complex (physical, so physical bonus actions may pay it), or
 * leaves the phase nothing but Free actions when no Complex fits. `spendFree` is the ruleset's own Free
 * action rule (sr4 rule 8, bonus-actions rule 6); absent: one whenever budget.free > 0.
 */
export function srEconomy(
  opts: SrEconomyOptions,
  spendFree?: (c: CombatantState, state: CombatState) => CombatantState,
): ActionEconomy {
  return {
    kinds: [
      { id: "complex", labelKey: kindKey("complex"), abbrKey: abbrKey("complex") },
      { id: "simple", labelKey: kindKey("simple"), abbrKey: abbrKey("simple") },
      { id: "free", labelKey: kindKey("free"), abbrKey: abbrKey("free") },
    ],
    sheetKinds: SHEET_KINDS,
    sheetWords: itemKindWords(SHEET_KINDS),
    categories: true,
    empty: EMPTY_SR_BUDGET,
    delay: true,
    sharedFullDefense: opts.sharedFullDefense ?? (() => true),
    ...(opts.outside ? { outside: opts.outside } : {}),

    phaseSpent: (budget) => srPhaseSpent(srBudget(budget)),

    // once the phase is over (or there is none) only the Free actions are still usable
    afterPhase: (budget) => ({ ...srBudget(budget), simple: 0, bonus: 0 }),

    pips({ row }) {
      const b = srBudget(row.budget);
      if (!row.hasPhase) return { counts: [count("free", b.free, "free")], movement: null, hint: null };
      const counts = [count("simple", b.simple, "simple"), count("free", b.free, "free")];
      if (b.bonus > 0 && b.bonusCategory) {
        counts.push(count("bonus-pool", b.bonus, "bonusPool", b.bonusCategory));
      }
      const complex = b.simple + b.bonus >= 2;
      return {
        counts,
        movement: null,
        hint: complex
          ? { kind: "complex", abbrKey: abbrKey("complex"), labelKey: "SHADOWTURN.Tracker.ComplexPossible" }
          : null,
      };
    },

    offers({ row }) {
      const b = srBudget(row.budget);
      if (!row.current) {
        const outside = b.free > 0 && (opts.freeOutsidePhase === "any-time" || row.acted);
        return outside ? [offer("free")] : [];
      }
      const out: SpendOffer[] = [];
      // a Complex may draw on the bonus pool when the ordinary units are short (bonus-actions rule 4)
      if (b.simple >= 2) out.push(offer("complex"));
      else if (b.simple + b.bonus >= 2 && b.bonusCategory) out.push(offer("complex", b.bonusCategory));
      if (b.simple >= 1) out.push(offer("simple"));
      if (b.bonus > 0 && b.bonusCategory) out.push(offer("simple", b.bonusCategory));
      if (b.free > 0) out.push(offer("free"));
      return out;
    },

    canPay({ row }, kind) {
      const b = srBudget(row.budget);
      if (kind === "complex") return b.simple + b.bonus >= 2;
      if (kind === "simple") return b.simple + b.bonus >= 1;
      return kind === "free" && b.free >= 1;
    },

    left(budget) {
      const b = srBudget(budget);
      const out: LeftCount[] = [];
      if (b.simple > 0) out.push(left("simple", b.simple));
      if (b.bonus > 0 && b.bonusCategory) out.push(left("bonus", b.bonus, b.bonusCategory));
      return out;
    },

    spend(state, c, cmd, ownPhase) {
      const who = c.input.name;
      if (cmd.kind === "free") {
        const paid = spendFree ? spendFree(c, state) : { ...c, budget: payFree(srBudget(c.budget), who) };
        return { combatant: paid, inPhase: false };
      }
      const kind = UNIT_KINDS.find((k) => k === cmd.kind) ?? null;
      if (kind === null) {
        throw new RuleError("wrong-kind", `${who}: ${cmd.kind} is not an action of ${state.ruleset}`, {
          actor: who,
          kind: cmd.kind,
        });
      }
      if (!ownPhase) {
        throw new RuleError("not-your-phase", `it is not ${who}'s phase`, { actor: who });
      }
      const budget = paySrAction(srBudget(c.budget), kind, cmd.category ?? "other", who);
      return { combatant: { ...c, budget }, inPhase: true };
    },

    // a Complex, physical, so physical bonus actions may pay it
    payFullDefense(budget: Budget, who: string): Budget | null {
      const sr = srBudget(budget);
      return canPaySrAction(sr, "complex", "physical") ? paySrAction(sr, "complex", "physical", who) : null;
    },

    // the units and the pool held, with the new pass's Free actions
    carryHeld(held, fresh) {
      const { simple, bonus, bonusCategory } = srBudget(held);
      return { ...srBudget(fresh), simple, bonus, bonusCategory };
    },

    record(budget) {
      const b: SrBudget = srBudget(budget);
      return {
        simple: b.simple,
        bonus: b.bonus,
        bonusCategory: b.bonusCategory,
        free: b.free,
        // how long Free actions last, so the table never prints a turn's count as if it were the phase's
        freePer: opts.freePer,
      };
    },

    text: srText,

    units(budget) {
      const b = srBudget(budget);
      return { any: b.simple / 2, bonus: b.bonus / 2 };
    },

    pool(budget) {
      const b = srBudget(budget);
      return b.bonus > 0 && b.bonusCategory ? { category: b.bonusCategory, count: b.bonus } : null;
    },
  };
}
