// The engine's public API ships as one declaration file (types/shadowturn-engine.d.ts, in the repository and
// the zip) that a module's code type-checks against: the committed copy must be what the source makes now,
// or a module author would compile against an API the system no longer has.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ENGINE_TYPES, engineTypes } from "../../scripts/engine-types.mjs";

describe("the engine's declaration file", () => {
  it("the committed types/shadowturn-engine.d.ts is the one src/api/engine.ts makes (npm run types refreshes it)", async () => {
    const fresh = await engineTypes();
    expect(readFileSync(ENGINE_TYPES, "utf8")).toBe(fresh);
  }, 120_000);

  it("declares what a module needs and nothing of Foundry: the Ruleset, the engine on game.system.api and its RuleError", async () => {
    const text = readFileSync(ENGINE_TYPES, "utf8");
    for (const name of [
      "export interface Ruleset",
      "export type ShadowturnEngine",
      "export interface ShadowturnApi",
      "export declare class RuleError",
      "export interface RulesetUi",
    ])
      expect(text).toContain(name);
    expect(text).not.toMatch(/\b(foundry|Hooks|game\.settings|HTMLElement)\b/);
  });
});

describe("a module's code type-checks against the declaration file alone", () => {
  /** The type errors of one module file compiled with only types/shadowturn-engine.d.ts to see. */
  function errorsOf(code: string): string[] {
    const dir = mkdtempSync(join(tmpdir(), "module-types-"));
    const file = join(dir, "ruleset.ts");
    writeFileSync(file, code);
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2022.d.ts"],
      types: [],
      paths: { "shadowturn-engine": [resolve(ENGINE_TYPES)] },
    });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  }

  const MODULE = `import type { RulesetModule, ShadowturnEngine } from "shadowturn-engine";
export default (engine: ShadowturnEngine): RulesetModule => ({
  ruleset: { ...engine.getRuleset("sr5"), id: "mine", orderKeys: [engine.tieKey("edge", (c) => c.input.attributes.edge)] },
  ui: { titleKey: "SHADOWTURN.Tracker.Turn", passInfo: null, freeOutsidePhase: "any-time", offers: ["seize"] },
});
`;

  it("a ruleset built from the engine's blocks compiles", () => {
    expect(errorsOf(MODULE)).toEqual([]);
  }, 60_000);

  it("one that reads a field the engine does not have, or offers a button that does not exist, does not", () => {
    const wrong = MODULE.replace("attributes.edge", "attributes.luck").replace('["seize"]', '["teleport"]');
    const errors = errorsOf(wrong).join("\n");
    expect(errors).toMatch(/luck/);
    expect(errors).toMatch(/teleport/);
  }, 60_000);
});
