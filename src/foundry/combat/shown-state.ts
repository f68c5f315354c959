// The fight as one user's client shows it: for a player, the engine's seenBy without the combatants the GM
// hid (core shows hidden combatants to the GM only), so the tracker, the notices and what a click on "the
// acting one" means all read the same phase, never the hidden one behind it.
import { seenBy, type CombatState } from "../../engine";

/** What the shown state needs of a Combat. */
export interface ShownCombat {
  readonly combatants: { get(id: string): Combatant | undefined };
  engineState(): CombatState;
}

/** Whether `user` may see the combatant `id` of `combat`. */
export function maySee(combat: ShownCombat, user: { isGM: boolean }, id: string): boolean {
  return user.isGM || combat.combatants.get(id)?.hidden !== true;
}

/** The engine state as `user` is shown it (the stored one itself for a GM, or with nobody hidden). */
export function shownState(combat: ShownCombat, user: { isGM: boolean } = game.user): CombatState {
  return seenBy(combat.engineState(), (id) => maySee(combat, user, id));
}
