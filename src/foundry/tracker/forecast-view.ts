// Who is next and who acts in the passes to come (issue "what GMs ask every combat tracker for", 4), as the
// tracker shows it under the rows: the engine's forecast of the turn as the scores stand now, so it follows
// every typed score, delay or wound at once. Only combatants the viewer sees are named: a hidden one is left
// out, never replaced by a hint that someone is there. The passes to come exist only in rulesets with several
// passes per turn, so there is no ruleset test here: a ruleset without them has an empty list.
import { forecast, groupLeader, groupOf, type CombatState } from "../../engine";
import type { Badge, ForecastView } from "./view-types";

/** A group member's chip (rules "Scores set by hand", rule 3): the one rolling for it says so. */
export function groupBadge(state: CombatState, id: string): Badge[] {
  const group = groupOf(state, id);
  if (group === null) return [];
  const leads = groupLeader(state, group)?.id === id;
  const key = leads ? "SHADOWTURN.Group.RollsFor" : "SHADOWTURN.Group.Member";
  return [
    { id: "group", labelKey: key, hintKey: "SHADOWTURN.Group.MakeHint", icon: "fa-solid fa-people-group" },
  ];
}

/** `names`: the name of every combatant the viewer sees, by id. */
export function forecastView(state: CombatState, names: ReadonlyMap<string, string>): ForecastView | null {
  if (state.turn === 0) return null;
  const f = forecast(state);
  const named = (ids: readonly string[]) => ids.flatMap((id) => (names.has(id) ? [names.get(id)!] : []));
  const passes = f.later
    .map((p) => ({ pass: p.pass, names: named(p.ids).join(", ") }))
    .filter((p) => p.names !== "");
  const hiddenNext = f.next !== null && !names.has(f.next);
  return {
    nextName: f.next === null ? null : (names.get(f.next) ?? null),
    turnEnds: f.next === null,
    passes,
    // a hidden combatant next: the line is left out rather than naming the one after it
    showNext: !hiddenNext,
  };
}
