// sr6 rule 1 and rule 10: the initiative formula as data. REA + INT + 1d6 in the body (augmentation dice
// add on top), LOG + INT + 2d6 astral, INT + Data Processing + 2d6 cold and 3d6 hot sim, at most 5d6. A spirit
// rolls REA + INT + 2d6 materialised and Force x 2 + 3d6 astral; a drone or vehicle on its own Pilot x 2 +
// 3d6. Wounds count only while the setting says so (rule 8).
import type { FormulaAttributeTerm, FormulaSpec, ModeLine } from "../../api/engine";
import { WOUNDS_LOWER_INITIATIVE } from "./settings";

const REA: FormulaAttributeTerm = { attribute: "reaction", label: "REA" };
const INT: FormulaAttributeTerm = { attribute: "intuition", label: "INT" };
const LOG: FormulaAttributeTerm = { attribute: "logic", label: "LOG" };
const DP: FormulaAttributeTerm = { attribute: "dataProcessing", label: "DP" };
const FORCE_TWICE: FormulaAttributeTerm = { attribute: "force", times: 2, label: "Force×2" };
const PILOT_TWICE: FormulaAttributeTerm = { attribute: "pilot", times: 2, label: "Pilot×2" };
const ON_ITS_OWN: ModeLine = { terms: [PILOT_TWICE], dice: 3 };

/** In the body: physical, AR, rigging by AR. */
const BODY: ModeLine = { terms: [REA, INT], dice: 1 };

/** At most this many dice in all (rule 1). */
export const SR6_MAX_DICE = 5;

export const SR6_FORMULA: FormulaSpec = {
  family: "sr",
  roll: "sum",
  bonusActions: false,
  tables: {
    modes: {
      physical: BODY,
      "matrix-ar": BODY,
      "rigging-ar": BODY,
      astral: { terms: [LOG, INT], dice: 2 },
      "matrix-cold": { terms: [INT, DP], dice: 2 },
      "matrix-hot": { terms: [INT, DP], dice: 3 },
    },
    kinds: {
      spirit: {
        physical: { terms: [REA, INT], dice: 2 },
        astral: { terms: [FORCE_TWICE], dice: 3 },
      },
      vehicle: { physical: ON_ITS_OWN, "rigging-ar": ON_ITS_OWN },
    },
    maxDice: SR6_MAX_DICE,
    wounds: { setting: WOUNDS_LOWER_INITIATIVE, default: false },
  },
};
