// A score change takes effect at once (sr4 rule 5, sr5 rule 4, bonus-actions rule 7): when the acting
// combatant has not done anything yet in the phase, whoever now comes first gets it. Once something was
// done in the phase, it stays the acting combatant's.
import { describe, expect, it } from "vitest";
import {
  srBudget,
  apply,
  createCombat,
  scriptedDice,
  startTurn,
  turnOrder,
  updateCombatant,
  type CombatState,
  type RulesetId,
} from "../../../src/engine";
import { person, spend, who } from "./fixtures";

const noDice = () => scriptedDice([]);
const alice = person("alice", 4, 3, 2);
const bob = person("bob", 3, 3, 1);

/** Alice 7 + 3 = 10 acts first, Bob 6 + 2 = 8 waits. */
function fight(ruleset: RulesetId, settings: Partial<CombatState["settings"]> = {}): CombatState {
  const dice = scriptedDice([], 5);
  const s = startTurn(createCombat(ruleset, [alice, bob], dice, settings), scriptedDice([3, 2]));
  expect(s.currentId).toBe("alice");
  return s;
}

describe("a score change before the acting combatant has done anything", () => {
  for (const ruleset of ["sr5", "bonus-actions"] as const) {
    it(`${ruleset} (sr5 rule 4, bonus-actions rule 7): a wound below the next score hands the phase over`, () => {
      const s = updateCombatant(fight(ruleset), { ...alice, woundModifier: -3 }, noDice());
      expect(who(s, "alice").score).toBe(7);
      expect(s.currentId).toBe("bob");
      expect(turnOrder(s).map((r) => r.combatantId)).toEqual(["bob", "alice"]);
      // Alice's phase is still to come, with the whole budget it had
      expect(who(s, "alice").phasesTaken).toBe(0);
      expect(srBudget(turnOrder(s)[1]!.budget).simple).toBe(2);
    });
  }

  it("sr5 rule 4: after Alice spent an action, the wound lowers her score and the phase stays hers", () => {
    const used = spend(fight("sr5"), "alice", "simple", noDice());
    const s = updateCombatant(used, { ...alice, woundModifier: -3 }, noDice());
    expect(who(s, "alice").score).toBe(7);
    expect(s.currentId).toBe("alice");
    expect(srBudget(who(s, "alice").budget).simple).toBe(1);
  });

  it("sr5 rule 4: a wound that keeps her first changes nothing but the score", () => {
    const s = updateCombatant(fight("sr5"), { ...alice, woundModifier: -1 }, noDice());
    expect(who(s, "alice").score).toBe(9);
    expect(s.currentId).toBe("alice");
    expect(who(s, "alice").phasesTaken).toBe(1);
  });

  it("shared Full Defense: a Complex owed to Full Defense survives a phase handed over and back", () => {
    // sr5 with its interrupt actions off plays the shared Full Defense (sr5 rule 7)
    let s = fight("sr5", { interruptActions: false });
    // Bob declares Full Defense before his phase: it is owed from his next phase (shared flow)
    s = apply(s, { type: "full-defense", combatantId: "bob" }, noDice());
    expect(who(s, "bob").flags.fullDefenseOwed).toBe(true);
    // Alice is wounded below Bob: Bob's phase opens, and the Full Defense takes its Complex
    s = updateCombatant(s, { ...alice, woundModifier: -3 }, noDice());
    expect(s.currentId).toBe("bob");
    expect(srBudget(who(s, "bob").budget).simple).toBe(0);
    // healed before Bob did anything: the phase goes back to Alice, and Bob owes the Complex again
    s = updateCombatant(s, { ...alice, woundModifier: 0 }, noDice());
    expect(s.currentId).toBe("alice");
    expect(who(s, "bob").flags.fullDefenseOwed).toBe(true);
    expect(who(s, "bob").phasesTaken).toBe(0);
  });
});
