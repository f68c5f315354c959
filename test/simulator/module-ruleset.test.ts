// A module adds a ruleset (docs/write-a-ruleset.md): the edge-first ruleset of test/fixtures/, registered
// with the engine, plays a scenario in the simulator like any shipped ruleset, its expect block included.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { registerRuleset } from "../../src/engine";
import { checkScenario } from "../../src/simulator/expect";
import { loadScenario } from "../../src/simulator/parse";
import { runScenario } from "../../src/simulator/run";
import { edgeFirst } from "../fixtures/edge-first/ruleset";

const FIGHT = join(import.meta.dirname, "..", "fixtures", "edge-first", "fight.yaml");

describe("a module's ruleset in the simulator", () => {
  it("is refused by name until it is registered", () => {
    expect(() => loadScenario(FIGHT)).toThrow(/ruleset/);
  });

  it("edge-first: the higher Edge acts first in every pass; 10 comes off each score per pass as in sr5", () => {
    registerRuleset(edgeFirst);
    const scenario = loadScenario(FIGHT);
    const log = runScenario(scenario);
    expect(checkScenario(log, scenario)).toEqual([]);
    const first = log.turns[0]!.passes[0]!.phases.map((p) => p.combatantId);
    expect(first).toEqual(["face", "samurai", "ganger"]);
    expect(log.turns[0]!.passes.map((p) => p.pass)).toEqual([1, 2, 3]);
  });
});
