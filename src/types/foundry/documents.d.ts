// The slice of Actor and Item Shadowturn uses, as script-level ambient declarations. Learned from open-source
// systems (SR5 `src/module/actor/SR5Actor.ts`, 5e `module/documents/actor/actor.mjs`, FOUNDRY-API.md 7); the
// shape of `system` is our own data models (src/foundry/actor, src/foundry/item).

/** Options of `Actor#rollInitiative` (FOUNDRY-API.md 7: 5e and many systems). */
interface ShadowturnRollInitiativeOptions {
  createCombatants?: boolean;
  rerollInitiative?: boolean;
  initiativeOptions?: { formula?: string | null; messageOptions?: object };
}

/** Collection of embedded documents: `actor.items` (5e `actor.items.filter`, SR5 `this.items.contents`). */
interface ShadowturnEmbeddedCollection<T> extends Iterable<T> {
  readonly size: number;
  readonly contents: T[];
  get(id: string): T | undefined;
  filter(fn: (doc: T) => boolean): T[];
  map<R>(fn: (doc: T) => R): R[];
  find(fn: (doc: T) => boolean): T | undefined;
}

/** An Item (5e `module/documents/item.mjs`; SR5 `SR5Item.ts`). */
declare class Item {
  readonly id: string;
  readonly uuid: string;
  name: string;
  type: string;
  img: string;
  /** The subtype's TypeDataModel instance (FOUNDRY-API.md 5). */
  system: foundry.abstract.TypeDataModel & Record<string, unknown>;
  /** Owning actor for embedded items (5e `this.actor`). */
  readonly actor: Actor | null;
  readonly isOwner: boolean;
  /** SR5/5e sheets call `this.document.sheet.render(true)` / `item.sheet.render(true)`. */
  readonly sheet: ShadowturnOpenSheet | null;
  update(data: object, options?: object): Promise<this | undefined>;
  delete(options?: object): Promise<this | undefined>;
  toObject(source?: boolean): Record<string, unknown>;
}

/** An Actor (5e `module/documents/actor/actor.mjs`; SR5 `SR5Actor.ts`). */
declare class Actor {
  readonly id: string;
  readonly uuid: string;
  name: string;
  type: string;
  img: string;
  system: foundry.abstract.TypeDataModel & Record<string, unknown>;
  /** Embedded items (5e, SR5). */
  readonly items: ShadowturnEmbeddedCollection<Item>;
  readonly isOwner: boolean;
  /** Its sheet (SR5/5e `this.actor.sheet.render(true)`). */
  readonly sheet: ShadowturnOpenSheet | null;
  update(data: object, options?: object): Promise<this | undefined>;
  /** FOUNDRY-API.md 7: `actor.rollInitiative({createCombatants, rerollInitiative, initiativeOptions})`. */
  rollInitiative(options?: ShadowturnRollInitiativeOptions): Promise<unknown>;
  /** 5e `getRollData()` feeds roll formulas. */
  getRollData(): Record<string, unknown>;
  toObject(source?: boolean): Record<string, unknown>;
  /**
   * A token bar edited on the token HUD (dnd5e `actor.mjs` and tormenta20 override it with these four
   * arguments and call `super.modifyTokenAttribute(attribute, value, isDelta, isBar)` for the rest).
   */
  modifyTokenAttribute(
    attribute: string,
    value: number,
    isDelta?: boolean,
    isBar?: boolean,
  ): Promise<unknown>;
}

/**
 * A document's sheet as callers see it: SR5/5e call `sheet.render(true)`; arm5e's Quench tests render it and
 * read `sheet.element`; `close()` shuts it (ApplicationV2).
 */
interface ShadowturnOpenSheet {
  render(options?: boolean | object): unknown;
  readonly element: HTMLElement;
  close(options?: object): Promise<unknown>;
}
