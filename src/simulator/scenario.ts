// The scenario format (docs/simulator.md), as the runner sees it after parsing and validation.
import type { CombatantInput, Command, EngineSettings, InitiativeSource, RulesetId } from "../engine";

/** The version of the scenario format this simulator reads. */
export const SCENARIO_VERSION = 1;

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

/** What a GM should see (checked by `--check` and the tests). Only the fields given are checked. */
export interface Expectation {
  path: string;
  turn: number;
  /** When set, order/scores/budgets/notes/refused are about this pass. */
  pass: number | null;
  /** How many passes the turn has. */
  passes: number | null;
  order: string[] | null;
  scores: Record<string, number | null> | null;
  budgets: Record<string, Record<string, number | string | null>> | null;
  notes: Record<string, string[]> | null;
  refused: string[] | null;
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
}
