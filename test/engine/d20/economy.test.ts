import { describe, expect, it } from "vitest";
import {
  d20Flags,
  d20Budget,
  makeSource,
  RuleError,
  type ActionKind,
  type CombatState,
} from "../../../src/engine";
import { turnBudget } from "../../../src/engine/rulesets/d20/budget";
import { applyD20 } from "../../../src/engine/rulesets/d20/commands";
import { actionSurge, bonusFeature, combatant, get, round } from "./fixtures";
import { refusal } from "../flow/fixtures";

const spend = (state: CombatState, id: string, kind: ActionKind, amount?: number) =>
  applyD20(state, { type: "spend", combatantId: id, kind, amount });

/** Falke on his turn with a fresh budget, Rook waiting. */
function falkesTurn(sources = [bonusFeature], extra = {}): CombatState {
  const falke = combatant({ id: "falke", speed: 30, sources, ...extra });
  const s = round(1, [{ id: "falke", sources, ...extra }, { id: "rook" }], "falke");
  return {
    ...s,
    combatants: s.combatants.map((c) => (c.id === "falke" ? { ...c, budget: turnBudget(falke) } : c)),
  };
}

describe("d20 action economy", () => {
  it("d20 rule 5: a turn starts with speed in feet, one Action, one object interaction, one reaction", () => {
    const b = turnBudget(combatant({ id: "x", speed: 25 }));
    expect(b).toMatchObject({ action: 1, bonusAction: 0, reaction: 1, object: 1, movement: 25 });
    // no SR counts at all: a d20 budget is of the d20 economy only (was: SR fields kept at 0)
    for (const srField of ["simple", "bonus", "free", "bonusCategory"]) expect(b).not.toHaveProperty(srField);
  });

  it("d20 rule 5: a bonus action exists only when an active feature grants one, and never two", () => {
    expect(turnBudget(combatant({ id: "x", sources: [bonusFeature] })).bonusAction).toBe(1);
    const twoGrants = [
      bonusFeature,
      makeSource({ id: "offhand", name: "Off-hand", d20: { bonusAction: true } }),
    ];
    expect(turnBudget(combatant({ id: "x", sources: twoGrants })).bonusAction).toBe(1);
    const shelved = makeSource({ id: "off", name: "Shelved", d20: { bonusAction: true }, active: false });
    expect(turnBudget(combatant({ id: "x", sources: [shelved] })).bonusAction).toBe(0);
  });

  it("d20 rule 5: movement splits around the Action and cannot exceed speed", () => {
    let s = spend(falkesTurn(), "falke", "movement", 15);
    s = spend(s, "falke", "action");
    s = spend(s, "falke", "movement", 15);
    expect(get(s, "falke").budget).toMatchObject({ movement: 0, action: 0 });
    expect(refusal(() => spend(s, "falke", "movement", 5)).code).toBe("d20-no-movement");
    expect(refusal(() => spend(falkesTurn(), "falke", "movement", 0)).code).toBe("d20-movement-amount");
    expect(refusal(() => spend(falkesTurn(), "falke", "movement")).code).toBe("d20-movement-amount");
  });

  it("d20 rule 5: one Action per turn; a second is refused", () => {
    const s = spend(falkesTurn(), "falke", "action");
    expect(refusal(() => spend(s, "falke", "action")).code).toBe("d20-no-action");
  });

  it("d20 rule 5: the bonus action is spent once; without a granting feature it is refused", () => {
    const s = spend(falkesTurn(), "falke", "bonus");
    expect(d20Budget(get(s, "falke").budget).bonusAction).toBe(0);
    expect(d20Budget(get(s, "falke").budget).action).toBe(1);
    expect(refusal(() => spend(s, "falke", "bonus")).code).toBe("d20-bonus-used");
    expect(refusal(() => spend(falkesTurn([]), "falke", "bonus")).code).toBe("d20-no-bonus-source");
  });

  it("d20 rule 5: the first object interaction is free, the second costs the Action, a third is refused", () => {
    let s = spend(falkesTurn(), "falke", "object");
    expect(get(s, "falke").budget).toMatchObject({ object: 0, action: 1 });
    s = spend(s, "falke", "object");
    expect(get(s, "falke").budget).toMatchObject({ object: 0, action: 0 });
    expect(refusal(() => spend(s, "falke", "object")).code).toBe("d20-no-object");
  });

  it("d20 rule 5: only the acting combatant spends actions, movement and objects", () => {
    const s = falkesTurn();
    for (const kind of ["action", "bonus", "object", "movement"] as const) {
      expect(refusal(() => spend(s, "rook", kind, 5)).code).toBe("d20-not-your-turn");
    }
  });

  it("d20 rule 5: a reaction can be taken on someone else's turn, once per round", () => {
    let s = falkesTurn();
    s = {
      ...s,
      combatants: s.combatants.map((c) => (c.id === "rook" ? { ...c, budget: turnBudget(c) } : c)),
    };
    s = spend(s, "rook", "reaction");
    expect(d20Budget(get(s, "rook").budget).reaction).toBe(0);
    expect(refusal(() => spend(s, "rook", "reaction")).code).toBe("d20-no-reaction");
  });

  it("d20 rule 5: SR action kinds are refused in a d20 combat", () => {
    expect(refusal(() => spend(falkesTurn(), "falke", "complex")).code).toBe("d20-wrong-kind");
  });

  it("d20 rule 5: Action Surge adds one Action this turn and uses one use per rest", () => {
    let s = falkesTurn([actionSurge(2)], { actionSurgeUses: 2 });
    s = spend(s, "falke", "action");
    s = applyD20(s, { type: "action-surge", combatantId: "falke" });
    const falke = get(s, "falke");
    expect(d20Budget(falke.budget).action).toBe(1);
    expect(d20Budget(falke.budget).bonusAction).toBe(0);
    expect(d20Budget(falke.budget).reaction).toBe(1);
    expect(d20Flags(falke.flags).actionSurgeUses).toBe(1);
    s = spend(s, "falke", "action");
    expect(refusal(() => spend(s, "falke", "action")).code).toBe("d20-no-action");
  });

  it("d20 rule 5: Action Surge is refused with no uses left, twice in one turn, or off one's turn", () => {
    const none = falkesTurn([], { actionSurgeUses: 0 });
    expect(refusal(() => applyD20(none, { type: "action-surge", combatantId: "falke" })).code).toBe(
      "d20-no-action-surge",
    );
    const once = applyD20(falkesTurn([actionSurge(2)], { actionSurgeUses: 2 }), {
      type: "action-surge",
      combatantId: "falke",
    });
    expect(refusal(() => applyD20(once, { type: "action-surge", combatantId: "falke" })).code).toBe(
      "d20-action-surge-this-turn",
    );
    const rookTurn = { ...falkesTurn([actionSurge(1)], { actionSurgeUses: 1 }), currentId: "rook" };
    expect(refusal(() => applyD20(rookTurn, { type: "action-surge", combatantId: "falke" })).code).toBe(
      "d20-not-your-turn",
    );
  });

  it("d20 rule 5: a refused command leaves the state as it was", () => {
    const s = spend(falkesTurn(), "falke", "action");
    const before = JSON.stringify(s);
    expect(() => spend(s, "falke", "action")).toThrow(RuleError);
    expect(JSON.stringify(s)).toBe(before);
  });

  it("d20: commands the ruleset does not know are refused as unsupported", () => {
    expect(refusal(() => applyD20(falkesTurn(), { type: "seize", combatantId: "falke" })).code).toBe(
      "unsupported-command",
    );
    expect(refusal(() => applyD20(falkesTurn(), { type: "action-surge", combatantId: "ghost" })).code).toBe(
      "unknown-combatant",
    );
  });
});

describe("d20 Dash", () => {
  it("d20 rule 5: Dash spends the Action and gives the speed once more: 60 ft this turn in all", () => {
    let s = spend(falkesTurn(), "falke", "movement", 30);
    s = applyD20(s, { type: "spend", combatantId: "falke", kind: "action", actionName: "Dash" });
    expect(get(s, "falke").budget).toMatchObject({ action: 0, movement: 30 });
    s = spend(s, "falke", "movement", 30);
    expect(refusal(() => spend(s, "falke", "movement", 5)).code).toBe("d20-no-movement");
  });

  it("d20 rule 5: a bonus-action Dash (Combat Medic) adds the speed too; other actions add no feet", () => {
    const s = applyD20(falkesTurn(), {
      type: "spend",
      combatantId: "falke",
      kind: "bonus",
      actionName: "Dash (bonus)",
    });
    expect(get(s, "falke").budget).toMatchObject({ bonusAction: 0, action: 1, movement: 60 });
    const shot = applyD20(falkesTurn(), {
      type: "spend",
      combatantId: "falke",
      kind: "action",
      actionName: "Dashing Strike",
    });
    expect(d20Budget(get(shot, "falke").budget).movement).toBe(30);
    const noAction = spend(falkesTurn(), "falke", "action");
    expect(() =>
      applyD20(noAction, { type: "spend", combatantId: "falke", kind: "action", actionName: "Dash" }),
    ).toThrow(RuleError);
  });
});
