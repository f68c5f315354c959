// The simulator's table as a GM reads it (issue "The first five minutes", point 2): every formula line adds
// up to its score, flat bonuses carry their item's name, nobody vanishes without a line, events are words
// with names, the budget says what is per turn and what was left, refusals give their real reason, d20
// speaks of rounds, and --lang de is German throughout.
import { describe, expect, it } from "vitest";
import type { FightLog } from "../../src/simulator/log";
import { translator } from "../../src/simulator/messages";
import { parseScenarioText } from "../../src/simulator/parse";
import { runScenario } from "../../src/simulator/run";
import { renderTable } from "../../src/simulator/table";
import { validateScenario } from "../../src/simulator/validate";
import { formulaLabels } from "../../src/simulator/main";

function play(text: string, lang = "en"): { log: FightLog; table: string } {
  const t = translator(lang);
  const log = runScenario(
    validateScenario("inline.yaml", parseScenarioText("inline.yaml", text)),
    formulaLabels(t),
  );
  return { log, table: renderTable(log, t) };
}

/** The table's lines that start with `prefix` once leading spaces are gone. */
const lines = (table: string, prefix: string) =>
  table.split("\n").filter((l) => l.trimStart().startsWith(prefix));

// bonus-actions with kept scores: Alice REA 5 + INT 4 + Wired Reflexes III (+3, 3d6 more) = 12 + 4d6.
const KEPT = (events: string) => `ruleset: bonus-actions
settings: { rerollEachTurn: false }
turns: 2
dice: { scripted: [3, 3, 3, 3, 2] }
combatants:
  - { id: alice, name: Alice, attributes: { reaction: 5, intuition: 4, edge: 2 }, items: [wired-reflexes 3] }
  - { id: bob, name: Bob, attributes: { reaction: 3, intuition: 3, edge: 1 } }
events:
${events}`;

describe("simulator output adds up", () => {
  it("bonus-actions rule 3 (kept scores): a kept score wounded since its roll shows the wound in its formula", () => {
    const { table } = play(
      KEPT("  - { turn: 1, during: alice, do: [{ update: alice, woundModifier: -10 }] }\n"),
    );
    // 5 + 4 + 3 + 12 - 10 = 14: the line names the wound that took the score from 24 to 14
    const turn2 = table.slice(table.indexOf("Turn 2"));
    expect(lines(turn2, "Alice")[0]).toMatch(
      /^\s+Alice\s+REA 5 \+ INT 4 \+ Wired Reflexes 3 \+ 4d6 − wounds 10\s+\[3 3 3 3\]\s+= 14\s+kept/,
    );
  });

  it("a flat bonus carries its item's name, in the table and in --json", () => {
    const { log, table } = play(
      KEPT("  []\n")
        .replace("turns: 2", "turns: 1")
        .replace(", 2]", "]")
        .replace("3, 3, 3, 3]", "3, 3, 3, 3, 2]"),
    );
    expect(log.turns[0]!.initiative[0]!.formula).toBe("REA 5 + INT 4 + Wired Reflexes 3 + 4d6");
    expect(table).toContain("REA 5 + INT 4 + Wired Reflexes 3 + 4d6");
  });

  it("sr5 rule 4: a combatant wounded to 0 gets a line that says so, and the next turn's roll says no phase", () => {
    const { log, table } = play(
      KEPT("  - { turn: 1, during: alice, do: [{ update: bob, woundModifier: -8 }] }\n"),
    );
    const action = log.turns[0]!.passes[0]!.phases[0]!.actions[0]!;
    expect(action.lostPhases).toEqual(["bob"]);
    expect(table).toContain("Bob has no phase left this turn");
    expect(lines(table.slice(table.indexOf("Turn 2")), "Bob")[0]).toMatch(
      /= 0\s+kept from the turn before, no phase this turn/,
    );
  });

  it("event lines use names and words: a sheet change, Full Defense, Edge to go first", () => {
    const { table } = play(
      KEPT(
        "  - { turn: 1, during: alice, do: [{ update: bob, woundModifier: -3, deactivate: [] }, { full-defense: bob }] }\n",
      ),
    );
    expect(table).toContain("Bob's sheet changes: wound modifier −3");
    expect(table).toContain("Bob goes on Full Defense");
    expect(table).not.toMatch(/during: |woundModifier|full-defense/);
  });

  it("bonus-actions rule 6: the Free actions are the turn's, and the row shows what its phase left", () => {
    const { table } = play(
      KEPT("  - { turn: 1, during: alice, do: [{ spend: alice, kind: complex, category: physical }] }\n"),
    );
    const row = lines(table, "1     1     Alice")[0] ?? "";
    expect(row).toContain("2 Free this turn");
    // the Complex action was paid from the physical bonus pool first (bonus-actions rule 4)
    expect(row).toMatch(/→ left: 1 Complex or 2 Simple \+ 1 bonus Simple \(physical\), 2 Free this turn$/);
  });

  it("sr4 rule 9: a delay out of one's phase is refused for that reason, not as a Simple or Complex action", () => {
    const { table } = play(KEPT("  - { turn: 1, during: alice, do: [{ delay: bob }] }\n"));
    const line = lines(table, "Bob delays (refused")[0] ?? "";
    expect(line).toContain("one delays only in one's own phase");
    expect(line).not.toContain("Simple and Complex");
  });
});

// d20: Falke 1d20 + DEX 3, the militants 1d20 + DEX 1 tied on 11; Sentry surprised.
const D20 = (events: string) => `ruleset: d20
turns: 2
dice: { scripted: [9, 10, 10, 5] }
combatants:
  - { id: falke, name: Falke, d20: { dex: 16, speed: 25 } }
  - { id: militant-a, name: Militant A, d20: { dex: 12 } }
  - { id: militant-b, name: Militant B, d20: { dex: 12 } }
  - { id: sentry, name: Sentry, d20: { dex: 10 } }
events:
${events}`;

describe("simulator output: d20 rounds", () => {
  it("d20 rule 4: surprise and a swapped tie are told in words with names", () => {
    const { table } = play(
      D20(
        "  - { at: before-roll, do: [{ surprise: sentry, surprised: true }] }\n" +
          "  - { at: start-of-turn, do: [{ swap-tie: militant-a, with: militant-b }] }\n",
      ),
    );
    expect(table).toContain("before the round's roll: Sentry is surprised");
    expect(table).toContain("at the start of the round: Militant A swaps places in the tie with Militant B");
    expect(table).not.toMatch(/surprise true|swap-tie militant-b/);
  });

  it("d20 rule 1: scores are kept from the round before, and a defeated combatant is not among the next round's rolls", () => {
    const { log, table } = play(
      D20("  - { turn: 1, during: falke, do: [{ defeated: sentry, value: true }] }\n"),
    );
    expect(table).toContain("Sentry is out of the fight");
    expect(log.turns[1]!.initiative.map((l) => l.id)).toEqual(["falke", "militant-a", "militant-b"]);
    expect(lines(table.slice(table.indexOf("Round 2")), "Falke")[0]).toContain("kept from the round before");
    expect(table).not.toContain("turn before");
  });

  it("--lang de: German events, ruleset name and distances in metres with a decimal comma", () => {
    const { table } = play(
      D20(
        "  - { at: before-roll, do: [{ surprise: sentry, surprised: true }] }\n" +
          "  - { turn: 1, during: falke, do: [{ spend: falke, kind: movement, amount: 25 }] }\n",
      ),
      "de",
    );
    expect(table).toContain("Regelwerk d20-Runden (d20)");
    expect(table).toContain("vor dem Wurf der Runde: Sentry ist überrascht");
    expect(table).toContain("Falke bewegt sich 7,5 m");
    expect(table).toContain("1d20 + GES 3");
    expect(table).not.toMatch(/ ft\b|surprise|before/);
  });
});

describe("simulator output: sr4 in German", () => {
  it("sr4 rule 1: the hit test reads Erfolge(9d6) as the German sheet writes it", () => {
    const { table } = play(
      `ruleset: sr4
dice: { scripted: [5, 5, 1, 2, 3, 4, 2, 3, 2, 2, 3, 4] }
combatants:
  - { id: adept, name: Adept, attributes: { reaction: 4, intuition: 4, edge: 2 }, items: [improved-reflexes 1] }
  - { id: ganger, name: Ganger, attributes: { reaction: 2, intuition: 1, edge: 1 } }
`,
      "de",
    );
    expect(table).toMatch(/Adept\s+REA 4 \+ INT 4 \+ Improved Reflexes 1 \+ Erfolge\(9d6\)/);
    expect(table).toContain("Regelwerk SR4-Initiativedurchgänge (sr4)");
  });
});
