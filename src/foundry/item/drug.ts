// A combat drug (item type "drug"): more initiative, never bonus actions.
import { ShadowturnItemModel } from "./base-model";
import { DRUG_SPEC } from "./specs";

export class DrugModel extends ShadowturnItemModel {
  static override spec = DRUG_SPEC;
}
