// A ruleset is a small strategy object over plain state (in the spirit of boardgame.io's turn orders):
// the shared flow in ../combat.ts asks it who acts, in what order, with what budget, and what happens at
// the end of a pass or on a command. Every function is pure: it returns new objects, never mutates, and the
// state it reads and returns is plain data (it survives JSON and structuredClone, and may be frozen).
//
// What the shared flow (../combat.ts) does so a ruleset need not: it draws CombatantState.coin once per turn
// before beginTurn where the ruleset's coin lasts a turn (else the coin drawn when the combatant joined is
// kept); it keeps flags.defeated across beginTurn; it plays "spend" through the economy's spend (where there
// is one), "delay" / "intervene" where the economy delays, "full-defense" while the economy's
// sharedFullDefense says so, and "defeated", "set-score", "group" for everyone (the rest goes to apply); it
// picks the current actor as the first in the order of orderKeys among combatants with a phase (inPass, not
// defeated) who have not acted this pass and are not delaying; and it calls phaseBudget when a phase begins
// (not again when a delayed or interrupted phase resumes).
import type {
  Budget,
  CombatantInput,
  CombatantState,
  CombatState,
  Command,
  DiceSource,
  InitiativeRoll,
  InterruptAction,
  RulesetId,
  TimedItemSlot,
} from "../types";
import type { TieKey } from "../tiebreak";
import type { ActionEconomy } from "./economy";
import type { FormulaSpec } from "./formula-specs";
import type { RulesetSetting } from "./settings";
import type { TurnEventMeaning } from "./turn-events";

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
  readonly catalogue: { readonly pack: string; readonly items: string; readonly kindField?: string };

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
