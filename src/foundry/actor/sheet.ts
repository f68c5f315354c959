// The actor sheet (ApplicationV2 + Handlebars, FOUNDRY-API.md 4): the initiative formula for the world's
// ruleset front and centre, attributes and monitors, items with on/off switches, and the action list that
// spends a budgeted action in the running combat. All it shows comes from sheet-context.ts.
import type { ActionCategory, ActionKind, Command, InterruptAction } from "../../engine";
import { sheetCombatant, type LookupCombatant } from "../combatant-lookup";
import { getSetting } from "../settings";
import { localize } from "./localize";
import { ACTOR_PARTS } from "./parts";
import { actorLike } from "./actor-like";
import { buildActorSheetContext } from "./sheet-context";
import { ACTOR_SPECS, type ActorType } from "./specs";
import { carryDownToLimits, stripRefused } from "./submit-check";

/** The running combat as far as the sheet needs it; `runCommand` is the Combat layer's entry point. */
interface SpendingCombat {
  combatants: Iterable<LookupCombatant & { id: string }>;
  runCommand(command: Command): Promise<unknown>;
}

const { HandlebarsApplicationMixin } = foundry.applications.api;

export class ShadowturnActorSheet extends HandlebarsApplicationMixin(
  foundry.applications.sheets.ActorSheetV2,
) {
  static override DEFAULT_OPTIONS: ShadowturnApplicationOptions = {
    classes: ["shadowturn", "sheet", "actor"],
    position: { width: 600, height: 720 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false },
    actions: {
      rollInitiative: ShadowturnActorSheet.#onRollInitiative,
      toggleItem: ShadowturnActorSheet.#onToggleItem,
      editItem: ShadowturnActorSheet.#onEditItem,
      deleteItem: ShadowturnActorSheet.#onDeleteItem,
      spendAction: ShadowturnActorSheet.#onSpendAction,
    },
  };

  static override PARTS = ACTOR_PARTS;

  /** Sheets rendered so far; a ruleset change re-renders those still open. */
  static readonly #open = new Set<ShadowturnActorSheet>();

  /** Re-renders every open actor sheet (the world's ruleset changed, so every formula did). */
  static refreshOpen(): void {
    for (const sheet of ShadowturnActorSheet.#open) {
      if (sheet.rendered) void sheet.render();
      else ShadowturnActorSheet.#open.delete(sheet);
    }
  }

  protected override async _onRender(
    context: Record<string, unknown>,
    options: ShadowturnRenderOptions,
  ): Promise<void> {
    await super._onRender(context, options);
    ShadowturnActorSheet.#open.add(this);
  }

  protected override async _prepareContext(
    options: ShadowturnRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    return { ...base, ...buildActorSheetContext(actorLike(this.actor), getSetting("ruleset"), localize) };
  }

  /** Refuses out-of-range values with a message naming field and actor; everything else is saved. */
  protected override _prepareSubmitData(
    event: SubmitEvent | null,
    form: HTMLFormElement,
    formData: ShadowturnFormData,
    updateData?: Record<string, unknown> | null,
  ): Record<string, unknown> {
    const spec = ACTOR_SPECS[this.actor.type as ActorType] ?? ACTOR_SPECS.character;
    carryDownToLimits(spec, formData.object, this.actor.system);
    stripRefused(
      spec,
      formData.object,
      this.actor.name,
      (p) => `SHADOWTURN.Actor.Field.${p}`,
      localize,
      (m) => ui.notifications.warn(m),
    );
    return super._prepareSubmitData(event, form, formData, updateData);
  }

  static #itemOf(sheet: ShadowturnActorSheet, target: HTMLElement): Item | undefined {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    return id ? sheet.actor.items.get(id) : undefined;
  }

  /** FOUNDRY-API.md 7: the Actor entry point rolls with the Combat layer's formula. */
  static async #onRollInitiative(this: ShadowturnActorSheet): Promise<void> {
    await this.actor.rollInitiative({ createCombatants: true });
  }

  /** Switching an item on or off re-renders the sheet, so the formula changes at once. */
  static async #onToggleItem(
    this: ShadowturnActorSheet,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const item = ShadowturnActorSheet.#itemOf(this, target);
    if (item) await item.update({ "system.active": item.system.active !== true });
  }

  static #onEditItem(this: ShadowturnActorSheet, _event: PointerEvent, target: HTMLElement): void {
    void ShadowturnActorSheet.#itemOf(this, target)?.sheet?.render(true);
  }

  static async #onDeleteItem(
    this: ShadowturnActorSheet,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    await ShadowturnActorSheet.#itemOf(this, target)?.delete();
  }

  /** Spends the action in the running combat, when this actor fights in it; otherwise says so. */
  static async #onSpendAction(
    this: ShadowturnActorSheet,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const item = ShadowturnActorSheet.#itemOf(this, target);
    const combat = (game as unknown as { combat?: SpendingCombat | null }).combat;
    const combatant = combat ? sheetCombatant(combat.combatants, this.actor) : undefined;
    if (!combat || !combatant) {
      ui.notifications.warn(localize("SHADOWTURN.Actor.Actions.NotInCombat", { name: this.actor.name }));
      return;
    }
    // sr5 rule 7: an interrupt is paid from the score, at any moment, not spent from the phase budget.
    const interrupt = item?.system.interrupt as InterruptAction | undefined;
    if (target.dataset.kind === "interrupt" && interrupt) {
      await combat.runCommand({ type: "interrupt", combatantId: combatant.id, action: interrupt });
      return;
    }
    const category = target.dataset.category as ActionCategory | undefined;
    await combat.runCommand({
      type: "spend",
      combatantId: combatant.id,
      kind: target.dataset.kind as ActionKind,
      category: category ?? "other",
      actionName: item?.name ?? "",
    });
  }
}
