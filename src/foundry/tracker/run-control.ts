// What a click on a tracker control does: build the engine Command and hand it to the Combat document, which
// relays it to the GM when needed. A refusal comes back as a localized warning with the engine's reason;
// nothing here decides the rules.
import type { CombatState, Command, PhaseView } from "../../engine";
import { commandForControl, type ControlData, type TrackerAction } from "./control-commands";

/** The part of our Combat document the tracker calls (src/foundry/combat). */
export interface TrackerCombat {
  runCommand(cmd: Command): Promise<void>;
  endPhase(combatantId: string): Promise<unknown>;
  phaseRows(state?: CombatState): PhaseView[];
  engineState(): CombatState;
}

/** Notifications and strings: `ui.notifications` and `game.i18n` in Foundry, fakes in tests. */
export interface TrackerEnv {
  warn(message: string): void;
  error(message: string): void;
  localize(key: string): string;
  format(key: string, data: Record<string, string | number>): string;
  has(key: string): boolean;
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

/** A click on one of the tracker's own controls (data-action stSpend, stDelay, stEdge ...). */
export async function runControl(
  combat: TrackerCombat | null,
  action: TrackerAction | "stEndPhase",
  target: ControlTarget,
  env: TrackerEnv,
): Promise<boolean> {
  if (!combat) {
    env.warn(env.localize("SHADOWTURN.Tracker.NoCombatNotice"));
    return false;
  }
  if (action === "stEndPhase") {
    if (!target.combatantId) return false;
    return attempt(env, () => combat.endPhase(target.combatantId));
  }
  const cmd = commandForControl(action, target.combatantId, target.data);
  if (!cmd) return false;
  return attempt(env, () => combat.runCommand(cmd));
}
