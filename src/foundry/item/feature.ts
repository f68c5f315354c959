// A d20 feature or trait (item type "feature"): initiative bonus, advantage, bonus action, Action Surge.
import { ShadowturnItemModel } from "./base-model";
import { FEATURE_SPEC } from "./specs";

export class FeatureModel extends ShadowturnItemModel {
  static override spec = FEATURE_SPEC;
}
