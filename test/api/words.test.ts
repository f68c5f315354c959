// Words (issue: "turn" for Foundry's round, "phase" for Foundry's turn): one glossary at the top of the
// engine's types says which of the game's words is which of Foundry's, so nobody reads CombatState.turn as
// Foundry's turn; the shipped declaration file keeps the mapping on the fields a module reads.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const types = readFileSync("src/engine/types.ts", "utf8");
/** The comment lines before the first declaration. */
const header = types.slice(0, types.indexOf("export ")).split("\n");

describe("the engine's glossary", () => {
  it("opens src/engine/types.ts and maps turn to Foundry's round, phase to Foundry's turn, score to initiative", () => {
    const row = (word: string) => header.find((l) => new RegExp(`^//\\s+${word}\\s{2,}`).test(l)) ?? "";
    expect(header.some((l) => /Glossary/.test(l))).toBe(true);
    expect(row("turn")).toMatch(/round \(Combat\.round\)/);
    expect(row("phase")).toMatch(/turn \(Combat\.turn\)/);
    expect(row("pass")).not.toBe("");
    expect(row("score")).toMatch(/initiative/);
  });

  it("is the only glossary: no other engine file defines the words again", () => {
    const others = ["combat.ts", "rulesets/ruleset.ts", "view.ts"].map((f) =>
      readFileSync(`src/engine/${f}`, "utf8"),
    );
    for (const text of others) expect(text).not.toMatch(/Glossary/);
  });

  it("the shipped .d.ts tells a module that CombatState.turn is Foundry's round", () => {
    const dts = readFileSync("types/shadowturn-engine.d.ts", "utf8");
    const state = dts.slice(dts.indexOf("export interface CombatState"));
    expect(dts.slice(0, dts.indexOf("export interface CombatState")).split("\n").slice(-3).join(" ")).toMatch(
      /Foundry's round/,
    );
    expect(state).toContain("turn: number;");
  });
});
