// Going back restores exactly (fast-check): long random fights of every ruleset (advances through passes and
// turns, spends, delays, Full Defense, defeats, wounds), each step stored as a history entry the way the
// Combat write stores it (the update merged into the stored object as Foundry merges it, through JSON), then
// undone newest first all the way back to the start: every state on the way back is the one it was. Also:
// the array history older worlds stored is migrated without loss.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  advance,
  apply,
  createCombat,
  InputError,
  makeInput,
  RULESET_IDS,
  RuleError,
  seededDice,
  startTurn,
  updateCombatant,
  type CombatState,
  type Command,
} from "../../../src/engine";
import {
  entries,
  entryOf,
  goBack,
  historyFromArray,
  MAX_HISTORY,
  pushEntry,
  undo,
  type DeleteKey,
  type History,
} from "../../../src/foundry/combat/history";
import { applyToSource } from "../../stand-in/documents";
import { wired } from "../../engine/flow/fixtures";

const v13Delete: DeleteKey = (key) => [`-=${key}`, null];

type Step =
  { kind: "advance" } | { kind: "command"; who: number; cmd: string } | { kind: "wound"; who: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.constant<Step>({ kind: "advance" }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("command" as const),
      who: fc.nat(7),
      cmd: fc.constantFrom("simple", "complex", "delay", "intervene", "full-defense", "defeated", "back"),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("wound" as const), who: fc.nat(7) }) },
);

function command(cmd: string, id: string): Command {
  if (cmd === "simple" || cmd === "complex") return { type: "spend", combatantId: id, kind: cmd };
  if (cmd === "defeated" || cmd === "back")
    return { type: "defeated", combatantId: id, defeated: cmd === "defeated" };
  return { type: cmd as "delay" | "intervene" | "full-defense", combatantId: id };
}

/** One random step, or null when the rules refuse it. */
function play(state: CombatState, step: Step, dice: ReturnType<typeof seededDice>): CombatState | null {
  const c = "who" in step ? state.combatants[step.who % state.combatants.length]! : null;
  try {
    if (step.kind === "advance") return advance(state, dice);
    if (step.kind === "wound")
      return updateCombatant(state, { ...c!.input, woundModifier: 0 - (step.who % 4) }, dice);
    return apply(state, command(step.cmd, c!.id), dice);
  } catch (e) {
    if (e instanceof RuleError || e instanceof InputError) return null;
    throw e;
  }
}

/** The stored `system` after the history update: merged as Foundry merges it, then read back from JSON. */
function store(system: { history: History }, update: Record<string, unknown>): void {
  applyToSource(system, { history: update }, {});
  system.history = JSON.parse(JSON.stringify(system.history)) as History;
}

describe("going back restores every state exactly (property)", () => {
  for (const ruleset of RULESET_IDS) {
    it(`${ruleset}: a long random fight undone step by step lands on each earlier state, back to the start`, () => {
      fc.assert(
        fc.property(
          fc.integer(),
          fc.integer({ min: 2, max: 8 }),
          fc.array(stepArb, { minLength: 40, maxLength: MAX_HISTORY }),
          (seed, size, steps) => {
            const dice = seededDice(seed);
            const inputs = Array.from({ length: size }, (_, i) =>
              makeInput({
                id: `c${i}`,
                name: `Fighter ${i}`,
                attributes: { reaction: 1 + ((seed + i) & 5), intuition: 2 + (i % 4), edge: 2 },
                sources: i % 2 === 0 ? [wired(1 + (i % 3))] : [],
                d20: { dex: 8 + i },
              }),
            );
            let state = startTurn(createCombat(ruleset, inputs, dice), dice);
            const states = [structuredClone({ ...state })];
            const system = { history: {} as History };
            for (const step of steps) {
              const next = play(state, step, dice);
              if (next === null || next === state) continue;
              store(
                system,
                pushEntry(system.history, JSON.parse(JSON.stringify(entryOf(state, next))), v13Delete),
              );
              state = next;
              states.push(structuredClone({ ...state }));
            }
            expect(entries(system.history)).toHaveLength(states.length - 1);
            for (let i = states.length - 2; i >= 0; i -= 1) {
              const back = goBack(state, system.history, "phase", v13Delete);
              expect(back).not.toBeNull();
              store(system, back!.update);
              state = back!.state;
              expect(state).toEqual(states[i]);
            }
            expect(goBack(state, system.history, "phase", v13Delete)).toBeNull();
          },
        ),
        { numRuns: 25 },
      );
    });
  }

  it("a full history keeps the newest MAX_HISTORY entries: each write deletes exactly the oldest", () => {
    const system = { history: {} as History };
    const entry = { round: 1, pass: 1, currentId: null, acted: 0 };
    for (let i = 0; i < MAX_HISTORY + 5; i += 1) {
      const update = pushEntry(system.history, { ...entry, round: i }, v13Delete);
      expect(Object.keys(update)).toHaveLength(i < MAX_HISTORY ? 1 : 2);
      store(system, update);
    }
    const kept = entries(system.history).map(([, e]) => e.round);
    expect(kept).toEqual(Array.from({ length: MAX_HISTORY }, (_, i) => i + 5));
  });

  it("an array history from an older world becomes keyed entries that undo to the same states", () => {
    const base = { turn: 2, pass: 2, currentId: "b", actedOrder: ["a"], timedItems: [] };
    const state = {
      ...base,
      combatants: [{ id: "a", score: 9, flags: { delayed: false }, phaseBegun: true }],
    } as unknown as CombatState;
    // the old format: whole fields per combatant, fields the advance added, the acted list whole
    const old = {
      round: 2,
      pass: 1,
      currentId: "a",
      actedOrder: [],
      timedItems: [{ name: "Jazz" }],
      combatants: { a: { score: 11, flags: { delayed: true } } },
      added: { a: ["phaseBegun"] },
    };
    const history = historyFromArray([old, { ...old, round: 1 }]);
    expect(entries(history).map(([key]) => key)).toEqual(["h1", "h2"]);
    expect(undo(state, history.h1!)).toEqual({
      ...state,
      pass: 1,
      currentId: "a",
      actedOrder: [],
      timedItems: [{ name: "Jazz" }],
      combatants: [{ id: "a", score: 11, flags: { delayed: true } }],
    });
  });
});
