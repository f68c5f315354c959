// The tracker's link to the running Foundry client: notifications and strings through Foundry's globals, and
// a check that a combat is ours (the engine methods of src/foundry/combat are there).
import { getSetting } from "../settings";
import type { TrackerCombat, TrackerEnv } from "./run-control";

export function foundryEnv(): TrackerEnv {
  return {
    lang: game.i18n.lang ?? "en",
    isGM: game.user.isGM,
    actionsLeftPolicy: getSetting("actionsLeftOnEnd"),
    budgetVisibility: getSetting("budgetVisibility"),
    warn: (message) => void ui.notifications.warn(message),
    error: (message) => void ui.notifications.error(message),
    localize: (key) => game.i18n.localize(key),
    format: (key, data) => game.i18n.format(key, data),
    has: (key) => game.i18n.has(key),
  };
}

/** The combat as the tracker uses it, or null when there is none or it lacks the engine methods. */
export function trackerCombat(combat: Combat | null | undefined): (Combat & TrackerCombat) | null {
  const c = combat as (Combat & Partial<TrackerCombat>) | null | undefined;
  if (!c) return null;
  const ours =
    typeof c.runCommand === "function" &&
    typeof c.endPhase === "function" &&
    typeof c.phaseRows === "function" &&
    typeof c.engineState === "function" &&
    typeof c.shownState === "function";
  return ours ? (c as Combat & TrackerCombat) : null;
}

/**
 * The scene whose tokens this user can ping from the tracker: the scene the canvas shows, when the user has
 * the PING_CANVAS permission (pf2e-hud `src/hud/tracker.ts`: `canPing && combatant.sceneId ===
 * canvas.scene?.id`, with `canPing = game.user.hasPermission("PING_CANVAS")`). Null without a canvas scene.
 */
export function pingSceneId(user: ShadowturnUser): string | null {
  const canvas = (globalThis as { canvas?: { scene?: { id: string } | null } }).canvas;
  const mayPing =
    (user as { hasPermission?(p: string): boolean }).hasPermission?.("PING_CANVAS") ?? user.isGM;
  return mayPing ? (canvas?.scene?.id ?? null) : null;
}
