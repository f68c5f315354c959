// The scenario format (docs/simulator.md), as the runner sees it after parsing and validation.
import type { CombatantInput, Command, EngineSettings, InitiativeSource, RulesetId } from "../engine";

/**
 * The version of the scenario format this simulator writes about in docs/simulator.md. Version 2 adds
 * compendium items and the expectations of issue 8; a version 1 file reads the same under version 2.
 */
export const SCENARIO_VERSION = 2;

export type Dice = { kind: "scripted"; faces: number[]; coinSeed: number } | { kind: "seed"; seed: number };

/** Named points of a turn where events happen (docs/simulator.md "Event points"). */
export const TURN_POINTS = [
  "before-roll",
  "start-of-turn",
  "start-of-pass",
  "end-of-pass",
  "end-of-turn",
] as const;
export type TurnPoint = (typeof TURN_POINTS)[number];
export const PHASE_POINTS = ["before", "during", "after"] as const;
export type PhasePoint = (typeof PHASE_POINTS)[number];

export type EventPoint = { at: TurnPoint } | { at: PhasePoint; combatantId: string };

/** Changes to a combatant's sheet mid-fight; applied through the engine's updateCombatant. */
export interface CombatantChange {
  woundModifier?: number;
  mode?: CombatantInput["mode"];
  dni?: boolean;
  initiateGrade?: number;
  edgePoints?: number;
  bonusCategory?: CombatantInput["bonusCategory"];
  attributes?: Partial<CombatantInput["attributes"]>;
  d20?: Partial<CombatantInput["d20"]>;
  activate?: string[];
  deactivate?: string[];
  addItems?: InitiativeSource[];
  removeItems?: string[];
}

/** One thing that happens at an event point. `path` locates it in the file for error messages. */
export type Action = { path: string } & (
  | { kind: "command"; command: Command }
  | { kind: "update"; combatantId: string; change: CombatantChange }
  /** Physical dice for the coming roll (at before-roll only). */
  | { kind: "roll"; combatantId: string; faces: number[] }
  | { kind: "add"; input: CombatantInput }
  | { kind: "remove"; combatantId: string }
);

export interface ScenarioEvent {
  path: string;
  turn: number;
  pass: number;
  point: EventPoint;
  actions: Action[];
}

/** A combatant as it stands at an event point (expectation `state:`). */
export interface PointState {
  score?: number | null;
  /** Edge points left. */
  edge?: number;
  /** sr4: passes this turn; other rulesets 1. */
  passes?: number;
  /** The bonus category of the bonus pool (bonus-actions), null when there is none. */
  bonusCategory?: string | null;
  /** Fields of the budget its row shows, as the economy records it (sr6: major, minor). */
  budget?: Record<string, number | string | null>;
}

/** A combatant's initiative roll of the turn (expectation `initiative:`); only the fields given are checked. */
export interface RollExpectation {
  dice?: number[];
  score?: number | null;
  hits?: number | null;
  glitch?: boolean;
  criticalGlitch?: boolean;
  passes?: number;
  kept?: boolean;
  bonusActions?: number;
  bonusCategory?: string | null;
}

/** What a GM should see (checked by `--check` and the tests). Only the fields given are checked. */
export interface Expectation {
  path: string;
  turn: number;
  /** When set, order/scores/budgets/notes/refused are about this pass. */
  pass: number | null;
  /** An event point: `state` is read there, after that point's events. */
  point: EventPoint | null;
  /** How many passes the turn has. */
  passes: number | null;
  order: string[] | null;
  scores: Record<string, number | null> | null;
  budgets: Record<string, Record<string, number | string | null>> | null;
  notes: Record<string, string[]> | null;
  absentNotes: Record<string, string[]> | null;
  /** Whose commands were refused, in order: in the pass, or without a pass at the turn's own points. */
  refused: string[] | null;
  notRefused: string[] | null;
  state: Record<string, PointState> | null;
  initiative: Record<string, RollExpectation> | null;
  /** The passes of the turn in which nobody had a phase. */
  emptyPasses: number[] | null;
}

export interface Scenario {
  file: string;
  name: string;
  description: string;
  ruleset: RulesetId;
  settings: EngineSettings;
  turns: number;
  dice: Dice;
  combatants: CombatantInput[];
  events: ScenarioEvent[];
  expect: Expectation[];
  /** Scripted dice may be left over without `--check` complaining. */
  allowUnusedDice: boolean;
}

/** One name for an event point of a turn: "1.2 during alice", "1.0 before-roll" (turn points have pass 0). */
export function pointKey(turn: number, pass: number, at: string, combatantId?: string): string {
  const passBound = at !== "before-roll" && at !== "start-of-turn" && at !== "end-of-turn";
  return `${turn}.${passBound ? pass : 0} ${at}${combatantId === undefined ? "" : ` ${combatantId}`}`;
}
