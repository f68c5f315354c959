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
import type { CardRoll } from "./chat-card";
import type { Answered, EngineSession } from "./engine-session";
import { coinsOnly, facesOf, rollingNextTurn, rollWithFoundry, type RolledInitiative } from "./foundry-dice";
import { combatRefusal, RefusalError, type Refusal } from "./notify";
import type { Visibility } from "./message-mode";
import type { RollClaim } from "./relay";

/** What the rolls need of their Combat. */
export interface RollDesk {
  session: EngineSession;
  started(): boolean;
  /** Whether this client's user may roll for a combatant (owns it). */
  mayRoll(combatantId: string): boolean;
  /** Whether a roll for the next turn is already kept for this combatant. */
  rolledNext(combatantId: string): boolean;
  /** Posts a kept roll's card with `mode`; `userId`: the asker, who alone sees a "self" roll. */
  card(rolled: CardRoll, mode: Visibility, userId: string | undefined): Promise<void>;
}

/** Who asked for a roll the GM's client keeps: their user, and the Foundry Roll when it was made here. */
export interface Asker {
  userId?: string;
  roll?: Roll | null;
}

/**
 * The refusal of a roll for a member of a group the asker may not roll for (rules scores 3): the GM rolls it.
 * It names the member only, never the group's id or its other members, so a player told it of a group with a
 * hidden member learns no more than of a group of members they see but do not all own (issue 29).
 */
export function groupRefusal(state: CombatState, refused: { id: string }): Refusal {
  const name = state.combatants.find((x) => x.id === refused.id)?.input.name || refused.id;
  return combatRefusal("Roll.GroupNotYours", { name });
}

/**
 * The one roll asking for `combatantId` makes (rules "Scores set by hand", rule 3, the engine's rollPlan): its
 * own, or its group's with the leader's formula; refused (the GM rolls the group) when `mayRoll` misses a
 * member.
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
 * The claim a user's client sends: the faces given, or those of a real Foundry Roll made here, with this user's
 * roll mode, checked by the engine before anything is written. Nothing is posted here: the card is public only
 * once the GM's client has kept the roll (keepRoll), so a refused claim leaves no card.
 */
export async function makeClaim(
  desk: RollDesk,
  combatantId: string,
  choice: { faces?: readonly unknown[]; declare?: readonly Command[] },
  mode: Visibility,
): Promise<{ claim: { faces: number[]; declare: Command[]; mode: Visibility }; rolled: RolledInitiative[] }> {
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
  return { claim: { faces: [...faces] as number[], declare, mode }, rolled };
}

/**
 * The GM's client keeps a checked roll, for turn 1 (the combatant's roll and score) or for the next turn
 * (`system.nextRolls`): its declarations applied and its dice checked again (a wrong count or face is refused
 * by name and nothing is kept), then ONE write that also answers the request, and then the roll's one card,
 * with the asker's mode (dice rolled at the table have a card too, without a Foundry Roll).
 */
export async function keepRoll(
  desk: RollDesk,
  combatantId: string,
  claim: RollClaim,
  answered: Answered | null,
  mayRoll: (id: string) => boolean,
  asker: Asker = {},
): Promise<void> {
  const before = desk.session.state();
  const planned = plannedRoll(before, combatantId, mayRoll);
  const rollerId = planned.rollerId;
  const declare = claim.declare.map((cmd) => ({ ...cmd, combatantId: rollerId }));
  const declared = declaredForRoll(desk, before, rollerId, declare);
  const roll = rollOf(declared, rollerId, claim.faces);
  if (!desk.started()) {
    const after = withPlannedRoll(declared, planned, claim.faces);
    await desk.session.write(before, after, { answered, quiet: true });
  } else {
    // the next turn shares the leader's roll with the group (engine groupTurnStarts)
    await desk.session.write(before, declared, { answered, nextRoll: { combatantId: rollerId, roll } });
  }
  const card = { combatantId: rollerId, roll: asker.roll ?? null, initiative: roll };
  await desk.card(card, claim.mode, asker.userId);
}
