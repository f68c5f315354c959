import { describe, expect, it } from "vitest";
import {
  srBudget,
  advance,
  apply,
  createCombat,
  makeSource,
  currentPhase,
  scriptedDice,
  startTurn,
  turnOrder,
  updateCombatant,
  seizeFlags,
} from "../../../src/engine";
import { errorCode, order, person, scores, spend, who, wired } from "../flow/fixtures";

const alice = person("alice", 5, 5, 2, { sources: [wired(2)] }); // 10 + 3d6
const bob = person("bob", 3, 3); // 6 + 1d6
const carol = person("carol", 4, 4); // 8 + 1d6

describe("sr5 rule 1: everyone rolls at the start of each turn", () => {
  it("scores are attribute part + the dice, rolled again every turn", () => {
    const dice = scriptedDice([6, 6, 5, 4, 1, 1, 1, 2]);
    const turn1 = startTurn(createCombat("sr5", [alice, bob], dice), dice);
    expect(scores(turn1)).toEqual({ alice: 27, bob: 10 });
    let s = turn1;
    while (s.turn === 1) s = advance(s, dice);
    expect(scores(s)).toEqual({ alice: 13, bob: 8 });
    expect(dice.used()).toBe(8);
  });
});

describe("sr5 rule 2: minus ten per pass", () => {
  const dice = () => scriptedDice([6, 6, 5, 4, 1, 1, 1, 2]);

  it("a pass holds everyone above 0, highest first; 10 comes off every score after the pass", () => {
    const d = scriptedDice([4, 6, 6, 5]); // bob rolls first here: bob 10, alice 27
    let s = startTurn(createCombat("sr5", [bob, alice], d), d);
    expect(order(s)).toEqual(["alice", "bob"]);
    s = advance(advance(s, d), d);
    expect(s.pass).toBe(2);
    expect(scores(s)).toEqual({ bob: 0, alice: 17 });
    expect(order(s)).toEqual(["alice"]);
    expect(currentPhase(s)?.combatantId).toBe("alice");
    s = advance(s, d);
    expect(s.pass).toBe(3);
    expect(who(s, "alice").score).toBe(7);
  });

  it("the turn ends when no score is above 0", () => {
    const d = dice();
    let s = startTurn(createCombat("sr5", [alice, bob], d), d);
    for (let i = 0; i < 4; i += 1) s = advance(s, d); // alice, bob | alice | alice -> turn 2
    expect(s.turn).toBe(2);
    expect(s.pass).toBe(1);
  });

  it("the tracker shows the phases left and the next pass's score", () => {
    const d = dice();
    const s = startTurn(createCombat("sr5", [alice, bob], d), d);
    const rows = turnOrder(s);
    expect(rows.map((r) => [r.combatantId, r.passesLeft, r.nextPassScore])).toEqual([
      ["alice", 3, 17],
      ["bob", 1, null],
    ]);
  });
});

describe("sr5 rule 3: ERIC tiebreaks", () => {
  // All score 16: Edge first, then Reaction, then Intuition, then the coin of the turn.
  const a = person("a", 5, 5, 3);
  const b = person("b", 6, 4, 2);
  const e = person("e", 5, 6, 2, { woundModifier: -1 });
  const c = person("c", 5, 5, 2);
  const d = person("d", 5, 5, 2);

  it("orders ties by Edge, Reaction, Intuition, then the coin, in every pass of the turn", () => {
    const dice = scriptedDice([6, 6, 6, 6, 6]);
    let s = startTurn(createCombat("sr5", [d, c, e, b, a], dice), dice);
    expect(Object.values(scores(s))).toEqual([16, 16, 16, 16, 16]);
    const [first, second] = who(s, "c").coin > who(s, "d").coin ? ["c", "d"] : ["d", "c"];
    const expected = ["a", "b", "e", first, second];
    expect(order(s)).toEqual(expected);
    const acted: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      acted.push(`${s.pass}:${s.currentId}`);
      s = advance(s, scriptedDice([1, 1, 1, 1, 1]));
    }
    expect(acted).toEqual([...expected.map((x) => `1:${x}`), ...expected.map((x) => `2:${x}`)]);
  });

  it("Reaction counts with its flat item bonus (a Reaction implant)", () => {
    const implant = makeSource({ id: "enh", name: "Reaction Enhancers 2", kind: "cyberware", flat: 2 });
    const x = person("x", 4, 4, 2, { sources: [implant] }); // REA 4 + 2, INT 4: 10 + 1d6
    const y = person("y", 5, 5, 2); // REA 5, INT 5: 10 + 1d6
    const dice = scriptedDice([3, 3]);
    const s = startTurn(createCombat("sr5", [y, x], dice), dice);
    expect(scores(s)).toEqual({ y: 13, x: 13 });
    expect(order(s)).toEqual(["x", "y"]);
  });

  it("the coin is tossed once per turn and kept in the combatant state", () => {
    const dice = scriptedDice([6, 6, 1, 1, 1, 1]);
    const s = startTurn(createCombat("sr5", [c, d], dice), dice);
    const coins = [who(s, "c").coin, who(s, "d").coin];
    const later = advance(s, dice);
    expect([who(later, "c").coin, who(later, "d").coin]).toEqual(coins);
    const nextTurn = advance(advance(advance(later, dice), dice), dice);
    expect(nextTurn.turn).toBe(2);
    expect([who(nextTurn, "c").coin, who(nextTurn, "d").coin]).not.toEqual(coins);
  });
});

describe("sr5 rule 4: mid-turn changes", () => {
  // alice 27, carol 13, bob 10.
  const start = () => {
    const dice = scriptedDice([6, 6, 5, 4, 5, 4, 2]);
    return { dice, s: startTurn(createCombat("sr5", [alice, bob, carol], dice), dice) };
  };

  it("a wound changes the score at once and re-sorts those still to come", () => {
    const { dice, s } = start();
    expect(order(s)).toEqual(["alice", "carol", "bob"]);
    const hurt = updateCombatant(s, { ...carol, woundModifier: -4 }, dice);
    expect(who(hurt, "carol").score).toBe(9);
    expect(order(hurt)).toEqual(["alice", "bob", "carol"]);
    expect(currentPhase(hurt)?.combatantId).toBe("alice");
    expect(advance(hurt, dice).currentId).toBe("bob");
  });

  it("a changed attribute part changes the score by the difference", () => {
    const { dice, s } = start();
    const boosted = updateCombatant(s, { ...bob, attributes: { ...bob.attributes, reaction: 5 } }, dice);
    expect(who(boosted, "bob").score).toBe(12);
  });

  it("more dice: the added dice are rolled and added; fewer: the lost dice are rolled and subtracted", () => {
    const { dice, s } = start();
    const more = updateCombatant(s, { ...bob, sources: [wired(1)] }, dice); // next die: 4
    expect(who(more, "bob").score).toBe(14);
    const fewer = updateCombatant(more, bob, dice); // next die: 2
    expect(who(fewer, "bob").score).toBe(12);
  });

  it("the current actor stays current unless a wound takes its phase away", () => {
    const { dice, s } = start();
    const scratched = updateCombatant(s, { ...alice, woundModifier: -3 }, dice);
    expect(scratched.currentId).toBe("alice");
    const downed = updateCombatant(s, { ...alice, woundModifier: -30 }, dice);
    expect(who(downed, "alice").score).toBe(-3);
    expect(downed.currentId).toBe("carol");
    expect(turnOrder(downed).at(-1)).toMatchObject({ combatantId: "alice", hasPhase: false });
  });
});

describe("sr5 rule 5: Seize the Initiative and Blitz", () => {
  const fast = person("fast", 5, 5, 2, { sources: [wired(2)] }); // 10 + 3d6
  const slow = person("slow", 6, 4, 3); // 10 + 1d6

  it("a seizer goes first in every pass of the turn and pays a point of Edge", () => {
    const dice = scriptedDice([6, 6, 5, 6]); // fast 27, slow 16
    let s = createCombat("sr5", [fast, slow], dice);
    s = apply(s, { type: "seize", combatantId: "slow" }, dice);
    expect(who(s, "slow").input.edgePoints).toBe(2);
    s = startTurn(s, dice);
    expect(order(s)).toEqual(["slow", "fast"]);
    s = advance(advance(s, dice), dice);
    expect(s.pass).toBe(2);
    expect(order(s)).toEqual(["slow", "fast"]);
    expect(s.currentId).toBe("slow");
  });

  it("several seizers go by score, before everyone else", () => {
    const third = person("third", 6, 6, 1, { sources: [wired(3)] });
    const dice = scriptedDice([1, 1, 1, 6, 6, 6, 6, 6]); // fast 13, slow 16, third 36
    let s = createCombat("sr5", [fast, slow, third], dice);
    s = apply(s, { type: "seize", combatantId: "fast" }, dice);
    s = apply(s, { type: "seize", combatantId: "slow" }, dice);
    s = startTurn(s, dice);
    expect(order(s)).toEqual(["slow", "fast", "third"]);
  });

  it("Seize lasts one turn only", () => {
    const dice = scriptedDice([6, 6, 5, 6, 6, 6, 5, 6]);
    let s = startTurn(
      apply(createCombat("sr5", [fast, slow], dice), { type: "seize", combatantId: "slow" }, dice),
      dice,
    );
    while (s.turn === 1) s = advance(s, dice);
    expect(order(s)).toEqual(["fast", "slow"]);
  });

  it("Blitz rolls 5d6 for the turn it was declared for", () => {
    const dice = scriptedDice([6, 6, 5, 1, 2, 3, 4, 5]);
    let s = apply(createCombat("sr5", [fast, slow], dice), { type: "blitz", combatantId: "slow" }, dice);
    s = startTurn(s, dice);
    expect(who(s, "slow").score).toBe(10 + 15);
    expect(who(s, "slow").roll?.dice).toHaveLength(5);
    expect(seizeFlags(who(s, "slow").flags).blitz).toBe(true);
    expect(who(s, "slow").input.edgePoints).toBe(2);
  });

  it("Blitz declared mid-turn counts for the next turn's roll, not this one", () => {
    const dice = scriptedDice([6, 6, 5, 6, 1, 1, 1, 2, 2, 2, 2, 2]);
    let s = startTurn(createCombat("sr5", [fast, slow], dice), dice);
    s = apply(s, { type: "blitz", combatantId: "slow" }, dice);
    expect(who(s, "slow").score).toBe(16);
    while (s.turn === 1) s = advance(s, dice);
    expect(who(s, "slow").score).toBe(20);
  });

  it("without Edge points Seize and Blitz are refused and nothing changes", () => {
    const broke = person("broke", 3, 3, 2, { edgePoints: 0 });
    const dice = scriptedDice([]);
    const s = createCombat("sr5", [broke], dice);
    expect(errorCode(() => apply(s, { type: "seize", combatantId: "broke" }, dice))).toBe("no-edge");
    expect(errorCode(() => apply(s, { type: "blitz", combatantId: "broke" }, dice))).toBe("no-edge");
    expect(who(s, "broke").input.edgePoints).toBe(0);
  });

  it("Edge points never go below 0: the last point can be spent once", () => {
    const one = person("one", 3, 3, 2, { edgePoints: 1 });
    const dice = scriptedDice([]);
    const s = apply(createCombat("sr5", [one], dice), { type: "seize", combatantId: "one" }, dice);
    expect(errorCode(() => apply(s, { type: "blitz", combatantId: "one" }, dice))).toBe("no-edge");
    expect(who(s, "one").input.edgePoints).toBe(0);
  });
});

describe("sr5 rule 6: the phase budget", () => {
  const start = () => {
    const dice = scriptedDice([6, 6, 5, 4]); // alice 27, bob 10
    return { dice, s: startTurn(createCombat("sr5", [alice, bob], dice), dice) };
  };

  it("1 Complex, or 2 Simple, plus 1 Free in a phase", () => {
    const { dice, s } = start();
    const complex = spend(s, "alice", "complex", dice);
    expect(errorCode(() => spend(complex, "alice", "simple", dice))).toBe("no-budget");
    const simple2 = spend(spend(s, "alice", "simple", dice), "alice", "simple", dice);
    expect(errorCode(() => spend(simple2, "alice", "complex", dice))).toBe("no-budget");
    const free = spend(simple2, "alice", "free", dice);
    expect(errorCode(() => spend(free, "alice", "free", dice))).toBe("no-budget");
  });

  it("Simple and Complex actions only in the combatant's own phase", () => {
    const { dice, s } = start();
    expect(errorCode(() => spend(s, "bob", "simple", dice))).toBe("not-your-phase");
  });

  it("a character at 0 or less still has 1 Free action per pass", () => {
    const { dice, s } = start();
    const pass2 = advance(advance(s, dice), dice);
    expect(pass2.pass).toBe(2);
    expect(who(pass2, "bob").score).toBe(0);
    const used = spend(pass2, "bob", "free", dice);
    expect(errorCode(() => spend(used, "bob", "free", dice))).toBe("no-budget");
    expect(errorCode(() => spend(used, "bob", "simple", dice))).toBe("not-your-phase");
    const pass3 = advance(used, dice);
    expect(pass3.pass).toBe(3);
    expect(srBudget(who(spend(pass3, "bob", "free", dice), "bob").budget).free).toBe(0);
  });
});
