// Stand-in Combat and Combatant base classes: what our subclasses inherit from Foundry. Only behaviour with
// evidence is mimicked; each piece names where it was seen. Core methods our layer replaces (nextTurn,
// startCombat, rollInitiative ...) throw here, so a stray `super` call shows up in the tests.
import { applyToSource, buildSystem, Collection, hasLevel, world, type Source } from "./documents";

type ActorLike = { id: string; name: string; ownership?: Source };

/** The actor a combatant stands for (set by the stand-in world; SR5 `combatant.actor`). */
export type ActorLookup = (actorId: string | null) => ActorLike | null;

let lookupActor: ActorLookup = () => null;
export function setActorLookup(fn: ActorLookup): void {
  lookupActor = fn;
}

function notMimicked(name: string): never {
  throw new Error(`stand-in: core ${name} is not mimicked; Shadowturn's documents must replace it`);
}

export class StandInCombatant {
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
  /** SR5 `combatant.actor` (the token's synthetic actor for unlinked tokens; tests use actors directly). */
  get actor(): ActorLike | null {
    return lookupActor(this.actorId);
  }
  /** A combatant's own name, else its actor's (core tracker rows show `name`). */
  get name(): string {
    return this._source.name || this.actor?.name || "";
  }
  get initiative(): number | null {
    return this._source.initiative ?? null;
  }
  get hidden(): boolean {
    return Boolean(this._source.hidden);
  }
  get isDefeated(): boolean {
    return Boolean(this._source.defeated);
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
  /** One write; players may write combatants they own (DS PR #254: initiative and system). */
  async update(data: Source, options: Source = {}): Promise<this | undefined> {
    const w = world();
    w.record({ action: "update", documentName: "Combatant", id: this.id, embedded: [], data });
    if (!this.isOwner) w.refuse("update", `Combatant ${this.name}`);
    const changed = applyToSource(this._source, data, options);
    this.rebuild();
    if (Object.keys(changed).length === 0) return undefined;
    const userId = game.user.id;
    w.broadcast(() => {
      this._onUpdate(changed, options, userId);
      Hooks.callAll("updateCombatant", this, changed, options, userId);
    });
    return this;
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
  /** FOUNDRY-API.md 1: lifecycle handler, run on every client with the writer's id from the server. */
  protected _onUpdate(_changed: Source, _options: Source, _userId: string): void {}
  toObject(): Source {
    return structuredClone({ ...this._source, system: this.system.toObject?.() ?? this._source.system });
  }
}

export class StandInCombat {
  _source: Source;
  system: Source;
  readonly combatants = new Collection<StandInCombatant>();
  turns: StandInCombatant[] = [];
  current: ShadowturnCombatHistoryData = { round: 0, turn: null, combatantId: null, tokenId: null };
  previous: ShadowturnCombatHistoryData | undefined = undefined;
  /** Sounds played (LAN `_playCombatSound("startEncounter")`). */
  readonly sounds: string[] = [];

  constructor(source: Source) {
    this._source = { round: 0, turn: null, ...structuredClone(source), combatants: undefined };
    for (const c of (source.combatants ?? []) as Source[]) this.addCombatant(c);
    this.system = {};
    this.rebuild();
  }
  private addCombatant(data: Source): StandInCombatant {
    const Cls = (CONFIG.Combatant.documentClass ?? StandInCombatant) as typeof StandInCombatant;
    const doc = new Cls({ _id: data._id ?? world().nextId("cbt"), ...data }, { parent: this });
    this.combatants.set(doc);
    return doc;
  }
  rebuild(): void {
    this.system = buildSystem(CONFIG.Combat.dataModels.base, this._source.system, this);
  }
  get id(): string {
    return this._source._id;
  }
  get round(): number {
    return this._source.round ?? 0;
  }
  get turn(): number | null {
    return this._source.turn ?? null;
  }
  /** COS `setupTurns` clamps `this.turn` locally (FOUNDRY-API.md 1). */
  set turn(value: number | null) {
    this._source.turn = value;
  }
  /** Modules read `combat.started` in updateCombat handlers; `round > 0` is assumed (src/types/foundry/combat.d.ts). */
  get started(): boolean {
    return this.round > 0;
  }
  /** `turns[turn]` (SR5 `this.combatant?.id`). */
  get combatant(): StandInCombatant | undefined {
    return this.turn === null ? undefined : this.turns[this.turn];
  }
  /** Only GMs own a combat here; players write what #1988 allows (see `update`). */
  get isOwner(): boolean {
    return game.user.isGM;
  }
  getCombatantsByActor(actor: { id: string }): StandInCombatant[] {
    return this.combatants.filter((c) => c.actorId === actor.id);
  }
  /** #12018: seconds between two points; the stand-in counts 6 s a round and 0 s a turn. */
  getTimeDelta(fromRound: number, _fromTurn: number | null, toRound: number, _toTurn: number | null): number {
    return (toRound - fromRound) * 6;
  }
  /** Core order when a system does not override it: initiative, highest first, then id (SR5 comment). */
  protected _sortCombatants(a: StandInCombatant, b: StandInCombatant): number {
    const ia = a.initiative ?? Number.NEGATIVE_INFINITY;
    const ib = b.initiative ?? Number.NEGATIVE_INFINITY;
    return ib - ia || a.id.localeCompare(b.id);
  }
  protected _getCurrentState(combatant?: StandInCombatant): ShadowturnCombatHistoryData {
    return { round: this.round, turn: this.turn, combatantId: combatant?.id ?? null, tokenId: null };
  }
  /** COS `setupTurns`: sort, clamp `turn`, set `current`, set `previous` once, assign `turns`. */
  setupTurns(): StandInCombatant[] {
    const turns = this.combatants.contents.sort((a, b) => this._sortCombatants(a, b));
    if (this.turn !== null)
      this._source.turn = Math.min(Math.max(this.turn, 0), Math.max(turns.length - 1, 0));
    this.turns = turns;
    const current = this.turn === null ? undefined : turns[this.turn];
    this.current = this._getCurrentState(current);
    this.previous ??= this.current;
    return turns;
  }
  protected _playCombatSound(name: string): void {
    this.sounds.push(name);
  }

  /**
   * One write. Non-GM users may write only `round`, `turn` and `combatants` on a Combat, never `system`, and may
   * not change the round (FOUNDRY-API.md 1 pitfalls: SR5 PR #1988, SR5 #383); their `combatants` entries must
   * be combatants they own. Embedded `combatants: [{_id, ...}]` entries update those combatants in the same call
   * (SR5 `nextRound` / `_restoreSnapshot`).
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
    const { combatants: _ignored, ...own } = data;
    const changed = applyToSource(this._source, own, options);
    const embedded: Source[] = [];
    for (const entry of entries) {
      const combatant = this.combatants.get(entry._id);
      if (!combatant) continue;
      const { _id, ...rest } = entry;
      const diff = applyToSource(combatant._source, rest, options);
      combatant.rebuild();
      if (Object.keys(diff).length > 0) embedded.push({ _id, ...diff });
    }
    if (embedded.length > 0) changed.combatants = embedded;
    this.rebuild();
    if (Object.keys(changed).length === 0) return undefined;
    const userId = game.user.id;
    w.broadcast(() => {
      this._onUpdate(changed, options, userId);
      Hooks.callAll("updateCombat", this, changed, options, userId);
    });
    return this;
  }

  private checkPlayerUpdate(data: Source, entries: Source[]): void {
    if (game.user.isGM) return;
    const w = world();
    const keys = Object.keys(data).map((k) => k.split(".")[0]);
    if (keys.some((k) => !["round", "turn", "combatants"].includes(k as string)))
      w.refuse("update", "Combat system");
    if ("round" in data && data.round !== this.round) w.refuse("update", "Combat round");
    for (const e of entries) {
      if (!this.combatants.get(e._id)?.isOwner) w.refuse("update", `Combatant ${e._id}`);
    }
  }

  /**
   * Core `_onUpdate`: every client re-runs `setupTurns` (FOUNDRY-API.md 1, #12808) and, when the turn or round
   * moved, fires `combatTurnChange` (FOUNDRY-API.md 1: added so every client can react; its argument shape
   * is not verified: the stand-in passes the combat, the previous and the current state).
   */
  protected _onUpdate(changed: Source, _options: Source, _userId: string): void {
    const prior = this.current;
    this.setupTurns();
    if ("turn" in changed || "round" in changed) {
      this.previous = prior;
      Hooks.callAll("combatTurnChange", this, prior, this.current);
    }
  }

  async createEmbeddedDocuments(
    name: "Combatant",
    data: Source[],
    options: Source = {},
  ): Promise<StandInCombatant[]> {
    const w = world();
    if (!game.user.isGM) w.refuse("create", name);
    const created = data.map((d) => this.addCombatant(structuredClone(d)));
    w.record({ action: "create", documentName: name, id: this.id, embedded: created.map((c) => c.id), data });
    const userId = game.user.id;
    w.broadcast(() => {
      this.setupTurns();
      for (const c of created) Hooks.callAll("createCombatant", c, options, userId);
    });
    return created;
  }

  async updateEmbeddedDocuments(
    name: "Combatant",
    updates: Source[],
    options: Source = {},
  ): Promise<unknown[]> {
    return (await this.update({ combatants: updates }, options)) ? updates : [];
  }

  async deleteEmbeddedDocuments(name: "Combatant", ids: string[], options: Source = {}): Promise<unknown[]> {
    const w = world();
    if (!game.user.isGM) w.refuse("delete", name);
    const deleted = ids.map((id) => this.combatants.get(id)).filter((c) => c !== undefined);
    w.record({
      action: "delete",
      documentName: name,
      id: this.id,
      embedded: deleted.map((c) => c.id),
      data: ids,
    });
    deleted.forEach((c) => this.combatants.delete(c.id));
    const userId = game.user.id;
    w.broadcast(() => {
      this.setupTurns();
      for (const c of deleted) Hooks.callAll("deleteCombatant", c, options, userId);
    });
    return deleted;
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
