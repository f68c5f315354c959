// The bounded history that going back restores: before each advance the combat stores what it was (its own
// turn state and every combatant's engine state, inputs included), so previous-phase / previous-round put
// back exactly that. Pure functions over plain data.
import type { CombatState } from "../../engine";

/** How many advances can be undone. */
export const MAX_HISTORY = 30;

/** What the combat was before one advance. */
export interface Snapshot {
  round: number;
  pass: number;
  state: CombatState;
}

/** The history with `snapshot` added, oldest dropped beyond MAX_HISTORY. */
export function pushSnapshot(history: readonly Snapshot[], snapshot: Snapshot): Snapshot[] {
  return [...history, snapshot].slice(-MAX_HISTORY);
}

/**
 * The snapshot to go back to and the history left after it. `previous phase`: the newest one. `previous
 * round`: the newest one from an earlier round (the last phase of the previous round, as core's previousRound
 * goes to that round's last turn).
 */
export function takeSnapshot(
  history: readonly Snapshot[],
  currentRound: number,
  scope: "phase" | "round",
): { snapshot: Snapshot; rest: Snapshot[] } | null {
  const rest = [...history];
  while (rest.length > 0) {
    const snapshot = rest.pop() as Snapshot;
    if (scope === "phase" || snapshot.round < currentRound) return { snapshot, rest };
  }
  return null;
}
