// Who is next (issue "what GMs ask every combat tracker for", 4): when a phase begins, the players who own
// the acting combatant are told (and hear core's notification sound if they chose it, unless core's combat
// theme already plays its "Your Turn" for them), and the owners of the
// phase after it get an "up next". Every client reacts to the Combat update itself (`updateCombat` fires on
// every client, FOUNDRY-API.md 1); who comes next is the engine's forecast, so delays, passes and typed scores
// are taken into account. The GM owns everyone and runs the table: the GM's client shows nothing. Going back
// tells nobody.
import { upNext, type CombatState } from "../../engine";
import { shownState } from "./shown-state";
import { getSetting } from "../settings";

/** What the notices need of our Combat document. */
export interface NoticeCombat {
  readonly started: boolean;
  readonly combatants: { get(id: string): Combatant | undefined };
  /** Core's: whether this is the active encounter (its sound cues play only there). */
  readonly active?: boolean;
  readonly previous?: { round: number | null; turn: number | null; combatantId: string | null };
  readonly current?: { round: number | null; turn: number | null; combatantId: string | null };
  engineState(): CombatState;
  /** Core's turn cue, which our Combat plays only from here on a player's client. */
  playTurnCue?(name: "yourTurn" | "nextUp"): void;
}

/**
 * Whether core's combat theme already plays its "Your Turn" on this client for this update: core plays it in
 * the active encounter when the current combatant, turn or round changed and the user's theme
 * (`CONFIG.Combat.sounds[core.combatTheme]`) has one (hero6e's `_onUpdate`, daggerheart PR #2106: for the
 * acting combatant's owner, as our notice is).
 */
function coreYourTurn(combat: NoticeCombat): boolean {
  const { previous: p, current: c } = combat;
  if (combat.active === false || !p || !c) return false;
  if (p.combatantId === c.combatantId && p.round === c.round && p.turn === c.turn) return false;
  let theme: unknown;
  try {
    theme = game.settings.get("core", "combatTheme");
  } catch {
    return false; // no such setting here: no theme plays
  }
  const sounds = CONFIG.Combat.sounds?.[String(theme)]?.yourTurn;
  return Array.isArray(sounds) && sounds.length > 0;
}

/** Whether this update moved the fight to a new phase: the acting combatant, the pass or the turn changed. */
function phaseMoved(changed: Record<string, unknown>): boolean {
  const system = changed.system as Record<string, unknown> | undefined;
  return "round" in changed || (system !== undefined && ("currentId" in system || "pass" in system));
}

/** A player's own combatant, or null (a GM's client, someone else's, a hidden one). */
function mine(combat: NoticeCombat, id: string | null): Combatant | null {
  const c = id === null ? undefined : combat.combatants.get(id);
  return c && c.isOwner && !c.hidden ? c : null;
}

/** The phase each combat last showed this client (turn, pass, acting), as the client sees it. */
const lastShown = new WeakMap<object, string>();

/** The notices of one Combat update on this client. */
export function phaseNotices(combat: NoticeCombat, changed: Record<string, unknown>, options: object): void {
  if (game.user.isGM || !combat.started || !phaseMoved(changed)) return;
  // the fight as this player sees it: a hidden combatant's phase shows the next visible one (engine seenBy),
  // so the notices come when that phase is first shown, and never again when it really begins
  const state = shownState(combat);
  const shown = `${state.turn}/${state.pass}/${state.currentId ?? ""}`;
  const moved = lastShown.get(combat) !== shown;
  lastShown.set(combat, shown);
  if (!moved || (options as { direction?: number }).direction === -1) return;
  const acting = mine(combat, state.currentId);
  // being the acting one wins: a player who owns both is told once
  if (acting) {
    combat.playTurnCue?.("yourTurn");
    ui.notifications.info(game.i18n.format("SHADOWTURN.Notice.YourPhase", { name: acting.name ?? "" }));
    const src = CONFIG.sounds.notification;
    if (getSetting("phaseSound") && src && !coreYourTurn(combat))
      foundry.audio.AudioHelper.play({ src, volume: 0.8 }, false);
    return;
  }
  const next = mine(combat, upNext(state));
  if (!next) return;
  combat.playTurnCue?.("nextUp");
  ui.notifications.info(game.i18n.format("SHADOWTURN.Notice.UpNext", { name: next.name ?? "" }));
}

/** Called in the system's ready hook. */
export function registerPhaseNotices(): void {
  Hooks.on("updateCombat", (combat: Combat, changed: Record<string, unknown>, options: object) =>
    phaseNotices(combat as unknown as NoticeCombat, changed, options),
  );
}
