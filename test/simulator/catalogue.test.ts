// One source of item data (issue 8 "One catalogue of items"): the simulator reads the compendium sources
// through the same reader the packs build uses, and a scenario's "Kamikaze" is the compendium's Kamikaze.
// The built packs are compared entry by entry, so the simulator and Foundry can never play different items.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPackSources } from "../../src/repo-data/pack-sources.mjs";
import { buildPacks } from "../../scripts/packs.mjs";
import { toInitiativeSource } from "../../src/foundry/item/initiative-source";
import { catalogue, findItem } from "../../src/simulator/catalogue";
import { parseScenarioText } from "../../src/simulator/parse";
import { runScenario } from "../../src/simulator/run";
import { validateScenario } from "../../src/simulator/validate";

type Entry = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let tmp: string;
const built = new Map<string, Entry>();

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "shadowturn-catalogue-"));
  const packs = await buildPacks(join(tmp, "packs"));
  for (const pack of packs) {
    const out = join(tmp, "extracted", pack);
    await extractPack(join(tmp, "packs", pack), out);
    for (const f of readdirSync(out)) {
      const entry = JSON.parse(readFileSync(join(out, f), "utf8")) as Entry;
      built.set(entry._id, { ...entry, pack });
    }
  }
}, 120_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function scenario(items: string) {
  const text = `ruleset: bonus-actions
dice: { seed: 7 }
combatants:
  - { id: sam, attributes: { reaction: 4, intuition: 3, edge: 2 }, items: ${items} }
`;
  return validateScenario("inline.yaml", parseScenarioText("inline.yaml", text));
}

describe("one catalogue of items", () => {
  it("every item the simulator knows is the built compendium entry: same pack, name, type and system data", () => {
    expect(catalogue().length).toBeGreaterThan(20);
    for (const item of catalogue()) {
      const entry = built.get(item.id);
      expect(entry, item.name).toBeDefined();
      expect({ pack: entry!.pack, name: entry!.name, type: entry!.type }).toEqual({
        pack: item.pack,
        name: item.name,
        type: item.type,
      });
      expect(entry!.system, item.name).toEqual(item.system);
      // ...and the engine sees it exactly as the Foundry layer translates the built entry
      expect(item.source).toEqual(toInitiativeSource({ ...entry!, id: entry!._id } as never));
    }
  });

  it("every initiative item of the built packs is in the simulator's catalogue (none left out)", () => {
    const sources = [...built.values()].filter(
      (e) => !("items" in e) && toInitiativeSource({ ...e, id: e._id } as never) !== null,
    );
    expect(sources.map((e) => e._id).sort()).toEqual(
      catalogue()
        .map((i) => i.id)
        .sort(),
    );
  });

  it("a sample combatant's embedded item is the compendium item of that name, field for field", () => {
    const all = readPackSources();
    // SR and d20 actions may share a name (Dodge): an item is known by its ruleset too
    const key = (e: Entry) => `${String((e.system as { ruleset?: string } | undefined)?.ruleset)}:${e.name}`;
    const items = new Map(all.filter((s) => !("items" in s.entry)).map((s) => [key(s.entry), s.entry]));
    let compared = 0;
    for (const { entry } of all) {
      for (const embedded of (entry.items ?? []) as Entry[]) {
        const item = items.get(key(embedded));
        expect(item, `${String(entry.name)}: ${embedded.name}`).toBeDefined();
        expect(embedded.system, `${String(entry.name)}: ${embedded.name}`).toEqual(item!.system);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it("bonus-actions rule 4: Kamikaze is +2d6 and no bonus actions, as in the compendium (not +1d6)", () => {
    const [kamikaze] = scenario("[Kamikaze]").combatants[0]!.sources;
    expect(kamikaze).toMatchObject({ name: "Kamikaze", kind: "drug", dice: 2, flat: 0, passes: 1 });
    // REA 4 + INT 3 + 1d6 + 2d6 (Kamikaze): three dice rolled, no bonus actions from the drug
    const line = runScenario(scenario("[Kamikaze]")).turns[0]!.initiative[0]!;
    expect(line.dice).toHaveLength(3);
    expect(line.bonusActions).toBeNull();
  });

  it("a scenario names a compendium item by name, by slug, by id, or by name and rating", () => {
    const wired2 = findItem("Wired Reflexes II")!;
    const ways = [
      "Wired Reflexes II",
      "wired reflexes ii",
      "wired-reflexes-ii",
      wired2.id,
      "wired-reflexes 2",
    ];
    for (const way of ways) {
      const [source] = scenario(`["${way}"]`).combatants[0]!.sources;
      expect({ ...source, id: "x" }, way).toEqual({ ...wired2.source, id: "x", active: true });
    }
    // a name that ends in a number is a name, not a rating
    expect(scenario("[Advanced Awareness Training 1]").combatants[0]!.sources[0]).toMatchObject({
      d20: { advantage: true },
    });
  });
});
