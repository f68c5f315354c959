// What a simulated fight produced: the JSON output contract (docs/simulator.md "JSON output"). The table
// printer reads the same object, so the two can never disagree. Change only additively; bump
// OUTPUT_VERSION when a field changes meaning.
import type { BonusCategory, JsonValue, RulesetId } from "../engine";

export const OUTPUT_VERSION = 1;

/** Stable codes for the remarks a GM sees next to a phase. */
export const NOTE_CODES = [
  "simultaneous",
  "seized",
  "go-first",
  "blitz",
  "glitch",
  "critical-glitch",
  "delayed",
  "intervened",
  "full-defense",
  "surprised",
  "extra-pass",
  "timed-item",
] as const;
export type NoteCode = (typeof NOTE_CODES)[number];

/** SR rulesets: Simple-action units (a Complex costs 2), bonus pool, Free actions. */
export interface SrBudgetView {
  simple: number;
  bonus: number;
  bonusCategory: BonusCategory | null;
  free: number;
  /** Whether `free` lasts the turn (bonus-actions rule 6) or the pass (sr4, sr5). */
  freePer: "turn" | "pass";
}
/** d20: what is left of the turn's economy. */
export interface D20BudgetView {
  action: number;
  bonusAction: number;
  reaction: number;
  object: number;
  movement: number;
}
/**
 * A budget as its ruleset's economy records it (ActionEconomy.record): an SrBudgetView, a D20BudgetView, or
 * a ruleset's own counts by kind (sr6: major, minor).
 */
export type BudgetView = Readonly<Record<string, JsonValue>>;

export interface InitiativeLine {
  id: string;
  name: string;
  /**
   * Human-readable formula that adds up to `score`: flat bonuses carry their item's name, and the wound
   * modifier is the one in force now (a kept score wounded since its roll shows the wound): e.g.
   * "REA 4 + INT 3 + Wired Reflexes 3 + 4d6 − wounds 10".
   */
  formula: string;
  dice: number[];
  score: number | null;
  /** The score was kept from the turn before (bonus-actions without re-rolls, d20 rounds): no new roll. */
  kept: boolean;
  /** sr4: hits on the test. */
  hits: number | null;
  /** sr4: passes this turn; other rulesets 1. */
  passes: number;
  glitch: boolean;
  criticalGlitch: boolean;
  bonusActions: { category: BonusCategory; count: number } | null;
  /** The score gives no phase this turn (0 or less, or out of the fight). */
  noPhase: boolean;
}

export interface ActionLog {
  /** Where in the turn it happened: a turn point or "before"/"during"/"after". */
  point: string;
  /** The verb as written in the scenario (spend, delay, update ...). */
  verb: string;
  combatantId: string;
  /** Short description of the details (kind, category, changed fields). */
  detail: string;
  /** The written fields besides the verb and the combatant (the command's, or an update's changes). */
  args: Record<string, unknown>;
  /** Combatants who had phases still to come this turn before this action and none after it. */
  lostPhases: string[];
  ok: boolean;
  /**
   * When refused: the engine's stable code, its English reason and the reason's parameters (the table
   * says it in the chosen language from `SHADOWTURN.Error.<code>`).
   */
  refused: { code: string; message: string; params: Record<string, string | number> } | null;
}

export interface PhaseLog {
  /**
   * "phase": a combatant's action phase; "timed-item": a grenade or charge going off; "lost-turn": a
   * surprised combatant's turn that does not happen (d20 rule 4), shown where its score would put it.
   */
  kind: "phase" | "timed-item" | "lost-turn";
  combatantId: string;
  name: string;
  /** Score when the phase began. */
  score: number | null;
  budget: BudgetView | null;
  /** What was left of the budget when the phase ended (null for rows without a budget). */
  budgetLeft: BudgetView | null;
  notes: NoteCode[];
  actions: ActionLog[];
}

export interface PassLog {
  pass: number;
  phases: PhaseLog[];
  /** Actions at start-of-pass / end-of-pass. */
  actions: ActionLog[];
}

export interface TurnLog {
  turn: number;
  initiative: InitiativeLine[];
  passes: PassLog[];
  /** Actions at before-roll / start-of-turn / end-of-turn. */
  actions: ActionLog[];
  /** Passes the turn went through in which nobody had a phase (sr4, sr5: a pass nobody reached). */
  emptyPasses: number[];
}

/** A combatant as it stood at an event point an expectation asked about. */
export interface PointSnapshot {
  score: number | null;
  edge: number;
  passes: number;
  bonusCategory: BonusCategory | null;
  /** The budget its row shows at that point, as the ruleset's economy records it (null: no row). */
  budget: BudgetView | null;
}

/** What the combatants looked like at an event point named by an expectation (after that point's events). */
export interface Checkpoint {
  /** `turn.pass at` or `turn.pass before <id>`: see pointKey. */
  key: string;
  combatants: Record<string, PointSnapshot>;
}

export interface FightLog {
  version: typeof OUTPUT_VERSION;
  scenario: { file: string; name: string; ruleset: RulesetId; turns: number };
  turns: TurnLog[];
  /** Scripted dice the fight never asked for, in order ([] with a seed). */
  unusedDice: number[];
  /** The state at each event point an expectation names. */
  checkpoints: Checkpoint[];
}
