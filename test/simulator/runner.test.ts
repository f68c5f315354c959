// The simulator in-process: events fire at the named points of a turn, what the engine refuses is recorded
// and the fight goes on, the JSON output keeps its documented shape, and scenario mistakes found during
// the fight name their field.
import { describe, expect, it } from "vitest";
import { failure } from "./scenario-failure";
import { renderJson } from "../../src/simulator/json";
import type { FightLog } from "../../src/simulator/log";
import { translator } from "../../src/simulator/messages";
import { parseScenarioText } from "../../src/simulator/parse";
import { runScenario } from "../../src/simulator/run";
import { renderTable } from "../../src/simulator/table";
import { validateScenario } from "../../src/simulator/validate";

const FILE = "inline.yaml";

function scenario(text: string) {
  return validateScenario(FILE, parseScenarioText(FILE, text));
}

function play(text: string): FightLog {
  return runScenario(scenario(text));
}

// sr5: Alice 7 + 1d6, Bob 6 + 1d6
const SR5 = (dice: string, events = "") => `ruleset: sr5
dice: { scripted: [${dice}] }
combatants:
  - { id: alice, name: Alice, attributes: { reaction: 4, intuition: 3, edge: 2 } }
  - { id: bob, name: Bob, attributes: { reaction: 3, intuition: 3, edge: 1 } }
${events}`;

describe("simulator runner", () => {
  it("sr5 rule 4: a wound at 'before alice', before she has done anything, gives Bob (8) her place", () => {
    const log = play(
      SR5("3, 2", "events:\n  - { before: alice, do: [{ update: alice, woundModifier: -3 }] }\n"),
    );
    const rows = log.turns[0]!.passes[0]!.phases;
    // 10 - 3 = 7 is below Bob's 8: the score changes at once and the phase she had not used is his
    expect(rows.map((r) => [r.combatantId, r.score])).toEqual([
      ["bob", 8],
      ["alice", 7],
    ]);
    expect(rows[0]!.actions.map((a) => [a.point, a.combatantId, a.verb])).toEqual([
      ["before", "alice", "update"],
    ]);
  });

  it("sr5 rule 4: once Alice has spent an action, a wound lowers her score but the phase stays hers", () => {
    const events = [
      "events:",
      "  - { during: alice, do: [{ spend: alice, kind: simple, category: physical }] }",
      "  - { during: alice, do: [{ update: alice, woundModifier: -3 }] }",
      "",
    ].join("\n");
    const rows = play(SR5("3, 2", events)).turns[0]!.passes[0]!.phases;
    expect(rows.map((r) => r.combatantId)).toEqual(["alice", "bob"]);
  });

  it("sr5 rule 4: a wound during Alice's phase moves Bob's phase that has not come yet", () => {
    const log = play(`ruleset: sr5
dice: { scripted: [6, 4, 4] }
combatants:
  - { id: alice, name: Alice, attributes: { reaction: 4, intuition: 3, edge: 2 } }
  - { id: bob, name: Bob, attributes: { reaction: 3, intuition: 3, edge: 1 } }
  - { id: carol, name: Carol, attributes: { reaction: 3, intuition: 2, edge: 1 } }
events:
  - { during: alice, do: [{ update: bob, woundModifier: -2 }] }
`);
    // Alice 13, Bob 10, Carol 9; Bob's wound makes him 8, after Carol
    expect(log.turns[0]!.passes[0]!.phases.map((r) => [r.combatantId, r.score])).toEqual([
      ["alice", 13],
      ["carol", 9],
      ["bob", 8],
    ]);
  });

  it("sr5 rule 2: events fire at their points, and an end-of-pass wound shows in the next pass's score", () => {
    const log = play(
      SR5(
        "6, 6, 6",
        `turns: 1
events:
  - { at: before-roll, do: [{ update: bob, woundModifier: 0 }] }
  - { at: start-of-turn, do: [{ update: bob, woundModifier: 0 }] }
  - { at: start-of-pass, do: [{ update: bob, woundModifier: 0 }] }
  - { before: alice, do: [{ update: bob, woundModifier: 0 }] }
  - { during: alice, do: [{ spend: alice, kind: complex }] }
  - { after: alice, do: [{ update: bob, woundModifier: 0 }] }
  - { at: end-of-pass, do: [{ update: alice, woundModifier: -2 }] }
  - { at: end-of-turn, do: [{ update: bob, woundModifier: 0 }] }
`,
      ).replace("[6, 6, 6]", "[6, 6]"),
    );
    const turn = log.turns[0]!;
    expect(turn.actions.map((a) => a.point)).toEqual(["before-roll", "start-of-turn", "end-of-turn"]);
    const [pass1, pass2] = turn.passes;
    expect(pass1!.actions.map((a) => a.point)).toEqual(["start-of-pass", "end-of-pass"]);
    expect(pass1!.phases[0]!.actions.map((a) => a.point)).toEqual(["before", "during", "after"]);
    // Alice 13, Bob 12; pass 2: 10 off each, and Alice's wound of -2 on top
    expect(pass1!.phases.map((p) => p.score)).toEqual([13, 12]);
    expect(pass2!.phases.map((p) => [p.combatantId, p.score])).toEqual([
      ["bob", 2],
      ["alice", 1],
    ]);
  });

  it("sr5 rule 5: a refused command is recorded with the engine's reason and the fight goes on", () => {
    // Bob has 1 Edge: the second Seize has nothing left to pay with
    const log = play(SR5("1, 1", "events:\n  - { at: before-roll, do: [{ seize: bob }, { seize: bob }] }\n"));
    const [first, second] = log.turns[0]!.actions;
    expect(first!.ok).toBe(true);
    expect(second!.ok).toBe(false);
    expect(second!.refused?.code).toBeTruthy();
    expect(second!.refused?.message).toContain("Bob");
    const rows = log.turns[0]!.passes[0]!.phases;
    expect(rows.map((r) => r.combatantId)).toEqual(["bob", "alice"]);
    expect(rows[0]!.notes).toContain("seized");
  });

  it("sr4 rule 5: a turn in which nobody is above 0 has no phase, and the next turn is played", () => {
    const log = play(`ruleset: sr4
turns: 2
dice: { scripted: [2, 1, 5, 6] }
combatants:
  - { id: f, name: F, woundModifier: -2, attributes: { reaction: 1, intuition: 1, edge: 0 } }
`);
    expect(log.turns[0]!.passes).toEqual([]);
    // turn 2: two hits, 2 + 2 - 2 = 2
    expect(log.turns[1]!.passes[0]!.phases.map((p) => [p.combatantId, p.score])).toEqual([["f", 2]]);
    expect(renderTable(log, translator("en"))).toContain("nobody has a phase");
  });

  it("reads a JSON scenario as well as YAML", () => {
    const json = JSON.stringify({
      ruleset: "sr5",
      dice: { scripted: [3, 2] },
      combatants: [
        { id: "alice", name: "Alice", attributes: { reaction: 4, intuition: 3, edge: 2 } },
        { id: "bob", name: "Bob", attributes: { reaction: 3, intuition: 3, edge: 1 } },
      ],
    });
    expect(renderJson(play(json))).toBe(renderJson(play(SR5("3, 2"))));
  });

  it("the same dice give the same fight: a seed replays exactly", () => {
    const text = SR5("1").replace("{ scripted: [1] }", "{ seed: 42 }") + "turns: 3\n";
    expect(renderJson(play(text))).toBe(renderJson(play(text)));
    expect(renderJson(play(text.replace("seed: 42", "seed: 43")))).not.toBe(renderJson(play(text)));
  });

  it("keeps the documented JSON shape (docs/simulator.md): version 1 and these fields", () => {
    const log = JSON.parse(
      renderJson(play(SR5("3, 2", "events:\n  - { during: alice, do: [{ delay: alice }] }\n"))),
    );
    expect(Object.keys(log)).toEqual(["version", "scenario", "turns", "unusedDice", "checkpoints"]);
    expect(log.version).toBe(1);
    expect(Object.keys(log.scenario)).toEqual(["file", "name", "ruleset", "turns"]);
    const turn = log.turns[0];
    expect(Object.keys(turn)).toEqual(["turn", "initiative", "passes", "actions", "emptyPasses"]);
    expect(Object.keys(turn.initiative[0]).sort()).toEqual(
      [
        "bonusActions",
        "criticalGlitch",
        "dice",
        "formula",
        "glitch",
        "hits",
        "id",
        "kept",
        "name",
        "noPhase",
        "passes",
        "score",
      ].sort(),
    );
    const phase = turn.passes[0].phases[0];
    expect(Object.keys(phase)).toEqual([
      "kind",
      "combatantId",
      "name",
      "score",
      "budget",
      "budgetLeft",
      "notes",
      "actions",
    ]);
    expect(Object.keys(phase.budget)).toEqual(["simple", "bonus", "bonusCategory", "free", "freePer"]);
    expect(Object.keys(phase.actions[0])).toEqual([
      "point",
      "verb",
      "combatantId",
      "detail",
      "args",
      "ok",
      "refused",
      "lostPhases",
    ]);
    expect(phase.notes).toContain("delayed");
  });

  it("prints the table in German with --lang de strings", () => {
    const table = renderTable(play(SR5("3, 2")), translator("de"));
    expect(table).toContain("Kampfrunde 1: Initiative");
    expect(table).toMatch(/Kampfrunde\s+Durchgang\s+Handelt\s+Wert\s+Handlungen\s+Hinweise/);
    expect(table).toContain("1 komplexe oder 2 einfache, 1 freie");
  });

  it("sr5 rule 4: a combatant who joins mid-turn rolls and takes a phase; one who leaves has none", () => {
    const log = play(
      SR5(
        "3, 2, 6",
        `events:
  - during: alice
    do:
      - add: { id: carol, name: Carol, attributes: { reaction: 2, intuition: 2, edge: 1 } }
      - remove: bob
`,
      ),
    );
    expect(log.turns[0]!.passes[0]!.phases.map((p) => [p.combatantId, p.score])).toEqual([
      ["alice", 10],
      ["carol", 10],
    ]);
  });

  it("item short forms: compendium name and rating, `use:` with overrides, or every field spelt out", () => {
    const s = scenario(`ruleset: sr5
dice: { seed: 1 }
combatants:
  - id: sam
    attributes: { reaction: 5, intuition: 4, edge: 3 }
    items:
      - wired-reflexes 2
      - { use: jazz, active: false }
      - { name: Reaction Enhancers, kind: cyberware, flat: 2 }
`);
    const [wired, jazz, enhancers] = s.combatants[0]!.sources;
    expect(wired).toMatchObject({
      id: "wired-reflexes",
      rating: 2,
      dice: 2,
      flat: 2,
      bonusActions: 2,
      active: true,
    });
    expect(jazz).toMatchObject({ id: "jazz", kind: "drug", dice: 2, flat: 1, passes: 1, active: false });
    expect(enhancers).toMatchObject({ id: "reaction-enhancers", flat: 2, dice: 0 });
    const bad = (item: string) =>
      failure(() => scenario(SR5("1").replace("edge: 2 }", `edge: 2 }, items: [${item}]`)));
    expect(bad("wired-reflexes 4")).toMatchObject({
      field: "combatants[0].items[0]",
      expected: "itemRating",
    });
    expect(bad("moonshine")).toMatchObject({ field: "combatants[0].items[0]", expected: "item" });
  });

  it("names the field when an update switches on an item the combatant does not have", () => {
    const err = failure(() =>
      play(SR5("3, 2", "events:\n  - { during: alice, do: [{ update: alice, activate: [wired] }] }\n")),
    );
    expect(err.field).toBe("events[0].do[0].activate[0]");
    expect(err.expected).toBe("itemId");
  });

  it("rules formula table: a switch to hot sim needs Data Processing, which the scenario must give", () => {
    const err = failure(() =>
      scenario(SR5("3, 2", "events:\n  - { during: alice, do: [{ update: alice, mode: matrix-hot }] }\n")),
    );
    expect(err.field).toBe("events[0].do[0].attributes");
    expect(err.params).toMatchObject({ mode: "matrix-hot", attributes: "dataProcessing" });
    // given in the same update, it is fine
    const ok =
      "events:\n  - { during: alice, do: [{ update: alice, mode: matrix-hot, attributes: { dataProcessing: 5 } }] }\n";
    expect(() => scenario(SR5("3, 2", ok))).not.toThrow();
  });

  it("bonus-actions rule 5: a category picked after the roll shows on the roll line, as it is in force", () => {
    const log = play(`ruleset: bonus-actions
dice: { scripted: [3, 3, 4] }
combatants:
  - { id: ada, attributes: { reaction: 4, intuition: 4, edge: 2 }, initiateGrade: 2, items: [wired-reflexes 1] }
  - { id: gan, attributes: { reaction: 6, intuition: 6, edge: 2 } }
events:
  - { at: start-of-turn, do: [{ choose-bonus-category: ada, category: magic }] }
`);
    const ada = log.turns[0]!.initiative.find((l) => l.id === "ada");
    // rolled with the physical default (Wired Reflexes I: 1), then the initiate grade's 2 magic ones picked
    expect(ada?.bonusActions).toEqual({ category: "magic", count: 2 });
    expect(renderTable(log, translator("en"))).toMatch(/ada .*= 15 +\+2 bonus Simple \(magic\)/);
  });

  it("lowering Alice's Edge rating below her points left carries the points down (no edgePoints error)", () => {
    const log = play(
      SR5(
        "3, 2",
        `events:
  - { during: alice, do: [{ update: alice, attributes: { edge: 1 } }] }
expect:
  - { turn: 1, pass: 1, after: alice, state: { alice: { edge: 1 } } }
`,
      ),
    );
    expect(log.checkpoints[0]?.combatants.alice?.edge).toBe(1);
    // an update that sets the points above the new rating itself is still refused, naming that field
    const err = failure(() =>
      play(
        SR5(
          "3, 2",
          "events:\n  - { during: alice, do: [{ update: alice, attributes: { edge: 1 }, edgePoints: 2 }] }\n",
        ),
      ),
    );
    expect(err.field).toContain("edgePoints");
  });
});

describe("simulator runner: scores set by hand, and who rolls (rules 1-3)", () => {
  it("rule 1: set-score in a turn re-sorts the phases still to come", () => {
    const log = play(
      SR5(
        "3, 2",
        "events:\n  - { during: alice, do: [{ spend: alice, kind: simple }, { set-score: alice, score: 4 }] }\n",
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
    const log = play(SR5("2", "events:\n  - { at: before-roll, do: [{ set-score: alice, score: 3 }] }\n"));
    const alice = log.turns[0]!.initiative.find((l) => l.id === "alice")!;
    expect(alice).toMatchObject({ score: 3, dice: [] });
    expect(log.turns[0]!.passes[0]!.phases.map((r) => r.combatantId)).toEqual(["bob", "alice"]);
  });

  it("rule 1: a fraction or a score out of range is a refused row, and the fight goes on", () => {
    const log = play(
      SR5(
        "3, 2",
        "events:\n  - { during: alice, do: [{ set-score: bob, score: 2.5 }, { set-score: bob, score: 200 }] }\n",
      ),
    );
    const refused = log.turns[0]!.passes[0]!.phases[0]!.actions.map((a) => a.refused?.code);
    expect(refused).toEqual(["score-not-whole", "score-out-of-range"]);
  });

  it("rule 1: a score that is not a number at all is a bad scenario naming the field", () => {
    const e = failure(() =>
      play(SR5("3, 2", "events:\n  - { during: alice, do: [{ set-score: bob, score: high }] }\n")),
    );
    expect(e.field).toBe("events[0].do[0].score");
  });

  it("rule 2: physical dice give the roll; the wrong count or face is refused and the engine rolls instead", () => {
    const log = play(
      SR5(
        "4",
        "events:\n  - { at: before-roll, do: [{ roll: alice, faces: [6] }, { roll: bob, faces: [6, 1] }] }\n",
      ),
    );
    const line = (id: string) => log.turns[0]!.initiative.find((l) => l.id === id)!;
    expect(line("alice")).toMatchObject({ dice: [6], score: 13 });
    expect(line("bob")).toMatchObject({ dice: [4], score: 10 });
    expect(log.turns[0]!.actions.map((a) => a.refused?.code ?? "ok")).toEqual(["ok", "dice-count"]);
  });

  it("rule 2: physical dice after the roll are a bad scenario", () => {
    const e = failure(() =>
      play(SR5("3, 2", "events:\n  - { during: alice, do: [{ roll: bob, faces: [3] }] }\n")),
    );
    expect(e.field).toBe("events[0].do[0].roll");
    expect(e.expected).toBe("rollPoint");
  });

  it("rule 3: a group rolls once and every member gets its score", () => {
    const log = play(
      SR5(
        "5",
        "events:\n  - { at: before-roll, do: [{ group: alice, into: pair }, { group: bob, into: pair }] }\n",
      ),
    );
    expect(log.turns[0]!.initiative.map((l) => [l.id, l.score])).toEqual([
      ["alice", 12],
      ["bob", 12],
    ]);
    expect(log.unusedDice).toEqual([]);
  });
});
