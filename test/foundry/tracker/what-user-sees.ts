// What one user is shown of a fight: the tracker's view and the HTML the templates make of it, as one string,
// so two fights can be compared as that user sees them.
import { combatView } from "../../../src/foundry/tracker/combat-view";
import type { ShadowturnCombat } from "../../../src/foundry/combat/register";
import type { Fight } from "../combat/setup";
import { makeRenderer } from "./render";

export function whatUserSees(f: Fight, user: string): string {
  return f.as(user, () => {
    const view = combatView(f.combat as ShadowturnCombat & Parameters<typeof combatView>[0], game.user);
    const html = makeRenderer("en").tracker({ user: game.user, hasCombat: true, shadowturn: view });
    return JSON.stringify(view) + html;
  });
}
