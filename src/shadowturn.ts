// System entry point: Foundry loads this module (system.json esmodules). It only wires the pieces in at the
// right hooks; each piece registers itself.
import { registerSettings } from "./foundry/settings";
import { registerCombatDocuments, readyCombat } from "./foundry/combat/register";
import { registerTracker } from "./foundry/tracker/register";
import { registerActorsAndItems } from "./foundry/actor/register";
import { registerQuenchBatches } from "./quench/register";
import { registerBabele } from "./foundry/babele";
import { SHADOWTURN_API } from "./foundry/api";

// German compendium text through the Babele module, when it is active (src/foundry/babele.ts).
registerBabele();

Hooks.once("init", () => {
  // the API modules call from their own init hook (src/foundry/api.ts)
  Object.assign(game.system, { api: SHADOWTURN_API });
  registerSettings();
  registerActorsAndItems();
  registerCombatDocuments();
  registerTracker();
  registerQuenchBatches();
});

Hooks.once("ready", () => {
  readyCombat();
});
