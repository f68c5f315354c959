// sr5 rule 7: interrupt actions paid from the initiative score at once, in one's own phase or outside it,
// refused when the score is below the cost; with the world setting off, Full Defense is sr4 rule 10.
import { describe, expect, it } from "vitest";
import {
  srBudget,
  addCombatant,
  advance,
  apply,
  createCombat,
  scriptedDice,
  startTurn,
  turnOrder,
  updateCombatant,
  type CombatState,
  type InterruptAction,
} from "../../../src/engine";
import { errorCode, order, person, scores, who, wired } from "../flow/fixtures";

const alice = person("alice", 5, 5, 2, { sources: [wired(2)] }); // 10 + 3d6
const bob = person("bob", 3, 3); // 6 + 1d6
const carol = person("carol", 4, 4); // 8 + 1d6

/** alice 10 + 6 + 6 + 5 = 27, bob 6 + 4 = 10, carol 8 + 6 = 14. */
function fight(interruptActions = true): CombatState {
  const dice = scriptedDice([6, 6, 5, 4, 6]);
  return startTurn(createCombat("sr5", [alice, bob, carol], dice, { interruptActions }), dice);
}

const dice = scriptedDice([]);
const interrupt = (s: CombatState, id: string, action: InterruptAction) =>
  apply(s, { type: "interrupt", combatantId: id, action }, dice);

describe("sr5 rule 7: interrupt actions", () => {
  it("sr5 rule 7: Dodge outside one's phase costs 5 at once and moves a phase that has not come yet", () => {
    let s = fight();
    expect(order(s)).toEqual(["alice", "carol", "bob"]);
    s = interrupt(s, "carol", "dodge");
    expect(scores(s)).toEqual({ alice: 27, bob: 10, carol: 9 });
    // Alice keeps her phase; Bob (10) now comes before Carol (9)
    expect(s.currentId).toBe("alice");
    expect(order(s)).toEqual(["alice", "bob", "carol"]);
    s = advance(s, dice);
    expect(s.currentId).toBe("bob");
  });

  it("sr5 rule 7: Block, Parry, Intercept and Hit the Dirt cost 5, Full Defense 10, in one's own phase too", () => {
    let s = fight();
    for (const action of ["block", "parry", "intercept", "hit-the-dirt"] as const)
      s = interrupt(s, "alice", action);
    expect(who(s, "alice").score).toBe(7);
    // still Alice's phase, her budget untouched
    expect(s.currentId).toBe("alice");
    expect(srBudget(who(s, "alice").budget).simple).toBe(2);
    s = interrupt(s, "bob", "full-defense");
    expect(who(s, "bob").score).toBe(0);
    expect(who(s, "bob").flags.fullDefense).toBe(true);
  });

  it("sr5 rule 7: the lower score shortens the passes left", () => {
    let s = fight();
    const passesLeft = (st: CombatState) => turnOrder(st).find((v) => v.combatantId === "alice")?.passesLeft;
    expect(passesLeft(s)).toBe(3); // 27, 17, 7
    s = interrupt(s, "alice", "full-defense");
    expect(passesLeft(s)).toBe(2); // 17, 7
    while (s.turn === 1 && s.pass === 1) s = advance(s, dice);
    expect(scores(s)).toMatchObject({ alice: 7 });
  });

  it("sr5 rule 7: refused when the score is below the cost, so no score goes below 0 through one", () => {
    let s = fight();
    s = interrupt(s, "carol", "dodge"); // 9
    expect(errorCode(() => interrupt(s, "carol", "full-defense"))).toBe("interrupt-score");
    s = interrupt(s, "carol", "dodge"); // 4
    expect(errorCode(() => interrupt(s, "carol", "dodge"))).toBe("interrupt-score");
    expect(who(s, "carol").score).toBe(4);
  });

  it("sr5 rule 7: Full Defense lasts to the end of the turn and is taken once; the full-defense command is the interrupt", () => {
    let s = fight();
    s = apply(s, { type: "full-defense", combatantId: "alice" }, dice);
    expect(who(s, "alice").score).toBe(17);
    expect(srBudget(who(s, "alice").budget).simple).toBe(2);
    expect(errorCode(() => interrupt(s, "alice", "full-defense"))).toBe("already-declared");
    while (s.turn === 1) s = advance(s, scriptedDice([3, 3, 3, 3, 3]));
    expect(who(s, "alice").flags.fullDefense).toBe(false);
  });

  it("sr5 rule 7: with the setting off, interrupts are refused and Full Defense uses up the next action (sr4 rule 10)", () => {
    let s = fight(false);
    expect(errorCode(() => interrupt(s, "carol", "dodge"))).toBe("interrupts-off");
    s = apply(s, { type: "full-defense", combatantId: "alice" }, dice);
    expect(who(s, "alice").score).toBe(27);
    expect(srBudget(who(s, "alice").budget).simple).toBe(0);
  });

  // Settled 2026-12-01 (sr5 rule 7): an interrupt taken in one's own phase counts as acting in it. Alice (27)
  // blocks four times in her phase and is down to 7, below Bob (10) and Carol (14): she keeps her phase to
  // its end, whatever re-sorts the pass later.
  const blockedDown = () => {
    let s = fight();
    for (let i = 0; i < 4; i += 1) s = interrupt(s, "alice", "block");
    expect([s.currentId, who(s, "alice").score]).toEqual(["alice", 7]);
    return s;
  };

  it("sr5 rule 7 (settled 2026-12-01): after an interrupt in her own phase, another's wound does not hand the phase on", () => {
    const s = updateCombatant(blockedDown(), { ...bob, woundModifier: -1 }, dice);
    expect(who(s, "bob").score).toBe(9);
    expect(s.currentId).toBe("alice");
    expect(advance(s, dice).currentId).toBe("carol");
  });

  it("sr5 rule 7 (settled 2026-12-01): nor does a combatant joining, nor a typed score", () => {
    const joined = addCombatant(blockedDown(), person("dan", 6, 6), scriptedDice([6]));
    expect(joined.currentId).toBe("alice");
    const typed = apply(blockedDown(), { type: "set-score", combatantId: "bob", score: 20 }, dice);
    expect(typed.currentId).toBe("alice");
    expect(advance(typed, dice).currentId).toBe("bob");
  });

  it("sr5 rule 7 (settled 2026-12-01): an interrupt in one's own phase is acting in it: no delay after it", () => {
    const s = interrupt(fight(), "alice", "dodge");
    expect(errorCode(() => apply(s, { type: "delay", combatantId: "alice" }, dice))).toBe(
      "delay-after-action",
    );
  });

  it("sr5 rule 7: an interrupt outside one's phase leaves the acting character's phase as it was", () => {
    // Carol dodges in Alice's phase (Carol 9, Bob 10): Alice has done nothing yet, so Alice may still delay.
    const s = interrupt(fight(), "carol", "dodge");
    expect(apply(s, { type: "delay", combatantId: "alice" }, dice).currentId).toBe("bob");
  });

  it("sr5 rule 7 (settled 2026-12-01): Full Defense at most once per turn, by either command, in or out of one's phase", () => {
    let s = interrupt(fight(), "carol", "full-defense");
    expect(errorCode(() => apply(s, { type: "full-defense", combatantId: "carol" }, dice))).toBe(
      "already-declared",
    );
    while (s.currentId !== "carol") s = advance(s, dice);
    expect(errorCode(() => interrupt(s, "carol", "full-defense"))).toBe("already-declared");
    expect(who(s, "carol").score).toBe(4);
  });

  it("interrupt actions are sr5's own: other SR rulesets refuse them", () => {
    const d = scriptedDice([6, 6, 5, 4]);
    const s = startTurn(createCombat("bonus-actions", [alice, bob], d), d);
    expect(errorCode(() => interrupt(s, "bob", "dodge"))).toBe("unsupported-command");
  });
});
