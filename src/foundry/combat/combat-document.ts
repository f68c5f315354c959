// Shadowturn's Combat document: Foundry's combat tracker driven by the rules engine. It keeps Foundry's
// overrides (the turn order in setupTurns, the lifecycle callbacks, navigation, rolling, starting and
// resetting); the engine session (engine-session.ts) reads the documents into a CombatState and writes each
// change in ONE combat.update; the relay desk (relay.ts) answers players' requests on the active GM's client.
// Only the active GM's client writes engine state, all of it on the Combat (combat-model.ts). Owners' own
// rolls are checked and kept by own-rolls.ts.
//
// Public methods for the tracker and the sheets:
// - engineState(): CombatState        the stored state as the engine sees it (checked: state-check.ts).
// - shownState(): CombatState         that state as this user is shown it (shown-state.ts).
// - phaseRows(): PhaseView[]          the rows of the current pass, top to bottom (engine turnOrder).
// - runCommand(cmd): Promise<void>    a tracker command (spend, delay, seize ...). The GM applies it; a player's
//                                     is relayed to the active GM; a refusal is shown localised.
// - runCommands(cmds): Promise<void>  GM only: several commands in one write (surprise by side).
// - endPhase(combatantId): Promise<void>  ends that combatant's phase (a player: only their own, relayed).
// - nextTurn / previousTurn           next phase (through passes and turns) / back to the state before the
//                                     last advance. Players: nextTurn ends their own phase. An advance acts
//                                     on the phase its user saw when they clicked, or not at all.
// - nextRound / previousRound         next turn (re-roll as the ruleset says) / back to the previous turn.
// - startCombat, rollInitiative, rollAll, rollNPC, resetAll as core, played by the engine's rules.
import {
  addCombatant,
  apply,
  cappedInput,
  createCombat,
  MAX_INPUT_CHARS,
  MAX_INPUT_ITEMS,
  declaredRollOptions,
  getRuleset,
  initiativeFormula,
  makeInput,
  removeCombatant,
  rollOwner,
  rollPlan,
  scoreChange,
  startTurn,
  updateCombatant,
  withPlannedRoll,
  type CombatantInput,
  type CombatState,
  type Command,
  type InitiativeRoll,
  type PhaseView,
  type RulesetId,
} from "../../engine";
import { getSetting } from "../settings";
import { postDiceChanged } from "./chat-card";
import { postScoreChange } from "./score-card";
import type { CombatSystemData } from "./combat-model";
import {
  coinsOnly,
  facesOf,
  rollWithFoundry,
  runWithFoundryDice,
  type RolledInitiative,
} from "./foundry-dice";
import { deleteKey } from "./delete-key";
import { clearHistory, newestKey } from "./history";
import { EngineSession, nameOf, type Seen } from "./engine-session";
import { manageTurnEvents, noteDirection, turnEventMeaning } from "./turn-events";
import { combatRefusal, RefusalError, refusalOf, report, showRefusal, type Refusal } from "./notify";
import { makeRequest, RelayDesk, requestIdOf, sendRequest, type RelayAction } from "./relay";
import { checkedCombatant, keptRollNow } from "./state-check";
import { shownState } from "./shown-state";
import { clickWords, EarlyRequests } from "./early-requests";
import { chosenVisibility, type Visibility } from "./message-mode";
import { groupRefusal, keepRoll, makeClaim, type RollDesk } from "./own-rolls";

/**
 * The engine input of a combatant's actor now (the actor helper's `system.initiativeInput()`), or null when
 * there is no actor to read: on v14 an unlinked token's `combatant.actor` is not set yet while the world loads
 * (foundryvtt #14467), and a combatant may have none at all (daggerheart PR #1520).
 */
export function actorInput(c: Combatant): CombatantInput | null {
  const system = c.actor?.system as
    { initiativeInput?: () => Omit<CombatantInput, "id" | "name"> } | undefined;
  const input = system?.initiativeInput?.();
  if (!input) return null;
  // every string and list an actor gives is capped: the input is copied into every Combat write
  const capped = cappedInput({ ...input, id: c.id, name: nameOf(c) });
  if (capped.cut.length > 0) tellCut(c, capped.input.name, capped.cut);
  return capped.input;
}

/**
 * A combatant's input for showing it: its actor's, else a placeholder with no attributes. Only what is shown
 * before the start reads the placeholder; starting, taking in and syncing read `actorInput` and wait for the
 * actor instead of playing on invented attributes.
 */
export function liveInput(c: Combatant): CombatantInput {
  return actorInput(c) ?? cappedInput(makeInput({ id: c.id, name: nameOf(c) })).input;
}

/** A refusal naming the first combatant whose actor cannot be read yet (`actorInput`). */
function missingActor(combatants: readonly Combatant[]): RefusalError | null {
  const c = combatants.find((x) => actorInput(x) === null);
  return c ? new RefusalError(combatRefusal("ActorMissing", { name: nameOf(c) || c.id })) : null;
}

/** The actors whose cut input the GM has been told of, once per actor per combat. */
const toldCut = new Set<string>();

/** Names to the GM what was cut from an actor's input, once per actor per combat. */
function tellCut(c: Combatant, name: string, cut: readonly string[]): void {
  const key = `${c.parent?.id ?? ""}/${c.actor?.id ?? c.id}`;
  if (!game.user.isGM || toldCut.has(key)) return;
  toldCut.add(key);
  const what = cut.slice(0, 5).join(", ") + (cut.length > 5 ? ", …" : "");
  const params = { name, chars: MAX_INPUT_CHARS, items: MAX_INPUT_ITEMS, what };
  ui.notifications.warn(game.i18n.format("SHADOWTURN.Combat.InputCut", params));
}

/** `_on{Action}DescendantDocuments(parent, collection, documents, data, options, userId)` (DS `combat.mjs`). */
type DescendantArgs = [Combat, string, Combatant[], unknown[], object, string];

/** The ids of a Combat update's `combatants` entries. */
function carriedIds(entries: unknown): string[] {
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((e) => {
    const id = (e as { _id?: unknown } | null)?._id;
    return typeof id === "string" ? [id] : [];
  });
}

export class ShadowturnCombat extends Combat {
  #session: EngineSession | null = null;
  #desk: RelayDesk | null = null;
  /** The last request this client sent, by combatant id (so its asker hears when the combatant is gone). */
  #asked = new Map<string, string>();
  /** A player's requests for the phase they are shown before it begins (early-requests.ts). */
  #early = new EarlyRequests((what, id) =>
    ui.notifications.info(
      game.i18n.format("SHADOWTURN.Combat.EarlyDropped", { what, name: this.combatants.get(id)?.name ?? "" }),
    ),
  );

  /** Made when first needed: core may call overrides while the document is still being built. */
  get session(): EngineSession {
    return (this.#session ??= new EngineSession(this, liveInput));
  }

  get #relayDesk(): RelayDesk {
    const session = this.session;
    const round = () => this.round;
    return (this.#desk ??= new RelayDesk({
      serial: (work) => session.serial(work),
      present: (id) => this.combatants.get(id) !== undefined,
      get round() {
        return round();
      },
      pass: () => session.state().pass,
      currentId: () => session.state().currentId,
      timedItems: () => session.state().timedItems,
      handledFor: (id) => this.turnState.combatants?.[id]?.handledRequest ?? null,
      endPhase: (answered) => {
        const s = session.state();
        const seen = { turn: s.turn, pass: s.pass, currentId: answered.combatantId };
        return session.advance(seen, answered);
      },
      command: (cmd, answered) => session.applyCommands([cmd], answered),
      ownersRoll: () => getSetting("whoRolls") === "owners",
      roll: (claim, answered, user) =>
        keepRoll(this.#rolls, answered.combatantId, claim, answered, (id) => this.#owns(user, id), {
          userId: user?.id,
        }),
    }));
  }

  get turnState(): CombatSystemData {
    return this.system as unknown as CombatSystemData;
  }

  /** The ruleset this combat plays: its own once started, else the world's current choice. */
  get ruleset(): RulesetId {
    return this.started ? this.turnState.ruleset : getSetting("ruleset");
  }

  /**
   * The stored state as the engine sees it. Before the start everyone's input is read from the actors now;
   * once started each combatant's engine state is the Combat's (mid-turn-sync.ts updates its input), and
   * combatants the engine has not taken in yet are left out.
   */
  engineState(): CombatState {
    return this.session.state();
  }

  /** The state as this user is shown it: a player's without the combatants hidden from them. */
  shownState(): CombatState {
    return shownState(this);
  }

  /**
   * The documents of this combat changed on this client (an update, a combatant created or deleted): the
   * next read and the next setupTurns go back to them.
   */
  documentsChanged(): void {
    this.session.cache.documentsChanged();
  }

  /** A combatant's own update arrived (Combatant#_onUpdate): see read-cache.ts. */
  combatantChanged(id: string): void {
    this.session.cache.combatantChanged(id);
  }

  /**
   * The tracker's rows for the current pass; none when the stored data cannot be read. A caller that already
   * holds the engine state passes it, so a render reads the documents once.
   */
  phaseRows(state?: CombatState): PhaseView[] {
    try {
      return [...this.session.rows(state)];
    } catch {
      return [];
    }
  }

  /**
   * Foundry's turn order is the engine's (COS replaces setupTurns the same way and keeps its side effects:
   * turns, turn, current, previous). A pure function of stored data, so every client agrees. Bad actor data
   * must not break the tracker: then the order falls back to initiative, name and id.
   */
  override setupTurns(): Combatant[] {
    const turns = this.#orderTurns();
    this.current = this._getCurrentState(this.turn === null ? undefined : turns[this.turn]);
    this.previous ??= this.current;
    return turns;
  }

  /**
   * The turn order and the current turn index (`turns`, `turn`), from the stored data, without touching core's
   * `current` and `previous`: `_onUpdate` sets these up before core's `_onUpdate` reads them, and core then
   * records the state it moved from.
   */
  #orderTurns(): Combatant[] {
    // Core may ask before the documents are fully prepared: then there is nothing to order yet.
    if (!this.combatants || !this.system) return (this.turns = []);
    let ids: string[];
    try {
      ids = this.session.orderedIds();
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
    return turns;
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
   * Every client orders the turn again after a Combat update (#12808), once, and BEFORE core's `_onUpdate`:
   * core reads the turn list there (its current state, `_getCurrentState()` from `turns[turn]`, unless
   * `combatants` changed; then the turn events, the turn marker and its sounds: hero6e's `_onUpdate`), so on a
   * pass or turn boundary it must find the new order. The documents are read again here, and the combatants this
   * update carried are taken in with it, so their own `_onUpdate`, should core run it too (not verified,
   * test/stand-in/EVIDENCE.md), adds no second read. Core tells a change of the current turn by its round, turn
   * index and combatant; a new pass that changes none of them (one combatant alone in it again) is a move too.
   */
  protected override _onUpdate(changed: Record<string, unknown>, options: object, userId: string): void {
    noteDirection(this, options);
    this.session.cache.combatUpdated(carriedIds(changed.combatants));
    this.#orderTurns();
    super._onUpdate(changed, options, userId);
    const { previous, current } = this;
    const passOnly =
      previous !== undefined &&
      previous.pass !== current.pass &&
      previous.round === current.round &&
      previous.turn === current.turn &&
      previous.combatantId === current.combatantId;
    if (passOnly && (options as { turnEvents?: boolean }).turnEvents !== false) void this._manageTurnEvents();
    if (this.#early.any) void this.#early.update(this.shownState(), this.engineState()).catch(report);
  }

  /** Set while the phase notices play a turn cue (phase-notice.ts), the one way a player hears one. */
  #cueing = false;

  /** Plays core's turn cue on this client (phase-notice.ts). */
  playTurnCue(name: "yourTurn" | "nextUp"): void {
    this.#cueing = true;
    try {
      this._playCombatSound(name);
    } finally {
      this.#cueing = false;
    }
  }

  /** Turn events told in passes, as the ruleset's `turnEvents` say (turn-events.ts). */
  protected override _manageTurnEvents(): Promise<void> {
    const waiting = (id: string) =>
      this.started && this.engineState().combatants.some((c) => c.id === id && c.flags.delayed);
    // a ruleset no longer registered (its module gone): no events run, the hook still fires
    return manageTurnEvents(this, turnEventMeaning(this.ruleset), waiting);
  }

  /** Core's per-turn clearing of a token's movement history, for turn-events.ts (core keeps it protected). */
  clearMovementOnStartTurn(combatant: Combatant, context: object): Promise<void> {
    return this._clearMovementHistoryOnStartTurn(combatant, context);
  }

  /**
   * No "Next Up" from the turn list: the next entry there is not who acts next (at the end of a pass it is
   * someone with no phase, foundryvtt #13603), so core's theme announces none (SR5 `SR5Combat.ts`: "doesn't have
   * a single next combatant due to initiative passes"; daggerheart PR #2106). Our own notice (phase-notice.ts)
   * names who is up next, from the phases and what each viewer may see.
   */
  override get nextCombatant(): undefined {
    return undefined;
  }

  /**
   * Core's own turn cues follow the stored acting combatant and the next entry of the turn list (#13603): its
   * theme plays no "Next Up" (Lancer `_playCombatSound`: "the next up isn't deterministic"), and on a player's
   * client no "Your Turn" either, which would sound a hidden combatant's phase. The phase notices play both
   * (`playTurnCue`) as the viewer is shown the fight; the GM's client keeps core's "Your Turn".
   */
  protected override _playCombatSound(name: string): void {
    const core = !this.#cueing;
    if (core && (name === "nextUp" || (name === "yourTurn" && !game.user.isGM))) return;
    super._playCombatSound?.(name);
  }

  protected override _getCurrentState(combatant?: Combatant): ShadowturnCombatHistoryData {
    return { ...super._getCurrentState(combatant), pass: this.system ? this.turnState.pass : undefined };
  }

  /** Core orders the turn after combatants are created, updated or deleted (#9641): from the documents now. */
  protected override _onCreateDescendantDocuments(...args: DescendantArgs): void {
    this.documentsChanged();
    super._onCreateDescendantDocuments(...args);
  }

  protected override _onUpdateDescendantDocuments(...args: DescendantArgs): void {
    this.session.cache.combatantsUpdated(args[2].map((d) => d.id));
    super._onUpdateDescendantDocuments(...args);
  }

  protected override _onDeleteDescendantDocuments(...args: DescendantArgs): void {
    this.documentsChanged();
    this.#askedAboutGone(args[2]);
    super._onDeleteDescendantDocuments(...args);
  }

  /**
   * Combatants deleted while a request this client sent for them was still unanswered (the GM's client drops
   * it without a word): the asker is told, by name, that the combatant is gone.
   */
  #askedAboutGone(gone: readonly Combatant[]): void {
    for (const c of gone) {
      const sent = this.#asked.get(c.id);
      this.#asked.delete(c.id);
      const stored = (c.system as { request?: unknown } | undefined)?.request;
      if (sent !== undefined && requestIdOf(stored) === sent)
        showRefusal(combatRefusal("Relay.Gone", { name: nameOf(c) }));
    }
  }

  // ----- starting, rolling, resetting -----

  /** Whether the engine has taken this combatant in (it has a stored engine state on the Combat). */
  #inEngine(c: Combatant): boolean {
    return this.turnState.combatants?.[c.id] !== undefined;
  }

  /**
   * Starts turn 1: the engine's combat is created (a coin tossed for everyone, as the simulator does), the
   * rolls kept on the Combat before the start are taken (a roll that no longer fits the formula is named and
   * rolled again), everyone still unrolled (players who have not rolled too) rolls in Foundry, then one write.
   */
  override async startCombat(): Promise<this> {
    if (!game.user.isGM) return this.#refuse(combatRefusal("GmOnly"));
    const session = this.session;
    await session
      .serial(async () => {
        const missing = missingActor(this.combatants.contents);
        if (missing) throw missing;
        const base = this.engineState();
        const created = createCombat(
          base.ruleset,
          base.combatants.map((c) => c.input),
          coinsOnly(),
          base.settings,
        );
        const fresh: CombatState = {
          ...base,
          combatants: base.combatants.map((c, i) => ({
            ...c,
            coin: created.combatants[i]?.coin ?? c.coin,
            // defeated before the start (core's skull, the token HUD's Dead): it starts defeated (defeated.ts)
            flags: this.combatants.get(c.id)?.isDefeated ? { ...c.flags, defeated: true } : c.flags,
          })),
        };
        // the rolls kept on the Combat before the start (GM rolls, typed scores, owners' checked rolls)
        const rolls: Record<string, InitiativeRoll> = {};
        for (const c of fresh.combatants) {
          if (c.roll === null || c.score === null) continue;
          // a group's copy is made again with its leader's formula, and only the leader paid any Edge
          const by = rollOwner(fresh, c);
          const kept = keptRollNow(
            c.roll,
            initiativeFormula(base.ruleset, by.input, declaredRollOptions(by)),
          );
          const roll = kept && by !== c ? { ...kept, edgeUsed: false } : kept;
          if (roll) rolls[c.id] = roll;
          else showRefusal(combatRefusal("RollRejected", { name: c.input.name || c.id }));
        }
        const { state, dice } = await runWithFoundryDice((d) => startTurn(fresh, d, rolls));
        this._playCombatSound?.("startEncounter");
        await session.write(base, state, { hook: "combatStart" });
        // what core's startCombat does after its write: on v14 the effects ending as the fight starts expire
        // (weirdwizard's and four other v14 systems' copies of it end with this call)
        await foundry.documents.ActiveEffect?.registry?.refresh("combatStart", { combat: this });
        await session.cards(dice.initiative);
      })
      .catch(report);
    return this;
  }

  /**
   * Rolls initiative as real Foundry Rolls. Before the start the GM's client rolls and keeps the rolls for
   * turn 1 on the Combat (one write); a player's client asks the GM with its own roll (`requestRoll`), which
   * the world setting whoRolls may refuse. Once started, initiative is rolled at each new turn; a combatant
   * that joined mid-fight is taken in with its roll by the GM.
   */
  override async rollInitiative(
    ids: string | string[],
    options: ShadowturnInitiativeOptions = {},
  ): Promise<this> {
    const list = (Array.isArray(ids) ? ids : [ids])
      .map((id) => this.combatants.get(id))
      .filter((c): c is Combatant => c?.isOwner === true);
    if (this.started && (game.user.isGM || getSetting("whoRolls") !== "owners")) {
      const joining = list.filter((c) => !this.#inEngine(c));
      if (joining.length < list.length) showRefusal(combatRefusal("AlreadyRolled"));
      if (game.user.isGM) for (const c of joining) await this.takeIn(c);
      return this;
    }
    // a group rolls once, for its members, by whoever may roll for every member (rules scores 3)
    const before = this.engineState();
    const plan = rollPlan(
      before,
      list.map((c) => c.id),
      (id) => game.user.isGM || this.combatants.get(id)?.isOwner === true,
    );
    for (const r of plan.refused) showRefusal(groupRefusal(before, r));
    if (!game.user.isGM) {
      // an owner's roll, for turn 1 or (started) for the next turn: requestRoll says when there is none to make
      for (const p of plan.rolls) await this.requestRoll(p.forIds[0] ?? p.rollerId, {}, options);
      return this;
    }
    const session = this.session;
    await session
      .serial(async () => {
        const now = this.engineState();
        const rolled: RolledInitiative[] = [];
        let after = now;
        for (const p of plan.rolls) {
          const cs = now.combatants.find((x) => x.id === p.rollerId);
          if (!cs) continue;
          const f = initiativeFormula(now.ruleset, cs.input, declaredRollOptions(cs));
          const r = await rollWithFoundry(p.rollerId, f);
          rolled.push(r);
          after = withPlannedRoll(after, p, facesOf(r.roll));
        }
        if (rolled.length === 0) return;
        await session.write(now, after, { quiet: true });
        await session.cards(rolled, options);
      })
      .catch(report);
    return this;
  }

  /**
   * A player's own initiative roll (rules "Scores set by hand, and who rolls", rule 2), for turn 1 before the
   * start, or once the fight runs for the next turn when the engine re-rolls that combatant then: the dice of
   * a real Foundry Roll made here (posted with this user's roll mode), or the faces of dice rolled at the
   * table (`faces`), with what is declared for this roll (Edge on the test, Blitz, Seize, a bonus category).
   * Checked here first, so a mistyped die is named at once; then the GM's client checks it again and keeps it
   * (relay action "roll"). Refused when the world setting whoRolls leaves rolling to the GM.
   */
  async requestRoll(
    combatantId: string,
    choice: { faces?: readonly unknown[]; declare?: readonly Command[] },
    options: ShadowturnInitiativeOptions = {},
  ): Promise<void> {
    try {
      if (!game.user.isGM && getSetting("whoRolls") !== "owners")
        throw new RefusalError(combatRefusal("Relay.GmRolls"));
      const mode = chosenVisibility(options.messageOptions);
      const { claim, rolled } = await makeClaim(this.#rolls, combatantId, choice, mode);
      if (game.user.isGM) {
        const asker = { userId: game.user.id, roll: rolled[0]?.roll ?? null };
        await this.session.serial(() => keepRoll(this.#rolls, combatantId, claim, null, () => true, asker));
        return;
      }
      await this.#relay(combatantId, "roll", null, undefined, claim);
    } catch (err) {
      report(err);
    }
  }

  /** What the own-roll checks need of this combat. */
  get #rolls(): RollDesk {
    return {
      session: this.session,
      started: () => this.started,
      rolledNext: (id) => this.turnState.nextRolls?.[id] !== undefined,
      mayRoll: (id) => game.user.isGM || this.combatants.get(id)?.isOwner === true,
      card: (rolled, mode, userId) =>
        this.session.cards([rolled], { messageOptions: { messageMode: mode } }, userId),
    };
  }

  /** Whether `user` owns the combatant `id` (and so may roll for it). */
  #owns(user: ShadowturnUser | undefined, id: string): boolean {
    return user !== undefined && this.combatants.get(id)?.testUserPermission(user, "OWNER") === true;
  }

  /**
   * 5e: everyone the user owns without a score. The GM's "roll the rest": every unrolled combatant, players'
   * included, in one write.
   */
  override async rollAll(options: ShadowturnInitiativeOptions = {}): Promise<this> {
    return this.rollInitiative(
      this.#unrolled((c) => c.isOwner),
      options,
    );
  }

  /** The ids of combatants without a score (before the start: none kept on the Combat) that pass `keep`. */
  #unrolled(keep: (c: Combatant) => boolean): string[] {
    const scored = new Set(
      this.engineState()
        .combatants.filter((c) => c.score !== null)
        .map((c) => c.id),
    );
    return this.combatants.contents.filter((c) => !scored.has(c.id) && keep(c)).map((c) => c.id);
  }

  /** Combatants no player owns, without a score. */
  override async rollNPC(options: ShadowturnInitiativeOptions = {}): Promise<this> {
    const players = game.users.contents.filter((u) => !u.isGM);
    const ids = this.#unrolled((c) => c.isOwner && !players.some((u) => c.testUserPermission(u, "OWNER")));
    return this.rollInitiative(ids, options);
  }

  /** Back to before the start: round 0, no scores, no turn state, no history; one write. */
  override async resetAll(): Promise<this> {
    if (!game.user.isGM) return this.#refuse(combatRefusal("GmOnly"));
    const blank = (c: Combatant) => ({
      _id: c.id,
      initiative: null,
      system: { request: null, refusal: null },
    });
    await this.session.serial(() =>
      this.update(
        {
          round: 0,
          turn: null,
          system: {
            pass: 1,
            currentId: null,
            actedOrder: [],
            timedItems: [],
            combatants: Object.fromEntries(
              Object.keys(this.turnState.combatants ?? {}).map((id) => deleteKey(id)),
            ),
            history: clearHistory(this.turnState.history, deleteKey),
            nextRolls: Object.fromEntries(
              Object.keys(this.turnState.nextRolls ?? {}).map((id) => deleteKey(id)),
            ),
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
    const session = this.session;
    await session
      .serial(async () => {
        if (!this.started || this.#inEngine(c) || !this.combatants.get(c.id)) return;
        const input = actorInput(c);
        if (!input) throw missingActor([c]);
        const before = this.engineState();
        const rolled = await rollWithFoundry(c.id, initiativeFormula(before.ruleset, input));
        const { state } = await runWithFoundryDice((d) => {
          const added = addCombatant(before, input, d, rolled.initiative);
          // one that comes in defeated (its actor's Dead status) stays so (defeated.ts)
          return c.isDefeated
            ? apply(added, { type: "defeated", combatantId: c.id, defeated: true }, d)
            : added;
        });
        await session.write(before, state);
        await session.cards([rolled]);
      })
      .catch(report);
  }

  /**
   * A combatant left: the engine lets the next one act if it was acting (one write, which also drops its
   * engine state from the Combat). The state read now no longer has it: it is put back from what the Combat
   * still stores for it, so the engine can hand its phase on.
   */
  async letGo(gone: Combatant): Promise<void> {
    const session = this.session;
    await session
      .serial(async () => {
        const stored = this.turnState.combatants?.[gone.id];
        if (!this.started || !stored) return;
        const empty = getRuleset(this.turnState.ruleset).economy.empty;
        const was = checkedCombatant(gone.id, nameOf(gone), stored, () => liveInput(gone), [], empty);
        const state = this.engineState();
        const withIt: CombatState = {
          ...state,
          currentId: this.turnState.currentId,
          actedOrder: [...this.turnState.actedOrder],
          combatants: [...state.combatants, was],
        };
        await session.write(withIt, removeCombatant(withIt, gone.id));
      })
      .catch(report);
  }

  /**
   * The combatant's actor changed mid-fight: the engine reconciles its score, passes and budget from the
   * input its score was computed from to the actor's input now; added or lost dice are real Rolls. One write,
   * none when nothing the engine reads changed.
   */
  async syncCombatant(c: Combatant): Promise<void> {
    const session = this.session;
    await session
      .serial(async () => {
        if (!this.started || !this.#inEngine(c)) return;
        const input = actorInput(c);
        // no actor to read (a v14 world still loading it): keep what is stored, never a default input
        if (!input) return;
        const before = this.engineState();
        const was = before.combatants.find((x) => x.id === c.id);
        if (!was || JSON.stringify(was.input) === JSON.stringify(input)) return;
        const { state, dice } = await runWithFoundryDice((d) => updateCombatant(before, input, d));
        await session.write(before, state);
        for (const roll of dice.plain) await postDiceChanged(c, roll);
      })
      .catch(report);
  }

  // ----- advancing and going back -----

  /**
   * Ends the current phase: the next phase, pass or turn, as the engine says; only if it is still the phase
   * this user saw when they clicked (core's tracker arrow, our footer, the keys all end here). Players end
   * their own phase.
   */
  override async nextTurn(): Promise<this> {
    const seen = this.session.seen();
    if (!game.user.isGM) {
      // the acting one this player is shown, never a hidden one behind it
      const shownId = this.shownState().currentId;
      const current = shownId === null ? undefined : this.combatants.get(shownId);
      if (current?.isOwner) await this.endPhase(current.id);
      else showRefusal(combatRefusal("NotYourPhase"));
      return this;
    }
    await this.session.serial(() => this.session.advance(seen)).catch(report);
    return this;
  }

  /** Skips the rest of this turn: the next turn starts now (not when the turn seen is already over). */
  override async nextRound(): Promise<this> {
    if (!game.user.isGM) return this.#refuse(combatRefusal("GmOnly"));
    if (!this.started) return this.startCombat();
    const turn = this.round;
    const session = this.session;
    await session
      .serial(async () => {
        const state = this.engineState();
        if (state.turn !== turn)
          return ui.notifications.info(game.i18n.localize("SHADOWTURN.Combat.PhaseOver"));
        await session.newTurn(state);
      })
      .catch(report);
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
    const seenKey = newestKey(this.turnState.history);
    await this.session.serial(() => this.session.goBack(scope, seenKey)).catch(report);
    return this;
  }

  // ----- commands, phases and the relay -----

  /** A tracker command. The GM applies it; a player's goes to the active GM. Refusals are shown localised. */
  async runCommand(cmd: Command): Promise<void> {
    if (game.user.isGM) {
      await this.session.serial(() => this.session.applyCommands([cmd])).catch(report);
      return;
    }
    const send = async () => {
      const dry = this.#dryRun(cmd);
      if (dry) return showRefusal(dry);
      await this.#relay(cmd.combatantId, "command", cmd);
    };
    const shown = this.shownState();
    if (this.#early.waits(shown, this.engineState(), cmd.combatantId)) {
      // in the phase the player is shown, not begun yet: checked on what they see, sent when it begins
      const dry = this.#dryRun(cmd, shown);
      if (dry) return showRefusal(dry);
      return this.#early.hold(shown, cmd.combatantId, { send, what: clickWords(cmd, shown) });
    }
    await send();
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
    await this.session.serial(() => this.session.applyCommands(cmds)).catch(report);
  }

  /**
   * The GM types a score (rules "Scores set by hand", rule 1): checked first (a refusal names the combatant and
   * changes nothing), then the engine's set-score in one write with history, so going back restores the old
   * score; a card to the GMs records it. Before the start the number is kept as the roll turn 1 takes.
   */
  async setScore(combatantId: string, raw: unknown): Promise<void> {
    if (!game.user.isGM) return void this.#refuse(combatRefusal("GmOnly"));
    await this.session
      .serial(async () => {
        const before = this.engineState();
        const c = before.combatants.find((x) => x.id === combatantId);
        if (!c) throw new RefusalError(combatRefusal("NotInFight"));
        const change = scoreChange(before, c, raw);
        const state = apply(before, { type: "set-score", combatantId, score: change.to }, coinsOnly());
        const after = state.combatants.find((x) => x.id === combatantId);
        if (!this.started) {
          // the roll without dice is kept on the Combat, which only a GM writes: startCombat trusts it there
          const system = { combatants: { [combatantId]: { roll: after?.roll ?? null } } };
          const combatants = [{ _id: combatantId, initiative: change.to }];
          await this.update({ system, combatants }, { turnEvents: false });
        } else await this.session.write(before, state, { history: true });
        await postScoreChange(change, game.user.name);
      })
      .catch(report);
  }

  /** Ends a combatant's phase, while it is the phase this user saw; a player only their own, through the GM. */
  async endPhase(combatantId: string): Promise<void> {
    const seen = this.session.seen();
    if (game.user.isGM) {
      await this.session
        .serial(async () => {
          if (seen.currentId !== combatantId) throw new RefusalError(combatRefusal("NotYourPhase"));
          await this.session.advance(seen);
        })
        .catch(report);
      return;
    }
    const shown = this.shownState();
    if (this.#early.waits(shown, this.engineState(), combatantId))
      return this.#early.hold(shown, combatantId, {
        send: () => this.#relay(combatantId, "end-phase", null),
        what: clickWords("end-phase", shown),
      });
    await this.#relay(combatantId, "end-phase", null, seen);
  }

  /** The refusal the player's own client can already see (saves a round trip), or null. */
  #dryRun(cmd: Command, state: CombatState = this.engineState()): Refusal | null {
    try {
      apply(state, cmd, { die: (n) => Math.min(1, n), coin: () => 0.5 });
      return null;
    } catch (err) {
      return refusalOf(err);
    }
  }

  async #relay(
    combatantId: string,
    action: RelayAction,
    cmd: Command | null,
    seen?: Seen,
    roll?: { faces: number[]; declare: Command[]; mode: Visibility },
  ): Promise<void> {
    const combatant = this.combatants.get(combatantId);
    if (!combatant?.isOwner) return showRefusal(combatRefusal("Relay.NotOwner"));
    if (!game.users.activeGM) return showRefusal(combatRefusal("Relay.NoGM"));
    const at = seen ?? this.session.seen();
    const where = { round: at.turn, pass: at.pass, currentId: at.currentId };
    const request = makeRequest(action, cmd, where, roll);
    if (await sendRequest(combatant, request)) this.#asked.set(combatantId, request.id);
  }

  /** The active GM's side of the relay (called from Combatant#_onUpdate with the server's userId). */
  handleRequest(combatant: Combatant, text: string, userId: string): Promise<void> {
    return this.#relayDesk.receive(combatant, text, userId);
  }

  #refuse(r: Refusal): this {
    showRefusal(r);
    return this;
  }
}
