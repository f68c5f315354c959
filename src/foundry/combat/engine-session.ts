// The engine's side of one Combat document on one client: reading the documents into a CombatState (checked,
// and kept until they change: read-cache.ts), ordering its rows, and on the GM's client the write pipeline:
// work runs one step at a time, each step reads the state the previous one wrote, asks the engine, and writes
// the result in ONE combat.update (round, turn, system with every combatant's engine state and the history
// entry, and the scores each Combatant shows). Dice are real Foundry Rolls (foundry-dice.ts).
import {
  advanceInTurn,
  apply,
  declaredRollOptions,
  initiativeFormula,
  startTurn,
  turnOrder,
  type CombatantInput,
  type CombatantState,
  type CombatState,
  type Command,
  type EngineSettings,
  type InitiativeRoll,
  type PhaseView,
  type RulesetId,
} from "../../engine";
import { engineSettings } from "../settings";
import { postInitiativeCards, type CardEntry, type CardRoll } from "./chat-card";
import type { CombatSystemData } from "./combat-model";
import type { CombatantSystemData } from "./combatant-model";
import { deleteKey } from "./delete-key";
import { runWithFoundryDice } from "./foundry-dice";
import { entryOf, goBack, newestKey, pushEntry } from "./history";
import { writeBackDefeated } from "./defeated";
import { combatRefusal, RefusalError, showRefusal } from "./notify";
import { ReadCache } from "./read-cache";
import { keptRollNow, type Problem } from "./state-check";
import {
  changedFields,
  frozen,
  orderIds,
  readState,
  stateWrite,
  type CombatantRecord,
} from "./state-mapping";

type TurnHook = "combatStart" | "combatTurn" | "combatRound";

/**
 * What the session reads and writes of its Combat document: Foundry's Combat with the world's ruleset and the
 * stored turn (combat-document.ts ShadowturnCombat is the one). Named here so the session needs nothing of
 * the document's own module, which builds the session.
 */
export interface SessionCombat extends Combat {
  readonly ruleset: RulesetId;
  readonly turnState: CombatSystemData;
}

/** The phase a user saw when they clicked: an advance acts on it or not at all. */
export interface Seen {
  turn: number;
  pass: number;
  currentId: string | null;
}

/** A relay request applied in the same write: its combatant's request is cleared, its id kept. */
export interface Answered {
  combatantId: string;
  requestId: string;
}

export interface WriteOptions {
  /** Keep the state before for going back. */
  history?: boolean;
  /** The hook modules listen for, fired here because we replace the core method (FOUNDRY-API.md 1). */
  hook?: TurnHook;
  /** The relay request this write answers. */
  answered?: Answered | null;
  /** The history update of going back (the entries it undid, deleted). */
  undone?: Record<string, unknown>;
  direction?: 1 | -1;
  /** A write before the start (a roll kept for turn 1): core runs no turn events for it. */
  quiet?: boolean;
  /** An owner's checked roll kept for the next turn (Combat `system.nextRolls`). */
  nextRoll?: { combatantId: string; roll: InitiativeRoll };
}

/** The documents read once: the engine state, its rows and Foundry's order, each made when first asked. */
interface DocumentsRead {
  state: CombatState;
  rows: PhaseView[] | null;
  ids?: string[];
}

function sameSettings(a: EngineSettings, b: EngineSettings): boolean {
  // a ruleset's own settings are a fresh object on every read: compared by value
  const own = (s: EngineSettings) => JSON.stringify(s.own ?? {});
  return (
    (Object.keys(b) as (keyof EngineSettings)[]).every((k) => k === "own" || a[k] === b[k]) &&
    own(a) === own(b)
  );
}

/** A combatant's name, "" when it has none (core's name may be missing: no token or actor name either). */
export function nameOf(c: Combatant): string {
  return c.name ?? "";
}

function record(c: Combatant): CombatantRecord {
  return {
    id: c.id,
    name: nameOf(c),
    initiative: c.initiative,
    hidden: c.hidden === true,
    system: c.system as unknown as CombatantSystemData,
  };
}

export class EngineSession {
  /** GM-side work runs one at a time, so each step reads the state the previous one wrote. */
  #queue: Promise<unknown> = Promise.resolve();
  /** Stored values this client already named (each once), by combatant and field. */
  #named = new Set<string>();
  /** Combatants whose stored state the last read had to repair: the next write stores them whole. */
  #repaired = new Set<string>();
  readonly cache: ReadCache<DocumentsRead>;

  constructor(
    private readonly combat: SessionCombat,
    private readonly live: (c: Combatant) => CombatantInput,
  ) {
    this.cache = new ReadCache(() => combat.setupTurns());
  }

  records(): CombatantRecord[] {
    return this.combat.combatants.contents.map(record);
  }

  /** What the user sees now on this client: the phase a click acts on. */
  seen(): Seen {
    const s = this.state();
    return { turn: s.turn, pass: s.pass, currentId: s.currentId };
  }

  /** The stored state as the engine sees it (see #read). */
  state(): CombatState {
    return this.#read().state;
  }

  /**
   * The documents as the engine sees them and their rows, read once per change. Once started the state
   * depends only on this combat's documents and the world's engine settings: it is kept until a document
   * changes or a setting does. Before the start the actors are read every time.
   */
  #read(): DocumentsRead {
    const kept = this.cache.kept;
    const started = this.combat.started;
    const settings = engineSettings(this.combat.ruleset);
    if (kept && started && sameSettings(kept.state.settings, settings)) return kept;
    const problems: Problem[] = [];
    const state = readState({
      ruleset: this.combat.ruleset,
      settings,
      round: this.combat.round,
      started,
      system: this.combat.turnState,
      records: this.records(),
      live: (id) => this.live(this.combat.combatants.get(id) as Combatant),
      problems,
    });
    this.#name(problems);
    this.#repaired = new Set(problems.map((p) => p.combatantId));
    const read: DocumentsRead = { state: started ? frozen(state) : state, rows: null };
    this.cache.keep(started ? read : null);
    return read;
  }

  /** Tells the GM, once per combatant and field, which stored value could not be used. */
  #name(problems: readonly Problem[]): void {
    if (!game.user.isGM) return;
    for (const p of problems) {
      const key = `${p.combatantId}/${p.field}`;
      if (this.#named.has(key)) continue;
      this.#named.add(key);
      showRefusal(combatRefusal("BadStored", { name: p.name || p.combatantId, field: p.field }));
    }
  }

  /** The engine's rows of `state`; those of the documents' state are ordered once per change. */
  rows(state?: CombatState): readonly PhaseView[] {
    if (state === undefined) return this.#rowsOf(this.#read());
    const kept = this.cache.kept;
    return kept && state === kept.state ? this.#rowsOf(kept) : turnOrder(state);
  }

  #rowsOf(read: DocumentsRead): readonly PhaseView[] {
    return (read.rows ??= turnOrder(read.state));
  }

  /** Foundry's order of the documents now: kept until they change (core may ask several times per update). */
  orderedIds(): string[] {
    const read = this.#read();
    const ids = (read.ids ??= orderIds(read.state, this.records(), this.#rowsOf(read)));
    this.cache.ordered();
    return ids;
  }

  /** Runs GM-side work after the work already queued. */
  serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.#queue.then(work, work);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Seconds of world time between now and (round, turn): core's getTimeDelta (#12018, as SR5 uses it) where
   * it exists, else whole rounds of CONFIG.time.roundTime (FOUNDRY-API.md 1). A new pass starts the order
   * again within the same round, which getTimeDelta counts as going back turns (a negative delta once
   * CONFIG.time.turnTime is set); going forward never turns the clock back, so that step counts one turn.
   * Going back likewise never moves the clock forward.
   */
  #timeDelta(round: number, turn: number | null, direction: 1 | -1): number {
    const combat = this.combat;
    const delta =
      typeof combat.getTimeDelta === "function"
        ? combat.getTimeDelta(combat.round, combat.turn, round, turn)
        : (round - combat.round) * (CONFIG.time?.roundTime ?? 0);
    const oneTurn = CONFIG.time?.turnTime ?? 0;
    if (direction > 0 && delta < 0) return oneTurn;
    if (direction < 0 && delta > 0) return -oneTurn;
    return delta;
  }

  /** Writes `after` in one update (the history entry and any relay answer in the same call). */
  async write(before: CombatState, after: CombatState, opts: WriteOptions = {}): Promise<void> {
    const stored = this.combat.turnState;
    // A combatant the engine left alone is the very object this client read, and holds what is stored,
    // unless the read had to repair it.
    const read = this.cache.kept?.state === before ? new Set(before.combatants) : null;
    const same = (c: CombatantState) => read !== null && read.has(c) && !this.#repaired.has(c.id);
    const w = stateWrite(after, stored.combatants ?? {}, this.records(), deleteKey, {
      handled: opts.answered ?? null,
      same,
    });
    const { combatants: states, ...rest } = w.system;
    const system: Record<string, unknown> = changedFields(rest, stored);
    if (Object.keys(states).length > 0) system.combatants = states;
    if (opts.history) system.history = pushEntry(stored.history, entryOf(before, after), deleteKey);
    if (opts.undone) system.history = opts.undone;
    const nextRolls = this.#nextRollsWrite(before, after, opts.nextRoll);
    if (nextRolls) system.nextRolls = nextRolls;
    const combatants: Record<string, unknown>[] = w.combatants.map((e) => ({ ...e }));
    const asked = opts.answered?.combatantId;
    if (asked) {
      const clear = { request: null, refusal: null };
      const same = combatants.find((e) => e._id === asked);
      if (same) same.system = clear;
      else combatants.push({ _id: asked, system: clear });
    }
    const updateData = { round: w.round, turn: w.turn, system, combatants };
    const direction = opts.direction ?? 1;
    const delta = this.#timeDelta(w.round, w.turn, direction);
    const updateOptions = { direction, worldTime: { delta }, ...(opts.quiet ? { turnEvents: false } : {}) };
    if (opts.hook) Hooks.callAll(opts.hook, this.combat, updateData, updateOptions);
    await this.combat.update(updateData, updateOptions);
    await this.#writeBack(before, after);
  }

  /**
   * What the write does to the rolls kept for the next turn: adds one, or, once the turn changes (taken by
   * the new turn, or gone with the turn going back), deletes them all; null when nothing changes.
   */
  #nextRollsWrite(
    before: CombatState,
    after: CombatState,
    add: WriteOptions["nextRoll"],
  ): Record<string, unknown> | null {
    const kept = Object.keys(this.combat.turnState.nextRolls ?? {});
    if (after.turn !== before.turn && kept.length > 0)
      return Object.fromEntries(kept.map((id) => deleteKey(id)));
    return add ? { [add.combatantId]: add.roll } : null;
  }

  /**
   * The rolls owners made for the next turn of `state`, replayed with their own dice on each formula now (the
   * actor may have changed since): a roll that no longer fits is named and rolled again by the GM's client.
   */
  keptNextRolls(state: CombatState): Record<string, InitiativeRoll> {
    const out: Record<string, InitiativeRoll> = {};
    for (const [id, raw] of Object.entries(this.combat.turnState.nextRolls ?? {})) {
      const c = state.combatants.find((x) => x.id === id);
      if (!c) continue;
      const roll = keptRollNow(raw, initiativeFormula(state.ruleset, c.input, declaredRollOptions(c)));
      if (roll) out[id] = roll;
      else showRefusal(combatRefusal("RollRejected", { name: c.input.name || c.id }));
    }
    return out;
  }

  /**
   * What the engine changed that also lives on the actor: Edge spent in the tracker is taken off the actor's
   * current Edge (`system.edge.value`), and a combatant defeated or back in the fight has the actor's defeated
   * status set or cleared to match (defeated.ts: one fact, going back included).
   */
  async #writeBack(before: CombatState, after: CombatState): Promise<void> {
    const was = new Map(before.combatants.map((c) => [c.id, c]));
    for (const c of after.combatants) {
      const old = was.get(c.id);
      if (!old || old === c) continue;
      const actor = this.combat.combatants.get(c.id)?.actor;
      if (!actor) continue;
      const edge = (actor.system as { edge?: { value?: unknown } } | undefined)?.edge;
      if (typeof edge?.value === "number" && c.input.edgePoints < old.input.edgePoints)
        await actor.update({ "system.edge.value": c.input.edgePoints });
      if (c.flags.defeated !== old.flags.defeated) await writeBackDefeated(actor, c.flags.defeated);
    }
  }

  /** The initiative cards of `rolled`; `selfUserId`: whose self roll it is, when the GM's client posts it for them. */
  async cards(
    rolled: CardRoll[],
    options: ShadowturnInitiativeOptions = {},
    selfUserId?: string,
  ): Promise<void> {
    if (rolled.length === 0) return;
    const entries: CardEntry[] = rolled.map((r) => {
      const c = this.combat.combatants.get(r.combatantId);
      return {
        name: c?.name ?? r.combatantId,
        actor: c?.actor ?? null,
        hidden: c?.hidden ?? false,
        rolled: r,
      };
    });
    await postInitiativeCards(entries, { ...options.messageOptions, selfUserId });
  }

  /**
   * Ends the current phase: the next phase, pass or turn, as the engine says. With `seen`, only while that
   * phase is still the current one: a click on a phase already over is dropped, and the user told quietly.
   */
  async advance(seen: Seen | null, answered: Answered | null = null): Promise<void> {
    const before = this.state();
    if (before.turn === 0) throw new RefusalError(combatRefusal("NotStarted"));
    if (seen && !isCurrent(before, seen)) {
      ui.notifications.info(game.i18n.localize("SHADOWTURN.Combat.PhaseOver"));
      return;
    }
    const next = advanceInTurn(before);
    if (next === null) return this.newTurn(before, answered);
    await this.write(before, next, { history: true, hook: "combatTurn", answered });
  }

  /**
   * A new turn: the rolls owners made for it (checked when they were made) are taken, the other re-rolls are
   * real Rolls, then every score in the same one write.
   */
  async newTurn(before: CombatState, answered: Answered | null = null): Promise<void> {
    const rolls = this.keptNextRolls(before);
    const { state, dice } = await runWithFoundryDice((d) => startTurn(before, d, rolls));
    await this.write(before, state, { history: true, hook: "combatRound", answered });
    await this.cards(dice.initiative);
  }

  /** Commands applied in order to the state and written in one update, with the hook and history a move needs. */
  async applyCommands(cmds: readonly Command[], answered: Answered | null = null): Promise<void> {
    const before = this.state();
    const { state, dice } = await runWithFoundryDice((d) =>
      cmds.reduce((s, cmd) => apply(s, cmd, d), before),
    );
    const moved =
      state.turn !== before.turn || state.pass !== before.pass || state.currentId !== before.currentId;
    const hook: TurnHook | undefined =
      state.turn !== before.turn ? "combatRound" : moved ? "combatTurn" : undefined;
    // a group made, left or disbanded goes in the history too, so going back undoes it (rules "Scores set by
    // hand", rule 3); so does a score paid away (an sr5 interrupt), as a typed score does
    const regrouped = JSON.stringify(state.groups ?? []) !== JSON.stringify(before.groups ?? []);
    // before the start there is nothing to go back to: a group made then is no step of the fight; a combatant
    // defeated or back in the fight (core's skull, the token HUD's Dead) goes in too, so going back brings it
    // back, the actor's status too (defeated.ts)
    const history =
      before.turn > 0 &&
      (moved || regrouped || scoreChanged(before, state) || defeatedChanged(before, state));
    await this.write(before, state, { history, hook, answered });
    await this.cards(dice.initiative);
  }

  /** Back to the state before the last advance (`phase`) or to the previous turn's last phase (`round`). */
  async goBack(scope: "phase" | "round", seenKey: string | null): Promise<void> {
    // a second click made before the first one's write arrived goes back no further than the first
    if (newestKey(this.combat.turnState.history) !== seenKey) {
      ui.notifications.info(game.i18n.localize("SHADOWTURN.Combat.AlreadyBack"));
      return;
    }
    const now = this.state();
    const back = goBack(now, this.combat.turnState.history, scope, deleteKey);
    if (!back) return showRefusal(combatRefusal("NoHistory"));
    const hook = back.state.turn === now.turn ? "combatTurn" : "combatRound";
    await this.write(now, back.state, { direction: -1, hook, undone: back.update });
  }
}

/** Some combatant is defeated in `after` and not in `before`, or back in the fight. */
function defeatedChanged(before: CombatState, after: CombatState): boolean {
  const was = new Map(before.combatants.map((c) => [c.id, c.flags.defeated]));
  return after.combatants.some((c) => was.has(c.id) && was.get(c.id) !== c.flags.defeated);
}

/** Some combatant's score differs between `before` and `after`. */
function scoreChanged(before: CombatState, after: CombatState): boolean {
  const was = new Map(before.combatants.map((c) => [c.id, c.score]));
  return after.combatants.some((c) => was.has(c.id) && was.get(c.id) !== c.score);
}

/** The phase `seen` is still the current one of `state`. */
export function isCurrent(state: CombatState, seen: Seen): boolean {
  return state.turn === seen.turn && state.pass === seen.pass && state.currentId === seen.currentId;
}
