// Shadowturn's Combat document: Foundry's combat tracker driven by the rules engine. The documents hold the
// state (combat.system, each combatant's system and initiative); every change reads them into a CombatState,
// asks the engine, and writes the result back in ONE combat.update (round, turn, system and the embedded
// combatants that changed). Dice are real Foundry Rolls (foundry-dice.ts).
//
// Public methods for the tracker and the sheets:
// - engineState(): CombatState        the stored state as the engine sees it.
// - phaseRows(): PhaseView[]          the rows of the current pass, top to bottom (engine turnOrder).
// - runCommand(cmd): Promise<void>    a tracker command (spend, delay, seize ...). The GM applies it; a player's
//                                     is relayed to the active GM; a refusal is shown localised.
// - runCommands(cmds): Promise<void>  GM only: several commands in one write (surprise by side).
// - endPhase(combatantId): Promise<void>  ends that combatant's phase (a player: only their own, relayed).
// - nextTurn / previousTurn           next phase (through passes and turns) / back to the state before the
//                                     last advance. Players: nextTurn ends their own phase.
// - nextRound / previousRound         next turn (re-roll as the ruleset says) / back to the previous turn.
// - startCombat, rollInitiative, rollAll, rollNPC, resetAll as core, played by the engine's rules.
import {
  addCombatant,
  advanceInTurn,
  apply,
  createCombat,
  declaredRollOptions,
  initiativeFormula,
  makeInput,
  removeCombatant,
  scoreChange,
  startTurn,
  turnOrder,
  updateCombatant,
  type CombatantInput,
  type CombatState,
  type Command,
  type EngineSettings,
  type InitiativeRoll,
  type PhaseView,
  type RulesetId,
} from "../../engine";
import { engineSettings, getSetting } from "../settings";
import { postDiceChanged, postInitiativeCards, type CardEntry } from "./chat-card";
import { postScoreChange } from "./score-card";
import type { CombatSystemData } from "./combat-model";
import type { CombatantSystemData, RelayRequest } from "./combatant-model";
import { coinsOnly, rollWithFoundry, runWithFoundryDice, type RolledInitiative } from "./foundry-dice";
import { deleteKey } from "./delete-key";
import { clearHistory, entryOf, goBack, pushEntry } from "./history";
import { manageTurnEvents, noteDirection } from "./turn-events";
import { combatRefusal, RefusalError, refusalOf, report, showRefusal, type Refusal } from "./notify";
import { checkRequest, makeRequest, sendRequest, type RelayAction } from "./relay";
import {
  changedFields,
  frozen,
  orderIds,
  readCombatant,
  readState,
  stateWrite,
  storedInput,
  type CombatantEntry,
  type CombatantRecord,
} from "./state-mapping";

/** A combatant's system as our layer reads it. */
export function combatantData(c: Combatant): CombatantSystemData {
  return c.system as unknown as CombatantSystemData;
}

/** A combatant's name, "" when it has none (core's name may be missing: no token or actor name either). */
function nameOf(c: Combatant): string {
  return c.name ?? "";
}

/** The engine input of a combatant's actor now (the actor helper's `system.initiativeInput()`). */
export function liveInput(c: Combatant): CombatantInput {
  const system = c.actor?.system as
    { initiativeInput?: () => Omit<CombatantInput, "id" | "name"> } | undefined;
  const input = system?.initiativeInput?.();
  const name = nameOf(c);
  return input ? { ...input, id: c.id, name } : makeInput({ id: c.id, name });
}

function record(c: Combatant): CombatantRecord {
  return { id: c.id, name: nameOf(c), initiative: c.initiative, system: combatantData(c) };
}

type TurnHook = "combatStart" | "combatTurn" | "combatRound";

interface WriteOptions {
  /** Keep the state before for going back. */
  history?: boolean;
  /** The hook modules listen for, fired here because we replace the core method (FOUNDRY-API.md 1). */
  hook?: TurnHook;
  /** Extra embedded combatant changes in the same write (clearing a relayed request). */
  extra?: CombatantEntry | { _id: string; system: Record<string, unknown> };
  direction?: 1 | -1;
}

/** The documents read once: the engine state, its rows and Foundry's order, each made when first asked. */
interface DocumentsRead {
  state: CombatState;
  rows: PhaseView[] | null;
  ids?: string[];
}

/** `_on{Action}DescendantDocuments(parent, collection, documents, data, options, userId)` (DS `combat.mjs`). */
type DescendantArgs = [Combat, string, Combatant[], unknown[], object, string];

function sameSettings(a: EngineSettings, b: EngineSettings): boolean {
  return (Object.keys(b) as (keyof EngineSettings)[]).every((k) => a[k] === b[k]);
}

/** The ids of a Combat update's `combatants` entries. */
function carriedIds(entries: unknown): string[] {
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((e) => {
    const id = (e as { _id?: unknown } | null)?._id;
    return typeof id === "string" ? [id] : [];
  });
}

export class ShadowturnCombat extends Combat {
  /** GM-side work runs one at a time, so each step reads the state the previous one wrote. */
  #queue: Promise<unknown> = Promise.resolve();
  /** Relay request ids this client has handled (the stored `handledRequest` covers reloads). */
  #handled = new Set<string>();
  /** What this client last read from the documents once started (see #read); null once they change. */
  #kept: DocumentsRead | null = null;
  /** The documents changed since the turn was last ordered (setupTurns). */
  #unordered = true;
  /** Combatants whose change this client has taken in during the current task (see combatantChanged). */
  #carried: ReadonlySet<string> = new Set();

  get turnState(): CombatSystemData {
    return this.system as unknown as CombatSystemData;
  }

  /** The ruleset this combat plays: its own once started, else the world's current choice. */
  get ruleset(): RulesetId {
    return this.started ? this.turnState.ruleset : getSetting("ruleset");
  }

  private records(): CombatantRecord[] {
    return this.combatants.contents.map(record);
  }

  /**
   * The stored state as the engine sees it. Before the start everyone's input is read from the actors now;
   * once started each combatant keeps the input its score was computed from (mid-turn-sync.ts updates it), and
   * combatants the engine has not taken in yet are left out.
   */
  engineState(): CombatState {
    return this.#read().state;
  }

  /**
   * The documents as the engine sees them and their rows, read once per change. Once started the state
   * depends only on this combat's documents and the world's engine settings: it is kept until a document
   * changes (documentsChanged) or a setting does. Before the start the actors are read every time.
   */
  #read(): DocumentsRead {
    const kept = this.#kept;
    if (kept && this.started && sameSettings(kept.state.settings, engineSettings())) return kept;
    const state = this.#readDocuments();
    const read: DocumentsRead = { state: this.started ? frozen(state) : state, rows: null };
    this.#kept = this.started ? read : null;
    return read;
  }

  /**
   * The documents of this combat changed on this client (an update, a combatant created or deleted): the
   * next read and the next setupTurns go back to them.
   */
  documentsChanged(): void {
    this.#kept = null;
    this.#unordered = true;
  }

  /**
   * A combatant's own update arrived (Combatant#_onUpdate). When this combat's update or core's combatant
   * callback already took it in during this task, nothing is left to do; otherwise the turn is ordered again
   * once the current task is done, unless core's setupTurns has done it by then (#9641).
   */
  combatantChanged(id: string): void {
    if (this.#carried.has(id)) return;
    this.documentsChanged();
    queueMicrotask(() => {
      if (this.#unordered) this.setupTurns();
    });
  }

  /** Marks combatants as taken in until the current task ends. */
  #carry(ids: readonly string[]): void {
    if (ids.length === 0) return;
    const carried = new Set([...this.#carried, ...ids]);
    this.#carried = carried;
    queueMicrotask(() => {
      if (this.#carried === carried) this.#carried = new Set();
    });
  }

  #readDocuments(): CombatState {
    const combatants = this.combatants.contents.flatMap((c) => {
      const input = this.started ? storedInput(combatantData(c).input) : liveInput(c);
      return input ? [{ doc: record(c), input }] : [];
    });
    const state = readState({
      ruleset: this.ruleset,
      settings: engineSettings(),
      round: this.round,
      system: this.turnState,
      combatants,
    });
    // A combatant deleted since the last write leaves no trace in the order.
    const present = new Set(state.combatants.map((c) => c.id));
    const currentId = state.currentId !== null && present.has(state.currentId) ? state.currentId : null;
    return { ...state, currentId, actedOrder: state.actedOrder.filter((id) => present.has(id)) };
  }

  /**
   * The tracker's rows for the current pass; none when the stored data cannot be read. A caller that already
   * holds the engine state passes it, so a render reads the documents once.
   */
  phaseRows(state?: CombatState): PhaseView[] {
    try {
      return [...this.#rows(state)];
    } catch {
      return [];
    }
  }

  /** The engine's rows of `state`; those of the documents' state are ordered once per change. */
  #rows(state?: CombatState): readonly PhaseView[] {
    if (state === undefined) return this.#rowsOf(this.#read());
    const kept = this.#kept;
    return kept && state === kept.state ? this.#rowsOf(kept) : turnOrder(state);
  }

  #rowsOf(read: DocumentsRead): readonly PhaseView[] {
    return (read.rows ??= turnOrder(read.state));
  }

  /**
   * Foundry's turn order is the engine's (COS replaces setupTurns the same way and keeps its side effects:
   * turns, turn, current, previous). A pure function of stored data, so every client agrees. Bad actor data
   * must not break the tracker: then the order falls back to initiative, name and id.
   */
  override setupTurns(): Combatant[] {
    // Core may ask before the documents are fully prepared: then there is nothing to order yet.
    if (!this.combatants || !this.system) return (this.turns = []);
    let ids: string[];
    try {
      ids = this.#orderedIds();
    } catch {
      ids = this.combatants.contents
        .sort(
          (a, b) =>
            (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity) ||
            nameOf(a).localeCompare(nameOf(b)) ||
            a.id.localeCompare(b.id),
        )
        .map((c) => c.id);
    }
    const turns = ids.map((id) => this.combatants.get(id)).filter((c): c is Combatant => c !== undefined);
    const currentId = this.started ? this.turnState.currentId : null;
    const index = currentId === null ? -1 : turns.findIndex((c) => c.id === currentId);
    this.turn = index === -1 ? (this.started ? null : this.turn) : index;
    this.turns = turns;
    this.current = this._getCurrentState(this.turn === null ? undefined : turns[this.turn]);
    this.previous ??= this.current;
    return turns;
  }

  /** Foundry's order of the documents now: kept until they change (core may ask several times per update). */
  #orderedIds(): string[] {
    const read = this.#read();
    const ids = (read.ids ??= orderIds(read.state, this.records(), this.#rowsOf(read)));
    this.#unordered = false;
    return ids;
  }

  /**
   * Our order never needs core's comparator. For anything that still calls it: the order setupTurns found,
   * read through the combatants' own combat, not `this` (core may call it unbound: FOUNDRY-API.md 1 pitfalls).
   */
  protected override _sortCombatants(a: Combatant, b: Combatant): number {
    const ids = (a.parent ?? b.parent)?.turns.map((c) => c.id) ?? [];
    return ids.indexOf(a.id) - ids.indexOf(b.id) || a.id.localeCompare(b.id);
  }

  /**
   * Every client orders the turn again after a Combat update (#12808), once: the documents are read again
   * here, and the combatants this update carried are taken in with it, so their own `_onUpdate`, should core
   * run it too (not verified, test/stand-in/EVIDENCE.md), adds no second read.
   */
  protected override _onUpdate(changed: Record<string, unknown>, options: object, userId: string): void {
    noteDirection(this, options);
    this.documentsChanged();
    this.#carry(carriedIds(changed.combatants));
    super._onUpdate(changed, options, userId);
    this.setupTurns();
  }

  /** Turn events told in passes (turn-events.ts); the pass is part of where the fight stands. */
  protected override _manageTurnEvents(): Promise<void> {
    const waiting = (id: string) => {
      const c = this.combatants.get(id);
      return c !== undefined && combatantData(c).flags?.delayed === true;
    };
    return manageTurnEvents(this, waiting);
  }

  protected override _getCurrentState(combatant?: Combatant): ShadowturnCombatHistoryData {
    return { ...super._getCurrentState(combatant), pass: this.system ? this.turnState.pass : undefined };
  }

  /** Movement history is cleared once per combat turn, at its start (turn-events.ts), not at each phase. */
  protected override async _clearMovementHistoryOnStartTurn(): Promise<void> {}

  /** Core orders the turn after combatants are created, updated or deleted (#9641): from the documents now. */
  protected override _onCreateDescendantDocuments(...args: DescendantArgs): void {
    this.documentsChanged();
    super._onCreateDescendantDocuments(...args);
  }

  protected override _onUpdateDescendantDocuments(...args: DescendantArgs): void {
    this.documentsChanged();
    this.#carry(args[2].map((d) => d.id));
    super._onUpdateDescendantDocuments(...args);
  }

  protected override _onDeleteDescendantDocuments(...args: DescendantArgs): void {
    this.documentsChanged();
    super._onDeleteDescendantDocuments(...args);
  }

  /**
   * Seconds of world time between now and (round, turn): core's getTimeDelta (#12018, as SR5 uses it) where
   * it exists, else whole rounds of CONFIG.time.roundTime (FOUNDRY-API.md 1). A new pass starts the order
   * again within the same round, which getTimeDelta counts as going back turns (a negative delta once
   * CONFIG.time.turnTime is set); going forward never turns the clock back, so that step counts one turn.
   * Going back likewise never moves the clock forward.
   */
  #timeDelta(round: number, turn: number | null, direction: 1 | -1): number {
    const delta =
      typeof this.getTimeDelta === "function"
        ? this.getTimeDelta(this.round, this.turn, round, turn)
        : (round - this.round) * (CONFIG.time?.roundTime ?? 0);
    const oneTurn = CONFIG.time?.turnTime ?? 0;
    if (direction > 0 && delta < 0) return oneTurn;
    if (direction < 0 && delta > 0) return -oneTurn;
    return delta;
  }

  /** Runs GM-side work after the work already queued. */
  #serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.#queue.then(work, work);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  /** Writes `after` in one update (the history snapshot and any relay clearing in the same call). */
  async #write(before: CombatState, after: CombatState, opts: WriteOptions = {}): Promise<void> {
    const records = this.records();
    const w = stateWrite(after, before, records);
    const system = changedFields(w.system, this.turnState);
    if (opts.history) {
      system.history = pushEntry(this.turnState.history, entryOf(before, after), deleteKey);
    }
    const combatants: Record<string, unknown>[] = w.combatants.map((e) => ({ ...e }));
    if (opts.extra) {
      const same = combatants.find((e) => e._id === opts.extra?._id);
      if (same) same.system = { ...(same.system as object), ...opts.extra.system };
      else combatants.push({ ...opts.extra });
    }
    const updateData = { round: w.round, turn: w.turn, system, combatants };
    const direction = opts.direction ?? 1;
    const delta = this.#timeDelta(w.round, w.turn, direction);
    const updateOptions = { direction, worldTime: { delta } };
    if (opts.hook) Hooks.callAll(opts.hook, this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    await this.#writeBackEdge(before, after);
  }

  /** Edge spent in the tracker is taken off the actor's current Edge too (`system.edge.value`). */
  async #writeBackEdge(before: CombatState, after: CombatState): Promise<void> {
    for (const c of after.combatants) {
      const was = before.combatants.find((x) => x.id === c.id);
      const actor = this.combatants.get(c.id)?.actor;
      const edge = (actor?.system as { edge?: { value?: unknown } } | undefined)?.edge;
      if (!was || !actor || typeof edge?.value !== "number") continue;
      if (c.input.edgePoints < was.input.edgePoints)
        await actor.update({ "system.edge.value": c.input.edgePoints });
    }
  }

  async #cards(rolled: RolledInitiative[], options: ShadowturnInitiativeOptions = {}): Promise<void> {
    if (rolled.length === 0) return;
    const entries: CardEntry[] = rolled.map((r) => {
      const c = this.combatants.get(r.combatantId);
      return {
        name: c?.name ?? r.combatantId,
        actor: c?.actor ?? null,
        hidden: c?.hidden ?? false,
        rolled: r,
      };
    });
    await postInitiativeCards(entries, options.messageOptions);
  }

  // ----- starting, rolling, resetting -----

  /**
   * Starts turn 1: the engine's combat is created (a coin tossed for everyone, as the simulator does), scores
   * rolled before the start are kept, everyone else rolls in Foundry, then one write.
   */
  override async startCombat(): Promise<this> {
    if (!game.user.isGM) return this.#refuse(combatRefusal("GmOnly"));
    await this.#serial(async () => {
      const base = this.engineState();
      const created = createCombat(
        base.ruleset,
        base.combatants.map((c) => c.input),
        coinsOnly(),
        base.settings,
      );
      const fresh: CombatState = {
        ...base,
        combatants: base.combatants.map((c, i) => ({ ...c, coin: created.combatants[i]?.coin ?? c.coin })),
      };
      const rolls: Record<string, InitiativeRoll> = {};
      for (const c of fresh.combatants)
        if (c.roll && c.roll.formula.ruleset === base.ruleset) rolls[c.id] = c.roll;
      const { state, dice } = await runWithFoundryDice((d) => startTurn(fresh, d, rolls));
      this._playCombatSound?.("startEncounter");
      await this.#write(base, state, { hook: "combatStart" });
      await this.#cards(dice.initiative);
    }).catch(report);
    return this;
  }

  /**
   * Rolls initiative as real Foundry Rolls. Before the start: the owners' combatants roll and keep the score
   * for turn 1. Once started, initiative is rolled at each new turn; a combatant that joined mid-fight is taken
   * in with its roll by the GM.
   */
  override async rollInitiative(
    ids: string | string[],
    options: ShadowturnInitiativeOptions = {},
  ): Promise<this> {
    const list = (Array.isArray(ids) ? ids : [ids])
      .map((id) => this.combatants.get(id))
      .filter((c) => c?.isOwner);
    if (this.started) {
      const joining = list.filter((c) => c && storedInput(combatantData(c).input) === null) as Combatant[];
      if (joining.length < list.length) showRefusal(combatRefusal("AlreadyRolled"));
      if (game.user.isGM) for (const c of joining) await this.takeIn(c);
      return this;
    }
    await this.#serial(async () => {
      const state = this.engineState();
      const rolled: RolledInitiative[] = [];
      for (const c of list as Combatant[]) {
        const cs = state.combatants.find((x) => x.id === c.id);
        if (!cs) continue;
        const f = initiativeFormula(state.ruleset, cs.input, declaredRollOptions(cs));
        rolled.push(await rollWithFoundry(c.id, f));
      }
      if (rolled.length === 0) return;
      const updates = rolled.map((r) => ({
        _id: r.combatantId,
        initiative: r.initiative.score,
        system: { roll: r.initiative },
      }));
      await this.updateEmbeddedDocuments("Combatant", updates, { turnEvents: false });
      await this.#cards(rolled, options);
    }).catch(report);
    return this;
  }

  /** 5e: everyone the user owns without a score. */
  override async rollAll(options: ShadowturnInitiativeOptions = {}): Promise<this> {
    const ids = this.combatants.contents.filter((c) => c.isOwner && c.initiative === null).map((c) => c.id);
    return this.rollInitiative(ids, options);
  }

  /** Combatants no player owns, without a score. */
  override async rollNPC(options: ShadowturnInitiativeOptions = {}): Promise<this> {
    const players = game.users.contents.filter((u) => !u.isGM);
    const ids = this.combatants.contents
      .filter(
        (c) => c.isOwner && c.initiative === null && !players.some((u) => c.testUserPermission(u, "OWNER")),
      )
      .map((c) => c.id);
    return this.rollInitiative(ids, options);
  }

  /** Back to before the start: round 0, no scores, no turn state, no history; one write. */
  override async resetAll(): Promise<this> {
    if (!game.user.isGM) return this.#refuse(combatRefusal("GmOnly"));
    const blank = (c: Combatant) => ({
      _id: c.id,
      initiative: null,
      system: {
        input: null,
        roll: null,
        actedThisPass: false,
        passes: 0,
        phasesTaken: 0,
        extra: Object.fromEntries(Object.keys(combatantData(c).extra ?? {}).map((k) => [k, null])),
      },
    });
    await this.#serial(() =>
      this.update(
        {
          round: 0,
          turn: null,
          system: {
            pass: 1,
            currentId: null,
            actedOrder: [],
            timedItems: [],
            history: clearHistory(this.turnState.history, deleteKey),
          },
          combatants: this.combatants.contents.map(blank),
        },
        { direction: -1 },
      ),
    );
    return this;
  }

  /** A combatant that joined after the start: its roll in Foundry, then the engine takes it in (one write). */
  async takeIn(c: Combatant): Promise<void> {
    await this.#serial(async () => {
      if (!this.started || storedInput(combatantData(c).input) !== null || !this.combatants.get(c.id)) return;
      const before = this.engineState();
      const input = liveInput(c);
      const rolled = await rollWithFoundry(c.id, initiativeFormula(before.ruleset, input));
      const { state } = await runWithFoundryDice((d) => addCombatant(before, input, d, rolled.initiative));
      await this.#write(before, state);
      await this.#cards([rolled]);
    }).catch(report);
  }

  /** A combatant left: the engine lets the next one act if it was acting (one write). */
  async letGo(gone: Combatant): Promise<void> {
    await this.#serial(async () => {
      if (!this.started) return;
      const input = storedInput(combatantData(gone).input);
      if (!input) return;
      const state = this.engineState();
      const withIt: CombatState = {
        ...state,
        currentId: this.turnState.currentId,
        actedOrder: [...this.turnState.actedOrder],
        combatants: [...state.combatants, readCombatant(record(gone), input)],
      };
      await this.#write(withIt, removeCombatant(withIt, gone.id));
    }).catch(report);
  }

  /**
   * The combatant's actor changed mid-fight: the engine reconciles its score, passes and budget from the
   * input its score was computed from to the actor's input now; added or lost dice are real Rolls. One write,
   * none when nothing the engine reads changed.
   */
  async syncCombatant(c: Combatant): Promise<void> {
    await this.#serial(async () => {
      if (!this.started || storedInput(combatantData(c).input) === null) return;
      const before = this.engineState();
      const was = before.combatants.find((x) => x.id === c.id);
      const input = liveInput(c);
      if (!was || JSON.stringify(was.input) === JSON.stringify(input)) return;
      const { state, dice } = await runWithFoundryDice((d) => updateCombatant(before, input, d));
      await this.#write(before, state);
      for (const roll of dice.plain) {
        await postDiceChanged(c, roll);
      }
    }).catch(report);
  }

  // ----- advancing and going back -----

  /** Ends the current phase: the next phase, pass or turn, as the engine says. Players end their own phase. */
  override async nextTurn(): Promise<this> {
    if (!game.user.isGM) {
      const current = this.combatant;
      if (current?.isOwner) await this.endPhase(current.id);
      else showRefusal(combatRefusal("NotYourPhase"));
      return this;
    }
    await this.#serial(() => this.#advance()).catch(report);
    return this;
  }

  async #advance(extra?: WriteOptions["extra"]): Promise<void> {
    const before = this.engineState();
    if (before.turn === 0) throw combatRefusalError("NotStarted");
    const next = advanceInTurn(before);
    if (next === null) return this.#newTurn(before, extra);
    await this.#write(before, next, { history: true, hook: "combatTurn", extra });
  }

  /** A new turn: the re-rolls as real Rolls, then every score in the same one write. */
  async #newTurn(before: CombatState, extra?: WriteOptions["extra"]): Promise<void> {
    const { state, dice } = await runWithFoundryDice((d) => startTurn(before, d));
    await this.#write(before, state, { history: true, hook: "combatRound", extra });
    await this.#cards(dice.initiative);
  }

  /** Skips the rest of this turn: the next turn starts now. */
  override async nextRound(): Promise<this> {
    if (!game.user.isGM) return this.#refuse(combatRefusal("GmOnly"));
    if (!this.started) return this.startCombat();
    await this.#serial(() => this.#newTurn(this.engineState())).catch(report);
    return this;
  }

  /** Back to exactly the state before the last advance. */
  override async previousTurn(): Promise<this> {
    return this.#goBack("phase");
  }

  /** Back to the last phase of the previous turn. */
  override async previousRound(): Promise<this> {
    return this.#goBack("round");
  }

  async #goBack(scope: "phase" | "round"): Promise<this> {
    if (!game.user.isGM) return this.#refuse(combatRefusal("GmOnly"));
    await this.#serial(async () => {
      const now = this.engineState();
      const back = goBack(now, this.turnState.history, scope, deleteKey);
      if (!back) return showRefusal(combatRefusal("NoHistory"));
      const w = stateWrite(back.state, now, this.records());
      const delta = this.#timeDelta(w.round, w.turn, -1);
      const updateData = {
        ...w,
        system: { ...changedFields(w.system, this.turnState), history: back.update },
      };
      const updateOptions = { direction: -1 as const, worldTime: { delta } };
      Hooks.callAll(w.round === this.round ? "combatTurn" : "combatRound", this, updateData, updateOptions);
      await this.update(updateData, updateOptions);
    }).catch(report);
    return this;
  }

  // ----- commands, phases and the relay -----

  /** A tracker command. The GM applies it; a player's goes to the active GM. Refusals are shown localised. */
  async runCommand(cmd: Command): Promise<void> {
    if (game.user.isGM) {
      await this.#serial(() => this.#applyCommand(cmd)).catch(report);
      return;
    }
    const dry = this.#dryRun(cmd);
    if (dry) return showRefusal(dry);
    await this.#relay(cmd.combatantId, "command", cmd);
  }

  /**
   * Several GM commands as one change (surprise by side): applied in order to the state, then written in ONE
   * update; a refusal of any of them writes nothing.
   */
  async runCommands(cmds: readonly Command[]): Promise<void> {
    if (!game.user.isGM) {
      this.#refuse(combatRefusal("GmOnly"));
      return;
    }
    await this.#serial(() => this.#applyCommands(cmds)).catch(report);
  }

  /**
   * The GM types a score (rules "Scores set by hand", rule 1): checked first (a refusal names the combatant and
   * changes nothing), then the engine's set-score in one write with history, so going back restores the old
   * score; a card to the GMs records it. Before the start the number is kept as the roll turn 1 takes.
   */
  async setScore(combatantId: string, raw: unknown): Promise<void> {
    if (!game.user.isGM) return void this.#refuse(combatRefusal("GmOnly"));
    await this.#serial(async () => {
      const before = this.engineState();
      const c = before.combatants.find((x) => x.id === combatantId);
      if (!c) throw combatRefusalError("NotInFight");
      const change = scoreChange(before, c, raw);
      const state = apply(before, { type: "set-score", combatantId, score: change.to }, coinsOnly());
      const after = state.combatants.find((x) => x.id === combatantId);
      if (!this.started) {
        const update = { _id: combatantId, initiative: change.to, system: { roll: after?.roll ?? null } };
        await this.updateEmbeddedDocuments("Combatant", [update], { turnEvents: false });
      } else await this.#write(before, state, { history: true });
      await postScoreChange(change, game.user.name);
    }).catch(report);
  }

  /** Ends a combatant's phase; a player only their own, through the GM. */
  async endPhase(combatantId: string): Promise<void> {
    if (game.user.isGM) {
      await this.#serial(async () => {
        if (this.engineState().currentId !== combatantId) throw combatRefusalError("NotYourPhase");
        await this.#advance();
      }).catch(report);
      return;
    }
    await this.#relay(combatantId, "end-phase", null);
  }

  /** The refusal the player's own client can already see (saves a round trip), or null. */
  #dryRun(cmd: Command): Refusal | null {
    try {
      apply(this.engineState(), cmd, { die: (n) => Math.min(1, n), coin: () => 0.5 });
      return null;
    } catch (err) {
      return refusalOf(err);
    }
  }

  async #applyCommand(cmd: Command, extra?: WriteOptions["extra"]): Promise<void> {
    await this.#applyCommands([cmd], extra);
  }

  /** Commands applied in order to the state and written in one update, with the hook and history a move needs. */
  async #applyCommands(cmds: readonly Command[], extra?: WriteOptions["extra"]): Promise<void> {
    const before = this.engineState();
    const { state, dice } = await runWithFoundryDice((d) =>
      cmds.reduce((s, cmd) => apply(s, cmd, d), before),
    );
    const moved =
      state.turn !== before.turn || state.pass !== before.pass || state.currentId !== before.currentId;
    const hook: TurnHook | undefined =
      state.turn !== before.turn ? "combatRound" : moved ? "combatTurn" : undefined;
    await this.#write(before, state, { history: moved, hook, extra });
    await this.#cards(dice.initiative);
  }

  async #relay(combatantId: string, action: RelayAction, cmd: Command | null): Promise<void> {
    const combatant = this.combatants.get(combatantId);
    if (!combatant?.isOwner) return showRefusal(combatRefusal("Relay.NotOwner"));
    if (!game.users.activeGM) return showRefusal(combatRefusal("Relay.NoGM"));
    const request = makeRequest(action, cmd, {
      round: this.round,
      pass: this.turnState.pass,
      currentId: this.turnState.currentId,
    });
    await sendRequest(combatant, request);
  }

  /**
   * The active GM's side of the relay (called from Combatant#_onUpdate with the server's userId). Each request
   * is applied at most once; a refused one is cleared with the reason for its sender.
   */
  handleRequest(combatant: Combatant, request: unknown, userId: string): Promise<void> {
    return this.#serial(async () => {
      const raw = request as Partial<RelayRequest> | null;
      const id = typeof raw?.id === "string" ? raw.id : null;
      if (id !== null && (this.#handled.has(id) || combatantData(combatant).handledRequest === id)) return;
      if (id !== null) this.#handled.add(id);
      const user = game.users.get(userId);
      const state = this.engineState();
      const verdict = checkRequest({
        request,
        user,
        combatantId: combatant.id,
        owned: user !== undefined && combatant.testUserPermission(user, "OWNER"),
        round: this.round,
        pass: state.pass,
        currentId: state.currentId,
      });
      const clear = { _id: combatant.id, system: { request: null, handledRequest: id, refusal: null } };
      const refuse = (r: Refusal) =>
        combatant.update({
          system: {
            request: null,
            handledRequest: id,
            refusal: JSON.stringify({ id: id ?? "", userId, ...r }),
          },
        });
      if (!verdict.ok) return void (await refuse(verdict.refusal));
      try {
        if (verdict.action === "end-phase") await this.#advance(clear);
        else await this.#applyCommand(verdict.command, clear);
      } catch (err) {
        const refusal = refusalOf(err);
        if (!refusal) throw err;
        await refuse(refusal);
      }
    }).catch(report);
  }

  #refuse(r: Refusal): this {
    showRefusal(r);
    return this;
  }
}

/** A combat-layer refusal as an error, for the paths that report what they catch. */
function combatRefusalError(code: string): RefusalError {
  return new RefusalError(combatRefusal(code));
}
