// The edge-first module's Foundry entry (main.js, as built outside src/): in its init hook it takes the
// engine from game.system.api.engine and hands its ruleset to game.system.api.registerRuleset, nothing of
// its own (docs/write-a-ruleset.md, "Register from your module's init hook").
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { SHADOWTURN_API } from "../../src/foundry/api";
import type { RulesetModule } from "../../src/api/engine";
import { buildEdgeFirst, EDGE_FIRST_DIR } from "../fixtures/edge-first/build";

describe("the module's init hook", () => {
  it("builds its ruleset from game.system.api.engine and registers it through game.system.api", async () => {
    const inits: (() => void)[] = [];
    const registered: RulesetModule[] = [];
    const g = globalThis as Record<string, unknown>;
    g.Hooks = { once: (hook: string, run: () => void) => hook === "init" && inits.push(run) };
    g.game = {
      system: {
        api: { engine: SHADOWTURN_API.engine, registerRuleset: (m: RulesetModule) => registered.push(m) },
      },
    };
    try {
      await import(pathToFileURL(join(buildEdgeFirst(), "main.js")).href);
      expect(registered).toHaveLength(0);
      for (const run of inits) run();
      expect(registered.map((m) => m.ruleset.id)).toEqual(["edge-first"]);
      const { ruleset } = registered[0]!;
      expect(ruleset.orderKeys.map((k) => k.step)).toEqual(["seized", "edge", "score", "coin"]);
      // an economy of its own: Quick and Full actions, a Brace outside the own phase, no delaying
      expect(ruleset.economy).not.toBe(SHADOWTURN_API.engine.getRuleset("sr5").economy);
      expect(ruleset.economy.kinds.map((k) => k.id)).toEqual(["quick", "full"]);
      expect(ruleset.economy.outside?.map((a) => a.id)).toEqual(["brace"]);
      expect(ruleset.economy.delay).toBe(false);
      // its values are the system's: its refusals are the engine's one RuleError
      const face = { id: "face", input: { name: "Face" }, budget: ruleset.economy.empty } as never;
      const spend = { type: "spend", combatantId: "face", kind: "quick" } as const;
      const refusal = (() => {
        try {
          ruleset.economy.spend!({} as never, face, spend, false);
        } catch (err) {
          return err;
        }
      })();
      expect(refusal).toBeInstanceOf(SHADOWTURN_API.engine.RuleError);
      expect(refusal).toMatchObject({ code: "edge-first-not-your-phase" });
    } finally {
      delete g.Hooks;
      delete g.game;
    }
  }, 120_000);
});

describe("docs/write-a-ruleset.md shows the real imports", () => {
  const doc = readFileSync("docs/write-a-ruleset.md", "utf8");
  const codeOf = (text: string) =>
    text
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l !== "" && !l.startsWith("//"));

  it("types from the shipped .d.ts, values from game.system.api.engine, and the init hook the module really runs", () => {
    expect(doc).not.toContain("<shadowturn>");
    expect(doc).toContain('import type { RulesetModule, ShadowturnEngine } from "shadowturn-engine";');
    const block = /```ts\n\/\/ src\/main\.ts[^\n]*\n([\s\S]*?)```/.exec(doc)?.[1] ?? "";
    const main = readFileSync(join(EDGE_FIRST_DIR, "src", "main.ts"), "utf8");
    expect(codeOf(block).length).toBeGreaterThan(4);
    expect(codeOf(main)).toEqual(codeOf(block));
  });
});
