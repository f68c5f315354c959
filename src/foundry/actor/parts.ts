// The actor sheet's template parts, in the order they render (FOUNDRY-API.md 4: `static PARTS`). Kept apart
// from the sheet class so tests can render the same templates without Foundry.
export const ACTOR_TEMPLATE_DIR = "systems/shadowturn/templates/actor";

export const ACTOR_PARTS = {
  header: { template: `${ACTOR_TEMPLATE_DIR}/header.hbs` },
  initiative: { template: `${ACTOR_TEMPLATE_DIR}/initiative.hbs` },
  stats: { template: `${ACTOR_TEMPLATE_DIR}/stats.hbs` },
  items: { template: `${ACTOR_TEMPLATE_DIR}/items.hbs` },
  actions: { template: `${ACTOR_TEMPLATE_DIR}/actions.hbs` },
  notes: { template: `${ACTOR_TEMPLATE_DIR}/notes.hbs` },
} as const;
