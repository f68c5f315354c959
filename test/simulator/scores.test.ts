// The simulator's verbs for "Scores set by hand, and who rolls": set-score (rule 1), roll with physical dice
// (rule 2) and group (rule 3). What the engine refuses is a refused row; what the format cannot mean is a bad
// scenario naming its field.
import { describe, expect, it } from "vitest";
import { ScenarioError } from "../../src/simulator/errors";
import type { FightLog } from "../../src/simulator/log";
import { parseScenarioText } from "../../src/simulator/parse";
import { runScenario } from "../../src/simulator/run";
import { validateScenario } from "../../src/simulator/validate";

const FILE = "inline.yaml";

function play(text: string): FightLog {
  return runScenario(validateScenario(FILE, parseScenarioText(FILE, text)));
}

function failure(run: () => unknown): ScenarioError {
  try {
    run();
  } catch (err) {
    if (err instanceof ScenarioError) return err;
    throw err;
  }
  throw new Error("expected a ScenarioError");
}

// sr5: Alice 7 + 1d6, Bob 6 + 1d6
const SR5 = (dice: string, events: string) => `ruleset: sr5
dice: { scripted: [${dice}] }
combatants:
  - { id: alice, name: Alice, attributes: { reaction: 4, intuition: 3, edge: 2 } }
  - { id: bob, name: Bob, attributes: { reaction: 3, intuition: 3, edge: 1 } }
events:
${events}`;

describe("simulator: scores set by hand", () => {
  it("rule 1: set-score in a turn re-sorts the phases still to come", () => {
    const log = play(
      SR5(
        "3, 2",
        "  - { during: alice, do: [{ spend: alice, kind: simple }, { set-score: alice, score: 4 }] }\n",
      ),
    );
    const rows = log.turns[0]!.passes[0]!.phases;
    expect(rows.map((r) => [r.combatantId, r.score])).toEqual([
      ["alice", 10],
      ["bob", 8],
    ]);
    expect(rows[0]!.actions.map((a) => a.ok)).toEqual([true, true]);
  });

  it("rule 1: at before-roll a typed score is the roll of the coming turn, with no dice", () => {
    const log = play(SR5("2", "  - { at: before-roll, do: [{ set-score: alice, score: 3 }] }\n"));
    const alice = log.turns[0]!.initiative.find((l) => l.id === "alice")!;
    expect(alice).toMatchObject({ score: 3, dice: [] });
    expect(log.turns[0]!.passes[0]!.phases.map((r) => r.combatantId)).toEqual(["bob", "alice"]);
  });

  it("rule 1: a fraction or a score out of range is a refused row, and the fight goes on", () => {
    const log = play(
      SR5(
        "3, 2",
        "  - { during: alice, do: [{ set-score: bob, score: 2.5 }, { set-score: bob, score: 200 }] }\n",
      ),
    );
    const refused = log.turns[0]!.passes[0]!.phases[0]!.actions.map((a) => a.refused?.code);
    expect(refused).toEqual(["score-not-whole", "score-out-of-range"]);
  });

  it("rule 1: a score that is not a number at all is a bad scenario naming the field", () => {
    const e = failure(() =>
      play(SR5("3, 2", "  - { during: alice, do: [{ set-score: bob, score: high }] }\n")),
    );
    expect(e.field).toBe("events[0].do[0].score");
  });

  it("rule 2: physical dice give the roll; the wrong count or face is refused and the engine rolls instead", () => {
    const log = play(
      SR5("4", "  - { at: before-roll, do: [{ roll: alice, faces: [6] }, { roll: bob, faces: [6, 1] }] }\n"),
    );
    const line = (id: string) => log.turns[0]!.initiative.find((l) => l.id === id)!;
    expect(line("alice")).toMatchObject({ dice: [6], score: 13 });
    expect(line("bob")).toMatchObject({ dice: [4], score: 10 });
    expect(log.turns[0]!.actions.map((a) => a.refused?.code ?? "ok")).toEqual(["ok", "dice-count"]);
  });

  it("rule 2: physical dice after the roll are a bad scenario", () => {
    const e = failure(() => play(SR5("3, 2", "  - { during: alice, do: [{ roll: bob, faces: [3] }] }\n")));
    expect(e.field).toBe("events[0].do[0].roll");
    expect(e.expected).toBe("rollPoint");
  });

  it("rule 3: a group rolls once and every member gets its score", () => {
    const log = play(
      SR5("5", "  - { at: before-roll, do: [{ group: alice, into: pair }, { group: bob, into: pair }] }\n"),
    );
    expect(log.turns[0]!.initiative.map((l) => [l.id, l.score])).toEqual([
      ["alice", 12],
      ["bob", 12],
    ]);
    expect(log.unusedDice).toEqual([]);
  });
});
