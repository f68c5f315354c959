// sr5 rule 7: interrupt actions. At any moment, in one's own phase or outside it, a character may Block, Dodge,
// Parry, Intercept or Hit the Dirt for 5 off the initiative score, or go into Full Defense for 10 (to the end of
// the turn). The cost comes off at once and the lower score counts from then on: a phase still to come may
// move and the passes left get fewer. A score smaller than the cost refuses it, so no interrupt takes a score
// below 0. The world setting (EngineSettings.interruptActions) turns them off; Full Defense is then sr4 rule 10.
import { RuleError } from "../../errors";
import { findCombatant, withCombatant } from "../../combatants";
import { actedInOwnPhase } from "../../phase-opening";
import { INTERRUPT_ACTIONS, type CombatState, type InterruptAction } from "../../types";

/** What each interrupt action costs off the initiative score. */
export const INTERRUPT_COST: Readonly<Record<InterruptAction, number>> = {
  block: 5,
  dodge: 5,
  parry: 5,
  intercept: 5,
  "hit-the-dirt": 5,
  "full-defense": 10,
};

/**
 * The interrupt `action` for `combatantId`, paid at once. Whoever is acting stays the one acting (the
 * interrupter too, when it is their phase); everyone still to come is ordered by the new score when the
 * next phase is picked. Taken in one's own phase it counts as acting in it (settled 2026-12-01): that phase
 * is kept to its end, whatever a later re-pick sees, and can no longer be delayed.
 */
export function takeInterrupt(state: CombatState, combatantId: string, action: InterruptAction): CombatState {
  const c = findCombatant(state, combatantId);
  const actor = c.input.name;
  if (!state.settings.interruptActions) {
    throw new RuleError("interrupts-off", `${actor}: interrupt actions are switched off in this world`, {
      actor,
    });
  }
  if (state.turn === 0 || c.score === null) {
    throw new RuleError("not-started", "the combat has not started yet", { actor });
  }
  if (c.flags.defeated) throw new RuleError("defeated", `${actor} is defeated`, { actor });
  if (action === "full-defense" && c.flags.fullDefense) {
    throw new RuleError("already-declared", `${actor} is already in Full Defense`, {
      actor,
      command: "full-defense",
    });
  }
  const cost = INTERRUPT_COST[action];
  if (c.score < cost) {
    throw new RuleError(
      "interrupt-score",
      `${actor} needs an initiative score of at least ${cost} for this (has ${c.score})`,
      { actor, cost, score: c.score },
    );
  }
  const flags = action === "full-defense" ? { ...c.flags, fullDefense: true } : c.flags;
  return withCombatant(state, actedInOwnPhase(state, { ...c, score: c.score - cost, flags }));
}

/**
 * The interrupt actions `combatantId` could take right now (the setting on, a score that pays for them, not
 * defeated; Full Defense once), so a tracker offers only those.
 */
export function interruptsOpen(state: CombatState, combatantId: string): InterruptAction[] {
  const c = state.combatants.find((x) => x.id === combatantId);
  if (!state.settings.interruptActions || state.turn === 0 || !c || c.score === null || c.flags.defeated)
    return [];
  const score = c.score;
  return INTERRUPT_ACTIONS.filter(
    (a) => INTERRUPT_COST[a] <= score && !(a === "full-defense" && c.flags.fullDefense),
  );
}
