// The simulator as a user runs it: `tsx src/simulator/cli.ts <scenario>` in a child process. A bad scenario
// must stop with exit status 2, a message naming the file, the field and what was expected, and nothing on
// stdout (issue 2 "Turn simulator").
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..", "..");
const TSX = join(ROOT, "node_modules", ".bin", "tsx");
const dir = mkdtempSync(join(tmpdir(), "shadowturn-sim-"));

function scenario(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

function simulate(...args: string[]) {
  const r = spawnSync(TSX, [join(ROOT, "src/simulator/cli.ts"), ...args], { cwd: ROOT, encoding: "utf8" });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const COMBATANTS = `combatants:
  - { id: alice, name: Alice, attributes: { reaction: 4, intuition: 3, edge: 2 } }
  - { id: bob, name: Bob, attributes: { reaction: 3, intuition: 3, edge: 1 } }
`;
const GOOD = `ruleset: sr5\ndice: { scripted: [3, 4] }\n${COMBATANTS}`;

/** Runs a bad scenario and checks the contract: status 2, empty stdout, one message naming file and field. */
function refuses(file: string, field: string, expected: string): string {
  const r = simulate(file);
  expect(r.status).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr).toContain(`${file}: ${field}: expected ${expected}`);
  return r.stderr;
}

describe("simulator CLI", () => {
  it("prints the fight as a table: turn, pass, who acts on what score, with what budget", () => {
    const r = simulate(scenario("good.yaml", GOOD));
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("");
    const rows = r.stdout.split("\n").filter((l) => /^1\s+1\s+/.test(l));
    // sr5: Alice 7 + 3 = 10, Bob 6 + 4 = 10: tied, Alice first on Edge (ERIC); pass 2 has nobody above 0
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^1\s+1\s+Alice\s+10\s+1 Complex or 2 Simple, 1 Free/);
    expect(rows[1]).toMatch(/^1\s+1\s+Bob\s+10\s+/);
  });

  it("--json prints the same fight as versioned JSON", () => {
    const r = simulate(scenario("good-json.yaml", GOOD), "--json");
    expect(r.status).toBe(0);
    const log = JSON.parse(r.stdout);
    expect(log.version).toBe(1);
    expect(log.turns[0].passes[0].phases.map((p: { combatantId: string }) => p.combatantId)).toEqual([
      "alice",
      "bob",
    ]);
  });

  it("--check exits 1 and names the expectation when the fight differs from it", () => {
    const file = scenario("check.yaml", `${GOOD}expect:\n  - { turn: 1, pass: 1, order: [bob, alice] }\n`);
    const r = simulate(file, "--check");
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${file}: expect[0]: pass 1: expected the order bob, alice, got alice, bob`);
  });

  it("refuses an unknown ruleset", () => {
    const file = scenario("ruleset.yaml", GOOD.replace("sr5", "sr6"));
    refuses(file, "ruleset", 'one of sr4, sr5, bonus-actions, d20 (got "sr6")');
  });

  it("refuses a combatant with a missing attribute", () => {
    const file = scenario("attribute.yaml", GOOD.replace("reaction: 3, intuition: 3", "reaction: 3"));
    refuses(file, "combatants[1].attributes.intuition", "a whole number from 0 to 20, but it is missing");
  });

  it("refuses a negative item rating", () => {
    const items = "items: [{ name: Wired Reflexes, rating: -1 }] }";
    const file = scenario("rating.yaml", GOOD.replace("edge: 2 } }", `edge: 2 }, ${items}`));
    refuses(file, "combatants[0].items[0].rating", "a whole number from 0 to 20 (got -1)");
  });

  it("refuses dice that run out, saying where the fight needed another", () => {
    const file = scenario("dice.yaml", GOOD.replace("[3, 4]", "[3]"));
    refuses(
      file,
      "dice.scripted",
      "more dice: the 1 scripted die is used up and turn 1, pass 1 needs another",
    );
  });

  it("prints nothing of a fight whose dice run out in a later turn", () => {
    const file = scenario("later.yaml", GOOD.replace("[3, 4]", "[3, 4, 5]") + "turns: 2\n");
    refuses(
      file,
      "dice.scripted",
      "more dice: all 3 scripted dice are used up and turn 2, pass 1 needs another",
    );
  });

  it("refuses a die face the die does not have", () => {
    const file = scenario("face.yaml", GOOD.replace("[3, 4]", "[7, 4]"));
    refuses(file, "dice.scripted[0]", "a face of a d6 (1 to 6) in turn 1, pass 1");
  });

  it("refuses an event for a combatant that does not exist", () => {
    const file = scenario("event.yaml", `${GOOD}events:\n  - { during: carol, do: [{ delay: carol }] }\n`);
    refuses(file, "events[0].during", 'the id of a combatant in this fight (alice, bob) (got "carol")');
  });

  it("refuses a YAML syntax error, naming line and column", () => {
    const file = scenario("syntax.yaml", "ruleset: sr5\ncombatants: [ { id: alice\n");
    const stderr = refuses(file, "line 3, column 1", "valid YAML or JSON");
    expect(stderr.split("\n").filter(Boolean)).toHaveLength(1);
  });

  it("refuses a misspelt field instead of ignoring it", () => {
    const file = scenario("typo.yaml", GOOD.replace("edge: 1 }", "edge: 1 }, woundModifer: -2"));
    const stderr = refuses(file, "combatants[1].woundModifer", "a field this place knows (id, name,");
    // the key is what is wrong: its value (-2) is not reported as if it were
    expect(stderr).toContain("not woundModifer");
    expect(stderr).not.toContain("-2");
  });

  it("refuses an event whose point never comes", () => {
    const file = scenario(
      "never.yaml",
      `${GOOD}events:\n  - { pass: 3, during: bob, do: [{ delay: bob }] }\n`,
    );
    refuses(file, "events[0]", "a point the fight reaches (turn 1, pass 3, during bob never came)");
  });

  it("refuses a file that is not there, or a folder, saying so in words, and a broken JSON scenario", () => {
    const missing = join(dir, "missing.yaml");
    const stderr = refuses(missing, "(file)", `a scenario file, but there is none at ${missing}`);
    expect(stderr).not.toMatch(/ENOENT|stat/);
    refuses(dir, "(file)", `a scenario file, but ${dir} is a folder`);
    const r = simulate(missing, "--lang", "de");
    expect(r.stderr).toBe(
      `${missing}: (file): erwartet wird eine Szenariodatei, aber unter ${missing} gibt es keine\n`,
    );
    const file = scenario("broken.json", '{ "ruleset": "sr5", "combatants": [ }');
    refuses(file, "line 1, column 37", "valid YAML or JSON");
  });

  it("a scenario without dice: says the dice are missing", () => {
    const file = scenario("no-dice.yaml", `ruleset: sr5\n${COMBATANTS}`);
    refuses(file, "dice", "either scripted: [die faces] or seed: <number>, but it is missing");
  });

  it("speaks German with --lang de (and --lang DE)", () => {
    const file = scenario("de.yaml", GOOD.replace("sr5", "sr6"));
    for (const lang of ["de", "DE"]) {
      const r = simulate(file, "--lang", lang);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(
        `${file}: ruleset: erwartet wird einer dieser Werte: sr4, sr5, bonus-actions, d20`,
      );
    }
  });

  it("--help and -h print the usage on stdout and exit 0", () => {
    for (const flag of ["--help", "-h"]) {
      const r = simulate(flag);
      expect(r.status).toBe(0);
      expect(r.stderr).toBe("");
      expect(r.stdout).toMatch(/^Usage: npm run -s simulate -- <scenario\.yaml\|scenario\.json>/);
      expect(r.stdout).toContain("--lang");
      expect(r.stdout).toContain("Exit status: 0");
    }
  });

  it("`npm run -s simulate -- <file> --json` prints pure JSON, as the docs show for piping", () => {
    const r = spawnSync("npm", ["run", "-s", "simulate", "--", scenario("pipe.yaml", GOOD), "--json"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).scenario.ruleset).toBe("sr5");
  });

  it("an argument error is one line with the usage, exit 2: no scenario, an unknown option, two files", () => {
    const usage = "(usage: npm run -s simulate -- <scenario.yaml|scenario.json> [--json] [--check]";
    const file = scenario("opt.yaml", GOOD);
    for (const [args, problem] of [
      [[], "no scenario file given"],
      [[file, "--colour"], "unknown option --colour"],
      [[file, file], "one scenario file at a time"],
      [[file, "--lang", "fr"], "unknown language fr"],
    ] as const) {
      const r = simulate(...args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr.split("\n").filter(Boolean), problem).toHaveLength(1);
      expect(r.stderr).toContain(problem);
      expect(r.stderr).toContain(usage);
    }
  });

  it("reads a relative scenario path from the folder the user ran npm in (INIT_CWD)", () => {
    scenario("here.yaml", GOOD);
    // --prefix: the way to run it from a folder outside the checkout; npm still runs in the package's folder
    const r = spawnSync("npm", ["--prefix", ROOT, "run", "-s", "simulate", "--", "here.yaml"], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^here\.yaml · ruleset sr5/);
  });

  it("`npx shadowturn-simulate FILE` (the package's bin) plays a scenario named relative to where it runs", () => {
    const r = spawnSync("npx", ["shadowturn-simulate", "d20-ambush.yaml", "--check"], {
      cwd: join(ROOT, "examples"),
      encoding: "utf8",
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("ruleset d20");
    expect(r.stderr).toBe("d20-ambush.yaml: all 2 expectations hold\n");
  });

  it("`node <checkout>/bin/shadowturn-simulate.mjs FILE` works from a folder outside the checkout", () => {
    scenario("outside.yaml", GOOD);
    const r = spawnSync("node", [join(ROOT, "bin", "shadowturn-simulate.mjs"), "outside.yaml"], {
      cwd: dir,
      encoding: "utf8",
      // as typed in a shell: no npm around it
      env: Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "INIT_CWD")),
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^outside\.yaml · ruleset sr5/);
  });

  it("counts in words: the 1 expectation holds, 1 scripted die was not used", () => {
    const one = scenario(
      "one.yaml",
      `${GOOD.replace("[3, 4]", "[3, 4, 5]")}expect:\n  - { turn: 1, pass: 1, order: [alice, bob] }\n`,
    );
    const r = simulate(one, "--check");
    expect(r.stderr).toContain("1 scripted die was not used (5); remove it or set allowUnusedDice: true");
    const table = simulate(one);
    expect(table.stdout).toContain("1 scripted die was not used: 5");
    const passing = scenario("pass.yaml", `${GOOD}expect:\n  - { turn: 1, pass: 1, order: [alice, bob] }\n`);
    expect(simulate(passing, "--check").stderr).toBe(`${passing}: the 1 expectation holds\n`);
  });

  it("--check on a scenario without expectations says that it checked nothing", () => {
    const file = scenario("unchecked.yaml", GOOD);
    const r = simulate(file, "--check");
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(
      `${file}: checked nothing: the scenario has no expect: block (the fight was played; add expectations to check it)\n`,
    );
  });

  it("refuses a scenario whose work is absurd (a crowd for many turns), naming the limit", () => {
    const crowd = Array.from(
      { length: 200 },
      (_, i) => `  - { id: c${i}, attributes: { reaction: 3, intuition: 3, edge: 1 } }`,
    ).join("\n");
    const file = scenario(
      "crowd.yaml",
      `ruleset: sr5\nturns: 1000\ndice: { seed: 7 }\ncombatants:\n${crowd}\n`,
    );
    const stderr = refuses(file, "combatants", "at most 20000000 work in all");
    expect(stderr).toContain(
      "200 combatants for 1000 turns, 0 events, 0 actions and 0 expectations are 60000000",
    );
  });

  it("refuses a name longer than 100 characters, naming the limit", () => {
    const long = "x".repeat(101);
    const file = scenario("long.yaml", GOOD.replace("name: Alice", `name: ${long}`));
    refuses(file, "combatants[0].name", "a text of at most 100 characters (this one has 101)");
  });
});
