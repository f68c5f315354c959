// The engine's public API ships as one declaration file (types/shadowturn-engine.d.ts, in the repository and
// the zip) that a module's code type-checks against: the committed copy must be what the source makes now,
// or a module author would compile against an API the system no longer has.
import { readFileSync } from "node:fs";
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
