// Stand-in for the base of Shadowturn's tracker: Foundry's ApplicationV2 combat tracker
// (`foundry.applications.sidebar.tabs.CombatTracker`) and the KeyboardManager modifier names. Only what our
// subclass relies on, and where each behaviour was seen:
// - `static DEFAULT_OPTIONS` with `actions` handlers called as `(this: app, event, target)` and `static PARTS`
//   `{header, tracker, footer}` (FOUNDRY-API.md 2 and 4; DS `combat-tracker.mjs`).
// - `viewed`: the combat the tracker shows (DS and 5e `this.viewed`).
// - `_prepareContext(options)` resolves to the root context the parts read: `user`, `combat`, `combats`,
//   `hasCombat`, `currentIndex`, `previousId`, `nextId` (FOUNDRY-API.md 2 root fields; SR5 `header.hbs`).
// - `_preparePartContext(partId, context, options)` resolves to the part's context (DS awaits super and
//   returns the context it was given, extended).
// - `_getEntryContextOptions()` returns core's row entries COMBAT.CombatantUpdate, COMBAT.CombatantClear,
//   COMBAT.CombatantReroll and COMBAT.CombatantRemove (COS `combat-tracker.ts` and LAN
//   `lancer-combat-tracker.ts` filter Reroll and Clear out by name; Update and Remove stand for core's other
//   entries, whose exact list is not verified), in the shape of the generation (FOUNDRY-API.md 3.2: v13 `name`,
//   v14 `label`).
// - `foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS.SHIFT` (FOUNDRY-API.md 7, SR6); its value is
//   not verified, "Shift" here.
// - `render(options)`: `_prepareContext`, then for each part of `_configureRenderParts(options)` its
//   `_preparePartContext` and its template with the part's `templates` as partials (HandlebarsApplicationMixin,
//   FOUNDRY-API.md 2 and 4). Each part must render exactly one root element, or core refuses to render the
//   application at all (Calendaria issue #189, Foundry 13.351; ./part-root.ts). Core's own part templates
//   are not here: only parts a subclass supplies can render.
// - `_preSyncPartState(partId, newElement, priorElement, state)` and `_syncPartState(...)`, called per part
//   around the replacement of its element (COS `component-system/mixin.ts` `_replaceHTML`): kept here as
//   the hooks a subclass extends; the stand-in replaces no elements, so it never calls them.
// DOM and the context-menu UI itself are not mimicked: `html` holds the rendered parts as text.
import { renderPart } from "./templates";

export class StandInCombatTracker {
  static DEFAULT_OPTIONS: ShadowturnApplicationOptions = { id: "combat", actions: {} };
  static PARTS: Record<string, ShadowturnTemplatePart> = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };
  viewed: Combat | null = null;
  readonly options: ShadowturnApplicationOptions;
  /** The parts as last rendered, by part id. */
  parts: Record<string, string> = {};
  rendered = false;
  constructor(options: ShadowturnApplicationOptions = {}) {
    this.options = options;
  }
  get html(): string {
    return Object.values(this.parts).join("\n");
  }
  protected _configureRenderParts(_options: ShadowturnRenderOptions): Record<string, ShadowturnTemplatePart> {
    return { ...(this.constructor as typeof StandInCombatTracker).PARTS };
  }
  async render(options: ShadowturnRenderOptions = {}): Promise<this> {
    const context = await this._prepareContext(options);
    const parts: Record<string, string> = {};
    for (const [id, part] of Object.entries(this._configureRenderParts(options))) {
      parts[id] = renderPart(id, part, await this._preparePartContext(id, context, options));
    }
    this.parts = parts;
    this.rendered = true;
    return this;
  }
  protected async _prepareContext(_options: ShadowturnRenderOptions): Promise<Record<string, unknown>> {
    const combats = game.combats.contents;
    const combat = this.viewed;
    return {
      user: game.user,
      combat,
      combats,
      hasCombat: combat !== null,
      currentIndex: combat ? combats.indexOf(combat) + 1 : 0,
      previousId: null,
      nextId: null,
    };
  }
  /** DS: `_preparePartContext(partId, context, options)` resolves to the context the part renders with. */
  protected async _preparePartContext(
    _partId: string,
    context: Record<string, unknown>,
    _options: ShadowturnRenderOptions,
  ): Promise<Record<string, unknown>> {
    return context;
  }
  protected _preSyncPartState(
    _p: string,
    _n: HTMLElement,
    _o: HTMLElement,
    _s: Record<string, unknown>,
  ): void {}
  protected _syncPartState(_p: string, _n: HTMLElement, _o: HTMLElement, _s: Record<string, unknown>): void {}
  protected _getEntryContextOptions(): ShadowturnContextMenuEntry[] {
    const none = () => undefined;
    const keys = ["Update", "Clear", "Reroll", "Remove"].map((k) => `COMBAT.Combatant${k}`);
    return keys.map((key) =>
      game.release.generation >= 14
        ? { label: key, icon: "fa-solid fa-dice", onClick: none }
        : { name: key, icon: '<i class="fa-solid fa-dice"></i>', callback: none },
    );
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as any;
g.foundry ??= {};
g.foundry.applications ??= {};
g.foundry.applications.sidebar = { tabs: { CombatTracker: StandInCombatTracker } };
g.foundry.helpers = {
  ...g.foundry.helpers,
  interaction: { KeyboardManager: { MODIFIER_KEYS: { CONTROL: "Control", SHIFT: "Shift", ALT: "Alt" } } },
};
