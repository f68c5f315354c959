// Every examples/ scenario played both ways: by the simulator over the engine, and through Shadowturn's
// Combat document against the Foundry stand-in (real Rolls fed back, one write per advance, mid-turn actor
// updates). Both must show the same phases in the same order with the same scores and budgets.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadScenario } from "../../../src/simulator/parse";
import { runScenario } from "../../../src/simulator/run";
import { replayThroughFoundry, simulatorPhases } from "./scenario-replay";

const DIR = join(import.meta.dirname, "..", "..", "..", "examples");
const FILES = readdirSync(DIR)
  .filter((f) => /\.(ya?ml|json)$/.test(f))
  .sort();

describe("examples: the Foundry layer plays every scenario as the simulator does", () => {
  it("has scenarios to compare", () => {
    expect(FILES.length).toBeGreaterThan(0);
  });

  for (const file of FILES) {
    const title = `${file}: same order, scores and budgets phase by phase (rules worked examples)`;
    it(title, async () => {
      const scenario = loadScenario(join(DIR, file));
      const expected = simulatorPhases(runScenario(scenario));
      const { phases, advances, fight } = await replayThroughFoundry(scenario);
      expect(phases).toEqual(expected);
      expect(fight.world.refusals).toEqual([]);
      // one write per phase advance and per turn boundary, the re-roll included
      expect(advances.filter((a) => a.combatWrites !== 1)).toEqual([]);
      expect(advances.filter((a) => a.kind === "phase" && a.chatMessages > 0)).toEqual([]);
    });
  }
});
