// Wires the tracker into Foundry at init: our ApplicationV2 combat tracker as the sidebar's combat tab
// (FOUNDRY-API.md 2: CONFIG.ui.combat) and the tracker's keybindings (FOUNDRY-API.md 7: registered in init).
import { registerTrackerKeybindings } from "./keybindings";
import { defineCombatTracker } from "./tracker-app";

export function registerTracker(): void {
  CONFIG.ui ??= { combat: undefined };
  CONFIG.ui.combat = defineCombatTracker(foundry.applications.sidebar.tabs.CombatTracker);
  registerTrackerKeybindings();
}
