// A ruleset's action economy (Ruleset.economy): the kinds of action with their words, what each costs and
// may be traded for, what may be taken outside one's own phase, whether delaying exists, and how a budget
// reads to the tracker (pips, buttons, the "actions left" line), the simulator (its JSON and table) and the
// lab. The shared flow, the views and the Foundry layer ask the economy; only the ruleset's own code reads
// its budget's fields. Everything here is plain data or a pure function of plain data.
import type {
  ActionCategory,
  ActionKind,
  BonusCategory,
  Budget,
  CombatantState,
  CombatState,
  Command,
  InterruptAction,
  JsonValue,
  KindsBudget,
  PhaseView,
} from "../types";

/** One kind of action, with its words (lang keys). */
export interface ActionKindInfo {
  /** What a spend names ("simple", "major" ...). */
  readonly id: ActionKind;
  /** Its name: a pip's tooltip, a button's label, a catalogue entry's kind. */
  readonly labelKey: string;
  /** Its abbreviation: the pip, the button, the catalogue entry. */
  readonly abbrKey: string;
}

/** A group of actions on the actor sheet (lang keys): one entry's kind ("Major action"), the group's heading. */
export interface SheetWords {
  readonly one: string;
  readonly many: string;
}

/** The system's sheet words for these kinds: SHADOWTURN.Item.ActionKind.<kind> and ActionKindPlural.<kind>. */
export function itemKindWords(kinds: readonly ActionKind[]): Record<string, SheetWords> {
  const words = (kind: string): SheetWords => ({
    one: `SHADOWTURN.Item.ActionKind.${kind}`,
    many: `SHADOWTURN.Item.ActionKindPlural.${kind}`,
  });
  return Object.fromEntries(kinds.map((kind) => [kind, words(kind)]));
}

/** One group of pips: how many actions of one kind are left. */
export interface BudgetCount {
  /** The group's kind (a kind's id, or a pool's own name, "bonus-pool"). */
  readonly kind: string;
  readonly count: number;
  readonly labelKey: string;
  readonly abbrKey: string;
  /** Only actions of this category may use them (bonus-actions rule 4); null = any. */
  readonly category: BonusCategory | null;
}

/** What a row's pips show. */
export interface BudgetPips {
  readonly counts: readonly BudgetCount[];
  /** Movement left, in feet (d20); null when the economy has none. */
  readonly movement: number | null;
  /** A larger action still possible, shown before the pips (SR: a Complex from two Simple units). */
  readonly hint: { readonly kind: string; readonly abbrKey: string; readonly labelKey: string } | null;
}

/** One spend button of a row: a kind (of a category), maybe paid by a trade. */
export interface SpendOffer {
  readonly kind: ActionKind;
  readonly category: ActionCategory | null;
  /** The kind that pays instead (sr6 rule 5); null: the kind itself. */
  readonly paidWith: ActionKind | null;
  readonly labelKey: string;
  readonly abbrKey: string;
  /** Units per click (d20 movement, feet); null: one action. */
  readonly amount: number | null;
}

/** One kind of action still left that a player could forget when ending the phase. */
export interface LeftCount {
  /** The plural family of its words ("SHADOWTURN.Tracker.Left.simple"): gets {n} and {category}. */
  readonly base: string;
  readonly n: number;
  readonly category: BonusCategory | null;
}

/** An action taken outside the order of phases (the "interrupt" command), with its menu words. */
export interface OutsideActionInfo {
  readonly id: InterruptAction;
  /** Its menu entry (lang key). */
  readonly labelKey: string;
  /** What it costs, for a button's tooltip (lang key); absent: the label says it. */
  readonly hintKey?: string;
  /** What it takes off the initiative score (sr5 rule 7); absent: paid from the budget instead. */
  readonly scoreCost?: number;
}

/** A row as the economy's views read it. */
export interface RowContext {
  readonly state: CombatState;
  /** The combatant (undefined when the view has no state for it). */
  readonly c: CombatantState | undefined;
  readonly row: PhaseView;
}

/** What a spend paid: the combatant after it, and whether it was paid from the own phase. */
export interface Paid {
  readonly combatant: CombatantState;
  /**
   * Paid from the phase that is going on (a delay held is then over; with autoSkipSpent the phase may end);
   * false for what works outside it (an SR Free action).
   */
  readonly inPhase: boolean;
}

/** Words for the simulator's table: a translator of lang keys (short keys are the simulator's own). */
export type EconomyWords = (key: string, params?: Record<string, string | number>) => string;

export interface ActionEconomy {
  /** The kinds of action, in the order pips, buttons and the table list them. */
  readonly kinds: readonly ActionKindInfo[];

  /**
   * The kinds the three spend keys spend (Foundry's controls name them Complex, Simple and Free), in that
   * order: the economy's nearest equivalents. Absent: the first three kinds.
   */
  readonly keyKinds?: readonly ActionKind[];

  /**
   * The kinds under which an actor's sheet lists its catalogue's actions, in that order; absent: every kind,
   * in the order of `kinds`.
   */
  readonly sheetKinds?: readonly ActionKind[];

  /** Its catalogue's actions have a category (physical, Matrix, magic: bonus-actions rule 4); absent: none. */
  readonly categories?: boolean;

  /**
   * The actor sheet's words for each group of its actions, by kind, and by "interrupt" for those taken outside
   * the order (sr5's interrupts, sr6's Anytime actions). Absent for a kind: its `labelKey`, for both; for
   * "interrupt": the system's "Interrupt action(s)".
   */
  readonly sheetWords?: Readonly<Record<string, SheetWords>>;

  /** Nothing at all: the budget before the first turn. */
  readonly empty: Budget;

  /** Nothing left for the phase itself (what outlives the phase, an SR Free action, does not count). */
  phaseSpent(budget: Budget): boolean;

  /** What of a budget is still shown once the own phase is over or when there is none (SR: Free actions). */
  afterPhase(budget: Budget): Budget;

  /** The row's pips (row.budget, row.hasPhase: without a phase only what works outside one). */
  pips(ctx: RowContext): BudgetPips;

  /** The row's spend buttons for its owner now. */
  offers(ctx: RowContext): SpendOffer[];

  /** Whether an action of `kind` (and `category`) could be paid now: a catalogue entry is offered. */
  canPay(ctx: RowContext, kind: ActionKind, category: ActionCategory): boolean;

  /** What the phase still holds that ending it would leave unused (the "actions left" warning). */
  left(budget: Budget): LeftCount[];

  /**
   * The shared flow's "spend" (../combat.ts checks the fight has begun and the combatant is not defeated):
   * pay `cmd` for `c` or throw RuleError ("no-budget", "not-your-phase", ...). `ownPhase`: c's phase is the
   * one going on. Absent: the ruleset's apply takes "spend" itself (d20).
   */
  spend?(
    state: CombatState,
    c: CombatantState,
    cmd: Extract<Command, { type: "spend" }>,
    ownPhase: boolean,
  ): Paid;

  /** Delaying and intervening exist (the shared flow's, sr4 rule 9). */
  readonly delay: boolean;

  /**
   * Whether the shared flow plays "full-defense" now (sr4 rule 10: it uses up the next available action,
   * paid with payOwed). Absent or false: the ruleset's apply takes it (sr5's interrupt, d20's refusal).
   */
  sharedFullDefense?(state: CombatState): boolean;

  /**
   * What the shared flow's Full Defense takes out of a phase budget (sr4 rule 10: its next available
   * action, a Complex): the budget after paying, or null when it cannot be paid from this one.
   */
  payFullDefense?(budget: Budget, who: string): Budget | null;

  /**
   * A delayed phase carried into the next pass (sr4 rule 9): what it keeps of the budget it held, on top of
   * what the new pass gives (`fresh`). Needed where the economy delays; absent: the held budget as it was.
   */
  carryHeld?(held: Budget, fresh: Budget): Budget;

  /** The actions taken outside the order of phases ("interrupt"), every one the ruleset knows. */
  readonly outside?: readonly OutsideActionInfo[];

  /**
   * Its actions outside the order are offered in the row's own controls too, not only in the row's menu, as
   * a menu of the row's with these words (sr6: "Anytime": part of every round; sr5's interrupts stay in the
   * row's context menu).
   */
  readonly outsideInRow?: { readonly labelKey: string; readonly hintKey: string };

  /**
   * Why the row cannot take `action` outside the order now (a lang key of the reason: sr6 rule 6, nothing of
   * the right size left), or null when it can. Absent: always offered, and the command's refusal says why.
   */
  outsideRefusal?(ctx: RowContext, action: InterruptAction): string | null;

  /** A budget as the simulator's JSON shows it (and a scenario's `budgets` expects it). */
  record(budget: Budget): Readonly<Record<string, JsonValue>>;

  /** The simulator's table cell for a recorded budget; absent: each kind's count and name. */
  text?(record: Readonly<Record<string, JsonValue>>, t: EconomyWords): string;

  /** The lab: a phase's actions, in actions of the main size (SR: Complex), and how many of them are bonus. */
  units?(budget: Budget): { any: number; bonus: number };

  /** The bonus pool a budget holds (bonus-actions rule 4), for the roll line; absent: none. */
  pool?(budget: Budget): { category: BonusCategory; count: number } | null;
}

/** A budget in a ruleset's own kinds (KindsBudget) with these counts. */
export function kindsBudget(left: Readonly<Record<string, number>>): KindsBudget {
  return { family: "kinds", left: { ...left } };
}

/** The counts of a KindsBudget; another economy's budget here is a bug, not a rule: a plain Error. */
export function kindsLeft(budget: Budget): Readonly<Record<string, number>> {
  if (budget.family !== "kinds") throw new Error("a budget in the ruleset's own kinds was expected");
  return budget.left;
}

/** The simulator's default table cell for a recorded budget: "1 Major, 4 Minor" in the economy's words. */
export function kindsText(
  economy: ActionEconomy,
  record: Readonly<Record<string, JsonValue>>,
  t: EconomyWords,
): string {
  const parts = economy.kinds
    .filter((k) => typeof record[k.id] === "number")
    .map((k) => `${String(record[k.id])} ${t(k.labelKey)}`);
  return parts.join(", ");
}
