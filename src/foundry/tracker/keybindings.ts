// Keyboard: next / previous phase for the GM, and spend a Complex / Simple / Free action for the acting
// combatant the user controls (FOUNDRY-API.md 7: game.keybindings.register in init). Defaults avoid
// Foundry's movement keys; every binding can be changed in Foundry's controls dialog.
import { SYSTEM_ID } from "../settings";
import { foundryEnv, trackerCombat } from "./foundry-env";
import { spendFromKeyboard, type SpendKey } from "./keyboard-spend";
import { runControl } from "./run-control";

export interface KeyDefault {
  action: string;
  key: string;
  shift: boolean;
}

/** Default keys: ] and [ walk the phases; Shift+C / Shift+S / Shift+F spend. */
export const KEY_DEFAULTS: readonly KeyDefault[] = [
  { action: "nextPhase", key: "BracketRight", shift: false },
  { action: "previousPhase", key: "BracketLeft", shift: false },
  { action: "spendComplex", key: "KeyC", shift: true },
  { action: "spendSimple", key: "KeyS", shift: true },
  { action: "spendFree", key: "KeyF", shift: true },
];

const SPEND: Record<string, SpendKey> = { spendComplex: "complex", spendSimple: "simple", spendFree: "free" };

/** What a key does; true when it acted (Foundry then stops the key there). */
export function keyHandler(action: string): () => boolean {
  const spend = SPEND[action];
  if (spend) {
    return () => {
      const combat = trackerCombat(game.combat);
      // outside a fight the key is not ours: let it through without a notice
      if (!combat || combat.engineState().turn === 0) return false;
      const mayAct = (id: string) => game.user.isGM || combat?.combatants.get(id)?.isOwner === true;
      void spendFromKeyboard(combat, spend, mayAct, foundryEnv());
      return true;
    };
  }
  return () => {
    const combat = game.combat;
    if (!combat || !game.user.isGM) return false;
    // the next-phase key ends a phase like the footer's arrow: the actionsLeftOnEnd setting applies
    if (action === "nextPhase")
      void runControl(trackerCombat(combat), "stNextTurn", { combatantId: "", data: {} }, foundryEnv());
    else void combat.previousTurn();
    return true;
  };
}

export function registerTrackerKeybindings(): void {
  const keybindings = game.keybindings;
  if (!keybindings) return;
  const shift = foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS.SHIFT;
  for (const d of KEY_DEFAULTS) {
    const name = d.action[0]?.toUpperCase() + d.action.slice(1);
    keybindings.register(SYSTEM_ID, d.action, {
      name: `SHADOWTURN.Tracker.Key.${name}`,
      hint: `SHADOWTURN.Tracker.Key.${name}Hint`,
      editable: [{ key: d.key, modifiers: d.shift ? [shift] : [] }],
      onDown: keyHandler(d.action),
      restricted: d.action === "nextPhase" || d.action === "previousPhase",
    });
  }
}
