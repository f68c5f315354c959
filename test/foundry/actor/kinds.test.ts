// Each actor type shows and counts only what applies to it, all from one declaration (specs.ts ACTOR_KINDS):
// the data model's fields, the engine input, the formula line and the sheet agree.
import { describe, expect, it } from "vitest";
import { formatFormula, initiativeFormula, type RulesetId } from "../../../src/engine";
import { formulaLabels } from "../../../src/foundry/actor/formula-view";
import { actorInitiativeInput } from "../../../src/foundry/actor/initiative-input";
import { actorWounds } from "../../../src/foundry/actor/wounds";
import { ACTOR_PARTS } from "../../../src/foundry/actor/parts";
import { buildActorSheetContext } from "../../../src/foundry/actor/sheet-context";
import { defaults, fieldAt, type SchemaSpec } from "../../../src/foundry/actor/spec";
import { ACTOR_KINDS, ACTOR_TYPES } from "../../../src/foundry/actor/specs";
import { decode, loadSamples, localizer, renderParts, textOf } from "./render-support";

const en = localizer("en");
const SAMPLES = loadSamples();
const sample = (name: string) => SAMPLES.find((a) => a.name === name)!;

/** Every number field of a spec ("attributes.body", "edge.max"). */
function numberPaths(spec: SchemaSpec, prefix = ""): string[] {
  return Object.entries(spec).flatMap(([k, f]) =>
    f.type === "schema"
      ? numberPaths(f.fields, `${prefix}${k}.`)
      : f.type === "number"
        ? [`${prefix}${k}`]
        : [],
  );
}

/** A sample's sheet as HTML, in English. */
function sheetHtml(name: string, ruleset: RulesetId = "sr5"): string {
  return renderParts(ACTOR_PARTS, buildActorSheetContext(sample(name), ruleset, en), en);
}

/** The stat labels the sheet prints, in order. */
function shownStats(name: string, ruleset: RulesetId = "sr5"): string[] {
  const html = sheetHtml(name, ruleset);
  return [...html.matchAll(/<label class="shadowturn-field"><span>([^<]*)<\/span><input type="number"/g)].map(
    (m) => decode(m[1]!),
  );
}

describe("actor kinds: one declaration per type", () => {
  it("every field a kind shows or reads for initiative exists in its data, and every stat in its data is shown", () => {
    for (const type of ACTOR_TYPES) {
      const { spec, attributes, extra, initiative } = ACTOR_KINDS[type];
      for (const path of [...attributes, ...extra, ...Object.values(initiative)])
        expect(fieldAt(spec, path), `${type}: ${path}`).toBeDefined();
      const stats = numberPaths(spec).filter((p) => !p.startsWith("monitors.") && !p.startsWith("d20."));
      expect([...attributes, ...extra].sort(), type).toEqual(stats.sort());
    }
  });

  it("a spirit has no Resonance, Data Processing, Response, initiate grade or DNI, on its sheet or in its data", () => {
    const stats = shownStats("Fire Spirit (Force 4)");
    expect(stats).toContain("Force");
    expect(stats).toContain("Magic");
    for (const gone of ["Resonance", "Data Processing", "Response", "Initiate grade"])
      expect(stats).not.toContain(gone);
    const spec = ACTOR_KINDS.spirit.spec;
    for (const path of ["attributes.resonance", "matrix", "initiateGrade", "initiative.dni"])
      expect(fieldAt(spec, path), path).toBeUndefined();
    const html = sheetHtml("Fire Spirit (Force 4)");
    expect(html).not.toContain("system.initiative.dni");
  });

  it("a spirit is materialised or astral: it cannot choose a Matrix mode (rules words: initiative mode)", () => {
    const mode = fieldAt(ACTOR_KINDS.spirit.spec, "initiative.mode");
    expect(mode?.type === "string" ? mode.choices : []).toEqual(["physical", "astral"]);
    const html = sheetHtml("Fire Spirit (Force 4)");
    expect(html).not.toContain('value="matrix-hot"');
  });

  it("a spirit's initiate grade and gear count nothing: no magic bonus actions, no Matrix attribute from a deck", () => {
    const deck = {
      id: "deck",
      name: "Cyberdeck",
      type: "matrixGear",
      system: { active: true, kind: "cyberdeck", dataProcessing: 6, response: 5 },
    };
    const system = { ...defaults(ACTOR_KINDS.spirit.spec), initiateGrade: 3, matrix: { dataProcessing: 4 } };
    const input = actorInitiativeInput("spirit", system, [deck]);
    expect(input.initiateGrade).toBe(0);
    expect(input.attributes.dataProcessing).toBe(0);
    expect(input.attributes.response).toBe(0);
    expect(input.dni).toBe(false);
  });

  it("a drone's formula names its own attributes: 'Pilot×2 6', never 'REA 3 + INT 3'", () => {
    for (const ruleset of ["sr5", "bonus-actions"] as const) {
      const shown = decode(textOf(sheetHtml("Rotor Drone", ruleset), "data-formula") ?? "");
      expect(shown, ruleset).toMatch(/^Pilot×2 6 \+ 4d6/);
      expect(shown, ruleset).not.toMatch(/REA|INT/);
    }
  });

  it("formulas rule 5 (settled 2026-12-01): an sr4 drone tests Pilot + Response, and its sheet has a Response", () => {
    const drone = sample("Rotor Drone");
    expect(drone.system.response).toBe(3);
    const shown = decode(textOf(sheetHtml("Rotor Drone", "sr4"), "data-formula") ?? "");
    expect(shown).toBe("Pilot 3 + Response 3 + hits(6d6)");
    expect(shownStats("Rotor Drone", "sr4")).toEqual(["Body", "Pilot", "Response", "Sensor", "Armor"]);
    const de = localizer("de");
    const system = { ...drone.system, response: 5 };
    const input = { id: "d", name: "Drone", ...actorInitiativeInput("vehicle", system, drone.items) };
    expect(formatFormula(initiativeFormula("sr4", input), formulaLabels(de, "vehicle"))).toBe(
      "Pilot 3 + Matrix-REA 5 + Erfolge(8d6)",
    );
  });

  it("formulas rule 5 (settled 2026-12-01): a spirit rolls Force x 2 + 3d6 astrally in sr5 and bonus-actions", () => {
    const spirit = sample("Fire Spirit (Force 4)");
    const astral = {
      ...spirit.system,
      initiative: { ...(spirit.system.initiative as object), mode: "astral" },
    };
    const input = { id: "s", name: "Spirit", ...actorInitiativeInput("spirit", astral, spirit.items) };
    expect(input.attributes.force).toBe(4);
    const de = localizer("de");
    expect(formatFormula(initiativeFormula("sr5", input), formulaLabels(de, "spirit"))).toBe(
      "Kraftstufe×2 8 + 3d6",
    );
    expect(formatFormula(initiativeFormula("bonus-actions", input))).toBe("Force×2 8 + 3d6");
    // sr4: the spirit tests like anyone astrally
    expect(formatFormula(initiativeFormula("sr4", input))).toBe("INT×2 10 + hits(10d6)");
    expect(shownStats("Fire Spirit (Force 4)", "sr5")).toContain("Force");
  });

  it("formulas rule 5: an sr4 spirit has 2 initiative passes, materialised and astral, and the sheet says so", () => {
    const spirit = sample("Fire Spirit (Force 4)");
    for (const mode of ["physical", "astral"] as const) {
      const system = { ...spirit.system, initiative: { ...(spirit.system.initiative as object), mode } };
      const input = { id: "s", name: "Spirit", ...actorInitiativeInput("spirit", system, spirit.items) };
      expect(initiativeFormula("sr4", input).passes, mode).toBe(2);
    }
    expect(sheetHtml("Fire Spirit (Force 4)", "sr4")).toContain("2 initiative passes");
    // a person stays on the table's passes: 1 in the body, 3 astral
    const alice = sample("Alice");
    const person = { id: "a", name: "Alice", ...actorInitiativeInput("character", alice.system, []) };
    expect(initiativeFormula("sr4", person).passes).toBe(1);
  });

  it("formulas rule 5: a drone's and a vehicle's track: sr4 counts 8 + half Body, sr5 12 (vehicle) or 6 (drone)", () => {
    const body2 = (drone: boolean) => ({ body: 2, drone, monitors: { physical: 0 } });
    expect(actorWounds("vehicle", body2(true), "sr4").tracks.physical).toBe(9);
    expect(actorWounds("vehicle", body2(false), "sr4").tracks.physical).toBe(9);
    expect(actorWounds("vehicle", body2(true), "sr5").tracks.physical).toBe(7);
    expect(actorWounds("vehicle", body2(false), "sr5").tracks.physical).toBe(13);
    expect(actorWounds("vehicle", body2(true), "bonus-actions").tracks.physical).toBe(7);
    // the sample drone's sheet shows the ruleset's track
    const track = (ruleset: RulesetId) =>
      /name="system\.monitors\.physical"[^>]*\/> \/ (\d+)/.exec(sheetHtml("Rotor Drone", ruleset))?.[1];
    const body = Number(sample("Rotor Drone").system.body);
    expect(track("sr4")).toBe(String(8 + Math.ceil(body / 2)));
    expect(track("sr5")).toBe(String(6 + Math.ceil(body / 2)));
  });

  it("a character keeps everything: Resonance, the Matrix, initiate grade and the DNI switch", () => {
    const stats = shownStats("Kestrel");
    for (const kept of ["Resonance", "Data Processing", "Response", "Initiate grade", "Edge (current)"])
      expect(stats).toContain(kept);
  });
});
