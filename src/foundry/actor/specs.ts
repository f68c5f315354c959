// The `system` data of every actor type, as specs (spec.ts). Ranges are the rules' own: attributes of a
// metahuman or critter 1-15 (augmented), Magic / Resonance 0-15, Edge 0-8, Matrix attributes 0-12, d20 DEX
// 1-30. The engine's own input checks (src/engine/input.ts) are wider, so anything these accept it accepts.
import { BONUS_CATEGORIES, INITIATIVE_MODES } from "../../engine";
import { bool, choice, group, html, int, text, type SchemaSpec } from "./spec";

export const ACTOR_TYPES = ["character", "npc", "spirit", "vehicle"] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

/** The SR attributes in sheet order; Edge has its own current / maximum pair. */
export const SR_ATTRIBUTES = [
  "body",
  "agility",
  "reaction",
  "strength",
  "willpower",
  "logic",
  "intuition",
  "charisma",
  "magic",
  "resonance",
] as const;
export type SrAttribute = (typeof SR_ATTRIBUTES)[number];

/** Most damage boxes a track can hold (the derived track length never exceeds this). */
export const MAX_BOXES = 24;

const attributes = group({
  body: int(1, 15, 3),
  agility: int(1, 15, 3),
  reaction: int(1, 15, 3),
  strength: int(1, 15, 3),
  willpower: int(1, 15, 3),
  logic: int(1, 15, 3),
  intuition: int(1, 15, 3),
  charisma: int(1, 15, 3),
  magic: int(0, 15, 0),
  resonance: int(0, 15, 0),
});

/** Blank bonus category = "pick the one that fits the mode" (bonus-actions rule 5). */
const initiative = group({
  mode: choice(INITIATIVE_MODES, "physical"),
  bonusCategory: choice(["", ...BONUS_CATEGORIES], ""),
  /** A direct neural interface is in use (bonus-actions: Matrix AR with DNI gives +2). */
  dni: bool(false),
});

const d20 = group({
  dex: int(1, 30, 10),
  speed: int(0, 300, 30),
  /** Imposed by the GM when the fight starts (asleep, drugged ...): d20 rule 1. */
  disadvantage: bool(false),
});

/** Damage boxes filled in each track; the track length is derived (wounds.ts). */
const monitors = group({
  physical: int(0, MAX_BOXES, 0),
  stun: int(0, MAX_BOXES, 0),
});

/** What a character, a grunt and a spirit share. */
const LIVING: SchemaSpec = {
  attributes,
  edge: group({ value: int(0, 8, 2, "edge.max"), max: int(0, 8, 2) }),
  matrix: group({ dataProcessing: int(0, 12, 0), response: int(0, 12, 0) }),
  monitors,
  initiateGrade: int(0, 20, 0),
  initiative,
  d20,
  notes: html(),
};

export const CHARACTER_SPEC: SchemaSpec = { ...LIVING, player: text("") };

/** A grunt: a professional rating (0-6) instead of a player. */
export const NPC_SPEC: SchemaSpec = { ...LIVING, professionalRating: int(0, 6, 1) };

/** A spirit: Force sets its strength; it uses the same attributes and goes astral like a magician. */
export const SPIRIT_SPEC: SchemaSpec = { ...LIVING, force: int(1, 12, 3) };

/**
 * A drone or vehicle acting on its own: Pilot stands in for both Reaction and Intuition (Pilot x 2, the
 * autopilot's initiative), it has a physical track only and no Edge.
 */
export const VEHICLE_SPEC: SchemaSpec = {
  body: int(1, 30, 4),
  pilot: int(1, 12, 3),
  sensor: int(0, 12, 2),
  armor: int(0, 30, 4),
  monitors: group({ physical: int(0, MAX_BOXES, 0) }),
  initiative: group({ mode: choice(["rigging-ar", "physical"], "rigging-ar") }),
  d20: group({ dex: int(1, 30, 10), speed: int(0, 300, 60), disadvantage: bool(false) }),
  notes: html(),
};

export const ACTOR_SPECS: Record<ActorType, SchemaSpec> = {
  character: CHARACTER_SPEC,
  npc: NPC_SPEC,
  spirit: SPIRIT_SPEC,
  vehicle: VEHICLE_SPEC,
};
