// Documents <-> engine state, both ways, as plain data: the Combat's and Combatants' stored fields become a
// CombatState, and a CombatState becomes the data of one `combat.update(...)` (round, turn, system and an
// embedded `combatants` array, the shape SR5 writes in `nextRound` / `_restoreSnapshot`). Nothing here
// decides a rule; the order of Foundry's `turns` is the engine's turnOrder.
import {
  turnOrder,
  type CombatantFlags,
  type CombatantInput,
  type CombatantState,
  type CombatState,
  type EngineSettings,
  type InitiativeRoll,
  type PhaseView,
  type RulesetId,
  type TimedItem,
} from "../../engine";
import type { CombatSystemData } from "./combat-model";
import { withCoreDefeated } from "./defeated";
import { BUDGET_KEYS, FLAG_KEYS, NUMBER_FLAGS, type CombatantSystemData } from "./combatant-model";

/** What we read from a Combatant document. */
export interface CombatantRecord {
  id: string;
  name: string;
  initiative: number | null;
  system: CombatantSystemData;
}

/** One entry of the embedded `combatants` array of a combat update. */
export interface CombatantEntry {
  _id: string;
  /** Only when the score changed. */
  initiative?: number | null;
  system: Record<string, unknown>;
}

/** The data of one combat update. */
export interface CombatWrite {
  round: number;
  turn: number | null;
  system: {
    ruleset: RulesetId;
    pass: number;
    currentId: string | null;
    actedOrder: string[];
    timedItems: TimedItem[];
  };
  combatants: CombatantEntry[];
}

type Loose = Record<string, unknown>;

function isObject(v: unknown): v is Loose {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** An ObjectField that was never set reads as `{}`: only a real roll counts. */
export function storedRoll(v: unknown): InitiativeRoll | null {
  return isObject(v) && "formula" in v && "score" in v ? (v as unknown as InitiativeRoll) : null;
}

/** The stored engine input, or null before the combatant joined the engine. */
export function storedInput(v: unknown): CombatantInput | null {
  return isObject(v) && isObject(v.attributes) ? (v as unknown as CombatantInput) : null;
}

/** Stored values of null stand for "absent" (a field the engine dropped is written as null, see below). */
function withoutNulls(v: unknown): Loose {
  if (!isObject(v)) return {};
  return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null));
}

/** A combatant's engine state from its document and the input to use. */
export function readCombatant(doc: CombatantRecord, input: CombatantInput): CombatantState {
  const s = doc.system;
  const { flags: extraFlags, ...extra } = withoutNulls(s.extra);
  // Object.assign, not a spread of both: a spread copy that then takes keys the first object lacks goes on
  // V8's slow path (about 7 us a combatant here, against 0.4 us)
  const flags = Object.assign({}, s.flags, withoutNulls(extraFlags)) as CombatantFlags;
  // The named fields first and the extra ones spread after them: V8 adds properties to a fresh spread copy
  // on a slow path (about 10 us each here), while spreading into a literal stays fast. No extra key is ever
  // one of the named ones (combatantSystem takes those out).
  return {
    id: doc.id,
    input,
    score: doc.initiative,
    roll: storedRoll(s.roll),
    coin: s.coin,
    passes: s.passes,
    phasesTaken: s.phasesTaken,
    actedThisPass: s.actedThisPass,
    budget: { ...s.budget },
    flags,
    tieOrder: s.tieOrder,
    ...(extra as Partial<CombatantState>),
  };
}

/** The combat state stored in the documents. */
export function readState(args: {
  ruleset: RulesetId;
  settings: EngineSettings;
  round: number;
  system: CombatSystemData;
  combatants: { doc: CombatantRecord; input: CombatantInput }[];
}): CombatState {
  const { system } = args;
  return {
    ruleset: args.ruleset,
    settings: args.settings,
    turn: args.round,
    pass: system.pass,
    currentId: system.currentId,
    actedOrder: [...system.actedOrder],
    combatants: args.combatants.map(({ doc, input }) => readCombatant(doc, input)),
    timedItems: structuredClone(system.timedItems),
  };
}

/**
 * A state read once and shared by every reader on a client, frozen at the top (its lists and fields), so no
 * reader can add, drop or replace what the others see. Its combatants are left unfrozen: freezing them cost
 * a third of the read at 50 combatants; the engine copies what it changes (test/foundry/combat/client-work
 * checks after every kind of advance that what a client keeps equals its documents).
 */
export function frozen(state: CombatState): CombatState {
  Object.freeze(state.combatants);
  Object.freeze(state.actedOrder);
  Object.freeze(state.timedItems);
  return Object.freeze(state);
}

/** Keys stored before but absent now are written as null, because Foundry merges objects on update. */
function replacing(now: Loose, before: unknown): Loose {
  const out: Loose = {};
  for (const key of Object.keys(isObject(before) ? before : {})) out[key] = null;
  return { ...out, ...now };
}

/** The `system` data of one combatant's engine state (everything the engine keeps but the score). */
export function combatantSystem(c: CombatantState, before: CombatantSystemData | null): Loose {
  const {
    id: _id,
    input,
    score: _score,
    roll,
    coin,
    passes,
    phasesTaken,
    actedThisPass,
    budget,
    flags,
    tieOrder,
    ...extra
  } = c;
  const known = new Set<string>(FLAG_KEYS);
  const extraFlags = Object.fromEntries(Object.entries(flags).filter(([k]) => !known.has(k)));
  const beforeExtra = isObject(before?.extra) ? before.extra : {};
  return {
    input,
    roll,
    coin,
    passes,
    phasesTaken,
    actedThisPass,
    budget: Object.fromEntries(
      [...BUDGET_KEYS, "bonusCategory"].map((k) => [k, budget[k as keyof typeof budget]]),
    ),
    flags: Object.fromEntries(FLAG_KEYS.map((k) => [k, flags[k] ?? (NUMBER_FLAGS.includes(k) ? 0 : false)])),
    tieOrder,
    extra: replacing({ ...extra, flags: replacing(extraFlags, beforeExtra.flags) }, beforeExtra),
  };
}

/**
 * Foundry's turn order: the engine's rows, then combatants not in the engine yet (by name, then id). A caller
 * that already has the state's rows passes them, so the state is ordered once.
 */
export function orderIds(
  state: CombatState,
  records: readonly CombatantRecord[],
  rows: readonly PhaseView[] = turnOrder(state),
): string[] {
  const engine = rows.map((r) => r.combatantId);
  const inEngine = new Set(engine);
  const others = records
    .filter((r) => !inEngine.has(r.id))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .map((r) => r.id);
  return [...engine, ...others];
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What of `next` differs from `stored`: objects field by field (Foundry merges them on update, so a field
 * left out keeps its stored value), arrays and values whole. Keeps each write down to what changed.
 */
export function changedFields(next: Loose, stored: unknown): Loose {
  const old = isObject(stored) ? stored : {};
  const out: Loose = {};
  for (const [key, value] of Object.entries(next)) {
    if (isObject(value) && isObject(old[key])) {
      const inner = changedFields(value, old[key]);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (!sameJson(value, old[key])) out[key] = value;
  }
  return out;
}

/**
 * The one update that turns the documents into `after`. Only combatants whose state differs from `before`
 * are listed (all of them when `before` is null), each with only the fields that differ from its document.
 */
export function stateWrite(
  after: CombatState,
  before: CombatState | null,
  records: readonly CombatantRecord[],
): CombatWrite {
  const byId = new Map(records.map((r) => [r.id, r]));
  const order = orderIds(after, records);
  const combatants: CombatantEntry[] = [];
  for (const c of after.combatants) {
    const old = before?.combatants.find((x) => x.id === c.id);
    if (old && sameJson(old, c)) continue;
    const record = byId.get(c.id);
    const system = combatantSystem(c, record?.system ?? null);
    if (!record) {
      combatants.push({ _id: c.id, initiative: c.score, system });
      continue;
    }
    const changed = changedFields(system, record.system);
    const scored = c.score !== record.initiative;
    if (!scored && Object.keys(changed).length === 0) continue;
    combatants.push({ _id: c.id, ...(scored ? { initiative: c.score } : {}), system: changed });
  }
  const index = after.currentId === null ? -1 : order.indexOf(after.currentId);
  return {
    round: after.turn,
    turn: index === -1 ? null : index,
    system: {
      ruleset: after.ruleset,
      pass: after.pass,
      currentId: after.currentId,
      actedOrder: [...after.actedOrder],
      timedItems: structuredClone(after.timedItems),
    },
    combatants: combatants.map(withCoreDefeated),
  };
}
