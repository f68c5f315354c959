// Simple stand-in actors for the combat tests: an actor whose `system.initiativeInput()` returns engine input
// (the contract the actor helper's real data models fulfil), with embedded items that are initiative sources.
// Behaviour mimicked and where it was seen:
// - `actor.update(data)` writes once and fires `updateActor(actor, changed, options, userId)` on every client;
//   items fire `createItem(item, options, userId)`, `updateItem(item, changed, options, userId)` and
//   `deleteItem(item, options, userId)` (Foundry's `<action><DocumentName>` hooks, as LAN listens to
//   `updateCombat(combat, changed, options, userId)`; FOUNDRY-API.md 1).
// - status effects through `toggleStatusEffect`, as core does it (status-effects.ts).
// - ownership `{default, [userId]: level}` decides who may write (FOUNDRY-API.md 8 levels).
import type { CombatantInput, InitiativeSource } from "../../src/engine";
import { applyToSource, Collection, hasLevel, world, type Source } from "./documents";
import { createEffects, type StandInActiveEffect } from "./effects";
import { statusesOf, toggleStatus, type StatusEffect } from "./status-effects";

export type ActorInput = Omit<CombatantInput, "id" | "name" | "sources">;

export class TestItem {
  _source: Source;
  constructor(
    source: Source,
    readonly parent: TestActor,
  ) {
    this._source = structuredClone(source);
  }
  get id(): string {
    return this._source._id;
  }
  get name(): string {
    return this._source.name;
  }
  /** The owning actor (5e `item.actor`). */
  get actor(): TestActor {
    return this.parent;
  }
  get system(): { source: InitiativeSource } {
    return this._source.system;
  }
  async update(data: Source, options: Source = {}): Promise<this> {
    const w = world();
    w.record({ action: "update", documentName: "Item", id: this.id, embedded: [], data });
    if (!this.parent.isOwner) w.refuse("update", `Item ${this.name}`);
    const changed = applyToSource(this._source, data, options);
    const userId = game.user.id;
    w.broadcast(() => Hooks.callAll("updateItem", this, changed, options, userId));
    return this;
  }
  async delete(options: Source = {}): Promise<this> {
    const w = world();
    w.record({ action: "delete", documentName: "Item", id: this.id, embedded: [], data: null });
    if (!this.parent.isOwner) w.refuse("delete", `Item ${this.name}`);
    this.parent.items.delete(this.id);
    const userId = game.user.id;
    w.broadcast(() => Hooks.callAll("deleteItem", this, options, userId));
    return this;
  }
}

/**
 * `system` of a test actor: the engine input the actor stands for, its items as sources, and optionally
 * current Edge in `edge.value`, which then gives `edgePoints` as the actor helper's models do
 * (src/foundry/actor/initiative-input.ts: `edgePoints: min(edge.value, edge.max)`).
 */
export class TestActorSystem {
  readonly input: ActorInput;
  readonly edge: { value: number; max: number } | undefined;
  /** Sources kept on the actor itself (scenario replays change several at once in one update). */
  readonly sources: InitiativeSource[] | undefined;
  private readonly actor: TestActor;
  constructor(source: Source, actor: TestActor) {
    this.input = source.input;
    this.edge = source.edge;
    this.sources = source.sources;
    this.actor = actor;
  }
  initiativeInput(): Omit<CombatantInput, "id" | "name"> {
    const edgePoints = this.edge ? Math.min(this.edge.value, this.edge.max) : this.input.edgePoints;
    const sources = this.sources ?? this.actor.items.map((i) => i.system.source);
    return structuredClone({ ...this.input, edgePoints, sources });
  }
}

export class TestActor {
  _source: Source;
  readonly items = new Collection<TestItem>();
  system: TestActorSystem;
  constructor(source: Source) {
    this._source = structuredClone(source);
    for (const item of (source.items ?? []) as Source[]) this.items.set(new TestItem(item, this));
    this.system = this.makeSystem();
  }
  private makeSystem(): TestActorSystem {
    return new TestActorSystem(this._source.system, this);
  }
  get id(): string {
    return this._source._id;
  }
  get name(): string {
    return this._source.name;
  }
  /**
   * An unlinked token's synthetic actor: the base actor's id, its own data, and the token it belongs to
   * (foundryvtt #9241: such combatants share the actor id; `actor.isToken` / `actor.token` tell them apart).
   */
  get isToken(): boolean {
    return typeof this._source._tokenId === "string";
  }
  get token(): { id: string } | null {
    return this.isToken ? { id: this._source._tokenId } : null;
  }
  /** The actor's ActiveEffects (effects.ts) and the status effects `toggleStatusEffect` makes. */
  readonly effects = new Collection<StandInActiveEffect | StatusEffect>();
  /** What a document is (core's `documentName`): effect hooks find their actor by it. */
  get documentName(): "Actor" {
    return "Actor";
  }
  /** The statuses the actor's effects give (core's derived `actor.statuses`). */
  get statuses(): ReadonlySet<string> {
    return statusesOf(this.effects);
  }
  /** `Actor#toggleStatusEffect(id, {active, overlay})` as core does it (status-effects.ts). */
  async toggleStatusEffect(
    statusId: string,
    options: { active?: boolean; overlay?: boolean } = {},
  ): Promise<boolean> {
    return toggleStatus(this, this.effects, statusId, options);
  }
  /** The actor's portrait (5e, SR5 `actor.img`). */
  get img(): string | null {
    return this._source.img ?? null;
  }
  get ownership(): Source {
    return this._source.ownership ?? { default: 0 };
  }
  get isOwner(): boolean {
    return hasLevel(this.ownership, game.user, "OWNER");
  }
  async update(data: Source, options: Source = {}): Promise<this> {
    const w = world();
    w.record({ action: "update", documentName: "Actor", id: this.id, embedded: [], data });
    if (!this.isOwner) w.refuse("update", `Actor ${this.name}`);
    const changed = applyToSource(this._source, data, options);
    this.system = this.makeSystem();
    const userId = game.user.id;
    w.broadcast(() => Hooks.callAll("updateActor", this, changed, options, userId));
    return this;
  }
  async createEmbeddedDocuments(name: "ActiveEffect", data: Source[]): Promise<StandInActiveEffect[]>;
  async createEmbeddedDocuments(name: "Item", data: Source[], options?: Source): Promise<TestItem[]>;
  async createEmbeddedDocuments(
    name: "Item" | "ActiveEffect",
    data: Source[],
    options: Source = {},
  ): Promise<TestItem[] | StandInActiveEffect[]> {
    if (name === "ActiveEffect") return createEffects(this, data);
    const w = world();
    w.record({ action: "create", documentName: name, id: this.id, embedded: [], data });
    if (!this.isOwner) w.refuse("create", name);
    const created = data.map((d) => new TestItem({ _id: w.nextId("itm"), ...d }, this));
    created.forEach((i) => this.items.set(i));
    const userId = game.user.id;
    w.broadcast(() => created.forEach((i) => Hooks.callAll("createItem", i, options, userId)));
    return created;
  }
}
