// Commands sr4 handles itself (RULES.md sr4 rules 7 and 11). Spend, delay, intervene, Full Defense and
// defeated are the shared flow's (../../combat.ts).
import type { CombatState, Command } from "../../types";
import { unsupported, withCombatant } from "../sr5";
import { edgeExtraPass, edgeGoFirst } from "./edge";
import { handOver } from "./handover";
import { setTimedItem } from "./timed-items";
import { RuleError } from "../../errors";

function find(state: CombatState, id: string) {
  const c = state.combatants.find((x) => x.id === id);
  if (!c) throw new RuleError("unknown-combatant", `no combatant ${id} in this combat`, { id });
  return c;
}

export function applySr4(state: CombatState, cmd: Command): CombatState {
  switch (cmd.type) {
    case "edge-go-first":
      return handOver(withCombatant(state, edgeGoFirst(state, find(state, cmd.combatantId))));
    case "edge-extra-pass":
      return handOver(withCombatant(state, edgeExtraPass(state, find(state, cmd.combatantId))));
    case "timed-item":
      return setTimedItem(state, find(state, cmd.combatantId), cmd.name);
    default:
      return unsupported(state, cmd);
  }
}
