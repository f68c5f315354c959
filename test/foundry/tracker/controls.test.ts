// Clicking the tracker's controls: each button hands the Combat document the engine Command it stands for,
// and a refusal shows the engine's reason as a localized warning. The fake combat runs the real engine.
import { describe, expect, it } from "vitest";
import { srBudget, seededDice, startTurn } from "../../../src/engine";
import { commandForControl } from "../../../src/foundry/tracker/control-commands";
import { runControl } from "../../../src/foundry/tracker/run-control";
import { kindForKey, spendFromKeyboard } from "../../../src/foundry/tracker/keyboard-spend";
import { engineCombat, englishEnv } from "./fakes";
import { SCENES } from "./scenes";

describe("tracker controls -> engine commands", () => {
  it("sr5 rule 6: the Complex button spends a Complex action of the acting combatant", async () => {
    const combat = engineCombat(SCENES.sr5().state);
    const env = englishEnv();
    const ok = await runControl(combat, "stSpend", { combatantId: "alice", data: { kind: "complex" } }, env);
    expect(ok).toBe(true);
    expect(combat.commands).toEqual([{ type: "spend", combatantId: "alice", kind: "complex" }]);
    expect(srBudget(combat.state().combatants.find((c) => c.id === "alice")!.budget).simple).toBe(0);
    expect(env.warnings).toEqual([]);
  });

  it("bonus-actions rule 4: the bonus button spends from the pool of its category", async () => {
    const combat = engineCombat(SCENES["bonus-actions"]().state);
    const before = srBudget(combat.phaseRows().find((r) => r.combatantId === "dex")!.budget);
    await runControl(
      combat,
      "stSpend",
      { combatantId: "dex", data: { kind: "simple", category: "matrix" } },
      englishEnv(),
    );
    expect(combat.commands).toEqual([
      { type: "spend", combatantId: "dex", kind: "simple", category: "matrix" },
    ]);
    const after = srBudget(combat.phaseRows().find((r) => r.combatantId === "dex")!.budget);
    expect(after.bonus).toBe(before.bonus - 1);
    expect(after.simple).toBe(before.simple);
  });

  it("rules action catalogues: a named action from the catalogue is spent with its kind, category and name", () => {
    const cmd = commandForControl("stSpend", "dex", {
      kind: "complex",
      category: "matrix",
      name: "Hack on the Fly",
    });
    expect(cmd).toEqual({
      type: "spend",
      combatantId: "dex",
      kind: "complex",
      category: "matrix",
      actionName: "Hack on the Fly",
    });
  });

  it("d20 rule 5: the movement button spends 5 ft", () => {
    expect(commandForControl("stSpend", "falke", { kind: "movement", amount: "5" })).toEqual({
      type: "spend",
      combatantId: "falke",
      kind: "movement",
      amount: 5,
    });
  });

  it("sr4 rule 9: Delay, then Act now (intervene) before the next actor", async () => {
    // A new turn, before anyone has done anything: whoever is up may delay.
    const combat = engineCombat(startTurn(SCENES.sr4().state, seededDice(3)));
    const env = englishEnv();
    const first = combat.state().currentId ?? "";
    await runControl(combat, "stDelay", { combatantId: first, data: {} }, env);
    expect(combat.commands.at(-1)).toEqual({ type: "delay", combatantId: first });
    expect(combat.phaseRows().find((r) => r.combatantId === first)?.flags.delayed).toBe(true);
    expect(combat.state().currentId).not.toBe(first);
    await runControl(combat, "stIntervene", { combatantId: first, data: {} }, env);
    expect(combat.commands.at(-1)).toEqual({ type: "intervene", combatantId: first });
    expect(combat.state().currentId).toBe(first);
    expect(env.warnings).toEqual([]);
  });

  it("sr4 rule 9: Delay after an action of the phase is refused with the reason", async () => {
    // Carol has already spent a Simple action in her phase.
    const combat = engineCombat(SCENES.sr4().state);
    const env = englishEnv();
    await runControl(combat, "stDelay", { combatantId: "carol", data: {} }, env);
    expect(combat.state().currentId).toBe("carol");
    expect(combat.phaseRows().find((r) => r.combatantId === "carol")?.flags.delayed).toBe(false);
    expect(env.warnings).toHaveLength(1);
  });

  it("sr5 rule 5: Seize with Edge goes to the engine; without Edge it is refused with the reason", async () => {
    const combat = engineCombat(SCENES.sr5().state);
    const env = englishEnv();
    expect(
      await runControl(combat, "stEdge", { combatantId: "alice", data: { command: "seize" } }, env),
    ).toBe(true);
    expect(combat.commands.at(-1)).toEqual({ type: "seize", combatantId: "alice" });
    expect(env.warnings).toEqual([]);
    expect(await runControl(combat, "stEdge", { combatantId: "bob", data: { command: "seize" } }, env)).toBe(
      false,
    );
    expect(env.warnings).toHaveLength(1);
    expect(env.warnings[0]).toContain("Bob");
    expect(env.warnings[0]).not.toMatch(/SHADOWTURN\./);
  });

  it("sr4 rule 7: Edge on the test, go first and an extra pass are the sr4 Edge commands", () => {
    expect(commandForControl("stEdge", "carol", { command: "edge-go-first" })).toEqual({
      type: "edge-go-first",
      combatantId: "carol",
    });
    expect(commandForControl("stEdge", "carol", { command: "edge-extra-pass" })).toEqual({
      type: "edge-extra-pass",
      combatantId: "carol",
    });
    expect(commandForControl("stEdge", "carol", { command: "edge-test" })).toEqual({
      type: "edge-test",
      combatantId: "carol",
    });
    expect(commandForControl("stEdge", "carol", { command: "delete-everything" })).toBeNull();
  });

  it("rules Words (action phase): End phase asks the Combat document to end that combatant's phase", async () => {
    const combat = engineCombat(SCENES.sr5().state);
    await runControl(combat, "stEndPhase", { combatantId: "alice", data: {} }, englishEnv());
    expect(combat.ended).toEqual(["alice"]);
    expect(combat.commands).toEqual([]);
  });

  it("sr5 rule 6: spending out of turn is refused with a localized reason, and the state is unchanged", async () => {
    const combat = engineCombat(SCENES.sr5().state);
    const before = combat.state();
    const env = englishEnv();
    const ok = await runControl(combat, "stSpend", { combatantId: "carol", data: { kind: "simple" } }, env);
    expect(ok).toBe(false);
    expect(combat.state()).toBe(before);
    expect(env.warnings).toHaveLength(1);
    expect(env.warnings[0]).not.toMatch(/SHADOWTURN\./);
  });

  it("d20 rules 3-5: swap a tie, mark surprise, Action Surge", () => {
    expect(commandForControl("stSwapTie", "kira", { otherId: "nox" })).toEqual({
      type: "swap-tie",
      combatantId: "kira",
      otherId: "nox",
    });
    expect(commandForControl("stSurprise", "nox", { surprised: "true" })).toEqual({
      type: "surprise",
      combatantId: "nox",
      surprised: true,
    });
    expect(commandForControl("stSurprise", "nox", { surprised: "false" })).toEqual({
      type: "surprise",
      combatantId: "nox",
      surprised: false,
    });
    expect(commandForControl("stActionSurge", "brann", {})).toEqual({
      type: "action-surge",
      combatantId: "brann",
    });
  });

  it("d20 rule 3: swapping the tied twins runs through the engine and flips their order", async () => {
    const combat = engineCombat(SCENES.d20().state);
    const order = () =>
      combat
        .phaseRows()
        .map((r) => r.combatantId)
        .filter((id) => id === "kira" || id === "nox");
    expect(order()).toEqual(["kira", "nox"]);
    await runControl(combat, "stSwapTie", { combatantId: "kira", data: { otherId: "nox" } }, englishEnv());
    expect(order()).toEqual(["nox", "kira"]);
  });

  it("brief, bad input: a malformed control (unknown kind, missing row) sends nothing", async () => {
    const combat = engineCombat(SCENES.sr5().state);
    const env = englishEnv();
    expect(await runControl(combat, "stSpend", { combatantId: "alice", data: { kind: "nap" } }, env)).toBe(
      false,
    );
    expect(await runControl(combat, "stDelay", { combatantId: "", data: {} }, env)).toBe(false);
    expect(combat.commands).toEqual([]);
  });

  it("brief, bad input: with no combat, a localized notice instead of a crash", async () => {
    const env = englishEnv();
    expect(await runControl(null, "stDelay", { combatantId: "alice", data: {} }, env)).toBe(false);
    expect(env.warnings).toEqual(["There is no running combat."]);
  });

  it("d20 rule 5: the spend keys map to the Action, the bonus action and the object interaction", async () => {
    expect([kindForKey("d20", "complex"), kindForKey("d20", "simple"), kindForKey("d20", "free")]).toEqual([
      "action",
      "bonus",
      "object",
    ]);
    expect(kindForKey("sr4", "simple")).toBe("simple");
    const combat = engineCombat(SCENES.d20().state);
    const env = englishEnv();
    expect(await spendFromKeyboard(combat, "simple", () => true, env)).toBe(true);
    expect(combat.commands).toEqual([{ type: "spend", combatantId: "falke", kind: "bonus" }]);
    // Falke's Action is already spent: the engine refuses, the user reads why
    expect(await spendFromKeyboard(combat, "complex", () => true, env)).toBe(false);
    expect(env.warnings).toEqual(["Falke has no Action left this turn."]);
  });

  it("sr4 rule 11: a timed item is set with the typed name; a blank name is refused with the reason", async () => {
    const combat = engineCombat(SCENES.sr4().state);
    const env = englishEnv();
    expect(
      await runControl(combat, "stTimedItem", { combatantId: "carol", data: { name: "Flash-bang" } }, env),
    ).toBe(true);
    expect(combat.commands).toEqual([{ type: "timed-item", combatantId: "carol", name: "Flash-bang" }]);
    expect(combat.state().timedItems.map((t) => [t.name, t.ownerId, t.score])).toContainEqual([
      "Flash-bang",
      "carol",
      10,
    ]);
    expect(await runControl(combat, "stTimedItem", { combatantId: "carol", data: { name: "  " } }, env)).toBe(
      false,
    );
    expect(env.warnings).toEqual(["Give the timed item of Carol a name, so the tracker can show it."]);
  });
});
