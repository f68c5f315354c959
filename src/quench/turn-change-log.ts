// What a client heard of `combatTurnChange`, for the Quench batches: every client with Quench records each
// change it heard (`Hooks.on("combatTurnChange", ...)`) and answers a GM's query for a combat's record
// (v13+ queries: `CONFIG.queries[name]` runs on the asked user's client, DS `src/module/helpers/sockets.mjs`),
// so a batch on the GM's client can check what a player's client heard. Registered only when Quench is ready.

/** The query a GM's batch sends a player's client. */
export const TURN_CHANGES_QUERY = "shadowturn.quenchTurnChanges";

/** One change heard: the combatants before and after. */
export interface HeardChange {
  previous: string | null;
  current: string | null;
}

/** At most this many changes are kept per combat. */
const KEPT = 200;

/** By user and combat (one user per client in Foundry; the stand-in runs several clients in one process). */
const heard = new Map<string, HeardChange[]>();
const keyOf = (combatId: string) => `${game.user.id}/${combatId}`;

/** Called on every client from the `quenchReady` hook (and by the stand-in fixtures on every client). */
export function registerTurnChangeLog(): void {
  Hooks.on(
    "combatTurnChange",
    (
      combat: Combat,
      previous?: { combatantId?: string | null },
      current?: { combatantId?: string | null },
    ) => {
      const list = heard.get(keyOf(combat.id)) ?? [];
      list.push({ previous: previous?.combatantId ?? null, current: current?.combatantId ?? null });
      heard.set(keyOf(combat.id), list.slice(-KEPT));
    },
  );
  CONFIG.queries[TURN_CHANGES_QUERY] = (data: { combatId?: unknown }) =>
    typeof data?.combatId === "string" ? heardHere(data.combatId) : [];
}

/** What this client heard for a combat. */
export function heardHere(combatId: string): HeardChange[] {
  return [...(heard.get(keyOf(combatId)) ?? [])];
}
