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
// - Core's row actions `toggleDefeated`, `toggleHidden`, `pingCombatant` go through
//   `_onCombatantControl(event, target)`, which finds the row's combatant and picks the handler by the target's
//   `data-action` (pf2e `encounter-tracker.ts` overrides `_onCombatantControl` and calls super for the rest).
//   `_onToggleDefeatedStatus(combatant)` writes `combatant.update({defeated})`, then the actor's
//   `toggleStatusEffect(CONFIG.specialStatusEffects.DEFEATED, {overlay, active})` (GURPS `CombatTrackerGURPS`
//   and torgeternity copy it; GURPS issue #1909 shows core calling `Actor#toggleStatusEffect` from it);
//   `_onToggleHidden` writes `combatant.update({hidden})` (petite-vue tracker); `_onPingCombatant` pings
//   (recorded in `pinged`); `activateCombatant` (a click on the row itself) selects the token and pans to it
//   (recorded in `activated`). Which of core's internal handlers each action passes through on its way: not
//   verified; every system seen ends in these four.
// - `DEFAULT_OPTIONS` is merged down the class chain (`actionsOf` gives a class's merged `actions`), so core's
//   actions stay unless a subclass replaces them (the sheets' row in EVIDENCE.md).
// - Core's input routing: a `change` in the tracker goes to `_onChangeInput(event)`. Before 13.345 core took
//   a change in ANY of the tracker's inputs as an initiative edit; from 13.345 only inputs with the class
//   `initiative-input` (13.345 release notes: "CombatTracker#_onUpdateInitiative now only handles changes to
//   initiative input fields", #12891). The edit: a number sets the row's combatant's initiative; "+n" / "-n"
//   adds to it (the sign form: not verified); anything else is left alone (not verified). `changeInput(input)`
//   plays a change.
// - The row context menu is built ONCE, at the first render, from `_getEntryContextOptions()`; on each open
//   only an entry's `visible(target)` (v14) or `condition(li)` (v13) is asked again (DCC `docs/dev/V14.md`:
//   "exactly once, at the app's first render ... put dynamic checks in the entry's `visible` predicate").
//   `openEntryMenu(combatantId)` opens it on a row.
// DOM and the context-menu UI itself are not mimicked: `html` holds the rendered parts as text.
import { renderPart } from "./templates";

type RowAction = (this: StandInCombatTracker, event: PointerEvent, target: HTMLElement) => Promise<void>;

/** The combatant of the row `target` sits in, in the viewed combat. */
function rowCombatant(app: StandInCombatTracker, target: HTMLElement): Combatant | undefined {
  const id = target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "";
  return app.viewed?.combatants.get(id);
}

const onCombatantControl: RowAction = async function (event, target) {
  await this._onCombatantControl(event, target);
};

const onActivate: RowAction = async function (_event, target) {
  const combatant = rowCombatant(this, target);
  if (combatant) this.activated.push(combatant.id);
};

/** A class's `DEFAULT_OPTIONS.actions` merged down its chain, as ApplicationV2 merges them. */
export function actionsOf(cls: { DEFAULT_OPTIONS?: ShadowturnApplicationOptions }): Record<string, unknown> {
  const chain: Record<string, unknown>[] = [];
  for (let c: unknown = cls; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    const own = Object.prototype.hasOwnProperty.call(c, "DEFAULT_OPTIONS")
      ? (c as { DEFAULT_OPTIONS: ShadowturnApplicationOptions }).DEFAULT_OPTIONS.actions
      : undefined;
    if (own) chain.unshift(own as Record<string, unknown>);
  }
  return Object.assign({}, ...chain);
}

export class StandInCombatTracker {
  static DEFAULT_OPTIONS: ShadowturnApplicationOptions = {
    id: "combat",
    actions: {
      activateCombatant: onActivate,
      toggleDefeated: onCombatantControl,
      toggleHidden: onCombatantControl,
      pingCombatant: onCombatantControl,
    },
  };
  /** Combatants whose row was clicked (core selects the token and pans to it). */
  activated: string[] = [];
  /** Combatants pinged on the canvas. */
  pinged: string[] = [];
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
    if (!this.rendered) this.entryMenu = this._getEntryContextOptions();
    this.rendered = true;
    return this;
  }
  /** A `change` event of one of the tracker's inputs, as core routes it (see the header). */
  async changeInput(input: HTMLInputElement): Promise<void> {
    await this._onChangeInput({ target: input, currentTarget: input } as unknown as Event);
  }
  protected async _onChangeInput(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const release = game.release as { generation: number; build?: number };
    const onlyInitiative = release.generation > 13 || (release.build ?? 0) >= 345;
    if (onlyInitiative && !input.classList?.contains("initiative-input")) return;
    const combatant = rowCombatant(this, input);
    const raw = String(input.value ?? "").trim();
    if (!combatant || !/^[+-]?\d+(\.\d+)?$/.test(raw)) return;
    const n = Number(raw);
    const initiative = /^[+-]/.test(raw) ? (combatant.initiative ?? 0) + n : n;
    await combatant.update({ initiative });
  }
  /** The row menu as built at the first render (null before it). */
  entryMenu: ShadowturnContextMenuEntry[] | null = null;
  /** The row menu opened on a row now: each shown entry's label and what clicking it does. */
  openEntryMenu(combatantId: string): { label: string; click(): unknown }[] {
    if (!this.entryMenu)
      throw new Error("stand-in: the tracker has not rendered, so it has no context menu yet");
    const li = { dataset: { combatantId } } as unknown as HTMLElement;
    return this.entryMenu.flatMap((e) => {
      if ("label" in e) {
        return e.visible?.(li) === false
          ? []
          : [{ label: e.label, click: () => e.onClick?.({} as PointerEvent, li) }];
      }
      return e.condition?.(li) === false ? [] : [{ label: e.name, click: () => e.callback?.(li) }];
    });
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
  /** pf2e `encounter-tracker.ts`: `_onCombatantControl(event, target)`, by the target's `data-action`. */
  async _onCombatantControl(_event: PointerEvent, target: HTMLElement): Promise<void> {
    const combatant = rowCombatant(this, target);
    if (!combatant) return;
    const action = target.dataset.action;
    if (action === "toggleDefeated") await this._onToggleDefeatedStatus(combatant);
    else if (action === "toggleHidden") await this._onToggleHidden(combatant);
    else if (action === "pingCombatant") this.pinged.push(combatant.id);
  }
  /** GURPS `CombatTrackerGURPS` / torgeternity: the combatant's `defeated`, then the actor's status. */
  protected async _onToggleDefeatedStatus(combatant: Combatant): Promise<void> {
    const defeated = !combatant.isDefeated;
    await combatant.update({ defeated });
    const status = (CONFIG as { specialStatusEffects?: { DEFEATED?: string } }).specialStatusEffects
      ?.DEFEATED;
    await combatant.actor?.toggleStatusEffect?.(status ?? "dead", { overlay: true, active: defeated });
  }
  protected async _onToggleHidden(combatant: Combatant): Promise<void> {
    await combatant.update({ hidden: !combatant.hidden });
  }
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
