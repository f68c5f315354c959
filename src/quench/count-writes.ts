// Counts the database writes a step sends for one combat: each call of the document methods that go to the
// server (update, createEmbeddedDocuments, updateEmbeddedDocuments, deleteEmbeddedDocuments, and a
// combatant's own update) is one round trip. The methods are wrapped on the instances for the step only.
import type { ShadowturnCombat } from "../foundry/combat/combat-document";

const COMBAT_WRITES = [
  "update",
  "createEmbeddedDocuments",
  "updateEmbeddedDocuments",
  "deleteEmbeddedDocuments",
] as const;

type Writable = Record<string, unknown>;

/** Runs `step` and returns how many Combat and Combatant writes it sent. */
export async function countWrites(combat: ShadowturnCombat, step: () => Promise<unknown>): Promise<number> {
  let writes = 0;
  const wrapped: { target: Writable; name: string }[] = [];
  const wrap = (target: Writable, name: string) => {
    const original = target[name];
    if (typeof original !== "function") return;
    Object.defineProperty(target, name, {
      configurable: true,
      writable: true,
      value: (...args: unknown[]) => {
        writes += 1;
        return (original as (...a: unknown[]) => unknown).apply(target, args);
      },
    });
    wrapped.push({ target, name });
  };
  for (const name of COMBAT_WRITES) wrap(combat as unknown as Writable, name);
  for (const c of combat.combatants) wrap(c as unknown as Writable, "update");
  try {
    await step();
  } finally {
    // Deleting the own property brings back the class's method.
    for (const { target, name } of wrapped) delete target[name];
  }
  return writes;
}
