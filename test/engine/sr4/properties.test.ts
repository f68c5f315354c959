// Invariants of sr4 that must hold whatever the dice and whatever the table clicks (fast-check).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  advance,
  apply,
  createCombat,
  makeSource,
  RuleError,
  seededDice,
  startTurn,
  updateCombatant,
  type CombatantInput,
  type CombatState,
  type Command,
  withFlags,
} from "../../../src/engine";
import { compareSr4, inSr4Pass } from "../../../src/engine/rulesets/sr4/order";
import { person } from "../flow/fixtures";

const arbInput = (i: number) =>
  fc
    .record({
      rea: fc.integer({ min: 1, max: 6 }),
      int: fc.integer({ min: 1, max: 6 }),
      edge: fc.integer({ min: 0, max: 3 }),
      passes: fc.integer({ min: 0, max: 3 }),
      astral: fc.boolean(),
    })
    .map((r): CombatantInput =>
      person(`c${i}`, r.rea, r.int, r.edge, {
        mode: r.astral ? "astral" : "physical",
        sources:
          r.passes > 0 ? [makeSource({ id: "w", name: "Wired", kind: "cyberware", passes: r.passes })] : [],
      }),
    );

const arbFight = fc
  .integer({ min: 1, max: 5 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbInput(i))))
  .chain((inputs) => fc.tuple(fc.constant(inputs), fc.integer({ min: 1, max: 1_000_000 })))
  .map(([inputs, seed]) => startTurn(createCombat("sr4", inputs, seededDice(seed)), seededDice(seed + 1)));

type Click = {
  op:
    | "advance"
    | "go-first"
    | "extra-pass"
    | "delay"
    | "intervene"
    | "spend"
    | "defend"
    | "wound"
    | "maim"
    | "heal";
  who: number;
};
const arbClicks = clicksOf([]);

/** Random table clicks; `extra` adds ops (such as maim and heal) to the usual mix. */
function clicksOf(extra: Click["op"][]) {
  return fc.array(
    fc.record({
      op: fc.constantFrom(
        "advance",
        "advance",
        "advance",
        "go-first",
        "extra-pass",
        "delay",
        "intervene",
        "spend",
        "defend",
        "wound",
        ...extra,
      ),
      who: fc.nat(),
    }) as fc.Arbitrary<Click>,
    { maxLength: 40 },
  );
}

function click(s: CombatState, c: Click, step: number): CombatState {
  const target = s.combatants[c.who % s.combatants.length]!;
  const id = target.id;
  const dice = seededDice(step);
  const command: Record<Exclude<Click["op"], "advance" | "wound" | "maim" | "heal">, Command> = {
    "go-first": { type: "edge-go-first", combatantId: id },
    "extra-pass": { type: "edge-extra-pass", combatantId: id },
    delay: { type: "delay", combatantId: s.currentId ?? id },
    intervene: { type: "intervene", combatantId: id },
    spend: { type: "spend", combatantId: s.currentId ?? id, kind: step % 2 ? "simple" : "free" },
    defend: { type: "full-defense", combatantId: id },
  };
  try {
    if (c.op === "advance") return advance(s, dice);
    if (c.op === "wound") {
      const woundModifier = Math.max(-6, target.input.woundModifier - 1);
      return updateCombatant(s, { ...target.input, woundModifier }, dice);
    }
    // A heavy wound that takes any score to 0 or less, and healing it all again.
    if (c.op === "maim") return updateCombatant(s, { ...target.input, woundModifier: -30 }, dice);
    if (c.op === "heal") return updateCombatant(s, { ...target.input, woundModifier: 0 }, dice);
    return apply(s, command[c.op], dice);
  } catch (e) {
    if (e instanceof RuleError) return s;
    throw e;
  }
}

describe("sr4 invariants", () => {
  it("sr4 rule 3: the phase order is total and does not depend on how the combatants are listed", () => {
    fc.assert(
      fc.property(arbFight, fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }), (s, goFirst) => {
        const cs = s.combatants.map((c, i) => ({
          ...c,
          flags: withFlags(c.flags, "sr4", { goFirst: goFirst[i] ?? false }),
        }));
        for (const a of cs) {
          for (const b of cs) {
            expect(Math.sign(compareSr4(a, b)) + Math.sign(compareSr4(b, a))).toBe(0);
            if (a.id !== b.id) expect(compareSr4(a, b)).not.toBe(0);
            for (const c of cs) {
              if (compareSr4(a, b) < 0 && compareSr4(b, c) < 0) expect(compareSr4(a, c)).toBeLessThan(0);
            }
          }
        }
        const forward = [...cs].sort(compareSr4).map((c) => c.id);
        expect(
          [...cs]
            .reverse()
            .sort(compareSr4)
            .map((c) => c.id),
        ).toEqual(forward);
      }),
    );
  });

  it("sr4 rules 2, 5, 7: whatever is clicked, passes stay 1-4, Edge never below 0, the actor can act", () => {
    fc.assert(
      fc.property(arbFight, arbClicks, (start, clicks) => {
        let s = start;
        clicks.forEach((c, step) => {
          s = click(s, c, step);
          expect(s.pass).toBeGreaterThanOrEqual(1);
          expect(s.pass).toBeLessThanOrEqual(4);
          for (const x of s.combatants) {
            expect(x.input.edgePoints).toBeGreaterThanOrEqual(0);
            expect(x.passes).toBeGreaterThanOrEqual(1);
            expect(x.passes).toBeLessThanOrEqual(4);
            expect(x.phasesTaken).toBeLessThanOrEqual(4);
            expect(Number.isFinite(x.score)).toBe(true);
          }
          const current = s.combatants.find((x) => x.id === s.currentId);
          if (current) expect(inSr4Pass(current, s)).toBe(true);
        });
      }),
    );
  });

  it("sr4 rules 1, 2: left alone, a turn gives everyone one phase per pass they have, in score order", () => {
    fc.assert(
      fc.property(arbFight, (start) => {
        const phases = new Map<string, number>();
        const scoresInPass = new Map<number, number[]>();
        let s = start;
        for (let guard = 0; guard < 40 && s.turn === start.turn && s.currentId !== null; guard += 1) {
          const c = s.combatants.find((x) => x.id === s.currentId)!;
          phases.set(c.id, (phases.get(c.id) ?? 0) + 1);
          if (!c.flags.criticalGlitch)
            scoresInPass.set(s.pass, [...(scoresInPass.get(s.pass) ?? []), c.score ?? 0]);
          s = advance(s, seededDice(guard));
        }
        for (const c of start.combatants) {
          expect(phases.get(c.id) ?? 0).toBe(c.score !== null && c.score > 0 ? c.passes : 0);
        }
        for (const list of scoresInPass.values()) {
          expect(list).toEqual([...list].sort((a, b) => b - a));
        }
      }),
    );
  });

  it("sr4 rule 5: no phase after a score reached 0 or less within a turn, even if healed", () => {
    fc.assert(
      fc.property(arbFight, clicksOf(["maim", "heal", "heal"]), (start, clicks) => {
        const out = new Set<string>();
        let s = start;
        clicks.forEach((c, step) => {
          const turn = s.turn;
          s = click(s, c, step);
          if (s.turn !== turn) out.clear();
          if (s.currentId !== null) expect(out.has(s.currentId), `${s.currentId} acts again`).toBe(false);
          for (const x of s.combatants) if (x.score !== null && x.score <= 0) out.add(x.id);
        });
      }),
      { numRuns: 300 },
    );
  });
});
