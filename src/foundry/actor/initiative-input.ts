// Actor data + its items -> the engine's CombatantInput (without id and name, which the Combat layer adds).
// Every actor type's data model exposes this as `initiativeInput()`; the sheet and the combat tracker both
// call it, so the formula a player reads is the one that is rolled.
import type { BonusCategory, CombatantInput, InitiativeMode } from "../../engine";
import { toInitiativeSource, type ItemLike } from "../item/initiative-source";
import { actorWounds } from "./wounds";

export type ActorInitiativeInput = Omit<CombatantInput, "id" | "name">;

type Data = Record<string, unknown>;

function obj(v: unknown): Data {
  return v !== null && typeof v === "object" ? (v as Data) : {};
}

function num(v: unknown, fallback = 0): number {
  return typeof v === "number" && Number.isFinite(v) ? v : fallback;
}

/** Active Matrix gear raises Data Processing / Response to its own value and can supply the DNI. */
function matrixFromGear(items: ItemLike[]): { dataProcessing: number; response: number; dni: boolean } {
  let dataProcessing = 0;
  let response = 0;
  let dni = false;
  for (const item of items) {
    if (item.type !== "matrixGear" || item.system.active !== true) continue;
    dataProcessing = Math.max(dataProcessing, num(item.system.dataProcessing));
    response = Math.max(response, num(item.system.response));
    if (item.system.kind === "dni") dni = true;
  }
  return { dataProcessing, response, dni };
}

function sources(items: ItemLike[]) {
  return items.flatMap((item) => toInitiativeSource(item) ?? []);
}

function d20Stats(system: Data): CombatantInput["d20"] {
  const d = obj(system.d20);
  return { dex: num(d.dex, 10), speed: num(d.speed, 30), disadvantage: d.disadvantage === true };
}

/** A character, grunt or spirit. */
export function livingInitiativeInput(system: Data, items: ItemLike[]): ActorInitiativeInput {
  const attrs = obj(system.attributes);
  const edge = obj(system.edge);
  const matrix = obj(system.matrix);
  const init = obj(system.initiative);
  const gear = matrixFromGear(items);
  return {
    attributes: {
      reaction: num(attrs.reaction),
      intuition: num(attrs.intuition),
      edge: num(edge.max),
      dataProcessing: Math.max(num(matrix.dataProcessing), gear.dataProcessing),
      response: Math.max(num(matrix.response), gear.response),
    },
    edgePoints: Math.min(num(edge.value), num(edge.max)),
    mode: (init.mode as InitiativeMode) ?? "physical",
    dni: init.dni === true || gear.dni,
    initiateGrade: num(system.initiateGrade),
    woundModifier: actorWounds("character", system).woundModifier,
    sources: sources(items),
    bonusCategory: init.bonusCategory ? (init.bonusCategory as BonusCategory) : null,
    d20: d20Stats(system),
  };
}

/** A drone on its own: Pilot for Reaction and Intuition, no Edge, no wound modifier (machines feel no pain). */
export function vehicleInitiativeInput(system: Data, items: ItemLike[]): ActorInitiativeInput {
  const pilot = num(system.pilot, 1);
  const init = obj(system.initiative);
  return {
    attributes: { reaction: pilot, intuition: pilot, edge: 0, dataProcessing: 0, response: 0 },
    edgePoints: 0,
    mode: (init.mode as InitiativeMode) ?? "rigging-ar",
    dni: false,
    initiateGrade: 0,
    woundModifier: 0,
    sources: sources(items),
    bonusCategory: null,
    d20: d20Stats(system),
  };
}

/** The input for any of our actor types. */
export function actorInitiativeInput(type: string, system: Data, items: ItemLike[]): ActorInitiativeInput {
  return type === "vehicle" ? vehicleInitiativeInput(system, items) : livingInitiativeInput(system, items);
}
