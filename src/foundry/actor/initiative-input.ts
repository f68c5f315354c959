// Actor data + its items -> the engine's CombatantInput (without id and name, which the Combat layer adds).
// Every actor type's data model exposes this as `initiativeInput()`; the sheet and the combat tracker both
// call it, so the formula a player reads is the one that is rolled. Which fields count comes from the actor
// type's declaration (specs.ts ACTOR_KINDS): an attribute the type does not have counts 0.
import type { BonusCategory, CombatantInput, D20Stats, InitiativeMode } from "../../engine";
import { toInitiativeSource, type ItemLike } from "../item/initiative-source";
import { fieldAt } from "./spec";
import { actorKind } from "./specs";
import { actorWounds } from "./wounds";

export type ActorInitiativeInput = Omit<CombatantInput, "id" | "name">;

type Data = Record<string, unknown>;

function obj(v: unknown): Data {
  return v !== null && typeof v === "object" ? (v as Data) : {};
}

function num(v: unknown, fallback = 0): number {
  return typeof v === "number" && Number.isFinite(v) ? v : fallback;
}

function valueAt(system: Data, path: string | undefined): number {
  if (!path) return 0;
  return num(path.split(".").reduce<unknown>((o, k) => obj(o)[k], system));
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

function d20Stats(system: Data): D20Stats {
  const d = obj(system.d20);
  return { dex: num(d.dex, 10), speed: num(d.speed, 30), disadvantage: d.disadvantage === true };
}

/** The input for any of our actor types. */
export function actorInitiativeInput(type: string, system: Data, items: ItemLike[]): ActorInitiativeInput {
  const { spec, initiative: from, dice, passes } = actorKind(type);
  const init = obj(system.initiative);
  // Matrix gear only helps a type that has Matrix attributes; the DNI switch only one that has it.
  const gear = from.dataProcessing ? matrixFromGear(items) : { dataProcessing: 0, response: 0, dni: false };
  const hasDni = fieldAt(spec, "initiative.dni") !== undefined;
  const modes = fieldAt(spec, "initiative.mode");
  const firstMode = modes?.type === "string" ? modes.choices?.[0] : undefined;
  const edge = valueAt(system, from.edge);
  return {
    attributes: {
      reaction: valueAt(system, from.reaction),
      intuition: valueAt(system, from.intuition),
      edge,
      dataProcessing: Math.max(valueAt(system, from.dataProcessing), gear.dataProcessing),
      response: Math.max(valueAt(system, from.response), gear.response),
      // only a kind that has one: a spirit's Force, a drone's Pilot (rules formulas rule 5)
      ...(from.force ? { force: valueAt(system, from.force) } : {}),
      ...(from.pilot ? { pilot: valueAt(system, from.pilot) } : {}),
    },
    edgePoints: Math.min(valueAt(system, from.edgePoints), edge),
    mode: (init.mode as InitiativeMode) ?? firstMode ?? "physical",
    dni: hasDni && (init.dni === true || gear.dni),
    initiateGrade: valueAt(system, from.initiateGrade),
    woundModifier: actorWounds(type, system).woundModifier,
    sources: items.flatMap((item) => toInitiativeSource(item) ?? []),
    bonusCategory: init.bonusCategory ? (init.bonusCategory as BonusCategory) : null,
    d20: d20Stats(system),
    ...(dice ? { baseDice: dice } : {}),
    ...(passes ? { basePasses: passes } : {}),
  };
}
