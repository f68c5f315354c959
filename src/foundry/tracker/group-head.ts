// One roll for a group (rules "Scores set by hand, and who rolls", rule 3), as the tracker draws it: each group
// gets a header row before its first member, with its score, its size and who rolls for it; folded, the
// header stands for the members that act on that score. A member that went its own way (a wound moved its
// score) is still counted, but keeps its own row where the order puts it. Folded with its acting member inside, the header says who
// is acting and that member's row stays drawn under it, controls and all: nobody has to unfold to act.
// Everything here is read from the rows the viewer sees, so a player's header never counts or names a hidden
// member, and shows the roller's formula only to who may read it.
import {
  declaredRollOptions,
  groupLeader,
  groupsOf,
  initiativeFormula,
  rollFormula,
  type CombatState,
  type CombatantState,
} from "../../engine";
import { pluralKey } from "../plural";
import type { GroupHead, TrackerRow, TrackerViewer } from "./view-types";

/** The words every name starts with ("Ganger 1", "Ganger 2" -> "Ganger"); null when they share none. */
export function sharedName(names: readonly string[]): string | null {
  const words = names.map((n) => n.trim().split(/\s+/));
  const first = words[0] ?? [];
  let n = 0;
  while (n < first.length && words.every((w) => w[n] === first[n])) n += 1;
  // "Ganger 1" alone shares all its words with itself: a lone name stays whole
  return n === 0 ? null : first.slice(0, n).join(" ");
}

/**
 * The combatant's formula in dice notation ("1d6 + 6"), or null when its input cannot make one. `wounds` false
 * leaves its wound modifier out: each member keeps its own wounds, so they make no other formula.
 */
function formulaOf(state: CombatState, c: CombatantState, wounds = true): string | null {
  try {
    const f = initiativeFormula(state.ruleset, c.input, declaredRollOptions(c));
    return rollFormula(wounds ? f : { ...f, woundModifier: 0 });
  } catch {
    return null;
  }
}

export interface GroupHeadInput {
  state: CombatState;
  /** The tracker's rows as the viewer sees them, in order (hidden combatants already left out). */
  rows: readonly TrackerRow[];
  viewer: TrackerViewer;
  /** The groups this client shows folded (folded-groups.ts). */
  folded: ReadonlySet<string>;
  lang: string;
}

/** `rows` with each group's header put on its first member's row and its folded members marked. */
export function withGroupHeads(input: GroupHeadInput): TrackerRow[] {
  const { state, rows, viewer } = input;
  const groups = groupsOf(state);
  if (groups.length === 0) return [...rows];
  const out = [...rows];
  const at = new Map(rows.map((r, i) => [r.id, i]));
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  for (const group of groups) {
    const seen = group.memberIds.filter((id) => at.has(id)).sort((a, b) => at.get(a)! - at.get(b)!);
    if (seen.length === 0) continue;
    const rowOf = (id: string) => rows[at.get(id)!]!;
    const leader = groupLeader(state, group.id);
    const leaderSeen = leader !== null && at.has(leader.id) ? leader : null;
    const score = rowOf(leaderSeen?.id ?? seen[0]!).score;
    const together = seen.filter((id) => rowOf(id).score === score);
    const folded = input.folded.has(group.id);
    const acting = together.map(rowOf).find((r) => r.current) ?? null;
    const formulas = new Set(
      seen.map((id) => byId.get(id)).map((c) => (c ? formulaOf(state, c, false) : null)),
    );
    const mayRead = leaderSeen !== null && (viewer.isGM || viewer.ownedIds.has(leaderSeen.id));
    const head: GroupHead = {
      id: group.id,
      name: sharedName(seen.map((id) => rowOf(id).name)),
      firstName: rowOf(seen[0]!).name,
      folded,
      count: seen.length,
      countKey: pluralKey("SHADOWTURN.Group.Members", seen.length, input.lang),
      score,
      leaderName: leaderSeen ? rowOf(leaderSeen.id).name : null,
      leaderFormula: formulas.size > 1 && mayRead ? formulaOf(state, leaderSeen) : null,
      actingName: folded && acting ? acting.name : null,
      css: ["st-group-head", folded ? "st-folded" : "", folded && acting ? "st-group-acting" : ""]
        .filter(Boolean)
        .join(" "),
      canDisband: viewer.isGM,
    };
    const first = at.get(together[0]!)!;
    out[first] = { ...out[first]!, groupHead: head };
    if (!folded) continue;
    for (const id of together) {
      const i = at.get(id)!;
      if (!out[i]!.current) out[i] = { ...out[i]!, folded: true };
    }
  }
  return out;
}
