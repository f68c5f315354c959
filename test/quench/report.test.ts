// The runner's reader of Quench's report (scripts/quench-report.mjs). The fixture is a report in Quench's own
// format (Ethaks/FVTT-Quench, branch v12, `src/module/quench-reporter.ts`: `{stats, tests, pending,
// failures, passes}`, each test cleaned to `{title, fullTitle, file, duration, currentRetry, speed, err}`,
// stringified with two spaces; each batch inside the suite `<key>_root`, `src/module/quench.ts`
// `runBatches`): two tests pass, one fails with a chai AssertionError, one is pending, and a batch's `before`
// hook fails (counted in `stats.failures`, never in `failures`).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { batchRootTitle, formatSummary, readQuenchReport } from "../../scripts/quench-report.mjs";

const REPORT = readFileSync("test/fixtures/quench/report.json", "utf8");
const BATCHES = [
  { key: "shadowturn.fight.sr4", name: "Shadowturn: a sr4 fight" },
  { key: "shadowturn.table", name: "Shadowturn: at the table" },
  { key: "shadowturn.tracker", name: "Shadowturn: the combat tracker" },
  { key: "shadowturn.sheets", name: "Shadowturn: the actor sheets" },
];
const HOOK = {
  fullTitle: `${batchRootTitle("shadowturn.sheets")} Shadowturn: the actor sheets "before all" hook in "Shadowturn: the actor sheets"`,
  message: "no compendium shadowturn.samples",
};

describe("reading Quench's report", () => {
  it("counts passed, failed and pending per batch by the batch's root suite", () => {
    const r = readQuenchReport(REPORT, { batches: BATCHES, hookFailures: [HOOK] });
    const counts = Object.fromEntries(r.batches.map((b) => [b.key, [b.passed, b.failed, b.pending]]));
    expect(counts).toEqual({
      "shadowturn.fight.sr4": [1, 0, 0],
      "shadowturn.table": [1, 1, 0],
      "shadowturn.tracker": [0, 0, 1],
      "shadowturn.sheets": [0, 1, 0],
    });
    expect(r.totals).toEqual({ passed: 2, failed: 2, pending: 1 });
    expect(r.ok).toBe(false);
    expect(r.durationMs).toBe(7250);
  });

  it("names each failure without the root suite, with chai's message and what was expected", () => {
    const r = readQuenchReport(REPORT, { batches: BATCHES, hookFailures: [HOOK] });
    const table = r.batches.find((b) => b.key === "shadowturn.table")!;
    expect(table.failures).toEqual([
      {
        title:
          "Shadowturn: at the table (sr4) sr4 rule 2: the token HUD's Dead (the actor's status alone) takes a waiting combatant's phases",
        message: "the engine follows: expected false to strictly equal true\nexpected: true\nactual: false",
      },
    ]);
    const sheets = r.batches.find((b) => b.key === "shadowturn.sheets")!;
    expect(sheets.failures[0]).toMatchObject({ hook: true, message: "no compendium shadowturn.samples" });
  });

  it("a failed hook the runner did not see still fails the run (Mocha counted it)", () => {
    const r = readQuenchReport(REPORT, { batches: BATCHES });
    expect(r.ok).toBe(false);
    expect(r.totals.failed).toBe(3); // the table's test, the sheets batch that ran nothing, the unnamed hook
    expect(r.batches.at(-1)).toMatchObject({ key: null, failed: 1 });
  });

  it("a batch that was asked for and ran no test fails; a clean run passes", () => {
    const clean = JSON.parse(REPORT);
    clean.tests = clean.passes;
    clean.failures = [];
    clean.pending = [];
    clean.stats = { ...clean.stats, failures: 0, pending: 0, tests: 2 };
    const fine = readQuenchReport(JSON.stringify(clean, undefined, 2), { batches: BATCHES.slice(0, 2) });
    expect(fine).toMatchObject({ ok: true, totals: { passed: 2, failed: 0, pending: 0 } });
    const missing = readQuenchReport(clean, { batches: BATCHES.slice(0, 3) });
    expect(missing.ok).toBe(false);
    expect(missing.batches.find((b) => b.key === "shadowturn.tracker")?.failures[0]?.message).toMatch(
      /ran no test/,
    );
  });

  it("refuses what is not a Quench report", () => {
    expect(() => readQuenchReport("<html>")).toThrow(/not JSON/);
    expect(() => readQuenchReport({ tests: [] })).toThrow(/no stats/);
  });

  it("the summary lists each batch with its counts and each failure's message, then the verdict", () => {
    const r = readQuenchReport(REPORT, { batches: BATCHES, hookFailures: [HOOK] });
    const text = formatSummary(r, { foundry: "13.351", world: "shadowturn-quench", quench: "0.10.0" });
    expect(text).toContain("(Foundry 13.351, world shadowturn-quench, Quench 0.10.0)");
    expect(text).toContain(
      "FAIL  Shadowturn: at the table [shadowturn.table]: 1 passed, 1 failed, 0 pending",
    );
    expect(text).toContain(
      "PASS  Shadowturn: a sr4 fight [shadowturn.fight.sr4]: 1 passed, 0 failed, 0 pending",
    );
    expect(text).toContain("the engine follows: expected false to strictly equal true");
    expect(text).toContain('x hook: Shadowturn: the actor sheets "before all" hook');
    expect(text.trimEnd().split("\n").at(-1)).toBe("FAILED: 2 passed, 2 failed, 1 pending");
  });
});
