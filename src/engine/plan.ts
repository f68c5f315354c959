// The whole turn at a glance (RULES.md sr4 rule 2, sr5 rule 2, bonus-actions rule 1, d20 rule 2): the order
// of every pass of a freshly rolled turn if nobody does anything, as advance() would hand the phases over,
// worked out with the ruleset's own inPass, orderKeys (its compare as numbers) and nextPass, one sort at most
// per pass.
import { getRuleset } from "./rulesets";
import type { Ruleset } from "./rulesets/ruleset";
import type { CombatantState, CombatState } from "./types";

/** One pass of a planned turn: who acts, in phase order, and on what score (ids[i] acts on scores[i]). */
export interface PlannedPass {
  pass: number;
  ids: string[];
  scores: (number | null)[];
}

/** Positions in state.combatants, in phase order, with what the plan shows of them. */
interface PassRows {
  at: number[];
  ids: string[];
  scores: (number | null)[];
}

/**
 * Sorts the rows on the ruleset's orderKeys, read once per combatant into a flat table: with thousands of
 * combatants a sort that follows pointers into the objects spends its time waiting on memory.
 */
function sortRows(rs: Ruleset, state: CombatState, read: PassRows): PassRows {
  const keys = rs.orderKeys;
  const k = keys.length;
  const table = new Float64Array(read.at.length * k);
  read.at.forEach((i, row) => {
    const c = state.combatants[i]!;
    for (let j = 0; j < k; j += 1) table[row * k + j] = keys[j]!(c);
  });
  // The first key that differs, higher first; all equal, the id.
  const rows = read.at.map((_, row) => row);
  rows.sort((x, y) => {
    for (let j = 0; j < k; j += 1) {
      const a = table[x * k + j]!;
      const b = table[y * k + j]!;
      if (a !== b) return a > b ? -1 : 1;
    }
    return read.ids[x]! < read.ids[y]! ? -1 : read.ids[x]! > read.ids[y]! ? 1 : 0;
  });
  return {
    at: rows.map((row) => read.at[row]!),
    ids: rows.map((row) => read.ids[row]!),
    scores: rows.map((row) => read.scores[row]!),
  };
}

/**
 * Everyone with a phase in the pass of `state`, in phase order, each combatant read once. The last pass's
 * order (if its combatants are still where they were) goes in first and the newcomers after it, and each
 * is checked against the one before with compare as it is read: as long as nobody does anything the
 * rulesets keep the order from pass to pass, so that pass needs no sort.
 */
function passRows(rs: Ruleset, state: CombatState, last: PassRows | null): PassRows {
  const cs = state.combatants;
  const listed = new Uint8Array(cs.length);
  const read: PassRows = { at: [], ids: [], scores: [] };
  let sorted = last !== null;
  let previous: CombatantState | null = null;
  const take = (i: number, c: CombatantState) => {
    listed[i] = 1;
    if (c.flags.defeated || !rs.inPass(c, state)) return;
    if (sorted && previous !== null) sorted = rs.compare(previous, c, state) < 0;
    previous = c;
    read.at.push(i);
    read.ids.push(c.id);
    read.scores.push(c.score);
  };
  if (last !== null) {
    for (let row = 0; row < last.at.length; row += 1) {
      const i = last.at[row]!;
      const c = cs[i];
      if (c === undefined || c.id !== last.ids[row]) return passRows(rs, state, null);
      take(i, c);
    }
  }
  for (let i = 0; i < cs.length; i += 1) if (listed[i] === 0) take(i, cs[i]!);
  return sorted ? read : sortRows(rs, state, read);
}

/**
 * The order of every pass of the turn `state` has just rolled (a state right after startTurn), if nobody
 * does anything: in each pass everyone with a phase in it, by the ruleset's order, with the score it acts
 * on there. Passes nobody has a phase in are left out, as advance() passes over them.
 */
export function planTurn(state: CombatState): PlannedPass[] {
  const rs = getRuleset(state.ruleset);
  const passes: PlannedPass[] = [];
  let s: CombatState | null = { ...state, currentId: null };
  let last: PassRows | null = null;
  // Like the shared flow, give up after this many passes in a row without a phase.
  let empty = 4 * state.combatants.length + 8;
  while (s !== null && empty > 0) {
    const rows = passRows(rs, s, last);
    if (rows.at.length > 0) passes.push({ pass: s.pass, ids: rows.ids, scores: rows.scores });
    else empty -= 1;
    last = rows;
    s = rs.nextPass(s);
  }
  return passes;
}
