// Defeated is one fact. Core keeps it in `combatant.defeated` (its skull button, the token HUD's Dead
// status, modules: GURPS `_onToggleDefeatedStatus` writes `combatant.update({defeated})`; SR5 issue #921
// does the same with the overlay); the engine keeps it in the combatant's `flags.defeated`, which takes the
// combatant's phases away (every ruleset). The two never disagree for long:
// - every write of ours that changes the engine's flag also sets core's field in the same combatant entry
//   (state-mapping.ts stateWrite; so the skull, the greyed row and going back follow it);
// - a change of core's field that the engine has not made (token HUD, a module) is turned into the engine's
//   `defeated` command by the active GM, so the pass moves on as the ruleset says and going back undoes it;
// - the tracker's skull runs the engine's command directly, one combat write, then the actor's status as
//   core's own skull does (`tracker-app.ts`).
import type { Command } from "../../engine";

/** The combat as this file drives it. */
export interface DefeatedCombat {
  engineState(): { combatants: readonly { id: string; flags: { defeated: boolean } }[] };
  runCommand(cmd: Command): Promise<void>;
}

/**
 * The engine's command that makes its flag match core's `defeated`, or null when they already agree or the
 * engine does not know the combatant yet.
 */
export function followCoreDefeated(
  combat: DefeatedCombat,
  combatantId: string,
  defeated: boolean,
): Command | null {
  const c = combat.engineState().combatants.find((x) => x.id === combatantId);
  if (!c || c.flags.defeated === defeated) return null;
  return { type: "defeated", combatantId, defeated };
}

/** Core's status id for "defeated" (`CONFIG.specialStatusEffects.DEFEATED`, GURPS issue #1909: "dead"). */
export function defeatedStatusId(): string {
  return (
    (CONFIG as { specialStatusEffects?: { DEFEATED?: string } }).specialStatusEffects?.DEFEATED ?? "dead"
  );
}

/**
 * `updateCombatant` on every client: the active GM follows a change of core's `defeated` the engine has not
 * made (the token HUD, a module) with the engine's command.
 */
export function onCombatantDefeated(c: Combatant, changed: Record<string, unknown>): void {
  const combat = c.parent as (Combat & DefeatedCombat) | null;
  if (!combat || typeof changed.defeated !== "boolean" || !game.users.activeGM?.isSelf) return;
  const cmd = followCoreDefeated(combat, c.id, changed.defeated);
  if (cmd) void combat.runCommand(cmd);
}
