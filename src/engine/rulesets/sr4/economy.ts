// sr4's action economy (rules sr4 rule 8): 1 Complex or 2 Simple per phase, and 1 Free action per pass
// that can be used from the character's own phase to the end of that pass; delaying (rule 9); Full Defense
// uses up the next Complex (rule 10).
import { srEconomy } from "../sr-economy";
import { spendFreeSr4 } from "./free";

export const SR4_ECONOMY = srEconomy({ freePer: "pass", freeOutsidePhase: "after-own-phase" }, spendFreeSr4);
