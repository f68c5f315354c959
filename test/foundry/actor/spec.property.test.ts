// Properties of the data layer (fast-check): the spec check and the Foundry fields built from the same spec
// agree on every value, and any actor the data models accept gives the engine an input it accepts in every
// ruleset: a sheet never shows NaN and the tracker never gets an InputError from valid actor data.
import "../../stand-in/data";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatFormula, initiativeFormula, RULESET_IDS } from "../../../src/engine";
import { actorInitiativeInput } from "../../../src/foundry/actor/initiative-input";
import { CharacterModel } from "../../../src/foundry/actor/character";
import { NpcModel } from "../../../src/foundry/actor/npc";
import { SpiritModel } from "../../../src/foundry/actor/spirit";
import { VehicleModel } from "../../../src/foundry/actor/vehicle";
import {
  defaults,
  fieldAt,
  validate,
  type FieldSpec,
  type SchemaSpec,
} from "../../../src/foundry/actor/spec";
import { ACTOR_SPECS, type ActorType } from "../../../src/foundry/actor/specs";
import type { ItemLike } from "../../../src/foundry/item/initiative-source";
import { ITEM_SPECS, type ItemType } from "../../../src/foundry/item/specs";

const MODELS = { character: CharacterModel, npc: NpcModel, spirit: SpiritModel, vehicle: VehicleModel };

/** Values a field accepts. */
function valid(field: FieldSpec): fc.Arbitrary<unknown> {
  switch (field.type) {
    case "number":
      return fc.integer({ min: field.min, max: field.max });
    case "boolean":
      return fc.boolean();
    case "string":
      return field.choices ? fc.constantFrom(...field.choices) : fc.string({ maxLength: 8 });
    case "html":
      return fc.string({ maxLength: 8 });
    case "schema":
      return system(field.fields);
  }
}

/** Values a field accepts, and some it does not (out of range, fractions, wrong types, unknown choices). */
function any(field: FieldSpec): fc.Arbitrary<unknown> {
  switch (field.type) {
    case "number":
      return fc.oneof(
        fc.integer({ min: field.min - 5, max: field.max + 5 }),
        fc.constant(field.min + 0.5),
        fc.constant("x"),
        fc.constant(true),
      );
    case "boolean":
      return fc.oneof(fc.boolean(), fc.constant(1));
    case "string":
      return field.choices
        ? fc.oneof(fc.constantFrom(...field.choices), fc.constant("nonsense"))
        : fc.string();
    case "html":
      return fc.oneof(fc.string(), fc.constant(3));
    case "schema":
      return fc.record(Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, any(f)])), {
        requiredKeys: [],
      });
  }
}

function system(spec: SchemaSpec): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(Object.fromEntries(Object.entries(spec).map(([k, f]) => [k, valid(f)])));
}

const actorTypes = Object.keys(ACTOR_SPECS) as ActorType[];

function leafPaths(spec: SchemaSpec, prefix = ""): string[] {
  return Object.entries(spec).flatMap(([k, f]) =>
    f.type === "schema" ? leafPaths(f.fields, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function setPath(data: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(data);
  const keys = path.split(".");
  let at = copy;
  for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
  at[keys[keys.length - 1]!] = value;
  return copy;
}

describe("data layer properties", () => {
  it("the spec check refuses exactly what the Foundry fields built from it refuse", () => {
    for (const type of actorTypes) {
      const spec = ACTOR_SPECS[type];
      // A valid actor with one field replaced by anything (valid or not), so a single-field disagreement shows.
      const perturbed = fc
        .tuple(system(spec), fc.constantFrom(...leafPaths(spec)))
        .chain(([data, path]) => any(fieldAt(spec, path)!).map((value) => setPath(data, path, value)));
      fc.assert(
        fc.property(perturbed, (data) => {
          const problems = validate(spec, data);
          let threw = false;
          try {
            new MODELS[type](data, { parent: null, path: "system" } as object);
          } catch {
            threw = true;
          }
          expect(threw, JSON.stringify({ data, problems })).toBe(problems.length > 0);
        }),
        { numRuns: 300 },
      );
    }
  });

  it("every actor the models accept gives a formula in every ruleset: no NaN, no input error (rules formulas)", () => {
    const itemTypes = ["augmentation", "drug", "feature", "matrixGear"] as ItemType[];
    const item: fc.Arbitrary<ItemLike> = fc
      .tuple(fc.constantFrom(...itemTypes), fc.nat())
      .chain(([type, n]) =>
        system(ITEM_SPECS[type]).map((s) => ({ id: `i${n}`, name: type, type, system: s })),
      );
    const actor = fc.constantFrom(...actorTypes).chain((type) =>
      fc.record({
        type: fc.constant(type),
        system: system(ACTOR_SPECS[type]),
        items: fc.array(item, { maxLength: 5 }),
      }),
    );
    fc.assert(
      fc.property(actor, ({ type, system: data, items }) => {
        const input = actorInitiativeInput(type, { ...defaults(ACTOR_SPECS[type]), ...data }, items);
        for (const ruleset of RULESET_IDS) {
          const text = formatFormula(initiativeFormula(ruleset, { id: "a", name: "A", ...input }));
          expect(text).not.toMatch(/NaN|undefined/);
        }
      }),
      { numRuns: 300 },
    );
  });
});
