// The schema of one combatant's engine state as the Combat stores it (`combat.system.combatants[id]`): every
// field of the engine's CombatantState but its id, declared, so nothing untyped rides along. It lives on the
// Combat because only a GM may write a Combat's `system` (test/stand-in/EVIDENCE.md), while an owner may write
// their own Combatant's. The `satisfies` lists make a field the engine adds fail the typecheck until it is
// declared here, instead of being dropped by the schema without a word.
import {
  BONUS_CATEGORIES,
  FLAG_GROUPS,
  START_FLAGS,
  type CombatantFlags,
  type CombatantState,
  type D20Budget,
  type KindsBudget,
  type SrBudget,
} from "../../engine";

type Field = foundry.data.fields.DataField;

// Read when a schema is built, not at import: history.ts imports the key lists outside Foundry.
const fields = () => foundry.data.fields;
const int = () => new (fields().NumberField)({ required: true, integer: true, initial: 0 });
const bool = () => new (fields().BooleanField)({ initial: false });

/**
 * The engine's flags, each with the value an absent optional flag stands for; each ruleset group (sr4, seize,
 * d20) is stored nested, all of its fields declared.
 */
export const FLAG_DEFAULTS = {
  ...START_FLAGS,
  fullDefenseOwed: false,
  delayCarriedInto: null,
  ...FLAG_GROUPS,
} satisfies Required<CombatantFlags>;

/** The SR economy's counts (SrBudget; its bonusCategory is a field of its own). */
export const SR_BUDGET_KEYS = ["simple", "bonus", "free"] as const satisfies readonly Exclude<
  keyof SrBudget,
  "family" | "bonusCategory"
>[];

/** The d20 economy's counts (D20Budget). */
export const D20_BUDGET_KEYS = [
  "action",
  "bonusAction",
  "reaction",
  "object",
  "movement",
] as const satisfies readonly Exclude<keyof D20Budget, "family">[];

/**
 * A budget as stored: the fields of the shipped economies side by side, each declared (the schema fills the
 * others' with 0), and `left`, the counts of a ruleset's own kinds (KindsBudget: sr6's Major and Minor, a
 * module's). The economy is not stored: it is the combat's ruleset's, and reading picks its fields
 * (state-check.ts budgetOf, from the economy's empty budget), so SR code never sees a d20 count nor d20 code
 * an SR one.
 */
export type StoredBudget = Omit<SrBudget, "family"> &
  Omit<D20Budget, "family"> & { left: Omit<KindsBudget, "family">["left"] };

/** A stored budget with nothing in it. */
export const EMPTY_STORED_BUDGET: StoredBudget = {
  ...(Object.fromEntries([...SR_BUDGET_KEYS, ...D20_BUDGET_KEYS].map((k) => [k, 0])) as Omit<
    StoredBudget,
    "bonusCategory" | "left"
  >),
  bonusCategory: null,
  left: {},
};

/** The fields of a combatant's engine state, as stored: the only paths a history entry may name. */
export const STATE_KEYS = [
  "input",
  "score",
  "roll",
  "coin",
  "passes",
  "phasesTaken",
  "actedThisPass",
  "budget",
  "flags",
  "tieOrder",
  "phaseBegun",
  "phaseOpening",
  "freeUsedIn",
  "beforeBlitz",
  "bonusChoice",
  "own",
] as const satisfies readonly Exclude<keyof CombatantState, "id">[];

/** CombatantState's optional fields, with the value their absence stands for. */
export const OPTIONAL_DEFAULTS = {
  phaseBegun: false,
  phaseOpening: null,
  freeUsedIn: [],
  beforeBlitz: null,
  bonusChoice: null,
  own: {},
} as const;

type FlagValue = boolean | number | null | Readonly<Record<string, boolean | number>>;

function flagField(value: FlagValue): Field {
  const { SchemaField, StringField } = fields();
  if (typeof value === "number") return int();
  if (typeof value === "boolean") return bool();
  if (value !== null) return new SchemaField(flagFields(value));
  return new StringField({ nullable: true, initial: null, choices: ["next-pass", "next-turn"] });
}

function flagFields(defaults: Readonly<Record<string, FlagValue>>): Record<string, Field> {
  return Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, flagField(v)]));
}

/** One combatant's engine state (no id: it is the key it is stored under). */
export function combatantStateField(): foundry.data.fields.SchemaField {
  const { ArrayField, NumberField, ObjectField, SchemaField, StringField } = fields();
  const flags = flagFields(FLAG_DEFAULTS);
  const budget = {
    ...Object.fromEntries([...SR_BUDGET_KEYS, ...D20_BUDGET_KEYS].map((k) => [k, int()])),
    bonusCategory: new StringField({ nullable: true, initial: null, choices: [...BONUS_CATEGORIES] }),
    // a ruleset's own kinds and their counts (KindsBudget)
    left: new ObjectField({ initial: {} }),
  };
  const state = {
    // Checked by the engine's validateInput when read (state-check.ts): its shape is the engine's own.
    input: new ObjectField({ nullable: true, initial: null }),
    score: new NumberField({ nullable: true, integer: true, initial: null }),
    roll: new ObjectField({ nullable: true, initial: null }),
    coin: new NumberField({ required: true, min: 0, max: 1, initial: 0 }),
    passes: int(),
    phasesTaken: int(),
    actedThisPass: bool(),
    budget: new SchemaField(budget),
    flags: new SchemaField(flags),
    tieOrder: new NumberField({ nullable: true, integer: true, initial: null }),
    phaseBegun: bool(),
    phaseOpening: new ObjectField({ nullable: true, initial: null }),
    freeUsedIn: new ArrayField(new StringField()),
    beforeBlitz: new ObjectField({ nullable: true, initial: null }),
    bonusChoice: new StringField({ nullable: true, initial: null, choices: [...BONUS_CATEGORIES] }),
    // A ruleset's own fields (CombatantState.own): plain JSON, checked by the ruleset that reads them.
    own: new ObjectField({ initial: {} }),
    // The id of the last relay request the GM handled for this combatant (relay.ts), so a GM who reloads
    // does not apply it again.
    handledRequest: new StringField({ nullable: true, initial: null }),
  } satisfies Record<Exclude<keyof CombatantState, "id">, Field> & Record<string, Field>;
  return new SchemaField(state);
}

/** A combatant's state as stored: its engine state and the id of the last request handled for it. */
export type StoredCombatant = Omit<CombatantState, "id" | "flags" | "input" | "budget" | "own"> & {
  /** A ruleset's own fields; {} (the schema's initial value) or absent for none. */
  own?: NonNullable<CombatantState["own"]> | Record<string, never>;
  input: unknown;
  /** Partial: a budget written by the engine holds its own family's fields only. */
  budget: Partial<StoredBudget>;
  flags: Required<CombatantFlags>;
  handledRequest: string | null;
};
