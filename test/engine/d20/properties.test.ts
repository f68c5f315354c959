import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  d20Budget,
  advance,
  apply,
  createCombat,
  makeInput,
  RuleError,
  seededDice,
  startTurn,
  type CombatState,
  type Command,
} from "../../../src/engine";
import { turnBudget } from "../../../src/engine/rulesets/d20/budget";
import { applyD20 } from "../../../src/engine/rulesets/d20/commands";
import { compareD20, d20CanReact } from "../../../src/engine/rulesets/d20/order";
import { actionSurge, awareness, bonusFeature, combatant, get, round } from "./fixtures";

// Small ranges so ties on score, DEX, tie position and coin all happen often.
const arbCombatant = fc.record({
  score: fc.option(fc.integer({ min: 8, max: 10 }), { nil: null }),
  dex: fc.integer({ min: 12, max: 13 }),
  tieOrder: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
  coin: fc.constantFrom(0.1, 0.5, 0.9),
});
const arbField = fc
  .array(arbCombatant, { minLength: 1, maxLength: 8 })
  .map((specs) => specs.map((s, i) => combatant({ id: `c${i}`, ...s })));

describe("d20 invariants", () => {
  it("d20 rules 2-3: the order is total and does not depend on how the combatants were listed", () => {
    fc.assert(
      fc.property(arbField, (cs) => {
        for (const a of cs) {
          for (const b of cs) {
            expect(Math.sign(compareD20(a, b)) + Math.sign(compareD20(b, a))).toBe(0);
            if (a !== b) expect(compareD20(a, b)).not.toBe(0);
            for (const c of cs) {
              if (compareD20(a, b) < 0 && compareD20(b, c) < 0) expect(compareD20(a, c)).toBeLessThan(0);
            }
          }
        }
        const ids = [...cs].sort(compareD20).map((c) => c.id);
        expect(
          [...cs]
            .reverse()
            .sort(compareD20)
            .map((c) => c.id),
        ).toEqual(ids);
      }),
    );
  });

  it("d20 rule 3: a swap only ever exchanges the two tied combatants, everyone else keeps their place", () => {
    fc.assert(
      fc.property(arbField, fc.nat(), fc.nat(), (cs, i, j) => {
        const s = round(1, []);
        const state = { ...s, combatants: cs };
        const a = cs[i % cs.length]!;
        const b = cs[j % cs.length]!;
        const before = [...cs].sort(compareD20).map((c) => c.id);
        let after: string[];
        try {
          after = [...applyD20(state, { type: "swap-tie", combatantId: a.id, otherId: b.id }).combatants]
            .sort(compareD20)
            .map((c) => c.id);
        } catch (e) {
          expect(e).toBeInstanceOf(RuleError);
          return;
        }
        const expected = before.map((id) => (id === a.id ? b.id : id === b.id ? a.id : id));
        expect(after).toEqual(expected);
      }),
    );
  });

  const arbSpend: fc.Arbitrary<Command> = fc.oneof(
    fc
      .constantFrom("action", "bonus", "reaction", "object", "action-surge")
      .map((kind): Command =>
        kind === "action-surge"
          ? { type: "action-surge", combatantId: "op" }
          : { type: "spend", combatantId: "op", kind: kind as "action" },
      ),
    fc
      .integer({ min: -5, max: 40 })
      .map((amount): Command => ({ type: "spend", combatantId: "op", kind: "movement", amount })),
  );

  it("d20 rule 5: whatever is tried on one turn, nothing goes below zero and no more is spent than allowed", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 2 }),
        fc.array(arbSpend, { maxLength: 20 }),
        (bonus, uses, cmds) => {
          const sources = [...(bonus ? [bonusFeature] : []), actionSurge(uses)];
          const base = round(1, [{ id: "op", sources, actionSurgeUses: uses, speed: 30 }], "op");
          let s: CombatState = {
            ...base,
            combatants: base.combatants.map((c) => ({ ...c, budget: turnBudget(c) })),
          };
          let actions = 0;
          let feet = 0;
          let surges = 0;
          let bonusTaken = 0;
          for (const cmd of cmds) {
            try {
              const next = applyD20(s, cmd);
              const b0 = d20Budget(get(s, "op").budget);
              const b1 = d20Budget(get(next, "op").budget);
              if (cmd.type === "action-surge") surges += 1;
              actions += b0.action - b1.action > 0 ? 1 : 0;
              feet += b0.movement - b1.movement;
              bonusTaken += b0.bonusAction - b1.bonusAction;
              s = next;
            } catch (e) {
              expect(e).toBeInstanceOf(RuleError);
            }
            const b = d20Budget(get(s, "op").budget);
            for (const v of [b.action, b.bonusAction, b.reaction, b.object, b.movement])
              expect(v).toBeGreaterThanOrEqual(0);
          }
          expect(surges).toBeLessThanOrEqual(Math.min(1, uses));
          expect(actions).toBeLessThanOrEqual(1 + surges);
          expect(feet).toBeLessThanOrEqual(30);
          expect(bonusTaken).toBeLessThanOrEqual(bonus ? 1 : 0);
        },
      ),
    );
  });
});

describe("d20 invariants through the turn flow", () => {
  const arbFighter = fc.record({
    dex: fc.integer({ min: 8, max: 18 }),
    surprised: fc.boolean(),
    advantage: fc.boolean(),
  });

  it("d20 rules 2 and 4: every round each combatant acts once, highest score first; the surprised skip round 1", () => {
    fc.assert(
      fc.property(
        fc.array(arbFighter, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 1000 }),
        (fighters, reroll, seed) => {
          const inputs = fighters.map((f, i) =>
            makeInput({
              id: `f${i}`,
              name: `f${i}`,
              d20: { dex: f.dex },
              sources: f.advantage ? [awareness] : [],
            }),
          );
          const dice = seededDice(seed);
          let s = createCombat("d20", inputs, dice, { d20RerollEachRound: reroll });
          fighters.forEach((f, i) => {
            if (f.surprised) s = apply(s, { type: "surprise", combatantId: `f${i}`, surprised: true }, dice);
          });
          s = startTurn(s, dice);
          for (let roundNo = 1; roundNo <= 3; roundNo += 1) {
            expect(s.turn).toBe(roundNo);
            const acting = fighters.flatMap((f, i) => (roundNo === 1 && f.surprised ? [] : [`f${i}`]));
            const seen: string[] = [];
            const scores = new Map(s.combatants.map((c) => [c.id, c.score]));
            for (let guard = 0; guard < 10 && s.turn === roundNo && s.currentId !== null; guard += 1) {
              seen.push(s.currentId);
              s = advance(s, dice);
            }
            expect([...seen].sort()).toEqual([...acting].sort());
            const inOrder = seen.map((id) => scores.get(id)!);
            expect(inOrder).toEqual([...inOrder].sort((a, b) => b - a));
            if (acting.length === 0) s = advance(s, dice);
          }
        },
      ),
    );
  });
});

describe("d20 reaction availability", () => {
  const arbRound = fc
    .record({
      turn: fc.integer({ min: 0, max: 2 }),
      people: fc.array(
        fc.record({
          score: fc.integer({ min: 1, max: 20 }),
          surprised: fc.boolean(),
          acted: fc.boolean(),
          defeated: fc.boolean(),
          reaction: fc.integer({ min: 0, max: 1 }),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      current: fc.nat(),
    })
    .map(({ turn, people, current }) => {
      const s = round(
        turn,
        people.map((p, i) => ({ id: `p${i}`, ...p, budget: { reaction: p.reaction } })),
        turn === 0 ? null : `p${current % people.length}`,
      );
      const combatants = s.combatants.map((c, i) => ({
        ...c,
        flags: { ...c.flags, defeated: people[i]!.defeated },
      }));
      return { ...s, combatants };
    });

  it("d20 rules 4-5: d20CanReact says yes exactly when spending the reaction is accepted", () => {
    fc.assert(
      fc.property(arbRound, (s) => {
        for (const c of s.combatants) {
          let accepted = true;
          try {
            applyD20(s, { type: "spend", combatantId: c.id, kind: "reaction" });
          } catch (e) {
            expect(e).toBeInstanceOf(RuleError);
            accepted = false;
          }
          expect(d20CanReact(c, s)).toBe(accepted);
        }
      }),
    );
  });
});
