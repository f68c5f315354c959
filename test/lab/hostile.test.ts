// Combatant ids the lab meets in a party file and on its command line (issue 29, "What a hostile file can
// cost the simulator and the lab"): checked by their shape like the simulator's, one line and exit 2 naming
// the field or the option, never a stack trace and never an option taken without a word.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { labMain } from "../../src/lab/main";

const PARTY = join(resolve(import.meta.dirname, "..", ".."), "examples", "lab", "party.yaml");
const dir = mkdtempSync(join(tmpdir(), "shadowturn-lab-ids-"));

function party(name: string, ids: string[]): string {
  const file = join(dir, name);
  const lines = ids.map((id) => `  - { id: ${id}, attributes: { reaction: 3, intuition: 3, edge: 2 } }`);
  writeFileSync(file, `version: 1\ncombatants:\n${lines.join("\n")}\n`);
  return file;
}

/** Exit 2, nothing on stdout, the first line matching, and no stack trace anywhere. */
function refused(args: string[], line: RegExp): void {
  const out = labMain(args);
  expect(out.status, out.stderr).toBe(2);
  expect(out.stdout).toBe("");
  expect(out.stderr.split("\n")[0]).toMatch(line);
  expect(out.stderr).not.toMatch(/\n\s+at /);
}

describe("the lab's combatant ids", () => {
  it.each(["constructor", "__proto__", "toString"])(
    "a party member called %s is refused by the id's shape, naming the field (a stack trace before)",
    (id) => {
      const file = party(`party-${id}.yaml`, ["sam", id]);
      refused([file, "--runs", "5"], /party-.*\.yaml: combatants\[1\]\.id: expected a combatant id/);
    },
  );

  it("two party members with one id are refused, naming the second", () => {
    const file = party("twice.yaml", ["sam", "sam"]);
    refused([file, "--runs", "5"], /twice\.yaml: combatants\[1\]\.id: expected an id no other combatant has/);
  });

  it.each([
    ["--seize", "__proto__=0.5"],
    ["--blitz", "constructor=0.5"],
    ["--dodge", "toString=0.1"],
    ["--wound", "__proto__=-2"],
  ])(
    "%s %s is refused by the id's shape, naming the option (taken without a word before)",
    (option, pair) => {
      const id = pair.split("=")[0]!;
      refused(
        [PARTY, option, pair],
        new RegExp(`^${option} ${id}: expected <combatant id>=<number>, the id made of`),
      );
    },
  );
});
