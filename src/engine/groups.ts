// One roll for a group (rules "Scores set by hand, and who rolls", rule 3): six gangers roll once and each
// gets the group's score, while keeping its own budget, wounds and tie-break. A group is only a list of ids
// on the combat; everything else stays per combatant, so a member that is wounded, defeated or removed
// simply goes its own way, as the ruleset says for anyone. Docs: docs/rules-choices.md.
import { RuleError } from "./errors";
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
 * Who rolls for the group: its first member (in the order they joined) still in the fight, else its first
 * member. The GM sees who that is and can make the group anew to change it.
 */
export function groupLeader(state: CombatState, groupId: string): CombatantState | null {
  const group = (state.groups ?? []).find((g) => g.id === groupId);
  return group ? leaderOf(membersOf(group, state)) : null;
}

/** The members of `group` still in the combat, in the order they joined. */
function membersOf(group: CombatantGroup, state: CombatState, byId?: Map<string, CombatantState>) {
  const find = (id: string) => byId?.get(id) ?? state.combatants.find((c) => c.id === id);
  return group.memberIds.map(find).filter((c) => c !== undefined);
}

function leaderOf(members: CombatantState[]): CombatantState | null {
  return members.find((c) => !c.flags.defeated) ?? members[0] ?? null;
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
    const leader = leaderOf(members);
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
