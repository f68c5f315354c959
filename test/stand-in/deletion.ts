// Deleting one key of an object in an update, as Foundry applies it:
// - v13: the key written as "-=key" with the value null removes `key` (5e `item.mjs` deleteActivity writes
//   `system.activities.-=${id}: null`; gurps PR #2642 builds the same `system.equipment.-=carried` on v13);
// - v14: the value `_del` (a ForcedDeletion singleton, global since 14.356: draw-steel PR #1747) removes the
//   key it is set on (5e on v14 writes `system.activities.${id}` = `_del`). v14 still takes the "-=" form,
//   with a deprecation warning (foundryvtt-fallout #751), so both are honoured there.
import type { Source } from "./documents";

/** The stand-in's ForcedDeletion class (only `foundry.data.operators` names it). */
export class ForcedDeletion {}

/**
 * The stand-in's `_del`: one shared object, as the v14 global is. How Foundry sends the operator to the server
 * is not verified; the stand-in copies every write (world.ts) and a copy keeps no class, so `_del` is
 * recognised by its marker key, which a copy keeps.
 */
const MARK = "standInForcedDeletion";
export const DEL = Object.freeze({ [MARK]: true });

function isDel(value: unknown): boolean {
  return typeof value === "object" && value !== null && (value as Record<string, unknown>)[MARK] === true;
}

/** `_del` and `foundry.data.operators.ForcedDeletion` exist on v14 only. */
export function installDeletionOperator(generation: number): void {
  const g = globalThis as unknown as { _del?: unknown; foundry?: { data?: Record<string, unknown> } };
  if (generation >= 14) {
    g._del = DEL;
    if (g.foundry?.data) g.foundry.data.operators = { ForcedDeletion };
  } else {
    delete g._del;
    delete g.foundry?.data?.operators;
  }
}

/** Is this entry of an update a deletion? `generation` decides whether `_del` is understood. */
export function isDeletion(key: string, value: unknown, generation: number): boolean {
  return key.startsWith("-=") || (generation >= 14 && isDel(value));
}

/** Removes from `target` the key a deletion entry names. */
export function applyDeletion(target: Source, key: string): void {
  delete target[key.startsWith("-=") ? key.slice(2) : key];
}
