// Compares a simulated fight with the scenario's `expect:` block (what a GM should see). Returns every
// mismatch, each naming the expectation's place in the file; an empty list means the fight went as written.
import type { FightLog, PassLog, PhaseLog } from "./log";
import type { Params } from "./messages";
import type { Expectation } from "./scenario";

export interface Mismatch {
  path: string;
  /** Key under SHADOWTURN.Simulator.Check.* */
  key: string;
  params: Params;
}

const show = (v: unknown) => (Array.isArray(v) ? v.join(", ") : String(v));

/** The combatant's first row in the pass: its phase, or the turn it lost to surprise. */
function firstPhase(pass: PassLog, id: string): PhaseLog | undefined {
  return pass.phases.find((p) => p.kind !== "timed-item" && p.combatantId === id);
}

function checkPass(e: Expectation, pass: PassLog, out: Mismatch[]): void {
  const miss = (key: string, params: Params) => out.push({ path: e.path, key, params });
  const phases = pass.phases.filter((p) => p.kind === "phase");
  if (e.order) {
    const got = phases.map((p) => p.combatantId);
    if (show(got) !== show(e.order))
      miss("Order", { pass: pass.pass, expected: show(e.order), got: show(got) });
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
      if (budget[field] !== value)
        miss("Budget", { id, field, expected: show(value), got: show(budget[field]) });
    }
  });
  each(e.notes, (id, want, phase) => {
    for (const note of want) {
      if (!(phase.notes as string[]).includes(note))
        miss("Note", { id, expected: note, got: show(phase.notes) });
    }
  });
  if (e.refused) {
    const actions = [...pass.actions, ...pass.phases.flatMap((p) => p.actions)];
    const got = actions.filter((a) => !a.ok).map((a) => a.combatantId);
    if (show(got) !== show(e.refused)) miss("Refused", { expected: show(e.refused), got: show(got) });
  }
}

export function checkExpectations(log: FightLog, expectations: Expectation[]): Mismatch[] {
  const out: Mismatch[] = [];
  for (const e of expectations) {
    const turn = log.turns.find((t) => t.turn === e.turn);
    if (!turn) {
      out.push({ path: e.path, key: "NoTurn", params: { turn: e.turn } });
      continue;
    }
    if (e.passes !== null && turn.passes.length !== e.passes) {
      out.push({ path: e.path, key: "Passes", params: { expected: e.passes, got: turn.passes.length } });
    }
    if (e.pass === null) continue;
    const pass = turn.passes.find((p) => p.pass === e.pass);
    if (pass) checkPass(e, pass, out);
    else out.push({ path: e.path, key: "NoPass", params: { turn: e.turn, pass: e.pass } });
  }
  return out;
}
