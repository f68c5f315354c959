// The one table of what the Foundry layer shows differently per ruleset (the way dnd5e keeps its variants as
// config in CONFIG.DND5E). What the rules decide lives in the engine's ruleset: its economy (pips, spend
// buttons, the "actions left" line), its words (rounds or turns), its catalogue. No other file of src/foundry
// compares a ruleset id.
//
// To extend it: add a field to RulesetUi with a line saying why it exists, give each built-in entry its
// value (the `satisfies` below turns a missing one into a type error), and read it through rulesetUi(id).
// A module's ruleset brings its own entry through game.system.api.registerRuleset (api.ts).
import { RuleError, type BuiltinRulesetId, type RulesetId } from "../engine";

/** Row buttons and menu entries a ruleset offers besides its family's spend buttons. */
export const OFFERED_COMMANDS = [
  // sr4 rule 7: Edge on the initiative test, to go first, for an extra pass
  "edge-test",
  "edge-go-first",
  "edge-extra-pass",
  // sr5 rule 5, bonus-actions rule 2: Seize the Initiative, Blitz
  "seize",
  "blitz",
  // sr6 rule 9: a point of Edge for +3 to the score, any time
  "edge-boost",
  // bonus-actions rule 5: the bonus category picked with the roll (the player's roll menu)
  "choose-bonus-category",
  // sr4 rule 11: a timed item set on the acting row
  "timed-item",
  // d20 rules 3-5: surprise in round 1, swapping a tie, Action Surge
  "surprise",
  "swap-tie",
  "action-surge",
] as const;
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

const SR5_VEHICLE_TRACK: VehicleTrack = { vehicle: 12, drone: 6 };

const BUILT_IN = {
  sr4: {
    titleKey: "SHADOWTURN.Tracker.TurnPass",
    passInfo: "phases-left",
    offers: ["edge-test", "edge-go-first", "edge-extra-pass", "timed-item"],
    // sr4 counts a vehicle's or drone's boxes as a person's: 8 + half Body
    vehicleTrack: { vehicle: 8, drone: 8 },
  },
  sr5: {
    titleKey: "SHADOWTURN.Tracker.TurnPass",
    passInfo: "next-score",
    offers: ["seize", "blitz"],
  },
  // exactly one pass per turn (rule 1): "Pass 1" would only be noise
  "bonus-actions": {
    titleKey: "SHADOWTURN.Tracker.Turn",
    passInfo: null,
    offers: ["seize", "blitz", "choose-bonus-category"],
  },
  d20: {
    titleKey: "SHADOWTURN.Tracker.Round",
    passInfo: null,
    offers: ["surprise", "swap-tie", "action-surge"],
  },
} as const satisfies Record<BuiltinRulesetId, RulesetUi>;

const entries = new Map<RulesetId, RulesetUi>(Object.entries(BUILT_IN));

/** The UI entry of a ruleset; RuleError "unknown-ruleset" when none is registered. */
export function rulesetUi(ruleset: RulesetId): RulesetUi {
  const ui = entries.get(ruleset);
  if (!ui) throw new RuleError("unknown-ruleset", `ruleset ${ruleset} is not available`, { ruleset });
  return ui;
}

/** A vehicle's and a drone's physical track in this ruleset (an unknown ruleset: the sr5 numbers). */
export function vehicleTrack(ruleset: RulesetId | undefined): VehicleTrack {
  const ui = ruleset === undefined ? undefined : entries.get(ruleset);
  return ui?.vehicleTrack ?? SR5_VEHICLE_TRACK;
}

/** Whether the ruleset offers this row button or menu entry. */
export function offers(ruleset: RulesetId, command: OfferedCommand): boolean {
  return rulesetUi(ruleset).offers.includes(command);
}

/** A module's ruleset brings its entry (api.ts). A built-in entry is never replaced. */
export function registerRulesetUi(ruleset: RulesetId, ui: RulesetUi): void {
  if (ruleset in BUILT_IN)
    throw new RuleError("ruleset-taken", `ruleset ${ruleset} is already registered`, { ruleset });
  entries.set(ruleset, ui);
}
