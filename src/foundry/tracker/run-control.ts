// What a click on a tracker control does: build the engine Command and hand it to the Combat document, which
// relays it to the GM when needed. A refusal comes back as a localized warning with the engine's reason;
// nothing here decides the rules.
import type { CombatState, Command, PhaseView } from "../../engine";
import { endPhaseVerdict, type ActionsLeftPolicy, type Words } from "./actions-left";
import { commandForControl, type ControlData, type TrackerAction } from "./control-commands";
import { maySeeBudget, type BudgetVisibility } from "./view-types";

/** The part of our Combat document the tracker calls (src/foundry/combat). */
export interface TrackerCombat {
  runCommand(cmd: Command): Promise<void>;
  /** Several GM commands applied in order and written as ONE combat update (surprise by side). */
  runCommands(cmds: readonly Command[]): Promise<void>;
  endPhase(combatantId: string): Promise<unknown>;
  phaseRows(state?: CombatState): PhaseView[];
  engineState(): CombatState;
  /** The state as this user is shown it (shown-state.ts): a player's "acting one" is the one they see. */
  shownState(): CombatState;
  /** The GM's typed score (rules "Scores set by hand", rule 1): checked, written once, recorded. */
  setScore(combatantId: string, raw: unknown): Promise<void>;
  /** Foundry's next turn: our Combat document ends the current phase (the GM's "next phase"). */
  nextTurn(): Promise<unknown>;
}

/**
 * Notifications, strings and the user: `ui.notifications`, `game.i18n`, `game.user` and the world setting
 * actionsLeftOnEnd in Foundry, fakes in tests.
 */
export interface TrackerEnv extends Words {
  warn(message: string): void;
  error(message: string): void;
  has(key: string): boolean;
  isGM: boolean;
  actionsLeftPolicy: ActionsLeftPolicy;
  /** Who sees budgets (setting budgetVisibility); everyone when absent. */
  budgetVisibility?: BudgetVisibility;
}

/** Where the click happened: the row's combatant and the control's data-* attributes. */
export interface ControlTarget {
  combatantId: string;
  data: ControlData;
}

interface CodedError {
  code: string;
  params: Record<string, string | number>;
  message: string;
}

function isCoded(err: unknown): err is CodedError {
  const e = err as Partial<CodedError> | null;
  return typeof e?.code === "string" && typeof e.params === "object" && e.params !== null;
}

/** The words a user sees for a refused command: the engine's reason in their language. */
export function refusalMessage(err: unknown, env: TrackerEnv): string {
  if (isCoded(err)) {
    const key = `SHADOWTURN.Error.${err.code}`;
    if (env.has(key)) return env.format(key, err.params);
    return env.format("SHADOWTURN.Tracker.Refused", { reason: err.message });
  }
  return err instanceof Error ? err.message : String(err);
}

/**
 * Runs one request and turns a refusal into a warning (RuleError, or an already localized error from the
 * GM relay). Resolves true when the request went through.
 */
export async function attempt(env: TrackerEnv, request: () => Promise<unknown>): Promise<boolean> {
  try {
    await request();
    return true;
  } catch (err) {
    env.warn(refusalMessage(err, env));
    return false;
  }
}

/**
 * Whether the acting combatant's phase may end now under the actionsLeftOnEnd setting; says what was left
 * (a warning) or why not (refused). A combatant not acting is left to the engine, which refuses with its reason.
 */
export function mayEndPhase(
  combat: TrackerCombat,
  combatantId: string,
  env: TrackerEnv,
  // the phase the user sees: a player's never reads a hidden combatant's budget or name out
  shown: CombatState = combat.shownState(),
): boolean {
  const row = combat.phaseRows(shown).find((r) => r.current && r.combatantId === combatantId);
  if (!row) return true;
  const verdict = endPhaseVerdict({
    policy: env.actionsLeftPolicy,
    isGM: env.isGM,
    ruleset: combat.engineState().ruleset,
    name: row.name,
    budget: row.budget,
    words: env,
    // only the GM or the combatant's own player can end its phase, so the one ending it owns it
    budgetVisible: maySeeBudget(
      env.budgetVisibility ?? "all",
      { isGM: env.isGM, ownedIds: new Set([combatantId]) },
      combatantId,
    ),
  });
  if (!verdict.go) {
    env.warn(verdict.reason);
    return false;
  }
  if (verdict.warning) env.warn(verdict.warning);
  return true;
}

/** Ends phases: a row's End phase, the player's End my phase, and the GM's next-phase arrow and key. */
export type EndAction = "stEndPhase" | "stNextTurn";

/** A click on one of the tracker's own controls (data-action stSpend, stDelay, stEdge ...). */
export async function runControl(
  combat: TrackerCombat | null,
  action: TrackerAction | EndAction,
  target: ControlTarget,
  env: TrackerEnv,
): Promise<boolean> {
  if (!combat) {
    env.warn(env.localize("SHADOWTURN.Tracker.NoCombatNotice"));
    return false;
  }
  if (action === "stEndPhase") {
    if (!target.combatantId) return false;
    if (!mayEndPhase(combat, target.combatantId, env)) return false;
    return attempt(env, () => combat.endPhase(target.combatantId));
  }
  if (action === "stNextTurn") {
    const shown = combat.shownState();
    if (shown.currentId !== null && !mayEndPhase(combat, shown.currentId, env, shown)) return false;
    return attempt(env, () => combat.nextTurn());
  }
  const cmd = commandForControl(action, target.combatantId, target.data);
  if (!cmd) return false;
  return attempt(env, () => combat.runCommand(cmd));
}
