// Token bars. Foundry draws a token bar from any `{value, max}` the actor type declares as a bar attribute in
// `CONFIG.Actor.trackableAttributes` (dnd5e `dnd5e.mjs` and lancer `lancer.ts` declare theirs per actor type
// at init), and the manifest's `primaryTokenAttribute` / `secondaryTokenAttribute` are the bars a new token
// shows (dnd5e's system.json: "attributes.hp"). Our condition monitors count damage boxes against a track
// length that is derived, so each track's bar is derived as the boxes LEFT out of the track (`system.health`),
// which reads as a health bar; Edge is stored as `{value, max}` already. A health bar edited on the token
// (the token HUD's bar field: "-3", "+2", "=5", "5") would write the derived value, which no data model
// stores, so nothing would change (foundryvtt #8907): the actor document maps such an edit onto the stored
// damage boxes instead (`monitorBarUpdate`, actor-document.ts), as dnd5e's `modifyTokenAttribute` turns an
// "attributes.hp" edit into damage (`module/documents/actor/actor.mjs`) and twodsix PR #957 makes its derived
// "hits" bar editable the same way.
import { MAX_BOXES, type ActorType } from "./specs";
import type { TrackLengths } from "./wounds";

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

/** The bars that show a condition monitor, by attribute path. */
const MONITOR_BARS: Readonly<Record<string, "physical" | "stun">> = {
  "health.physical": "physical",
  "health.stun": "stun",
};

/**
 * What a bar edit on the token writes, as core passes it to `Actor#modifyTokenAttribute(attribute, value,
 * isDelta)`: for a health bar, the damage boxes of its monitor (`system.monitors.<track>`). A change
 * (`isDelta`) of -3 is 3 boxes of damage more, +2 heals 2, past the end of the track too (damage beyond the
 * track stays counted, the bar then shows 0); a value sets the boxes left, 0 leaving any damage beyond the
 * track as it is. `undefined`: not a health bar (core's own handling); `null`: nothing changes.
 */
export function monitorBarUpdate(
  system: { health?: Record<string, Bar>; monitors?: Record<string, unknown> } | undefined,
  attribute: string,
  value: number,
  isDelta: boolean,
): Record<string, number> | null | undefined {
  const track = MONITOR_BARS[attribute];
  const bar = track ? system?.health?.[track] : undefined;
  if (!track || !bar) return undefined;
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  const stored = system?.monitors?.[track];
  const damage = typeof stored === "number" ? stored : 0;
  const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
  let next: number;
  if (isDelta) next = clamp(damage - Math.round(value), 0, MAX_BOXES);
  else {
    const left = clamp(Math.round(value), 0, bar.max);
    next = left === 0 ? Math.max(damage, bar.max) : bar.max - left;
  }
  return next === damage ? null : { [`system.monitors.${track}`]: next };
}
