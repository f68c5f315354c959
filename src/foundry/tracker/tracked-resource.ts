// Core's "tracked resource" (Tracker Settings): the attribute path a GM picked, shown on each row. The combat
// keeps the choice in `combat.settings` (lancer reads `this.settings.skipDefeated` from it); the value is read
// from the combatant's actor's `system` by that path. Like the budgets, a row shows it only to the GM and to
// the combatant's owners, so a player never reads an NPC's condition from the tracker.

/** The value at `path` (dots) in `system`, as text, or null when there is nothing to show. */
export function resourceValue(system: unknown, path: string | null | undefined): string | null {
  if (!path) return null;
  const value = path
    .replace(/^system\./, "")
    .split(".")
    .reduce<unknown>(
      (o, k) => (o !== null && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined),
      system,
    );
  if (typeof value === "number" || typeof value === "string") return String(value);
  const bar = value as { value?: unknown; max?: unknown } | undefined;
  if (bar && typeof bar.value === "number")
    return typeof bar.max === "number" ? `${bar.value}/${bar.max}` : String(bar.value);
  return null;
}

/** The tracked resource's path this combat shows, if the GM picked one. */
export function trackedResource(combat: Combat): string | null {
  const settings = (combat as { settings?: { resource?: unknown } }).settings;
  return typeof settings?.resource === "string" && settings.resource !== "" ? settings.resource : null;
}
