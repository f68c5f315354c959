// The document machinery shared by the stand-in's Combat, Combatant, actors and chat messages: source data,
// dot-notation updates merged recursively, the diff handed to `_onUpdate`, data models rebuilt from source,
// embedded collections, and ownership. Behaviour mimicked and where it was seen:
// - `update({"system.pass": 2})` and `update({system: {pass: 2}})` mean the same; nested objects merge, arrays
//   and other values are replaced (SR5 `SR5Combat.ts`: partial `system: {history, pass}` updates keep the
//   other fields; `history` arrays are written whole).
// - `_onUpdate(changed, options, userId)` receives only what changed, unless `{diff: false}` (SR5
//   `_restoreSnapshot` passes `{diff:false}` to force the whole snapshot through). A call that changes
//   nothing fires no hooks; it is still counted as a write here, so write counts are never too low.
// - `system` is an instance of the registered data model built from the source (FOUNDRY-API.md 1 and 5:
//   `CONFIG.Combat.dataModels.base`).
// - a key deleted with "-=key" (v13, v14) or the `_del` operator (v14) is removed (deletion.ts).
import { applyDeletion, isDeletion } from "./deletion";
import type { World } from "./world";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Source = Record<string, any>;

let activeWorld: World | null = null;

export function setWorld(world: World | null): void {
  activeWorld = world;
}

export function world(): World {
  if (!activeWorld) throw new Error("no stand-in world: call createWorld() first");
  return activeWorld;
}

/** Whether an update entry deletes its key, in the active world's generation. */
function deletes(key: string, value: unknown): boolean {
  return isDeletion(key, value, activeWorld?.generation ?? 13);
}

export function isPlainObject(value: unknown): value is Source {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `{"a.b": 1}` -> `{a: {b: 1}}`, recursively. */
export function expand(data: Source): Source {
  const out: Source = {};
  for (const [key, value] of Object.entries(data)) {
    const path = key.split(".");
    let target = out;
    path.slice(0, -1).forEach((p) => {
      if (!isPlainObject(target[p])) target[p] = {};
      target = target[p];
    });
    const last = path[path.length - 1] as string;
    const next = isPlainObject(value) && !deletes(last, value) ? expand(value) : value;
    target[last] = isPlainObject(target[last]) && isPlainObject(next) ? { ...target[last], ...next } : next;
  }
  return out;
}

/** Merges `changes` into `target` in place: objects recursively, everything else replaced. */
export function merge(target: Source, changes: Source): void {
  for (const [key, value] of Object.entries(changes)) {
    if (deletes(key, value)) applyDeletion(target, key);
    else if (isPlainObject(value) && isPlainObject(target[key])) merge(target[key], value);
    else target[key] = structuredClone(value);
  }
}

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The part of `changes` that differs from `before`. */
export function diff(before: Source, changes: Source): Source {
  const out: Source = {};
  for (const [key, value] of Object.entries(changes)) {
    if (deletes(key, value)) out[key] = value;
    else if (isPlainObject(value) && isPlainObject(before[key])) {
      const inner = diff(before[key], value);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (!equal(before[key], value)) out[key] = structuredClone(value);
  }
  return out;
}

/** Builds `system` from source with the registered data model, if any. */
export function buildSystem(model: unknown, source: Source | undefined, parent: unknown): Source {
  const data = structuredClone(source ?? {});
  if (typeof model !== "function") return data;
  const Model = model as new (data: Source, options: { parent: unknown }) => Source;
  return new Model(data, { parent });
}

/** Ownership levels (FOUNDRY-API.md 8: pack ownership `OBSERVER` / `OWNER`). */
export const LEVELS = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

/** `ownership: {default, [userId]: level}`; a GM has every right. */
export function hasLevel(
  ownership: Source | undefined,
  user: ShadowturnUser,
  level: keyof typeof LEVELS,
): boolean {
  if (user.isGM) return true;
  const own = ownership ?? {};
  return (own[user.id] ?? own.default ?? 0) >= LEVELS[level];
}

/** A collection of documents by id (`combat.combatants.get(id)`, `.contents`, `.filter`, SR5 / 5e). */
export class Collection<T extends { id: string }> implements Iterable<T> {
  private readonly docs = new Map<string, T>();
  get size(): number {
    return this.docs.size;
  }
  get contents(): T[] {
    return [...this.docs.values()];
  }
  get(id: string): T | undefined {
    return this.docs.get(id);
  }
  set(doc: T): void {
    this.docs.set(doc.id, doc);
  }
  delete(id: string): void {
    this.docs.delete(id);
  }
  filter(fn: (doc: T) => boolean): T[] {
    return this.contents.filter(fn);
  }
  map<R>(fn: (doc: T) => R): R[] {
    return this.contents.map(fn);
  }
  find(fn: (doc: T) => boolean): T | undefined {
    return this.contents.find(fn);
  }
  some(fn: (doc: T) => boolean): boolean {
    return this.contents.some(fn);
  }
  [Symbol.iterator](): Iterator<T> {
    return this.docs.values();
  }
}

/** Applies an update to a document's source; returns what changed (everything given with `diff: false`). */
export function applyToSource(source: Source, changes: Source, options: { diff?: boolean }): Source {
  const expanded = expand(changes);
  const changed = options.diff === false ? structuredClone(expanded) : diff(source, expanded);
  merge(source, expanded);
  return changed;
}
