// Every field of `expect:` can fail (issue 8 "A simulator that can say what it played"): each test plays a
// small fight, shows the expectation that holds, then a wrong one that `--check` reports.
import { describe, expect, it } from "vitest";
import { checkScenario } from "../../src/simulator/expect";
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

/** The mismatch keys --check reports for `expect` (a YAML list) on the fight `fight`. */
function check(fight: string, expectations: string): string[] {
  const s = scenario(`${fight}expect:\n${expectations}`);
  return checkScenario(runScenario(s), s).map((m) => `${m.path} ${m.key}`);
}

// sr5 rule 5: Alice 7 + 1d6, Bob 6 + 1d6 with one Edge point; Bob seizes, then tries a Blitz he cannot pay.
const SR5 = `ruleset: sr5
dice: { scripted: [3, 2] }
combatants:
  - { id: alice, name: Alice, attributes: { reaction: 4, intuition: 3, edge: 2 } }
  - { id: bob, name: Bob, attributes: { reaction: 3, intuition: 3, edge: 1 } }
events:
  - at: before-roll
    do: [{ seize: bob }, { blitz: bob }]
  - during: alice
    do: [{ update: alice, woundModifier: -2 }]
`;

// sr4 rules 3, 7, 11: Pia (1 pass) 10 + 5 hits = 15 sets a grenade; Quinn 7 + 2 = 9 and Rosa 5 + 1 = 6
// (2 passes each, Wired Reflexes I). In pass 2 Pia has no phase; Rosa spends Edge to go first.
const SR4 = `ruleset: sr4
dice: { scripted: [5, 5, 5, 5, 5, 2, 2, 2, 2, 2, 5, 5, 2, 2, 2, 2, 2, 5, 2, 2, 2, 2] }
combatants:
  - { id: pia, name: Pia, attributes: { reaction: 5, intuition: 5, edge: 1 } }
  - { id: quinn, name: Quinn, attributes: { reaction: 3, intuition: 3, edge: 1 }, items: [Wired Reflexes I] }
  - { id: rosa, name: Rosa, attributes: { reaction: 2, intuition: 2, edge: 2 }, items: [Wired Reflexes I] }
events:
  - { during: pia, do: [{ timed-item: pia, name: Grenade }] }
  - { pass: 2, at: start-of-pass, do: [{ edge-go-first: rosa }] }
`;

describe("expect: what the simulator played can be checked", () => {
  it("sr5 rule 5: a Blitz refused before the roll is a turn-level refusal; refused/notRefused without a pass check it", () => {
    expect(check(SR5, "  - { turn: 1, refused: [bob] }\n")).toEqual([]);
    expect(check(SR5, "  - { turn: 1, refused: [] }\n")).toEqual(["expect[0] Refused"]);
    expect(check(SR5, "  - { turn: 1, notRefused: [alice] }\n")).toEqual([]);
    expect(check(SR5, "  - { turn: 1, notRefused: [bob] }\n")).toEqual(["expect[0] RefusedAbsent"]);
    // in pass 1 itself nothing was refused
    expect(check(SR5, "  - { turn: 1, pass: 1, refused: [], notRefused: [bob] }\n")).toEqual([]);
  });

  it("sr5 rule 5: Edge points left at an event point (Seize paid Bob's only point before the roll)", () => {
    expect(
      check(SR5, "  - { turn: 1, at: start-of-turn, state: { bob: { edge: 0 }, alice: { edge: 2 } } }\n"),
    ).toEqual([]);
    expect(check(SR5, "  - { turn: 1, at: before-roll, state: { bob: { edge: 1 } } }\n")).toEqual([
      "expect[0] State",
    ]);
  });

  it("sr5 rule 4: a score at any event point, not only when the phase began (Alice 10, wounded to 8 in her phase)", () => {
    expect(check(SR5, "  - { turn: 1, pass: 1, scores: { alice: 10 } }\n")).toEqual([]);
    expect(check(SR5, "  - { turn: 1, after: alice, state: { alice: { score: 8 } } }\n")).toEqual([]);
    expect(check(SR5, "  - { turn: 1, after: alice, state: { alice: { score: 10 } } }\n")).toEqual([
      "expect[0] State",
    ]);
    // a point that never comes is a mismatch, not a silent pass
    expect(check(SR5, "  - { turn: 1, pass: 2, after: alice, state: { alice: { score: 8 } } }\n")).toEqual([
      "expect[0] NoPoint",
      "expect[0] NoPass",
    ]);
  });

  it("sr4 rules 2-4: the dice rolled, hits, glitch and passes of each roll", () => {
    const ok =
      "  - { turn: 1, initiative: { quinn: { dice: [5, 5, 2, 2, 2, 2, 2], hits: 2, score: 9, passes: 2, glitch: false, criticalGlitch: false } } }\n";
    expect(check(SR4, ok)).toEqual([]);
    expect(check(SR4, "  - { turn: 1, initiative: { pia: { hits: 4 } } }\n")).toEqual(["expect[0] Roll"]);
    expect(check(SR4, "  - { turn: 1, initiative: { pia: { passes: 2 } } }\n")).toEqual(["expect[0] Roll"]);
    expect(check(SR4, "  - { turn: 1, initiative: { rosa: { glitch: true } } }\n")).toEqual([
      "expect[0] Roll",
    ]);
    expect(check(SR4, "  - { turn: 1, initiative: { rosa: { dice: [5, 2, 2, 2, 1] } } }\n")).toEqual([
      "expect[0] Roll",
    ]);
  });

  it("sr4 rule 4: a glitch and a critical glitch on the roll can be expected and fail when wrong", () => {
    const glitching = SR4.replace("5, 2, 2, 2, 2] }", "5, 1, 1, 1, 2] }").replace(
      "[5, 5, 5, 5, 5, 2, 2, 2, 2, 2,",
      "[1, 1, 1, 1, 1, 1, 2, 2, 2, 2,",
    );
    const events = glitching.indexOf("events:");
    const fight = glitching.slice(0, events);
    expect(
      check(
        fight,
        "  - { turn: 1, initiative: { rosa: { glitch: true, criticalGlitch: false }, pia: { criticalGlitch: true } } }\n",
      ),
    ).toEqual([]);
    expect(check(fight, "  - { turn: 1, initiative: { pia: { criticalGlitch: false } } }\n")).toEqual([
      "expect[0] Roll",
    ]);
  });

  it("sr4 rule 7: passes per combatant at a point, after Rosa's Edge go-first", () => {
    expect(
      check(
        SR4,
        "  - { turn: 1, pass: 2, at: start-of-pass, state: { rosa: { edge: 1, passes: 2 }, pia: { passes: 1 } } }\n",
      ),
    ).toEqual([]);
    expect(check(SR4, "  - { turn: 1, pass: 2, at: start-of-pass, state: { rosa: { edge: 2 } } }\n")).toEqual(
      ["expect[0] State"],
    );
  });

  it("bonus-actions rule 5: the bonus category chosen, in the roll and at a point", () => {
    const fight = `ruleset: bonus-actions
dice: { scripted: [4, 4] }
combatants:
  - { id: ina, name: Ina, attributes: { reaction: 3, intuition: 4, edge: 2 }, initiateGrade: 1, items: [Wired Reflexes I] }
events:
  - { at: before-roll, do: [{ choose-bonus-category: ina, category: magic }] }
`;
    expect(
      check(fight, "  - { turn: 1, initiative: { ina: { bonusCategory: magic, bonusActions: 1 } } }\n"),
    ).toEqual([]);
    expect(
      check(fight, "  - { turn: 1, at: start-of-turn, state: { ina: { bonusCategory: magic } } }\n"),
    ).toEqual([]);
    expect(check(fight, "  - { turn: 1, initiative: { ina: { bonusCategory: physical } } }\n")).toEqual([
      "expect[0] Roll",
    ]);
    expect(check(fight, "  - { turn: 1, pass: 1, budgets: { ina: { bonusCategory: physical } } }\n")).toEqual(
      ["expect[0] Budget"],
    );
  });

  it("sr4 rule 3: a note that must be absent (no tie here), and one that is there after all", () => {
    expect(check(SR4, "  - { turn: 1, pass: 1, absentNotes: { pia: [simultaneous, glitch] } }\n")).toEqual(
      [],
    );
    expect(check(SR4, "  - { turn: 1, pass: 2, absentNotes: { rosa: [go-first] } }\n")).toEqual([
      "expect[0] NoteAbsent",
    ]);
  });

  it("refuses a note code it does not know, in notes and absentNotes (a typo would always pass)", () => {
    expect(() =>
      scenario(`${SR4}expect:\n  - { turn: 1, pass: 1, absentNotes: { pia: [simultanous] } }\n`),
    ).toThrow(/absentNotes\.pia\[0\]/);
  });

  it("sr4: whether the turn ran through empty passes", () => {
    expect(check(SR4, "  - { turn: 1, passes: 2, emptyPasses: [] }\n")).toEqual([]);
    expect(check(SR4, "  - { turn: 1, emptyPasses: [2] }\n")).toEqual(["expect[0] EmptyPasses"]);
  });

  it("sr4 rule 11: the grenade goes off where the engine places it: after Rosa, who went first on Edge", () => {
    const log: FightLog = runScenario(scenario(SR4));
    const pass2 = log.turns[0]!.passes[1]!.phases.map((p) => `${p.kind} ${p.name}`);
    expect(pass2).toEqual(["phase Rosa", "timed-item Grenade", "phase Quinn"]);
    expect(
      check(SR4, "  - { turn: 1, pass: 2, order: [rosa, quinn], notes: { rosa: [go-first] } }\n"),
    ).toEqual([]);
  });

  it("scripted dice left unused: the table says so, --check fails unless allowUnusedDice: true", () => {
    const extra = SR5.replace("[3, 2]", "[3, 2, 6, 6]");
    const log = runScenario(scenario(extra));
    expect(log.unusedDice).toEqual([6, 6]);
    expect(renderTable(log, translator("en"))).toContain("2 scripted dice were not used: 6 6");
    expect(check(extra, "  - { turn: 1, pass: 1, order: [bob, alice] }\n")).toEqual([
      "dice.scripted UnusedDice",
    ]);
    expect(
      check(`allowUnusedDice: true\n${extra}`, "  - { turn: 1, pass: 1, order: [bob, alice] }\n"),
    ).toEqual([]);
    expect(check(SR5, "  - { turn: 1, pass: 1, order: [bob, alice] }\n")).toEqual([]);
  });

  it("state needs an event point to be read at", () => {
    expect(() => scenario(`${SR5}expect:\n  - { turn: 1, state: { bob: { edge: 0 } } }\n`)).toThrow(
      /expect\[0\]\.state/,
    );
  });
});
