// The item sheet for every item type (ApplicationV2 + Handlebars, FOUNDRY-API.md 4): header, one input per
// field of the type's spec, description. A bad value is refused with its field and the item named.
import { localize } from "../actor/localize";
import { stripRefused } from "../actor/submit-check";
import { ITEM_PARTS } from "./parts";
import { buildItemSheetContext, isItemType, itemFieldKey } from "./sheet-context";
import { ITEM_SPECS } from "./specs";

const { HandlebarsApplicationMixin } = foundry.applications.api;

export class ShadowturnItemSheet extends HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheetV2) {
  static override DEFAULT_OPTIONS: ShadowturnApplicationOptions = {
    classes: ["shadowturn", "sheet", "item"],
    position: { width: 460, height: "auto" },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false },
  };

  static override PARTS = ITEM_PARTS;

  protected override async _prepareContext(
    options: ShadowturnRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const item = this.item;
    const data = {
      id: item.id,
      name: item.name,
      type: item.type,
      img: item.img,
      system: item.system as unknown as Record<string, unknown>,
    };
    return { ...base, ...buildItemSheetContext(data, localize) };
  }

  protected override _prepareSubmitData(
    event: SubmitEvent | null,
    form: HTMLFormElement,
    formData: ShadowturnFormData,
    updateData?: Record<string, unknown> | null,
  ): Record<string, unknown> {
    const spec = isItemType(this.item.type) ? ITEM_SPECS[this.item.type] : {};
    stripRefused(spec, formData.object, this.item.name, itemFieldKey, localize, (m) =>
      ui.notifications.warn(m),
    );
    return super._prepareSubmitData(event, form, formData, updateData);
  }
}
