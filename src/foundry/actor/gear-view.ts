// Which Matrix gear the formula uses, for the sheet's "counts" list: gear is no initiative source of its own
// (initiative-input.ts folds it into Data Processing, Response and the DNI), so the sheet names it here.
import { formulaReads, formulaUsesDni, type InitiativeMode, type RulesetId } from "../../engine";
import type { ItemLike } from "../item/initiative-source";
import type { Localize } from "./formula-view";

export interface GearUse {
  id: string;
  name: string;
  detail: string;
}

const VR: readonly InitiativeMode[] = ["matrix-cold", "matrix-hot"];

function best(items: ItemLike[], field: "dataProcessing" | "response", own: number): ItemLike | undefined {
  return items
    .filter((i) => Number(i.system[field] ?? 0) > own)
    .sort((a, b) => Number(b.system[field]) - Number(a.system[field]))[0];
}

/** The gear that sets this formula's Matrix attribute or supplies its DNI. */
export function gearUses(
  ruleset: RulesetId,
  mode: InitiativeMode,
  system: Record<string, unknown>,
  items: ItemLike[],
  t: Localize,
): GearUse[] {
  const active = items.filter((i) => i.type === "matrixGear" && i.system.active === true);
  const matrix = (system.matrix ?? {}) as Record<string, number>;
  const uses: GearUse[] = [];
  const use = (item: ItemLike | undefined, detail: string) => {
    if (item) uses.push({ id: item.id ?? item.name, name: item.name, detail });
  };
  const reads = formulaReads(ruleset, mode);
  // the hits-rolling formula reads Response in the Matrix, the summed ones Data Processing
  const field = (["response", "dataProcessing"] as const).find((f) => reads.includes(f));
  if (VR.includes(mode) && field) {
    const item = best(active, field, Number(matrix[field] ?? 0));
    use(item, t(`SHADOWTURN.Item.Summary.${field}`, { value: Number(item?.system[field] ?? 0) }));
  }
  const init = (system.initiative ?? {}) as Record<string, unknown>;
  if (formulaUsesDni(ruleset) && mode === "matrix-ar" && init.dni !== true) {
    use(
      active.find((i) => i.system.kind === "dni"),
      t("SHADOWTURN.Item.MatrixKind.dni"),
    );
  }
  return uses;
}
