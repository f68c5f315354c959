// One roll for a group (rules "Scores set by hand, and who rolls", rule 3): six gangers roll once and each
// gets the group's score, while keeping its own budget, wounds and tie-break. A group is only a list of ids
// on the combat; everything else stays per combatant, so a member that is wounded, defeated or removed
// simply goes its own way, as the ruleset says for anyone. Docs: docs/rules-choices.md.
import { RuleError } from "./errors";
import { physicalRoll } from "./physical-dice";
import type { Ruleset } from "./rulesets/ruleset";
import type { CombatantGroup, CombatantState, CombatState, DiceSource, InitiativeRoll } from "./types";

/** The groups with their members still in the combat (a removed member is just gone), empty ones left out. */
export function groupsOf(state: CombatState): CombatantGroup[] {
  const present = new Set(state.combatants.map((c) => c.id));
  return (state.groups ?? [])
    .map((g) => ({ id: g.id, memberIds: g.memberIds.filter((id) => present.has(id)) }))
    .filter((g) => g.memberIds.length > 0);
}

/**
 * Who rolls for the group: its first member (in the order they joined) that is not hidden, still in the
 * fight; else its first member not hidden. Only when every member is hidden, the first of them still in the
 * fight, else its first member. A player, shown the group without its hidden members, names the same leader.
 * The GM sees who that is and can make the group anew to change it. The one rule for every caller.
 */
export function groupLeader(state: CombatState, groupId: string): CombatantState | null {
  const group = (state.groups ?? []).find((g) => g.id === groupId);
  return group ? leaderOf(membersOf(group, state), state) : null;
}

/** The members of `group` still in the combat, in the order they joined. */
function membersOf(group: CombatantGroup, state: CombatState, byId?: Map<string, CombatantState>) {
  const find = (id: string) => byId?.get(id) ?? state.combatants.find((c) => c.id === id);
  return group.memberIds.map(find).filter((c) => c !== undefined);
}

function leaderOf(members: CombatantState[], state: CombatState): CombatantState | null {
  const hidden = state.hiddenIds ?? [];
  const seen = hidden.length === 0 ? members : members.filter((c) => !hidden.includes(c.id));
  const from = seen.length > 0 ? seen : members;
  return from.find((c) => !c.flags.defeated) ?? from[0] ?? null;
}

/** The group `id` is in, or null. */
export function groupOf(state: CombatState, id: string): string | null {
  // asked once per row: no list of all groups is built for it
  if (!state.groups?.length || !state.combatants.some((c) => c.id === id)) return null;
  return state.groups.find((g) => g.memberIds.includes(id))?.id ?? null;
}

/**
 * The "group" command: `id` leaves the group it is in and, with a group id, joins the end of that group. It
 * changes no score: the group's roll is shared from the next roll on.
 */
export function withGroup(state: CombatState, c: CombatantState, groupId: string | null): CombatState {
  if (groupId !== null && (typeof groupId !== "string" || groupId.trim() === "")) {
    throw new RuleError(
      "group-id",
      `${c.input.name}: a group needs a name (got ${JSON.stringify(groupId)})`,
      {
        actor: c.input.name,
        field: "groupId",
      },
    );
  }
  const others = groupsOf(state).map((g) => ({ ...g, memberIds: g.memberIds.filter((m) => m !== c.id) }));
  const target = others.find((g) => g.id === groupId);
  if (target) target.memberIds.push(c.id);
  else if (groupId !== null) others.push({ id: groupId, memberIds: [c.id] });
  return { ...state, groups: others.filter((g) => g.memberIds.length > 0) };
}

/**
 * The turn starts of every group that rolls this turn (called by startTurn, `next` being the new turn): each
 * group's leader begins its turn first; when that drew dice or took a roll made outside, every other member
 * begins its turn with the leader's roll. A group whose leader kept its score (d20 and bonus-actions without
 * re-rolls) is left to the usual turn start, as is a member for whom a roll of its own was handed in. Edge on
 * the test was the leader's and paid by it: the members' copies say no Edge was used, so nobody pays twice.
 */
export function groupTurnStarts(
  rs: Ruleset,
  state: CombatState,
  next: CombatState,
  dice: DiceSource,
  rolls: Readonly<Record<string, InitiativeRoll>>,
): Map<string, CombatantState> {
  const made = new Map<string, CombatantState>();
  // most fights have no group: a turn start of thousands then builds nothing for them
  if (!state.groups?.length) return made;
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  for (const group of state.groups) {
    const members = membersOf(group, state, byId);
    const leader = leaderOf(members, state);
    if (leader === null) continue;
    let drew = rolls[leader.id] !== undefined;
    const counting: DiceSource = {
      die: (faces) => {
        drew = true;
        return dice.die(faces);
      },
      coin: () => dice.coin(),
    };
    const led = rs.beginTurn(leader, next, counting, rolls[leader.id]);
    made.set(leader.id, led);
    if (!drew || led.roll === null) continue;
    const shared: InitiativeRoll = { ...led.roll, edgeUsed: false };
    for (const member of members) {
      if (member === leader || rolls[member.id] !== undefined) continue;
      made.set(member.id, rs.beginTurn(member, next, dice, shared));
    }
  }
  return made;
}

/** One roll to make (rules "Scores set by hand", rule 3): with `rollerId`'s formula, kept for each of `forIds`. */
export interface PlannedRoll {
  rollerId: string;
  forIds: string[];
  /** The group rolling, or null for a combatant rolling alone. */
  groupId: string | null;
}

/** Who rolls for whom, and who was refused (a group member asked for by one who may not roll the group). */
export interface RollPlan {
  rolls: PlannedRoll[];
  refused: { id: string; groupId: string }[];
}

/** Whether `c` takes its group's roll: unrolled, or its score is the group's (not typed, not its own dice). */
function takesGroupRoll(c: CombatantState, groupId: string): boolean {
  return c.score === null || c.roll?.groupId === groupId;
}

/**
 * Who rolls for whom when `ids` are asked to roll, whichever button asks (roll all, roll NPCs, a member's
 * Roll, an owner's own roll): a combatant in no group rolls for itself; a group rolls ONCE however many of
 * its members are asked, with its leader's formula, for the members asked and every member that takes the
 * group's roll (a typed score or physical dice keep a member out until it is asked itself). Only a user who
 * `mayRoll` for every member rolls the group; anyone else's ask for a member is refused, naming the group.
 */
export function rollPlan(
  state: CombatState,
  ids: readonly string[],
  mayRoll: (id: string) => boolean,
): RollPlan {
  const rolls: PlannedRoll[] = [];
  const refused: RollPlan["refused"] = [];
  const groups = groupsOf(state);
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  const asked = new Set(ids);
  const done = new Set<string>();
  for (const id of ids) {
    if (done.has(id)) continue;
    done.add(id);
    const group = groups.find((g) => g.memberIds.includes(id));
    if (!group) {
      rolls.push({ rollerId: id, forIds: [id], groupId: null });
      continue;
    }
    if (done.has(`group:${group.id}`)) continue;
    done.add(`group:${group.id}`);
    if (!group.memberIds.every(mayRoll)) {
      for (const m of group.memberIds) if (asked.has(m)) refused.push({ id: m, groupId: group.id });
      continue;
    }
    const members = membersOf(group, state, byId);
    const leader = leaderOf(members, state) as CombatantState;
    const forIds = members.filter((m) => asked.has(m.id) || takesGroupRoll(m, group.id)).map((m) => m.id);
    rolls.push({ rollerId: leader.id, forIds, groupId: group.id });
  }
  return { rolls, refused };
}

/**
 * Before the start: the planned roll made with these faces on its roller's formula (RuleError as physicalRoll
 * says), kept as the roll turn 1 takes by each of its `forIds`. A group's copies say whose roll they are, and
 * only the roller's own copy says Edge was used, so nobody pays twice.
 */
export function withPlannedRoll(
  state: CombatState,
  planned: PlannedRoll,
  faces: readonly unknown[],
): CombatState {
  const roller = state.combatants.find((c) => c.id === planned.rollerId);
  if (!roller) return state;
  const roll = physicalRoll(state, roller, faces);
  const forIds = new Set(planned.forIds);
  const copy = (id: string): InitiativeRoll =>
    planned.groupId === null
      ? roll
      : { ...roll, edgeUsed: id === roller.id && roll.edgeUsed, groupId: planned.groupId };
  const combatants = state.combatants.map((c) => {
    if (!forIds.has(c.id)) return c;
    const kept = copy(c.id);
    return { ...c, score: kept.score, roll: kept };
  });
  return { ...state, combatants };
}

/**
 * Whose formula `c`'s kept roll was made with: its group's leader when the roll is that group's copy and it
 * is still in that group, else its own (a member that left keeps its score, as its own).
 */
export function rollOwner(state: CombatState, c: CombatantState): CombatantState {
  const groupId = c.roll?.groupId;
  if (groupId === undefined || groupOf(state, c.id) !== groupId) return c;
  return groupLeader(state, groupId) ?? c;
}
