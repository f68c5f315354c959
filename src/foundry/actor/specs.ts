// The `system` data of every actor type, as specs (spec.ts). Ranges are the rules' own: attributes of a
// metahuman or critter 1-15 (augmented), Magic / Resonance 0-15, Edge 0-8, Matrix attributes 0-12, d20 DEX
// 1-30. The engine's own input checks (src/engine/input.ts) are wider, so anything these accept it accepts.
import { BONUS_CATEGORIES, INITIATIVE_MODES, type InitiativeMode } from "../../engine";
import { bool, choice, group, html, int, text, type FieldSpec, type SchemaSpec } from "./spec";

export const ACTOR_TYPES = ["character", "npc", "spirit", "vehicle"] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

/** Most damage boxes a track can hold (the derived track length never exceeds this). */
export const MAX_BOXES = 24;

/** A metahuman's or critter's attributes (sheet order); a spirit has no Resonance. */
const ATTRIBUTE_FIELDS: SchemaSpec = {
  body: int(1, 15, 3),
  agility: int(1, 15, 3),
  reaction: int(1, 15, 3),
  strength: int(1, 15, 3),
  willpower: int(1, 15, 3),
  logic: int(1, 15, 3),
  intuition: int(1, 15, 3),
  charisma: int(1, 15, 3),
  magic: int(0, 15, 0),
};
const PERSON_ATTRIBUTE_FIELDS: SchemaSpec = { ...ATTRIBUTE_FIELDS, resonance: int(0, 15, 0) };

/** Blank bonus category = "pick the one that fits the mode" (bonus-actions rule 5). */
function initiative(modes: readonly InitiativeMode[], dni: boolean): FieldSpec {
  return group({
    mode: choice(modes, modes[0]!),
    bonusCategory: choice(["", ...BONUS_CATEGORIES], ""),
    /** A direct neural interface is in use (bonus-actions: Matrix AR with DNI gives +2). */
    ...(dni ? { dni: bool(false) } : {}),
  });
}

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

const edge = group({ value: int(0, 8, 2, "edge.max"), max: int(0, 8, 2) });

/** A character or a grunt: every mode, the Matrix, magic and the DNI switch. */
const PERSON: SchemaSpec = {
  attributes: group(PERSON_ATTRIBUTE_FIELDS),
  edge,
  matrix: group({ dataProcessing: int(0, 12, 0), response: int(0, 12, 0) }),
  monitors,
  initiateGrade: int(0, 20, 0),
  initiative: initiative(INITIATIVE_MODES, true),
  d20,
  notes: html(),
};

export const CHARACTER_SPEC: SchemaSpec = { ...PERSON, player: text("") };

/** A grunt: a professional rating (0-6) instead of a player. */
export const NPC_SPEC: SchemaSpec = { ...PERSON, professionalRating: int(0, 6, 1) };

/**
 * A spirit: Force sets its strength; it is materialised (physical) or astral. It has no Resonance, no Matrix
 * attributes, no initiate grade and no DNI: none of them applies to it.
 */
export const SPIRIT_SPEC: SchemaSpec = {
  attributes: group(ATTRIBUTE_FIELDS),
  edge,
  monitors,
  initiative: initiative(["physical", "astral"], false),
  d20,
  notes: html(),
  force: int(1, 12, 3),
};

/**
 * A drone or vehicle acting on its own: its initiative is Pilot x 2 (`sr5`, `bonus-actions`), in `sr4` a test
 * of Pilot + Response (rules formulas rule 5); Pilot also stands in for Reaction and
 * Intuition where ties read them. It has a physical track only and no Edge.
 */
export const VEHICLE_SPEC: SchemaSpec = {
  /** A drone rather than a vehicle built to carry people: their tracks differ in sr5 (ruleset-ui vehicleTrack). */
  drone: bool(true),
  body: int(1, 30, 4),
  pilot: int(1, 12, 3),
  response: int(0, 12, 3),
  sensor: int(0, 12, 2),
  armor: int(0, 30, 4),
  monitors: group({ physical: int(0, MAX_BOXES, 0) }),
  initiative: group({ mode: choice(["rigging-ar", "physical"], "rigging-ar") }),
  d20: group({ dex: int(1, 30, 10), speed: int(0, 300, 60), disadvantage: bool(false) }),
  notes: html(),
};

/**
 * Where the engine's SR attributes come from, as paths under `system`. An attribute a type does not have is
 * left out and counts 0 (a spirit has no Matrix attributes, a drone no Edge).
 */
export interface InitiativeFields {
  reaction: string;
  intuition: string;
  /** Edge rating (ties) and the points left to spend. */
  edge?: string;
  edgePoints?: string;
  dataProcessing?: string;
  response?: string;
  initiateGrade?: string;
  /** A spirit's Force: its astral attribute part in sr5 / bonus-actions. */
  force?: string;
  /** A drone's Pilot: its attribute part on its own (engine SrAttributes.pilot). */
  pilot?: string;
}

/**
 * Everything one actor type has, in one place: its data (spec), the sheet's two stat grids in order (paths
 * under `system`) and where its initiative attributes come from. The data model, the engine input, the
 * formula line and the sheet all read this, so a sheet cannot show what the formula does not count.
 */
export interface ActorKind {
  spec: SchemaSpec;
  attributes: readonly string[];
  extra: readonly string[];
  initiative: InitiativeFields;
  /** sr5 / bonus-actions: the dice this kind rolls in a mode instead of the formula table's (docs/rules.md). */
  dice?: Partial<Record<InitiativeMode, number>>;
  /** sr4: the passes this kind has in a mode instead of the formula table's (docs/rules.md). */
  passes?: Partial<Record<InitiativeMode, number>>;
}

const attributePaths = (attrs: SchemaSpec) => Object.keys(attrs).map((a) => `attributes.${a}`);
const EDGE = ["edge.value", "edge.max"];
const PERSON_EXTRA = [...EDGE, "matrix.dataProcessing", "matrix.response", "initiateGrade"];
const PERSON_INITIATIVE: InitiativeFields = {
  reaction: "attributes.reaction",
  intuition: "attributes.intuition",
  edge: "edge.max",
  edgePoints: "edge.value",
  dataProcessing: "matrix.dataProcessing",
  response: "matrix.response",
  initiateGrade: "initiateGrade",
};

export const ACTOR_KINDS: Record<ActorType, ActorKind> = {
  character: {
    spec: CHARACTER_SPEC,
    attributes: attributePaths(PERSON_ATTRIBUTE_FIELDS),
    extra: PERSON_EXTRA,
    initiative: PERSON_INITIATIVE,
  },
  npc: {
    spec: NPC_SPEC,
    attributes: attributePaths(PERSON_ATTRIBUTE_FIELDS),
    extra: [...PERSON_EXTRA, "professionalRating"],
    initiative: PERSON_INITIATIVE,
  },
  spirit: {
    spec: SPIRIT_SPEC,
    attributes: attributePaths(ATTRIBUTE_FIELDS),
    extra: [...EDGE, "force"],
    // A spirit rolls 2d6 materialised and 3d6 on the astral plane; in sr4 it has 2 passes in both.
    dice: { physical: 2, astral: 3 },
    passes: { physical: 2, astral: 2 },
    initiative: {
      reaction: "attributes.reaction",
      intuition: "attributes.intuition",
      edge: "edge.max",
      edgePoints: "edge.value",
      // Force x 2 astrally in sr5 / bonus-actions (rules formulas rule 5).
      force: "force",
    },
  },
  vehicle: {
    spec: VEHICLE_SPEC,
    attributes: ["body", "pilot", "response", "sensor", "armor"],
    extra: [],
    // "Pilot×2" + 4d6 on its own (sr5, bonus-actions); sr4 tests Pilot + Response. Pilot stands in for
    // Reaction and Intuition in the tiebreaks.
    initiative: { reaction: "pilot", intuition: "pilot", pilot: "pilot", response: "response" },
    dice: { physical: 4, "rigging-ar": 4 },
  },
};

export const ACTOR_SPECS: Record<ActorType, SchemaSpec> = {
  character: ACTOR_KINDS.character.spec,
  npc: ACTOR_KINDS.npc.spec,
  spirit: ACTOR_KINDS.spirit.spec,
  vehicle: ACTOR_KINDS.vehicle.spec,
};

/** The kind of an actor type; an unknown type reads as a character. */
export function actorKind(type: string): ActorKind {
  return type in ACTOR_KINDS ? ACTOR_KINDS[type as ActorType] : ACTOR_KINDS.character;
}
