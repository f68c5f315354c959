// The command line and hostile files, in-process through main() (what cli.ts prints): parseArgs options,
// languages, and files built to hurt (alias bombs, huge files, NaN, Infinity) each get one line on stderr,
// exit status 2 and the field named; a failure of the simulator itself exits 3 (issue 8 "A command line
// that behaves").
import { mkdtempSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EXIT_BAD_SCENARIO, EXIT_INTERNAL, EXIT_OK, main } from "../../src/simulator/main";
import { MAX_SCENARIO_BYTES } from "../../src/simulator/parse";

const dir = mkdtempSync(join(tmpdir(), "shadowturn-args-"));

function scenario(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

const GOOD = `ruleset: sr5
dice: { scripted: [3, 4] }
combatants:
  - { id: alice, name: Alice, attributes: { reaction: 4, intuition: 3, edge: 2 } }
  - { id: bob, name: Bob, attributes: { reaction: 3, intuition: 3, edge: 1 } }
`;

/** One line on stderr naming the field, nothing on stdout, exit 2; never a stack trace. */
function refused(args: string[], field: string, what: string | RegExp): string {
  const r = main(args);
  expect(r.status).toBe(EXIT_BAD_SCENARIO);
  expect(r.stdout).toBe("");
  const lines = r.stderr.trimEnd().split("\n");
  expect(lines, r.stderr).toHaveLength(1);
  expect(lines[0]).toContain(`: ${field}: `);
  expect(lines[0]).toMatch(what);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  return lines[0]!;
}

describe("simulator command line", () => {
  const file = scenario("good.yaml", GOOD);

  it("--lang de and --lang=de both print German", () => {
    for (const args of [["--lang", "de"], ["--lang=de"]]) {
      const r = main([file, ...args]);
      expect(r.status).toBe(EXIT_OK);
      expect(r.stdout).toContain("Kampfrunde 1: Initiative");
    }
  });

  it("an unknown language says which languages exist", () => {
    const r = main([file, "--lang", "fr"]);
    expect(r.status).toBe(EXIT_BAD_SCENARIO);
    expect(r.stderr).toContain("unknown language fr: the simulator speaks de, en");
  });

  it("a second file is called a second file, not an option", () => {
    const r = main([file, "other.yaml"]);
    expect(r.status).toBe(EXIT_BAD_SCENARIO);
    expect(r.stderr).toContain(
      `one scenario file at a time: ${file} is the scenario, other.yaml is a second file`,
    );
    expect(r.stderr).not.toContain("option");
  });

  it("--lang without a value is named", () => {
    const r = main([file, "--lang"]);
    expect(r.status).toBe(EXIT_BAD_SCENARIO);
    expect(r.stderr).toContain("--lang");
  });

  it("a refusal reason is in the chosen language like the rest of the table", () => {
    const refusing = scenario(
      "refusal.yaml",
      `${GOOD}events:\n  - { at: before-roll, do: [{ seize: bob }, { blitz: bob }] }\n`,
    );
    expect(main([refusing]).stdout).toContain("(refused: Bob has no Edge point left.)");
    expect(main([refusing, "--lang=de"]).stdout).toContain("(abgelehnt: Bob hat keinen Edge-Punkt mehr.)");
  });

  it("d20 fights print rounds and turns, not turns and passes", () => {
    const d20 = scenario(
      "d20.yaml",
      "ruleset: d20\nturns: 2\ndice: { scripted: [12, 8] }\ncombatants:\n  - { id: falke, d20: { dex: 16 } }\n  - { id: vance, d20: { dex: 12 } }\n",
    );
    const out = main([d20]).stdout;
    expect(out).toContain("rounds: 2");
    expect(out).toContain("Round 1: initiative");
    expect(out).toMatch(/^Round\s+Turn\s+Acts/m);
    expect(out).toMatch(/^1\s+2\s+vance/m);
    expect(out).not.toMatch(/Pass/);
  });

  it("a YAML alias bomb is refused by yaml's alias limit, naming where the aliases start", () => {
    const levels = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"];
    for (const [i, name] of ["b", "c", "d", "e", "f", "g", "h", "i"].entries()) {
      const prev = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(", ")}]`);
    }
    const bomb = scenario("bomb.yaml", levels.join("\n") + "\n");
    refused([bomb], "line 2, column 8", /YAML aliases \(\*name\) expanded at most 100 times/);
  });

  it("a 50 MB file is refused by its size before it is read", () => {
    // a sparse file: 50 MB on paper, written in no time
    const big = scenario("big.yaml", "ruleset: sr5\n");
    truncateSync(big, 50 * 1024 * 1024);
    refused(
      [big],
      "(file)",
      `a scenario file of at most ${MAX_SCENARIO_BYTES} bytes (this one has 52428800)`,
    );
  });

  it("lists nested thousands deep are refused before the parser spends seconds on them", () => {
    const deep = scenario("deep.yaml", `ruleset: sr5\ncombatants: ${"[".repeat(5000)}${"]".repeat(5000)}\n`);
    refused([deep], "line 2, column 77", /nested at most 64 deep/);
  });

  it(".nan and 1e400 (Infinity) are named as such, not as null", () => {
    const nan = scenario("nan.yaml", GOOD.replace("reaction: 4", "reaction: .nan"));
    refused([nan], "combatants[0].attributes.reaction", /a whole number from 0 to 20 \(got NaN\)/);
    const inf = scenario("inf.yaml", GOOD.replace("reaction: 4", "reaction: 1e400"));
    refused([inf], "combatants[0].attributes.reaction", /a whole number from 0 to 20 \(got Infinity\)/);
    const name = scenario("name.yaml", GOOD.replace("name: Alice", "name: .nan"));
    refused([name], "combatants[0].name", /a non-empty text \(got NaN\)/);
  });

  it("rules (Edge): more Edge points than the Edge rating are refused, on the sheet and in an update", () => {
    const sheet = scenario("edge.yaml", GOOD.replace("edge: 2 }", "edge: 2 }, edgePoints: 3"));
    refused([sheet], "combatants[0].edgePoints", /Edge points from 0 to the Edge rating 2 \(got 3\)/);
    const update = scenario(
      "edge-update.yaml",
      `${GOOD}events:\n  - { during: bob, do: [{ update: bob, edgePoints: 4 }] }\n`,
    );
    refused([update], "events[0].do[0].edgePoints", /Edge rating 1 \(got 4\)/);
  });

  it("an unknown key is reported by its name, not by its value", () => {
    const typo = scenario("typo.yaml", `${GOOD}colour: .nan\n`);
    const line = refused([typo], "colour", /a field this place knows \(version, name, .*\), not colour$/);
    expect(line).not.toContain("NaN");
  });

  it("exit status 3: a failure of the simulator itself is one line, not a stack trace, and prints no fight", () => {
    const r = main([file], () => {
      throw new TypeError("cannot read properties of undefined\n    at Runner.run (run.ts:1:1)");
    });
    expect(r.status).toBe(EXIT_INTERNAL);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(
      `${file}: the simulator failed (a bug, not the scenario's fault): cannot read properties of undefined\n`,
    );
  });
});
