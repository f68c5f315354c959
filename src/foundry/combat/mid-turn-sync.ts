// Mid-turn changes from the actors (rules sr4 rules 5-6, sr5 rule 4, bonus-actions rule 7): when an actor
// in a running combat changes (damage, attributes, mode, an item switched, added or removed), the active GM
// (never every GM: FOUNDRY-API.md 1 pitfalls) rebuilds its engine input; the combat lets the engine reconcile
// the score, rolling any added or lost dice as real Rolls, and writes once.
import { combatantsFor } from "../combatant-lookup";
import type { ShadowturnCombat } from "./combat-document";

/** Every started combat's combatants that stand for `actor`. */
function combatantsOf(actor: Actor): { combat: ShadowturnCombat; combatant: Combatant }[] {
  return game.combats.contents
    .filter((c) => c.started)
    .flatMap((combat) =>
      combatantsFor(combat.combatants, actor).map((combatant) => ({
        combat: combat as ShadowturnCombat,
        combatant,
      })),
    );
}

function sync(actor: Actor | null | undefined): void {
  if (!actor || !game.users.activeGM?.isSelf) return;
  for (const { combat, combatant } of combatantsOf(actor)) void combat.syncCombatant(combatant);
}

/** Listens for actor and item changes (registered at ready, on every client; only the active GM acts). */
export function registerMidTurnSync(): void {
  Hooks.on("updateActor", (actor: Actor) => sync(actor));
  for (const hook of ["createItem", "updateItem", "deleteItem"])
    Hooks.on(hook, (item: Item) => sync(item.actor));
}
