// The fight as one user's client shows it: for a player, the engine's seenBy without the combatants the GM
// hid that the player does not own (core shows a hidden combatant to the GM and its owners), so the tracker,
// the notices and what a click on "the acting one" means all read the same phase, never a hidden one behind it.
import { seenBy, type CombatState } from "../../engine";
import { entries, undo, type History } from "./history";

/** What the shown state needs of a Combat. */
export interface ShownCombat {
  readonly combatants: { get(id: string): Combatant | undefined };
  readonly system?: unknown;
  engineState(): CombatState;
}

/** Whether `user` may see the combatant `id` of `combat`: a GM or an owner always, anyone else unless hidden. */
export function maySee(combat: ShownCombat, user: ShadowturnUser, id: string): boolean {
  const c = combat.combatants.get(id);
  return user.isGM || c?.hidden !== true || c.testUserPermission(user, "OWNER");
}

/** The state of this turn when a combatant `may` admits last acted, by the history going back; else null. */
function lastSeenPhase(stored: CombatState, history: History | undefined, may: (id: string) => boolean) {
  let s = stored;
  for (const [, e] of entries(history).reverse()) {
    if (e.round !== stored.turn) return null;
    s = undo(s, e);
    if (s.currentId !== null && may(s.currentId)) return s;
  }
  return null;
}

/** The engine state as `user` is shown it (the stored one itself for a GM, or with nobody hidden). */
export function shownState(combat: ShownCombat, user: ShadowturnUser = game.user): CombatState {
  const may = (id: string) => maySee(combat, user, id);
  const stored = combat.engineState();
  const seen = seenBy(stored, may);
  if (seen.currentId !== null || stored.currentId === null || may(stored.currentId)) return seen;
  // hidden phases alone close the turn, in a pass no visible phase has: seenBy cannot know the pass before,
  // the history can: the turn as it stood in the last visible phase
  const history = (combat.system as { history?: History } | undefined)?.history;
  const earlier = lastSeenPhase(stored, history, may);
  return earlier ? seenBy(earlier, may) : seen;
}
