// Wires the combat documents into Foundry: classes and data models at init (FOUNDRY-API.md 1: SR5
// `hooks.ts`, LAN `lancer.ts`), and at ready the hooks through which the active GM follows the fight:
// actor changes (mid-turn-sync.ts), combatants joining or leaving a running combat, the actor's defeated
// status and core's `defeated` (defeated.ts).
import { ShadowturnActiveEffect } from "./active-effect";
import { ShadowturnCombat } from "./combat-document";
import { CombatModel } from "./combat-model";
import { ShadowturnCombatant } from "./combatant-document";
import { CombatantModel } from "./combatant-model";
import { registerDefeatedHooks } from "./defeated";
import { registerMidTurnSync } from "./mid-turn-sync";
import { registerPhaseNotices } from "./phase-notice";

export { ShadowturnCombat } from "./combat-document";
export { ShadowturnCombatant } from "./combatant-document";

/** Called in the system's init hook. */
export function registerCombatDocuments(): void {
  CONFIG.Combat.documentClass = ShadowturnCombat;
  CONFIG.Combatant.documentClass = ShadowturnCombatant;
  CONFIG.Combat.dataModels.base = CombatModel;
  CONFIG.Combatant.dataModels.base = CombatantModel;
  // effects made mid-fight start on their own combatant (active-effect.ts)
  if (CONFIG.ActiveEffect) CONFIG.ActiveEffect.documentClass = ShadowturnActiveEffect;
}

function activeGM(): boolean {
  return game.users.activeGM?.isSelf === true;
}

/** Called in the system's ready hook. */
export function readyCombat(): void {
  registerMidTurnSync();
  registerPhaseNotices();
  registerDefeatedHooks();
  Hooks.on("createCombatant", (c: Combatant) => {
    if (activeGM() && c.parent?.started) void (c.parent as ShadowturnCombat).takeIn(c);
  });
  Hooks.on("deleteCombatant", (c: Combatant) => {
    if (activeGM() && c.parent?.started) void (c.parent as ShadowturnCombat).letGo(c);
  });
}
