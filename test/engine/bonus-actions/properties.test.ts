// bonus-actions rule 6 over random tables (fast-check): whoever takes Free actions, whoever delays and
// intervenes, never two Free actions in one phase (a resumed phase is the same phase), and per turn never
// more than the phases the turn started with.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  srBudget,
  advance,
  apply,
  createCombat,
  RuleError,
  seededDice,
  startTurn,
  type CombatState,
  type Command,
} from "../../../src/engine";
import { person } from "../flow/fixtures";

type Click = { op: "advance" | "delay" | "intervene" | "free" | "simple"; who: number };

const arbTable = fc.record({
  size: fc.integer({ min: 3, max: 5 }),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  clicks: fc.array(
    fc.record({
      op: fc.constantFrom(
        ...([
          "advance",
          "advance",
          "delay",
          "delay",
          "intervene",
          "intervene",
          "intervene",
          "simple",
        ] as const),
        ...(["free", "free", "free", "free", "free"] as const),
      ),
      who: fc.nat(),
    }) as fc.Arbitrary<Click>,
    { minLength: 10, maxLength: 60 },
  ),
});

function click(s: CombatState, c: Click, step: number): CombatState {
  const id = s.combatants[c.who % s.combatants.length]!.id;
  const actor = s.currentId ?? id;
  const commands: Record<Exclude<Click["op"], "advance">, Command> = {
    delay: { type: "delay", combatantId: actor },
    intervene: { type: "intervene", combatantId: id },
    free: { type: "spend", combatantId: id, kind: "free" },
    simple: { type: "spend", combatantId: actor, kind: "simple" },
  };
  try {
    return c.op === "advance" ? advance(s, seededDice(step)) : apply(s, commands[c.op], seededDice(step));
  } catch (e) {
    if (e instanceof RuleError) return s;
    throw e;
  }
}

describe("bonus-actions invariants", () => {
  it("bonus-actions rule 6: at most one Free action per phase, resumed or not, and per turn no more than its phases", () => {
    fc.assert(
      fc.property(arbTable, ({ size, seed, clicks }) => {
        const inputs = Array.from({ length: size }, (_, i) => person(`c${i}`, 3 + i, 3));
        let s = startTurn(createCombat("bonus-actions", inputs, seededDice(seed)), seededDice(seed + 1));
        let phases = s.combatants.filter((c) => (c.score ?? 0) > 0).length;
        const taken = new Set<string>();
        const perTurn = new Map<string, number>();
        clicks.forEach((c, step) => {
          const before = s;
          s = click(s, c, step);
          if (s.turn !== before.turn) {
            phases = s.combatants.filter((x) => (x.score ?? 0) > 0).length;
            return;
          }
          for (const x of s.combatants) {
            const was = before.combatants.find((y) => y.id === x.id);
            if (!was || srBudget(x.budget).free >= srBudget(was.budget).free) continue;
            // The phase is known by whose it is, however often it was left and resumed.
            const key = `${s.turn}:${x.id}:${String(before.currentId)}`;
            expect(taken.has(key), `a second Free action in one phase (${key})`).toBe(false);
            taken.add(key);
            const count = (perTurn.get(`${s.turn}:${x.id}`) ?? 0) + 1;
            perTurn.set(`${s.turn}:${x.id}`, count);
            expect(count).toBeLessThanOrEqual(phases);
          }
        });
      }),
      { numRuns: 500 },
    );
  });
});
