import { describe, expect, it } from "vitest";
import {
  srBudget,
  addCombatant,
  advance,
  apply,
  createCombat,
  currentPhase,
  getRuleset,
  InputError,
  phaseOver,
  removeCombatant,
  scriptedDice,
  seededDice,
  startTurn,
  turnOrder,
  updateCombatant,
  type CombatState,
} from "../../../src/engine";
import { cmd, deepFreeze, errorCode, person, spend, who, wired } from "./fixtures";

const alice = person("alice", 5, 5, 2, { sources: [wired(2)] }); // 10 + 3d6
const bob = person("bob", 3, 3); // 6 + 1d6
const carol = person("carol", 4, 4); // 8 + 1d6

/** sr5: alice 27, carol 13, bob 10 (three passes for alice, one each for the others). */
function sr5Fight(settings = {}) {
  const dice = scriptedDice([6, 6, 5, 4, 5, 1, 1, 1, 1, 1, 1]);
  return { dice, s: startTurn(createCombat("sr5", [alice, bob, carol], dice, settings), dice) };
}

function rows(state: CombatState): string[] {
  return turnOrder(state).map((r) => `${r.combatantId}${r.current ? "*" : ""}${r.acted ? "+" : ""}`);
}

describe("shared flow: the facade", () => {
  it("createCombat is turn 0 with nobody acting and a coin drawn for everyone", () => {
    const s = createCombat("bonus-actions", [alice, bob], seededDice(1));
    expect(s).toMatchObject({ turn: 0, pass: 1, currentId: null, ruleset: "bonus-actions" });
    expect(s.combatants.every((c) => c.coin >= 0 && c.coin < 1 && c.score === null)).toBe(true);
    expect(s.settings.rerollEachTurn).toBe(true);
  });

  it("createCombat refuses duplicate ids and names the actor and the field of bad input", () => {
    expect(() => createCombat("sr5", [alice, { ...bob, id: "alice" }], seededDice(1))).toThrow(InputError);
    try {
      createCombat("sr5", [{ ...bob, woundModifier: 3 }], seededDice(1));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      expect((e as InputError).actor).toBe("Bob");
      expect((e as InputError).field).toBe("woundModifier");
    }
  });

  it("getRuleset knows sr5 and bonus-actions", () => {
    expect(getRuleset("sr5").id).toBe("sr5");
    expect(getRuleset("bonus-actions").id).toBe("bonus-actions");
  });

  it("advance on turn 0 starts turn 1", () => {
    const dice = scriptedDice([6, 6, 5, 4]);
    const s = advance(createCombat("sr5", [alice, bob], dice), dice);
    expect(s.turn).toBe(1);
    expect(s.currentId).toBe("alice");
  });

  it("startTurn uses rolls made outside the engine (a Foundry roll fed back)", () => {
    const dice = scriptedDice([3]);
    const base = createCombat("sr5", [alice, bob], dice);
    const outside = startTurn(base, scriptedDice([1, 1, 1, 6]));
    const aliceRoll = who(outside, "alice").roll;
    if (!aliceRoll) throw new Error("alice rolled");
    const s = startTurn(base, dice, { alice: aliceRoll });
    expect(who(s, "alice").score).toBe(13);
    expect(who(s, "bob").score).toBe(9);
  });

  it("a roll from outside without a whole-number score is refused, naming the actor and the field", () => {
    const dice = scriptedDice([1, 1, 1, 1]);
    const base = createCombat("sr5", [alice, bob], dice);
    const rolled = who(startTurn(base, dice), "bob").roll;
    if (!rolled) throw new Error("bob rolled");
    expect(() => startTurn(base, dice, { bob: { ...rolled, score: Number.NaN } })).toThrow(/Bob: roll.score/);
    expect(() => addCombatant(base, carol, dice, { ...rolled, score: 2.5 })).toThrow(InputError);
  });

  it("turnOrder lists those who acted, then the current actor, then the rest in order, then those without a phase", () => {
    const { dice, s } = sr5Fight();
    expect(rows(s)).toEqual(["alice*", "carol", "bob"]);
    const later = advance(s, dice);
    expect(rows(later)).toEqual(["alice+", "carol*", "bob"]);
    const pass2 = advance(advance(later, dice), dice);
    expect(pass2.pass).toBe(2);
    const view = turnOrder(pass2);
    expect(view.map((r) => [r.combatantId, r.hasPhase])).toEqual([
      ["alice", true],
      ["carol", true],
      ["bob", false],
    ]);
    expect(currentPhase(pass2)).toMatchObject({ combatantId: "alice", score: 17, pass: 2, current: true });
    // Bob has no phase left: only his Free action of the pass is shown as usable.
    expect(view[2]?.budget).toMatchObject({ simple: 0, bonus: 0, free: 1 });
    expect(view[2]?.spent).toBe(true);
    // Carol's phase has not begun: she is shown what she will get.
    expect(view[1]?.budget).toMatchObject({ simple: 2, free: 1 });
  });

  it("a refused command throws and leaves the state untouched", () => {
    const { dice, s } = sr5Fight();
    deepFreeze(s);
    const copy = structuredClone(s);
    expect(errorCode(() => spend(s, "bob", "complex", dice))).toBe("not-your-phase");
    expect(errorCode(() => cmd(s, { type: "intervene", combatantId: "bob" }, dice))).toBe("not-delaying");
    expect(errorCode(() => cmd(s, { type: "spend", combatantId: "nobody", kind: "simple" }, dice))).toBe(
      "unknown-combatant",
    );
    expect(s).toEqual(copy);
  });

  it("every call returns a new state and never changes the one it was given", () => {
    const { dice, s } = sr5Fight();
    deepFreeze(s);
    const copy = structuredClone(s);
    const after = [
      advance(s, dice),
      spend(s, "alice", "simple", dice),
      cmd(s, { type: "delay", combatantId: "alice" }, dice),
      cmd(s, { type: "full-defense", combatantId: "bob" }, dice),
      updateCombatant(s, { ...bob, woundModifier: -2 }, dice),
      addCombatant(s, person("dave", 2, 2), dice),
      removeCombatant(s, "alice"),
    ];
    expect(after.every((x) => x !== s)).toBe(true);
    expect(s).toEqual(copy);
  });

  it("addCombatant refuses an id already in the combat; a newcomer mid-turn rolls and joins the order", () => {
    const { dice, s } = sr5Fight();
    expect(() => addCombatant(s, { ...carol, name: "Other Carol" }, dice)).toThrow(InputError);
    const joined = addCombatant(s, person("dave", 6, 6), dice); // 12 + 1
    expect(who(joined, "dave").score).toBe(13);
    expect(joined.currentId).toBe("alice");
    // Dave and Carol tie at 13: Dave's Reaction 6 beats Carol's 4 (ERIC).
    expect(rows(joined)).toEqual(["alice*", "dave", "carol", "bob"]);
  });

  it("removeCombatant of the current actor hands the phase to the next in the pass", () => {
    const { s } = sr5Fight();
    const gone = removeCombatant(s, "alice");
    expect(gone.currentId).toBe("carol");
    expect(gone.combatants.map((c) => c.id)).toEqual(["bob", "carol"]);
  });

  it("defeated: the current actor's phase passes on, and a defeated combatant has no phase", () => {
    const { dice, s } = sr5Fight();
    const down = cmd(s, { type: "defeated", combatantId: "alice", defeated: true }, dice);
    expect(down.currentId).toBe("carol");
    expect(turnOrder(down).at(-1)).toMatchObject({ combatantId: "alice", hasPhase: false });
    let t = down;
    while (t.turn === 1) t = advance(t, dice);
    expect(t.currentId).not.toBe("alice");
  });

  it("autoSkipSpent: a spent phase ends by itself", () => {
    const { dice, s } = sr5Fight({ autoSkipSpent: true });
    const moved = spend(s, "alice", "complex", dice);
    expect(moved.currentId).toBe("carol");
    const { s: manual } = sr5Fight();
    expect(spend(manual, "alice", "complex", dice).currentId).toBe("alice");
  });

  it("autoSkipSpent never rolls a new turn by itself: the last spent phase leaves nobody acting", () => {
    const dice = scriptedDice([6, 1]);
    let s = startTurn(createCombat("bonus-actions", [carol, bob], dice, { autoSkipSpent: true }), dice);
    s = spend(s, "carol", "complex", dice);
    expect(s.currentId).toBe("bob");
    s = spend(s, "bob", "complex", dice);
    expect(s).toMatchObject({ turn: 1, currentId: null, actedOrder: ["carol", "bob"] });
    expect(dice.used()).toBe(2);
    const next = advance(s, scriptedDice([2, 2]));
    expect(next).toMatchObject({ turn: 2, currentId: "carol" });
  });

  it("autoSkipSpent skips a phase that Full Defense has used up", () => {
    const { dice, s } = sr5Fight({ autoSkipSpent: true });
    const t = cmd(s, { type: "full-defense", combatantId: "carol" }, dice);
    expect(advance(t, dice).currentId).toBe("bob");
  });
});

describe("shared flow: delay and intervene (rules sr4 rule 9, used by every SR ruleset)", () => {
  it("a delaying combatant is skipped, may intervene before the current actor's first action, and that actor resumes", () => {
    const { dice, s } = sr5Fight();
    const held = cmd(s, { type: "delay", combatantId: "alice" }, dice);
    expect(held.currentId).toBe("carol");
    expect(who(held, "alice").flags.delayed).toBe(true);
    const cut = cmd(held, { type: "intervene", combatantId: "alice" }, dice);
    expect(cut.currentId).toBe("alice");
    const aliceDone = advance(spend(cut, "alice", "complex", dice), dice);
    expect(aliceDone.currentId).toBe("carol");
    // Carol resumes the phase she had begun: it is not a second one.
    expect(srBudget(who(aliceDone, "carol").budget).simple).toBe(2);
    expect(who(aliceDone, "carol").phasesTaken).toBe(1);
    expect(rows(aliceDone)).toEqual(["alice+", "carol*", "bob"]);
  });

  it("rules sr4 rule 9 in every SR ruleset: no intervening in the middle of a phase, nor delaying after an action", () => {
    const { dice, s } = sr5Fight();
    const held = cmd(s, { type: "delay", combatantId: "alice" }, dice);
    const carolSpent = spend(held, "carol", "simple", dice);
    expect(errorCode(() => cmd(carolSpent, { type: "intervene", combatantId: "alice" }, dice))).toBe(
      "mid-phase",
    );
    expect(errorCode(() => cmd(carolSpent, { type: "delay", combatantId: "carol" }, dice))).toBe(
      "delay-after-action",
    );
    // Once carol's phase is over, alice may step in before bob.
    const next = advance(carolSpent, dice);
    expect(cmd(next, { type: "intervene", combatantId: "alice" }, dice).currentId).toBe("alice");
  });

  it("a delayer who never intervenes acts after the last phase of the pass", () => {
    const { dice, s } = sr5Fight();
    let t = cmd(s, { type: "delay", combatantId: "alice" }, dice);
    t = advance(advance(t, dice), dice); // carol, bob
    expect(t.pass).toBe(1);
    expect(t.currentId).toBe("alice");
    expect(srBudget(who(t, "alice").budget).simple).toBe(2);
    t = advance(spend(t, "alice", "complex", dice), dice);
    expect(t.pass).toBe(2);
  });

  it("delaying into the next pass costs that pass's own phase", () => {
    const { dice, s } = sr5Fight();
    let t = cmd(s, { type: "delay", combatantId: "alice" }, dice);
    t = advance(advance(t, dice), dice); // carol, bob; alice at the end of pass 1
    t = cmd(t, { type: "delay", combatantId: "alice" }, dice);
    expect(t.currentId).toBeNull();
    t = advance(t, dice);
    // Pass 2: carol 3 acts; alice (17) holds her carried phase instead of her own.
    expect(t.pass).toBe(2);
    expect(t.currentId).toBe("carol");
    expect(who(t, "alice").flags.delayed).toBe(true);
    t = cmd(t, { type: "intervene", combatantId: "alice" }, dice);
    expect(t.currentId).toBe("alice");
    t = advance(t, dice);
    expect(t.currentId).toBe("carol");
    t = advance(t, dice);
    expect(t.pass).toBe(3);
    expect(who(t, "alice").phasesTaken).toBe(2);
  });

  it("a carried phase is lost when a wound takes away the phase it was carried into", () => {
    const { dice, s } = sr5Fight();
    let t = cmd(advance(s, dice), { type: "delay", combatantId: "carol" }, dice);
    t = advance(t, dice); // bob; carol at the end of pass 1
    expect(t.currentId).toBe("carol");
    t = cmd(t, { type: "delay", combatantId: "carol" }, dice);
    t = updateCombatant(t, { ...carol, woundModifier: -3 }, dice); // 13 -> 10: nothing left for pass 2
    t = advance(t, dice);
    expect(t.pass).toBe(2);
    expect(who(t, "carol").flags.delayed).toBe(false);
    expect(errorCode(() => cmd(t, { type: "intervene", combatantId: "carol" }, dice))).toBe("not-delaying");
  });

  it("delaying into a next pass that does not exist is refused", () => {
    const dice = scriptedDice([1, 1, 1]);
    let t = startTurn(createCombat("bonus-actions", [bob, carol], dice), dice);
    t = cmd(t, { type: "delay", combatantId: "carol" }, dice);
    t = advance(t, dice); // bob acts, then carol at the end of the pass
    expect(t.currentId).toBe("carol");
    expect(errorCode(() => cmd(t, { type: "delay", combatantId: "carol" }, dice))).toBe("no-next-pass");
  });

  it("only the current actor may delay", () => {
    const { dice, s } = sr5Fight();
    // A delay out of turn is refused for what it is, not as a Simple or Complex action (issue: real reasons).
    expect(errorCode(() => cmd(s, { type: "delay", combatantId: "bob" }, dice))).toBe("delay-not-your-phase");
  });
});

// sr5 with its interrupt actions switched off plays the shared Full Defense (sr5 rule 7).
const SHARED_FULL_DEFENSE = { interruptActions: false };

describe("shared flow: Full Defense (rules sr4 rule 10, used by every SR ruleset)", () => {
  it("declared in the combatant's own phase it takes a Complex action at once", () => {
    const { dice, s } = sr5Fight(SHARED_FULL_DEFENSE);
    const t = cmd(s, { type: "full-defense", combatantId: "alice" }, dice);
    expect(srBudget(who(t, "alice").budget).simple).toBe(0);
    expect(who(t, "alice").flags.fullDefense).toBe(true);
    expect(errorCode(() => cmd(t, { type: "full-defense", combatantId: "alice" }, dice))).toBe(
      "already-declared",
    );
  });

  it("declared out of turn it uses up the next available action", () => {
    const { dice, s } = sr5Fight(SHARED_FULL_DEFENSE);
    const t = cmd(s, { type: "full-defense", combatantId: "bob" }, dice);
    expect(who(t, "bob").flags.fullDefenseOwed).toBe(true);
    const bobsPhase = advance(advance(t, dice), dice);
    expect(bobsPhase.currentId).toBe("bob");
    expect(srBudget(who(bobsPhase, "bob").budget).simple).toBe(0);
    expect(errorCode(() => spend(bobsPhase, "bob", "simple", dice))).toBe("no-budget");
  });

  it("sr5 rule 7 with interrupts off (settled 2026-12-01): declared once the phase is over, it is owed to the next phase", () => {
    const { dice, s } = sr5Fight(SHARED_FULL_DEFENSE);
    // Alice's first phase is over with nothing spent; she is still current. It must not pay.
    const t = cmd(phaseOver(s), { type: "full-defense", combatantId: "alice" }, dice);
    expect(who(t, "alice").flags).toMatchObject({ fullDefense: true, fullDefenseOwed: true });
    let u = advance(t, dice);
    while (u.currentId !== "alice") u = advance(u, dice);
    expect(u.pass).toBe(2);
    expect(srBudget(who(u, "alice").budget).simple).toBe(0);
    expect(who(u, "alice").flags.fullDefenseOwed).toBe(false);
  });

  it("with no action left this turn it takes the first action of the next turn (rules sr4 rule 10)", () => {
    const { dice, s } = sr5Fight(SHARED_FULL_DEFENSE);
    const pass2 = advance(advance(advance(s, dice), dice), dice); // pass 2: bob has no phase left
    let t = cmd(pass2, { type: "full-defense", combatantId: "bob" }, dice);
    expect(who(t, "bob").flags).toMatchObject({ fullDefense: true, fullDefenseOwed: true });
    while (t.turn === 1) t = advance(t, dice);
    expect(who(t, "bob").flags).toMatchObject({ fullDefense: true, fullDefenseOwed: true });
    while (t.currentId !== "bob") t = advance(t, dice);
    expect(srBudget(who(t, "bob").budget).simple).toBe(0);
    expect(who(t, "bob").flags.fullDefenseOwed).toBe(false);
  });
});

describe("shared flow: spending beyond the budget", () => {
  it("reasons: not-your-phase, no-budget, wrong-category, not-started", () => {
    const dice = scriptedDice([6, 6, 6, 1, 1]);
    const before = createCombat("bonus-actions", [alice, bob], dice);
    expect(errorCode(() => spend(before, "alice", "simple", dice))).toBe("not-started");
    let s = startTurn(before, dice);
    s = spend(spend(s, "alice", "simple", dice), "alice", "simple", dice);
    expect(errorCode(() => spend(s, "alice", "simple", dice, "matrix"))).toBe("wrong-category");
    s = spend(spend(s, "alice", "simple", dice, "physical"), "alice", "simple", dice, "physical");
    expect(errorCode(() => spend(s, "alice", "simple", dice, "physical"))).toBe("no-budget");
    expect(errorCode(() => spend(s, "bob", "simple", dice))).toBe("not-your-phase");
    expect(errorCode(() => apply(s, { type: "spend", combatantId: "alice", kind: "action" }, dice))).toBe(
      "wrong-kind",
    );
  });
});
