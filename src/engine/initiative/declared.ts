// What a combatant declared before its next initiative roll (Blitz: sr5 rule 5; Edge on the test: sr4 rule
// 7a) turned into formula options, so every place that builds the roll (the engine's own, a Foundry Roll made
// before combat starts) asks the same question.
import { seizeFlags, sr4Flags } from "../flags";
import type { CombatantState } from "../types";
import type { FormulaOptions } from "../rulesets/formula";

export function declaredRollOptions(c: Pick<CombatantState, "flags">): FormulaOptions {
  return { blitz: seizeFlags(c.flags).blitzDeclared, edge: sr4Flags(c.flags).edgeTestDeclared };
}
