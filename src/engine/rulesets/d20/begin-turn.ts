// A new d20 round for one combatant (rules d20 rules 2, 4, 5), and mid-combat changes to its actor.
import { d20Budget, EMPTY_D20_BUDGET } from "../budget";
import { copyWith } from "../../combatants";
import { d20Flags, withFlags } from "../../flags";
import { initiativeFormula } from "../formula";
import { rollInitiative } from "../../initiative/roll";
import type { CombatantInput, CombatantState, CombatState, DiceSource, InitiativeRoll } from "../../types";
import { actionSurgeUsesGranted, grantsBonusAction } from "./budget";

/**
 * Initiative is rolled when the combatant first enters the order and then kept, unless the GM re-rolls every
 * round or a roll made outside (a Foundry Roll) is handed in. Nothing of the last turn can be banked: only
 * the reaction carries over, since it comes back at the start of the combatant's own turn, not of the round.
 * The coin stays as it was drawn when the combatant joined: it is fixed for the whole combat.
 */
export function beginTurnD20(
  c: CombatantState,
  state: CombatState,
  dice: DiceSource,
  given: InitiativeRoll | undefined,
): CombatantState {
  // its first round: the combat starts (a score rolled in Foundry before the start may already be there),
  // or it joins a running combat without a score
  const first = c.score === null || state.turn <= 1;
  const reroll = given !== undefined || c.score === null || state.settings.d20RerollEachRound;
  const roll = given ?? (reroll ? rollInitiative(initiativeFormula("d20", c.input), dice) : c.roll);
  const score = reroll && roll ? roll.score : c.score;
  return copyWith(c, {
    roll,
    score,
    // a new roll makes new ties: the players decide those afresh
    tieOrder: reroll ? null : c.tieOrder,
    passes: 1,
    phasesTaken: 0,
    actedThisPass: false,
    budget: { ...EMPTY_D20_BUDGET, reaction: first ? 1 : d20Budget(c.budget).reaction },
    flags: withFlags(
      // surprise only costs round 1; from round 2 the mark has done its work
      copyWith(c.flags, { surprised: state.turn <= 1 && c.flags.surprised }),
      "d20",
      {
        actionSurgeUses: first ? actionSurgeUsesGranted(c.input) : d20Flags(c.flags).actionSurgeUses,
        actionSurgedThisTurn: false,
      },
    ),
  });
}

/**
 * The actor changed mid-combat. The score stays (d20 rolls once); a new DEX score re-sorts ties at once since
 * the order reads it live. On the combatant's own turn a speed change moves the feet left by the difference
 * and a lost bonus-action feature takes the unspent bonus action away. Action Surge uses follow a changed
 * grant by the difference, never below 0 nor above the new grant.
 */
export function reconcileD20(
  state: CombatState,
  before: CombatantState,
  input: CombatantInput,
): CombatantState {
  const onTurn = state.currentId === before.id;
  const b = d20Budget(before.budget);
  const speedDiff = input.d20.speed - before.input.d20.speed;
  const granted = actionSurgeUsesGranted(input);
  const uses = d20Flags(before.flags).actionSurgeUses + granted - actionSurgeUsesGranted(before.input);
  return {
    ...before,
    input,
    budget: onTurn
      ? {
          ...b,
          movement: Math.max(0, b.movement + speedDiff),
          bonusAction: grantsBonusAction(input) ? b.bonusAction : 0,
        }
      : b,
    flags: withFlags(before.flags, "d20", { actionSurgeUses: Math.min(granted, Math.max(0, uses)) }),
  };
}
