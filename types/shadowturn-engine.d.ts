// Shadowturn's engine API for a module's code, made by `npm run build` from src/api/engine.ts (do not edit).
// Import types from here; take every value from `game.system.api.engine` (docs/write-a-ruleset.md).
/** The rules refuse a command ("no Edge left", "not your phase"). The state is left unchanged. */
export declare class RuleError extends Error {
  readonly code: string;
  readonly params: Record<string, string | number>;
  constructor(code: string, message: string, params?: Record<string, string | number>);
}
/** Bad input: names the actor and the field and says what was expected. */
export declare class InputError extends Error {
  readonly actor: string;
  readonly field: string;
  readonly expected: string;
  constructor(actor: string, field: string, expected: string, got: unknown);
}
/** A scripted dice sequence ran out: the scenario did not give enough dice. */
export declare class DiceExhaustedError extends Error {
  readonly used: number;
  constructor(used: number);
}
/** The four rulesets this system ships (docs/rules.md). */
export declare const RULESET_IDS: readonly ["sr4", "sr5", "bonus-actions", "d20"];
export type BuiltinRulesetId = (typeof RULESET_IDS)[number];
/** A ruleset's id: a built-in one, or one a module registered (rulesets/index.ts registerRuleset). */
export type RulesetId = BuiltinRulesetId | (string & {});
/** Where an SR character's attention is (rules "Words"). */
export declare const INITIATIVE_MODES: readonly [
  "physical",
  "astral",
  "matrix-ar",
  "matrix-cold",
  "matrix-hot",
  "rigging-ar",
];
export type InitiativeMode = (typeof INITIATIVE_MODES)[number];
/** The categories bonus Simple actions are tied to (bonus-actions rule 4). */
export declare const BONUS_CATEGORIES: readonly ["physical", "matrix", "magic"];
export type BonusCategory = (typeof BONUS_CATEGORIES)[number];
/** The category of the action being taken; "other" is anything bonus actions may not pay for. */
export declare const ACTION_CATEGORIES: readonly ["physical", "matrix", "magic", "other"];
export type ActionCategory = (typeof ACTION_CATEGORIES)[number];
/** Kinds of items that can touch initiative. */
export declare const SOURCE_KINDS: readonly [
  "cyberware",
  "bioware",
  "adept-power",
  "spell",
  "drug",
  "matrix-gear",
  "feature",
  "other",
];
export type SourceKind = (typeof SOURCE_KINDS)[number];
/**
 * What one item does to initiative, in one place (augmentations, drugs, Matrix gear, d20 features).
 * Implants (cyberware, bioware), adept powers and spells never stack with each other, whatever their
 * `stackingGroup` says: only the strongest applies (rules "Initiative formulas"). Other items that share
 * a `stackingGroup` do not stack either; items with no group add up (drugs).
 */
export interface InitiativeSource {
  id: string;
  name: string;
  kind: SourceKind;
  active: boolean;
  rating: number;
  /** Extra initiative dice (sr5 / bonus-actions), body modes only. */
  dice: number;
  /** Flat bonus added to the attribute part (e.g. a Reaction bonus), body modes only. */
  flat: number;
  /** Extra initiative passes (sr4), body modes only. */
  passes: number;
  /** Bonus Simple actions it grants (bonus-actions); drugs never grant any. */
  bonusActions: number;
  bonusCategory: BonusCategory | null;
  stackingGroup: string | null;
  /** What it does in the d20 family, kept apart so SR code cannot read it by accident. */
  d20: D20SourceEffect;
}
/** One source's d20 effects; an item may carry these beside SR ones, so they nest rather than exclude. */
export interface D20SourceEffect {
  /** Flat initiative bonus (Born to Fight +5). */
  initiative: number;
  /** Advantage on initiative (Advanced Awareness Training 1). */
  advantage: boolean;
  /** Grants a bonus action option. */
  bonusAction: boolean;
  /** Uses of Action Surge per rest (0 if none). */
  actionSurge: number;
}
/** The SR attributes the turn needs. */
export interface SrAttributes {
  reaction: number;
  intuition: number;
  /** Edge rating (tiebreaks). */
  edge: number;
  dataProcessing: number;
  response: number;
  /** Logic (sr6 astral: LOG + INT); absent counts 0, so inputs stored before it was read still load. */
  logic?: number;
  /**
   * A spirit's Force (rules formulas rule 5): `sr5` and `bonus-actions` read its astral
   * attribute part as Force x 2, sr6 its own table. Absent: not a spirit, INT x 2 as the formula table says.
   */
  force?: number;
  /**
   * A drone's or vehicle's Pilot, when it acts on its own (rules formulas rule 5): its
   * attribute part is Pilot x 2 (`sr5`, `bonus-actions`, `sr6`), and in `sr4` its test is Pilot + Response.
   * Absent: not a drone, the formula table's attributes.
   */
  pilot?: number;
}
declare const COMBATANT_KINDS: readonly ["person", "spirit", "vehicle"];
export type CombatantKind = (typeof COMBATANT_KINDS)[number];
/** The d20 side of a combatant. */
export interface D20Stats {
  /** DEX score (tiebreak); the modifier is derived from it. */
  dex: number;
  /** Speed in feet. */
  speed: number;
  /** GM-imposed disadvantage on the initiative roll. */
  disadvantage: boolean;
}
/** sr4: never more than 4 passes (the input's checks and the sr4 ruleset both hold to it). */
export declare const MAX_PASSES = 4;
/** Everything the engine needs to know about one combatant, as translated from an actor. */
export interface CombatantInput {
  id: string;
  name: string;
  attributes: SrAttributes;
  /** Edge points the character may still spend (never below 0). */
  edgePoints: number;
  mode: InitiativeMode;
  /** A direct neural interface is in use (only matters for bonus-actions Matrix actions). */
  dni: boolean;
  initiateGrade: number;
  /** Wound modifier, 0 or negative. */
  woundModifier: number;
  sources: InitiativeSource[];
  /** Chosen bonus category when eligible for several (bonus-actions rule 5); null = default. */
  bonusCategory: BonusCategory | null;
  d20: D20Stats;
  /**
   * sr5 / bonus-actions: the dice this kind of combatant rolls in a mode instead of the formula table's (a
   * spirit 2d6 materialised and 3d6 astral, a drone on its own 4d6). Absent = the table's.
   */
  baseDice?: Partial<Record<InitiativeMode, number>>;
  /**
   * sr4: the passes this kind of combatant has in a mode instead of the formula table's (a spirit 2,
   * materialised or astral). Absent = the table's.
   */
  basePasses?: Partial<Record<InitiativeMode, number>>;
}
/** One term of an attribute part, for display: `REA 5`. */
export interface FormulaTerm {
  /** Localisation-free short label (REA, INT, DP, RES, bonus, wounds, item name ...). */
  label: string;
  value: number;
  /** Where it comes from (item id or attribute key), for the sheet's breakdown. */
  source: string;
}
/** Why an item adds nothing, for the sheet ("a drug gives no bonus actions"). */
export interface IgnoredSource {
  sourceId: string;
  name: string;
  /** Stable machine reason; the UI localises it. */
  reason:
    | "inactive"
    | "not-body-mode"
    | "outstacked"
    | "drug-no-bonus-actions"
    | "dice-cap"
    | "pass-cap"
    | "not-this-ruleset";
  /** The source that won instead (for "outstacked"). */
  by?: string;
}
/** The initiative formula for one combatant in one ruleset and mode: data, not a string. */
export interface InitiativeFormula {
  ruleset: RulesetId;
  mode: InitiativeMode;
  /** The attribute part: attributes plus flat bonuses (wounds are listed separately). */
  terms: FormulaTerm[];
  attributePart: number;
  woundModifier: number;
  /** Number of dice rolled. sr4: the test pool (attribute part + flat). */
  dice: number;
  faces: 6 | 20;
  /** sum: add the dice (sr5, bonus-actions, d20); hits: count 5s and 6s (sr4). */
  kind: "sum" | "hits";
  /** sr4 with Edge on the test: sixes explode (roll again and count again). */
  explode: boolean;
  /** d20: roll two and keep the higher / lower. */
  keep: "all" | "highest" | "lowest";
  /** sr4: initiative passes this formula gives (1-4). Other rulesets: 1. */
  passes: number;
  /** sr5 / bonus-actions: Blitz, 5d6 instead of the mode's dice (sr5 rule 5); absent = false. */
  blitz?: boolean;
  /** bonus-actions: the bonus Simple actions and their category. */
  bonusActions: {
    category: BonusCategory;
    count: number;
  } | null;
  /** Every category the combatant could pick (bonus-actions rule 5). */
  bonusOptions: {
    category: BonusCategory;
    count: number;
  }[];
  contributing: string[];
  ignored: IgnoredSource[];
}
/** The dice of one initiative roll, so a chat card or a test can show them. */
export interface InitiativeRoll {
  formula: InitiativeFormula;
  dice: number[];
  /** sr4 only. */
  hits: number;
  glitch: boolean;
  criticalGlitch: boolean;
  edgeUsed: boolean;
  blitz: boolean;
  score: number;
  /**
   * Before the start: the group whose one roll this is a copy of (rules "Scores set by hand", rule 3), made
   * with its leader's formula. Absent on a combatant's own roll (rolled alone, typed, physical dice).
   */
  groupId?: string;
}
/** sr5 rule 7: the interrupt actions, each paid from the initiative score at once. */
export declare const INTERRUPT_ACTIONS: readonly [
  "block",
  "dodge",
  "parry",
  "intercept",
  "hit-the-dirt",
  "full-defense",
];
export type Sr5Interrupt = (typeof INTERRUPT_ACTIONS)[number];
/**
 * An action taken outside the order of phases (the "interrupt" command): sr5's interrupts, or another
 * ruleset's own (sr6's Anytime actions); each ruleset lists its own (ActionEconomy.outside).
 */
export type InterruptAction = Sr5Interrupt | (string & {});
/** Action kinds of the SR rulesets and the d20 economy; a ruleset may name its own (ActionEconomy.kinds). */
export declare const SR_ACTION_KINDS: readonly ["complex", "simple", "free"];
export declare const D20_ACTION_KINDS: readonly ["action", "bonus", "reaction", "object", "movement"];
export type SrActionKind = (typeof SR_ACTION_KINDS)[number];
export type D20ActionKind = (typeof D20_ACTION_KINDS)[number];
export type ActionKind = SrActionKind | D20ActionKind | (string & {});
/**
 * What an SR combatant may still do (sr4 rule 8, sr5 rule 6, bonus-actions rule 4): `simple` counts
 * Simple-action units in the current phase (a Complex costs two); `bonus` is the bonus pool and its category;
 * `free` is what the ruleset allows (per pass in sr4/sr5, per turn in bonus-actions).
 */
export interface SrBudget {
  readonly family: "sr";
  simple: number;
  bonus: number;
  bonusCategory: BonusCategory | null;
  free: number;
}
/** What a d20 combatant may still do this turn / round (d20 rule 5); movement in feet. */
export interface D20Budget {
  readonly family: "d20";
  action: number;
  bonusAction: number;
  reaction: number;
  object: number;
  movement: number;
}
/**
 * A budget counted in a ruleset's own kinds of action (its ActionEconomy.kinds): how many of each are left
 * (sr6: major, minor). A ruleset built on the public API keeps its economy in one of these.
 */
export interface KindsBudget {
  readonly family: "kinds";
  readonly left: Readonly<Record<string, number>>;
}
/**
 * What a combatant may still do, in its ruleset's economy: only the ruleset's own code (its ActionEconomy)
 * reads the fields, so SR code cannot read a d20 field nor d20 code an SR one; everyone else asks the economy.
 */
export type Budget = SrBudget | D20Budget | KindsBudget;
/** Plain data a ruleset may keep in its own fields (CombatantState.own): what JSON holds. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | {
      readonly [key: string]: JsonValue;
    };
/** Per-combatant turn state. */
export interface CombatantState {
  id: string;
  input: CombatantInput;
  /** Current score; null before the first roll. */
  score: number | null;
  /** The last roll (kept for reconcile and display). */
  roll: InitiativeRoll | null;
  /** Coin toss fixed for the turn (sr4/sr5/bonus-actions) or for the combat (d20), in [0, 1). */
  coin: number;
  /** sr4: passes this turn (after glitches and Edge). sr5: phases so far. */
  passes: number;
  /** Phases taken this turn. */
  phasesTaken: number;
  /** Has acted in the current pass. */
  actedThisPass: boolean;
  budget: Budget;
  flags: CombatantFlags;
  /** d20: manual position among tied combatants (lower first); null = coin order. */
  tieOrder: number | null;
  /**
   * Shared flow: this combatant's phase of the current pass has begun (its phase budget is set); a delayed
   * or interrupted phase resumes with what is left instead of a fresh budget. Absent = false.
   */
  phaseBegun?: boolean;
  /**
   * Shared flow: what opening the current phase changed (the budget before it and the one it opened with,
   * and whether a Full Defense was still owed), so a phase nobody has touched yet can be handed back when a
   * score change puts someone else first (sr4 rule 5, sr5 rule 4, bonus-actions rule 7). `acted`: something
   * not paid from the budget was done in the phase (an sr5 interrupt, rule 7), so it is no longer untouched.
   * Absent = none.
   */
  phaseOpening?: {
    budget: Budget;
    opened: Budget;
    fullDefenseOwed: boolean;
    acted?: boolean;
  } | null;
  /**
   * bonus-actions rule 6: whose phases this turn the combatant has taken a Free action in (one per phase; a
   * phase that resumes after an intervention or a delay is still the same phase). Absent = none.
   */
  freeUsedIn?: string[];
  /**
   * bonus-actions rule 3 with kept scores: the score (and the roll it came from) kept from before a Blitz,
   * which the turn after the Blitz goes back to; the score moves with wounds and other changes meanwhile.
   * Absent = none.
   */
  beforeBlitz?: {
    score: number;
    roll: InitiativeRoll | null;
  } | null;
  /** bonus-actions rule 5: category picked with choose-bonus-category for this roll; absent = none. */
  bonusChoice?: BonusCategory | null;
  /**
   * The ruleset's own fields (a module's, sr6's): plain JSON data, stored and restored as given. Absent =
   * none.
   */
  own?: Readonly<Record<string, JsonValue>>;
}
/**
 * The flags of the shared flow, and one group per ruleset family that has more (sr4's Edge and passes, sr5's
 * and bonus-actions' Seize / Blitz, d20's Action Surge): code reads a group through its reader (flags.ts), so
 * d20 code never reads an sr4 flag nor sr4 code a d20 one. An absent group holds its defaults.
 */
export interface CombatantFlags {
  /** Delaying: holds its phase of this pass until it intervenes or the pass ends. */
  delayed: boolean;
  glitch: boolean;
  criticalGlitch: boolean;
  surprised: boolean;
  /** Full Defense declared: it uses up the next available action. */
  fullDefense: boolean;
  /** Defeated / removed from the order by the GM. */
  defeated: boolean;
  /** Full Defense declared but not yet paid: a Complex comes out of the next phase budget. Absent = false. */
  fullDefenseOwed?: boolean;
  /**
   * A delayed phase carried past the end of a pass (rules sr4 rule 9): into the next pass, or (sr4) into the
   * next turn, where it replaces the delayer's first phase and is used by intervening. Set from the moment
   * of the carry until the delayed phase is used or lost, so a tracker can mark the row. Absent = null.
   */
  delayCarriedInto?: "next-pass" | "next-turn" | null;
  sr4?: Sr4Flags;
  seize?: SeizeFlags;
  d20?: D20Flags;
}
/** sr4's Edge (rule 7) and passes (rules 5, 6). */
export interface Sr4Flags {
  /** Edge: go first in the current pass. */
  goFirst: boolean;
  /** Edge: extra pass bought this turn. */
  extraPass: boolean;
  /** Passes gained mid-turn arrive next turn. */
  pendingPasses: number;
  /** Edge declared (and paid) for the next initiative test (rule 7a). */
  edgeTestDeclared: boolean;
  /** Rule 5: the score has been 0 or less this turn; no more phases until the next turn. */
  outThisTurn: boolean;
}
/** Seize the Initiative and Blitz (sr5 rule 5, bonus-actions rule 2): declared (Edge paid) for the next roll. */
export interface SeizeFlags {
  /** Seized this turn: acts before everyone who did not. */
  seized: boolean;
  /** Blitzed this turn. */
  blitz: boolean;
  seizeDeclared: boolean;
  blitzDeclared: boolean;
}
/** d20 Action Surge (d20 rule 5). */
export interface D20Flags {
  /** Uses left before a rest. */
  actionSurgeUses: number;
  /** Already taken this turn (once per turn). */
  actionSurgedThisTurn: boolean;
}
/** A timed item (grenade, charge) that goes off at its setter's score in a later pass (sr4 rule 11). */
export interface TimedItem {
  id: string;
  name: string;
  ownerId: string;
  /** The setter's score: when it was set, then (once armed) as it stood when its pass began. */
  score: number;
  pass: number;
  turn: number;
  /**
   * sr4: the pass it goes off in has begun (turn / pass are then final; before that they are the pass
   * expected when it was set). Absent = false.
   */
  armed?: boolean;
}
/** A timed item going off in the current pass, and the combatant it goes off after (null: before everyone). */
export interface TimedItemSlot {
  item: TimedItem;
  afterId: string | null;
}
export interface EngineSettings {
  /** bonus-actions: re-roll every turn (true) or keep the scores. */
  rerollEachTurn: boolean;
  /** sr5 rule 7: interrupt actions paid from the initiative score (true, the default), or Full Defense as sr4 rule 10. */
  interruptActions: boolean;
  /** d20: re-roll every round. */
  d20RerollEachRound: boolean;
  /** Skip combatants whose budget is spent (tracker convenience; the engine honours it in advance). */
  autoSkipSpent: boolean;
  /**
   * The ruleset's own settings (Ruleset.settings), by key; a key absent holds the setting's default
   * (rulesets/settings.ts rulesetSetting). Absent = all defaults.
   */
  own?: Readonly<Record<string, RulesetSettingValue>>;
}
/** The value of a ruleset's own setting. */
export type RulesetSettingValue = boolean | number | string;
export declare const DEFAULT_SETTINGS: EngineSettings;
/** The whole combat, as plain data (JSON, structuredClone and freezing all keep it whole). `turn` is Foundry's round. */
export interface CombatState {
  ruleset: RulesetId;
  settings: EngineSettings;
  /** The turn (Foundry's round); 0 before the first turn starts. */
  turn: number;
  /** 1-based pass within the turn (always 1 in bonus-actions and d20). */
  pass: number;
  /** Id of the combatant whose phase it is (Foundry's current turn); null between turns or when nobody can act. */
  currentId: string | null;
  /** Ids that acted in this pass, in the order they acted (the top of the tracker). */
  actedOrder: string[];
  combatants: CombatantState[];
  timedItems: TimedItem[];
  /** Scores set by hand, rule 3: groups that roll once for all their members (groups.ts). Absent = none. */
  groups?: CombatantGroup[];
  /**
   * Combatants the GM hides from the players (Foundry's hidden): a group's leader is one of them only when
   * every member is (groups.ts). Read from the documents each time, never stored with the turn. Absent = none.
   */
  hiddenIds?: readonly string[];
}
/** A group that rolls once; its leader rolls for all (groups.ts `groupLeader`). */
export interface CombatantGroup {
  id: string;
  /** In the order they joined. */
  memberIds: string[];
}
/** One row of the tracker / simulator table for the current pass. */
export interface PhaseView {
  combatantId: string;
  name: string;
  score: number | null;
  pass: number;
  acted: boolean;
  current: boolean;
  /** sr4: ties act simultaneously (rule 3). */
  simultaneous: boolean;
  /** Passes still to come this turn (sr4), or phases (sr5: while score - 10k > 0). */
  passesLeft: number;
  /** sr5: the score in the next pass (score - 10), null when none. */
  nextPassScore: number | null;
  budget: Budget;
  flags: CombatantFlags;
  /** Has nothing left to do this phase. */
  spent: boolean;
  /** Has a phase in the current pass; rows without one are listed last. */
  hasPhase: boolean;
}
/** What a user can ask the engine to do. Each is refused with a RuleError when the rules forbid it. */
export type Command =
  | {
      type: "spend";
      combatantId: string;
      kind: ActionKind;
      category?: ActionCategory;
      /** Name from the action catalogue, for the log only. */
      actionName?: string;
      /** d20 movement in feet. */
      amount?: number;
      /**
       * The kind that pays for it instead (sr6 rule 5: a Major pays for a Minor, four Minors for a Major);
       * absent: the economy's own choice (its kind, else the one trade that pays).
       */
      paidWith?: ActionKind;
    }
  | {
      type: "delay";
      combatantId: string;
    }
  | {
      type: "intervene";
      combatantId: string;
    }
  | {
      type: "full-defense";
      combatantId: string;
    }
  /** sr5 rule 7: an interrupt action at any moment, paid from the initiative score at once. */
  | {
      type: "interrupt";
      combatantId: string;
      action: InterruptAction;
    }
  | {
      type: "seize";
      combatantId: string;
    }
  | {
      type: "blitz";
      combatantId: string;
    }
  | {
      type: "edge-go-first";
      combatantId: string;
    }
  | {
      type: "edge-extra-pass";
      combatantId: string;
    }
  /** sr4 rule 7a: use Edge on the next initiative test (Edge dice added, sixes explode). */
  | {
      type: "edge-test";
      combatantId: string;
    }
  /** A point of Edge for a bonus to the score now, as the ruleset says (sr6 rule 9: +3, any time). */
  | {
      type: "edge-boost";
      combatantId: string;
    }
  | {
      type: "timed-item";
      combatantId: string;
      name: string;
    }
  | {
      type: "surprise";
      combatantId: string;
      surprised: boolean;
    }
  | {
      type: "swap-tie";
      combatantId: string;
      otherId: string;
    }
  | {
      type: "action-surge";
      combatantId: string;
    }
  | {
      type: "choose-bonus-category";
      combatantId: string;
      category: BonusCategory;
    }
  | {
      type: "defeated";
      combatantId: string;
      defeated: boolean;
    }
  /** Scores set by hand, rule 1: the GM's number replaces the score from now on (hand-score.ts). */
  | {
      type: "set-score";
      combatantId: string;
      score: number;
    }
  /** Scores set by hand, rule 3: join a group that rolls once (a group id), or leave it (null) (groups.ts). */
  | {
      type: "group";
      combatantId: string;
      groupId: string | null;
    };
export type CommandType = Command["type"];
/** A source of dice. Every random number the engine uses comes from here. */
export interface DiceSource {
  /** One die, 1..faces. */
  die(faces: number): number;
  /** A coin toss for tiebreaks, uniform in [0, 1). */
  coin(): number;
}
/**
 * One tiebreak key; the higher value acts first. `step` names it, so "why this order" (why-order.ts) reads
 * the same keys the engine sorts by; `words` is the lang key suffix that explains it
 * (SHADOWTURN.Tracker.Why.<words>), the step unless the same step needs other words in this ruleset.
 */
export interface TieKey {
  (c: CombatantState): number;
  readonly step: string;
  readonly words: string;
}
/** A named tiebreak key. */
export declare function tieKey(step: string, value: (c: CombatantState) => number, words?: string): TieKey;
/** Compares on the keys in turn, higher first; the first key that differs decides (-Infinity included). */
export declare function compareKeys(a: CombatantState, b: CombatantState, keys: readonly TieKey[]): number;
export type Order = (a: CombatantState, b: CombatantState) => number;
/**
 * The phase order a ruleset's keys make (Ruleset.orderKeys), negative when a acts before b: the first key
 * that differs, higher first; all equal, the id, so two combatants never compare equal and a sort is
 * repeatable. The one place the engine turns order keys into an order.
 */
export declare function orderBy(keys: readonly TieKey[]): Order;
/** The score as a key: higher first; no score (not rolled yet) comes after any score. */
export declare const scoreKey: TieKey;
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
  readonly hint: {
    readonly kind: string;
    readonly abbrKey: string;
    readonly labelKey: string;
  } | null;
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
    cmd: Extract<
      Command,
      {
        type: "spend";
      }
    >,
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
  readonly outsideInRow?: {
    readonly labelKey: string;
    readonly hintKey: string;
  };
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
  units?(budget: Budget): {
    any: number;
    bonus: number;
  };
  /** The bonus pool a budget holds (bonus-actions rule 4), for the roll line; absent: none. */
  pool?(budget: Budget): {
    category: BonusCategory;
    count: number;
  } | null;
}
/** A budget in a ruleset's own kinds (KindsBudget) with these counts. */
export declare function kindsBudget(left: Readonly<Record<string, number>>): KindsBudget;
/** The counts of a KindsBudget; another economy's budget here is a bug, not a rule: a plain Error. */
export declare function kindsLeft(budget: Budget): Readonly<Record<string, number>>;
/** The simulator's default table cell for a recorded budget: "1 Major, 4 Minor" in the economy's words. */
export declare function kindsText(
  economy: ActionEconomy,
  record: Readonly<Record<string, JsonValue>>,
  t: EconomyWords,
): string;
export type FormulaSpec =
  | {
      readonly family: "sr";
      readonly roll: "hits" | "sum";
      readonly bonusActions: boolean;
      /** A summed roll's own table (sr6); absent: the shipped one (rules "Initiative formulas"). */
      readonly tables?: SumTables;
    }
  | {
      readonly family: "d20";
    };
/** An attribute the formula reads (SrAttributes; Logic and Force where a ruleset reads them). */
export type FormulaAttribute =
  "reaction" | "intuition" | "logic" | "dataProcessing" | "response" | "force" | "pilot";
/** One attribute of an attribute part: `INT`, `Force×2`. */
export interface FormulaAttributeTerm {
  readonly attribute: FormulaAttribute;
  /** Counted this many times (astral INT x 2); absent: once. */
  readonly times?: number;
  /** Its short label in the formula line ("LOG", "Force×2"). */
  readonly label: string;
}
/** A line of a mode in the formula table: the attribute part and the dice before augmentation dice. */
export interface ModeLine {
  readonly terms?: readonly FormulaAttributeTerm[];
  readonly dice?: number;
}
/**
 * What a ruleset with a summed roll sets in its formula: per mode its line (absent: the shipped table's),
 * per kind of combatant what replaces a mode's line (a spirit's astral Force x 2, a drone's dice), the cap
 * on dice, and whether the wound modifier counts (always, or while one of its own settings is on).
 */
export interface SumTables {
  readonly modes?: Partial<Record<InitiativeMode, ModeLine>>;
  readonly kinds?: Partial<Record<CombatantKind, Partial<Record<InitiativeMode, ModeLine>>>>;
  /** At most this many dice in all; absent: 5. */
  readonly maxDice?: number;
  /**
   * The wound modifier counts only while this own setting (Ruleset.settings) is on; `default` is the
   * setting's default, for a formula asked without the combat's settings. Absent: wounds always count.
   */
  readonly wounds?: {
    readonly setting: string;
    readonly default: boolean;
  };
}
export interface RulesetSetting {
  /** Its key in EngineSettings.own and in a scenario ("rerollEachRound"): letters and digits only. */
  readonly key: string;
  /** What it holds when nobody set it; its type is the setting's type. */
  readonly default: RulesetSettingValue;
  /** The values a string setting may take; absent: any. */
  readonly choices?: readonly string[];
  /** Its name and hint in the world settings (lang keys, en and de). */
  readonly nameKey: string;
  readonly hintKey: string;
}
/** A ruleset as far as its own settings go (Ruleset's id and settings; named here, so no import circle). */
export interface WithSettings {
  readonly id: RulesetId;
  readonly settings?: readonly RulesetSetting[];
}
/**
 * The value of `key`, one of `ruleset`'s own settings, in `settings`: as set, else its default. A value of
 * the wrong type or outside its choices reads as the default. Throws a plain Error for a key the ruleset
 * does not declare (a bug, not a rule).
 */
export declare function rulesetSetting(
  ruleset: WithSettings,
  settings: Pick<EngineSettings, "own">,
  key: string,
): RulesetSettingValue;
export interface TurnEventMeaning {
  /**
   * When a token's movement history is cleared: "turn", at the start of each of its own turns, as core does
   * (foundryvtt #11730), or "round", everyone's at the start of each round, so movement counts over all the
   * passes of the round (SR5 PR #1729: "movement history persists through the initiative passes of a single
   * combat round").
   */
  readonly clearMovement: "turn" | "round";
  /**
   * How long Foundry's turn order (`combat.turns`, so a turn index) stands: a whole "round" (one pass a round,
   * rolled once, as core's own order), or one "pass" (the order is made again for every pass, so an index
   * names another combatant in the next pass). Effects created mid-fight count from the turn index only where
   * it stands for the round (torgeternity #668 and crucible PR #705 drop it, "since turn order is non-static
   * between rounds").
   */
  readonly turnOrder: "round" | "pass";
}
export interface Ruleset {
  readonly id: RulesetId;
  /**
   * How the initiative formula is built (../initiative/formula.ts reads it; data, so a module picks one):
   * the SR family's attribute part + d6 (its tables per mode, caps and wounds a ruleset may set) or d20 +
   * DEX. Foundry's roll is made from the formula it gives.
   */
  readonly formula: FormulaSpec;
  /**
   * The action economy: the kinds of action and their words, what each costs and may be traded for, what
   * can be taken outside one's own phase, whether delaying exists (./economy.ts). Pips, buttons, the
   * "actions left" line, the simulator's table and the lab read it.
   */
  readonly economy: ActionEconomy;
  /**
   * How the game names Foundry's rounds and turns: "turn-pass" (SR: a combat turn of initiative passes of
   * action phases) or "round-turn" (d20, sr6: a round of one turn each). Titles, buttons and the table say it.
   */
  readonly words: "turn-pass" | "round-turn";
  /**
   * How long a combatant's tie-break coin lasts: drawn anew every turn (sr4, sr5, bonus-actions), or kept
   * from when it joined for the whole fight (d20; sr6 unless scores are re-rolled every round).
   */
  coinLasts(state: CombatState): "turn" | "fight";
  /**
   * A score change mid-pass hands a phase that has begun but is untouched to whoever now comes first (sr4
   * rule 5, sr5 rule 4, bonus-actions rule 7); false: a phase that has begun is kept (d20).
   */
  readonly reordersBegunPhase: boolean;
  /** The initiative roll gives the passes of the turn (sr4 rule 2): the simulator's roll line shows them. */
  readonly passesFromRoll?: boolean;
  /**
   * Its own world settings, with their defaults (./settings.ts): registered as world settings, handed to the
   * engine in EngineSettings.own, settable in a scenario. Absent: none.
   */
  readonly settings?: readonly RulesetSetting[];
  /**
   * Its action catalogue: the compendium pack of its actions ("sr-actions" names one of the system's packs,
   * "<module>.<pack>" a module's), what its action items name as their ruleset ("sr", "d20", "sr6"), and
   * which of their fields holds an action's kind (the system's SR catalogue: "srKind"); absent: `kind`, or
   * "interrupt" for an item naming an action taken outside the order (sr6's Anytime actions).
   */
  readonly catalogue: {
    readonly pack: string;
    readonly items: string;
    readonly kindField?: string;
  };
  /** What Foundry's turn events stand for in this ruleset (the Foundry layer plays them by it). */
  readonly turnEvents: TurnEventMeaning;
  /**
   * A new turn (round) begins for one combatant: roll initiative (or keep the score, as the settings say),
   * reset per-turn flags, passes and budgets. `roll` is a roll already made outside (a Foundry Roll fed
   * back through the engine); when absent the ruleset rolls with `dice`. `state.turn` is already the new
   * turn number. The shared flow then sets the turn's coin and clears the pass flags.
   */
  beginTurn(
    c: CombatantState,
    state: CombatState,
    dice: DiceSource,
    roll: InitiativeRoll | undefined,
  ): CombatantState;
  /** Whether c has a phase in the current pass of `state` (whether it already acted is not asked). */
  inPass(c: CombatantState, state: CombatState): boolean;
  /**
   * Phase order inside a pass: a acts before b exactly when, at the first key that differs, a's is higher,
   * or, when no key differs, a's id comes first alphabetically. The order thus depends on the two combatants
   * alone. "Why this order" (why-order.ts) names each key; the engine sorts by them (tiebreak.ts orderBy),
   * so the order a GM is told and the order played never differ.
   */
  readonly orderKeys: readonly TieKey[];
  /**
   * A delay may be carried past the last pass of the turn into the next turn, where it takes the delayer's
   * first phase (sr4 rule 9). Absent = refused ("no-next-pass").
   */
  readonly carriesDelayIntoNextTurn?: boolean;
  /** The budget c starts its phase with (called when its phase begins). */
  phaseBudget(c: CombatantState, state: CombatState): Budget;
  /**
   * Optional: the budget a row shows while c waits for its phase (sr6: what it holds now, its Minor actions
   * not yet cut to 5). Absent: phaseBudget, the budget the phase will begin with.
   */
  waitingBudget?(c: CombatantState, state: CombatState): Budget;
  /**
   * Nobody is left to act in the current pass. Return the state of the next pass (pass + 1, scores and
   * per-pass budgets adjusted, actedThisPass cleared), or null when the turn is over. Combatants keep their
   * places. As long as nobody does anything, whoever has no phase in a pass has none later in the turn, so
   * planTurn hands nextPass only those with a phase (the property tests hold every ruleset to that).
   */
  nextPass(state: CombatState): CombatState | null;
  /**
   * A command. Return the new state, or throw RuleError with a reason. Commands the ruleset does not know
   * are refused with RuleError code "unsupported-command".
   */
  apply(state: CombatState, cmd: Command, dice: DiceSource): CombatState;
  /**
   * Optional: called once after every combatant's beginTurn, for turn-wide set-up that needs everyone's new
   * score (bonus-actions rule 6: Free actions per turn = phases in the turn).
   */
  afterBeginTurn?(state: CombatState): CombatState;
  /**
   * Optional: the actions outside the order of phases ("interrupt" commands, economy.outside) to offer c
   * right now (sr5 rule 7: those its score pays; sr6 rule 6: every Anytime action, refused with a reason when
   * nothing of the right size is left). Absent: none.
   */
  interrupts?(state: CombatState, combatantId: string): InterruptAction[];
  /**
   * Optional: the phases of the turn may have changed (a score crossed 0, someone joined, left or was marked
   * defeated or back): bring what is counted per turn in line (bonus-actions rule 6: the Free actions follow
   * the turn's phases as it stands). Called by the shared flow after such a change, before the next actor is
   * picked. Returns `state` itself when nothing changes.
   */
  recount?(state: CombatState): CombatState;
  /**
   * Optional: the ids of those who act at the same time as someone else in the current pass (sr4 rule 3:
   * tied, and neither a glitch nor Edge sets them apart), asked once per pass shown. Absent: nobody does.
   */
  simultaneous?(state: CombatState): ReadonlySet<string>;
  /**
   * Optional: the scores c will act at in the passes still to come this turn, after the current one (sr5:
   * score - 10, - 20 ... while above 0; sr4: its score once per pass it has left). The tracker shows how
   * many phases are left and the next pass's score from it. Absent: one pass per turn, none to come.
   */
  laterPasses?(c: CombatantState, state: CombatState): number[];
  /**
   * Optional: c has no phase in this pass, yet its row keeps the place its score gives it, marked, instead
   * of joining those without a phase at the foot of the list (d20 rule 4: a surprised combatant's lost
   * first turn is shown where it would have come, as the GM reads the order). Absent: none.
   */
  keepsPlace?(c: CombatantState, state: CombatState): boolean;
  /** Optional: the timed items going off in the current pass and where (sr4 rule 11). Absent: none. */
  timedItems?(state: CombatState): TimedItemSlot[];
  /**
   * Optional: c has just been given a score by hand mid-turn ("Scores set by hand, and who rolls", rule 1;
   * ../hand-score.ts); return it with whatever else that score changes in this ruleset. Absent: nothing else.
   */
  handScore?(c: CombatantState, state: CombatState): CombatantState;
  /** The combatant's actor changed mid-turn (wounds, attributes, items, mode): apply the rules. */
  reconcile(
    state: CombatState,
    before: CombatantState,
    input: CombatantInput,
    dice: DiceSource,
  ): CombatantState;
}
/** The ruleset with this id; RuleError "unknown-ruleset" when it is not (yet) registered. */
export declare function getRuleset(id: RulesetId): Ruleset;
/** The ids that getRuleset knows: the built-in ones in RULESET_IDS order, then the registered ones. */
export declare function registeredRulesets(): RulesetId[];
/**
 * Adds a ruleset (a module's). Its id must be new: a built-in ruleset is never replaced, so a fight stored
 * with a built-in id always plays by the rules shipped with the system.
 */
export declare function registerRuleset(ruleset: Ruleset): void;
/** What comes off every score at the end of a pass (sr5 rule 2). */
export declare const PASS_DROP = 10;
/**
 * A new turn for one combatant of a ruleset whose score is summed dice (sr5, bonus-actions, a module's). Seize
 * and Blitz declared before the roll take effect now (their Edge was paid when declared). `keep` keeps the
 * score (bonus-actions without re-rolls); otherwise the given roll is used, or the ruleset's formula is rolled
 * (5d6 with Blitz). `passDrop` is what comes off every score after each pass (sr5: PASS_DROP; 0 where a turn
 * has one pass): a combatant that joins in a later pass gets what already came off everyone else's score.
 * Returns a new object, which the caller may still finish in place.
 */
export declare function startSrTurn(
  ruleset: RulesetId,
  c: CombatantState,
  state: CombatState,
  dice: DiceSource,
  roll: InitiativeRoll | undefined,
  keep: boolean,
  passDrop?: number,
): CombatantState;
/**
 * Reaction as the sheet shows it: the rating plus the flat item bonuses that count in the current mode (RULES
 * names a Reaction bonus from an implant as the example of a flat bonus; outside the body they do not count).
 * Worked out once per input: it runs inside every sort of a pass.
 */
export declare function augmentedReaction(c: CombatantState): number;
/**
 * ERIC (sr5 rule 3, bonus-actions rule 2): higher Edge, then Reaction (augmented), then Intuition, then the
 * coin tossed for the turn (the higher coin wins).
 */
export declare const ERIC_KEYS: readonly TieKey[];
/** Seizers first (sr5 rule 5; several seizers by score), then score, then ERIC (the id settles the rest). */
export declare const SR_ORDER_KEYS: readonly TieKey[];
/**
 * Seize the Initiative and Blitz (sr5 rule 5, bonus-actions rule 2). Both are declared before the roll they
 * change, so a declaration made mid-turn counts for the next turn's roll (one made before the combat starts
 * counts for turn 1). The point of Edge is paid at once; Edge points never go below 0 ("no-edge"). Returns
 * null for any other command.
 */
export declare function applyEdgeDeclaration(state: CombatState, cmd: Command): CombatState | null;
/** A command this ruleset does not know. */
export declare function unsupported(state: CombatState, cmd: Command): never;
/**
 * sr5 rule 4 (bonus-actions rule 7), for any ruleset whose score is summed d6: wounds and a changed attribute part move the score by the difference;
 * more dice: the added dice are rolled and added; fewer: the lost dice are rolled and subtracted. Under
 * Blitz both formulas roll 5d6, so a changed augmentation moves no dice.
 */
export declare function reconcileSrScore(
  ruleset: RulesetId,
  before: CombatantState,
  input: CombatantInput,
  dice: DiceSource,
): CombatantState;
/** Nothing at all, in the SR economy. */
export declare const EMPTY_SR_BUDGET: SrBudget;
/** Nothing at all, in the d20 economy. */
export declare const EMPTY_D20_BUDGET: D20Budget;
/**
 * Nothing at all, in the economy of `family` (kept in the public API for a module written against it; the
 * system itself asks its ruleset's economy.empty).
 */
export declare function emptyBudget(family: Budget["family"]): Budget;
/** The budget of an SR combatant; a d20 budget here is a bug, not a rule, so it throws a plain Error. */
export declare function srBudget(budget: Budget): SrBudget;
/** The budget of a d20 combatant; an SR budget here is a bug, not a rule, so it throws a plain Error. */
export declare function d20Budget(budget: Budget): D20Budget;
/** Simple units in one SR phase: one Complex or two Simple. */
export declare const SR_PHASE_UNITS = 2;
/** An SR phase budget: two Simple units, the bonus pool (if any) and the Free actions given. */
export declare function srPhaseBudget(
  free: number,
  bonus?: {
    category: BonusCategory;
    count: number;
  } | null,
): SrBudget;
/** Units an action costs. */
export declare function unitCost(kind: "simple" | "complex"): number;
/**
 * Pays a Simple or Complex action of `category` out of `budget`; throws RuleError "no-budget" when the units
 * are not there, "wrong-category" when they would be there if only the action were of the pool's category.
 */
export declare function paySrAction(
  budget: SrBudget,
  kind: "simple" | "complex",
  category: ActionCategory,
  who: string,
): SrBudget;
/** Whether paySrAction would succeed. */
export declare function canPaySrAction(
  budget: SrBudget,
  kind: "simple" | "complex",
  category: ActionCategory,
): boolean;
/** Takes one Free action; throws RuleError "no-budget" when none is left. */
export declare function payFree(budget: SrBudget, who: string): SrBudget;
/** Nothing but Free actions left in an SR phase. */
export declare function srPhaseSpent(budget: SrBudget): boolean;
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
export declare function srEconomy(
  opts: SrEconomyOptions,
  spendFree?: (c: CombatantState, state: CombatState) => CombatantState,
): ActionEconomy;
export declare const NO_SR4_FLAGS: Readonly<Sr4Flags>;
export declare const NO_SEIZE_FLAGS: Readonly<SeizeFlags>;
export declare const NO_D20_FLAGS: Readonly<D20Flags>;
/** The groups and what each holds when absent. */
export declare const FLAG_GROUPS: {
  readonly sr4: Readonly<Sr4Flags>;
  readonly seize: Readonly<SeizeFlags>;
  readonly d20: Readonly<D20Flags>;
};
export type FlagGroup = keyof typeof FLAG_GROUPS;
/** sr4's Edge and pass flags. */
export declare const sr4Flags: (f: CombatantFlags) => Readonly<Sr4Flags>;
/** The Seize / Blitz flags of sr5 and bonus-actions. */
export declare const seizeFlags: (f: CombatantFlags) => Readonly<SeizeFlags>;
/** d20's Action Surge flags. */
export declare const d20Flags: (f: CombatantFlags) => Readonly<D20Flags>;
/** `f` with some fields of one group changed (the group's other fields as they were, or their defaults). */
export declare function withFlags<G extends FlagGroup>(
  f: CombatantFlags,
  group: G,
  fields: Partial<NonNullable<CombatantFlags[G]>>,
): CombatantFlags;
/** The combatant with this id; RuleError "unknown-combatant" when the combat has none. */
export declare function findCombatant(state: CombatState, id: string): CombatantState;
/**
 * A copy of `o` with `fields` set. Object.assign rather than a spread followed by fields: V8 copies that many
 * times faster, and each turn copies every combatant and its flags several times.
 */
export declare function copyWith<T extends object>(o: T, fields: Partial<T>): T;
/** The state with `c` in place of the combatant of the same id (unchanged when there is none). */
export declare function withCombatant(state: CombatState, c: CombatantState): CombatState;
export interface FormulaOptions {
  /** sr5 / bonus-actions: Blitz, 5d6 this turn instead of the mode's dice (sr5 rule 5). */
  blitz?: boolean;
  /** sr4: Edge on the initiative test, Edge dice added and sixes explode (sr4 rule 7a). */
  edge?: boolean;
  /**
   * The combat's settings, where the formula depends on them (sr6: whether wounds lower initiative);
   * absent: the settings' defaults.
   */
  settings?: Pick<EngineSettings, "own">;
}
/** sr5 / bonus-actions: never more than 5d6 in all. */
export declare const MAX_SR_DICE = 5;
/**
 * The initiative formula of `input` in `ruleset`. Throws InputError (naming actor and field) on bad input.
 * `opts.blitz` only matters in sr5 / bonus-actions, `opts.edge` only in sr4, `opts.settings` where the
 * ruleset's formula reads one of its own settings (sr6's wounds).
 */
export declare function initiativeFormula(
  ruleset: RulesetId,
  input: CombatantInput,
  opts?: FormulaOptions,
): InitiativeFormula;
/**
 * Rolls `f`. Sum kinds (sr5, bonus-actions, d20): score = attribute part + wound modifier + kept dice.
 * sr4: score = attribute part + hits + wound modifier; a glitch is half or more of the dice rolled (extra
 * dice from exploding sixes included) showing 1, a critical glitch a glitch with no hits (rules
 * "Initiative formulas", SR4 core p. 62). An empty pool rolls no 1s and so never glitches. Counting every die keeps the glitch, and so the order, independent of the order
 * the faces arrive in.
 */
export declare function rollInitiative(f: InitiativeFormula, dice: DiceSource): InitiativeRoll;
/** Repeatable dice from a seed. */
export declare function seededDice(seed: number): DiceSource;
/** Live dice (coin tosses on the GM's client; stored right after, so clients never draw their own). */
export declare function randomDice(): DiceSource;
/**
 * Exact dice in order; throws DiceExhaustedError when they run out. Coin tosses are not scripted: they come
 * from a seeded stream so a scenario lists only die faces.
 */
export declare function scriptedDice(
  faces: readonly number[],
  coinSeed?: number,
): DiceSource & {
  used(): number;
};
export type Partialish<T> = {
  [K in keyof T]?: T[K] extends object ? Partial<T[K]> : T[K];
};
/** An initiative source with everything not given set to "does nothing". */
export declare function makeSource(
  partial: Partial<Omit<InitiativeSource, "d20">> & {
    id: string;
    name: string;
    d20?: Partial<D20SourceEffect>;
  },
): InitiativeSource;
/** A combatant with average-human defaults for whatever is not given. */
export declare function makeInput(
  partial: Omit<Partialish<CombatantInput>, "sources"> & {
    id: string;
    name: string;
    sources?: InitiativeSource[];
  },
): CombatantInput;
/** The rows of the current pass, top to bottom. */
export declare function turnOrder(state: CombatState): PhaseView[];
/** The row of the acting combatant, or null when nobody acts. */
export declare function currentPhase(state: CombatState): PhaseView | null;
/**
 * The flags a combatant joins with, no ruleset's group yet; the stored form adds the optional ones (Foundry's
 * engine-state-fields.ts).
 */
export declare const START_FLAGS: Readonly<CombatantFlags>;
/** A new combat before its first turn: inputs checked, a coin drawn for everyone. */
export declare function createCombat(
  ruleset: RulesetId,
  inputs: CombatantInput[],
  dice: DiceSource,
  settings?: Partial<EngineSettings>,
): CombatState;
/**
 * A new turn: turn + 1, pass 1, every combatant's beginTurn (rolls given here are used, the others rolled
 * with `dice`), then the first actor with its phase budget. Where the ruleset's coin lasts a turn, each
 * combatant's coin is tossed afresh.
 */
export declare function startTurn(
  state: CombatState,
  dice: DiceSource,
  rolls?: Readonly<Record<string, InitiativeRoll>>,
): CombatState;
/**
 * Ends the current phase: the next phase in this pass, else the ruleset's next pass, else the next turn.
 * Before the first turn it starts turn 1.
 */
export declare function advance(state: CombatState, dice: DiceSource): CombatState;
/**
 * A command from the tracker. The shared ones are handled here (spend, delay, intervene and Full Defense
 * where the ruleset's economy plays them), the rest by the ruleset.
 */
export declare function apply(state: CombatState, cmd: Command, dice: DiceSource): CombatState;
/**
 * The actor behind a combatant changed (wounds, attributes, items, mode): the ruleset reconciles the score,
 * then everyone still to come is re-sorted. The current actor stays current unless it lost its phase.
 */
export declare function updateCombatant(
  state: CombatState,
  input: CombatantInput,
  dice: DiceSource,
): CombatState;
/** A combatant joins; after the combat has started it rolls (or takes `roll`) and joins the current turn. */
export declare function addCombatant(
  state: CombatState,
  input: CombatantInput,
  dice: DiceSource,
  roll?: InitiativeRoll,
): CombatState;
/** A combatant leaves; if it was acting, the next in the pass acts. */
export declare function removeCombatant(state: CombatState, id: string): CombatState;
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
export declare function planTurn(state: CombatState): PlannedPass[];
/** A step's name: an order key's (TieKey.step), or "id" for the last resort. */
export type OrderStep = string;
/** What decided that `first` acts before `second`: the step, and both values there (numbers as compared). */
export interface OrderReason {
  step: OrderStep;
  first: number;
  second: number;
}
/**
 * The deciding step between two combatants, `first` being the one the ruleset puts first. Steps before it
 * were equal. "id" means every key was equal and only the fixed last resort (the id) separates them.
 */
export declare function whyOrder(
  ruleset: RulesetId,
  first: CombatantState,
  second: CombatantState,
): OrderReason;
declare const OFFERED_COMMANDS: readonly [
  "edge-test",
  "edge-go-first",
  "edge-extra-pass",
  "seize",
  "blitz",
  "edge-boost",
  "choose-bonus-category",
  "timed-item",
  "surprise",
  "swap-tie",
  "action-surge",
];
export type OfferedCommand = (typeof OFFERED_COMMANDS)[number];
export interface RulesetUi {
  /** The tracker's title once the combat has begun (lang key; gets {turn}, {pass} and {round}). */
  readonly titleKey: string;
  /**
   * What a row says about the passes still to come: how many phases are left (sr4 rule 2), the next pass's
   * score (sr5 rule 2), or nothing (one pass per turn).
   */
  readonly passInfo: "phases-left" | "next-score" | null;
  /**
   * No longer read: when Free actions may be taken outside the own phase is the ruleset's economy's to say
   * (srEconomy's freeOutsidePhase). Kept so an entry written for an older system still type-checks.
   */
  readonly freeOutsidePhase?: "any-time" | "after-own-phase";
  /** The row buttons and menu entries it offers (Edge, Seize, Blitz, timed items, Action Surge ...). */
  readonly offers: readonly OfferedCommand[];
  /**
   * What a vehicle's and a drone's physical track adds to half its Body (rules formulas rule 5); absent =
   * the sr5 numbers, 12 and 6.
   */
  readonly vehicleTrack?: VehicleTrack;
}
/** The boxes a vehicle's and a drone's physical track has besides half its Body, rounded up. */
export interface VehicleTrack {
  readonly vehicle: number;
  readonly drone: number;
}
/**
 * `game.system.api.engine`: every value above in one object. A module takes its values from here, never from
 * a copy of its own, so its ruleset joins the system's registry and its refusals are the system's RuleError.
 */
export declare const engine: Readonly<{
  getRuleset: typeof getRuleset;
  registeredRulesets: typeof registeredRulesets;
  registerRuleset: typeof registerRuleset;
  RULESET_IDS: readonly ["sr4", "sr5", "bonus-actions", "d20"];
  RuleError: typeof RuleError;
  InputError: typeof InputError;
  DiceExhaustedError: typeof DiceExhaustedError;
  tieKey: typeof tieKey;
  orderBy: typeof orderBy;
  compareKeys: typeof compareKeys;
  scoreKey: TieKey;
  ERIC_KEYS: readonly TieKey[];
  SR_ORDER_KEYS: readonly TieKey[];
  augmentedReaction: typeof augmentedReaction;
  startSrTurn: typeof startSrTurn;
  reconcileSrScore: typeof reconcileSrScore;
  applyEdgeDeclaration: typeof applyEdgeDeclaration;
  PASS_DROP: 10;
  unsupported: typeof unsupported;
  srBudget: typeof srBudget;
  d20Budget: typeof d20Budget;
  EMPTY_SR_BUDGET: SrBudget;
  EMPTY_D20_BUDGET: D20Budget;
  emptyBudget: typeof emptyBudget;
  srPhaseBudget: typeof srPhaseBudget;
  paySrAction: typeof paySrAction;
  canPaySrAction: typeof canPaySrAction;
  payFree: typeof payFree;
  srPhaseSpent: typeof srPhaseSpent;
  unitCost: typeof unitCost;
  SR_PHASE_UNITS: 2;
  srEconomy: typeof srEconomy;
  kindsBudget: typeof kindsBudget;
  kindsLeft: typeof kindsLeft;
  kindsText: typeof kindsText;
  rulesetSetting: typeof rulesetSetting;
  START_FLAGS: Readonly<CombatantFlags>;
  FLAG_GROUPS: {
    readonly sr4: Readonly<Sr4Flags>;
    readonly seize: Readonly<SeizeFlags>;
    readonly d20: Readonly<D20Flags>;
  };
  NO_SR4_FLAGS: Readonly<Sr4Flags>;
  NO_SEIZE_FLAGS: Readonly<SeizeFlags>;
  NO_D20_FLAGS: Readonly<D20Flags>;
  sr4Flags: (f: CombatantFlags) => Readonly<Sr4Flags>;
  seizeFlags: (f: CombatantFlags) => Readonly<SeizeFlags>;
  d20Flags: (f: CombatantFlags) => Readonly<D20Flags>;
  withFlags: typeof withFlags;
  findCombatant: typeof findCombatant;
  withCombatant: typeof withCombatant;
  copyWith: typeof copyWith;
  initiativeFormula: typeof initiativeFormula;
  rollInitiative: typeof rollInitiative;
  MAX_SR_DICE: 5;
  MAX_PASSES: 4;
  seededDice: typeof seededDice;
  scriptedDice: typeof scriptedDice;
  randomDice: typeof randomDice;
  makeInput: typeof makeInput;
  makeSource: typeof makeSource;
  createCombat: typeof createCombat;
  startTurn: typeof startTurn;
  advance: typeof advance;
  apply: typeof apply;
  addCombatant: typeof addCombatant;
  updateCombatant: typeof updateCombatant;
  removeCombatant: typeof removeCombatant;
  turnOrder: typeof turnOrder;
  currentPhase: typeof currentPhase;
  planTurn: typeof planTurn;
  whyOrder: typeof whyOrder;
  DEFAULT_SETTINGS: EngineSettings;
  INITIATIVE_MODES: readonly ["physical", "astral", "matrix-ar", "matrix-cold", "matrix-hot", "rigging-ar"];
  BONUS_CATEGORIES: readonly ["physical", "matrix", "magic"];
  ACTION_CATEGORIES: readonly ["physical", "matrix", "magic", "other"];
  SOURCE_KINDS: readonly [
    "cyberware",
    "bioware",
    "adept-power",
    "spell",
    "drug",
    "matrix-gear",
    "feature",
    "other",
  ];
  INTERRUPT_ACTIONS: readonly ["block", "dodge", "parry", "intercept", "hit-the-dirt", "full-defense"];
  SR_ACTION_KINDS: readonly ["complex", "simple", "free"];
  D20_ACTION_KINDS: readonly ["action", "bonus", "reaction", "object", "movement"];
}>;
/** The type of `game.system.api.engine`. */
export type ShadowturnEngine = typeof engine;
/** What a module hands to `game.system.api.registerRuleset`: its ruleset and the tracker's entry for it. */
export interface RulesetModule {
  ruleset: Ruleset;
  ui: RulesetUi;
}
/** `game.system.api`, as a module's code sees it. */
export interface ShadowturnApi {
  /** Adds a module's ruleset to the engine, the tracker and the world's ruleset setting (once, from init). */
  registerRuleset(module: RulesetModule): void;
  /** The engine itself: the values of this API. */
  readonly engine: ShadowturnEngine;
}

export {};
