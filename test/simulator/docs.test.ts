// docs/simulator.md describes what is really there (issue 8): every scenario in examples/ is listed in its
// examples table and nothing else is, and every field an expectation may have is documented.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { EXPECT_KEYS } from "../../src/simulator/validate";

const ROOT = resolve(import.meta.dirname, "..", "..");
const DOC = readFileSync(join(ROOT, "docs", "simulator.md"), "utf8");

function section(title: string): string {
  const start = DOC.indexOf(`\n${title}\n`);
  expect(start, title).toBeGreaterThan(-1);
  const rest = DOC.slice(start + title.length + 2);
  const end = rest.search(/\n#{2,3} /);
  return end === -1 ? rest : rest.slice(0, end);
}

describe("docs/simulator.md", () => {
  it("lists exactly the scenarios in examples/", () => {
    const listed = [...section("## Examples").matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1]).sort();
    const files = readdirSync(join(ROOT, "examples"))
      .filter((f) => /\.(ya?ml|json)$/.test(f))
      .sort();
    expect(listed).toEqual(files);
  });

  it("documents every field of an expectation", () => {
    const text = section("### Expectations");
    for (const key of EXPECT_KEYS) expect(text, key).toContain(`${key}`);
    // the field list: one "- `field` (scope): ..." line per field, readable as plain text
    const table = [...text.matchAll(/^- `([^(]+)` \(/gm)].flatMap((m) =>
      m[1]!.split(/`? \/ `?/).map((k) => k.replace(/`/g, "")),
    );
    for (const key of EXPECT_KEYS.filter(
      (k) => !["turn", "pass", "at", "before", "during", "after"].includes(k),
    )) {
      expect(table, key).toContain(key);
    }
  });

  it("documents the exit statuses 0 to 3", () => {
    const text = section("## Exit status");
    for (const status of [0, 1, 2, 3]) expect(text).toMatch(new RegExp(`^\\| ${status} `, "m"));
  });
});
