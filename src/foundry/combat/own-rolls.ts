// Owners' own initiative rolls (rules "Scores set by hand, and who rolls", rule 2), apart from the Combat
// document: what a roll declares is applied, its dice are checked by the engine against the combatant's
// formula, and the GM's client keeps it in one write, for turn 1 (before the start) or for the next turn.
import {
  apply,
  declaredRollOptions,
  initiativeFormula,
  physicalRoll,
  rollPlan,
  withPlannedRoll,
  type CombatState,
  type Command,
  type InitiativeRoll,
  type PlannedRoll,
} from "../../engine";
import type { Answered, EngineSession } from "./engine-session";
import { coinsOnly, facesOf, rollingNextTurn, rollWithFoundry, type RolledInitiative } from "./foundry-dice";
import { combatRefusal, RefusalError, type Refusal } from "./notify";
import type { RollClaim } from "./relay";

/** What the rolls need of their Combat. */
export interface RollDesk {
  session: EngineSession;
  started(): boolean;
  /** Whether this client's user may roll for a combatant (owns it). */
  mayRoll(combatantId: string): boolean;
  /** Whether a roll for the next turn is already kept for this combatant. */
  rolledNext(combatantId: string): boolean;
}

/** The refusal of a roll for a member of a group the asker may not roll for (rules scores 3), naming it. */
export function groupRefusal(state: CombatState, refused: { id: string; groupId: string }): Refusal {
  const name = state.combatants.find((x) => x.id === refused.id)?.input.name || refused.id;
  return combatRefusal("Roll.GroupNotYours", { name, group: refused.groupId });
}

/**
 * The one roll asking for `combatantId` makes (rules "Scores set by hand", rule 3, the engine's rollPlan): its
 * own, or its group's with the leader's formula; refused naming the group when `mayRoll` misses a member.
 */
export function plannedRoll(
  state: CombatState,
  combatantId: string,
  mayRoll: (id: string) => boolean,
): PlannedRoll {
  const plan = rollPlan(state, [combatantId], mayRoll);
  const refused = plan.refused[0];
  if (refused) throw new RefusalError(groupRefusal(state, refused));
  const planned = plan.rolls[0];
  if (!planned) throw new RefusalError(combatRefusal("NotInFight"));
  return planned;
}

/**
 * `state` with a roll's declarations applied, when `combatantId` may still roll: for turn 1 while it has no
 * score, once started for the next turn while the engine re-rolls it then and it has not rolled for it yet.
 */
export function declaredForRoll(
  desk: RollDesk,
  state: CombatState,
  combatantId: string,
  declare: readonly Command[],
): CombatState {
  const c = state.combatants.find((x) => x.id === combatantId);
  if (!c) throw new RefusalError(combatRefusal("NotInFight"));
  const name = c.input.name || c.id;
  const started = desk.started();
  if (!started && c.score !== null) throw new RefusalError(combatRefusal("Roll.AlreadyRolled", { name }));
  if (started && desk.rolledNext(combatantId))
    throw new RefusalError(combatRefusal("Roll.NextAlreadyRolled", { name }));
  const declared = declare.reduce((s, cmd) => apply(s, cmd, coinsOnly()), state);
  // the declarations count: a Blitz declared with the roll is what makes the next turn roll it
  if (started && !rollingNextTurn(declared).includes(combatantId))
    throw new RefusalError(combatRefusal("Roll.NoReroll", { name }));
  return declared;
}

/** The roll these faces make for `combatantId` (the engine's check: RuleError naming the die or the count). */
export function rollOf(
  declared: CombatState,
  combatantId: string,
  faces: readonly unknown[],
): InitiativeRoll {
  const c = declared.combatants.find((x) => x.id === combatantId) as CombatState["combatants"][number];
  return physicalRoll(declared, c, faces);
}

/**
 * The claim a user's client sends: the faces given, or those of a real Foundry Roll made here (posted with
 * this user's roll mode), checked by the engine before anything is written or posted.
 */
export async function makeClaim(
  desk: RollDesk,
  combatantId: string,
  choice: { faces?: readonly unknown[]; declare?: readonly Command[] },
): Promise<{ claim: { faces: number[]; declare: Command[] }; rolled: RolledInitiative[] }> {
  const before = desk.session.state();
  // a group member's roll is the group's, made with its leader's formula (rules scores 3)
  const rollerId = plannedRoll(before, combatantId, (id) => desk.mayRoll(id)).rollerId;
  const declare = (choice.declare ?? []).map((cmd) => ({ ...cmd, combatantId: rollerId }));
  const declared = declaredForRoll(desk, before, rollerId, declare);
  let faces = choice.faces ?? null;
  const rolled: RolledInitiative[] = [];
  if (faces === null) {
    const c = declared.combatants.find((x) => x.id === rollerId) as CombatState["combatants"][number];
    const r = await rollWithFoundry(
      rollerId,
      initiativeFormula(before.ruleset, c.input, declaredRollOptions(c)),
    );
    rolled.push(r);
    faces = facesOf(r.roll);
  }
  rollOf(declared, rollerId, faces);
  return { claim: { faces: [...faces] as number[], declare }, rolled };
}

/**
 * The GM's client keeps a checked roll, for turn 1 (the combatant's roll and score) or for the next turn
 * (`system.nextRolls`): its declarations applied and its dice checked again (a wrong count or face is refused
 * by name and nothing is kept), then ONE write that also answers the request.
 */
export async function keepRoll(
  desk: RollDesk,
  combatantId: string,
  claim: RollClaim,
  answered: Answered | null,
  mayRoll: (id: string) => boolean,
): Promise<void> {
  const before = desk.session.state();
  const planned = plannedRoll(before, combatantId, mayRoll);
  const rollerId = planned.rollerId;
  const declare = claim.declare.map((cmd) => ({ ...cmd, combatantId: rollerId }));
  const declared = declaredForRoll(desk, before, rollerId, declare);
  if (!desk.started()) {
    const after = withPlannedRoll(declared, planned, claim.faces);
    await desk.session.write(before, after, { answered, quiet: true });
    return;
  }
  // the next turn shares the leader's roll with the group (engine groupTurnStarts)
  const roll = rollOf(declared, rollerId, claim.faces);
  await desk.session.write(before, declared, { answered, nextRoll: { combatantId: rollerId, roll } });
}
