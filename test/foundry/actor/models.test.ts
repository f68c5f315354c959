// Actor data models: schema from the spec, derived wound modifier, and initiativeInput() feeding the engine.
import "../../stand-in/data";
import { describe, expect, it } from "vitest";
import { formatFormula, initiativeFormula } from "../../../src/engine";
import { CharacterModel } from "../../../src/foundry/actor/character";
import { SpiritModel } from "../../../src/foundry/actor/spirit";
import { VehicleModel } from "../../../src/foundry/actor/vehicle";
import { trackLengths, woundModifier } from "../../../src/foundry/actor/wounds";

import { WIRED_REFLEXES_3 } from "./fixtures";

interface FakeItem {
  id: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
}

/** An actor-shaped parent so the model can read its items. */
function character(system: object, items: FakeItem[] = []) {
  const parent = { type: "character", items } as { type: string; items: FakeItem[]; system?: CharacterModel };
  const model = new CharacterModel(system, { parent });
  model.prepareDerivedData();
  parent.system = model;
  return model;
}

describe("actor data models", () => {
  it("fills every field with its default when a new character is created", () => {
    const m = character({});
    expect((m as unknown as { attributes: { reaction: number } }).attributes.reaction).toBe(3);
    expect((m as unknown as { initiative: { mode: string } }).initiative.mode).toBe("physical");
  });

  it("refuses a negative rating and names the field", () => {
    expect(() => new CharacterModel({ attributes: { body: -1 } }, { path: "system" } as object)).toThrow(
      /system\.attributes\.body/,
    );
  });

  it("sr5 rule 4 / wound modifier: -1 per 3 boxes in each track, both tracks summed", () => {
    const tracks = trackLengths(4, 3); // 10 physical, 10 stun
    expect(tracks).toEqual({ physical: 10, stun: 10 });
    expect(woundModifier({ physical: 2, stun: 2 }, tracks)).toBe(0);
    expect(woundModifier({ physical: 6, stun: 4 }, tracks)).toBe(-3);
    // Damage past the end of the track does not count twice.
    expect(woundModifier({ physical: 24, stun: 0 }, tracks)).toBe(-3);
    const m = character({ monitors: { physical: 3, stun: 3 } });
    expect(m.derived.woundModifier).toBe(-2);
  });

  it("bonus-actions example 000: Alice with Wired Reflexes III rolls REA + INT + 4d6 with 3 physical bonus actions", () => {
    const m = character({ attributes: { reaction: 5, intuition: 4 } }, [WIRED_REFLEXES_3]);
    const f = initiativeFormula("bonus-actions", { id: "a", name: "Alice", ...m.initiativeInput() });
    expect(formatFormula(f)).toBe("REA 5 + INT 4 + 3 + 4d6");
    expect(f.bonusActions).toEqual({ category: "physical", count: 3 });
  });

  it("switching the augmentation off takes it out of the formula and says why", () => {
    const off = { ...WIRED_REFLEXES_3, system: { ...WIRED_REFLEXES_3.system, active: false } };
    const m = character({ attributes: { reaction: 5, intuition: 4 } }, [off]);
    const f = initiativeFormula("bonus-actions", { id: "a", name: "Alice", ...m.initiativeInput() });
    expect(formatFormula(f)).toBe("REA 5 + INT 4 + 1d6");
    expect(f.ignored).toEqual([{ sourceId: "wired3", name: "Wired Reflexes III", reason: "inactive" }]);
  });

  it("bonus-actions rule 4: a drug adds dice but its bonus actions are refused", () => {
    const jazz: FakeItem = {
      id: "jazz",
      name: "Jazz",
      type: "drug",
      system: { active: true, initiative: { dice: 2, flat: 1, passes: 1, stackingGroup: "" } },
    };
    const m = character({ attributes: { reaction: 3, intuition: 3 } }, [jazz]);
    const f = initiativeFormula("bonus-actions", { id: "b", name: "Bob", ...m.initiativeInput() });
    expect(formatFormula(f)).toBe("REA 3 + INT 3 + 1 + 3d6");
    expect(f.bonusActions).toBeNull();
    expect(f.ignored.map((i) => i.reason)).toEqual(["drug-no-bonus-actions"]);
  });

  it("bonus-actions rule 4: active Matrix gear supplies the DNI and Data Processing", () => {
    const deck: FakeItem = {
      id: "deck",
      name: "Deck",
      type: "matrixGear",
      system: { kind: "deck", active: true, dataProcessing: 6, response: 0 },
    };
    const jack: FakeItem = {
      id: "jack",
      name: "Datajack",
      type: "matrixGear",
      system: { kind: "dni", active: true },
    };
    const m = character({ initiative: { mode: "matrix-cold" }, attributes: { intuition: 5 } }, [deck, jack]);
    const input = m.initiativeInput();
    expect(input.dni).toBe(true);
    expect(formatFormula(initiativeFormula("sr5", { id: "d", name: "Decker", ...input }))).toBe(
      "DP 6 + INT 5 + 3d6",
    );
  });

  it("a drone uses Pilot twice, rolls 4d6 on its own (sr5) and has no wound modifier", () => {
    const parent = { type: "vehicle", items: [] };
    const m = new VehicleModel({ pilot: 4, monitors: { physical: 9 } }, { parent });
    m.prepareDerivedData();
    const f = initiativeFormula("sr5", { id: "v", name: "Drone", ...m.initiativeInput() });
    expect(formatFormula(f)).toBe("Pilot×2 8 + 4d6");
    expect(m.derived.woundModifier).toBe(0);
  });

  it("formulas rule 5: a drone's Response is its own field, 3 unless set; sr4 tests Pilot + Response", () => {
    const parent = { type: "vehicle", items: [] };
    const fresh = new VehicleModel({ pilot: 4 }, { parent });
    expect(fresh.initiativeInput().attributes.response).toBe(3);
    const m = new VehicleModel({ pilot: 4, response: 2 }, { parent });
    const f = initiativeFormula("sr4", { id: "v", name: "Drone", ...m.initiativeInput() });
    expect(formatFormula(f)).toBe("Pilot 4 + Response 2 + hits(6d6)");
  });

  it("condition monitors: a drone of Body 2 has 6 + 1 = 7 boxes, a vehicle of Body 2 12 + 1 = 13", () => {
    const parent = { type: "vehicle", items: [] };
    const drone = new VehicleModel({ body: 2 }, { parent });
    drone.prepareDerivedData();
    expect(drone.derived.tracks).toEqual({ physical: 7, stun: 0 });
    const van = new VehicleModel({ body: 2, drone: false }, { parent });
    van.prepareDerivedData();
    expect(van.derived.tracks).toEqual({ physical: 13, stun: 0 });
  });

  it("sr5: a spirit rolls REA + INT + 2d6 materialised and Force x 2 + 3d6 astral (rules formulas rule 5)", () => {
    const parent = { type: "spirit", items: [] };
    const spirit = new SpiritModel({ attributes: { reaction: 7, intuition: 5 }, force: 4 }, { parent });
    spirit.prepareDerivedData();
    const input = { id: "s", name: "Fire Spirit", ...spirit.initiativeInput() };
    expect(formatFormula(initiativeFormula("sr5", input))).toBe("REA 7 + INT 5 + 2d6");
    expect(formatFormula(initiativeFormula("bonus-actions", { ...input, mode: "astral" }))).toBe(
      "Force×2 8 + 3d6",
    );
  });
});
