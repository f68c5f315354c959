// Builders with defaults for engine input, and the validation that turns bad data into a clear error
// naming the actor and the field (never a NaN in the tracker).
import { InputError } from "./errors";
import {
  BONUS_CATEGORIES,
  INITIATIVE_MODES,
  MAX_PASSES,
  SOURCE_KINDS,
  type CombatantInput,
  type D20SourceEffect,
  type InitiativeSource,
} from "./types";

type Partialish<T> = { [K in keyof T]?: T[K] extends object ? Partial<T[K]> : T[K] };

/** An initiative source with everything not given set to "does nothing". */
export function makeSource(
  partial: Partial<Omit<InitiativeSource, "d20">> & {
    id: string;
    name: string;
    d20?: Partial<D20SourceEffect>;
  },
): InitiativeSource {
  return {
    kind: "other",
    active: true,
    rating: 0,
    dice: 0,
    flat: 0,
    passes: 0,
    bonusActions: 0,
    bonusCategory: null,
    stackingGroup: null,
    ...partial,
    d20: { initiative: 0, advantage: false, bonusAction: false, actionSurge: 0, ...partial.d20 },
  };
}

/** A combatant with average-human defaults for whatever is not given. */
export function makeInput(
  partial: Omit<Partialish<CombatantInput>, "sources"> & {
    id: string;
    name: string;
    sources?: InitiativeSource[];
  },
): CombatantInput {
  return {
    id: partial.id,
    name: partial.name,
    attributes: {
      reaction: 3,
      intuition: 3,
      edge: 2,
      dataProcessing: 0,
      response: 0,
      ...partial.attributes,
    },
    edgePoints: partial.edgePoints ?? partial.attributes?.edge ?? 2,
    mode: partial.mode ?? "physical",
    dni: partial.dni ?? false,
    initiateGrade: partial.initiateGrade ?? 0,
    woundModifier: partial.woundModifier ?? 0,
    sources: partial.sources ?? [],
    bonusCategory: partial.bonusCategory ?? null,
    d20: { dex: 10, speed: 30, disadvantage: false, ...partial.d20 },
  };
}

function intIn(actor: string, field: string, value: unknown, min: number, max: number): void {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new InputError(actor, field, `a whole number from ${min} to ${max}`, value);
  }
}

function oneOf(actor: string, field: string, value: unknown, allowed: readonly unknown[]): void {
  if (!allowed.includes(value)) {
    throw new InputError(actor, field, `one of ${allowed.join(", ")}`, value);
  }
}

/** Throws InputError for the first bad field; returns the input unchanged when it is sound. */
export function validateInput(input: CombatantInput): CombatantInput {
  const who = input.name || input.id || "(unnamed)";
  if (typeof input.id !== "string" || input.id === "")
    throw new InputError(who, "id", "a non-empty id", input.id);
  const a = input.attributes;
  intIn(who, "attributes.reaction", a.reaction, 0, 20);
  intIn(who, "attributes.intuition", a.intuition, 0, 20);
  intIn(who, "attributes.edge", a.edge, 0, 20);
  intIn(who, "attributes.dataProcessing", a.dataProcessing, 0, 20);
  intIn(who, "attributes.response", a.response, 0, 20);
  if (a.force !== undefined) intIn(who, "attributes.force", a.force, 0, 20);
  if (a.pilot !== undefined) intIn(who, "attributes.pilot", a.pilot, 0, 20);
  intIn(who, "edgePoints", input.edgePoints, 0, 20);
  oneOf(who, "mode", input.mode, INITIATIVE_MODES);
  intIn(who, "initiateGrade", input.initiateGrade, 0, 99);
  for (const [mode, dice] of Object.entries(input.baseDice ?? {})) intIn(who, `baseDice.${mode}`, dice, 0, 5);
  for (const [mode, passes] of Object.entries(input.basePasses ?? {}))
    intIn(who, `basePasses.${mode}`, passes, 1, MAX_PASSES);
  intIn(who, "woundModifier", input.woundModifier, -99, 0);
  if (input.bonusCategory !== null) oneOf(who, "bonusCategory", input.bonusCategory, BONUS_CATEGORIES);
  intIn(who, "d20.dex", input.d20.dex, 1, 30);
  intIn(who, "d20.speed", input.d20.speed, 0, 999);
  input.sources.forEach((s, i) => {
    const at = `sources[${i}] (${s.name})`;
    oneOf(who, `${at}.kind`, s.kind, SOURCE_KINDS);
    intIn(who, `${at}.rating`, s.rating, 0, 20);
    intIn(who, `${at}.dice`, s.dice, 0, 5);
    intIn(who, `${at}.flat`, s.flat, -20, 20);
    intIn(who, `${at}.passes`, s.passes, 0, 3);
    intIn(who, `${at}.bonusActions`, s.bonusActions, 0, 3);
    if (s.bonusCategory !== null) oneOf(who, `${at}.bonusCategory`, s.bonusCategory, BONUS_CATEGORIES);
    if (typeof s.d20 !== "object" || s.d20 === null) {
      throw new InputError(
        who,
        `${at}.d20`,
        "an object { initiative, advantage, bonusAction, actionSurge }",
        s.d20,
      );
    }
    intIn(who, `${at}.d20.initiative`, s.d20.initiative, -20, 20);
    intIn(who, `${at}.d20.actionSurge`, s.d20.actionSurge, 0, 9);
  });
  return input;
}
