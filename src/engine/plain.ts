// Comparing plain data (what a state holds: numbers, strings, booleans, null, arrays and records, nested) by
// value, so two copies made apart (a ruleset's reconcile building a budget and a phase's record of it) count
// as the same when they hold the same.

/** Whether `a` and `b` hold the same plain data: the same values, the same keys, nested entries included. */
export function samePlain(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  return keys.every((k) => Object.hasOwn(y, k) && samePlain(x[k], y[k]));
}
