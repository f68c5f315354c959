// `.github/workflows/quench.yml`: the Quench batches in a licensed Foundry container when the repository has
// the secrets, a notice and a skipped job when it has not, and a fork's pull request behind the `untrusted`
// environment (StarWarsFFG's `integration.yml` pattern). GitHub itself cannot run here: this reads the
// workflow, and runs its gate step's script in bash with the values GitHub would give it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { BATCH_PATTERN, QUENCH_MANIFEST } from "../../scripts/quench.mjs";

type Step = {
  id?: string;
  name?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
  if?: string;
};
type Job = {
  if?: string;
  needs?: string;
  environment?: string;
  outputs?: Record<string, string>;
  strategy?: { matrix?: Record<string, unknown>; "max-parallel"?: number; "fail-fast"?: boolean };
  env?: Record<string, string>;
  steps: Step[];
};

const text = readFileSync(".github/workflows/quench.yml", "utf8");
const workflow = parse(text) as {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
  permissions: object;
};
const gate = workflow.jobs.gate!;
const quench = workflow.jobs.quench!;
const decide = gate.steps.find((s) => s.id === "decide")!;

/** The gate's script as bash runs it, with `env` as GitHub would set it; its outputs and what it printed. */
function runGate(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "quench-gate-"));
  try {
    const script = decide
      .run!.replaceAll("${{ github.sha }}", "mainsha")
      .replaceAll("${{ github.repository }}", "shadowturn/shadowturn");
    const out = join(dir, "output");
    const summary = join(dir, "summary");
    const done = spawnSync("bash", ["-e", "-c", script], {
      env: { PATH: process.env.PATH ?? "", GITHUB_OUTPUT: out, GITHUB_STEP_SUMMARY: summary, ...env },
      encoding: "utf8",
      timeout: 60_000,
    });
    const read = (p: string) => {
      try {
        return readFileSync(p, "utf8");
      } catch {
        return "";
      }
    };
    const outputs = Object.fromEntries(
      read(out)
        .split("\n")
        .filter(Boolean)
        .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
    );
    return { status: done.status, stdout: done.stdout, outputs, summary: read(summary) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the Quench workflow", () => {
  it("without the secrets: a notice, a summary, and the job skipped (the gate passes)", () => {
    const r = runGate({ HAS_ACCOUNT: "false", IS_PR: "false" });
    expect(r.status).toBe(0);
    expect(r.outputs).toEqual({ run: "false" });
    expect(r.stdout).toMatch(/^::notice title=Quench skipped::No Foundry account/m);
    expect(r.summary).toContain("Quench skipped");
    expect(quench.if).toBe("needs.gate.outputs.run == 'true'");
  });

  it("the gate reads only whether the secrets exist, never the secrets themselves; no `if` reads a secret", () => {
    expect(decide.env?.HAS_ACCOUNT).toBe(
      "${{ secrets.FOUNDRY_USERNAME != '' && secrets.FOUNDRY_PASSWORD != '' }}",
    );
    const ifs = [...text.matchAll(/^\s*(?:-\s*)?if:\s*(.*)$/gm)].map((m) => m[1]);
    expect(ifs.length).toBeGreaterThan(0);
    for (const condition of ifs) expect(condition).not.toContain("secrets.");
  });

  it("with the secrets: a push runs at once; a pull request from a branch here runs at once, one from a fork waits behind `untrusted`", () => {
    expect(runGate({ HAS_ACCOUNT: "true", IS_PR: "false" }).outputs).toEqual({
      run: "true",
      environment: "",
      ref: "mainsha",
    });
    const own = runGate({
      HAS_ACCOUNT: "true",
      IS_PR: "true",
      HEAD_REPO: "shadowturn/shadowturn",
      HEAD_SHA: "prsha",
    });
    expect(own.outputs).toEqual({ run: "true", environment: "", ref: "prsha" });
    const fork = runGate({
      HAS_ACCOUNT: "true",
      IS_PR: "true",
      HEAD_REPO: "someone/shadowturn",
      HEAD_SHA: "forksha",
    });
    expect(fork.outputs).toEqual({ run: "true", environment: "untrusted", ref: "forksha" });
    expect(quench.environment).toBe("${{ needs.gate.outputs.environment }}");
    expect(Object.keys(workflow.on)).toEqual(["push", "pull_request_target", "workflow_dispatch"]);
  });

  it("runs felddy's Foundry v13 and v14, one at a time, on the pull request's own code without its lifecycle scripts", () => {
    expect(quench.strategy?.matrix?.foundry).toEqual(["13", "14"]);
    expect(quench.strategy?.["max-parallel"]).toBe(1);
    expect(text).toContain('"felddy/foundryvtt:${{ matrix.foundry }}"');
    const checkout = quench.steps.find((s) => s.uses?.startsWith("actions/checkout"))!;
    expect(checkout.with).toMatchObject({
      ref: "${{ needs.gate.outputs.ref }}",
      "persist-credentials": false,
    });
    expect(quench.steps.map((s) => s.run)).toContain("npm ci --ignore-scripts");
    expect(workflow.permissions).toEqual({ contents: "read" });
  });

  it("installs Quench from its public manifest, and runs `npm run quench` (every Shadowturn batch)", () => {
    expect(quench.env?.QUENCH_MANIFEST).toBe(QUENCH_MANIFEST);
    const layout = quench.steps.find((s) => s.name?.startsWith("Lay out"))!.run!;
    expect(layout).toContain('curl -fsSL "$QUENCH_MANIFEST"');
    expect(layout).toContain("jq -r .download");
    expect(layout).toContain('"$DATA/Data/modules/quench"');
    expect(quench.steps.map((s) => s.run)).toContain("npm run quench");
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.quench).toBe("node scripts/quench.mjs");
    expect(BATCH_PATTERN).toBe("shadowturn.**");
    const run = quench.steps.find((s) => s.run === "npm run quench")!;
    expect(run.env).toMatchObject({
      CHROMIUM_PATH: expect.any(String),
      QUENCH_REPORT_DIR: "test-output/quench",
    });
  });

  it("keeps the report, and the summary on the run's page, whatever the outcome", () => {
    const upload = quench.steps.find((s) => s.uses?.startsWith("actions/upload-artifact"))!;
    expect(upload.if).toBe("always()");
    expect(upload.with?.path).toBe("test-output/quench/");
    expect(quench.steps.find((s) => s.name === "Summary")?.if).toBe("always()");
    expect(quench.steps.find((s) => s.name === "Stop Foundry")?.if).toBe("always()");
  });
});
