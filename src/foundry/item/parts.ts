// The item sheet's template parts, in render order (FOUNDRY-API.md 4: `static PARTS`); tests render the same.
export const ITEM_TEMPLATE_DIR = "systems/shadowturn/templates/item";

export const ITEM_PARTS = {
  header: { template: `${ITEM_TEMPLATE_DIR}/header.hbs` },
  effects: { template: `${ITEM_TEMPLATE_DIR}/effects.hbs` },
  fields: { template: `${ITEM_TEMPLATE_DIR}/fields.hbs` },
  description: { template: `${ITEM_TEMPLATE_DIR}/description.hbs` },
} as const;
