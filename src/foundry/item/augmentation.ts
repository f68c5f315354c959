// Cyberware, bioware, an adept power or a spell that changes initiative (item type "augmentation").
import { ShadowturnItemModel } from "./base-model";
import { AUGMENTATION_SPEC } from "./specs";

export class AugmentationModel extends ShadowturnItemModel {
  static override spec = AUGMENTATION_SPEC;
}
