// A player's click on the phase they are shown before it has begun: while a hidden combatant acts, a player
// is shown the next visible phase as begun (shown-state.ts), so they may end it or spend in it early. Sent at
// once, the GM would refuse it (not that combatant's phase yet), which tells the player someone hidden is
// acting. Instead the player's client keeps it and relays it, in order, once that phase really begins; if
// the fight moves elsewhere first (the GM goes back, the turn ends), it is dropped, as a click on a phase
// already over is.
import type { CombatState } from "../../engine";

/** Where a shown state stands: turn, pass and the acting combatant. */
export function phaseKey(s: CombatState): string {
  return `${s.turn}/${s.pass}/${s.currentId ?? ""}`;
}

interface Waiting {
  key: string;
  combatantId: string;
  send: () => Promise<void>;
}

/** The requests this client keeps for a shown phase not begun yet. */
export class EarlyRequests {
  #waiting: Waiting[] = [];

  /** Whether anything waits (so a Combat update reads no state for nothing). */
  get any(): boolean {
    return this.#waiting.length > 0;
  }

  /** Whether `combatantId` acts in the phase the player is shown (`shown`) but not yet in the stored one. */
  waits(shown: CombatState, stored: CombatState, combatantId: string): boolean {
    return shown.currentId === combatantId && stored.currentId !== combatantId;
  }

  /** Keeps `send` for the phase `shown` stands at, until it begins. */
  hold(shown: CombatState, combatantId: string, send: () => Promise<void>): void {
    this.#waiting.push({ key: phaseKey(shown), combatantId, send });
  }

  /** After each Combat update: what waits for the phase now begun goes, in order; the rest of another is dropped. */
  async update(shown: CombatState, stored: CombatState): Promise<void> {
    const key = phaseKey(shown);
    const now = this.#waiting.filter((w) => w.key === key);
    const due = now.filter((w) => w.combatantId === stored.currentId);
    this.#waiting = now.filter((w) => !due.includes(w));
    for (const w of due) await w.send();
  }
}
