// The spend keys: the acting combatant spends one of three kinds of action, if the user controls it. The keys
// are named for SR's Complex, Simple and Free actions; each economy names the kinds they spend in its own
// (ActionEconomy.keyKinds; the keys are rebindable in Foundry's controls dialog).
import { getRuleset, type ActionKind, type RulesetId } from "../../engine";
import { attempt, type TrackerCombat, type TrackerEnv } from "./run-control";

export type SpendKey = "complex" | "simple" | "free";

const KEYS: readonly SpendKey[] = ["complex", "simple", "free"];

/** The kind a key spends: the economy's kind in the key's place, or null when it has none there. */
export function kindForKey(ruleset: RulesetId, key: SpendKey): ActionKind | null {
  const economy = getRuleset(ruleset).economy;
  const kinds = economy.keyKinds ?? economy.kinds.map((k) => k.id);
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
