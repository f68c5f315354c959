// game.system.api.engine is the system's engine itself, not a copy (issue: a module bundling its own engine
// got its own registry and its own RuleError): what a module registers through it plays in the system's
// flow, and what it throws is the RuleError the tracker localises.
import { describe, expect, it } from "vitest";
import { SHADOWTURN_API } from "../../src/foundry/api";
import { engine } from "../../src/api/engine";
import * as internal from "../../src/engine";
import { RuleError } from "../../src/engine/errors";

describe("game.system.api.engine", () => {
  it("is the engine: the same registry, the same RuleError, the same building blocks", () => {
    const api = SHADOWTURN_API.engine;
    expect(api).toBe(engine);
    expect(api.RuleError).toBe(RuleError);
    expect(api.getRuleset).toBe(internal.getRuleset);
    expect(api.getRuleset("sr5")).toBe(internal.getRuleset("sr5"));
    expect(api.tieKey).toBe(internal.tieKey);
  });

  it("a ruleset registered through it is the one the system's flow plays, and its refusal is the system's RuleError", () => {
    const sr5 = SHADOWTURN_API.engine.getRuleset("sr5");
    const refusing = {
      ...sr5,
      id: "api-test-refuses",
      apply: (state: internal.CombatState, cmd: internal.Command) =>
        SHADOWTURN_API.engine.unsupported(state, cmd),
    };
    SHADOWTURN_API.engine.registerRuleset(refusing);
    expect(internal.getRuleset("api-test-refuses")).toBe(refusing);
    const input = internal.makeInput({ id: "a", name: "Ann", attributes: { edge: 2 } });
    const state = internal.createCombat("api-test-refuses", [input], internal.seededDice(1));
    let thrown: unknown;
    try {
      internal.apply(state, { type: "seize", combatantId: "a" }, internal.seededDice(2));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(RuleError);
    expect((thrown as RuleError).code).toBe("unsupported-command");
  });

  it("refuses a module's ruleset that does not say what Foundry's turn events mean, naming it (issue 28, 1)", () => {
    const sr5 = SHADOWTURN_API.engine.getRuleset("sr5");
    const { turnEvents: _dropped, ...older } = sr5;
    const bad = {
      ...sr5,
      id: "api-test-bad-turns",
      turnEvents: { clearMovement: "pass", turnOrder: "pass" },
    };
    for (const ruleset of [{ ...older, id: "api-test-no-turns" }, bad]) {
      let thrown: unknown;
      try {
        SHADOWTURN_API.engine.registerRuleset(ruleset as unknown as internal.Ruleset);
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(RuleError);
      expect((thrown as RuleError).code).toBe("ruleset-turn-events");
      expect((thrown as RuleError).params.ruleset).toBe(ruleset.id);
      expect(() => internal.getRuleset(ruleset.id)).toThrow();
    }
  });

  it("hands the building blocks of the summed-d6 rulesets to any ruleset id: ERIC keys, the turn start, the reconcile", () => {
    const api = SHADOWTURN_API.engine;
    expect(api.ERIC_KEYS.map((k) => k.step)).toEqual(["edge", "reaction", "intuition", "coin"]);
    expect(typeof api.startSrTurn).toBe("function");
    expect(typeof api.reconcileSrScore).toBe("function");
  });

  it("is frozen: a module cannot swap a block out from under the system", () => {
    expect(Object.isFrozen(SHADOWTURN_API.engine)).toBe(true);
    expect(Object.isFrozen(SHADOWTURN_API)).toBe(true);
  });
});
