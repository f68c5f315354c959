// The spend keys: the acting combatant spends a Complex, Simple or Free action, if the user controls it. In
// another economy the same three keys spend its first three kinds, the nearest equivalents (d20: the Action,
// the bonus action and the object interaction; sr6: Major, Minor; our choice, the keys are rebindable in
// Foundry's controls dialog).
import { getRuleset, type ActionKind, type RulesetId } from "../../engine";
import { attempt, type TrackerCombat, type TrackerEnv } from "./run-control";

export type SpendKey = "complex" | "simple" | "free";

const KEYS: readonly SpendKey[] = ["complex", "simple", "free"];

/** d20's nearest equivalents of the three SR keys (it lists the reaction third, the object fourth). */
const D20_KINDS: Record<SpendKey, ActionKind> = { complex: "action", simple: "bonus", free: "object" };

/** The kind a key spends: its own name where the economy has it, else the economy's kind in its place. */
export function kindForKey(ruleset: RulesetId, key: SpendKey): ActionKind | null {
  const kinds = getRuleset(ruleset).economy.kinds.map((k) => k.id);
  if (kinds.includes(key)) return key;
  const d20 = D20_KINDS[key];
  if (kinds.includes(d20)) return d20;
  return kinds[KEYS.indexOf(key)] ?? null;
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
  if (kind === null) return false;
  return attempt(env, () => combat.runCommand({ type: "spend", combatantId: current.combatantId, kind }));
}
