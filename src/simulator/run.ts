// Plays a scenario through the engine and records what a GM would see: per turn the initiative rolls, per
// pass the phases in the order they happened (score and budget when each began, notes), and every event.
// Only the engine decides who acts; the runner just fires the scenario's events at their points.
import {
  formulaSpec,
  type RulesetId,
  InputError,
  RuleError,
  addCombatant,
  advanceInTurn,
  phaseOver,
  phaseViewOf,
  phaseViews,
  phasesLeftById,
  apply,
  createCombat,
  handRoll,
  physicalRoll,
  readHandScore,
  removeCombatant,
  startTurn,
  timedItemsInPass,
  turnOrder,
  updateCombatant,
  type CombatState,
  type DiceSource,
  type FormulaLabels,
  type InitiativeRoll,
  type PhaseView,
  type TimedItemSlot,
} from "../engine";
import { changedInput } from "./change";
import { scenarioDice } from "./dice";
import { Field } from "./field";
import { formulaLine } from "./formula-line";
import type {
  ActionLog,
  Checkpoint,
  FightLog,
  InitiativeLine,
  NoteCode,
  PassLog,
  PhaseLog,
  PointSnapshot,
  TurnLog,
} from "./log";
import { OUTPUT_VERSION } from "./log";
import { budgetView, notesOf } from "./observe";
import { pointKey, type Action, type Scenario, type ScenarioEvent } from "./scenario";
import { ACTION_COST, MAX_WORK, STEP_COST } from "./validate";

/** Whether the ruleset's formula counts hits and so gives 1-4 passes (sr4 rule 2); the others act once a pass. */
function countsPasses(ruleset: RulesetId): boolean {
  const spec = formulaSpec(ruleset);
  return spec.family === "sr" && spec.roll === "hits";
}

/** The initiative block of a turn; `kept` when the score was kept from the turn before (no new roll). */
function initiativeLine(
  state: CombatState,
  view: PhaseView | undefined,
  id: string,
  kept: boolean,
  labels: Partial<FormulaLabels>,
): InitiativeLine {
  const c = state.combatants.find((x) => x.id === id)!;
  const roll = c.roll;
  // The bonus pool as the engine will give it (after a chosen category), not the formula's default.
  const budget = view?.budget;
  return {
    id: c.id,
    name: c.input.name,
    formula: roll ? formulaLine(roll, c.input, labels) : "",
    dice: roll ? [...roll.dice] : [],
    score: c.score,
    kept,
    // only a formula that counts hits gives passes (sr4 rule 2)
    hits: roll?.formula.kind === "hits" ? roll.hits : null,
    passes: countsPasses(state.ruleset) ? c.passes : 1,
    glitch: c.flags.glitch,
    criticalGlitch: c.flags.criticalGlitch,
    bonusActions:
      budget?.family === "sr" && budget.bonus > 0 && budget.bonusCategory
        ? { category: budget.bonusCategory, count: budget.bonus }
        : null,
    noPhase: view !== undefined && view.passesLeft === 0 && !view.flags.surprised,
  };
}

function verbOf(action: Action): string {
  return action.kind === "command" ? action.command.type : action.kind;
}

function detailOf(action: Action): string {
  switch (action.kind) {
    case "command": {
      const { type: _t, combatantId: _c, ...rest } = action.command;
      return Object.values(rest).map(String).join(" ");
    }
    case "update":
      return Object.entries(action.change)
        .map(([k, v]) => `${k} ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
        .join(", ");
    case "add":
      return action.input.name;
    case "roll":
      return action.faces.join(" ");
    case "remove":
      return "";
  }
}

/** The fields written besides the verb and the combatant, for the table to put into words. */
function argsOf(action: Action): Record<string, unknown> {
  switch (action.kind) {
    case "command": {
      const { type: _t, combatantId: _c, ...rest } = action.command;
      return rest;
    }
    case "update":
      return { ...action.change };
    case "add":
      return { name: action.input.name };
    case "roll":
      return { faces: action.faces };
    case "remove":
      return {};
  }
}

/** Who had phases left `before` and has none `after`, in the order of the pass before the action. */
function lostPhases(state: CombatState, before: Map<string, number>, after: Map<string, number>): string[] {
  const lost = [...before].filter(([id, n]) => n > 0 && after.get(id) === 0).map(([id]) => id);
  if (lost.length < 2) return lost;
  return turnOrder(state)
    .map((v) => v.combatantId)
    .filter((id) => lost.includes(id));
}

function actionId(action: Action): string {
  if (action.kind === "command") return action.command.combatantId;
  return action.kind === "add" ? action.input.id : action.combatantId;
}

class Runner {
  private state: CombatState;
  private readonly dice: DiceSource & { unused(): number[] };
  private turn = 0;
  private pass = 1;
  /** Events not fired yet, in file order (the first one left names a point that never came)... */
  private readonly pending: Set<ScenarioEvent>;
  /** ... and by their point (pointKey), so a phase looks at its own events only, not at every event of the file. */
  private readonly at = new Map<string, ScenarioEvent[]>();
  /** Work done (combatants looked at by each phase and each action), held to MAX_WORK. */
  private work = 0;
  /** The phase row being played and where actions are logged. */
  private row: PhaseLog | null = null;
  private passLog: PassLog | null = null;
  /** Actions of a "before" point whose phase did not come (the order changed): shown with the next phase. */
  private carry: ActionLog[] = [];
  /** Timed items going off in this pass and the phase each follows, as the engine last placed them. */
  private slots: TimedItemSlot[] = [];
  /** Timed items of this pass already shown. */
  private readonly placed = new Set<string>();
  private turnLog: TurnLog | null = null;
  /** Event points an expectation reads the state at, and what was seen there. */
  private readonly watched: Set<string>;
  private readonly checkpoints: Checkpoint[] = [];
  /** Each combatant's roll of the turn before, to tell a kept score from a new roll. */
  private readonly rolls = new Map<string, InitiativeRoll | null>();
  /** Rolls made before the turn's roll (physical dice, a typed score): the turn takes them as made. */
  private made: Record<string, InitiativeRoll> = {};

  constructor(
    private readonly s: Scenario,
    private readonly labels: Partial<FormulaLabels>,
    private readonly maxWork: number,
  ) {
    this.pending = new Set(s.events);
    for (const e of s.events) {
      const key = pointKey(
        e.turn,
        e.pass,
        e.point.at,
        "combatantId" in e.point ? e.point.combatantId : undefined,
      );
      const list = this.at.get(key);
      if (list) list.push(e);
      else this.at.set(key, [e]);
    }
    this.watched = new Set(
      s.expect.flatMap((e) =>
        e.point
          ? [
              pointKey(
                e.turn,
                e.pass ?? 1,
                e.point.at,
                "combatantId" in e.point ? e.point.combatantId : undefined,
              ),
            ]
          : [],
      ),
    );
    this.dice = scenarioDice(s.file, s.dice, () => ({ turn: this.turn, pass: this.pass }));
    this.state = this.guarded("combatants", () =>
      createCombat(s.ruleset, s.combatants, this.dice, s.settings),
    );
  }

  /** Engine complaints about input outside any command become a ScenarioError at `path`. */
  private guarded<T>(path: string, run: () => T): T {
    try {
      return run();
    } catch (err) {
      if (err instanceof InputError)
        new Field(this.s.file, path, undefined).fail("engine", { text: err.message });
      if (err instanceof RuleError)
        new Field(this.s.file, path, undefined).fail("engine", { text: err.message });
      throw err;
    }
  }

  run(): FightLog {
    const turns: TurnLog[] = [];
    for (let turn = 1; turn <= this.s.turns; turn += 1) turns.push(this.playTurn(turn));
    const missed = [...this.pending][0];
    if (missed) {
      const point =
        "combatantId" in missed.point ? `${missed.point.at} ${missed.point.combatantId}` : missed.point.at;
      new Field(this.s.file, missed.path, undefined).fail("reached", {
        turn: missed.turn,
        pass: missed.pass,
        point,
      });
    }
    return {
      version: OUTPUT_VERSION,
      scenario: { file: this.s.file, name: this.s.name, ruleset: this.s.ruleset, turns: this.s.turns },
      turns,
      unusedDice: this.dice.unused(),
      checkpoints: this.checkpoints,
    };
  }

  /** Events still to fire at this point of the phase of `id`. */
  private due(at: string, id: string): boolean {
    return this.at.has(pointKey(this.turn, this.pass, at, id));
  }

  private fire(at: string, sink: ActionLog[], id?: string): ActionLog[] {
    const key = pointKey(this.turn, this.pass, at, id);
    const events = this.at.get(key) ?? [];
    this.at.delete(key);
    for (const e of events) {
      this.pending.delete(e);
      let target = sink;
      for (const action of e.actions) {
        const opened = this.perform(action, at, target);
        // The intervention and the actions after it belong to the intervener's phase.
        if (opened) {
          opened.actions.push(target.pop()!);
          target = opened.actions;
        }
      }
    }
    this.watch(pointKey(this.turn, this.pass, at, id));
    return sink;
  }

  /** Records the combatants at an event point an expectation names (once: the first time it comes). */
  private watch(key: string): void {
    if (!this.watched.has(key) || this.checkpoints.some((c) => c.key === key)) return;
    const views = new Map(phaseViews(this.state).map((v) => [v.combatantId, v]));
    const combatants: Record<string, PointSnapshot> = {};
    for (const c of this.state.combatants) {
      const budget = views.get(c.id)?.budget;
      combatants[c.id] = {
        score: c.score,
        edge: c.input.edgePoints,
        passes: countsPasses(this.state.ruleset) ? c.passes : 1,
        bonusCategory: budget?.family === "sr" && budget.bonus > 0 ? budget.bonusCategory : null,
      };
    }
    this.checkpoints.push({ key, combatants });
  }

  /**
   * Counts the work of a phase or an action (`phases` phases' worth) as validate.ts does: the combatants it
   * looks at, plus STEP_COST.
   * A fight whose dice make more of it than the file could say (sr5 scores high enough for dozens of passes)
   * stops at MAX_WORK, as a file asking for more is refused before it is played.
   */
  private spend(phases = 1): void {
    this.work += phases * (this.state.combatants.length + STEP_COST);
    if (this.work > this.maxWork)
      new Field(this.s.file, "(fight)", undefined).fail("workPlayed", {
        max: this.maxWork,
        turn: this.turn,
        pass: this.pass,
      });
  }

  /** Performs one action and logs it; returns the row it opened when it was an intervention. */
  private perform(action: Action, point: string, sink: ActionLog[]): PhaseLog | null {
    this.spend(ACTION_COST);
    const log: ActionLog = {
      point,
      verb: verbOf(action),
      combatantId: actionId(action),
      detail: detailOf(action),
      args: argsOf(action),
      ok: true,
      refused: null,
      lostPhases: [],
    };
    sink.push(log);
    if (action.kind === "update") log.args = this.itemNames(action.combatantId, log.args);
    const was = this.state;
    const before = phasesLeftById(was);
    try {
      this.state = this.step(action, point);
      log.lostPhases = lostPhases(was, before, phasesLeftById(this.state));
    } catch (err) {
      if (!(err instanceof RuleError)) throw err;
      log.ok = false;
      log.refused = { code: err.code, message: err.message, params: { ...err.params } };
      return null;
    }
    const cmd = action.kind === "command" ? action.command : null;
    if (cmd?.type === "choose-bonus-category") this.showCategoryInForce(cmd.combatantId);
    return cmd?.type === "intervene" ? this.openRow(cmd.combatantId, ["intervened"]) : null;
  }

  /** bonus-actions rule 5: a category picked after the roll shows on the turn's roll line at once. */
  private showCategoryInForce(id: string): void {
    const lines = this.turnLog?.initiative ?? [];
    const at = lines.findIndex((l) => l.id === id);
    if (at < 0) return;
    const view = phaseViewOf(this.state, id);
    lines[at] = initiativeLine(this.state, view, id, lines[at]!.kept, this.labels);
  }

  /** An update's item ids as the combatant's sheet names them (ids it does not know stay as written). */
  private itemNames(id: string, args: Record<string, unknown>): Record<string, unknown> {
    const sources = this.state.combatants.find((c) => c.id === id)?.input.sources ?? [];
    const named = (ids: unknown) =>
      Array.isArray(ids) ? ids.map((x) => sources.find((s) => s.id === x)?.name ?? x) : ids;
    const out = { ...args };
    for (const key of ["activate", "deactivate", "removeItems"]) if (key in out) out[key] = named(out[key]);
    return out;
  }

  private step(action: Action, point: string): CombatState {
    const { state, dice } = this;
    const present = (id: string, field: string) => {
      const c = state.combatants.find((x) => x.id === id);
      return c ?? new Field(this.s.file, `${action.path}.${field}`, id).fail("present");
    };
    try {
      switch (action.kind) {
        case "command": {
          const c = present(action.command.combatantId, action.command.type);
          // Before the roll a typed score is the coming roll's score, as a GM types it into an unrolled row.
          if (action.command.type === "set-score" && point === "before-roll") {
            const score = readHandScore(action.command.score, c.input.name);
            this.made[c.id] = handRoll(state, c, score);
            return state;
          }
          return apply(state, action.command, dice);
        }
        case "roll": {
          const c = present(action.combatantId, "roll");
          this.made[c.id] = physicalRoll(state, c, action.faces);
          return state;
        }
        case "update": {
          const c = present(action.combatantId, "update");
          const input = changedInput(this.s, action, c.input);
          return updateCombatant(state, input, dice);
        }
        case "add":
          if (state.combatants.some((c) => c.id === action.input.id)) {
            new Field(this.s.file, `${action.path}.add.id`, action.input.id).fail("newId");
          }
          return addCombatant(state, action.input, dice);
        case "remove":
          present(action.combatantId, "remove");
          return removeCombatant(state, action.combatantId);
      }
    } catch (err) {
      if (err instanceof InputError)
        new Field(this.s.file, action.path, undefined).fail("engine", { text: err.message });
      throw err;
    }
  }

  /** One combatant's row, without ordering the pass: asked several times a phase, so linear in the crowd. */
  private view(id: string): PhaseView | undefined {
    return phaseViewOf(this.state, id);
  }

  /** A phase begins (or a delayed one is taken up): a new row with the score and budget it starts with. */
  private openRow(id: string, extra: NoteCode[] = []): PhaseLog {
    this.spend();
    this.closeRow();
    this.placeTimedItems(null);
    const v = this.view(id);
    const row: PhaseLog = {
      kind: "phase",
      combatantId: id,
      name: v?.name ?? id,
      score: v?.score ?? null,
      budget: v ? budgetView(this.state.ruleset, v.budget) : null,
      budgetLeft: null,
      notes: [...extra, ...(v ? notesOf(v) : [])],
      actions: this.carry,
    };
    this.carry = [];
    this.passLog?.phases.push(row);
    this.row = row;
    return row;
  }

  /**
   * A phase handed back before anything was done in it (a score change put someone else first: sr5 rule 4)
   * was no phase: its row goes, and what happened in it is shown with the next row.
   */
  private dropHandedBack(id: string): void {
    const row = this.row;
    const c = this.state.combatants.find((x) => x.id === id);
    if (!row || row.combatantId !== id || !c || c.actedThisPass || c.phaseBegun === true) return;
    this.passLog?.phases.splice(this.passLog.phases.indexOf(row), 1);
    this.carry.push(...row.actions);
    this.row = null;
  }

  /** Notes that only show by the end of the phase (delays, full defense) join the row. */
  private closeRow(): void {
    const row = this.row;
    if (!row) return;
    const v = this.view(row.combatantId);
    for (const note of v ? notesOf(v) : []) if (!row.notes.includes(note)) row.notes.push(note);
    if (v && row.budget) row.budgetLeft = budgetView(this.state.ruleset, v.budget);
    this.row = null;
  }

  /** The next state if the phase ends now, or null when that ends the turn (the engine would roll). */
  private probe(): CombatState | null {
    return advanceInTurn(this.state);
  }

  private playTurn(turn: number): TurnLog {
    this.turn = turn;
    this.pass = 1;
    const log: TurnLog = { turn, initiative: [], passes: [], actions: [], emptyPasses: [] };
    this.turnLog = log;
    this.fire("before-roll", log.actions);
    const made = this.made;
    this.made = {};
    this.state = this.guarded("dice", () => startTurn(this.state, this.dice, made));
    const views = new Map(phaseViews(this.state).map((v) => [v.combatantId, v]));
    // A defeated combatant rolls nothing and is not listed among the turn's rolls.
    log.initiative = this.state.combatants
      .filter((c) => !c.flags.defeated)
      .map((c) => {
        const kept = c.roll !== null && this.rolls.get(c.id) === c.roll;
        this.rolls.set(c.id, c.roll);
        return initiativeLine(this.state, views.get(c.id), c.id, kept, this.labels);
      });
    this.fire("start-of-turn", log.actions);
    // A guard against a loop that never ends, per pass: sr5 scores can give dozens of passes (MAX_WORK holds them).
    const limit = 16 * (this.state.combatants.length + 4) * (this.s.events.length + 4);
    let steps = 0;
    let passEnded = false;
    for (;;) {
      if ((steps += 1) > limit)
        throw new Error(`${this.s.file}: the engine did not finish pass ${this.pass} of turn ${turn}`);
      const id = this.state.currentId;
      if (id === null) {
        // Nobody acts in this pass any more (a delay carried on, a phase taken away): on to the next pass.
        if (this.passLog && !passEnded) {
          passEnded = true;
          if (this.fireEndOfPass()) continue;
        }
        const next = this.probe();
        if (next === null || next.currentId === null) break;
        this.moveOn(next);
        continue;
      }
      if (!this.passLog || this.state.pass !== this.pass) {
        // Passes skipped on the way here had nobody in them.
        for (let p = (log.passes.at(-1)?.pass ?? 0) + 1; p < this.state.pass; p += 1) log.emptyPasses.push(p);
        this.pass = this.state.pass;
        this.passLog = { pass: this.pass, phases: [], actions: [] };
        this.slots = timedItemsInPass(this.state);
        log.passes.push(this.passLog);
        this.fire("start-of-pass", this.passLog.actions);
        passEnded = false;
        steps = 0;
        continue;
      }
      if (this.row?.combatantId !== id) {
        const before = this.fire("before", [], id);
        if (this.state.currentId !== id) {
          this.carry.push(...before);
          continue;
        }
        this.openRow(id).actions.push(...before);
      }
      this.fire("during", this.row!.actions, id);
      if (this.state.currentId !== id) {
        this.dropHandedBack(id);
        continue;
      }
      // What happens at this point comes after the phase is over (sr4 rule 7: the pass has begun).
      if (this.due("after", id)) this.state = phaseOver(this.state);
      this.fire("after", this.row!.actions, id);
      if (this.state.currentId !== id) {
        this.dropHandedBack(id);
        continue;
      }
      const next = this.probe();
      if (!passEnded && (next === null || next.pass !== this.pass)) {
        passEnded = true;
        this.fireEndOfPass();
        continue;
      }
      if (next === null) break;
      this.moveOn(next);
    }
    this.closeRow();
    this.endPass();
    this.fire("end-of-turn", log.actions);
    log.emptyPasses.sort((a, b) => a - b);
    return log;
  }

  /** Fires the end-of-pass events; true when there were any (they may have changed who acts). */
  private fireEndOfPass(): boolean {
    const passLog = this.passLog!;
    const before = passLog.actions.length;
    this.fire("end-of-pass", passLog.actions);
    return passLog.actions.length > before;
  }

  /** The phase is over: `next` is the engine's state after it, maybe in a new pass. */
  private moveOn(next: CombatState): void {
    const ended = this.row?.combatantId;
    this.closeRow();
    // A delaying combatant's phase is not over yet: items due after it wait for its later row.
    if (ended !== undefined && !this.view(ended)?.flags.delayed) this.placeTimedItems(ended);
    this.state = next;
    if (this.state.pass !== this.pass) this.endPass();
  }

  /** Surprised combatants without a phase get a row where their score would have put them. */
  private lostTurns(passLog: PassLog): void {
    for (const v of turnOrder(this.state)) {
      if (v.hasPhase || !v.flags.surprised || v.flags.defeated || v.score === null) continue;
      const score = v.score;
      const at = passLog.phases.findIndex((p) => p.score !== null && p.score < score);
      passLog.phases.splice(at === -1 ? passLog.phases.length : at, 0, {
        kind: "lost-turn",
        combatantId: v.combatantId,
        name: v.name,
        score,
        budget: null,
        budgetLeft: null,
        notes: notesOf(v),
        actions: [],
      });
    }
  }

  /**
   * Timed items go off where the engine places them as the pass stands now (sr4 rule 11): `afterId` null
   * before the first phase, else right after that combatant's phase has ended. Asked each time, so an
   * Edge go-first or a changed score moves them as it moves the tracker's row.
   */
  private placeTimedItems(afterId: string | null): void {
    const passLog = this.passLog;
    if (!passLog || this.state.pass !== this.pass) return;
    this.slots = timedItemsInPass(this.state);
    for (const { item, afterId: after } of this.slots) {
      if (after !== afterId || this.placed.has(item.id)) continue;
      this.placed.add(item.id);
      passLog.phases.push(this.timedItemRow(item));
    }
  }

  private timedItemRow(item: TimedItemSlot["item"]): PhaseLog {
    return {
      kind: "timed-item",
      combatantId: item.ownerId,
      name: item.name,
      score: item.score,
      budget: null,
      budgetLeft: null,
      notes: ["timed-item"],
      actions: [],
    };
  }

  /** The pass is over: items whose phase never came go where the engine last placed them; then lost turns. */
  private endPass(): void {
    const passLog = this.passLog;
    if (!passLog) return;
    for (const { item, afterId } of this.slots) {
      if (this.placed.has(item.id)) continue;
      const after = passLog.phases
        .map((p) => (p.kind === "phase" ? p.combatantId : undefined))
        .lastIndexOf(afterId ?? undefined);
      passLog.phases.splice(after + 1, 0, this.timedItemRow(item));
    }
    if (!passLog.phases.some((p) => p.kind === "phase")) this.turnLog?.emptyPasses.push(passLog.pass);
    this.lostTurns(passLog);
    this.passLog = null;
    this.slots = [];
    this.placed.clear();
  }
}

/**
 * Runs a validated scenario; `labels` are the formula's words in the chosen language (English by default).
 * Throws ScenarioError when the fight itself shows the scenario is unsound, or when it takes more than
 * `maxWork` (the tests hand in a smaller one).
 */
export function runScenario(s: Scenario, labels: Partial<FormulaLabels> = {}, maxWork = MAX_WORK): FightLog {
  return new Runner(s, labels, maxWork).run();
}
