// A module adds a ruleset (docs/write-a-ruleset.md): the edge-first module of test/fixtures/, built outside
// src/ against the shipped declaration file, is loaded by `simulate --module` and plays a scenario like any
// shipped ruleset, its expect block included; the engine it is handed is the system's.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EXIT_BAD_SCENARIO, EXIT_OK, main, simulate } from "../../src/simulator/main";
import { getRuleset } from "../../src/engine";
import { buildEdgeFirst, EDGE_FIRST_DIR } from "../fixtures/edge-first/build";

const FIGHT = join(EDGE_FIRST_DIR, "fight.yaml");

describe("a module's ruleset in the simulator (--module)", () => {
  it("a scenario naming it is refused until its module is loaded", () => {
    const r = main([FIGHT, "--check"]);
    expect(r.status).toBe(EXIT_BAD_SCENARIO);
    expect(r.stderr).toMatch(/edge-first/);
  });

  it("edge-first: the higher Edge acts first in every pass, 10 comes off each score per pass; 3 AP a phase, a Brace paid from the next", async () => {
    const module = join(buildEdgeFirst(), "ruleset.js");
    const r = await simulate([FIGHT, "--check", "--json", "--module", module]);
    expect(r.stderr).toContain("all 4 expectations hold");
    expect(r.status).toBe(EXIT_OK);
    type Phase = { combatantId: string; budget: object; budgetLeft: object };
    const log = JSON.parse(r.stdout) as { turns: { passes: { pass: number; phases: Phase[] }[] }[] };
    const first = log.turns[0]!.passes[0]!.phases;
    expect(first.map((p) => p.combatantId)).toEqual(["face", "samurai", "ganger"]);
    expect(log.turns[0]!.passes.map((p) => p.pass)).toEqual([1, 2, 3]);
    // the module's own economy: Face spends a Full and a Quick action (3 AP); the Ganger's Brace in Face's
    // phase leaves his own phase 2 AP; the Samurai's second Full action is refused, 1 AP left
    expect(first.map((p) => [p.budget, p.budgetLeft])).toEqual([
      [
        { ap: 3, owed: 0 },
        { ap: 0, owed: 0 },
      ],
      [
        { ap: 3, owed: 0 },
        { ap: 1, owed: 0 },
      ],
      [
        { ap: 2, owed: 0 },
        { ap: 2, owed: 0 },
      ],
    ]);
    // the module's ruleset is in the system's one registry
    expect(getRuleset("edge-first").orderKeys.find((k) => k.step === "edge")?.words).toBe("edgeFirst");
  });

  it("a file that is no ruleset module is a bad argument, named, exit 2", async () => {
    const r = await simulate([FIGHT, "--module", join(EDGE_FIRST_DIR, "lang", "en.json")]);
    expect(r.status).toBe(EXIT_BAD_SCENARIO);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("--module");
    expect(r.stderr).toContain("en.json");
  });
});
