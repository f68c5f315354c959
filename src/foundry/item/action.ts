// One action of a catalogue (item type "action"): an SR Free / Simple / Complex action or a d20 slot.
import { ShadowturnItemModel } from "./base-model";
import { ACTION_SPEC } from "./specs";

export class ActionModel extends ShadowturnItemModel {
  static override spec = ACTION_SPEC;
}
