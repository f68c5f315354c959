// Combatants and helpers shared by the flow, sr5, bonus-actions and property tests.
import {
  apply,
  RuleError,
  turnOrder,
  makeInput,
  makeSource,
  type CombatantInput,
  type CombatantState,
  type CombatState,
  type Command,
  type DiceSource,
} from "../../../src/engine";
import { caught } from "../../support/caught";

/** A person with REA + INT = attrs and the given Edge; physical mode, no items. */
export function person(
  id: string,
  reaction: number,
  intuition: number,
  edge = 2,
  extra: Partial<Omit<CombatantInput, "id" | "name" | "attributes">> = {},
): CombatantInput {
  return makeInput({
    id,
    name: id[0]?.toUpperCase() + id.slice(1),
    attributes: { reaction, intuition, edge },
    ...extra,
  });
}

/** Wired Reflexes of a rating: +rating d6 and rating physical bonus actions. */
export function wired(rating: number) {
  return makeSource({
    id: `wired-${rating}`,
    name: `Wired Reflexes ${rating}`,
    kind: "cyberware",
    rating,
    dice: rating,
    bonusActions: rating,
    bonusCategory: "physical",
    stackingGroup: "reflexes",
  });
}

export function who(state: CombatState, id: string): CombatantState {
  const c = state.combatants.find((x) => x.id === id);
  if (!c) throw new Error(`no ${id} in the test state`);
  return c;
}

export function scores(state: CombatState): Record<string, number | null> {
  return Object.fromEntries(state.combatants.map((c) => [c.id, c.score]));
}

/** Spend one action in the name of `id`. */
export function spend(
  state: CombatState,
  id: string,
  kind: "simple" | "complex" | "free",
  dice: DiceSource,
  category: "physical" | "matrix" | "magic" | "other" = "other",
): CombatState {
  return apply(state, { type: "spend", combatantId: id, kind, category }, dice);
}

export function cmd(state: CombatState, command: Command, dice: DiceSource): CombatState {
  return apply(state, command, dice);
}

/** Freezes a state all the way down, so any mutation by the engine throws in a test. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The RuleError a call is refused with (its code, params and message); fails when it is not refused. */
export function refusal(fn: () => unknown): RuleError {
  return caught(RuleError, fn);
}

/** The RuleError code a call is refused with, or "no error". */
export function errorCode(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  return "no error";
}

/** Ids of the combatants with a phase in the current pass, in tracker order. */
export function order(state: CombatState): string[] {
  return turnOrder(state)
    .filter((r) => r.hasPhase)
    .map((r) => r.combatantId);
}
