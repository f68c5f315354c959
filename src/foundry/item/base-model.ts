// What every item type's data model shares: the schema comes from its spec (specs.ts) and
// `initiativeSource()` gives what the item does to initiative (null for gear and actions).
import type { InitiativeSource } from "../../engine";
import { SpecDataModel } from "../actor/spec-model";
import { toInitiativeSource } from "./initiative-source";

interface ItemDoc {
  id: string | null;
  name: string;
  type: string;
}

export abstract class ShadowturnItemModel extends SpecDataModel {
  initiativeSource(): InitiativeSource | null {
    const item = this.parent as ItemDoc | null;
    if (!item) return null;
    return toInitiativeSource({ ...item, system: this as unknown as Record<string, unknown> });
  }
}
