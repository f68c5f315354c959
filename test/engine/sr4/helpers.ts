// Building sr4 fights with exact initiative tests: a roll is described by its hits (5s) and ones.
import {
  createCombat,
  initiativeFormula,
  rollInitiative,
  scriptedDice,
  seededDice,
  startTurn,
  type CombatantInput,
  type CombatState,
  type InitiativeRoll,
} from "../../../src/engine";

export interface TestRoll {
  hits: number;
  ones?: number;
  edge?: boolean;
}

/** Faces for a pool of `pool` dice: `hits` fives, `ones` ones, twos for the rest. */
export function faces(pool: number, hits: number, ones = 0): number[] {
  const rest = pool - hits - ones;
  if (rest < 0) throw new Error(`a pool of ${pool} cannot show ${hits} hits and ${ones} ones`);
  return [...Array<number>(hits).fill(5), ...Array<number>(ones).fill(1), ...Array<number>(rest).fill(2)];
}

/** The sr4 initiative test of `input` showing exactly these hits and ones. */
export function sr4Roll(input: CombatantInput, r: TestRoll): InitiativeRoll {
  const formula = initiativeFormula("sr4", input, { edge: r.edge === true });
  return rollInitiative(formula, scriptedDice(faces(formula.dice, r.hits, r.ones)));
}

/** A new sr4 combat started through the facade with the given tests (everyone else: one hit). */
export function sr4Fight(
  inputs: CombatantInput[],
  rolls: Record<string, TestRoll>,
  settings: Partial<CombatState["settings"]> = {},
): CombatState {
  return nextTurn(createCombat("sr4", inputs, seededDice(1), settings), rolls);
}

/** The next turn of `state` with the given tests (everyone else: one hit). */
export function nextTurn(state: CombatState, rolls: Record<string, TestRoll>): CombatState {
  const given = Object.fromEntries(
    state.combatants.map((c) => [c.id, sr4Roll(c.input, rolls[c.id] ?? { hits: 1 })]),
  );
  return startTurn(state, seededDice(state.turn + 7), given);
}

/** The ids of the current pass's rows, top to bottom, as the flow orders them. */
export function ids(rows: { combatantId: string }[]): string[] {
  return rows.map((r) => r.combatantId);
}
