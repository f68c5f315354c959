// The bounded history that going back restores. Each advance stores only what it changed, as the values
// from before it (a reverse diff): the combat's pass, acting combatant and acted list whole, and for each
// combatant just the fields that changed. A phase advance then costs a few hundred bytes instead of every
// combatant's full state, which matters because the whole history travels with every write. Undoing the
// newest entries one after another gives back exactly the states before those advances. Pure functions.
import type { CombatantState, CombatState, TimedItem } from "../../engine";

/** How many advances can be undone. */
export const MAX_HISTORY = 30;

/** What one advance changed, as it was before. */
export interface Snapshot {
  /** The round and pass before the advance (previous round searches by it). */
  round: number;
  pass: number;
  currentId: string | null;
  actedOrder: string[];
  timedItems: TimedItem[];
  /** Per combatant id: the fields that changed, with their old values. */
  combatants: Record<string, Record<string, unknown>>;
  /** Per combatant id: fields the advance added (absent before). */
  added: Record<string, string[]>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The reverse diff of one advance from `before` to `after`. */
export function snapshotOf(before: CombatState, after: CombatState): Snapshot {
  const combatants: Snapshot["combatants"] = {};
  const added: Snapshot["added"] = {};
  for (const was of before.combatants) {
    const now = after.combatants.find((c) => c.id === was.id);
    if (!now) continue;
    const old = was as unknown as Record<string, unknown>;
    const cur = now as unknown as Record<string, unknown>;
    const changed = Object.keys(old).filter((k) => !same(old[k], cur[k]));
    const fresh = Object.keys(cur).filter((k) => !(k in old));
    if (changed.length > 0) combatants[was.id] = Object.fromEntries(changed.map((k) => [k, old[k]]));
    if (fresh.length > 0) added[was.id] = fresh;
  }
  return {
    round: before.turn,
    pass: before.pass,
    currentId: before.currentId,
    actedOrder: [...before.actedOrder],
    timedItems: structuredClone(before.timedItems),
    combatants,
    added,
  };
}

/** `state` with one snapshot undone. */
export function undo(state: CombatState, s: Snapshot): CombatState {
  const combatants = state.combatants.map((c) => {
    const back: Record<string, unknown> = { ...c, ...structuredClone(s.combatants[c.id] ?? {}) };
    for (const key of s.added[c.id] ?? []) delete back[key];
    return back as unknown as CombatantState;
  });
  return {
    ...state,
    turn: s.round,
    pass: s.pass,
    currentId: s.currentId,
    actedOrder: [...s.actedOrder],
    timedItems: structuredClone(s.timedItems),
    combatants,
  };
}

/** The history with `snapshot` added, oldest dropped beyond MAX_HISTORY. */
export function pushSnapshot(history: readonly Snapshot[], snapshot: Snapshot): Snapshot[] {
  return [...history, snapshot].slice(-MAX_HISTORY);
}

/**
 * Goes back: `phase` undoes the newest advance; `round` undoes advances until the state is in an earlier round
 * (the last phase of the previous round, as core's previousRound lands on that round's last turn). Returns the
 * state and the history left, or null when there is nothing (far enough) back.
 */
export function goBack(
  state: CombatState,
  history: readonly Snapshot[],
  scope: "phase" | "round",
): { state: CombatState; rest: Snapshot[] } | null {
  const rest = [...history];
  let s = state;
  while (rest.length > 0) {
    s = undo(s, rest.pop() as Snapshot);
    if (scope === "phase" || s.turn < state.turn) return { state: s, rest };
  }
  return null;
}
