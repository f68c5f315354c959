// Who is next, and the rest of the turn (issue "what GMs ask every combat tracker for", 4), kept right as
// scores change ("Scores set by hand, and who rolls", rule 1): the forecast is what advance() then does.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  advance,
  advanceInTurn as afterPhase,
  apply,
  createCombat,
  forecast,
  planTurn,
  registeredRulesets,
  scriptedDice,
  seededDice,
  startTurn,
  turnOrder,
  upNext,
  type CombatState,
} from "../../../src/engine";
import { person, wired } from "../flow/fixtures";
import { bob, carol, sr5Fight } from "./fixtures";
import { sr4Fight } from "../sr4/helpers";

describe("forecast: the rest of the pass and the passes to come", () => {
  it("sr5 (rule 2): the pass from the acting combatant on, then every later pass with its scores", () => {
    const { s } = sr5Fight();
    expect(forecast(s)).toEqual({
      rest: { pass: 1, ids: ["alice", "carol", "bob"], scores: [27, 13, 10] },
      later: [
        { pass: 2, ids: ["alice", "carol"], scores: [17, 3] },
        { pass: 3, ids: ["alice"], scores: [7] },
      ],
      next: "carol",
    });
  });

  it("Scores set by hand, rule 1: a typed score changes the forecast at once", () => {
    const { s, dice } = sr5Fight();
    const t = apply(s, { type: "set-score", combatantId: "bob", score: 22 }, dice);
    expect(forecast(t).rest.ids).toEqual(["alice", "bob", "carol"]);
    expect(forecast(t).later.map((p) => p.ids)).toEqual([
      ["alice", "bob", "carol"],
      ["alice", "bob"],
    ]);
    expect(upNext(t)).toBe("bob");
  });

  it("sr4 (rule 2): the passes to come hold those with that many passes", () => {
    const ann = person("ann", 4, 4, 3, { sources: [{ ...wired(2), passes: 2, dice: 0 }] });
    const ben = person("ben", 4, 3, 2);
    const s = sr4Fight([ann, ben], { ann: { hits: 1 }, ben: { hits: 3 } });
    expect(forecast(s).rest.ids).toEqual(["ben", "ann"]);
    expect(forecast(s).later.map((p) => p.ids)).toEqual([["ann"], ["ann"]]);
  });

  it("delayers come last in the rest of the pass: they act after its last phase unless they intervene", () => {
    const fight = sr5Fight();
    const dice = fight.dice;
    let s = fight.s;
    s = apply(s, { type: "delay", combatantId: "alice" }, dice);
    expect(forecast(s).rest.ids).toEqual(["carol", "bob", "alice"]);
  });

  it("the last phase of the turn has nobody next; before the first turn there is nothing to forecast", () => {
    const dice = scriptedDice([6, 3]);
    let s = startTurn(createCombat("bonus-actions", [bob, carol], dice), dice);
    // bob 12, carol 11
    expect(s.currentId).toBe("bob");
    expect(upNext(s)).toBe("carol");
    s = advance(s, dice);
    expect(upNext(s)).toBeNull();
    expect(forecast(createCombat("d20", [bob], dice))).toEqual({
      rest: { pass: 1, ids: [], scores: [] },
      later: [],
      next: null,
    });
  });
});

describe("forecast: properties over random fights of every ruleset", () => {
  const fighters = fc.array(
    fc.record({ rea: fc.integer({ min: 1, max: 6 }), int: fc.integer({ min: 1, max: 6 }), wired: fc.nat(3) }),
    { minLength: 1, maxLength: 6 },
  );
  // a score typed before the n-th phase ends (-1: none)
  const typed = fc.array(fc.record({ who: fc.nat(5), score: fc.integer({ min: -5, max: 40 }) }), {
    maxLength: 8,
  });

  it("the forecast at a turn's start is the plan of the turn; later on, its next is who advance() hands the phase to", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...registeredRulesets()),
        fighters,
        typed,
        fc.nat(1000),
        (ruleset, specs, sets, seed) => {
          const inputs = specs.map((f, i) =>
            person(`c${i}`, f.rea, f.int, 1 + (i % 3), { sources: f.wired > 0 ? [wired(f.wired)] : [] }),
          );
          const dice = seededDice(seed);
          let s: CombatState | null = startTurn(createCombat(ruleset, inputs, dice), dice);
          const plan = planTurn(s);
          const f0 = forecast(s);
          expect([f0.rest, ...f0.later].filter((p) => p.ids.length > 0)).toEqual(plan);
          let step = 0;
          while (s !== null && step < 60) {
            const set = sets[step % Math.max(1, sets.length)];
            if (set && step < sets.length) {
              const id = inputs[set.who % inputs.length]!.id;
              s = apply(s, { type: "set-score", combatantId: id, score: set.score }, dice);
              // Scores set by hand, rule 1: the order stays total, everyone listed once
              const rows = turnOrder(s).map((r) => r.combatantId);
              expect(new Set(rows).size).toBe(inputs.length);
            }
            const f = forecast(s);
            expect(new Set(f.rest.ids).size).toBe(f.rest.ids.length);
            if (s.currentId !== null) expect(f.rest.ids[0]).toBe(s.currentId);
            const next: CombatState | null = afterPhase(s);
            expect(f.next).toBe(next?.currentId ?? null);
            s = next;
            step += 1;
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
