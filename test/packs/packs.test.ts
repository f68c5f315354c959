// The compendium packs: built with the real Foundry CLI, read back, and every entry checked against its data
// model; the sample combatants reproduce the worked examples (rules "Worked examples").
import "../stand-in/data";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import YAML from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatFormula, initiativeFormula, type RulesetId } from "../../src/engine";
import { CharacterModel } from "../../src/foundry/actor/character";
import { actorInitiativeInput } from "../../src/foundry/actor/initiative-input";
import { NpcModel } from "../../src/foundry/actor/npc";
import { checkPackEntry } from "../../src/foundry/actor/pack-entry";
import { SpiritModel } from "../../src/foundry/actor/spirit";
import { VehicleModel } from "../../src/foundry/actor/vehicle";
import { ActionModel } from "../../src/foundry/item/action";
import { AugmentationModel } from "../../src/foundry/item/augmentation";
import { DrugModel } from "../../src/foundry/item/drug";
import { FeatureModel } from "../../src/foundry/item/feature";
import { MatrixGearModel } from "../../src/foundry/item/matrix-gear";
import { buildPacks, PACK_SOURCES, packTypes } from "../../scripts/packs.mjs";

type Entry = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const MODELS: Record<string, new (data: object, options: object) => unknown> = {
  character: CharacterModel,
  npc: NpcModel,
  spirit: SpiritModel,
  vehicle: VehicleModel,
  augmentation: AugmentationModel,
  drug: DrugModel,
  matrixGear: MatrixGearModel,
  feature: FeatureModel,
  action: ActionModel,
};

const ROOT = join(import.meta.dirname, "..", "..");
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8"));
let tmp: string;
const packs: Record<string, Entry[]> = {};

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "shadowturn-packs-"));
  await buildPacks(join(tmp, "packs"));
  for (const p of manifest.packs as { name: string }[]) {
    const out = join(tmp, "extracted", p.name);
    await extractPack(join(tmp, "packs", p.name), out);
    packs[p.name] = readdirSync(out).map((f) => JSON.parse(readFileSync(join(out, f), "utf8")));
  }
}, 120_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const names = (pack: string) => (packs[pack] ?? []).map((e) => e.name as string).sort();

function formulaOf(actor: Entry, ruleset: RulesetId): string {
  const input = actorInitiativeInput(
    actor.type,
    actor.system,
    actor.items.map((i: Entry) => ({ ...i, id: i._id })),
  );
  return formatFormula(initiativeFormula(ruleset, { id: actor._id, name: actor.name, ...input }));
}

describe("compendium packs", () => {
  it("every pack in system.json is built from its source folder, one entry per source file", () => {
    const sources = readdirSync(PACK_SOURCES).sort();
    expect(Object.keys(packTypes()).sort()).toEqual(sources);
    for (const pack of sources) {
      expect(packs[pack]?.length, pack).toBe(readdirSync(join(PACK_SOURCES, pack)).length);
    }
  });

  it("every entry read back from LevelDB fits its data model and our pack rules", () => {
    let checked = 0;
    for (const p of manifest.packs as { name: string; type: "Actor" | "Item" }[]) {
      for (const entry of packs[p.name] ?? []) {
        expect(checkPackEntry(entry, p.type), `${p.name}/${entry.name}`).toEqual([]);
        const docs = [entry, ...(p.type === "Actor" ? entry.items : [])];
        for (const doc of docs) {
          const Model = MODELS[doc.type];
          expect(Model, doc.type).toBeDefined();
          expect(
            () => new Model!(doc.system, { parent: null, path: "system" }),
            `${entry.name}: ${doc.name}`,
          ).not.toThrow();
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it("system.json lists the packs with player OBSERVER / assistant OWNER and puts each in a folder", () => {
    for (const p of manifest.packs) {
      expect(p.ownership).toEqual({ PLAYER: "OBSERVER", TRUSTED: "OBSERVER", ASSISTANT: "OWNER" });
      expect(p.system).toBe("shadowturn");
    }
    const foldered = manifest.packFolders.flatMap((f: { packs: string[] }) => f.packs).sort();
    expect(foldered).toEqual(manifest.packs.map((p: { name: string }) => p.name).sort());
  });

  it("augmentations: every reflex augmentation, power and spell, each rating its own entry", () => {
    for (const base of [
      "Wired Reflexes",
      "Synaptic Booster",
      "Move-by-Wire",
      "Improved Reflexes",
      "Increase Reflexes",
    ]) {
      for (const r of ["I", "II", "III"]) expect(names("augmentations")).toContain(`${base} ${r}`);
    }
    const wired2 = packs.augmentations!.find((e) => e.name === "Wired Reflexes II")!;
    expect(wired2.system.initiative).toMatchObject({
      dice: 2,
      passes: 2,
      bonusActions: 2,
      bonusCategory: "physical",
    });
  });

  it("drugs never claim bonus actions; Kamikaze and Jazz are there", () => {
    expect(names("drugs")).toEqual(expect.arrayContaining(["Jazz", "Kamikaze"]));
    for (const d of packs.drugs!) expect(d.system.initiative.bonusActions).toBeUndefined();
  });

  it("Matrix gear: DNI, cold and hot sim modules, decks with Data Processing", () => {
    const kinds = packs["matrix-gear"]!.map((e) => `${e.system.kind}:${e.system.simMode}`);
    expect(kinds).toEqual(expect.arrayContaining(["dni:", "sim-module:cold", "sim-module:hot", "deck:"]));
    expect(
      packs["matrix-gear"]!.filter((e) => e.system.kind === "deck").every((e) => e.system.dataProcessing > 0),
    ).toBe(true);
  });

  it("d20 features: Born to Fight +5, Advanced Awareness Training 1, Action Surge and the bonus-action grants", () => {
    const f = Object.fromEntries(packs["d20-features"]!.map((e) => [e.name, e.system.d20]));
    expect(f["Born to Fight"]!.initiative).toBe(5);
    expect(f["Advanced Awareness Training 1"]!.advantage).toBe(true);
    expect(f["Action Surge"]!.actionSurge).toBe(1);
    for (const n of ["Second Wind", "Machine Gunner", "Combat Medic"]) expect(f[n]!.bonusAction).toBe(true);
  });

  it("sr4 rule 8: the SR action catalogue holds every action of rules actions 1 with its kind", () => {
    const catalogue = {
      free: [
        "Call a Shot",
        "Change Linked Device Mode",
        "Drop Object",
        "Drop Prone",
        "Eject Smartgun Clip",
        "Gesture",
        "Run",
        "Speak/Text Phrase",
      ],
      simple: [
        "Change Gun Mode",
        "Fire Weapon",
        "Insert Clip",
        "Observe in Detail",
        "Pick Up/Put Down Object",
        "Quick Draw",
        "Ready Weapon",
        "Remove Clip",
        "Sprint",
        "Stand Up",
        "Take Aim",
        "Throw Weapon",
        "Use Simple Object",
      ],
      complex: [
        "Fire Automatic Weapon",
        "Fire Mounted or Vehicle Weapon",
        "Full Defense",
        "Melee/Unarmed Attack",
        "Reload Firearm",
        "Use Complex Object",
        "Use Skill",
      ],
    };
    const byName = Object.fromEntries(packs["sr-actions"]!.map((e) => [e.name, e.system]));
    for (const [kind, list] of Object.entries(catalogue)) {
      for (const n of list) expect(byName[n], n).toMatchObject({ ruleset: "sr", srKind: kind });
    }
  });

  it("sr5 rule 7: the SR action catalogue lists the interrupt actions as interrupts, Intercept no longer as Free", () => {
    const byName = Object.fromEntries(packs["sr-actions"]!.map((e) => [e.name, e.system]));
    const interrupts = {
      Block: "block",
      Dodge: "dodge",
      Parry: "parry",
      Intercept: "intercept",
      "Hit the Dirt": "hit-the-dirt",
    };
    for (const [name, id] of Object.entries(interrupts)) {
      expect(byName[name], name).toMatchObject({ ruleset: "sr", srKind: "interrupt", interrupt: id });
    }
    // Full Defense stays a Complex where interrupts are off, and is the -10 interrupt where they are on
    expect(byName["Full Defense"]).toMatchObject({ srKind: "complex", interrupt: "full-defense" });
  });

  it("d20 rule 5: the d20 action menu is there, each with its slot", () => {
    const menu = [
      "Attack",
      "Aim",
      "Dash",
      "Disengage",
      "Dodge",
      "Help",
      "Hide",
      "Ready",
      "Reload",
      "Search",
      "Use an Object",
      "Suppressive Fire",
      "Use a Feature",
    ];
    const byName = Object.fromEntries(packs["d20-actions"]!.map((e) => [e.name, e.system]));
    for (const n of menu) expect(byName[n], n).toMatchObject({ ruleset: "d20", d20Kind: "action" });
    expect(byName["Opportunity Attack"]).toMatchObject({ d20Kind: "reaction" });
    expect(byName["Free Object Interaction"]).toMatchObject({ d20Kind: "object" });
  });

  it("worked example 000: Alice rolls REA + INT + 4d6 with 3 physical bonus actions, Bob REA + INT + 1d6", () => {
    const alice = packs["sample-combatants"]!.find((e) => e.name === "Alice")!;
    const bob = packs["sample-combatants"]!.find((e) => e.name === "Bob")!;
    expect(formulaOf(alice, "bonus-actions")).toBe("REA 5 + INT 4 + 3 + 4d6");
    expect(formulaOf(bob, "bonus-actions")).toBe("REA 3 + INT 3 + 1d6");
    const input = actorInitiativeInput(
      "character",
      alice.system,
      alice.items.map((i: Entry) => ({ ...i, id: i._id })),
    );
    expect(initiativeFormula("bonus-actions", { id: "a", name: "Alice", ...input }).bonusActions).toEqual({
      category: "physical",
      count: 3,
    });
  });

  it("worked example 004: Falke DEX +3 and the militant DEX +1", () => {
    const falke = packs["sample-combatants"]!.find((e) => e.name === "Falke")!;
    const militant = packs["sample-combatants"]!.find((e) => e.name === "Militant")!;
    expect(formulaOf(falke, "d20")).toBe("1d20 + DEX 3");
    expect(formulaOf(militant, "d20")).toBe("1d20 + DEX 1");
  });

  it("a broken source entry fails the build, naming its file and field", async () => {
    const src = join(tmp, "broken-src");
    cpSync(join(PACK_SOURCES, "augmentations"), join(src, "augmentations"), { recursive: true });
    const file = join(src, "augmentations", "wired-reflexes-ii.yml");
    const entry = YAML.parse(readFileSync(file, "utf8"));
    entry.system.initiative.dice = 9;
    entry.system.ratng = 2;
    entry._key = "!items!wrong";
    writeFileSync(file, YAML.stringify(entry));
    const build = buildPacks(join(tmp, "broken-out"), { srcRoot: src });
    await expect(build).rejects.toThrow(
      /augmentations\/wired-reflexes-ii\.yml: system\.initiative\.dice: 9 is outside 0\.\.5/,
    );
    await expect(buildPacks(join(tmp, "broken-out"), { srcRoot: src })).rejects.toThrow(
      /wired-reflexes-ii\.yml: system\.ratng: no such field/,
    );
    await expect(buildPacks(join(tmp, "broken-out"), { srcRoot: src })).rejects.toThrow(
      /wired-reflexes-ii\.yml: _key: must be/,
    );
  });
});
