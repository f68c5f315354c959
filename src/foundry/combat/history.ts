// The bounded history that going back restores. It is stored as an object, one entry under its own key
// ("h1", "h2" ... in the order they were taken), because Foundry merges objects on update and replaces arrays
// whole: so a write carries only the new entry and the deletion of the oldest, never the whole history.
// Each entry is a reverse diff of one advance: the values from before it of just the fields it changed, down
// to single flags and budget fields, and which fields it added. Undoing the newest entries one after another
// gives back exactly the states before those advances. Pure functions.
import type { CombatantGroup, CombatantState, CombatState, TimedItem } from "../../engine";
import { STATE_KEYS } from "./engine-state-fields";
import { groupedPath } from "./stored-flags";

/** How many advances can be undone: more than a whole sr4 turn of 20 combatants with 4 passes each. */
export const MAX_HISTORY = 120;

/**
 * One combatant's fields as they were before an advance. Paths are field names joined with "/" (never ".",
 * which Foundry would read as nested keys of the update).
 */
export interface CombatantUndo {
  /** Path -> the value before the advance. */
  was?: Record<string, unknown>;
  /** Paths the advance added (absent before). */
  absent?: string[];
}

/** What one advance changed, as it was before. */
export interface HistoryEntry {
  /** The round and pass before the advance (previous round searches by it). */
  round: number;
  pass: number;
  currentId: string | null;
  /** The acted list before: a number n when it was the first n ids of the list after, else the list. */
  acted: number | string[];
  /** The timed items before; absent when the advance left them alone. */
  timedItems?: TimedItem[];
  /** The groups before; absent when the change left them alone. */
  groups?: CombatantGroup[];
  /** Per combatant id: only combatants the advance changed. */
  combatants?: Record<string, CombatantUndo>;
}

/** `combat.system.history`: entries by key, oldest first when sorted by `entries`. */
export type History = Record<string, HistoryEntry>;

/** How a Foundry update deletes a key of an object (`-=key` on v13, the `_del` operator on v14). */
export type DeleteKey = (key: string) => [string, unknown];

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === "object" && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The number in an entry's key ("h12" -> 12); NaN for keys that are not ours. */
const seqOf = (key: string) => (/^h\d+$/.test(key) ? Number(key.slice(1)) : NaN);

const KNOWN = new Set<string>(STATE_KEYS);
const knownPath = (path: unknown) => typeof path === "string" && KNOWN.has(path.split("/")[0] as string);
const isId = (v: unknown) => typeof v === "string";

/** One combatant's undo with only paths of fields the engine knows. */
function checkedUndo(raw: unknown): CombatantUndo {
  if (!isObject(raw)) return {};
  const was = isObject(raw.was)
    ? Object.entries(raw.was)
        .filter(([path]) => knownPath(path))
        .map(([path, value]) => [groupedPath(path), value])
    : [];
  const absent = Array.isArray(raw.absent) ? raw.absent.filter(knownPath).map(groupedPath) : [];
  return {
    ...(was.length > 0 ? { was: Object.fromEntries(was) } : {}),
    ...(absent.length > 0 ? { absent: absent as string[] } : {}),
  };
}

/** A stored entry the GM's client may undo: its round, pass and acting id readable, only known fields. */
function checkedEntry(raw: unknown): HistoryEntry | null {
  if (!isObject(raw) || !Number.isSafeInteger(raw.round) || !Number.isSafeInteger(raw.pass)) return null;
  if (raw.currentId !== null && !isId(raw.currentId)) return null;
  const acted = raw.acted;
  if (!Number.isSafeInteger(acted) && !(Array.isArray(acted) && acted.every(isId))) return null;
  if (raw.timedItems !== undefined && !Array.isArray(raw.timedItems)) return null;
  const combatants = isObject(raw.combatants)
    ? Object.fromEntries(Object.entries(raw.combatants).map(([id, u]) => [id, checkedUndo(u)]))
    : undefined;
  return { ...(raw as unknown as HistoryEntry), ...(combatants ? { combatants } : {}) };
}

/** The entries, oldest first, with their keys; an entry that cannot be read is left out. */
export function entries(history: History | null | undefined): [string, HistoryEntry][] {
  return Object.entries(history ?? {})
    .flatMap(([key, e]): [string, HistoryEntry][] => {
      const entry = Number.isNaN(seqOf(key)) ? null : checkedEntry(e);
      return entry ? [[key, entry]] : [];
    })
    .sort(([a], [b]) => seqOf(a) - seqOf(b));
}

/** Records into `out` the old values of what differs between `old` and `now`, objects field by field. */
function reverseDiff(old: Loose, now: Loose, prefix: string, out: CombatantUndo): void {
  for (const key of Object.keys(old)) {
    const path = prefix + key;
    const [a, b] = [old[key], now[key]];
    if (a === undefined && b === undefined) continue;
    if (!(key in now) || b === undefined) (out.was ??= {})[path] = a;
    else if (isObject(a) && isObject(b)) reverseDiff(a, b, `${path}/`, out);
    else if (!same(a, b)) (out.was ??= {})[path] = a;
  }
  for (const key of Object.keys(now)) {
    if (now[key] !== undefined && (!(key in old) || old[key] === undefined)) {
      (out.absent ??= []).push(prefix + key);
    }
  }
}

/** The reverse diff of one advance from `before` to `after`. */
export function entryOf(before: CombatState, after: CombatState): HistoryEntry {
  const now = new Map(after.combatants.map((c) => [c.id, c]));
  const combatants: Record<string, CombatantUndo> = {};
  for (const was of before.combatants) {
    const cur = now.get(was.id);
    if (!cur || cur === was) continue;
    const undo: CombatantUndo = {};
    reverseDiff(was as unknown as Loose, cur as unknown as Loose, "", undo);
    if (undo.was || undo.absent) combatants[was.id] = undo;
  }
  const [old, fresh] = [before.actedOrder, after.actedOrder];
  const prefix = old.length <= fresh.length && old.every((id, i) => fresh[i] === id);
  return {
    round: before.turn,
    pass: before.pass,
    currentId: before.currentId,
    acted: prefix ? old.length : [...old],
    ...(same(before.timedItems, after.timedItems) ? {} : { timedItems: structuredClone(before.timedItems) }),
    ...(same(before.groups ?? [], after.groups ?? [])
      ? {}
      : { groups: structuredClone(before.groups ?? []) }),
    ...(Object.keys(combatants).length > 0 ? { combatants } : {}),
  };
}

/** `target` with the value at `path` set (or removed when `value` is undefined), copying only that path. */
function putPath(target: Loose, path: string[], value: unknown): Loose {
  const [head, ...rest] = path as [string, ...string[]];
  const out = { ...target };
  if (rest.length > 0) out[head] = putPath(isObject(target[head]) ? target[head] : {}, rest, value);
  else if (value === undefined) delete out[head];
  else out[head] = structuredClone(value);
  return out;
}

function undoCombatant(c: CombatantState, u: CombatantUndo): CombatantState {
  let back = c as unknown as Loose;
  for (const [path, value] of Object.entries(u.was ?? {})) back = putPath(back, path.split("/"), value);
  for (const path of u.absent ?? []) back = putPath(back, path.split("/"), undefined);
  return back as unknown as CombatantState;
}

/** `state` with one entry undone. */
export function undo(state: CombatState, e: HistoryEntry): CombatState {
  const changed = e.combatants ?? {};
  return {
    ...state,
    turn: e.round,
    pass: e.pass,
    currentId: e.currentId,
    actedOrder: typeof e.acted === "number" ? state.actedOrder.slice(0, e.acted) : [...e.acted],
    timedItems: e.timedItems ? structuredClone(e.timedItems) : state.timedItems,
    ...(e.groups ? { groups: structuredClone(e.groups) } : {}),
    combatants: state.combatants.map((c) => (changed[c.id] ? undoCombatant(c, changed[c.id]!) : c)),
  };
}

/** The update of `combat.system.history` that adds `entry` and deletes the oldest beyond MAX_HISTORY. */
export function pushEntry(history: History, entry: HistoryEntry, del: DeleteKey): Loose {
  const list = entries(history);
  const next = list.length === 0 ? 1 : seqOf(list[list.length - 1]![0]) + 1;
  const dropped = list.slice(0, Math.max(0, list.length + 1 - MAX_HISTORY)).map(([key]) => del(key));
  return { ...Object.fromEntries(dropped), [`h${next}`]: entry };
}

/** The update of `combat.system.history` that deletes every entry. */
export function clearHistory(history: History, del: DeleteKey): Loose {
  return Object.fromEntries(entries(history).map(([key]) => del(key)));
}

/** The key of the newest entry: what a click on "back" means to undo first (null: nothing to undo). */
export function newestKey(history: History | null | undefined): string | null {
  return entries(history).at(-1)?.[0] ?? null;
}

/**
 * Goes back: `phase` undoes the newest advance; `round` undoes advances until the state is in an earlier round
 * (the last phase of the previous round, as core's previousRound lands on that round's last turn). A phase of
 * a combatant no longer in the fight is gone too: going back goes on past it, so someone acts. Returns the
 * state and the history update deleting the entries undone, or null when there is nothing (far enough) back.
 */
export function goBack(
  state: CombatState,
  history: History,
  scope: "phase" | "round",
  del: DeleteKey,
): { state: CombatState; update: Loose } | null {
  const list = entries(history);
  const present = new Set(state.combatants.map((c) => c.id));
  const undone: string[] = [];
  let s = state;
  while (list.length > 0) {
    const [key, entry] = list.pop()!;
    s = undo(s, entry);
    // going back never un-starts a fight (an entry kept before the start by an older version)
    if (s.turn === 0 && state.turn > 0) return null;
    undone.push(key);
    const far = scope === "phase" || s.turn < state.turn;
    if (far && (s.currentId === null || present.has(s.currentId))) {
      const actedOrder = s.actedOrder.filter((id) => present.has(id));
      return { state: { ...s, actedOrder }, update: Object.fromEntries(undone.map(del)) };
    }
  }
  return null;
}

/** An entry of the array history older worlds stored (whole fields per combatant, the acted list whole). */
interface ArrayEntry {
  round: number;
  pass: number;
  currentId: string | null;
  actedOrder?: string[];
  timedItems?: TimedItem[];
  combatants?: Record<string, Loose>;
  added?: Record<string, string[]>;
}

/** The array history of older worlds as keyed entries, oldest first, nothing lost. */
export function historyFromArray(list: readonly unknown[]): History {
  const out: History = {};
  list.filter(isObject).forEach((raw, i) => {
    const old = raw as unknown as ArrayEntry;
    const combatants: Record<string, CombatantUndo> = {};
    const ids = new Set([...Object.keys(old.combatants ?? {}), ...Object.keys(old.added ?? {})]);
    for (const id of ids) {
      const was = old.combatants?.[id];
      const absent = old.added?.[id];
      combatants[id] = {
        ...(was && Object.keys(was).length > 0 ? { was: structuredClone(was) } : {}),
        ...(absent && absent.length > 0 ? { absent: [...absent] } : {}),
      };
    }
    out[`h${i + 1}`] = {
      round: old.round,
      pass: old.pass,
      currentId: old.currentId,
      acted: [...(old.actedOrder ?? [])],
      timedItems: structuredClone(old.timedItems ?? []),
      ...(ids.size > 0 ? { combatants } : {}),
    };
  });
  return out;
}
