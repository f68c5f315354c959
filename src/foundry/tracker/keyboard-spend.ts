// The spend keys: the acting combatant spends a Complex, Simple or Free action, if the user controls it. In
// d20 the same three keys spend the Action, the bonus action and the object interaction, the nearest
// equivalents (our choice; the keys are rebindable in Foundry's controls dialog).
import { isSrRuleset, type ActionKind, type RulesetId } from "../../engine";
import { attempt, type TrackerCombat, type TrackerEnv } from "./run-control";

export type SpendKey = "complex" | "simple" | "free";

const D20_KINDS: Record<SpendKey, ActionKind> = { complex: "action", simple: "bonus", free: "object" };

export function kindForKey(ruleset: RulesetId, key: SpendKey): ActionKind {
  return isSrRuleset(ruleset) ? key : D20_KINDS[key];
}

/**
 * Spends for the acting combatant (as this user is shown it). `mayAct(id)` says whether this user controls it (a GM controls all).
 * Resolves true when the spend went through.
 */
export async function spendFromKeyboard(
  combat: TrackerCombat | null,
  key: SpendKey,
  mayAct: (combatantId: string) => boolean,
  env: TrackerEnv,
): Promise<boolean> {
  if (!combat) {
    env.warn(env.localize("SHADOWTURN.Tracker.NoCombatNotice"));
    return false;
  }
  // the acting one this user is shown: a player's key never reads out a hidden combatant's name
  const current = combat.phaseRows(combat.shownState()).find((r) => r.current);
  if (!current) {
    env.warn(env.localize("SHADOWTURN.Tracker.NoCurrentNotice"));
    return false;
  }
  if (!mayAct(current.combatantId)) {
    env.warn(env.format("SHADOWTURN.Tracker.NotYoursNotice", { name: current.name }));
    return false;
  }
  const kind = kindForKey(combat.engineState().ruleset, key);
  return attempt(env, () => combat.runCommand({ type: "spend", combatantId: current.combatantId, kind }));
}
