// Stand-in Combat and Combatant base classes: what our subclasses inherit from Foundry. Only behaviour with
// evidence is mimicked (test/stand-in/EVIDENCE.md names it for each). Every client holds its own copy of a
// combat and its combatants; a write is checked and stored by the server (`world.database`) and its result
// applied to every client's copy. Core methods our layer replaces (nextTurn, startCombat, rollInitiative ...)
// throw here, so a stray `super` call shows up in the tests.
import {
  applyToSource,
  buildSystem,
  Collection,
  expand,
  hasLevel,
  merge,
  world,
  type Source,
} from "./documents";
import type { StoredCombat } from "./world";
import type { StandInRegion } from "./regions";

type ActorLike = { id: string; name: string; ownership?: Source };

/** `(parent, collection, documents, data or ids, options, userId)` of the descendant callbacks. */
type DescendantArgs = [StandInCombat, string, StandInCombatant[], unknown[], Source, string];

/** The actor a combatant stands for (set by the stand-in world; SR5 `combatant.actor`). */
export type ActorLookup = (actorId: string | null) => ActorLike | null;

let lookupActor: ActorLookup = () => null;
/** The synthetic actor of an unlinked token (set by the stand-in world). */
let tokenActorOf: (base: ActorLike, tokenId: string) => ActorLike | null = (base) => base;
export function setTokenActorLookup(fn: (base: ActorLike, tokenId: string) => ActorLike | null): void {
  tokenActorOf = fn;
}
export function setActorLookup(fn: ActorLookup): void {
  lookupActor = fn;
}

function notMimicked(name: string): never {
  throw new Error(`stand-in: core ${name} is not mimicked; Shadowturn's documents must replace it`);
}

/** The running client's own copy of a combat. */
function copyOf(combatId: string): StandInCombat {
  const copy = world().current().combats.get(combatId) as StandInCombat | undefined;
  if (!copy) throw new Error(`client ${game.user.id} has no copy of combat ${combatId}`);
  return copy;
}

/** The combat as the server stores it. */
function storedOf(combatId: string): StoredCombat {
  const stored = world().database.get(combatId);
  if (!stored) throw new Error(`combat ${combatId} is not stored: create it with createCombat()`);
  return stored;
}

/** The server's check of a non-GM's change to one combatant: owned, and only keys a player may write. */
function checkPlayerCombatant(doc: StandInCombatant | undefined, id: string, changes: Source): void {
  if (game.user.isGM) return;
  const w = world();
  if (!doc?.testUserPermission(game.user, "OWNER")) w.refuse("update", `Combatant ${doc?.name ?? id}`);
  const keys = Object.keys(changes).filter((k) => k !== "_id");
  const forbidden = keys.filter((k) => !w.playerCombatantKeys.includes(k));
  if (forbidden.length > 0) w.refuse("update", `Combatant ${doc?.name ?? id} (${forbidden.join(", ")})`);
}

export class StandInCombatant {
  /** This client's copy of the stored data; only a broadcast write changes it. */
  _source: Source;
  system: Source;
  readonly parent: StandInCombat;
  constructor(source: Source, options: { parent: StandInCombat }) {
    this._source = structuredClone(source);
    this.parent = options.parent;
    this.system = {};
    this.rebuild();
  }
  rebuild(): void {
    this.system = buildSystem(CONFIG.Combatant.dataModels.base, this._source.system, this);
  }
  get id(): string {
    return this._source._id;
  }
  get combat(): StandInCombat {
    return this.parent;
  }
  get actorId(): string | null {
    return this._source.actorId ?? null;
  }
  /** The combatant's token (Beyond20 PR #1303 creates combatants by `tokenId`). */
  get tokenId(): string | null {
    return this._source.tokenId ?? this._source.token?.id ?? null;
  }
  /**
   * SR5 `combatant.actor`: an unlinked token's synthetic actor (test/stand-in/actors.ts `tokenActor`), else the
   * world actor of its own `actorId`, else of its token's when `actorId` is null (foundryvtt #13095).
   */
  get actor(): ActorLike | null {
    const token = this._source.token as Source | undefined;
    const base = lookupActor(this.actorId ?? token?.actorId ?? null);
    if (base && token?.actorLink === false && this.tokenId) return tokenActorOf(base, this.tokenId);
    return base;
  }
  /** A combatant's own name, else its actor's (core tracker rows show `name`); none when neither has one. */
  get name(): string | undefined {
    return this._source.name || this.actor?.name || undefined;
  }
  /**
   * The tracker image set on the combatant itself, its scene, and its token as far as tracker rows read it
   * (`texture.src`: SR5 `token?.texture?.src ?? actor?.img`; pf2e-hud `combatant.sceneId`). Core resolves the
   * token from the scene; tests give it in the source.
   */
  get img(): string | null {
    return this._source.img ?? null;
  }
  get sceneId(): string | null {
    return this._source.sceneId ?? null;
  }
  /**
   * The combatant's token as far as tests give it in the source, with the scene regions it stands in
   * (`token.regions`: core's combat workflow triggers their events; regions.ts).
   */
  get token(): {
    id?: string;
    actorId?: string | null;
    texture: { src: string | null };
    regions: Set<StandInRegion>;
  } | null {
    const token = this._source.token as Source | undefined;
    if (!token) return null;
    const id = token.id ?? this.tokenId;
    return { ...token, regions: new Set(world().regions.filter((r) => id && r.tokenIds.has(id))) } as never;
  }
  /** Some player (not a GM) owns it (core's sound cues: `game.user.isGM ? !c.hasPlayerOwner : c.isOwner`). */
  get hasPlayerOwner(): boolean {
    return world().users.some((u) => !u.isGM && this.testUserPermission(u, "OWNER"));
  }
  get initiative(): number | null {
    return this._source.initiative ?? null;
  }
  get hidden(): boolean {
    return Boolean(this._source.hidden);
  }
  /** Core's own field, written by the skull (GURPS `combatant.update({defeated})`). */
  get defeated(): boolean {
    return Boolean(this._source.defeated);
  }
  /**
   * Core's `isDefeated`: its own `defeated`, or the actor's defeated status (foundryvtt #8197: `isDefeated` is
   * the one source of truth; zhell-custom-stuff `scripts/hooks/mark-defeated.mjs` marks the fallen with the
   * status alone).
   */
  get isDefeated(): boolean {
    const status = (CONFIG as { specialStatusEffects?: { DEFEATED?: string } }).specialStatusEffects
      ?.DEFEATED;
    const statuses = (this.actor as { statuses?: ReadonlySet<string> } | null)?.statuses;
    return this.defeated || (statuses?.has(status ?? "dead") ?? false);
  }
  /**
   * A combatant's rights are its actor's (FOUNDRY-API.md 1: "a player may update owned Combatants"; SR5 skips
   * `!combatant.isOwner` when rolling, 5e's `rollAll` collects `isOwner`).
   */
  testUserPermission(user: ShadowturnUser, level: "OBSERVER" | "OWNER"): boolean {
    return hasLevel(this.actor?.ownership, user, level);
  }
  get isOwner(): boolean {
    return this.testUserPermission(game.user, "OWNER");
  }
  /**
   * One write, the same path as the parent's `updateEmbeddedDocuments` (not a call of it, so a test that counts
   * calls of either sees one write).
   */
  async update(data: Source, options: Source = {}): Promise<this | undefined> {
    const done = await this.parent.writeCombatants([{ ...data, _id: this.id }], options);
    return done.length > 0 ? this : undefined;
  }
  async delete(): Promise<this> {
    await this.parent.deleteEmbeddedDocuments("Combatant", [this.id]);
    return this;
  }
  getInitiativeRoll(): unknown {
    return notMimicked("Combatant.getInitiativeRoll");
  }
  rollInitiative(): Promise<this> {
    return notMimicked("Combatant.rollInitiative");
  }
  /**
   * Runs on the writing client before the change is sent, with the change not yet applied (`this` still holds
   * the old values); `false` cancels (DS `combatant.mjs` `_preUpdate`).
   */
  protected async _preUpdate(
    _changes: Source,
    _options: Source,
    _user: ShadowturnUser,
  ): Promise<boolean | void> {}
  /** FOUNDRY-API.md 1: lifecycle handler, run on every client with the writer's id from the server. */
  protected _onUpdate(_changed: Source, _options: Source, _userId: string): void {}
  /** The writer's side of an update: `_preUpdate`, then `preUpdateCombatant`; false when either cancels. */
  async beforeUpdate(changes: Source, options: Source): Promise<boolean> {
    if ((await this._preUpdate(changes, options, game.user)) === false) return false;
    return Hooks.call("preUpdateCombatant", this, changes, options, game.user.id);
  }
  /** A broadcast update arriving at this client's copy: stored data, data model, then `_onUpdate`. */
  receiveUpdate(changed: Source, options: Source, userId: string): void {
    merge(this._source, changed);
    this.rebuild();
    this._onUpdate(changed, options, userId);
  }
  /** Entries of a parent's update already applied to this copy, under the "combatants-*" readings. */
  arrived(changed: Source, options: Source, userId: string): void {
    this._onUpdate(changed, options, userId);
    Hooks.callAll("updateCombatant", this, changed, options, userId);
  }
  toObject(): Source {
    return structuredClone({ ...this._source, system: this.system.toObject?.() ?? this._source.system });
  }
}

export class StandInCombat {
  /** This client's copy of the stored data; only a broadcast write changes it. */
  _source: Source;
  system: Source;
  readonly combatants = new Collection<StandInCombatant>();
  turns: StandInCombatant[] = [];
  current: ShadowturnCombatHistoryData = { round: 0, turn: null, combatantId: null, tokenId: null };
  previous: ShadowturnCombatHistoryData | undefined = undefined;
  /** Sounds played (LAN `_playCombatSound("startEncounter")`). */
  readonly sounds: string[] = [];
  /** This client's `turn`: the stored value until the client assigns its own, reset by the next broadcast. */
  #turn: number | null = null;

  constructor(source: Source) {
    const { combatants = [], ...own } = structuredClone(source) as Source;
    this._source = { round: 0, turn: null, ...own };
    for (const c of combatants as Source[]) this.addCombatant(c);
    this.system = {};
    this.rebuild();
  }
  addCombatant(data: Source): StandInCombatant {
    const Cls = (CONFIG.Combatant.documentClass ?? StandInCombatant) as typeof StandInCombatant;
    const doc = new Cls({ _id: data._id ?? world().nextId("cbt"), ...data }, { parent: this });
    this.combatants.set(doc);
    return doc;
  }
  rebuild(): void {
    this.system = buildSystem(CONFIG.Combat.dataModels.base, this._source.system, this);
    this.#turn = this._source.turn ?? null;
  }
  get id(): string {
    return this._source._id;
  }
  get round(): number {
    return this._source.round ?? 0;
  }
  get turn(): number | null {
    return this.#turn;
  }
  /** COS `setupTurns` clamps `this.turn` on each client; that changes this copy only, never the stored turn. */
  set turn(value: number | null) {
    this.#turn = value;
  }
  /** Modules read `combat.started` in updateCombat handlers; `round > 0` is assumed (src/types/foundry/combat.d.ts). */
  get started(): boolean {
    return this.round > 0;
  }
  /** `turns[turn]` (SR5 `this.combatant?.id`). */
  get combatant(): StandInCombatant | undefined {
    return this.turn === null ? undefined : this.turns[this.turn];
  }
  /**
   * `nextCombatant`: the entry after the current one in the turn list, the first after the last (foundryvtt
   * #13603: "returns the next turn in order, instead of the combatant whose turn really is next"; SR5
   * `SR5Combat.ts` overrides it for that reason). Wrapping to the first: not verified.
   */
  get nextCombatant(): StandInCombatant | undefined {
    if (this.turn === null) return this.turns[0];
    if (this.turn === this.turns.length - 1) return this.turns[0];
    return this.turns[this.turn + 1];
  }
  /** Whether the combat is active (core's sound cues play only in the active encounter); the stand-in's are unless said. */
  get active(): boolean {
    return this._source.active ?? true;
  }
  /** Only GMs own a combat here; players write what #1988 allows (see `update`). */
  get isOwner(): boolean {
    return game.user.isGM;
  }
  /** `getCombatantsByActor(actor)`: a token's actor by its token, else by the actor id (EVIDENCE.md). */
  getCombatantsByActor(actor: {
    id: string;
    isToken?: boolean;
    token?: { id: string } | null;
  }): StandInCombatant[] {
    if (actor.isToken && actor.token) return this.combatants.filter((c) => c.tokenId === actor.token?.id);
    return this.combatants.filter((c) => c.actorId === actor.id);
  }
  /**
   * #12018: seconds between two points, counting each turn moved over: within a round the turns moved times
   * CONFIG.time.turnTime (0 s when unset), across rounds the rounds moved times CONFIG.time.roundTime (6 s when
   * unset). So moving back to turn 0 in the same round is negative, as in core.
   */
  getTimeDelta(fromRound: number, fromTurn: number | null, toRound: number, toTurn: number | null): number {
    const time = CONFIG.time as { roundTime?: number; turnTime?: number } | undefined;
    if (toRound !== fromRound) return (toRound - fromRound) * (time?.roundTime ?? 6);
    return ((toTurn ?? 0) - (fromTurn ?? 0)) * (time?.turnTime ?? 0);
  }
  /** Core order when a system does not override it: initiative, highest first, then id (SR5 comment). */
  protected _sortCombatants(a: StandInCombatant, b: StandInCombatant): number {
    const ia = a.initiative ?? Number.NEGATIVE_INFINITY;
    const ib = b.initiative ?? Number.NEGATIVE_INFINITY;
    return ib - ia || a.id.localeCompare(b.id);
  }
  /** `_getCurrentState(combatant)`: the current combatant unless another is given (hero6e `combat.mjs`). */
  protected _getCurrentState(combatant?: StandInCombatant): ShadowturnCombatHistoryData {
    const c = combatant ?? this.combatant;
    return { round: this.round, turn: this.turn, combatantId: c?.id ?? null, tokenId: c?.tokenId ?? null };
  }
  /** COS `setupTurns`: sort, clamp `turn`, set `current`, set `previous` once, assign `turns`. */
  setupTurns(): StandInCombatant[] {
    const turns = this.combatants.contents.sort((a, b) => this._sortCombatants(a, b));
    if (this.turn !== null) this.turn = Math.min(Math.max(this.turn, 0), Math.max(turns.length - 1, 0));
    this.turns = turns;
    const current = this.turn === null ? undefined : turns[this.turn];
    this.current = this._getCurrentState(current);
    this.previous ??= this.current;
    return turns;
  }
  /**
   * #9641: after combatants are created, updated or deleted, core orders the turn again (`setupTurns`) on every
   * client; DS `combat.mjs` overrides these with `(parent, collection, documents, data, options, userId)`.
   * Each of them: the turn set up again, the prior state recorded, and when the current combatant, turn or
   * round changed `_manageTurnEvents` (unless `options.turnEvents === false`: #10387 names the four places
   * that check it) and the turn markers.
   */
  protected _onCreateDescendantDocuments(...args: DescendantArgs): void {
    this.#onModifyCombatants(args[4]);
  }
  protected _onUpdateDescendantDocuments(...args: DescendantArgs): void {
    this.#onModifyCombatants(args[4]);
  }
  protected _onDeleteDescendantDocuments(...args: DescendantArgs): void {
    this.#onModifyCombatants(args[4]);
  }
  #onModifyCombatants(options: Source): void {
    const prior = structuredClone(this.current);
    this.setupTurns();
    if (this.#recordPreviousState(prior)) {
      if (options.turnEvents !== false) void this._manageTurnEvents();
      this._updateTurnMarkers();
    }
  }
  /** The broadcast side of a combatant write: the descendant callbacks are core's, not public. */
  descendantsChanged(action: "create" | "update" | "delete", ...args: DescendantArgs): void {
    if (action === "create") this._onCreateDescendantDocuments(...args);
    else if (action === "update") this._onUpdateDescendantDocuments(...args);
    else this._onDeleteDescendantDocuments(...args);
  }
  /** The Tracker Settings as the combat reads them (lancer `this.settings.skipDefeated`). */
  get settings(): { resource: string; skipDefeated: boolean } {
    return world().trackerSettings;
  }
  /**
   * `_playCombatSound(announcement)`: an announcement of the user's combat theme
   * (`CONFIG.Combat.sounds[core.combatTheme]`, Lancer `lancer-combat.ts`), none with the theme "none" or
   * without that announcement. The stand-in records every announcement asked for (`sounds`) and plays the
   * theme's file on this client.
   */
  protected _playCombatSound(name: string): void {
    if (!(CONST as unknown as { COMBAT_ANNOUNCEMENTS: string[] }).COMBAT_ANNOUNCEMENTS.includes(name))
      throw new Error(`"${name}" is not a valid Combat announcement type`);
    this.sounds.push(name);
    const themes = (CONFIG.Combat as { sounds?: Record<string, Record<string, string[]>> }).sounds ?? {};
    const theme = themes[game.settings.get("core", "combatTheme") as string];
    const src = theme?.[name]?.[0];
    if (src) foundry.audio.AudioHelper.play({ src }, false);
  }
  /** The token this client's turn marker sits on: the current combatant's (`_updateTurnMarkers`, hero6e). */
  turnMarker: string | null = null;
  protected _updateTurnMarkers(): void {
    this.turnMarker = this.combatant?.tokenId ?? null;
  }

  /**
   * One write. Non-GM users may write only `round`, `turn` and `combatants` on a Combat, never `system`, and may
   * not change the round (FOUNDRY-API.md 1 pitfalls: SR5 PR #1988, SR5 #383); their `combatants` entries must
   * be combatants they own, with keys a player may write. Embedded `combatants: [{_id, ...}]` entries update
   * those combatants in the same call (SR5 `nextRound` / `_restoreSnapshot`). The server validates the data
   * models before storing anything, then every client applies the result to its own copy.
   */
  async update(data: Source, options: ShadowturnCombatUpdateOptions = {}): Promise<this | undefined> {
    const w = world();
    const entries = (Array.isArray(data.combatants) ? data.combatants : []) as Source[];
    w.record({
      action: "update",
      documentName: "Combat",
      id: this.id,
      embedded: entries.map((e) => e._id),
      data,
    });
    this.checkPlayerUpdate(data, entries);
    await w.roundTrip();
    const stored = storedOf(this.id);
    const { combatants: _ignored, ...own } = data;
    const source = structuredClone(stored.source);
    const changed = applyToSource(source, own, options);
    const sources = new Map<string, Source>();
    const embedded: Source[] = [];
    for (const entry of entries) {
      const before = stored.combatants.get(entry._id);
      if (!before) continue;
      const { _id, ...rest } = entry;
      const after = structuredClone(before);
      const diff = applyToSource(after, rest, options);
      buildSystem(CONFIG.Combatant.dataModels.base, after.system, this.combatants.get(_id));
      sources.set(_id, after);
      if (Object.keys(diff).length > 0) embedded.push({ _id, ...diff });
    }
    buildSystem(CONFIG.Combat.dataModels.base, source.system, this);
    stored.source = source;
    for (const [id, after] of sources) stored.combatants.set(id, after);
    if (embedded.length > 0) changed.combatants = embedded;
    if (Object.keys(changed).length === 0) return undefined;
    const userId = game.user.id;
    w.broadcast(() => copyOf(this.id).receiveUpdate(structuredClone(changed), options, userId));
    return this;
  }

  /**
   * A broadcast Combat update arriving at this client's copy; the local `turn` goes back to the stored one.
   * Whether the carried combatants' own `_onUpdate` and `updateCombatant` run too, and when, is the world's
   * `parentUpdate` (not verified, EVIDENCE.md).
   */
  receiveUpdate(changed: Source, options: Source, userId: string): void {
    const { combatants: entries = [], ...own } = changed;
    merge(this._source, own);
    const arrived: { doc: StandInCombatant; rest: Source }[] = [];
    for (const { _id, ...rest } of entries as Source[]) {
      const doc = this.combatants.get(_id);
      if (!doc) continue;
      merge(doc._source, rest);
      doc.rebuild();
      arrived.push({ doc, rest });
    }
    this.rebuild();
    const mode = world().parentUpdate;
    const combatantsRun = () => {
      if (mode === "combat-only") return;
      for (const { doc, rest } of arrived) doc.arrived(rest, options, userId);
    };
    if (mode === "combatants-first") combatantsRun();
    this._onUpdate(changed, options, userId);
    Hooks.callAll("updateCombat", this, changed, options, userId);
    if (mode === "combatants-after") combatantsRun();
  }

  private checkPlayerUpdate(data: Source, entries: Source[]): void {
    if (game.user.isGM) return;
    const w = world();
    const keys = Object.keys(data).map((k) => k.split(".")[0]);
    if (keys.some((k) => !["round", "turn", "combatants"].includes(k as string)))
      w.refuse("update", "Combat system");
    if ("round" in data && data.round !== this.round) w.refuse("update", "Combat round");
    for (const { _id, ...rest } of entries) {
      checkPlayerCombatant(this.combatants.get(_id), _id, expand(rest));
    }
  }

  /**
   * `_onUpdate` on every client, as hero6e `module/combat.mjs` replaces it whole: the prior state kept; the
   * turn set up again only when `combatants` changed, else the current state read from the turn list as it
   * stands; the prior state recorded as `previous`; when the current combatant, turn or round changed,
   * `_manageTurnEvents` (unless `options.turnEvents === false`), the turn markers, and in the active encounter
   * "Your Turn" for the acting combatant's owners (a GM: for one no player owns) or else "Next Up" for the
   * next entry's (daggerheart PR #2106 says the same of who hears it).
   */
  protected _onUpdate(changed: Source, options: Source, _userId: string): void {
    const prior = structuredClone(this.current);
    if (!this.previous) this.previous = prior;
    if ("combatants" in changed) this.setupTurns();
    else this.current = this._getCurrentState();
    const stateChanged = this.#recordPreviousState(prior);
    if (stateChanged && options.turnEvents !== false) void this._manageTurnEvents();
    if (stateChanged) this._updateTurnMarkers();
    if (this.active && stateChanged && this.started && prior.round) {
      const play = (c: StandInCombatant | undefined) =>
        c !== undefined && (game.user.isGM ? !c.hasPlayerOwner : c.isOwner);
      if (play(this.combatant)) this._playCombatSound("yourTurn");
      else if (play(this.nextCombatant)) this._playCombatSound("nextUp");
    }
  }
  /** `previous` takes the prior state; whether combatant, round or turn changed (hero6e `combat.mjs`). */
  #recordPreviousState(prior: ShadowturnCombatHistoryData): boolean {
    const { round, turn, combatantId } = this.current;
    const changed = combatantId !== prior.combatantId || round !== prior.round || turn !== prior.turn;
    this.previous = Object.assign(this.previous ?? {}, prior) as ShadowturnCombatHistoryData;
    return changed;
  }

  // ----- turn events -----
  /** What core's turn handlers ran on this client, in order (the stand-in's record). */
  readonly turnEventLog: (string | [string, string])[] = [];
  /** Per combatant: how often its token's movement history was cleared. */
  readonly movementCleared = new Map<string, number>();
  /**
   * `_manageTurnEvents`: nothing before the start; the active GM runs the turn events; then on every client
   * the `combatTurnChange` hook with the combat, its previous and its current state (Savantford/
   * foundry-weirdwizard `v14-support` and Legitamine/metanthropes `combat.mjs` agree; foundryvtt #9664).
   */
  protected async _manageTurnEvents(): Promise<void> {
    if (!this.started) return;
    const { current, previous } = this;
    if (game.user.isActiveGM) await this.#triggerTurnEvents();
    Hooks.callAll("combatTurnChange", this, previous, current);
  }
  /**
   * The turn events the active GM runs, as the independent re-implementations agree (weirdwizard
   * `#triggerWWTurnEvents`, metanthropes `_manageTurnEvents`, hero6e `triggerTurnEvents`): forward only, read
   * from the round and the turn index (foundryvtt #13983 calls it "intervals" of the index); going back runs
   * nothing (#11988, #11997: "Moving backwards shouldn't trigger combat events"), and so does a turn index
   * that fell within the round, as a new pass makes it. A new round: the prior combatant's turn ends, the
   * round ends (not round 0, #11238), the new one starts, then the current combatant's turn (#10786). The
   * same round with a higher index, or the same index with another combatant current: the prior's turn ends
   * and the current's starts. Turns moved over in between get no events here (#11998 asks for them: not
   * verified whether core gives them).
   */
  async #triggerTurnEvents(): Promise<void> {
    const { current } = this;
    const previous = this.previous ?? current;
    const [round, was] = [current.round ?? 0, previous.round ?? 0];
    const [turn, wasTurn] = [current.turn ?? -1, previous.turn ?? -1];
    const newRound = round > was;
    const forward = newRound || (round === was && turn > wasTurn);
    const otherCombatant = round === was && turn === wasTurn && current.combatantId !== previous.combatantId;
    if (round <= 0 || !(forward || otherCombatant)) return;
    const prior = previous.combatantId ? this.combatants.get(previous.combatantId) : undefined;
    if (prior && was > 0) await this.#onEndTurn(prior, { round: was, turn: previous.turn, skipped: false });
    if (newRound) {
      if (was > 0) await this.#onEndRound({ round: was, skipped: false });
      await this.#onStartRound({ round, skipped: false });
    }
    if (this.combatant)
      await this.#onStartTurn(this.combatant, { round, turn: current.turn, skipped: false });
  }
  /** v14's effect registry (foundryvtt #13667), absent on v13. */
  #registry(): { refresh(event: string, context: object): Promise<void> } | undefined {
    return (foundry.documents as unknown as { ActiveEffect?: { registry?: never } }).ActiveEffect?.registry;
  }
  /**
   * Around each handler: the handler, on v14 the effect registry told of the event (its context and the
   * combat), then the events of the combatants' tokens' regions (weirdwizard `v14-support`
   * `#triggerWWTurnEvents`; draw-steel `combat.mjs` and draw-steel-combat-tools `squad-turns.mjs` make the
   * same region call).
   */
  async #onEndTurn(combatant: StandInCombatant, context: Source): Promise<void> {
    await this._onEndTurn(combatant, context);
    await this.#registry()?.refresh("turnEnd", { ...context, combat: this });
    await this.#triggerRegionEvents(CONST.REGION_EVENTS.TOKEN_TURN_END, context, [combatant]);
  }
  async #onEndRound(context: Source): Promise<void> {
    await this._onEndRound(context);
    await this.#registry()?.refresh("roundEnd", { ...context, combat: this });
    await this.#triggerRegionEvents(CONST.REGION_EVENTS.TOKEN_ROUND_END, context, this.combatants);
  }
  async #onStartRound(context: Source): Promise<void> {
    await this._onStartRound(context);
    await this.#registry()?.refresh("roundStart", { ...context, combat: this });
    await this.#triggerRegionEvents(CONST.REGION_EVENTS.TOKEN_ROUND_START, context, this.combatants);
  }
  /** A turn's start: the handler, the movement history (weirdwizard `v14-support`), registry, regions. */
  async #onStartTurn(combatant: StandInCombatant, context: Source): Promise<void> {
    await this._onStartTurn(combatant, context);
    await this._clearMovementHistoryOnStartTurn(combatant, context);
    await this.#registry()?.refresh("turnStart", { ...context, combat: this });
    await this.#triggerRegionEvents(CONST.REGION_EVENTS.TOKEN_TURN_START, context, [combatant]);
  }
  async #triggerRegionEvents(
    name: string,
    data: Source,
    combatants: Iterable<StandInCombatant>,
  ): Promise<void> {
    const promises: Promise<void>[] = [];
    for (const combatant of combatants) {
      const token = combatant.token;
      if (!token) continue;
      for (const region of token.regions)
        promises.push(region._triggerEvent(name, { token, combatant, combat: this, ...data } as never));
    }
    await Promise.allSettled(promises);
  }
  /**
   * The four handlers do nothing themselves (weirdwizard's docs of its overrides: "The default implementation
   * of this function does nothing").
   */
  async _onEndTurn(combatant: StandInCombatant, _context: object): Promise<void> {
    this.turnEventLog.push(["endTurn", combatant.id]);
  }
  async _onEndRound(_context: object): Promise<void> {
    this.turnEventLog.push("endRound");
  }
  async _onStartRound(_context: object): Promise<void> {
    this.turnEventLog.push("startRound");
  }
  async _onStartTurn(combatant: StandInCombatant, _context: object): Promise<void> {
    this.turnEventLog.push(["startTurn", combatant.id]);
  }
  /** Clears the token's movement history (foundryvtt #11730; SR5 PR #1729 overrides it with nothing). */
  protected async _clearMovementHistoryOnStartTurn(
    combatant: StandInCombatant,
    _context: object,
  ): Promise<void> {
    if (!combatant.token) return;
    this.movementCleared.set(combatant.id, (this.movementCleared.get(combatant.id) ?? 0) + 1);
  }
  /** `clearMovementHistories(combatants)`: those combatants' tokens', every one's by default (#12296). */
  async clearMovementHistories(combatants?: Iterable<StandInCombatant>): Promise<void> {
    for (const c of combatants ?? this.combatants) {
      if (!c.token) continue;
      this.movementCleared.set(c.id, (this.movementCleared.get(c.id) ?? 0) + 1);
    }
  }

  async createEmbeddedDocuments(
    name: "Combatant",
    data: Source[],
    options: Source = {},
  ): Promise<StandInCombatant[]> {
    const w = world();
    if (!game.user.isGM) w.refuse("create", name);
    const sources = data.map((d) => ({ ...structuredClone(d), _id: d._id ?? w.nextId("cbt") }) as Source);
    for (const s of sources) buildSystem(CONFIG.Combatant.dataModels.base, s.system, null);
    w.record({
      action: "create",
      documentName: name,
      id: this.id,
      embedded: sources.map((s) => s._id),
      data,
    });
    const stored = storedOf(this.id);
    for (const s of sources) stored.combatants.set(s._id, structuredClone(s));
    const userId = game.user.id;
    w.broadcast(() => {
      const copy = copyOf(this.id);
      const created = sources.map((s) => copy.addCombatant(structuredClone(s)));
      copy.descendantsChanged("create", copy, "combatants", created, sources, options, userId);
      for (const c of created) Hooks.callAll("createCombatant", c, options, userId);
    });
    return sources.map((s) => this.combatants.get(s._id)).filter((c) => c !== undefined);
  }

  /**
   * Updates combatants through their own path (#10501: checked against the Combatant's permitted keys, not the
   * Combat's): each one's `_preUpdate` on the writing client, the server's check and store, then on every
   * client each one's `_onUpdate`, the combat's `setupTurns` (#9641) and the `updateCombatant` hook.
   */
  async updateEmbeddedDocuments(
    _name: "Combatant",
    updates: Source[],
    options: Source = {},
  ): Promise<StandInCombatant[]> {
    return this.writeCombatants(updates, options);
  }

  /** The Combatant update path shared by `updateEmbeddedDocuments` and `combatant.update`. */
  async writeCombatants(updates: Source[], options: Source = {}): Promise<StandInCombatant[]> {
    const w = world();
    w.record({
      action: "update",
      documentName: "Combatant",
      id: this.id,
      embedded: updates.map((u) => u._id),
      data: updates,
    });
    const accepted: { id: string; changes: Source }[] = [];
    for (const { _id, ...rest } of updates) {
      const doc = this.combatants.get(_id);
      const changes = expand(rest);
      if (doc && !(await doc.beforeUpdate(changes, options))) continue;
      accepted.push({ id: _id, changes });
    }
    for (const a of accepted) checkPlayerCombatant(this.combatants.get(a.id), a.id, a.changes);
    await w.roundTrip();
    const stored = storedOf(this.id);
    const results: { id: string; changed: Source; after: Source }[] = [];
    for (const a of accepted) {
      const before = stored.combatants.get(a.id);
      if (!before) throw new Error(`Combatant ${a.id} does not exist in Combat ${this.id}`);
      const after = structuredClone(before);
      const changed = applyToSource(after, a.changes, options);
      buildSystem(CONFIG.Combatant.dataModels.base, after.system, this.combatants.get(a.id));
      if (Object.keys(changed).length > 0) results.push({ id: a.id, changed, after });
    }
    for (const r of results) stored.combatants.set(r.id, r.after);
    if (results.length === 0) return [];
    const userId = game.user.id;
    w.broadcast(() => {
      const copy = copyOf(this.id);
      const arrived = results.flatMap((r) => {
        const doc = copy.combatants.get(r.id);
        if (!doc) return [];
        const changed = structuredClone(r.changed);
        doc.receiveUpdate(changed, options, userId);
        return [{ doc, changed }];
      });
      const docs = arrived.map((a) => a.doc);
      const changes = arrived.map((a) => ({ _id: a.doc.id, ...a.changed }));
      copy.descendantsChanged("update", copy, "combatants", docs, changes, options, userId);
      for (const { doc, changed } of arrived) Hooks.callAll("updateCombatant", doc, changed, options, userId);
    });
    return results.map((r) => this.combatants.get(r.id)).filter((c) => c !== undefined);
  }

  async deleteEmbeddedDocuments(name: "Combatant", ids: string[], options: Source = {}): Promise<unknown[]> {
    const w = world();
    if (!game.user.isGM) w.refuse("delete", name);
    const stored = storedOf(this.id);
    const gone = ids.filter((id) => stored.combatants.has(id));
    w.record({ action: "delete", documentName: name, id: this.id, embedded: gone, data: ids });
    gone.forEach((id) => stored.combatants.delete(id));
    const userId = game.user.id;
    const mine = gone.map((id) => this.combatants.get(id)).filter((c) => c !== undefined);
    w.broadcast(() => {
      const copy = copyOf(this.id);
      const deleted = gone.map((id) => copy.combatants.get(id)).filter((c) => c !== undefined);
      deleted.forEach((c) => copy.combatants.delete(c.id));
      copy.descendantsChanged("delete", copy, "combatants", deleted, gone, options, userId);
      for (const c of deleted) Hooks.callAll("deleteCombatant", c, options, userId);
    });
    return mine;
  }

  startCombat(): Promise<this> {
    return notMimicked("startCombat");
  }
  nextTurn(): Promise<this> {
    return notMimicked("nextTurn");
  }
  previousTurn(): Promise<this> {
    return notMimicked("previousTurn");
  }
  nextRound(): Promise<this> {
    return notMimicked("nextRound");
  }
  previousRound(): Promise<this> {
    return notMimicked("previousRound");
  }
  rollInitiative(): Promise<this> {
    return notMimicked("rollInitiative");
  }
  rollAll(): Promise<this> {
    return notMimicked("rollAll");
  }
  rollNPC(): Promise<this> {
    return notMimicked("rollNPC");
  }
  resetAll(): Promise<this> {
    return notMimicked("resetAll");
  }
}
