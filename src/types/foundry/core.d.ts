// The slice of Foundry's core client globals Shadowturn uses (game, Hooks, CONFIG, ui, Roll, ChatMessage,
// foundry.utils, renderTemplate), as script-level ambient declarations. Learned only from how open-source
// systems call them (FOUNDRY-API.md sections 1, 3, 6, 7; SR5 `src/module/combat/SR5Combat.ts`, 5e, DS).
// Interfaces are named Shadowturn* so other slices can add members by declaration merging.

/** A user (FOUNDRY-API.md 1 and 6: `game.user.isGM`, `isActiveGM`, `activeGM?.isSelf`, `gm.query`). */
interface ShadowturnUser {
  readonly id: string;
  readonly name: string;
  readonly isGM: boolean;
  /** This client's own user (FOUNDRY-API.md 6: `gm.isSelf ? local() : gm.query(...)`). */
  readonly isSelf: boolean;
  /** The GM that does GM-only work when several are connected (FOUNDRY-API.md 1 pitfalls; DS `_onUpdate`). */
  readonly isActiveGM: boolean;
  readonly active: boolean;
  /** v13+ queries (FOUNDRY-API.md 6, DS `sockets.mjs`). */
  query(name: string, data: object, options?: { timeout?: number }): Promise<unknown>;
}

/** `game.users` (FOUNDRY-API.md 6: `game.users.activeGM`). */
interface ShadowturnUsers extends Iterable<ShadowturnUser> {
  readonly activeGM: ShadowturnUser | null;
  readonly contents: ShadowturnUser[];
  get(id: string): ShadowturnUser | undefined;
}

/** One `game.settings.register` config (FOUNDRY-API.md 7; SR5 `settings.ts`). */
interface ShadowturnSettingConfig {
  name: string;
  hint: string;
  scope: "world" | "client" | "user";
  config: boolean;
  type: BooleanConstructor | StringConstructor | NumberConstructor;
  choices?: Record<string, string>;
  default: unknown;
  onChange?: (value: unknown) => void;
  requiresReload?: boolean;
}

/** `game.settings` (FOUNDRY-API.md 7). */
interface ShadowturnClientSettings {
  register(namespace: string, key: string, config: ShadowturnSettingConfig): void;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
}

/** `game.i18n` (SR5 `game.i18n.localize('SR5.COMBAT.NoHistoryAvailable')`, `game.i18n.format(key, data)`). */
interface ShadowturnI18n {
  /** The user's language ("en", "de"), for Intl.PluralRules (dnd5e: `new Intl.PluralRules(game.i18n.lang)`). */
  readonly lang?: string;
  localize(key: string): string;
  format(key: string, data: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** `game.combats` (SR5 `_handleSocketMessage`: `game.combats.get(id)`). */
interface ShadowturnCombats extends Iterable<Combat> {
  readonly contents: Combat[];
  get(id: string): Combat | undefined;
}

/** The `game` global, as far as we use it. */
interface ShadowturnGame {
  readonly user: ShadowturnUser;
  readonly users: ShadowturnUsers;
  readonly settings: ShadowturnClientSettings;
  readonly i18n: ShadowturnI18n;
  readonly combats: ShadowturnCombats;
  /** 5e branches on `game.release.generation` for v13 / v14 (FOUNDRY-API.md 3). */
  /** `build`: the build within the generation (13.345 is generation 13, build 345; its release notes). */
  readonly release: { readonly generation: number; readonly build?: number };
  /** The running system's package; dnd5e merges its API onto it at init (`Object.assign(game.system, ...)`). */
  readonly system: { readonly id: string; api?: unknown };
}
declare const game: ShadowturnGame;

/** `Hooks` (FOUNDRY-API.md 1: `Hooks.callAll("combatTurn", this, updateData, updateOptions)`). */
declare const Hooks: {
  on(hook: string, fn: (...args: any[]) => unknown): number; // eslint-disable-line @typescript-eslint/no-explicit-any
  once(hook: string, fn: (...args: any[]) => unknown): number; // eslint-disable-line @typescript-eslint/no-explicit-any
  off(hook: string, id: number): void;
  callAll(hook: string, ...args: unknown[]): boolean;
  call(hook: string, ...args: unknown[]): boolean;
};

/** A query handler (FOUNDRY-API.md 6: `CONFIG.queries[systemId] = async (data, {timeout}) => ...`). */
type ShadowturnQueryHandler = (data: any, options: { timeout?: number }) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The `CONFIG` global: document classes and data models are registered in `init` (FOUNDRY-API.md 1). */
interface ShadowturnConfig {
  Combat: {
    documentClass: unknown;
    dataModels: Record<string, unknown>;
    /** Combat themes by id, each announcement's sound files (core's `_playCombatSound`; combat-theme modules add theirs here). */
    sounds?: Record<string, Partial<Record<"startEncounter" | "nextUp" | "yourTurn", string[]>>>;
  };
  Combatant: {
    documentClass: unknown;
    dataModels: Record<string, unknown>;
  };
  /** Our ActiveEffect class is registered here (crucible, torgeternity register theirs). */
  ActiveEffect?: { documentClass: unknown };
  /** FOUNDRY-API.md 6. */
  queries: Record<string, ShadowturnQueryHandler>;
  /** FOUNDRY-API.md 7: `sound: CONFIG.sounds.dice`; `notification` is core's notice sound (phase-notice.ts). */
  sounds: { dice: string; notification?: string };
  /** FOUNDRY-API.md 1: `CONFIG.time.turnTime` / `CONFIG.time.roundTime` (seconds). */
  time?: { turnTime: number; roundTime: number };
  /**
   * The status ids core gives a meaning (zhell-custom-stuff `scripts/hooks/mark-defeated.mjs` toggles
   * `CONFIG.specialStatusEffects.DEFEATED`; GURPS issue #1909: it is "dead").
   */
  specialStatusEffects?: { DEFEATED?: string };
}
declare const CONFIG: ShadowturnConfig;

/** The `ui` global (SR5 `ui.notifications?.warn(game.i18n.localize(...))`). */
interface ShadowturnUi {
  notifications: {
    info(message: string): unknown;
    warn(message: string): unknown;
    error(message: string): unknown;
  };
  /** The sidebar's combat tracker (5e `ui.combat.render()`); absent before the UI is ready. */
  combat?: ShadowturnSidebarTracker;
  /** The sidebar (LAN `LancerTour._preStep`: `ui.sidebar.expand()`, `ui.sidebar.changeTab(tab, "primary")`). */
  sidebar?: { expand?(): unknown; changeTab?(tab: string, group: string): unknown };
}

/** The sidebar's combat tracker application. */
interface ShadowturnSidebarTracker {
  render(options?: boolean | object): unknown;
  /**
   * The combat it shows (combat-tracker-dock `scripts/main.js` reads `ui.combat.viewed`; SoHL's end-to-end
   * tests set it).
   */
  viewed: Combat | null;
  /** Its element, once drawn (ApplicationV2 `app.element`: arm5e's Quench sheet tests, OSE's combat test). */
  readonly element: HTMLElement;
}
declare const ui: ShadowturnUi;

/** One die term of an evaluated roll (FOUNDRY-API.md 7: `roll.dice[].results[].{result,active}`). */
interface ShadowturnDieTerm {
  readonly faces: number;
  readonly number: number;
  readonly results: { result: number; active: boolean }[];
}

/** FOUNDRY-API.md 7: `new Roll(formula, data)`, `await roll.evaluate()`, `roll.total`, `roll.dice`. */
declare class Roll {
  constructor(formula: string, data?: object);
  readonly formula: string;
  readonly total: number | undefined;
  readonly dice: ShadowturnDieTerm[];
  evaluate(options?: { allowInteractive?: boolean }): Promise<this>;
}

/** What `ChatMessage.create` takes (FOUNDRY-API.md 7; SR5 `_createInitiativeMessages`). */
interface ShadowturnChatData {
  speaker?: object;
  content?: string;
  rolls?: Roll[];
  whisper?: string[];
  blind?: boolean;
  sound?: string | null;
  flags?: Record<string, unknown>;
  [key: string]: unknown;
}

/** FOUNDRY-API.md 7 and 3.1. */
declare class ChatMessage {
  static readonly implementation: typeof ChatMessage;
  static create(data: ShadowturnChatData, options?: object): Promise<ChatMessage | undefined>;
  /** SR5 `ChatMessage.implementation.getSpeaker({alias})`; 5e `getSpeaker({actor, token})`. */
  static getSpeaker(options?: { actor?: Actor | null; alias?: string }): object;
  /** v13 (deprecated in v14): apply a roll mode to message data (FOUNDRY-API.md 3.1). */
  static applyRollMode?: (data: ShadowturnChatData, mode: string) => ShadowturnChatData;
  /** v14: apply a message mode to message data (SR5 `b6bdb58c5`, FOUNDRY-API.md 3.1). */
  static applyMode?: (data: ShadowturnChatData, mode: string) => ShadowturnChatData;
  readonly id: string;
}

declare namespace foundry {
  namespace utils {
    /** SR5 `foundry.utils.deepClone(...)`; DCC notes `duplicate -> deepClone`. */
    function deepClone<T>(value: T): T;
    /** A 16-character document-style id (FOUNDRY-API.md 3.8 ids), used for request nonces. */
    function randomID(length?: number): string;
  }
  namespace audio {
    /**
     * Plays a sound on this client only when `push` is false (a Cyberpunk 2020 system's `announceTurn` and
     * others: `foundry.audio.AudioHelper.play({src: CONFIG.sounds.notification, volume: 0.8}, false)`).
     */
    class AudioHelper {
      static play(
        data: { src: string; volume?: number; autoplay?: boolean; loop?: boolean },
        push?: boolean,
      ): unknown;
    }
  }
  namespace applications {
    namespace handlebars {
      /** FOUNDRY-API.md 3 (v13 namespaces) and SR5 `_createInitiativeMessages`. */
      function renderTemplate(path: string, data: object): Promise<string>;
    }
  }
}
