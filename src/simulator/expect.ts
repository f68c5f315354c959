// Compares a simulated fight with the scenario's `expect:` block (what a GM should see). Returns every
// mismatch, each naming the expectation's place in the file; an empty list means the fight went as written.
import { samePlain } from "../engine";
import type { ActionLog, FightLog, InitiativeLine, PassLog, PhaseLog, TurnLog } from "./log";
import type { Params } from "./messages";
import { pointKey, type Expectation, type Scenario } from "./scenario";

export interface Mismatch {
  path: string;
  /** Key under SHADOWTURN.Simulator.Check.* */
  key: string;
  params: Params;
}

const show = (v: unknown): string =>
  Array.isArray(v) ? `[${v.map(show).join(", ")}]` : v === null || v === undefined ? "none" : String(v);
const same = (a: unknown, b: unknown) => show(a) === show(b);
const ids = (list: string[]) => list.join(", ");

/** The combatant's first row in the pass: its phase, or the turn it lost to surprise. */
function firstPhase(pass: PassLog, id: string): PhaseLog | undefined {
  return pass.phases.find((p) => p.kind !== "timed-item" && p.combatantId === id);
}

/** Whose commands were refused, in order: in the pass, or at the turn's own points without one. */
function refusedIn(actions: ActionLog[]): string[] {
  return actions.filter((a) => !a.ok).map((a) => a.combatantId);
}

function checkPass(e: Expectation, pass: PassLog, miss: (key: string, params: Params) => void): void {
  const phases = pass.phases.filter((p) => p.kind === "phase");
  if (e.order) {
    const got = phases.map((p) => p.combatantId);
    if (!same(got, e.order)) miss("Order", { pass: pass.pass, expected: ids(e.order), got: ids(got) });
  }
  const each = <T>(map: Record<string, T> | null, check: (id: string, want: T, phase: PhaseLog) => void) => {
    for (const [id, want] of Object.entries(map ?? {})) {
      const phase = firstPhase(pass, id);
      if (phase) check(id, want, phase);
      else miss("NoPhase", { pass: pass.pass, id });
    }
  };
  each(e.scores, (id, want, phase) => {
    if (phase.score !== want) miss("Score", { id, expected: show(want), got: show(phase.score) });
  });
  each(e.budgets, (id, want, phase) => {
    const budget = (phase.budget ?? {}) as unknown as Record<string, unknown>;
    for (const [field, value] of Object.entries(want)) {
      if (!samePlain(budget[field], value))
        miss("Budget", { id, field, expected: show(value), got: show(budget[field]) });
    }
  });
  each(e.notes, (id, want, phase) => {
    for (const note of want) {
      if (!(phase.notes as string[]).includes(note))
        miss("Note", { id, expected: note, got: ids(phase.notes) });
    }
  });
  // Absent means on none of the combatant's rows in the pass (a delayed phase has two).
  for (const [id, unwanted] of Object.entries(e.absentNotes ?? {})) {
    const notes = pass.phases
      .filter((p) => p.combatantId === id && p.kind !== "timed-item")
      .flatMap((p) => p.notes);
    for (const note of unwanted) if ((notes as string[]).includes(note)) miss("NoteAbsent", { id, note });
  }
}

function checkRefusals(
  e: Expectation,
  actions: ActionLog[],
  where: string,
  miss: (k: string, p: Params) => void,
) {
  const got = refusedIn(actions);
  if (e.refused && !same(got, e.refused)) {
    miss("Refused", { where, expected: ids(e.refused), got: ids(got) });
  }
  for (const id of e.notRefused ?? []) {
    const refused = actions.find((a) => !a.ok && a.combatantId === id);
    if (refused) miss("RefusedAbsent", { where, id, verb: refused.verb, code: refused.refused?.code ?? "" });
  }
}

function checkRolls(e: Expectation, turn: TurnLog, miss: (key: string, params: Params) => void): void {
  for (const [id, want] of Object.entries(e.initiative ?? {})) {
    const line = turn.initiative.find((l) => l.id === id);
    if (!line) {
      miss("NoRoll", { turn: turn.turn, id });
      continue;
    }
    const got: Record<string, unknown> = {
      ...(line as InitiativeLine & Record<string, unknown>),
      bonusActions: line.bonusActions?.count ?? 0,
      bonusCategory: line.bonusActions?.category ?? null,
    };
    for (const [field, value] of Object.entries(want)) {
      if (!same(got[field], value)) miss("Roll", { id, field, expected: show(value), got: show(got[field]) });
    }
  }
}

function checkPoint(e: Expectation, log: FightLog, miss: (key: string, params: Params) => void): void {
  if (!e.point) return;
  const at = e.point.at;
  const who = "combatantId" in e.point ? e.point.combatantId : undefined;
  const key = pointKey(e.turn, e.pass ?? 1, at, who);
  const point = key.replace(/^\S+ /, "");
  const seen = log.checkpoints.find((c) => c.key === key);
  if (!seen) {
    miss("NoPoint", { turn: e.turn, pass: e.pass ?? 1, point });
    return;
  }
  for (const [id, want] of Object.entries(e.state ?? {})) {
    const got = seen.combatants[id] as Record<string, unknown> | undefined;
    if (!got) {
      miss("NotThere", { id, point });
      continue;
    }
    for (const [field, value] of Object.entries(want)) {
      if (field === "budget") {
        const budget = (got.budget ?? {}) as Record<string, unknown>;
        for (const [part, v] of Object.entries(value as Record<string, unknown>)) {
          if (!same(budget[part], v))
            miss("State", { id, point, field: `budget.${part}`, expected: show(v), got: show(budget[part]) });
        }
      } else if (!same(got[field], value))
        miss("State", { id, point, field, expected: show(value), got: show(got[field]) });
    }
  }
}

export function checkExpectations(log: FightLog, expectations: Expectation[]): Mismatch[] {
  const out: Mismatch[] = [];
  for (const e of expectations) {
    const miss = (key: string, params: Params) => out.push({ path: e.path, key, params });
    const turn = log.turns.find((t) => t.turn === e.turn);
    if (!turn) {
      miss("NoTurn", { turn: e.turn });
      continue;
    }
    if (e.passes !== null && turn.passes.length !== e.passes) {
      miss("Passes", { expected: e.passes, got: turn.passes.length });
    }
    if (e.emptyPasses && !same(turn.emptyPasses, e.emptyPasses)) {
      miss("EmptyPasses", { expected: show(e.emptyPasses), got: show(turn.emptyPasses) });
    }
    checkRolls(e, turn, miss);
    checkPoint(e, log, miss);
    if (e.pass === null) {
      checkRefusals(e, turn.actions, `turn ${turn.turn}`, miss);
      continue;
    }
    const pass = turn.passes.find((p) => p.pass === e.pass);
    if (!pass) {
      miss("NoPass", { turn: e.turn, pass: e.pass });
      continue;
    }
    checkPass(e, pass, miss);
    checkRefusals(e, [...pass.actions, ...pass.phases.flatMap((p) => p.actions)], `pass ${pass.pass}`, miss);
  }
  return out;
}

/** Every expectation, and scripted dice the fight left over unless the scenario allows it. */
export function checkScenario(log: FightLog, scenario: Scenario): Mismatch[] {
  const out = checkExpectations(log, scenario.expect);
  if (log.unusedDice.length > 0 && !scenario.allowUnusedDice) {
    out.push({
      path: "dice.scripted",
      key: "UnusedDice",
      params: { count: log.unusedDice.length, faces: log.unusedDice.join(" ") },
    });
  }
  return out;
}
