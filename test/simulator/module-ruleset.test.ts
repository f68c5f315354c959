// A module adds a ruleset (docs/write-a-ruleset.md): the edge-first module of test/fixtures/, built outside
// src/ against the shipped declaration file, is loaded by `simulate --module` and plays a scenario like any
// shipped ruleset, its expect block included; the engine it is handed is the system's. Its words come from
// its own language files, found through the module.json nearest the file (docs/write-a-ruleset.md, "Check it").
import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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

  it("its table speaks its own words from its language files: AP in the budget, its kinds, the Brace, and a refusal of its economy in English", async () => {
    const r = await simulate([FIGHT, "--module", join(buildEdgeFirst(), "ruleset.js")]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(EXIT_OK);
    expect(r.stdout).toContain("3 AP → left: 0 AP");
    expect(r.stdout).toContain("Face takes Full action (2 AP): Shoot the Ganger");
    expect(r.stdout).toContain("Ganger takes Brace (1 AP of the next phase)");
    // lang/en.json's words for edge-first-no-ap, not the engine's message ("Samurai: 1 AP, full costs 2")
    expect(r.stdout).toContain(
      "Samurai takes Full action (2 AP): Strike twice (refused: Samurai has 1 AP left, not the 2 AP this action costs.)",
    );
    expect(r.stdout).not.toMatch(/SHADOWTURN\.|full costs/);
  });

  it("--lang de: the module's German words", async () => {
    const r = await simulate([FIGHT, "--lang", "de", "--module", join(buildEdgeFirst(), "ruleset.js")]);
    expect(r.status).toBe(EXIT_OK);
    expect(r.stdout).toContain("3 AP → übrig: 0 AP");
    expect(r.stdout).toContain("Ganger: Wappnen (1 AP der nächsten Phase)");
    expect(r.stdout).toContain(
      "(abgelehnt: Samurai hat noch 1 AP, nicht die 2 AP, die diese Aktion kostet.)",
    );
  });

  /** The built module's JavaScript alone in a folder of its own, without module.json or lang/. */
  function bareCopy(): string {
    const dir = mkdtempSync(join(tmpdir(), "edge-first-bare-"));
    for (const f of ["ruleset.js", "economy.js"]) cpSync(join(buildEdgeFirst(), f), join(dir, f));
    return dir;
  }

  it("a module without a module.json is a bad argument: one line naming the file and module.json, exit 2", async () => {
    const file = join(bareCopy(), "ruleset.js");
    const r = await simulate([FIGHT, "--module", file]);
    expect(r.status).toBe(EXIT_BAD_SCENARIO);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(
      `--module ${file}: the module's ruleset could not be loaded: no module.json beside it or in a folder above it, so its language files cannot be found\n`,
    );
  });

  it("a module key under one of the system's strings is refused, naming the key and its file", async () => {
    const dir = bareCopy();
    const languages = [{ lang: "en", name: "English", path: "lang/en.json" }];
    writeFileSync(join(dir, "module.json"), JSON.stringify({ id: "edge-first", languages }));
    cpSync(join(EDGE_FIRST_DIR, "lang"), join(dir, "lang"), { recursive: true });
    writeFileSync(
      join(dir, "lang", "en.json"),
      JSON.stringify({ SHADOWTURN: { Error: { "no-edge": { x: "y" } } } }),
    );
    const r = await simulate([FIGHT, "--module", join(dir, "ruleset.js")]);
    expect(r.status).toBe(EXIT_BAD_SCENARIO);
    expect(r.stderr).toContain("key SHADOWTURN.Error.no-edge.x is a child of SHADOWTURN.Error.no-edge");
    expect(r.stderr).toContain(join(dir, "lang", "en.json"));
  });
});
