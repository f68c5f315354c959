// Shadowturn's ActiveEffect document: an effect created mid-fight starts on its own combatant, and counts from
// the turn index only where the ruleset's turn order stands for the round (its `turnEvents.turnOrder`). Core
// starts it on the combatant acting now and at the current turn index (draw-steel PR #1880: "defaulting to the
// *current* combatant"), which our passes re-order: an effect "until the end of your next phase" would end at
// someone else's, and one "until the end of the round" would count from an index that names another combatant
// in the next pass. As systems with a non-linear order do in their `_preCreate` (torgeternity #668 and
// `torgActiveEffect.js`: "start.combatant to point to THIS token's combatant and start.turn to be null";
// crucible PR #705, "since turn order is non-static between rounds"):
// - v14 (`start`): `start.combatant` is the combatant of the actor the effect is on (token-aware, as
//   combatant-lookup.ts finds it), `start.turn` null where the order changes each pass;
// - v13 (`duration.startRound` / `startTurn`, core counts `round + turn / 100`): where the order changes each
//   pass an effect counts from the start of the round (`startTurn` 0), so "1 round" lasts the whole combat turn
//   it was made in, all its passes, and ends as the next begins.
import type { TurnEventMeaning } from "../../engine";
import { turnEventMeaning } from "./turn-events";
import { sheetCombatant, type LookupActor } from "../combatant-lookup";
import type { ShadowturnCombat } from "./combat-document";

/** What the ruleset of a running combat says of turn events, or null for no running Shadowturn combat. */
function meaningOf(combat: Combat | null | undefined): TurnEventMeaning | null {
  const ours = combat as ShadowturnCombat | null | undefined;
  if (!ours?.started || typeof ours.turnState !== "object") return null;
  return turnEventMeaning(ours.ruleset); // null for a ruleset no longer registered: core's start stands
}

export class ShadowturnActiveEffect extends ActiveEffect {
  protected override async _preCreate(
    data: object,
    options: object,
    user: ShadowturnUser,
  ): Promise<boolean | void> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const actor = this.parent as LookupActor | null;
    if (!actor) return;
    const start = this.start;
    if (start !== undefined) {
      const meaning = meaningOf(start.combat);
      if (!meaning || !start.combat) return;
      const own = sheetCombatant(start.combat.combatants, actor);
      this.updateSource({
        start: { combatant: own?.id ?? null, ...(meaning.turnOrder === "pass" ? { turn: null } : {}) },
      });
      return;
    }
    const combat = game.combat;
    const meaning = meaningOf(combat);
    const d = this.duration;
    if (!meaning || meaning.turnOrder !== "pass" || !(d.rounds || d.turns)) return;
    if (d.combat && d.combat !== combat?.id) return;
    this.updateSource({ duration: { startTurn: 0 } });
  }
}
