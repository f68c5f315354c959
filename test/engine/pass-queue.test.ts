// The pass queue (src/engine/pass-queue.ts) only saves work: advance on a state that kept its queue gives
// exactly the state the shared flow finds by searching, which it does for a copy of that state (a copy has
// no queue), also across passes, whose order the queue carries over without sorting. A queued state (built
// only when read) looks to its readers like the plain state it stands for. Checked phase by phase over whole turns of every ruleset (fast-check; the passes of docs/rules.md
// sr4 rule 2, sr5 rule 2, bonus-actions rule 1, d20 rule 2), small attributes so ties are common.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  advance,
  apply,
  createCombat,
  getRuleset,
  makeInput,
  makeSource,
  planTurn,
  RULESET_IDS,
  seededDice,
  startTurn,
  type CombatantState,
  type CombatState,
} from "../../src/engine";
import { wired } from "./flow/fixtures";

const fighters = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    makeInput({
      id: `c${i}`,
      name: `Fighter ${i}`,
      attributes: { reaction: 1 + (i % 4), intuition: 1 + (i % 3), edge: 1 },
      // extra dice for sr5, extra passes for sr4 (rules sr4 rule 2): several passes to cross
      sources: i % 3 === 0 ? [makeSource({ ...wired(1 + (i % 2)), passes: 1 + (i % 2) })] : [],
      d20: { dex: 10 + (i % 3) },
    }),
  );

/** The turn's phases played with advance() until the last one acts: every state on the way. */
function playTurn(rolled: CombatState): CombatState[] {
  const dice = seededDice(5);
  const phases = planTurn(rolled).reduce((sum, pass) => sum + pass.ids.length, 0);
  const states = [rolled];
  for (let i = 1; i < phases; i += 1) states.push(advance(states[states.length - 1]!, dice));
  return states;
}

const fighterArb = fc.record({
  reaction: fc.integer({ min: 1, max: 4 }),
  intuition: fc.integer({ min: 1, max: 3 }),
  wired: fc.integer({ min: 0, max: 3 }),
  dex: fc.integer({ min: 10, max: 12 }),
});

describe("advance with the pass queue = advance searching (property)", () => {
  for (const ruleset of RULESET_IDS) {
    it(`${ruleset}: two turns phase by phase, each step equal to the step from a copy without the queue`, () => {
      fc.assert(
        fc.property(fc.integer(), fc.array(fighterArb, { minLength: 1, maxLength: 12 }), (seed, fighters) => {
          const inputs = fighters.map((f, i) =>
            makeInput({
              id: `c${i}`,
              name: `Fighter ${i}`,
              attributes: { reaction: f.reaction, intuition: f.intuition, edge: 1 },
              sources: f.wired > 0 ? [wired(f.wired)] : [],
              d20: { dex: f.dex },
            }),
          );
          const dice = seededDice(seed);
          let s = startTurn(createCombat(ruleset, inputs, dice), dice);
          for (let step = 0; step < 200 && s.turn < 3; step += 1) {
            // the same dice for both, in case the step starts a new turn
            const [a, b] = [seededDice(seed + step), seededDice(seed + step)];
            const copy = { ...s };
            const next = advance(s, a);
            expect(next).toEqual(advance(copy, b));
            s = next;
          }
          expect(s.turn).toBe(3);
        }),
        { numRuns: 40 },
      );
    });
  }
});

describe("a ruleset's next pass hands each new combatant to the pass queue in the same sweep", () => {
  for (const ruleset of RULESET_IDS) {
    it(`${ruleset}: every place once, in order, and the new pass holds what the queue made of each (rules ${ruleset} passes)`, () => {
      const dice = seededDice(4);
      const rolled = startTurn(createCombat(ruleset, fighters(9), dice), dice);
      const handed: number[] = [];
      const returned: CombatantState[] = [];
      const each = (c: CombatantState, i: number) => {
        handed.push(i);
        // a new object, so the test sees whether the pass holds this one
        returned[i] = { ...c };
        return returned[i];
      };
      const next = getRuleset(ruleset).nextPass({ ...rolled, currentId: null }, undefined, each);
      if (next === null) {
        // bonus-actions rule 1, d20 rule 2: one pass a turn, so nothing to hand over
        expect(handed).toEqual([]);
        return;
      }
      expect(handed).toEqual(rolled.combatants.map((_, i) => i));
      next.combatants.forEach((c, i) => expect(c).toBe(returned[i]));
      expect(next.combatants.map((c) => c.id)).toEqual(rolled.combatants.map((c) => c.id));
    });
  }
});

describe("sr4: Edge to go first lasts one pass, also when the queue carries the order on (property)", () => {
  it("sr4 rule 7b: after a pass someone went first in, the next pass is ordered afresh, as searching finds it", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fighterArb, { minLength: 2, maxLength: 10 }),
        fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
        (seed, fighters, picks) => {
          const inputs = fighters.map((f, i) =>
            makeInput({
              id: `c${i}`,
              name: `Fighter ${i}`,
              attributes: { reaction: f.reaction, intuition: f.intuition, edge: 3 },
              sources: f.wired > 0 ? [makeSource({ ...wired(f.wired), passes: f.wired })] : [],
            }),
          );
          const dice = seededDice(seed);
          let s = startTurn(createCombat("sr4", inputs, dice), dice);
          for (let step = 0; step < 200 && s.turn < 3; step += 1) {
            // at the start of a pass, now and then someone spends Edge to go first (refused ones are skipped)
            if (s.actedOrder.length === 0 && picks[step % picks.length]! % 3 === 0) {
              const who = s.combatants[picks[(step + 1) % picks.length]! % s.combatants.length]!;
              try {
                s = apply(s, { type: "edge-go-first", combatantId: who.id }, dice);
              } catch {
                // no phase in this pass, or no Edge left: nothing happens
              }
            }
            const [a, b] = [seededDice(seed + step), seededDice(seed + step)];
            const copy = { ...s };
            const next = advance(s, a);
            expect(next).toEqual(advance(copy, b));
            // going first is over with the pass it was bought for
            if (next.pass !== s.pass) expect(next.combatants.filter((c) => c.flags.goFirst)).toEqual([]);
            s = next;
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("a queued state reads as the plain state it stands for", () => {
  for (const ruleset of RULESET_IDS) {
    it(`${ruleset}: keys, JSON, spread, freezing and going on from it (rules ${ruleset} passes)`, () => {
      const dice = seededDice(9);
      const rolled = startTurn(createCombat(ruleset, fighters(9), dice), dice);
      const states = playTurn(rolled);
      // each phase of the plan acts in turn: the queue hands over in the plan's order
      expect(states.map((s) => s.currentId)).toEqual(planTurn(rolled).flatMap((pass) => pass.ids));
      for (const [i, s] of states.entries()) {
        const plain = { ...s };
        expect(Object.keys(s)).toEqual(Object.keys(rolled));
        expect(JSON.parse(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(plain)));
        expect(structuredClone(plain)).toEqual(s);
        expect(s.actedOrder).toHaveLength(s.pass === states[0]!.pass ? i : s.actedOrder.length);
        // the same object read twice: built once
        expect(s.combatants).toBe(s.combatants);
      }
      // a state frozen by its reader still goes on, by searching
      const middle = states[Math.floor(states.length / 2)]!;
      const expected = advance({ ...middle }, seededDice(1));
      expect(advance(Object.freeze(middle), seededDice(1))).toEqual(expected);
    });
  }
});

describe("a state changed by its reader leaves the pass's other states alone", () => {
  for (const ruleset of ["sr4", "sr5"] as const) {
    it(`${ruleset}: changing the first state of a pass (rules ${ruleset} passes) changes no later state`, () => {
      const dice = seededDice(4);
      const rolled = startTurn(createCombat(ruleset, fighters(9), dice), dice);
      const expected = playTurn(rolled).map((s) => JSON.stringify(s));
      const states = playTurn(rolled);
      // the first state of each later pass, and one inside pass 1, changed before anything after them is read
      const firsts = states.filter((s, i) => i > 0 && s.pass !== states[i - 1]!.pass);
      expect(firsts.length).toBeGreaterThan(0);
      for (const s of [states[1]!, ...firsts]) {
        (s as { currentId: string | null }).currentId = "somebody else";
        (s as { pass: number }).pass = 99;
      }
      const changed = new Set<CombatState>([states[1]!, ...firsts]);
      states.forEach((s, i) => {
        if (!changed.has(s)) expect(JSON.stringify(s)).toBe(expected[i]);
      });
      expect(states[1]!.pass).toBe(99);
    });
  }
});

describe("a state read only after its pass is over reads as it stood", () => {
  for (const ruleset of ["sr4", "sr5"] as const) {
    it(`${ruleset}: each state of a turn (rules ${ruleset} passes) read at once or only at the end is the same`, () => {
      const dice = seededDice(6);
      const rolled = startTurn(createCombat(ruleset, fighters(9), dice), dice);
      // read at once: every state is built before the next advance
      const phases = planTurn(rolled).reduce((sum, pass) => sum + pass.ids.length, 0);
      const atOnce = [JSON.stringify(rolled)];
      let s = rolled;
      const play = seededDice(5);
      for (let i = 1; i < phases; i += 1) {
        s = advance(s, play);
        atOnce.push(JSON.stringify(s));
      }
      // read at the end: the passes end while nobody has looked at their states yet
      const late = playTurn(rolled);
      expect(new Set(late.map((x) => x.pass)).size).toBeGreaterThan(1);
      expect(late.map((x) => JSON.stringify(x))).toEqual(atOnce);
    });
  }
});

describe("a change to the state advance has just returned is honoured", () => {
  for (const ruleset of RULESET_IDS) {
    it(`${ruleset}: the next to act, marked defeated by the reader, is passed over (rules ${ruleset} passes; a defeated combatant has no phase, as d20 rule 2 says)`, () => {
      const dice = seededDice(8);
      const rolled = startTurn(createCombat(ruleset, fighters(9), dice), dice);
      const order = planTurn(rolled)[0]!.ids;
      let s = rolled;
      for (let i = 0; i < 3; i += 1) s = advance(s, dice);
      // the queue would hand the phase to order[4]; the reader takes that combatant out first
      const gone = order[4]!;
      s.combatants = s.combatants.map((c) =>
        c.id === gone ? { ...c, flags: { ...c.flags, defeated: true } } : c,
      );
      const expected = advance({ ...s }, seededDice(2));
      const next = advance(s, seededDice(2));
      expect(next.currentId).not.toBe(gone);
      expect(next).toEqual(expected);
    });
  }
});
