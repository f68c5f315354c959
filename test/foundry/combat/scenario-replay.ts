// Plays a simulator scenario (examples/*.yaml, docs/simulator.md) through the Foundry layer against the
// stand-in, firing its events at the same points as the simulator's runner (src/simulator/run.ts): commands
// as the GM clicking in the tracker, sheet changes as actor updates (the active GM's mid-turn sync does the
// rest), joins and leaves as combatants created and deleted. Records every phase as it begins: turn, pass,
// who, score and budget, in the simulator's terms, so the two can be compared.
import { advanceInTurn } from "../../../src/engine";
import type { ShadowturnCombat } from "../../../src/foundry/combat/register";
import { ownSettingKey, type SettingValues } from "../../../src/foundry/settings";
import { changedInput } from "../../../src/simulator/change";
import type { BudgetView } from "../../../src/simulator/log";
import { budgetView } from "../../../src/simulator/observe";
import type { FightLog } from "../../../src/simulator/log";
import type { Action, Scenario, ScenarioEvent } from "../../../src/simulator/scenario";
import { addActor } from "../../stand-in";
import { setUpFight, type Fight } from "./setup";

export interface PhaseRecord {
  turn: number;
  pass: number;
  combatantId: string;
  score: number | null;
  budget: BudgetView | null;
}

/** The simulator's phases in the same terms. */
export function simulatorPhases(log: FightLog): PhaseRecord[] {
  return log.turns.flatMap((t) =>
    t.passes.flatMap((p) =>
      p.phases
        .filter((ph) => ph.kind === "phase")
        .map((ph) => ({
          turn: t.turn,
          pass: p.pass,
          combatantId: ph.combatantId,
          score: ph.score,
          budget: ph.budget,
        })),
    ),
  );
}

/** Database writes one advance made (Combat and Combatant documents; chat cards and actors apart). */
export interface AdvanceWrites {
  kind: "phase" | "turn";
  combatWrites: number;
  chatMessages: number;
}

class Replay {
  readonly phases: PhaseRecord[] = [];
  readonly advances: AdvanceWrites[] = [];
  private turn = 0;
  private pass = 1;
  private readonly pending: Set<ScenarioEvent>;
  private lastRow: string | null = null;

  constructor(
    private readonly s: Scenario,
    private readonly f: Fight,
  ) {
    this.pending = new Set(s.events);
  }

  private get combat(): ShadowturnCombat {
    return this.f.combat;
  }

  private record(id: string): void {
    const row = this.combat.phaseRows().find((r) => r.combatantId === id);
    this.phases.push({
      turn: this.turn,
      pass: this.pass,
      combatantId: id,
      score: row?.score ?? null,
      budget: row ? budgetView(this.s.ruleset, row.budget) : null,
    });
    this.lastRow = id;
  }

  /** A phase handed back before anything was done in it (sr5 rule 4) was no phase: as the simulator does. */
  private dropHandedBack(id: string): void {
    const c = this.combat.engineState().combatants.find((x) => x.id === id);
    if (this.lastRow !== id || !c || c.actedThisPass || c.phaseBegun === true) return;
    this.phases.pop();
    this.lastRow = null;
  }

  /** Events still to fire at this point of the phase of `id`. */
  private due(at: string, id: string): boolean {
    return [...this.pending].some(
      (e) =>
        e.turn === this.turn &&
        e.pass === this.pass &&
        e.point.at === at &&
        "combatantId" in e.point &&
        e.point.combatantId === id,
    );
  }

  /** Fires the events at this point; returns how many actions they had. */
  private async fire(at: string, id?: string): Promise<number> {
    const passBound = at !== "before-roll" && at !== "start-of-turn" && at !== "end-of-turn";
    let actions = 0;
    for (const e of [...this.pending]) {
      if (e.turn !== this.turn || (passBound && e.pass !== this.pass) || e.point.at !== at) continue;
      if ("combatantId" in e.point && e.point.combatantId !== id) continue;
      this.pending.delete(e);
      for (const action of e.actions) await this.perform(action);
      actions += e.actions.length;
    }
    return actions;
  }

  private async perform(action: Action): Promise<void> {
    const { f } = this;
    await f.gm(async () => {
      switch (action.kind) {
        case "command":
          await this.combat.runCommand(action.command);
          if (
            action.command.type === "intervene" &&
            this.combat.combatant?.id === action.command.combatantId
          ) {
            this.record(action.command.combatantId);
          }
          return;
        case "update": {
          const c = this.combat.engineState().combatants.find((x) => x.id === action.combatantId);
          const actorId = this.combat.combatants.get(action.combatantId)?.actorId;
          const actor = actorId ? f.world.actors.get(actorId) : undefined;
          if (!c || !actor) throw new Error(`no combatant ${action.combatantId}`);
          const { id: _id, name: _name, sources, ...input } = changedInput(this.s, action, c.input);
          const edge = { value: input.edgePoints, max: input.edgePoints };
          await actor.update({ "system.input": input, "system.sources": sources, "system.edge": edge });
          return;
        }
        case "add": {
          const { id, name, sources, ...input } = action.input;
          const actor = addActor(f.world, {
            name,
            system: { input, sources, edge: { value: input.edgePoints, max: input.edgePoints } },
          });
          const create = this.combat as unknown as {
            createEmbeddedDocuments: (n: string, d: object[]) => Promise<unknown>;
          };
          await create.createEmbeddedDocuments("Combatant", [{ _id: id, actorId: actor.id, name }]);
          return;
        }
        case "roll":
          // dice rolled at the table, entered for the combatant (rules scores 2); the GM's client checks them.
          // Only turn 1's roll is taken so far: later turns are rolled by the GM's client when they begin.
          await this.combat.requestRoll(action.combatantId, { faces: action.faces });
          return;
        case "remove": {
          const del = this.combat as unknown as {
            deleteEmbeddedDocuments: (n: string, ids: string[]) => Promise<unknown>;
          };
          await del.deleteEmbeddedDocuments("Combatant", [action.combatantId]);
          return;
        }
      }
    });
    await f.world.settle();
  }

  /** Runs one advance as the GM and counts the writes it made. */
  private async advance(kind: AdvanceWrites["kind"], step: () => Promise<unknown>): Promise<void> {
    const from = this.f.world.writes.length;
    await this.f.gm(step);
    const writes = this.f.world.writesSince(from);
    this.advances.push({
      kind,
      combatWrites: writes.filter((w) => w.documentName === "Combat" || w.documentName === "Combatant")
        .length,
      chatMessages: writes.filter((w) => w.documentName === "ChatMessage").length,
    });
  }

  /** The state after the current phase ends, or null when the turn would end (the simulator's probe). */
  private probe() {
    return advanceInTurn(this.combat.engineState());
  }

  async run(): Promise<PhaseRecord[]> {
    for (let turn = 1; turn <= this.s.turns; turn += 1) {
      this.turn = turn;
      this.pass = 1;
      this.lastRow = null;
      await this.fire("before-roll");
      await this.advance("turn", () => (turn === 1 ? this.combat.startCombat() : this.combat.nextTurn()));
      await this.fire("start-of-turn");
      await this.playTurn();
      await this.fire("end-of-turn");
    }
    return this.phases;
  }

  private async playTurn(): Promise<void> {
    let passStarted = false;
    let passEnded = false;
    for (let guard = 0; guard < 500; guard += 1) {
      const state = this.combat.engineState();
      const id = state.currentId;
      if (id === null) {
        // Nobody acts in this pass any more (a delay carried on): the end-of-pass events, then the next pass.
        if (!passStarted || (!passEnded && (await this.fire("end-of-pass")) > 0)) {
          passEnded = true;
          continue;
        }
        const next = this.probe();
        if (next === null || next.currentId === null) return;
        await this.advance("phase", () => this.combat.nextTurn());
        this.lastRow = null;
        continue;
      }
      if (!passStarted || state.pass !== this.pass) {
        this.pass = state.pass;
        passStarted = true;
        passEnded = false;
        this.lastRow = null;
        await this.fire("start-of-pass");
        continue;
      }
      if (this.lastRow !== id) {
        await this.fire("before", id);
        if (this.combat.engineState().currentId !== id) continue;
        this.record(id);
      }
      await this.fire("during", id);
      if (this.combat.engineState().currentId !== id) {
        this.dropHandedBack(id);
        continue;
      }
      // The simulator plays `after` with the phase over (sr4 rule 7: the pass has begun); the tracker's moment
      // for that is the GM having clicked on, with the next phase of the pass begun and nothing done in it.
      const onward = this.probe();
      if (this.due("after", id) && onward !== null && onward.pass === this.pass) {
        await this.advance("phase", () => this.combat.nextTurn());
        this.lastRow = null;
        await this.fire("after", id);
        continue;
      }
      await this.fire("after", id);
      if (this.combat.engineState().currentId !== id) {
        this.dropHandedBack(id);
        continue;
      }
      const next = this.probe();
      if (!passEnded && (next === null || next.pass !== this.pass)) {
        passEnded = true;
        await this.fire("end-of-pass");
        continue;
      }
      if (next === null) return;
      await this.advance("phase", () => this.combat.nextTurn());
      this.lastRow = null;
    }
    throw new Error(`${this.s.file}: the replay did not finish turn ${this.turn}`);
  }
}

/** Plays `s` through Shadowturn's Combat document; returns the phases and the fight. */
export async function replayThroughFoundry(
  s: Scenario,
): Promise<{ phases: PhaseRecord[]; advances: AdvanceWrites[]; fight: Fight }> {
  if (s.dice.kind !== "scripted") throw new Error(`${s.file}: only scripted dice can be replayed in Foundry`);
  const f = await setUpFight(
    s.ruleset,
    s.combatants.map((c) => {
      const { id, name, sources, ...input } = c;
      return { id, name, input, sources, edge: input.edgePoints };
    }),
    {
      rerollEachTurn: s.settings.rerollEachTurn,
      interruptActions: s.settings.interruptActions,
      d20RerollEachRound: s.settings.d20RerollEachRound,
      autoSkipSpent: s.settings.autoSkipSpent,
      // the ruleset's own (sr6's), under their world settings' keys
      ...(Object.fromEntries(
        Object.entries(s.settings.own ?? {}).map(([key, value]) => [ownSettingKey(s.ruleset, key), value]),
      ) as Partial<SettingValues>),
    },
    { coinSeed: s.dice.coinSeed, faces: s.dice.faces },
  );
  const replay = new Replay(s, f);
  const phases = await replay.run();
  return { phases, advances: replay.advances, fight: f };
}
