// "Scores set by hand, and who rolls", rule 1: the GM types a score; it stands from that moment, as each
// ruleset says (sr5: the drops of the passes to come still apply; sr4: the passes stay as rolled; d20: the
// round re-sorts), the acting combatant follows at once, and bad input is refused naming the combatant.
import { describe, expect, it } from "vitest";
import {
  srBudget,
  advance,
  apply,
  createCombat,
  forecast,
  readHandScore,
  RuleError,
  scoreChange,
  scriptedDice,
  startTurn,
  type CombatState,
  type DiceSource,
  sr4Flags,
} from "../../../src/engine";
import { combatant, round } from "../d20/fixtures";
import { deepFreeze, errorCode, order, person, spend, who, wired } from "../flow/fixtures";
import { alice, bob, carol, sr5Fight } from "./fixtures";
import { sr4Fight } from "../sr4/helpers";

function setScore(s: CombatState, id: string, score: number, dice: DiceSource): CombatState {
  return apply(s, { type: "set-score", combatantId: id, score }, dice);
}

describe("Scores set by hand, rule 1: sr5", () => {
  it("a typed score re-sorts those still to come at once", () => {
    const { s, dice } = sr5Fight();
    expect(forecast(s).rest.ids).toEqual(["alice", "carol", "bob"]);
    const set = setScore(s, "bob", 22, dice);
    expect(who(set, "bob").score).toBe(22);
    expect(set.currentId).toBe("alice");
    expect(advance(set, dice).currentId).toBe("bob");
  });

  it("the typed score is the score from now on: the passes to come still take their 10 off", () => {
    const { s, dice } = sr5Fight();
    // pass 2: alice 17, carol 3
    let t = advance(advance(advance(s, dice), dice), dice);
    expect(t.pass).toBe(2);
    t = setScore(t, "bob", 15, dice);
    expect(who(t, "bob").score).toBe(15);
    expect(order(t)).toEqual(["alice", "bob", "carol"]);
    // after pass 2: alice 7, bob 5 (carol -7 is out)
    t = advance(advance(advance(t, dice), dice), dice);
    expect(t.pass).toBe(3);
    expect(order(t)).toEqual(["alice", "bob"]);
    expect(who(t, "bob").score).toBe(5);
  });

  it("the acting combatant who has done nothing yet hands the phase on when the typed score puts someone first", () => {
    const { s, dice } = sr5Fight();
    const t = setScore(s, "alice", 12, dice);
    expect(t.currentId).toBe("carol");
    // alice keeps her whole phase for later in the pass
    expect(advance(t, dice).currentId).toBe("alice");
    expect(srBudget(who(advance(t, dice), "alice").budget).simple).toBe(2);
  });

  it("once the acting combatant has done something the phase stays theirs", () => {
    const { s, dice } = sr5Fight();
    const acted = spend(s, "alice", "simple", dice);
    const t = setScore(acted, "alice", 12, dice);
    expect(t.currentId).toBe("alice");
    expect(advance(t, dice).currentId).toBe("carol");
  });

  it("a typed score of 0 takes the acting combatant's phase away at once", () => {
    const { s, dice } = sr5Fight();
    expect(setScore(s, "alice", 0, dice).currentId).toBe("carol");
  });
});

describe("Scores set by hand, rule 1: bonus-actions", () => {
  it("as sr5, in its one pass: the typed score re-sorts the phases still to come", () => {
    const { s, dice } = sr5Fight("bonus-actions");
    const t = setScore(s, "bob", 14, dice);
    expect(forecast(t).rest.ids).toEqual(["alice", "bob", "carol"]);
    expect(forecast(t).later).toEqual([]);
  });
});

describe("Scores set by hand, rule 1: bonus-actions with kept scores", () => {
  it("the typed score is the one kept for the next turn", () => {
    const dice = scriptedDice([6, 6, 5, 4, 5]);
    let s = startTurn(
      createCombat("bonus-actions", [alice, bob, carol], dice, { rerollEachTurn: false }),
      dice,
    );
    s = setScore(s, "carol", 30, dice);
    while (s.turn === 1) s = advance(s, dice);
    expect(who(s, "carol").score).toBe(30);
    expect(s.currentId).toBe("carol");
  });
});

describe("Scores set by hand, rule 1: sr4", () => {
  const ann = person("ann", 4, 4, 3, { sources: [{ ...wired(2), passes: 2, dice: 0 }] }); // 3 passes
  const ben = person("ben", 4, 3, 2); // 1 pass

  it("the passes stay as rolled: a high typed score gives no pass, a low one takes none", () => {
    const s = sr4Fight([ann, ben], { ann: { hits: 2 }, ben: { hits: 1 } });
    expect(who(s, "ann").passes).toBe(3);
    const t = setScore(setScore(s, "ben", 30, scriptedDice([])), "ann", 2, scriptedDice([]));
    expect(who(t, "ben").passes).toBe(1);
    expect(who(t, "ann").passes).toBe(3);
    expect(forecast(t).later.map((p) => p.ids)).toEqual([["ann"], ["ann"]]);
  });

  it("a typed 0 puts the character out this turn; a typed score above 0 gives the passes back", () => {
    const s = sr4Fight([ann, ben], { ann: { hits: 2 }, ben: { hits: 1 } });
    const dice = scriptedDice([]);
    const out = setScore(s, "ann", 0, dice);
    expect(sr4Flags(who(out, "ann").flags).outThisTurn).toBe(true);
    expect(out.currentId).toBe("ben");
    const back = setScore(out, "ann", 9, dice);
    expect(sr4Flags(who(back, "ann").flags).outThisTurn).toBe(false);
    expect(forecast(back).later.map((p) => p.ids)).toEqual([["ann"], ["ann"]]);
  });
});

describe("Scores set by hand, rule 1: d20", () => {
  it("the typed score re-sorts the round, and a swap made for the old tie no longer holds", () => {
    const s = round(
      1,
      [
        { id: "a", score: 15, acted: true },
        { id: "b", score: 12 },
        { id: "c", score: 10, tieOrder: 0 },
        { id: "d", score: 10, tieOrder: 1 },
      ],
      "b",
    );
    const t = setScore(s, "d", 14, scriptedDice([]));
    expect(forecast(t).rest.ids).toEqual(["b", "d", "c"]);
    expect(who(t, "d").tieOrder).toBeNull();
    expect(who(t, "c").tieOrder).toBe(0);
  });

  it("without re-rolls the typed score is kept for the next round", () => {
    const dice = scriptedDice([12, 8]);
    const a = { ...combatant({ id: "a" }).input };
    const b = { ...combatant({ id: "b" }).input };
    let s = startTurn(createCombat("d20", [a, b], dice), dice);
    s = setScore(s, "b", 19, dice);
    s = advance(advance(s, dice), dice);
    expect(s.turn).toBe(2);
    expect(who(s, "b").score).toBe(19);
    expect(s.currentId).toBe("b");
  });
});

describe("Scores set by hand, rule 1: before the first roll", () => {
  it("a score typed before the combat starts is kept as the roll the first turn takes", () => {
    const dice = scriptedDice([3, 2, 2]);
    const s = setScore(createCombat("sr5", [alice, bob], dice), "bob", 30, dice);
    expect(who(s, "bob").score).toBe(30);
    expect(who(s, "bob").roll).toMatchObject({ score: 30, dice: [] });
    // what the Foundry layer does at the start: rolls made before it are handed in
    const started = startTurn(s, dice, { bob: who(s, "bob").roll! });
    expect(who(started, "bob").score).toBe(30);
    expect(started.currentId).toBe("bob");
  });

  it("sr4: the kept roll carries the formula's passes", () => {
    const ann = person("ann", 4, 4, 3, { sources: [{ ...wired(2), passes: 2, dice: 0 }] });
    const dice = scriptedDice(Array<number>(7).fill(2));
    const s = setScore(createCombat("sr4", [ann], dice), "ann", 11, dice);
    const started = startTurn(s, dice, { ann: who(s, "ann").roll! });
    expect(who(started, "ann")).toMatchObject({ score: 11, passes: 3 });
  });
});

describe("Scores set by hand, rule 1: bad input", () => {
  it("a fraction, a number out of range or text is refused, naming the combatant and the field", () => {
    const { s, dice } = sr5Fight();
    deepFreeze(s);
    for (const [score, code] of [
      [12.5, "score-not-whole"],
      [Number.NaN, "score-not-whole"],
      [150, "score-out-of-range"],
      [-100, "score-out-of-range"],
    ] as const) {
      try {
        setScore(s, "bob", score, dice);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(RuleError);
        expect((e as RuleError).code).toBe(code);
        expect((e as RuleError).params).toMatchObject({ actor: "Bob", field: "score" });
      }
    }
    expect(who(s, "bob").score).toBe(10);
  });

  it("what a form gives: digits are read, an empty field or text is refused, never taken as 0", () => {
    expect(readHandScore(" 17 ", "Bob")).toBe(17);
    expect(readHandScore("-3", "Bob")).toBe(-3);
    expect(errorCode(() => readHandScore("", "Bob"))).toBe("score-not-whole");
    expect(errorCode(() => readHandScore("abc", "Bob"))).toBe("score-not-whole");
    expect(errorCode(() => readHandScore("1e1", "Bob"))).toBe("score-not-whole");
    expect(errorCode(() => readHandScore(null, "Bob"))).toBe("score-not-whole");
  });
});

describe("Scores set by hand, rule 1: the record for the GM", () => {
  it("says whose score changed, from what to what, and when", () => {
    const { s } = sr5Fight();
    expect(scoreChange(s, who(s, "bob"), "22")).toEqual({
      combatantId: "bob",
      name: "Bob",
      from: 10,
      to: 22,
      turn: 1,
      pass: 1,
    });
    expect(errorCode(() => scoreChange(s, who(s, "bob"), "x"))).toBe("score-not-whole");
  });
});
