// sr6 rule 6: the Anytime actions, taken at any moment of the round, in one's own turn or outside it, paid
// from the same Majors and Minors (rule 5's trades included), never from the score. Full Defense lasts to the
// end of the round. With nothing of the right size left, an Anytime action is refused.
import {
  findCombatant,
  RuleError,
  withCombatant,
  type CombatState,
  type InterruptAction,
} from "../../api/engine";
import { SR6_ANYTIME } from "./anytime-list";
import { pay } from "./pay";

/**
 * The Anytime action `action` for `combatantId`, paid at once from its Majors and Minors (a trade where its
 * own size is gone). Whoever is acting stays the one acting.
 */
export function takeAnytime(state: CombatState, combatantId: string, action: InterruptAction): CombatState {
  const c = findCombatant(state, combatantId);
  const actor = c.input.name;
  if (state.turn === 0 || c.score === null) {
    throw new RuleError("not-started", "the combat has not started yet", { actor });
  }
  if (c.flags.defeated) throw new RuleError("defeated", `${actor} is defeated`, { actor });
  const known = SR6_ANYTIME.find((a) => a.id === action);
  if (!known) {
    throw new RuleError("unknown-interrupt", `${actor}: ${action} is not an Anytime action of sr6`, {
      actor,
    });
  }
  if (action === "full-defense" && c.flags.fullDefense) {
    throw new RuleError("already-declared", `${actor} is already in Full Defense`, {
      actor,
      command: "full-defense",
    });
  }
  const budget = pay(c.budget, known.size, undefined, actor);
  const flags = action === "full-defense" ? { ...c.flags, fullDefense: true } : c.flags;
  return withCombatant(state, { ...c, budget, flags });
}

/** The Anytime actions to offer `combatantId` now: all of them while it is in the fight (refusals say why). */
export function anytimeOpen(state: CombatState, combatantId: string): InterruptAction[] {
  const c = state.combatants.find((x) => x.id === combatantId);
  if (state.turn === 0 || !c || c.score === null || c.flags.defeated) return [];
  return SR6_ANYTIME.filter((a) => !(a.id === "full-defense" && c.flags.fullDefense)).map((a) => a.id);
}
