// Commands sr4 handles itself (rules sr4 rules 7 and 11). Spend, delay, intervene, Full Defense and
// defeated are the shared flow's (../../combat.ts).
import { findCombatant as find, withCombatant } from "../../combatants";
import type { CombatState, Command } from "../../types";
import { unsupported } from "../sr-shared";
import { declareEdgeTest, edgeExtraPass, edgeGoFirst } from "./edge";
import { handOver } from "./handover";
import { setTimedItem } from "./timed-items";

export function applySr4(state: CombatState, cmd: Command): CombatState {
  const c = find(state, cmd.combatantId);
  switch (cmd.type) {
    case "edge-go-first":
      return handOver(withCombatant(state, edgeGoFirst(state, c)));
    case "edge-extra-pass":
      return handOver(withCombatant(state, edgeExtraPass(state, c)));
    case "edge-test":
      return withCombatant(state, declareEdgeTest(c));
    case "timed-item":
      return setTimedItem(state, c, cmd.name);
    default:
      return unsupported(state, cmd);
  }
}
