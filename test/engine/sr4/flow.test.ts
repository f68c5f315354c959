// Whole sr4 turns through the facade: budgets, delays, Full Defense (rules sr4 rules 2, 8, 9, 10).
import { describe, expect, it } from "vitest";
import {
  srBudget,
  advance,
  apply,
  makeSource,
  phaseOver,
  seededDice,
  timedItemsInPass,
  turnOrder,
  type CombatState,
} from "../../../src/engine";
import { errorCode, person, spend, who } from "../flow/fixtures";
import { ids, nextTurn, sr4Fight } from "./helpers";

const dice = seededDice(5);
const wired = (passes: number) =>
  makeSource({ id: "wired", name: "Wired Reflexes", kind: "cyberware", passes });

const act = (s: CombatState, type: "delay" | "intervene" | "full-defense", id: string) =>
  apply(s, { type, combatantId: id }, dice);

/** Everyone's phases in order until the turn ends: "pass:id" for each phase. */
function phasesOfTurn(start: CombatState): string[] {
  const seen: string[] = [];
  let s = start;
  while (s.turn === start.turn && s.currentId !== null) {
    seen.push(`${s.pass}:${s.currentId}`);
    s = advance(s, dice);
  }
  return seen;
}

describe("sr4 flow", () => {
  it("sr4 rule 2: a turn runs pass by pass, each holding those with enough passes, highest score first", () => {
    const s = sr4Fight(
      [
        person("ann", 3, 3, 2, { sources: [wired(3)] }),
        person("bob", 3, 3, 2, { sources: [wired(1)] }),
        person("cid", 3, 3),
      ],
      { ann: { hits: 1 }, bob: { hits: 2 }, cid: { hits: 3 } },
    );
    expect(phasesOfTurn(s)).toEqual(["1:cid", "1:bob", "1:ann", "2:bob", "2:ann", "3:ann", "4:ann"]);
  });

  it("sr4 rule 3: the tracker marks ties as simultaneous, but not a glitch tied on score", () => {
    const s = sr4Fight([person("ann", 3, 3), person("bob", 3, 3), person("oops", 3, 3)], {
      ann: { hits: 2 },
      bob: { hits: 2 },
      oops: { hits: 2, ones: 4 },
    });
    const rows = turnOrder(s);
    expect(ids(rows).at(-1)).toBe("oops");
    expect(Object.fromEntries(rows.map((r) => [r.combatantId, r.simultaneous]))).toEqual({
      ann: true,
      bob: true,
      oops: false,
    });
  });

  it("sr4 rule 11: the view lists a timed item in the pass it goes off in", () => {
    let s = sr4Fight([person("ann", 3, 3), person("sam", 3, 3, 2, { sources: [wired(1)] })], {
      ann: { hits: 4 },
      sam: { hits: 1 },
    });
    s = apply(s, { type: "timed-item", combatantId: "ann", name: "Flash-bang" }, dice);
    expect(timedItemsInPass(s)).toEqual([]);
    s = advance(advance(s, dice), dice);
    expect(timedItemsInPass(s).map((t) => [t.item.name, t.afterId])).toEqual([["Flash-bang", null]]);
  });

  it("sr4 rule 8: one Complex or two Simple per phase", () => {
    let s = sr4Fight([person("ann", 3, 3), person("bob", 3, 3)], { ann: { hits: 3 }, bob: { hits: 1 } });
    s = spend(s, "ann", "complex", dice);
    expect(errorCode(() => spend(s, "ann", "simple", dice))).toBe("no-budget");
    s = advance(s, dice);
    s = spend(spend(s, "bob", "simple", dice), "bob", "simple", dice);
    expect(errorCode(() => spend(s, "bob", "complex", dice))).toBe("no-budget");
    expect(errorCode(() => spend(s, "bob", "simple", dice))).toBe("no-budget");
  });

  it("sr4 rule 8: one Free action per pass, from the character's phase to the end of the pass", () => {
    let s = sr4Fight([person("ann", 3, 3, 2, { sources: [wired(1)] }), person("bob", 3, 3)], {
      ann: { hits: 3 },
      bob: { hits: 1 },
    });
    // bob's phase has not come yet: no Free action.
    expect(errorCode(() => spend(s, "bob", "free", dice))).toBe("sr4-free-before-phase");
    s = advance(s, dice);
    // ann's phase is over but the pass is not: her Free action is still there, once.
    s = spend(s, "ann", "free", dice);
    expect(srBudget(who(s, "ann").budget).free).toBe(0);
    expect(errorCode(() => spend(s, "ann", "free", dice))).toBe("no-budget");
    // Pass 2: bob has no phase in it, so no Free action either; ann gets a new one with her phase.
    s = advance(s, dice);
    expect(s.pass).toBe(2);
    expect(errorCode(() => spend(s, "bob", "free", dice))).toBe("sr4-no-phase");
    expect(srBudget(who(s, "ann").budget).free).toBe(1);
  });

  it("sr4 rule 8: a character who delays may still take the pass's Free action while waiting", () => {
    let s = sr4Fight([person("ann", 3, 3), person("bob", 3, 3)], { ann: { hits: 4 }, bob: { hits: 1 } });
    s = act(s, "delay", "ann");
    expect(s.currentId).toBe("bob");
    s = spend(s, "ann", "free", dice);
    expect(who(s, "ann").budget).toMatchObject({ simple: 2, free: 0 });
  });

  it("sr4 rule 8: a Free action may replace a Simple one", () => {
    let s = sr4Fight([person("ann", 3, 3)], {});
    s = spend(s, "ann", "free", dice);
    s = spend(s, "ann", "free", dice);
    s = spend(s, "ann", "free", dice);
    // Three Free actions: the pass's own and two in place of the Simple actions.
    expect(who(s, "ann").budget).toMatchObject({ simple: 0, free: 0 });
    expect(errorCode(() => spend(s, "ann", "simple", dice))).toBe("no-budget");
  });

  it("sr4 rule 9: a delayed character intervenes before the acting character of a later phase in the pass", () => {
    let s = sr4Fight([person("ann", 3, 3), person("bob", 3, 3), person("cid", 3, 3)], {
      ann: { hits: 4 },
      bob: { hits: 3 },
      cid: { hits: 2 },
    });
    s = act(s, "delay", "ann");
    expect(s.currentId).toBe("bob");
    s = advance(s, dice);
    expect(s.currentId).toBe("cid");
    s = act(s, "intervene", "ann");
    expect(s.currentId).toBe("ann");
    s = spend(s, "ann", "complex", dice);
    s = advance(s, dice);
    expect(s.currentId).toBe("cid");
    expect(ids(turnOrder(s))).toEqual(["bob", "ann", "cid"]);
  });

  it("sr4 rule 9: a delayed character may act after the last phase of the pass", () => {
    let s = sr4Fight([person("ann", 3, 3), person("bob", 3, 3)], { ann: { hits: 4 }, bob: { hits: 3 } });
    s = act(s, "delay", "ann");
    s = advance(s, dice);
    expect(s.turn).toBe(1);
    expect(s.currentId).toBe("ann");
    s = spend(s, "ann", "simple", dice);
    expect(who(s, "ann").flags.delayed).toBe(false);
  });

  it("sr4 rule 9: delaying into the next pass costs that pass's own phase", () => {
    let s = sr4Fight(
      [person("ann", 3, 3, 2, { sources: [wired(2)] }), person("bob", 3, 3, 2, { sources: [wired(1)] })],
      {
        ann: { hits: 4 },
        bob: { hits: 1 },
      },
    );
    s = act(s, "delay", "ann"); // holds her pass-1 phase
    s = advance(s, dice); // bob acts; only the delayer is left: she is up again
    expect(s.currentId).toBe("ann");
    s = act(s, "delay", "ann"); // carries it into pass 2: the pass is over
    expect(s.currentId).toBeNull();
    s = advance(s, dice);
    expect(s.pass).toBe(2);
    // In pass 2 ann is waiting with her carried action and has no phase of her own: bob acts.
    expect(s.currentId).toBe("bob");
    expect(who(s, "ann").flags.delayed).toBe(true);
    s = act(s, "intervene", "ann");
    s = spend(s, "ann", "complex", dice);
    s = advance(s, dice);
    expect(s.currentId).toBe("bob");
    s = advance(s, dice);
    // Pass 3 is ann's own again.
    expect(s.pass).toBe(3);
    expect(s.currentId).toBe("ann");
  });

  it("sr4 rule 9: a character with one pass may carry a delay into a pass that others have", () => {
    let s = sr4Fight([person("ann", 3, 3), person("sam", 3, 3, 2, { sources: [wired(1)] })], {
      ann: { hits: 4 },
      sam: { hits: 1 },
    });
    s = act(s, "delay", "ann");
    s = advance(s, dice);
    s = advance(act(s, "delay", "ann"), dice);
    expect(s.pass).toBe(2);
    expect(s.currentId).toBe("sam");
    s = act(s, "intervene", "ann");
    expect(s.currentId).toBe("ann");
  });

  it("sr4 rule 9: a character who has spent an action in the phase cannot delay the rest", () => {
    let s = sr4Fight([person("ann", 3, 3), person("bob", 3, 3)], { ann: { hits: 4 }, bob: { hits: 1 } });
    s = spend(s, "ann", "simple", dice);
    expect(errorCode(() => act(s, "delay", "ann"))).toBe("delay-after-action");
    expect(s.currentId).toBe("ann");
  });

  it("sr4 rule 9: no intervening in the middle of someone else's phase, only before its first action or after it", () => {
    let s = sr4Fight([person("ann", 3, 3), person("bob", 3, 3), person("cid", 3, 3)], {
      ann: { hits: 4 },
      bob: { hits: 3 },
      cid: { hits: 2 },
    });
    s = act(s, "delay", "ann");
    s = spend(s, "bob", "simple", dice);
    expect(errorCode(() => act(s, "intervene", "ann"))).toBe("mid-phase");
    s = advance(s, dice); // bob's phase is over: cid is up, nothing done yet
    s = act(s, "intervene", "ann");
    expect(s.currentId).toBe("ann");
  });

  it("sr4 rule 9: a delay carries into the next turn, costing the delayer's first phase there: they act by intervening", () => {
    let s = sr4Fight([person("ann", 3, 3), person("bob", 3, 3)], { ann: { hits: 4 }, bob: { hits: 1 } });
    s = act(s, "delay", "ann");
    s = advance(s, dice); // bob; ann at the end of the only pass
    expect(s.currentId).toBe("ann");
    s = act(s, "delay", "ann");
    expect(s.currentId).toBeNull();
    expect(who(s, "ann").flags.delayCarriedInto).toBe("next-turn");
    expect(turnOrder(s).find((r) => r.combatantId === "ann")?.flags.delayCarriedInto).toBe("next-turn");
    s = nextTurn(s, { ann: { hits: 4 }, bob: { hits: 1 } });
    expect(s.turn).toBe(2);
    // ann has the higher score, but her first phase of the turn is the delayed one: bob acts.
    expect(s.currentId).toBe("bob");
    expect(who(s, "ann").flags).toMatchObject({ delayed: true, delayCarriedInto: "next-turn" });
    s = act(s, "intervene", "ann");
    expect(s.currentId).toBe("ann");
    expect(who(s, "ann").budget).toMatchObject({ simple: 2, free: 1 });
    expect(who(s, "ann").flags.delayCarriedInto ?? null).toBeNull();
    s = advance(s, dice);
    expect(s.currentId).toBe("bob");
    s = advance(s, dice);
    expect(s.turn).toBe(3);
    expect(who(s, "ann").flags.delayed).toBe(false);
  });

  it("sr4 rule 10: Full Defense in the character's own phase takes its Complex at once", () => {
    let s = sr4Fight([person("ann", 3, 3), person("bob", 3, 3)], { ann: { hits: 4 }, bob: { hits: 1 } });
    s = act(s, "full-defense", "ann");
    expect(who(s, "ann").flags.fullDefense).toBe(true);
    expect(srBudget(who(s, "ann").budget).simple).toBe(0);
    expect(srBudget(who(s, "ann").budget).free).toBe(1);
  });

  it("sr4 rule 10: Full Defense before the character's phase uses up its next action", () => {
    let s = sr4Fight([person("ann", 3, 3), person("bob", 3, 3)], { ann: { hits: 4 }, bob: { hits: 1 } });
    s = act(s, "full-defense", "bob");
    expect(who(s, "bob").flags.fullDefense).toBe(true);
    s = advance(s, dice);
    expect(s.currentId).toBe("bob");
    expect(srBudget(who(s, "bob").budget).simple).toBe(0);
    expect(errorCode(() => spend(s, "bob", "simple", dice))).toBe("no-budget");
  });

  it("sr4 rule 10: Full Defense after the character acted takes its phase in the next pass", () => {
    let s = sr4Fight([person("ann", 3, 3, 2, { sources: [wired(1)] }), person("bob", 3, 3)], {
      ann: { hits: 4 },
      bob: { hits: 1 },
    });
    s = advance(s, dice);
    s = act(s, "full-defense", "ann");
    s = advance(s, dice);
    expect(s.pass).toBe(2);
    expect(s.currentId).toBe("ann");
    expect(srBudget(who(s, "ann").budget).simple).toBe(0);
  });

  it("sr4 rule 10 (settled 2026-12-01): Full Defense once the phase is over is owed to the next phase", () => {
    // Ann's first phase is over, nothing spent in it, and she is still current (the moment between two
    // phases): the phase already over must not pay for it; her phase in pass 2 does.
    let s = sr4Fight([person("ann", 3, 3, 2, { sources: [wired(1)] }), person("bob", 3, 3)], {
      ann: { hits: 4 },
      bob: { hits: 1 },
    });
    s = phaseOver(s);
    expect(s.currentId).toBe("ann");
    s = act(s, "full-defense", "ann");
    expect(who(s, "ann").flags).toMatchObject({ fullDefense: true, fullDefenseOwed: true });
    s = advance(advance(s, dice), dice);
    expect([s.pass, s.currentId]).toEqual([2, "ann"]);
    expect(srBudget(who(s, "ann").budget).simple).toBe(0);
    expect(who(s, "ann").flags.fullDefenseOwed).toBe(false);
  });

  it("sr4 rule 10 (settled 2026-12-01): Full Defense after one's last phase of the turn is over takes the next turn's first", () => {
    let s = sr4Fight([person("ann", 3, 3), person("bob", 3, 3)], { ann: { hits: 4 }, bob: { hits: 1 } });
    s = act(phaseOver(s), "full-defense", "ann");
    expect(who(s, "ann").flags.fullDefenseOwed).toBe(true);
    s = nextTurn(s, { ann: { hits: 4 }, bob: { hits: 1 } });
    expect(s.currentId).toBe("ann");
    expect(who(s, "ann").flags.fullDefense).toBe(true);
    expect(srBudget(who(s, "ann").budget).simple).toBe(0);
  });

  it("sr4 rule 10: Full Defense with no phase left this turn uses up the first action of the next turn", () => {
    let s = sr4Fight([person("ann", 3, 3), person("bob", 3, 3)], { ann: { hits: 4 }, bob: { hits: 1 } });
    s = advance(s, dice);
    s = act(s, "full-defense", "ann");
    s = nextTurn(s, { ann: { hits: 4 }, bob: { hits: 1 } });
    expect(s.turn).toBe(2);
    expect(s.currentId).toBe("ann");
    expect(who(s, "ann").flags.fullDefense).toBe(true);
    expect(srBudget(who(s, "ann").budget).simple).toBe(0);
    // Paid: the turn after that is free again.
    s = nextTurn(s, {});
    expect(who(s, "ann").flags.fullDefense).toBe(false);
  });

  it("sr4 rule 10: a delaying character's Full Defense takes the held phase: it cannot intervene with it", () => {
    let s = sr4Fight([person("ann", 3, 3), person("bob", 3, 3), person("cid", 3, 3)], {
      ann: { hits: 4 },
      bob: { hits: 2 },
      cid: { hits: 1 },
    });
    s = act(s, "delay", "ann");
    expect(s.currentId).toBe("bob");
    s = act(s, "full-defense", "ann");
    expect(who(s, "ann").flags.fullDefense).toBe(true);
    expect(who(s, "ann").flags.delayed).toBe(false);
    expect(errorCode(() => act(s, "intervene", "ann"))).toBe("not-delaying");
    // nothing is owed: the next turn's first phase is Ann's in full
    expect(phasesOfTurn(s)).toEqual(["1:bob", "1:cid"]);
    s = nextTurn(s, { ann: { hits: 4 }, bob: { hits: 2 }, cid: { hits: 1 } });
    expect(s.currentId).toBe("ann");
    expect(srBudget(who(s, "ann").budget).simple).toBe(2);
    expect(who(s, "ann").flags.fullDefense).toBe(false);
  });
});
