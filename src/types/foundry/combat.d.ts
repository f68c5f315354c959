// The slice of Foundry's Combat and Combatant documents Shadowturn uses, as script-level ambient declarations.
// Learned from open-source systems only (FOUNDRY-API.md section 1; SR5 `src/module/combat/SR5Combat.ts` and
// `SR5Combatant.ts`, COS `setupTurns`, LAN `startCombat`, DS `_onUpdate`).

/** `combat.current` / `combat.previous` (FOUNDRY-API.md 1: 5e and DS read `.combatantId`). */
interface ShadowturnCombatHistoryData {
  round: number;
  turn: number | null;
  combatantId: string | null;
  tokenId: string | null;
  /** Ours, not core's: the engine's pass (ShadowturnCombat._getCurrentState), so a new pass is a move forward. */
  pass?: number;
}

/** Options of a combat update (FOUNDRY-API.md 1: `{direction: ±1, worldTime: {delta}}`, `{diff:false}`). */
interface ShadowturnCombatUpdateOptions {
  direction?: 1 | -1;
  worldTime?: { delta: number };
  diff?: boolean;
  turnEvents?: boolean;
  [key: string]: unknown;
}

/** `combat.rollInitiative(ids, options)` options (FOUNDRY-API.md 1: `{formula, updateTurn, messageOptions}`). */
interface ShadowturnInitiativeOptions {
  formula?: string | null;
  updateTurn?: boolean;
  messageOptions?: { rollMode?: string; messageMode?: string; [key: string]: unknown };
}

/** A combatant (FOUNDRY-API.md 1; SR5 `SR5Combatant.ts`). */
declare class Combatant {
  readonly id: string;
  /** May be empty or missing: a combatant whose token and actor have no name (core falls back through them). */
  readonly name: string | null | undefined;
  readonly actorId: string | null;
  /** The actor, synthetic for unlinked tokens (SR5 `combatant.actor`). */
  readonly actor: Actor | null;
  /** The parent combat (SR5 `this.parent`). */
  readonly parent: Combat | null;
  readonly combat: Combat | null;
  initiative: number | null;
  hidden: boolean;
  readonly isDefeated: boolean;
  /** SR5 `combatant.isOwner` when rolling. */
  readonly isOwner: boolean;
  /** Typed by our Combatant data model (FOUNDRY-API.md 1: `CONFIG.Combatant.dataModels.base`). */
  system: foundry.abstract.TypeDataModel & Record<string, unknown>;
  /** Whether `user` has `level` on this document (DS `canUserModify`; permission checks in FOUNDRY-API.md 1). */
  testUserPermission(user: ShadowturnUser, level: "OBSERVER" | "OWNER"): boolean;
  update(data: object, options?: object): Promise<this | undefined>;
  /** FOUNDRY-API.md 1: SR5 calls `combatant.getInitiativeRoll(formula)`; 5e returns the actor's roll. */
  getInitiativeRoll(formula?: string): Roll;
  /** FOUNDRY-API.md 1: COS overrides `Combatant.rollInitiative(formula)`. */
  rollInitiative(formula?: string): Promise<this>;
  /** Document lifecycle (FOUNDRY-API.md 1: `_onUpdate(changed, options, userId)`; userId comes from the server). */
  protected _onUpdate(changed: Record<string, unknown>, options: object, userId: string): void;
}

/** A scene region a token stands in: core's combat workflow triggers its turn and round events. */
interface ShadowturnRegion {
  /** draw-steel `r._triggerEvent(CONST.REGION_EVENTS.TOKEN_TURN_END, {token, combatant, combat, ...context})`. */
  _triggerEvent(event: string, data: object): Promise<unknown>;
}

/** A combat encounter (FOUNDRY-API.md 1; SR5 `SR5Combat.ts`). */
declare class Combat {
  readonly id: string;
  round: number;
  turn: number | null;
  /** Turn order Foundry shows and `turn` indexes into (FOUNDRY-API.md 1: `setupTurns`). */
  turns: Combatant[];
  current: ShadowturnCombatHistoryData;
  previous: ShadowturnCombatHistoryData | undefined;
  readonly combatants: ShadowturnEmbeddedCollection<Combatant>;
  /** The acting combatant, `turns[turn]` (SR5 `this.combatant?.id`). */
  readonly combatant: Combatant | undefined;
  /**
   * Core's: the entry after the current one in the turn list, which core's "Next Up" announces; SR5
   * `SR5Combat.ts` overrides it to return nothing ("doesn't have a single next combatant due to initiative
   * passes").
   */
  get nextCombatant(): Combatant | null | undefined;
  /**
   * The fight has begun. Modules read it in `updateCombat` handlers ("your turn" modules: `if
   * (!combat.started) return`); that it means `round > 0` is assumed, not verified (the Quench fight batches check it).
   */
  readonly started: boolean;
  readonly isOwner: boolean;
  /** Typed by our Combat data model (FOUNDRY-API.md 1: `CONFIG.Combat.dataModels.base`). */
  system: foundry.abstract.TypeDataModel & Record<string, unknown>;

  update(data: object, options?: ShadowturnCombatUpdateOptions): Promise<this | undefined>;
  /** SR5 `getCombatantsByActor(actor)`. */
  getCombatantsByActor(actor: Actor): Combatant[];
  /** #12018 (FOUNDRY-API.md 1): seconds between two points of the combat, for `worldTime.delta`. */
  getTimeDelta(fromRound: number, fromTurn: number | null, toRound: number, toTurn: number | null): number;
  /** COS: builds `turns`, sets `current` / `previous` (FOUNDRY-API.md 1). */
  setupTurns(): Combatant[];
  /** COS: `this.current = this._getCurrentState(c)`. */
  protected _getCurrentState(combatant?: Combatant): ShadowturnCombatHistoryData;
  /**
   * Core runs it after every Combat and combatant change unless `options.turnEvents === false` (foundryvtt
   * #10387) and decides from the turn index and round which of the four handlers below to run (#10786,
   * #13983); lancer `lancer-combat.ts` overrides it.
   */
  protected _manageTurnEvents(): Promise<void>;
  /**
   * Core's turn-event handlers. They do nothing themselves (weirdwizard's docs of its overrides: "The default
   * implementation of this function does nothing"); core's workflow around them triggers the regions, the
   * movement history and, on v14, the effect registry (weirdwizard `#triggerWWTurnEvents`).
   */
  _onStartTurn(combatant: Combatant, context: object): Promise<void>;
  _onEndTurn(combatant: Combatant, context: object): Promise<void>;
  _onStartRound(context: object): Promise<void>;
  _onEndRound(context: object): Promise<void>;
  /** Core clears a combatant's token movement history at its turn start here (SR5 PR #1729 overrides it). */
  protected _clearMovementHistoryOnStartTurn(combatant: Combatant, context: object): Promise<void>;
  /** #12296: every combatant's token movement history cleared, or those given (SR5 `clearMovementHistories(combatants)`). */
  clearMovementHistories(combatants?: Iterable<Combatant>): Promise<unknown>;
  /** FOUNDRY-API.md 1: a sort comparator that sets the real turn order (#14579). */
  protected _sortCombatants(a: Combatant, b: Combatant): number;
  /** FOUNDRY-API.md 1: `_onUpdate(changed, options, userId)` (5e, DS). */
  protected _onUpdate(changed: Record<string, unknown>, options: object, userId: string): void;
  /**
   * After combatants are created, updated or deleted, on every client: core orders the turn again (#9641). DS
   * `src/module/documents/combat.mjs` overrides all three with `(parent, collection, documents, data, options,
   * userId)` and calls super (`ids` instead of `data` for a deletion).
   */
  protected _onCreateDescendantDocuments(
    parent: Combat,
    collection: string,
    documents: Combatant[],
    data: unknown[],
    options: object,
    userId: string,
  ): void;
  protected _onUpdateDescendantDocuments(
    parent: Combat,
    collection: string,
    documents: Combatant[],
    changes: unknown[],
    options: object,
    userId: string,
  ): void;
  protected _onDeleteDescendantDocuments(
    parent: Combat,
    collection: string,
    documents: Combatant[],
    ids: unknown[],
    options: object,
    userId: string,
  ): void;
  /** LAN `_playCombatSound("startEncounter")`; LAN also overrides it to drop "nextUp". */
  protected _playCombatSound?(name: string): void;

  /** SR5 `rollInitiative`: `updateEmbeddedDocuments('Combatant', updates, {turnEvents:false})`. */
  updateEmbeddedDocuments(name: "Combatant", updates: object[], options?: object): Promise<unknown[]>;

  startCombat(): Promise<this>;
  nextTurn(): Promise<this>;
  previousTurn(): Promise<this>;
  nextRound(): Promise<this>;
  previousRound(): Promise<this>;
  rollInitiative(ids: string | string[], options?: ShadowturnInitiativeOptions): Promise<this>;
  rollAll(options?: ShadowturnInitiativeOptions): Promise<this>;
  rollNPC(options?: ShadowturnInitiativeOptions): Promise<this>;
  resetAll(): Promise<this | undefined>;
}
