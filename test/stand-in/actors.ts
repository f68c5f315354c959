// Stand-in for Foundry's Actor and Item documents with typed `system` data models, and for the ApplicationV2
// sheet bases our sheets extend. Behaviour mimicked and where it was seen:
// - `new CONFIG.Actor.dataModels[type](system, {parent})` builds `actor.system`; an update whose data does not
//   fit the model is refused with an error naming the field, and nothing is changed (FOUNDRY-API.md 5; the
//   data stand-in in ./data.ts does the field checks). Derived data is prepared after every change (5e
//   `prepareDerivedData`).
// - `actor.items` is a collection of embedded Items; `item.update` re-prepares the parent actor (5e, SR5).
// - `actor.rollInitiative({createCombatants, ...})` (FOUNDRY-API.md 7): recorded, not rolled.
// - status effects through `toggleStatusEffect`, as core does it (status-effects.ts).
// - Sheets: `static DEFAULT_OPTIONS` merged down the class chain with `actions` called as
//   `(this: sheet, event, target)`, `static PARTS` rendered in order with real Handlebars (./templates.ts),
//   each part through `_preparePartContext(partId, context, options)` and checked for exactly one root
//   element, as core refuses any other part (Calendaria issue #189; ./part-root.ts), `_prepareContext(options)`
//   returning `{document, editable, ...}`, `_configureRenderParts(options)`.
// - Form submission: `_prepareSubmitData(event, form, formData, updateData)` with all four arguments (5e
//   `rotate-area-config.mjs` overrides it so and passes all four on; 5e `starting-equipment-config.mjs` merges
//   `updateData` over the form's data), expanding `formData.object`, merging `updateData` in and validating
//   against the model, then `document.update` (FOUNDRY-API.md 4, 4a).
// - Sheet registration: `foundry.documents.collections.Actors / Items .registerSheet / .unregisterSheet`
//   (FOUNDRY-API.md 4, SR5), recorded for tests.
import { Collection, world } from "./documents";
import { createEffects, type StandInActiveEffect } from "./effects";
import { statusesOf, toggleStatus, type StatusEffect } from "./status-effects";
import { renderPart } from "./templates";

type Source = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type ModelClass = new (data: object, options: object) => { prepareDerivedData(): void };

function models(documentName: "Actor" | "Item"): Record<string, ModelClass> {
  const config = CONFIG as unknown as Source;
  const entry = config[documentName]?.dataModels;
  if (!entry) throw new Error(`CONFIG.${documentName}.dataModels is missing: call prepareDocumentConfig()`);
  return entry;
}

/** Adds `CONFIG.Actor` / `CONFIG.Item` (the core slice's stand-in has only Combat and Combatant). */
export function prepareDocumentConfig(): void {
  const config = CONFIG as unknown as Source;
  config.Actor ??= { dataModels: {} };
  config.Item ??= { dataModels: {} };
}

/** Expands `{"system.a.b": 1}` to `{system: {a: {b: 1}}}`. */
export function expandFlat(flat: Source): Source {
  const out: Source = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split(".");
    let at = out;
    parts.slice(0, -1).forEach((p) => (at = at[p] ??= {}));
    at[parts[parts.length - 1]!] = value;
  }
  return out;
}

function mergeInto(target: Source, changes: Source): void {
  for (const [k, v] of Object.entries(changes)) {
    if (v && typeof v === "object" && !Array.isArray(v) && target[k] && typeof target[k] === "object")
      mergeInto(target[k], v);
    else target[k] = v;
  }
}

function buildModel(documentName: "Actor" | "Item", type: string, system: Source, parent: unknown) {
  const Model = models(documentName)[type];
  if (!Model) throw new Error(`${documentName} type ${type} has no data model`);
  return new Model(system, { parent, path: "system" });
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}${String((counter += 1)).padStart(16 - prefix.length, "0")}`;

export class StandInItem {
  _source: Source;
  system: Source;
  parent: StandInActor | null;
  sheet: { render(force?: boolean): unknown } | null = null;
  readonly updates: Source[] = [];
  constructor(source: Source, parent: StandInActor | null = null) {
    this._source = structuredClone({ _id: nextId("itm"), img: "icons/svg/item-bag.svg", ...source });
    this.parent = parent;
    this.system = buildModel("Item", this.type, this._source.system ?? {}, this) as unknown as Source;
  }
  get id(): string {
    return this._source._id;
  }
  get name(): string {
    return this._source.name;
  }
  get type(): string {
    return this._source.type;
  }
  get img(): string {
    return this._source.img;
  }
  get actor(): StandInActor | null {
    return this.parent;
  }
  get isOwner(): boolean {
    return true;
  }
  /** Refuses (throws) data that does not fit the model; otherwise applies it and re-prepares the actor. */
  async update(data: Source): Promise<this> {
    const changes = expandFlat(data);
    const next = structuredClone(this._source);
    mergeInto(next, changes);
    const system = buildModel("Item", this.type, next.system ?? {}, this) as unknown as Source;
    this._source = next;
    this.system = system;
    this.updates.push(changes);
    this.parent?.prepareData();
    return this;
  }
  async delete(): Promise<this> {
    this.parent?.items.delete(this.id);
    this.parent?.prepareData();
    return this;
  }
  toObject(): Source {
    return structuredClone(this._source);
  }
}

/** `actor.items`: get by id, iterate, map, filter (5e, SR5). */
export class ItemCollection implements Iterable<StandInItem> {
  private readonly byId = new Map<string, StandInItem>();
  get size(): number {
    return this.byId.size;
  }
  get contents(): StandInItem[] {
    return [...this.byId.values()];
  }
  get(id: string): StandInItem | undefined {
    return this.byId.get(id);
  }
  set(item: StandInItem): void {
    this.byId.set(item.id, item);
  }
  delete(id: string): void {
    this.byId.delete(id);
  }
  map<R>(fn: (i: StandInItem) => R): R[] {
    return this.contents.map(fn);
  }
  filter(fn: (i: StandInItem) => boolean): StandInItem[] {
    return this.contents.filter(fn);
  }
  find(fn: (i: StandInItem) => boolean): StandInItem | undefined {
    return this.contents.find(fn);
  }
  [Symbol.iterator](): Iterator<StandInItem> {
    return this.contents[Symbol.iterator]();
  }
}

export class StandInActor {
  _source: Source;
  system: Source & { prepareDerivedData(): void };
  readonly items = new ItemCollection();
  readonly updates: Source[] = [];
  readonly initiativeRolls: Source[] = [];
  /** The actor's ActiveEffects (effects.ts) and the status effects `toggleStatusEffect` makes. */
  readonly effects = new Collection<StandInActiveEffect | StatusEffect>();
  constructor(source: Source) {
    this._source = structuredClone({ _id: nextId("act"), img: "icons/svg/mystery-man.svg", ...source });
    delete this._source.items;
    for (const item of (source.items ?? []) as Source[]) this.items.set(new StandInItem(item, this));
    this.system = buildModel("Actor", this.type, this._source.system ?? {}, this) as never;
    this.prepareData();
  }
  get id(): string {
    return this._source._id;
  }
  get name(): string {
    return this._source.name;
  }
  get type(): string {
    return this._source.type;
  }
  get img(): string {
    return this._source.img;
  }
  get isOwner(): boolean {
    return true;
  }
  /** What a document is (core's `documentName`): effect hooks find their actor by it. */
  get documentName(): "Actor" {
    return "Actor";
  }
  /** The statuses the actor's effects give (core's derived `actor.statuses`). */
  get statuses(): ReadonlySet<string> {
    return statusesOf(this.effects);
  }
  /** `Actor#toggleStatusEffect(id, {active, overlay})` as core does it (status-effects.ts). */
  async toggleStatusEffect(statusId: string, options: { active?: boolean; overlay?: boolean } = {}) {
    return toggleStatus(this, this.effects, statusId, options);
  }
  /** Ownership levels by user id (FOUNDRY-API.md 8 levels), read by the Combatant stand-in's permissions. */
  get ownership(): Source {
    return this._source.ownership ?? { default: 0 };
  }
  prepareData(): void {
    this.system.prepareDerivedData();
  }
  async update(data: Source): Promise<this> {
    const changes = expandFlat(data);
    const next = structuredClone(this._source);
    mergeInto(next, changes);
    const system = buildModel("Actor", this.type, next.system ?? {}, this) as never;
    this._source = next;
    this.system = system;
    this.updates.push(changes);
    this.prepareData();
    this.#announce(changes);
    return this;
  }
  /**
   * In a world, the update is one write and `updateActor(actor, changed, options, userId)` fires on every
   * client, as for the simple test actors (simple-actors.ts; FOUNDRY-API.md 1: update hooks on every client).
   */
  #announce(changes: Source): void {
    let w: ReturnType<typeof world>;
    try {
      w = world();
    } catch {
      return; // a sheet rendered without a world
    }
    w.record({ action: "update", documentName: "Actor", id: this.id, embedded: [], data: changes });
    const userId = game.user.id;
    w.broadcast(() => Hooks.callAll("updateActor", this, changes, {}, userId));
  }
  async createEmbeddedDocuments(name: "ActiveEffect", data: Source[]): Promise<StandInActiveEffect[]> {
    if (name !== "ActiveEffect") throw new Error(`stand-in: creating ${name} on this actor is not mimicked`);
    return createEffects(this, data);
  }
  async rollInitiative(options: Source = {}): Promise<null> {
    this.initiativeRolls.push(options);
    return null;
  }
  /**
   * Core's `Actor#modifyTokenAttribute(attribute, value, isDelta, isBar)`: the attribute read from `system`, a
   * bar's `value` set to the new value clamped to 0 .. max (a plain value set as it is), nothing when it does
   * not change, and a `modifyTokenAttribute` hook that may veto the update (core's default as systems copy it
   * into their own override; dnd5e and tormenta20 call it through `super` for what they do not handle).
   */
  async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this> {
    const attr = attribute.split(".").reduce<Source | undefined>((o, k) => o?.[k], this.system);
    const current = isBar ? attr?.value : attr;
    const next = isDelta ? Number(current) + value : value;
    if (next === current) return this;
    const updates = isBar
      ? { [`system.${attribute}.value`]: Math.min(attr?.max, Math.max(0, next)) }
      : { [`system.${attribute}`]: next };
    const allowed = Hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates, this);
    return allowed !== false ? this.update(updates) : this;
  }
  getRollData(): Source {
    return { ...this.system };
  }
  toObject(): Source {
    return { ...structuredClone(this._source), items: this.items.map((i) => i.toObject()) };
  }
}

/**
 * Text typed into a token bar on the token HUD: core's `_parseAttributeInput` ("+n" / "-n" a change, "=n" or
 * "n" a value, "n%" of the bar's max), then `actor.modifyTokenAttribute(attribute, isDelta ? delta : value,
 * isDelta, isBar)` (the v13 HUD's bar submit, as a pf2e token-HUD module keeps it in `_onSubmitBar`; the
 * parsing as core's `PlaceableHUD` had it, copied by a module the search tool did not name).
 */
export async function tokenHudBar(
  actor: {
    system: unknown;
    modifyTokenAttribute(a: string, v: number, d: boolean, b: boolean): Promise<unknown>;
  },
  attribute: string,
  input: string,
): Promise<unknown> {
  const attr = attribute.split(".").reduce<Source | undefined>((o, k) => o?.[k], actor.system as Source);
  const isBar = typeof attr === "object" && attr !== null && "max" in attr;
  const isDelta = input.startsWith("+") || input.startsWith("-");
  const current = isBar ? attr.value : attr;
  let text = input.startsWith("=") ? input.slice(1) : input;
  let v: number;
  if (text.endsWith("%")) {
    text = text.slice(0, -1);
    v = (isBar ? attr.max : Math.abs(current)) * (Number(text) / 100);
  } else v = Number(text);
  const value = isDelta ? current + v : v;
  return actor.modifyTokenAttribute(attribute, isDelta ? v : value, isDelta, isBar);
}

/** A fake clicked element: `dataset` and `closest("[data-item-id]")`. */
export function fakeTarget(dataset: Record<string, string>, itemId?: string): HTMLElement {
  const row = { dataset: { itemId } };
  return { dataset, closest: () => (itemId ? row : null) } as unknown as HTMLElement;
}

type Actions = Record<string, (this: unknown, event: PointerEvent, target: HTMLElement) => unknown>;

class ApplicationV2 {
  static DEFAULT_OPTIONS: Source = {};
  readonly options: Source;
  html = "";
  rendered = false;
  renders = 0;
  constructor(options: Source = {}) {
    // DEFAULT_OPTIONS merged down the class chain, actions and classes combined.
    const chain: Source[] = [];
    for (
      let c = this.constructor as typeof ApplicationV2;
      c && c.DEFAULT_OPTIONS;
      c = Object.getPrototypeOf(c)
    ) {
      if (Object.prototype.hasOwnProperty.call(c, "DEFAULT_OPTIONS")) chain.unshift(c.DEFAULT_OPTIONS);
    }
    const merged: Source = { actions: {}, classes: [] };
    for (const o of [...chain, options]) {
      merged.actions = { ...merged.actions, ...(o.actions ?? {}) };
      merged.classes = [...merged.classes, ...(o.classes ?? [])];
      for (const [k, v] of Object.entries(o)) if (k !== "actions" && k !== "classes") merged[k] = v;
    }
    this.options = merged;
  }
  get element(): HTMLElement {
    return { innerHTML: this.html } as unknown as HTMLElement;
  }
  protected async _prepareContext(_options: Source): Promise<Source> {
    return {};
  }
  protected _configureRenderParts(_options: Source): Record<string, { template: string }> {
    return {
      ...((this.constructor as unknown as { PARTS?: Record<string, { template: string }> }).PARTS ?? {}),
    };
  }
  protected async _preparePartContext(_partId: string, context: Source, _options: Source): Promise<Source> {
    return context;
  }
  protected _onRender(_context: Source, _options: Source): void {}
  async render(options: Source | boolean = {}): Promise<this> {
    const opts = typeof options === "boolean" ? { force: options } : options;
    const context = await this._prepareContext(opts);
    const html: string[] = [];
    for (const [id, part] of Object.entries(this._configureRenderParts(opts))) {
      const partContext = await this._preparePartContext(id, context, opts);
      html.push(`<div data-application-part="${id}">${renderPart(id, part, partContext)}</div>`);
    }
    this.html = html.join("\n");
    this.rendered = true;
    this.renders += 1;
    this._onRender(context, opts);
    return this;
  }
  async close(): Promise<this> {
    this.rendered = false;
    return this;
  }
  /** Runs a `data-action` handler as a click on `target` would. */
  async click(action: string, target: HTMLElement): Promise<void> {
    const handler = (this.options.actions as Actions)[action];
    if (!handler) throw new Error(`no action ${action}`);
    await handler.call(this, {} as PointerEvent, target);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function HandlebarsApplicationMixin<T extends new (...args: any[]) => ApplicationV2>(Base: T) {
  return class extends Base {
    static PARTS: Record<string, { template: string }> = {};
  };
}

class DocumentSheetV2 extends ApplicationV2 {
  readonly document: StandInActor | StandInItem;
  constructor(options: Source = {}) {
    super(options);
    this.document = options.document;
  }
  get isEditable(): boolean {
    return true;
  }
  protected override async _prepareContext(options: Source): Promise<Source> {
    return { ...(await super._prepareContext(options)), document: this.document, editable: this.isEditable };
  }
  /**
   * Expands the form data, merges `updateData` (what the caller of `submit` adds) over it, and checks the result
   * against the document's model (throws, as Foundry's validation).
   */
  protected _prepareSubmitData(
    _event: unknown,
    _form: unknown,
    formData: { object: Source },
    updateData?: Source | null,
  ): Source {
    const data = expandFlat(formData.object);
    if (updateData) mergeInto(data, expandFlat(updateData));
    const doc = this.document;
    const system = structuredClone(doc._source.system ?? {});
    mergeInto(system, data.system ?? {});
    buildModel(doc instanceof StandInActor ? "Actor" : "Item", doc.type, system, null);
    return data;
  }
  /**
   * A form submission with these flat values (what `submitOnChange` does after an input changes); `updateData`
   * is the extra data a caller may add (`sheet.submit({updateData})`), handed on as the fourth argument.
   */
  async submit(flat: Source, options: { updateData?: Source } = {}): Promise<void> {
    const data = this._prepareSubmitData(null, null, { object: { ...flat } }, options.updateData);
    await this.document.update(data);
    if (this.rendered) await this.render();
  }
}

class ActorSheetV2 extends DocumentSheetV2 {
  get actor(): StandInActor {
    return this.document as StandInActor;
  }
}

class ItemSheetV2 extends DocumentSheetV2 {
  get item(): StandInItem {
    return this.document as StandInItem;
  }
}

/** Sheet registrations, as `Actors.registerSheet(scope, cls, options)` received them. */
export const sheetRegistrations: {
  collection: "Actors" | "Items";
  action: "register" | "unregister";
  scope: string;
  sheet: unknown;
  options?: Source;
}[] = [];

function sheetCollection(collection: "Actors" | "Items") {
  return {
    registerSheet: (scope: string, sheet: unknown, options: Source) =>
      sheetRegistrations.push({ collection, action: "register", scope, sheet, options }),
    unregisterSheet: (scope: string, sheet: unknown) =>
      sheetRegistrations.push({ collection, action: "unregister", scope, sheet }),
  };
}

const g = globalThis as Source;
// core's Actor class, which our Actor document extends (src/foundry/actor/actor-document.ts)
g.Actor = StandInActor;
g.foundry ??= {};
g.foundry.applications ??= {};
g.foundry.applications.api = {
  ...g.foundry.applications.api,
  ApplicationV2,
  HandlebarsApplicationMixin,
  DocumentSheetV2,
};
g.foundry.applications.sheets = { ...g.foundry.applications.sheets, ActorSheetV2, ItemSheetV2 };
g.foundry.appv1 = { sheets: { ActorSheet: "core.ActorSheet", ItemSheet: "core.ItemSheet" } };
g.foundry.documents = {
  ...g.foundry.documents,
  collections: { Actors: sheetCollection("Actors"), Items: sheetCollection("Items") },
};
