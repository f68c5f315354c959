// Every stored value the GM's client reads is checked before the engine sees it. A bad one never stalls the
// fight: the combatant's input falls back to its actor now, a value that cannot stand falls back to what its
// absence means, the problem is named (combatant and field) and the next write stores the repaired value.
// Pure functions.
import {
  FLAG_GROUPS,
  makeInput,
  rollInitiative,
  scriptedDice,
  validateInput,
  type Budget,
  type CombatantInput,
  type CombatantState,
  type FlagGroup,
  type InitiativeFormula,
  type InitiativeRoll,
  type TimedItem,
} from "../../engine";
import { FLAG_DEFAULTS, OPTIONAL_DEFAULTS, type StoredCombatant } from "./engine-state-fields";
import { nestedFlags } from "./stored-flags";
import { nestedStoredSource } from "./stored-source";

/** Timed items a combat keeps, and the longest name one may have (sr4 rule 11 needs a handful). */
export const MAX_TIMED_ITEMS = 40;
export const MAX_TIMED_PER_COMBATANT = 5;
export const MAX_TIMED_NAME = 80;

/** The biggest score a stored value may claim: far above any formula's, far below what could loop for long. */
const MAX_SCORE = 1000;

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === "object" && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);

/** A stored value the GM's client could not use, by combatant and field. */
export interface Problem {
  combatantId: string;
  name: string;
  field: string;
}

/** `raw` as the engine input of combatant (id, name), or null when it is not sound input. */
export function checkedInput(raw: unknown, id: string, name: string): CombatantInput | null {
  if (!isObject(raw) || !isObject(raw.attributes) || !isObject(raw.d20) || !Array.isArray(raw.sources)) {
    return null;
  }
  const sources = raw.sources.map(nestedStoredSource) as CombatantInput["sources"];
  const input = { ...(raw as unknown as CombatantInput), sources, id, name };
  try {
    return validateInput(input);
  } catch {
    return null;
  }
}

/** A stored roll of the right shape (a whole-number score, whole-number dice), or null. */
export function checkedRoll(raw: unknown): InitiativeRoll | null {
  if (!isObject(raw) || !isObject(raw.formula) || !Array.isArray(raw.dice) || !isInt(raw.score)) return null;
  if (!raw.dice.every(isInt) || Math.abs(raw.score) > MAX_SCORE) return null;
  return raw as unknown as InitiativeRoll;
}

/**
 * A roll kept by the GM's client (before the start, or by an owner for the next turn), made again with its own
 * dice on the formula now, since the actor may have changed after it was kept (a wound, a spell): null when
 * those dice no longer fit the formula (too few, too many, a face the die does not have). A typed score (no
 * dice) stands as it is.
 */
export function keptRollNow(raw: unknown, formula: InitiativeFormula): InitiativeRoll | null {
  const kept = checkedRoll(raw);
  if (!kept || kept.dice.length === 0) return kept;
  const dice = scriptedDice(kept.dice);
  try {
    const replay = rollInitiative(formula, dice);
    return dice.used() === kept.dice.length ? replay : null;
  } catch {
    return null;
  }
}

function checkedScore(v: unknown): number | null {
  return isInt(v) && Math.abs(v) <= MAX_SCORE ? v : null;
}

/**
 * A stored budget in the economy whose empty budget is `template` (the ruleset's economy.empty): the
 * template's fields only, whatever else the stored object holds. A count that is not a whole number reads as
 * 0, a text that is not one as null; a ruleset's own counts (`left`) keep the whole numbers stored.
 */
export function budgetOf(raw: unknown, template: Budget): Budget {
  const b = isObject(raw) ? raw : {};
  const out: Loose = {};
  for (const k of Object.keys(template)) {
    const v = (template as unknown as Loose)[k];
    const stored = b[k];
    // the economy's name for itself is the template's, never the stored one
    if (k === "family") out[k] = v;
    else if (typeof v === "number") out[k] = isInt(stored) ? stored : 0;
    else if (v === null || typeof v === "string") out[k] = typeof stored === "string" ? stored : null;
    else if (isObject(v)) out[k] = isObject(stored) ? wholeCounts(stored) : { ...v };
    else out[k] = v;
  }
  return out as unknown as Budget;
}

/** The whole-number counts of a stored record (a ruleset's own kinds). */
function wholeCounts(raw: Loose): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of Object.keys(raw)) {
    const n = raw[k];
    if (isInt(n)) out[k] = n;
  }
  return out;
}

/** Each optional field as the engine knows it, set on `out`: absent when it holds what absence means. */
function addOptionals(out: CombatantState, s: StoredCombatant, template: Budget): void {
  if (s.phaseBegun) out.phaseBegun = true;
  const o = s.phaseOpening as unknown;
  if (isObject(o) && isObject(o.budget) && isObject(o.opened)) {
    out.phaseOpening = {
      budget: budgetOf(o.budget, template),
      opened: budgetOf(o.opened, template),
      fullDefenseOwed: o.fullDefenseOwed === true,
      ...(o.acted === true ? { acted: true } : {}),
    };
  }
  if (Array.isArray(s.freeUsedIn) && s.freeUsedIn.length > 0) out.freeUsedIn = [...s.freeUsedIn];
  if (s.bonusChoice) out.bonusChoice = s.bonusChoice;
  const b = s.beforeBlitz as unknown;
  if (isObject(b) && checkedScore(b.score) !== null) {
    out.beforeBlitz = { score: b.score as number, roll: checkedRoll(b.roll) };
  }
  // a ruleset's own fields as stored: kept when they are a record
  if (isObject(s.own) && Object.keys(s.own).length > 0) {
    out.own = structuredClone(s.own) as NonNullable<CombatantState["own"]>;
  }
}

type GroupFields = readonly (readonly [string, unknown])[];

/** Each flag group's fields with their defaults, by group. */
const GROUP_FIELDS: ReadonlyMap<string, GroupFields> = new Map(
  Object.entries(FLAG_GROUPS).map(([group, defaults]) => [group, Object.entries(defaults)]),
);

/**
 * A stored group's fields (a value of the wrong type, or a count that is not a whole number, reads as its
 * default), or null when all are defaults.
 */
function groupOf(raw: unknown, fields: GroupFields): Loose | null {
  if (!isObject(raw)) return null;
  for (const [k, d] of fields) {
    if (fits(raw[k], d) && raw[k] !== d) return fitted(raw, fields);
  }
  return null;
}

/** Whether a stored group field has its default's type (a count a whole number). */
function fits(v: unknown, d: unknown): boolean {
  return typeof d === "number" ? isInt(v) : typeof v === typeof d;
}

/** Each field as stored when it fits, else its default. */
function fitted(raw: Loose, fields: GroupFields): Loose {
  const group: Loose = {};
  for (const [k, d] of fields) group[k] = fits(raw[k], d) ? raw[k] : d;
  return group;
}

/** The flags with the optional ones, and each ruleset group, left out while they hold their defaults. */
function flagsOf(stored: StoredCombatant["flags"]): CombatantState["flags"] {
  const flags = nestedFlags(stored);
  const out: Loose = {};
  for (const k of Object.keys(flags)) {
    // assigned by name, a stored "__proto__" would become the flags' prototype
    if (k === "__proto__") continue;
    const v = flags[k];
    const fields = GROUP_FIELDS.get(k);
    if (fields) {
      const group = groupOf(v, fields);
      if (group) out[k] = group;
    } else if (k !== "delayCarriedInto" || v !== FLAG_DEFAULTS.delayCarriedInto) out[k] = v;
  }
  return out as unknown as CombatantState["flags"];
}

/**
 * A combatant's engine state from what the Combat stores for it. `live` gives the actor's input now, used when
 * the stored input cannot be read; every value replaced is listed in `problems`.
 */
export function checkedCombatant(
  id: string,
  name: string,
  stored: StoredCombatant,
  live: () => CombatantInput,
  problems: Problem[],
  template: Budget,
): CombatantState {
  let input = checkedInput(stored.input, id, name);
  if (!input) {
    problems.push({ combatantId: id, name, field: "input" });
    input = checkedInput(live(), id, name) ?? makeInput({ id, name });
  }
  const score = checkedScore(stored.score);
  if (score !== stored.score) problems.push({ combatantId: id, name, field: "score" });
  const roll = stored.roll === null ? null : checkedRoll(stored.roll);
  if (roll === null && stored.roll !== null) problems.push({ combatantId: id, name, field: "roll" });
  const state: CombatantState = {
    id,
    input,
    score,
    roll,
    coin: stored.coin,
    passes: stored.passes,
    phasesTaken: stored.phasesTaken,
    actedThisPass: stored.actedThisPass,
    budget: budgetOf(stored.budget, template),
    flags: flagsOf(stored.flags),
    tieOrder: stored.tieOrder,
  };
  addOptionals(state, stored, template);
  return state;
}

function withoutFamily(budget: Budget): StoredCombatant["budget"] {
  const { family: _family, ...counts } = budget;
  return counts;
}

/** Flags in their stored form: every field, each group whole. */
function storedFlags(f: CombatantState["flags"]): StoredCombatant["flags"] {
  const groups = Object.fromEntries(
    (Object.keys(FLAG_GROUPS) as FlagGroup[]).map((g) => [g, { ...FLAG_GROUPS[g], ...f[g] }]),
  );
  return { ...FLAG_DEFAULTS, ...f, ...groups } as StoredCombatant["flags"];
}

/** A combatant's engine state in its stored form: every field, absent optional ones as their default. */
export function storedForm(c: CombatantState, handledRequest: string | null): StoredCombatant {
  const { id: _id, ...rest } = c;
  return {
    ...OPTIONAL_DEFAULTS,
    ...rest,
    freeUsedIn: [...(c.freeUsedIn ?? [])],
    phaseOpening: c.phaseOpening ?? null,
    beforeBlitz: c.beforeBlitz ?? null,
    bonusChoice: c.bonusChoice ?? null,
    phaseBegun: c.phaseBegun ?? false,
    own: c.own ?? {},
    // the economy is the combat's ruleset's, not stored (engine-state-fields.ts StoredBudget)
    budget: withoutFamily(c.budget),
    flags: storedFlags(c.flags),
    handledRequest,
  };
}

/**
 * The stored timed items the engine may use: of the right shape, names cut to MAX_TIMED_NAME, at most
 * MAX_TIMED_ITEMS (the oldest kept, as they were set).
 */
export function checkedTimedItems(raw: unknown): TimedItem[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (t): t is TimedItem =>
        isObject(t) &&
        typeof t.id === "string" &&
        typeof t.name === "string" &&
        typeof t.ownerId === "string" &&
        isInt(t.score) &&
        isInt(t.pass) &&
        isInt(t.turn),
    )
    .slice(0, MAX_TIMED_ITEMS)
    .map((t) => ({ ...t, name: t.name.slice(0, MAX_TIMED_NAME) }));
}
