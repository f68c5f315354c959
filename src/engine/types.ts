// The engine's vocabulary: plain data only, so a state can be stored in a Foundry document, printed by the
// simulator or compared in a test. Nothing here knows about Foundry or the DOM.
//
// Glossary. The engine speaks the game's words; Foundry's differ, and code that talks to Foundry (src/foundry)
// uses Foundry's words for Foundry's fields:
//
//   engine (the game's word)  Foundry's word            what it is
//   turn                      round (Combat.round)      everyone's initiative and phases, once; d20 calls it a round too
//   pass                      (none)                    one sweep down the order within a turn (sr4 1-4, sr5 one per 10
//                                                       points of score, bonus-actions and d20 always 1)
//   phase                     turn (Combat.turn)        one combatant's go in a pass, with its budget of actions
//   score                     initiative                the number the order is sorted by
//   budget                    (none)                    what a combatant may still do, counted in its ruleset's units
//   ruleset                   (the world setting)       the rules one combat plays by (rulesets/ruleset.ts)
//
// So `CombatState.turn` is what Foundry stores as `round`, and `currentId` names the combatant whose phase
// Foundry shows as the current `turn`.

/** The four rulesets this system ships (docs/rules.md). */
export const RULESET_IDS = ["sr4", "sr5", "bonus-actions", "d20"] as const;
export type BuiltinRulesetId = (typeof RULESET_IDS)[number];
/** A ruleset's id: a built-in one, or one a module registered (rulesets/index.ts registerRuleset). */
export type RulesetId = BuiltinRulesetId | (string & {});
export const DEFAULT_RULESET: RulesetId = "bonus-actions";

/** Where an SR character's attention is (rules "Words"). */
export const INITIATIVE_MODES = [
  "physical",
  "astral",
  "matrix-ar",
  "matrix-cold",
  "matrix-hot",
  "rigging-ar",
] as const;
export type InitiativeMode = (typeof INITIATIVE_MODES)[number];

/** The categories bonus Simple actions are tied to (bonus-actions rule 4). */
export const BONUS_CATEGORIES = ["physical", "matrix", "magic"] as const;
export type BonusCategory = (typeof BONUS_CATEGORIES)[number];

/** The category of the action being taken; "other" is anything bonus actions may not pay for. */
export const ACTION_CATEGORIES = [...BONUS_CATEGORIES, "other"] as const;
export type ActionCategory = (typeof ACTION_CATEGORIES)[number];

/** Kinds of items that can touch initiative. */
export const SOURCE_KINDS = [
  "cyberware",
  "bioware",
  "adept-power",
  "spell",
  "drug",
  "matrix-gear",
  "feature",
  "other",
] as const;
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

/**
 * What kind of combatant an input stands for, where a ruleset's formula tells them apart (sr6: a drone's
 * 3d6): told by the attributes only one kind has (combatantKind).
 */
export const COMBATANT_KINDS = ["person", "spirit", "vehicle"] as const;
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
export const MAX_PASSES = 4;

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
  bonusActions: { category: BonusCategory; count: number } | null;
  /** Every category the combatant could pick (bonus-actions rule 5). */
  bonusOptions: { category: BonusCategory; count: number }[];
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
export const INTERRUPT_ACTIONS = [
  "block",
  "dodge",
  "parry",
  "intercept",
  "hit-the-dirt",
  "full-defense",
] as const;
export type Sr5Interrupt = (typeof INTERRUPT_ACTIONS)[number];
/**
 * An action taken outside the order of phases (the "interrupt" command): sr5's interrupts, or another
 * ruleset's own (sr6's Anytime actions); each ruleset lists its own (ActionEconomy.outside).
 */
export type InterruptAction = Sr5Interrupt | (string & {});

/** Action kinds of the SR rulesets and the d20 economy; a ruleset may name its own (ActionEconomy.kinds). */
export const SR_ACTION_KINDS = ["complex", "simple", "free"] as const;
export const D20_ACTION_KINDS = ["action", "bonus", "reaction", "object", "movement"] as const;
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
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

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
  phaseOpening?: { budget: Budget; opened: Budget; fullDefenseOwed: boolean; acted?: boolean } | null;
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
  beforeBlitz?: { score: number; roll: InitiativeRoll | null } | null;
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

export const DEFAULT_SETTINGS: EngineSettings = {
  rerollEachTurn: true,
  interruptActions: true,
  d20RerollEachRound: false,
  autoSkipSpent: false,
};

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
  | { type: "delay"; combatantId: string }
  | { type: "intervene"; combatantId: string }
  | { type: "full-defense"; combatantId: string }
  /** sr5 rule 7: an interrupt action at any moment, paid from the initiative score at once. */
  | { type: "interrupt"; combatantId: string; action: InterruptAction }
  | { type: "seize"; combatantId: string }
  | { type: "blitz"; combatantId: string }
  | { type: "edge-go-first"; combatantId: string }
  | { type: "edge-extra-pass"; combatantId: string }
  /** sr4 rule 7a: use Edge on the next initiative test (Edge dice added, sixes explode). */
  | { type: "edge-test"; combatantId: string }
  /** A point of Edge for a bonus to the score now, as the ruleset says (sr6 rule 9: +3, any time). */
  | { type: "edge-boost"; combatantId: string }
  | { type: "timed-item"; combatantId: string; name: string }
  | { type: "surprise"; combatantId: string; surprised: boolean }
  | { type: "swap-tie"; combatantId: string; otherId: string }
  | { type: "action-surge"; combatantId: string }
  | { type: "choose-bonus-category"; combatantId: string; category: BonusCategory }
  | { type: "defeated"; combatantId: string; defeated: boolean }
  /** Scores set by hand, rule 1: the GM's number replaces the score from now on (hand-score.ts). */
  | { type: "set-score"; combatantId: string; score: number }
  /** Scores set by hand, rule 3: join a group that rolls once (a group id), or leave it (null) (groups.ts). */
  | { type: "group"; combatantId: string; groupId: string | null };

export type CommandType = Command["type"];

/** A source of dice. Every random number the engine uses comes from here. */
export interface DiceSource {
  /** One die, 1..faces. */
  die(faces: number): number;
  /** A coin toss for tiebreaks, uniform in [0, 1). */
  coin(): number;
}
