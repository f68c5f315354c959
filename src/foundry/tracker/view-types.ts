// The shapes the tracker templates read. Built by pure functions from engine PhaseView rows, so a test can
// render the real templates without Foundry. Every user-facing word is an i18n key the template localizes.
import type { ActionCategory, ActionKind, BonusCategory, CommandType, InterruptAction } from "../../engine";
import type { SettingValues } from "../settings";

/** Who may see the action budgets (world setting budgetVisibility: all / owners / gm). */
export type BudgetVisibility = SettingValues["budgetVisibility"];

/** The user looking at the tracker: a GM owns every row; a player owns some combatants. */
export interface TrackerViewer {
  isGM: boolean;
  ownedIds: ReadonlySet<string>;
  /** The world lets owners roll their own initiative (setting whoRolls). */
  ownersRoll?: boolean;
}

/** Budget visibility setting: everyone, the GM and the combatant's owners, or the GM alone. */
export function maySeeBudget(
  visibility: BudgetVisibility,
  viewer: TrackerViewer,
  combatantId: string,
): boolean {
  if (viewer.isGM || visibility === "all") return true;
  return visibility === "owners" && viewer.ownedIds.has(combatantId);
}

/** A player's roll menu on their unrolled row (own-roll-view.ts). */
export interface OwnRollView {
  /** The roll as Foundry notation, "1d6+10". */
  notation: string;
  /** Edge declarations that go with this roll (a checkbox each), with the roll they make when it changes. */
  declarations: { command: string; labelKey: string; notation: string }[];
  /** bonus-actions rule 5: the bonus categories to pick from with the roll; empty = nothing to pick. */
  categories: BonusCategoryChoice[];
  /** Why the GM refused this player's last roll for the row, in their words (the menu opens with it). */
  refusal: string | null;
  /** The menu's name: a roll for turn 1, or for the next turn. */
  menuKey: string;
}

/** One bonus category in the roll menu; value "" is the default, named by the category it gives. */
export interface BonusCategoryChoice {
  value: string;
  labelKey: string;
  /** The bonus Simple actions it gives; 0 on the default entry. */
  count: number;
  selected: boolean;
}

/** Once the fight runs, where owners roll: the rolls of the next turn (rules "Scores set by hand", rule 2). */
export interface NextTurnRolls {
  /** Players' combatants the next turn re-rolls that have not rolled for it. */
  unrolled: ReadonlySet<string>;
  /** Combatants whose roll for the next turn is in. */
  rolled: ReadonlySet<string>;
}

/** One action the combatant can spend by name (the actor's action items or the catalogue). */
export interface CatalogueAction {
  name: string;
  kind: ActionKind;
  category: ActionCategory;
}

/**
 * One kind of budget as a row of pips, one per action left: `dots` of them drawn (by combat.css, from
 * `data-dots`), or, past MAX_DOTS, one dot and the count as a number.
 */
export interface PipGroup {
  /** The kind it counts (the economy's kind id), or a pool of its own ("bonus-pool"). */
  kind: string;
  labelKey: string;
  abbrKey: string;
  count: number;
  dots: number;
  /** More actions left than dots drawn: the count is written beside the one dot. */
  many: boolean;
  /** Bonus pool only: which category its actions must be. */
  categoryKey: string | null;
}

export interface BudgetView {
  groups: PipGroup[];
  /** d20 movement left in feet; null in the SR rulesets. */
  movement: number | null;
  /** A larger action still possible, before the pips (SR: a Complex from two Simple units left). */
  hint: { kind: string; abbrKey: string; labelKey: string } | null;
}

export interface Badge {
  id: string;
  /** Short label on the chip. */
  labelKey: string;
  /** Longer explanation for the tooltip. */
  hintKey: string;
  icon: string;
}

/** A button that spends one action of a kind, optionally of a category, maybe paid by a trade (sr6 rule 5). */
export interface SpendButton {
  kind: ActionKind;
  category: ActionCategory | null;
  /** The kind that pays for it instead (a Major for a Minor, four Minors for a Major); null: its own. */
  paidWith: ActionKind | null;
  labelKey: string;
  abbrKey: string;
  /** d20 movement: feet per click. */
  amount: number | null;
}

/** A named action from the catalogue, offered while its kind is still in the budget. */
export interface CatalogueButton {
  name: string;
  kind: ActionKind;
  category: ActionCategory;
  kindKey: string;
  kindAbbrKey: string;
}

/** An Edge option; when `available` is false the reason says why (the engine refuses it too). */
export interface EdgeButton {
  command: Extract<
    CommandType,
    "seize" | "blitz" | "edge-go-first" | "edge-extra-pass" | "edge-test" | "edge-boost"
  >;
  labelKey: string;
  icon: string;
  available: boolean;
  reasonKey: string | null;
  /** Also a tick box of the row's roll menu: hidden while that menu is open. */
  inRollMenu?: boolean;
}

/**
 * An action outside the order offered in the row's own controls (sr6 rule 6: an Anytime action on an owned
 * row outside its turn): unavailable, with the reason, when nothing of the right size is left.
 */
export interface OutsideButton {
  action: InterruptAction;
  labelKey: string;
  hintKey: string | null;
  available: boolean;
  reasonKey: string | null;
}

/** A d20 tie swap: sent as `as` (a combatant the viewer controls) with `other`; `firstName` would act first. */
export interface SwapTie {
  as: string;
  other: string;
  firstName: string;
}

export interface RowControls {
  /** The ruleset whose controls these are (the row menu names its actions outside the order by it). */
  ruleset: string;
  spend: SpendButton[];
  catalogue: CatalogueButton[];
  delay: boolean;
  /** Already delaying: delaying again carries the phase into the next pass. */
  delayAgain: boolean;
  intervene: boolean;
  /** Declare Full Defense (SR): a button on the acting row ... */
  fullDefense: boolean;
  /** ... and a context-menu entry on every row of the viewer's (it may be declared at any time). */
  fullDefenseMenu: boolean;
  /** The Full Defense button's tooltip: an action it uses up, or (sr5 rule 7) 10 off the score. */
  fullDefenseHintKey: string;
  /** sr5 rule 7: the interrupts this row could take now (menu entries on every row of the viewer's). */
  interrupts: InterruptAction[];
  /**
   * The same actions as a menu in the row itself, where the economy says so (sr6's Anytime actions on an
   * owned row outside its turn), with the menu's words; null: none.
   */
  outsideInRow: { labelKey: string; hintKey: string; actions: OutsideButton[] } | null;
  endPhase: boolean;
  /** "End phase", or "End turn" in d20. */
  endPhaseKey: string;
  edge: EdgeButton[];
  edgePoints: number;
  /** The Edge points hint, its plural picked for edgePoints. */
  edgeHintKey: string;
  /** Players (few rows) get the Edge options as one-click buttons; the GM's many rows fold them in a menu. */
  edgeInline: boolean;
  /** sr4 rule 11: set a timed item (grenade, charge) at this combatant's score, in its own phase. */
  timedItem: boolean;
  /** d20: trade places with the tied combatant just below. */
  swapTie: SwapTie | null;
  /** d20, GM only, before the first round is over: mark or clear surprise. */
  surprise: { surprised: boolean } | null;
  /** d20: Action Surge uses left, when one can be used now. */
  actionSurge: { uses: number; hintKey: string } | null;
  /** Anything besides the spend buttons and Edge: the phase's buttons, the menus (outside-phase, timed, actions). */
  buttons: boolean;
  /** Anything at all to show in the control strip. */
  any: boolean;
}

/** One "why this order" line: the pair's names and the compared values (empty for a flag). */
export interface WhyLine {
  key: string;
  first: string;
  second: string;
  a: string;
  b: string;
}

export interface PassInfo {
  key: string;
  n: number;
}

/** What core Foundry knows about the row's token (filled in by the tracker class from the core turn context). */
export interface TokenView {
  img: string;
  hidden: boolean;
  isDefeated: boolean;
  canPing: boolean;
  /** Core's tracked resource (Tracker Settings), for the GM and the combatant's owners; null otherwise. */
  resource?: string | null;
}

/** sr4 rule 11: a timed item (grenade, charge) going off in this pass, shown where it goes off. */
export interface TimedMarker {
  id: string;
  name: string;
  ownerName: string;
  score: number;
}

export interface TrackerRow {
  id: string;
  name: string;
  token: TokenView;
  css: string;
  current: boolean;
  acted: boolean;
  owned: boolean;
  /** Score as shown: the number, or an em dash before the roll. */
  score: string;
  hasScore: boolean;
  /** The GM may type this row's score (rules "Scores set by hand", rule 1). */
  scoreEditable: boolean;
  /** The row's Roll button: the GM's, or an owner's where owners roll (setting whoRolls). */
  mayRoll: boolean;
  /** A player's roll menu: roll in Foundry or enter table dice, with declarations (rules scores 2). */
  ownRoll: OwnRollView | null;
  passInfo: PassInfo | null;
  /** null when the viewer may not see this budget. */
  budget: BudgetView | null;
  badges: Badge[];
  /** null when the viewer may not act for this combatant. */
  controls: RowControls | null;
  /** Timed items going off right after this row's phase. */
  timedAfter: TimedMarker[];
  /** What put this row before or after its neighbours when the score did not (the row's tooltip). */
  why: WhyLine[];
  /** A group's header row, drawn just before this row (group-head.ts). */
  groupHead?: GroupHead | null;
  /** In a folded group: the row is not drawn, its group's header stands for it. */
  folded?: boolean;
}

/**
 * A group's header row (rules "Scores set by hand", rule 3): folds or unfolds the members that act on the
 * group's score. Built only from the rows the viewer sees, so it never counts or names a hidden member.
 */
export interface GroupHead {
  id: string;
  /** The words the members' names share ("Ganger"), or null: then "Group of <firstName>". */
  name: string | null;
  firstName: string;
  folded: boolean;
  /** How many members the viewer sees in it, and the counted words for that. */
  count: number;
  countKey: string;
  score: string;
  /** Who rolls for the group; null when the viewer does not see that member. */
  leaderName: string | null;
  /** The roller's formula, when the members' formulas differ and the viewer may read it. */
  leaderFormula: string | null;
  /** Folded with its acting member inside: that member's name (its own row stays drawn under the header). */
  actingName: string | null;
  css: string;
  /** The GM may disband it. */
  canDisband: boolean;
}

/** Surprise by side (d20 rule 4): the side by token disposition, and whether the click clears it again. */
export interface SurpriseSideButton {
  side: "hostile" | "friendly";
  clear: boolean;
  count: number;
  labelKey: string;
  hintKey: string;
}

export interface TrackerHeader {
  started: boolean;
  titleKey: string;
  turn: number;
  pass: number;
  rulesetKey: string;
  /** Name of the acting combatant, for the line under the title. */
  currentName: string | null;
  /** d20, GM, until round 1 is over: mark (or clear) a whole side's surprise at once; one per side present. */
  surpriseSides: SurpriseSideButton[];
}

export interface TrackerFooter {
  /** The viewer may end the current phase (GM, or the owner of the acting combatant). */
  canEndPhase: boolean;
  currentId: string | null;
  nextKey: string;
  previousKey: string;
  nextRoundKey: string;
  previousRoundKey: string;
  /** "End my phase", or "End my turn" in d20. */
  endMineKey: string;
}

/** Who comes next and who acts in the passes still to come (forecast-view.ts). */
export interface ForecastView {
  nextName: string | null;
  /** Nobody comes after the acting combatant: the turn ends with this phase. */
  turnEnds: boolean;
  /** Whether to show the "next" line (not when the next one is hidden from the viewer). */
  showNext: boolean;
  /** The passes to come (sr4, sr5), names in order. */
  passes: { pass: number; names: string }[];
}

export interface TrackerView {
  ruleset: string;
  /** The ruleset speaks of rounds and turns (d20, sr6), not of turns, passes and phases. */
  rounds: boolean;
  header: TrackerHeader;
  /** Timed items going off before everyone in this pass. */
  timedFirst: TimedMarker[];
  rows: TrackerRow[];
  footer: TrackerFooter;
  /** Null when the viewer chose not to see it, or before the start. */
  forecast: ForecastView | null;
}

/** The i18n key of a bonus category ("physical" -> SHADOWTURN.Tracker.Category.physical). */
export function categoryKey(category: BonusCategory | ActionCategory): string {
  return `SHADOWTURN.Tracker.Category.${category}`;
}
