// Owners' own initiative rolls (rules "Scores set by hand, and who rolls", rule 2), apart from the Combat
// document: what a roll declares is applied, its dice are checked by the engine against the combatant's
// formula, and the GM's client keeps it in one write, for turn 1 (before the start) or for the next turn.
import {
  apply,
  declaredRollOptions,
  initiativeFormula,
  physicalRoll,
  withRollBeforeStart,
  type CombatState,
  type Command,
  type InitiativeRoll,
} from "../../engine";
import type { Answered, EngineSession } from "./engine-session";
import { coinsOnly, facesOf, rollingNextTurn, rollWithFoundry, type RolledInitiative } from "./foundry-dice";
import { combatRefusal, RefusalError } from "./notify";
import type { RollClaim } from "./relay";

/** What the rolls need of their Combat. */
export interface RollDesk {
  session: EngineSession;
  started(): boolean;
  /** Whether a roll for the next turn is already kept for this combatant. */
  rolledNext(combatantId: string): boolean;
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
export function rollOf(declared: CombatState, combatantId: string, faces: readonly unknown[]): InitiativeRoll {
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
  const declare = (choice.declare ?? []).map((cmd) => ({ ...cmd, combatantId }));
  const declared = declaredForRoll(desk, before, combatantId, declare);
  let faces = choice.faces ?? null;
  const rolled: RolledInitiative[] = [];
  if (faces === null) {
    const c = declared.combatants.find((x) => x.id === combatantId) as CombatState["combatants"][number];
    const r = await rollWithFoundry(
      combatantId,
      initiativeFormula(before.ruleset, c.input, declaredRollOptions(c)),
    );
    rolled.push(r);
    faces = facesOf(r.roll);
  }
  rollOf(declared, combatantId, faces);
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
): Promise<void> {
  const before = desk.session.state();
  const declared = declaredForRoll(desk, before, combatantId, claim.declare);
  if (!desk.started()) {
    const after = withRollBeforeStart(declared, combatantId, claim.faces);
    await desk.session.write(before, after, { answered, quiet: true });
    return;
  }
  const roll = rollOf(declared, combatantId, claim.faces);
  await desk.session.write(before, declared, { answered, nextRoll: { combatantId, roll } });
}
