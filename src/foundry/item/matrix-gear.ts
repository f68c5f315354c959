// Matrix gear (item type "matrixGear"): DNI, sim module, deck or commlink.
import { ShadowturnItemModel } from "./base-model";
import { MATRIX_GEAR_SPEC } from "./specs";

export class MatrixGearModel extends ShadowturnItemModel {
  static override spec = MATRIX_GEAR_SPEC;
}
