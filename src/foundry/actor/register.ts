// Registers our actor and item types at init (src/shadowturn.ts): our Actor document class
// (actor-document.ts), data models on CONFIG.Actor / CONFIG.Item (FOUNDRY-API.md 5) and our sheets as the
// default for every type, replacing the core v1 sheets (FOUNDRY-API.md 4, the SR5 way:
// foundry.documents.collections.Actors / Items).
import { ActionModel } from "../item/action";
import { AugmentationModel } from "../item/augmentation";
import { DrugModel } from "../item/drug";
import { FeatureModel } from "../item/feature";
import { MatrixGearModel } from "../item/matrix-gear";
import { ShadowturnItemSheet } from "../item/sheet";
import { ITEM_TYPES, type ItemType } from "../item/specs";
import { defineShadowturnActor } from "./actor-document";
import { CharacterModel } from "./character";
import { NpcModel } from "./npc";
import { ShadowturnActorSheet } from "./sheet";
import { ACTOR_TYPES, type ActorType } from "./specs";
import { SpiritModel } from "./spirit";
import { registerTokenBars } from "./token-bars";
import { VehicleModel } from "./vehicle";

const SYSTEM_ID = "shadowturn";

export const ACTOR_MODELS: Record<ActorType, typeof foundry.abstract.TypeDataModel> = {
  character: CharacterModel,
  npc: NpcModel,
  spirit: SpiritModel,
  vehicle: VehicleModel,
};

export const ITEM_MODELS: Record<ItemType, typeof foundry.abstract.TypeDataModel> = {
  augmentation: AugmentationModel,
  drug: DrugModel,
  matrixGear: MatrixGearModel,
  feature: FeatureModel,
  action: ActionModel,
};

/** What this needs of CONFIG (the core slice declares the rest). */
interface DocumentConfig {
  Actor: { documentClass?: unknown; dataModels: Record<string, unknown>; trackableAttributes?: object };
  Item: { dataModels: Record<string, unknown> };
}

export function registerActorsAndItems(): void {
  const config = CONFIG as unknown as DocumentConfig;
  // our Actor document: a health bar edited on the token writes the monitor's damage (actor-document.ts)
  config.Actor.documentClass = defineShadowturnActor(Actor);
  Object.assign(config.Actor.dataModels, ACTOR_MODELS);
  Object.assign(config.Item.dataModels, ITEM_MODELS);
  registerTokenBars(config);

  const { Actors, Items } = foundry.documents.collections;
  Actors.unregisterSheet("core", foundry.appv1.sheets.ActorSheet);
  Actors.registerSheet(SYSTEM_ID, ShadowturnActorSheet, {
    types: [...ACTOR_TYPES],
    makeDefault: true,
    label: "SHADOWTURN.Actor.SheetLabel",
  });
  // A world setting fires createSetting the first time it is saved and updateSetting after that, on every
  // client (seen as `Hooks.on("updateSetting", setting => setting.key === ...)` in many modules).
  const onSetting = (setting: { key?: string }) => {
    if (setting.key === `${SYSTEM_ID}.ruleset`) ShadowturnActorSheet.refreshOpen();
  };
  Hooks.on("createSetting", onSetting);
  Hooks.on("updateSetting", onSetting);
  Items.unregisterSheet("core", foundry.appv1.sheets.ItemSheet);
  Items.registerSheet(SYSTEM_ID, ShadowturnItemSheet, {
    types: [...ITEM_TYPES],
    makeDefault: true,
    label: "SHADOWTURN.Item.SheetLabel",
  });
}
