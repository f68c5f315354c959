// Token bars. Foundry draws a token bar from any `{value, max}` the actor type declares as a bar attribute in
// `CONFIG.Actor.trackableAttributes` (dnd5e `dnd5e.mjs` and lancer `lancer.ts` declare theirs per actor type
// at init), and the manifest's `primaryTokenAttribute` / `secondaryTokenAttribute` are the bars a new token
// shows (dnd5e's system.json: "attributes.hp"). Our condition monitors count damage boxes against a track
// length that is derived, so each track's bar is derived as the boxes LEFT out of the track (`system.health`),
// which reads as a health bar; Edge is stored as `{value, max}` already. The bars show the tracks: damage is
// entered on the sheet (a bar edited on the token would change the derived value only, and is not saved).
import type { TrackLengths } from "./wounds";
import type { ActorType } from "./specs";

/** A bar's data: what is left of the track and its length. */
export interface Bar {
  value: number;
  max: number;
}

/** `system.health`: each condition monitor as boxes left of its track (none for a track of length 0). */
export function healthBars(
  monitors: { physical?: number; stun?: number } | undefined,
  tracks: TrackLengths,
): Record<string, Bar> {
  const bar = (damage: number | undefined, length: number): Bar => ({
    value: Math.max(0, length - Math.max(0, damage ?? 0)),
    max: length,
  });
  const out: Record<string, Bar> = { physical: bar(monitors?.physical, tracks.physical) };
  if (tracks.stun > 0) out.stun = bar(monitors?.stun, tracks.stun);
  return out;
}

/** What each actor type offers a token: bars (`{value, max}`) and plain values. */
export const TRACKABLE_ATTRIBUTES: Record<ActorType, { bar: string[]; value: string[] }> = {
  character: {
    bar: ["health.physical", "health.stun", "edge"],
    value: ["monitors.physical", "monitors.stun"],
  },
  npc: { bar: ["health.physical", "health.stun", "edge"], value: ["monitors.physical", "monitors.stun"] },
  spirit: { bar: ["health.physical", "health.stun", "edge"], value: ["monitors.physical", "monitors.stun"] },
  vehicle: { bar: ["health.physical"], value: ["monitors.physical"] },
};

/** Called at init with the data models (register.ts). */
export function registerTokenBars(config: { Actor: { trackableAttributes?: object } }): void {
  config.Actor.trackableAttributes = structuredClone(TRACKABLE_ATTRIBUTES);
}
