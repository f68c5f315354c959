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
  type BonusCategory,
  type Budget,
  type CombatantInput,
  type CombatantState,
  type FlagGroup,
  type InitiativeFormula,
  type InitiativeRoll,
  type TimedItem,
} from "../../engine";
import {
  D20_BUDGET_KEYS,
  FLAG_DEFAULTS,
  OPTIONAL_DEFAULTS,
  SR_BUDGET_KEYS,
  type StoredCombatant,
} from "./engine-state-fields";
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
 * A stored budget in the economy of `family`: that family's fields only (a count that is not a whole number
 * reads as 0), whatever else the stored object holds.
 */
export function budgetOf(raw: unknown, family: Budget["family"]): Budget {
  const b = isObject(raw) ? raw : {};
  const count = (k: string) => (isInt(b[k]) ? b[k] : 0);
  if (family === "sr") {
    const [simple, bonus, free] = SR_BUDGET_KEYS.map(count) as [number, number, number];
    const category = typeof b.bonusCategory === "string" ? (b.bonusCategory as BonusCategory) : null;
    return { family, simple, bonus, free, bonusCategory: category };
  }
  const [action, bonusAction, reaction, object, movement] = D20_BUDGET_KEYS.map(count) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { family, action, bonusAction, reaction, object, movement };
}

/** An optional field as the engine knows it: absent when it holds what absence means. */
function optionals(s: StoredCombatant, family: Budget["family"]): Partial<CombatantState> {
  const out: Partial<CombatantState> = {};
  if (s.phaseBegun) out.phaseBegun = true;
  const o = s.phaseOpening as unknown;
  if (isObject(o) && isObject(o.budget) && isObject(o.opened)) {
    out.phaseOpening = {
      budget: budgetOf(o.budget, family),
      opened: budgetOf(o.opened, family),
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
  return out;
}

/**
 * A stored group's fields (a value of the wrong type, or a count that is not a whole number, reads as its
 * default), or null when all are defaults.
 */
function groupOf<T extends object>(raw: unknown, defaults: Readonly<T>): T | null {
  const g = isObject(raw) ? raw : {};
  const fits = (v: unknown, d: unknown) => (typeof d === "number" ? isInt(v) : typeof v === typeof d);
  const entries = Object.entries(defaults).map(([k, d]) => [k, fits(g[k], d) ? g[k] : d]);
  const group = Object.fromEntries(entries) as T;
  return entries.some(([k, v]) => v !== defaults[k as keyof T]) ? group : null;
}

/** The flags with the optional ones, and each ruleset group, left out while they hold their defaults. */
function flagsOf(stored: StoredCombatant["flags"]): CombatantState["flags"] {
  const flags = nestedFlags(stored);
  if (flags.delayCarriedInto === FLAG_DEFAULTS.delayCarriedInto) delete flags.delayCarriedInto;
  for (const name of Object.keys(FLAG_GROUPS) as FlagGroup[]) {
    const group = groupOf<object>(flags[name], FLAG_GROUPS[name]);
    if (group) flags[name] = group;
    else delete flags[name];
  }
  return flags as unknown as CombatantState["flags"];
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
  family: Budget["family"],
): CombatantState {
  const bad = (field: string) => problems.push({ combatantId: id, name, field });
  let input = checkedInput(stored.input, id, name);
  if (!input) {
    bad("input");
    input = checkedInput(live(), id, name) ?? makeInput({ id, name });
  }
  const score = checkedScore(stored.score);
  if (score !== stored.score) bad("score");
  const roll = stored.roll === null ? null : checkedRoll(stored.roll);
  if (roll === null && stored.roll !== null) bad("roll");
  return {
    id,
    input,
    score,
    roll,
    coin: stored.coin,
    passes: stored.passes,
    phasesTaken: stored.phasesTaken,
    actedThisPass: stored.actedThisPass,
    budget: budgetOf(stored.budget, family),
    flags: flagsOf(stored.flags),
    tieOrder: stored.tieOrder,
    ...optionals(stored, family),
  };
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
    // the family is the combat's ruleset's, not stored (engine-state-fields.ts StoredBudget)
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
