// Condition monitors and the wound modifier they give (sr4 / sr5 / bonus-actions). Our rule: -1 for every
// full 3 boxes of damage in each track, the tracks summed (6 physical + 4 stun = -2 + -1 = -3). Damage past
// the end of a track does not make the modifier worse.
import type { RulesetId } from "../../engine";
import { vehicleTrack, type VehicleTrack } from "../ruleset-ui";
import { MAX_BOXES } from "./specs";

export interface Monitors {
  physical: number;
  stun?: number;
}

export interface TrackLengths {
  physical: number;
  stun: number;
}

/**
 * Track lengths: 8 + half Body (physical) and 8 + half Willpower (stun), rounded up. A vehicle (no Willpower)
 * has one track of half Body plus what the ruleset gives it (sr5: 12 for a vehicle, 6 for a drone; sr4: 8).
 */
export function trackLengths(
  body: number,
  willpower: number | null,
  drone = false,
  vehicle: VehicleTrack = vehicleTrack(undefined),
): TrackLengths {
  const cap = (n: number) => Math.min(MAX_BOXES, n);
  if (willpower === null) {
    return { physical: cap((drone ? vehicle.drone : vehicle.vehicle) + Math.ceil(body / 2)), stun: 0 };
  }
  return { physical: cap(8 + Math.ceil(body / 2)), stun: cap(8 + Math.ceil(willpower / 2)) };
}

/** 0 or negative: -1 per 3 boxes in each track, counted up to the track's length. */
export function woundModifier(monitors: Monitors, lengths: TrackLengths): number {
  const boxes = (damage: number | undefined, length: number) => Math.min(Math.max(0, damage ?? 0), length);
  const penalty =
    Math.floor(boxes(monitors.physical, lengths.physical) / 3) +
    Math.floor(boxes(monitors.stun, lengths.stun) / 3);
  return penalty === 0 ? 0 : -penalty;
}

/**
 * Track lengths and wound modifier of an actor's `system` data in `ruleset` (absent: the sr5 lengths); a
 * vehicle has one track and no modifier.
 */
export function actorWounds(
  type: string,
  system: Record<string, unknown>,
  ruleset?: RulesetId,
): { tracks: TrackLengths; woundModifier: number } {
  const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 1);
  const monitors = { physical: 0, stun: 0, ...(system.monitors as Monitors | undefined) };
  if (type === "vehicle") {
    const tracks = trackLengths(num(system.body), null, system.drone !== false, vehicleTrack(ruleset));
    return { tracks, woundModifier: 0 };
  }
  const attrs = (system.attributes ?? {}) as Record<string, unknown>;
  const tracks = trackLengths(num(attrs.body), num(attrs.willpower));
  return { tracks, woundModifier: woundModifier(monitors, tracks) };
}
