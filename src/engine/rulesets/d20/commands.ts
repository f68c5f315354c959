// d20 commands (rules d20 rules 3-5): spending the economy, Action Surge, surprise and swapping a tie
// (the shared flow handles "defeated" for every ruleset). Each returns a new state or throws RuleError;
// nothing is mutated.
import { d20Budget } from "../budget";
import { findCombatant as find } from "../../combatants";
import { RuleError } from "../../errors";
import { d20Flags, withFlags } from "../../flags";
import type { ActionKind, CombatantState, CombatState, Command, D20Budget } from "../../types";
import { isDash, refuse, spendMovement, spendObject, spendSlot } from "./budget";
import { compareD20, surprisedTurnPending, tiedOnScoreAndDex } from "./order";

type Change = (c: CombatantState) => CombatantState;

function withChanges(state: CombatState, changes: Record<string, Change>): CombatState {
  return {
    ...state,
    combatants: state.combatants.map((c) => changes[c.id]?.(c) ?? c),
  };
}

/** The budget after spending one `kind`; SR kinds do not exist here. */
function spent(c: CombatantState, kind: ActionKind, amount: number | undefined): D20Budget {
  switch (kind) {
    case "movement":
      return spendMovement(c, amount);
    case "object":
      return spendObject(c);
    case "action":
    case "bonus":
    case "reaction":
      return spendSlot(c, kind as "action" | "bonus" | "reaction");
    default:
      return refuse(c, "d20-wrong-kind", `${kind} is not a d20 action kind`, { kind });
  }
}

/** Reactions may be taken on anyone's turn; everything else only on one's own (rule 5). */
function spend(state: CombatState, c: CombatantState, cmd: Extract<Command, { type: "spend" }>): CombatState {
  const { kind, amount } = cmd;
  if (c.flags.defeated) refuse(c, "d20-defeated", "is defeated");
  if (kind === "reaction") {
    if (surprisedTurnPending(c, state))
      refuse(c, "d20-surprised", "is surprised: no reaction before its lost turn");
  } else if (state.currentId !== c.id) {
    refuse(c, "d20-not-your-turn", "can only do that on its own turn");
  }
  const paid = spent(c, kind, amount);
  const dash = (kind === "action" || kind === "bonus") && isDash(cmd.actionName);
  const budget = dash ? { ...paid, movement: paid.movement + c.input.d20.speed } : paid;
  return withChanges(state, { [c.id]: (x) => ({ ...x, budget }) });
}

/** One extra Action on one's own turn, once per turn, while uses per rest remain. */
function actionSurge(state: CombatState, c: CombatantState): CombatState {
  if (state.currentId !== c.id) refuse(c, "d20-not-your-turn", "can only do that on its own turn");
  const surge = d20Flags(c.flags);
  if (surge.actionSurgeUses < 1) refuse(c, "d20-no-action-surge", "has no Action Surge left before a rest");
  if (surge.actionSurgedThisTurn) refuse(c, "d20-action-surge-this-turn", "already surged this turn");
  return withChanges(state, {
    [c.id]: (x) => ({
      ...x,
      budget: { ...d20Budget(x.budget), action: d20Budget(x.budget).action + 1 },
      flags: withFlags(x.flags, "d20", {
        actionSurgeUses: d20Flags(x.flags).actionSurgeUses - 1,
        actionSurgedThisTurn: true,
      }),
    }),
  });
}

/** Mark or clear surprise: only before the surprised turn could have begun, i.e. in round 1 before it acts. */
function surprise(state: CombatState, c: CombatantState, surprised: boolean): CombatState {
  const tooLate = state.turn > 1 || (surprised && (c.actedThisPass || state.currentId === c.id));
  if (tooLate) refuse(c, "d20-surprise-too-late", "surprise only counts before its first turn");
  return withChanges(state, { [c.id]: (x) => ({ ...x, flags: { ...x.flags, surprised } }) });
}

/**
 * The players' decision on a tie (rule 3): the two trade places, and every combatant of that tie gets a
 * fixed position so the coin no longer decides among them.
 */
function swapTie(state: CombatState, c: CombatantState, other: CombatantState): CombatState {
  if (c.id === other.id || !tiedOnScoreAndDex(c, other)) {
    refuse(c, "d20-not-tied", `is not tied with ${other.input.name} on score and DEX`, {
      other: other.input.name,
    });
  }
  const group = state.combatants.filter((x) => tiedOnScoreAndDex(x, c)).sort(compareD20);
  const ids = group.map((x) => x.id);
  const i = ids.indexOf(c.id);
  const j = ids.indexOf(other.id);
  [ids[i], ids[j]] = [other.id, c.id];
  const changes: Record<string, Change> = {};
  ids.forEach((id, position) => {
    changes[id] = (x) => ({ ...x, tieOrder: position });
  });
  return withChanges(state, changes);
}

export function applyD20(state: CombatState, cmd: Command): CombatState {
  switch (cmd.type) {
    case "spend":
      return spend(state, find(state, cmd.combatantId), cmd);
    case "action-surge":
      return actionSurge(state, find(state, cmd.combatantId));
    case "surprise":
      return surprise(state, find(state, cmd.combatantId), cmd.surprised);
    case "swap-tie":
      return swapTie(state, find(state, cmd.combatantId), find(state, cmd.otherId));
    default:
      throw new RuleError("unsupported-command", `the d20 ruleset has no ${cmd.type} command`, {
        command: cmd.type,
        ruleset: "d20",
      });
  }
}
