// System entry point: Foundry loads this module (system.json esmodules). It only wires the pieces in at the
// right hooks; each piece registers itself.
import { registerSettings } from "./foundry/settings";
import { registerCombatDocuments, readyCombat } from "./foundry/combat/register";
import { registerTracker } from "./foundry/tracker/register";
import { registerActorsAndItems } from "./foundry/actor/register";
import { registerQuenchBatches } from "./quench/register";
import { registerBabele } from "./foundry/babele";
import { SHADOWTURN_API } from "./foundry/api";
import { registerSr6OnInit } from "./rulesets/sr6/register";

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

// sr6 ships beside the system but registers as a module does, from an init hook after the system's.
registerSr6OnInit();

Hooks.once("ready", () => {
  readyCombat();
});
