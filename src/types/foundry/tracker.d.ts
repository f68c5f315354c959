// The slice of Foundry's combat tracker, context menus and keybindings Shadowturn's tracker uses, as
// script-level ambient declarations. Learned from open-source systems only (FOUNDRY-API.md sections 2, 3 and
// 7; DS `src/module/applications/sidebar/tabs/combat-tracker.mjs`, 5e
// `module/applications/combat/combat-tracker.mjs`, SR5 `src/templates/apps/tabs/combat-tracker/*.hbs`).

/** v13 combatant context-menu entry (FOUNDRY-API.md 2; DS `_getEntryContextOptions`, ED4E). */
interface ShadowturnContextMenuEntryV13 {
  /** An i18n key; the menu localizes it. */
  name: string;
  /** HTML: `<i class="fa-solid fa-x"></i>`. */
  icon: string;
  condition?: (li: HTMLElement) => boolean;
  callback: (li: HTMLElement) => unknown;
}

/** v14 entry (FOUNDRY-API.md 3.2: name->label, icon as a class string, condition->visible, callback->onClick). */
interface ShadowturnContextMenuEntryV14 {
  label: string;
  icon: string;
  visible?: (target: HTMLElement) => boolean;
  onClick: (event: Event, target: HTMLElement) => unknown;
}

type ShadowturnContextMenuEntry = ShadowturnContextMenuEntryV13 | ShadowturnContextMenuEntryV14;

/** One key of a keybinding (FOUNDRY-API.md 7: `{key: 'KeyM', modifiers: [SHIFT]}`, KeyboardEvent.code names). */
interface ShadowturnKeyBinding {
  key: string;
  modifiers?: string[];
}

/** `game.keybindings.register(ns, action, {...})` (FOUNDRY-API.md 7; SR6, wire, DISCWORLD). */
interface ShadowturnKeybindingConfig {
  name: string;
  hint?: string;
  editable?: ShadowturnKeyBinding[];
  uneditable?: ShadowturnKeyBinding[];
  /** Returning true marks the key as handled (DISCWORLD / wire keybinding handlers return after acting). */
  onDown?: (context: unknown) => boolean | void;
  onUp?: (context: unknown) => boolean | void;
  /** GM only (wire `restricted: true`). */
  restricted?: boolean;
}

interface ShadowturnKeybindings {
  register(namespace: string, action: string, config: ShadowturnKeybindingConfig): void;
}

/** One entry of a compendium index with the extra fields asked for (Nimble: dotted `system.x` fields). */
interface ShadowturnPackIndexEntry {
  _id: string;
  name: string;
  type: string;
  system?: Record<string, unknown>;
}

/** A compendium pack: `game.packs.get("system.pack")` (Nimble, SR5), `getIndex({fields})`. */
interface ShadowturnPack {
  getIndex(options?: { fields?: string[] }): Promise<Iterable<ShadowturnPackIndexEntry>>;
}

// Optional here so test stand-ins that do not need them stay valid; Foundry always has them.
interface ShadowturnGame {
  /** The world's compendium packs. */
  readonly packs?: { get(id: string): ShadowturnPack | undefined };
  /** FOUNDRY-API.md 7. */
  readonly keybindings?: ShadowturnKeybindings;
  /** The combat the user is looking at (5e and wire `game.combat?.nextTurn()`); null when none. */
  readonly combat?: Combat | null;
}

interface ShadowturnConfig {
  /** FOUNDRY-API.md 2: `CONFIG.ui.combat = MyTracker` (SR5, 5e, LAN, DS). Optional for test stand-ins. */
  ui?: { combat?: unknown; [tab: string]: unknown };
}

/** What the tracker reads off a combatant besides the combat.d.ts slice (SR5 tracker rows show `img`). */
interface Combatant {
  /** An image set on the combatant itself for the tracker (combat-tracker-images writes `img`); often unset. */
  readonly img?: string | null;
  /**
   * The combatant's token document: its image (SR5 `token?.texture?.src ?? actor?.img`) and its disposition
   * (draw-steel reads `this.token?.disposition` for a combatant's side).
   */
  readonly token?: {
    texture?: { src?: string | null };
    readonly disposition?: number;
    /** The token's actor id: the combatant's actor when its own `actorId` is missing (foundryvtt #13095). */
    readonly actorId?: string | null;
    /** The scene regions it stands in (draw-steel `token.regions.map(r => r._triggerEvent(...))`). */
    readonly regions?: Iterable<ShadowturnRegion>;
  } | null;
  /** Core's own defeated field (GURPS `combatant.update({defeated})`); `isDefeated` also reads the actor's status. */
  readonly defeated?: boolean;
  /** The combatant's token (Beyond20 PR #1303 creates combatants by `tokenId`); one per unlinked ganger. */
  readonly tokenId?: string | null;
  /** The scene of the combatant's token (pf2e-hud pings only where `combatant.sceneId === canvas.scene?.id`). */
  readonly sceneId?: string | null;
}

interface Actor {
  /** The actor's prototype token (draw-steel falls back to `this.actor?.prototypeToken.disposition`). */
  readonly prototypeToken?: { readonly disposition?: number };
  /** A synthetic actor of an unlinked token (foundryvtt #9241: combatants can share an actor id). */
  readonly isToken?: boolean;
  /** The token a synthetic actor belongs to. */
  readonly token?: { readonly id: string } | null;
  /** Sets or clears a status effect (GURPS issue #1909: core's skull calls `Actor#toggleStatusEffect`). */
  toggleStatusEffect?(statusId: string, options?: { active?: boolean; overlay?: boolean }): Promise<unknown>;
  /** The statuses its effects give (dnd5e `actor.mjs`: `this.statuses.has("coverHalf")`). */
  readonly statuses?: ReadonlySet<string>;
}

declare namespace foundry {
  namespace applications {
    namespace sidebar {
      namespace tabs {
        /**
         * The v13+ ApplicationV2 combat tracker (FOUNDRY-API.md 2). Parts `header`, `tracker`, `footer`;
         * `viewed` is the combat shown (DS, 5e `this.viewed`).
         */
        class CombatTracker extends api.ApplicationV2 {
          static PARTS: Record<string, ShadowturnTemplatePart>;
          readonly viewed: Combat | null;
          /** DS: `await super._preparePartContext(partId, context, options)`, then adds to the part's context. */
          protected _preparePartContext(
            partId: string,
            context: Record<string, unknown>,
            options: ShadowturnRenderOptions,
          ): Promise<Record<string, unknown>>;
          /**
           * A `change` in one of the tracker's inputs (torgeternity overrides it in its tracker; from 13.345 core
           * takes only `.initiative-input` fields as an initiative edit, #12891).
           */
          protected _onChangeInput(event: Event): Promise<void>;
          /** DS and 5e extend it: combatant row menu entries. */
          protected _getEntryContextOptions(): ShadowturnContextMenuEntry[];
          /**
           * Core's skull button (`data-action="toggleDefeated"`): pf2e `encounter-tracker.ts` replaces it, GURPS
           * writes `combatant.update({defeated})` and the actor's status in its override, combat-tracker-dock
           * calls `ui.combat._onToggleDefeatedStatus(combatant)`.
           */
          protected _onToggleDefeatedStatus(combatant: Combatant): Promise<void>;
          /**
           * HandlebarsApplicationMixin, per part re-rendered: called while the prior element is still in the
           * page, before it is replaced (COS `component-system/mixin.ts` `_replaceHTML`).
           */
          protected _preSyncPartState(
            partId: string,
            newElement: HTMLElement,
            priorElement: HTMLElement,
            state: Record<string, unknown>,
          ): void;
          /**
           * HandlebarsApplicationMixin, per part re-rendered: called once the new element is in the page, to carry
           * the part's state over (its `scrollable` positions among it; COS `component-system/mixin.ts`).
           */
          protected _syncPartState(
            partId: string,
            newElement: HTMLElement,
            priorElement: HTMLElement,
            state: Record<string, unknown>,
          ): void;
        }
      }
    }
  }

  namespace helpers {
    namespace interaction {
      /** FOUNDRY-API.md 7 (SR6): `foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS.SHIFT`. */
      const KeyboardManager: {
        MODIFIER_KEYS: { CONTROL: string; SHIFT: string; ALT: string };
      };
    }
  }
}
