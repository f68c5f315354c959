// Every scenario in examples/ runs through the simulator and shows what its `expect:` block says a GM
// should see; the worked examples of docs/rules.md are also checked here by hand, independently of those blocks.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { checkScenario } from "../../src/simulator/expect";
import type { FightLog, PhaseLog } from "../../src/simulator/log";
import { loadScenario } from "../../src/simulator/parse";
import { runScenario } from "../../src/simulator/run";

const DIR = resolve(import.meta.dirname, "..", "..", "examples");
const FILES = readdirSync(DIR).filter((f) => /\.(ya?ml|json)$/.test(f));

function run(name: string): FightLog {
  return runScenario(loadScenario(join(DIR, name)));
}

/** The rows of a pass that are phases (not timed items or lost turns). */
function phases(log: FightLog, turn: number, pass: number): PhaseLog[] {
  const p = log.turns[turn - 1]?.passes.find((x) => x.pass === pass);
  return (p?.phases ?? []).filter((x) => x.kind === "phase");
}

const order = (rows: PhaseLog[]) => rows.map((r) => r.combatantId);
const row = (rows: PhaseLog[], id: string) => rows.find((r) => r.combatantId === id)!;

describe("examples/", () => {
  it("holds scenarios for every ruleset, each named by its ruleset and what it shows (no numbering)", () => {
    for (const prefix of ["sr4-", "sr5-", "bonus-actions-", "d20-", "sr6-"]) {
      expect(
        FILES.some((f) => f.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    for (const file of FILES) expect(file).toMatch(/^(sr4|sr5|sr6|bonus-actions|d20)-[a-z][a-z0-9-]*\.yaml$/);
  });

  it("every example is written in the current format (version 2), its scripted dice one roll to a line", () => {
    for (const file of FILES) {
      const text = readFileSync(join(DIR, file), "utf8");
      expect(text, file).toMatch(/^version: 2$/m);
      // a line with a lone die is Prettier's one-die-per-line layout, which hides what each roll is
      expect(text, file).not.toMatch(/^\s+\d+,?$/m);
    }
  });

  for (const file of FILES) {
    it(`${file}: the fight shows what its expect block says`, () => {
      const scenario = loadScenario(join(DIR, file));
      expect(scenario.expect.length).toBeGreaterThan(0);
      expect(checkScenario(runScenario(scenario), scenario)).toEqual([]);
    });
  }
});

describe("docs/rules.md worked examples, checked by hand", () => {
  it("Worked example 1 / bonus-actions rule 4: Alice on 22 with 1 Complex + 3 physical Simple, then Bob on 8; re-roll", () => {
    const log = run("bonus-actions-alice-and-bob.yaml");
    const rows = phases(log, 1, 1);
    expect(order(rows)).toEqual(["alice", "bob"]);
    const alice = row(rows, "alice");
    expect(alice.score).toBe(22);
    // 2 ordinary Simple units (one Complex) plus 3 bonus Simple for physical actions only
    expect(alice.budget).toMatchObject({ simple: 2, bonus: 3, bonusCategory: "physical" });
    const bob = row(rows, "bob");
    expect(bob.score).toBe(8);
    expect(bob.budget).toMatchObject({ simple: 2, bonus: 0 });
    // the Complex and three Simple actions went through; a fifth action did not
    expect(alice.actions.filter((a) => a.ok)).toHaveLength(4);
    expect(alice.actions.at(-1)?.ok).toBe(false);
    // one phase each, then everyone rolls again: new dice in turn 2
    expect(log.turns[0]!.passes).toHaveLength(1);
    const [t1, t2] = [log.turns[0]!.initiative, log.turns[1]!.initiative];
    expect(t2.find((l) => l.id === "alice")!.dice).not.toEqual(t1.find((l) => l.id === "alice")!.dice);
    expect(t2.every((l) => !l.kept)).toBe(true);
  });

  it("Worked example 2 / sr4 rule 6: initiative 8, score 11, the attribute becomes 10: score 13", () => {
    const log = run("sr4-attribute-change-mid-turn.yaml");
    const runner = log.turns[0]!.initiative.find((l) => l.id === "runner")!;
    expect(runner.score).toBe(11);
    expect(runner.formula).toBe("REA 4 + INT 4 + hits(8d6)");
    const rows = phases(log, 1, 1);
    expect(row(rows, "runner").score).toBe(13);
    // 13 now beats the ganger's 12, though 11 did not
    expect(order(rows).indexOf("runner")).toBeLessThan(order(rows).indexOf("ganger"));
  });

  it("Worked example 3 / sr4 rule 6: the astral magician gets no extra pass this turn, 3 next turn, and loses them on return", () => {
    const log = run("sr4-astral-projection.yaml");
    const acts = (turn: number) =>
      log.turns[turn - 1]!.passes.filter((p) => p.phases.some((x) => x.combatantId === "magician")).length;
    // turn 1: projected in pass 1, but passes gained only arrive next turn
    expect(log.turns[0]!.passes.length).toBeGreaterThan(1);
    expect(acts(1)).toBe(1);
    // turn 2: rolled with 3 passes ...
    expect(log.turns[1]!.initiative.find((l) => l.id === "magician")!.passes).toBe(3);
    // ... but back in the body in pass 1, the extra passes are gone at once
    expect(acts(2)).toBe(1);
  });

  it("Worked example 4 / d20 rules 1-2: Falke 14 + 3 = 17, the militant 18 + 1 = 19: the militant acts first", () => {
    const log = run("d20-falke-and-the-militant.yaml");
    const rows = phases(log, 1, 1);
    expect(row(rows, "falke").score).toBe(17);
    expect(row(rows, "militant").score).toBe(19);
    expect(order(rows).slice(0, 2)).toEqual(["militant", "falke"]);
  });
});
