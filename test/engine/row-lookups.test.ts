// The simulator looks rows up by id at every phase and action (issue 29: a phase linear in the crowd), so the
// engine's lookups must say exactly what turnOrder says: one combatant's row, every row, and the phases each
// still has, in every state a fight passes through (fast-check, all rulesets, commands refused or not).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  advance,
  apply,
  createCombat,
  makeInput,
  phasesLeftById,
  phaseViewOf,
  phaseViews,
  RULESET_IDS,
  RuleError,
  seededDice,
  turnOrder,
  type CombatState,
  type Command,
} from "../../src/engine";

const crowd = fc.array(
  fc.record({
    reaction: fc.integer({ min: 1, max: 8 }),
    intuition: fc.integer({ min: 1, max: 8 }),
    edge: fc.integer({ min: 0, max: 4 }),
    dex: fc.integer({ min: 3, max: 20 }),
  }),
  { minLength: 1, maxLength: 7 },
);
const TYPES = ["delay", "intervene", "full-defense", "seize", "blitz", "edge-go-first"] as const;
const step = fc.record({ type: fc.option(fc.constantFrom(...TYPES)), who: fc.nat() });

function sameAsTurnOrder(state: CombatState): void {
  const order = turnOrder(state);
  const byId = (rows: { combatantId: string }[]) =>
    [...rows].sort((a, b) => a.combatantId.localeCompare(b.combatantId));
  expect(byId(phaseViews(state))).toEqual(byId(order));
  const left = phasesLeftById(state);
  for (const row of order) {
    expect(phaseViewOf(state, row.combatantId)).toEqual(row);
    expect(left.get(row.combatantId)).toBe(row.passesLeft);
  }
  expect(phaseViewOf(state, "nobody")).toBeUndefined();
}

describe("the engine's row lookups", () => {
  it("a row looked up by id, all rows and the phases left are what turnOrder shows, in every state of a fight", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RULESET_IDS),
        fc.integer({ min: 0, max: 2 ** 31 }),
        crowd,
        fc.array(step, { maxLength: 40 }),
        (ruleset, seed, people, steps) => {
          const dice = seededDice(seed);
          const inputs = people.map((p, i) =>
            makeInput({
              id: `c${i}`,
              name: `C ${i}`,
              attributes: { reaction: p.reaction, intuition: p.intuition, edge: p.edge },
              d20: { dex: p.dex },
            }),
          );
          let state = advance(createCombat(ruleset, inputs, dice), dice);
          for (const s of steps) {
            sameAsTurnOrder(state);
            if (s.type === null) {
              state = advance(state, dice);
              continue;
            }
            const command = { type: s.type, combatantId: `c${s.who % inputs.length}` } as Command;
            try {
              state = apply(state, command, dice);
            } catch (err) {
              if (!(err instanceof RuleError)) throw err;
            }
          }
          sameAsTurnOrder(state);
        },
      ),
      { numRuns: 150 },
    );
  });
});
