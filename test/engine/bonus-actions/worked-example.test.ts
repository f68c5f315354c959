import { describe, expect, it } from "vitest";
import {
  advance,
  apply,
  createCombat,
  currentPhase,
  RuleError,
  startTurn,
  turnOrder,
} from "../../../src/engine";
import { makeInput, makeSource, scriptedDice } from "../../../src/engine";

// worked example 1: Alice (Wired Reflexes 3) rolls REA + INT + 4d6 = 22, Bob the ganger REA + INT + 1d6 = 8.
const wired3 = makeSource({
  id: "wr3",
  name: "Wired Reflexes 3",
  kind: "cyberware",
  rating: 3,
  dice: 3,
  bonusActions: 3,
  bonusCategory: "physical",
  stackingGroup: "reflexes",
});
const alice = makeInput({
  id: "alice",
  name: "Alice",
  attributes: { reaction: 5, intuition: 5 },
  sources: [wired3],
});
const bob = makeInput({ id: "bob", name: "Bob", attributes: { reaction: 3, intuition: 2 } });

// Turn 1: Alice 10 + 3+3+3+3 = 22, Bob 5 + 3 = 8. Turn 2: Alice 10 + 1+2+3+4 = 20, Bob 5 + 6 = 11.
const FACES = [3, 3, 3, 3, 3, 1, 2, 3, 4, 6];

function fight() {
  const dice = scriptedDice(FACES);
  return { dice, state: startTurn(createCombat("bonus-actions", [alice, bob], dice), dice) };
}

const physical = (kind: "simple" | "complex") =>
  ({ type: "spend", combatantId: "alice", kind, category: "physical" }) as const;

describe("worked example 000 (bonus-actions)", () => {
  it("bonus-actions rule 1: Alice acts on 22, then Bob on 8", () => {
    const { state } = fight();
    expect(turnOrder(state).map((r) => [r.name, r.score])).toEqual([
      ["Alice", 22],
      ["Bob", 8],
    ]);
    expect(currentPhase(state)?.combatantId).toBe("alice");
  });

  it("bonus-actions rule 4: Alice has 1 Complex + 3 Simple (physical) in her phase", () => {
    const { state, dice } = fight();
    let s = apply(state, physical("complex"), dice);
    for (let i = 0; i < 3; i += 1) s = apply(s, physical("simple"), dice);
    expect(() => apply(s, physical("simple"), dice)).toThrow(RuleError);
  });

  it("bonus-actions rule 4: or 2 Complex + 1 Simple (physical)", () => {
    const { state, dice } = fight();
    let s = apply(apply(state, physical("complex"), dice), physical("complex"), dice);
    s = apply(s, physical("simple"), dice);
    expect(s.combatants.find((c) => c.id === "alice")?.budget).toMatchObject({ simple: 0, bonus: 0 });
    expect(() => apply(s, physical("simple"), dice)).toThrow(/no simple action left/);
  });

  it("bonus-actions rule 4: Bob on 8 has 1 Complex or 2 Simple, nothing more", () => {
    const { state, dice } = fight();
    const bobsPhase = advance(state, dice);
    expect(currentPhase(bobsPhase)?.name).toBe("Bob");
    const spend = (kind: "simple" | "complex") =>
      ({ type: "spend", combatantId: "bob", kind, category: "physical" }) as const;
    const complex = apply(bobsPhase, spend("complex"), dice);
    expect(() => apply(complex, spend("simple"), dice)).toThrow(RuleError);
    const twoSimple = apply(apply(bobsPhase, spend("simple"), dice), spend("simple"), dice);
    expect(() => apply(twoSimple, spend("simple"), dice)).toThrow(RuleError);
  });

  it("bonus-actions rule 3: after Bob the count reaches 0 and everyone re-rolls", () => {
    const { state, dice } = fight();
    const next = advance(advance(state, dice), dice);
    expect(next.turn).toBe(2);
    expect(turnOrder(next).map((r) => [r.name, r.score])).toEqual([
      ["Alice", 20],
      ["Bob", 11],
    ]);
    expect(dice.used()).toBe(FACES.length);
  });
});
