// Every use of Edge in sr4 (rule 7) costs one point, and points never go below 0.
import { RuleError } from "../../errors";
import type { CombatantInput } from "../../types";

/** The input with one Edge point fewer; RuleError "no-edge" when none is left. `use` names what it pays. */
export function spendEdgePoint(input: CombatantInput, use: string): CombatantInput {
  if (input.edgePoints < 1) {
    throw new RuleError("no-edge", `${input.name} has no Edge point left for ${use}`, {
      actor: input.name,
      command: use,
    });
  }
  return { ...input, edgePoints: input.edgePoints - 1 };
}
