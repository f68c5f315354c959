// `npm run quench` (scripts/quench.mjs) against a small fake Foundry on the loopback address
// (test/quench/fake-foundry.ts): no server, a refused login, no Quench, a failing batch, and the setup page's
// way to a throwaway world. The fake answers as the runner expects Foundry to; that the real one does is what
// nobody here can check (docs/quench.md).
import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configFromEnv, runQuench, THROWAWAY_WORLD, type RunnerConfig } from "../../scripts/quench.mjs";
import { CHROMIUM_PATH, hasChromium, launchBrowser } from "../support/browser";
import { startFakeFoundry, type FakeFoundry, type FakeFoundryOptions } from "./fake-foundry";

const BATCHES = [
  { key: "shadowturn.fight.sr4", displayName: "Shadowturn: a sr4 fight" },
  { key: "shadowturn.table", displayName: "Shadowturn: at the table" },
];

/** A report as Quench's reporter writes it (scripts/quench-report.mjs says where the format comes from). */
function quenchReport(tests: { key: string; title: string; error?: string }[]) {
  const clean = (t: (typeof tests)[number]) => ({
    title: t.title,
    fullTitle: `${t.key}_root Suite ${t.title}`,
    duration: 5,
    currentRetry: 0,
    speed: "fast",
    err: t.error ? { message: t.error, stack: `AssertionError: ${t.error}`, showDiff: false } : {},
  });
  const failures = tests.filter((t) => t.error).map(clean);
  const passes = tests.filter((t) => !t.error).map(clean);
  return {
    stats: {
      suites: 2,
      tests: tests.length,
      passes: passes.length,
      pending: 0,
      failures: failures.length,
      duration: 10,
    },
    tests: tests.map(clean),
    pending: [],
    failures,
    passes,
  };
}
const PASSING = quenchReport([
  { key: "shadowturn.fight.sr4", title: "starting rolls everyone" },
  { key: "shadowturn.table", title: "the skull" },
]);

const chromium = hasChromium();
/** One Chromium for the runs (the runner starts its own unless given one); each run has its own context. */
let browser: Browser | undefined;
let fake: FakeFoundry | null = null;
let dir = "";

afterEach(async () => {
  await fake?.close();
  fake = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function run(options: FakeFoundryOptions, over: Partial<RunnerConfig> = {}) {
  fake = await startFakeFoundry({ batches: BATCHES, report: PASSING, ...options });
  dir = mkdtempSync(join(tmpdir(), "quench-runner-"));
  const cfg: RunnerConfig = {
    ...configFromEnv({}),
    url: fake.url,
    reportDir: dir,
    chromiumPath: CHROMIUM_PATH,
    timeoutMs: 30_000,
    stepTimeoutMs: 15_000,
    ...over,
  };
  const lines: string[] = [];
  const outcome = await runQuench(cfg, { log: (l) => lines.push(l), browser });
  return { ...outcome, lines, posts: fake.requests.filter((r) => r.method === "POST") };
}

describe("npm run quench, without a Foundry", () => {
  it("no server at the address: says so, exit 1, and the report folder says why", async () => {
    const closed = await startFakeFoundry();
    const url = closed.url;
    await closed.close();
    dir = mkdtempSync(join(tmpdir(), "quench-runner-"));
    const outcome = await runQuench(
      { ...configFromEnv({}), url, reportDir: dir, timeoutMs: 5000, stepTimeoutMs: 2000 },
      { log: () => {} },
    );
    expect(outcome.exitCode).toBe(1);
    expect(outcome.error?.kind).toBe("no-server");
    expect(outcome.summary).toMatch(new RegExp(`No Foundry answers at ${url}`));
    expect(JSON.parse(readFileSync(join(dir, "quench-report.json"), "utf8"))).toMatchObject({
      ok: false,
      error: { kind: "no-server" },
    });
  });

  it("a server that is no Foundry: says so, exit 1", async () => {
    const other = createServer((_req, res) =>
      res.writeHead(404, { "content-type": "text/html" }).end("<h1>nope</h1>"),
    );
    await new Promise<void>((done) => other.listen(0, "127.0.0.1", done));
    try {
      const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      dir = mkdtempSync(join(tmpdir(), "quench-runner-"));
      const cfg = { ...configFromEnv({}), url, reportDir: dir, timeoutMs: 5000, stepTimeoutMs: 2000 };
      const outcome = await runQuench(cfg, { log: () => {} });
      expect(outcome.error?.kind).toBe("not-foundry");
      expect(outcome.exitCode).toBe(1);
    } finally {
      other.closeAllConnections();
      await new Promise((done) => other.close(done));
    }
  });

  it("the command itself exits 1 and prints why", async () => {
    const closed = await startFakeFoundry();
    await closed.close();
    dir = mkdtempSync(join(tmpdir(), "quench-runner-"));
    const done = spawnSync(process.execPath, ["scripts/quench.mjs"], {
      env: { ...process.env, FOUNDRY_URL: closed.url, QUENCH_REPORT_DIR: dir },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(done.status).toBe(1);
    expect(done.stdout).toContain("did not run: No Foundry answers");
  });

  it("reads its settings from the environment", () => {
    const cfg = configFromEnv({
      FOUNDRY_URL: "http://127.0.0.1:30000/",
      FOUNDRY_GM_USER: "GM",
      FOUNDRY_GM_PASSWORD: "pw",
      FOUNDRY_ADMIN_KEY: "key",
      QUENCH_WORLD: "mine",
      CHROMIUM_PATH: "/opt/chrome",
    });
    expect(cfg).toMatchObject({
      url: "http://127.0.0.1:30000",
      user: "GM",
      password: "pw",
      adminKey: "key",
      world: "mine",
      chromiumPath: "/opt/chrome",
    });
    expect(configFromEnv({})).toMatchObject({
      url: "http://localhost:30000",
      user: "Gamemaster",
      password: "",
    });
  });
});

describe.skipIf(!chromium)("npm run quench against a fake Foundry", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("a running Shadowturn world and a clean run: every Shadowturn batch, a JSON and a summary, exit 0", async () => {
    const r = await run({});
    expect(r.exitCode).toBe(0);
    expect(r.posts.find((p) => p.path === "/fake/ran")?.body).toMatchObject({ pattern: "shadowturn.**" });
    expect(r.summary).toContain(
      "PASS  Shadowturn: a sr4 fight [shadowturn.fight.sr4]: 1 passed, 0 failed, 0 pending",
    );
    expect(r.summary.trimEnd().split("\n").at(-1)).toBe("PASSED: 2 passed, 0 failed, 0 pending");
    expect(readFileSync(r.files!.text, "utf8")).toBe(r.summary);
    const record = JSON.parse(readFileSync(r.files!.json, "utf8"));
    expect(record).toMatchObject({ ok: true, about: { foundry: "13.351", world: "shadowturn-dev" } });
    expect(record.batches.map((b: { key: string }) => b.key)).toEqual([
      "shadowturn.fight.sr4",
      "shadowturn.table",
    ]);
  });

  it("a failing batch: its failure and message in the summary and the JSON, exit 1", async () => {
    const report = quenchReport([
      { key: "shadowturn.fight.sr4", title: "starting rolls everyone" },
      {
        key: "shadowturn.table",
        title: "the token HUD's Dead",
        error: "the engine follows: expected false to equal true",
      },
    ]);
    const r = await run({ report });
    expect(r.exitCode).toBe(1);
    expect(r.summary).toContain(
      "FAIL  Shadowturn: at the table [shadowturn.table]: 0 passed, 1 failed, 0 pending",
    );
    expect(r.summary).toContain("x Suite the token HUD's Dead");
    expect(r.summary).toContain("the engine follows: expected false to equal true");
    const record = JSON.parse(readFileSync(r.files!.json, "utf8"));
    expect(record.ok).toBe(false);
    expect(record.quench.failures).toHaveLength(1);
  });

  it("a batch whose before hook fails counts as failed, named by the hook", async () => {
    const r = await run({
      hookFailures: [{ fullTitle: 'shadowturn.table_root Suite "before all" hook', message: "no samples" }],
    });
    expect(r.exitCode).toBe(1);
    expect(r.summary).toContain('x hook: Suite "before all" hook');
  });

  it("a wrong password: Foundry's refusal, exit 1", async () => {
    const gm = { id: "gm0000000000001", name: "Gamemaster", password: "secret", isGM: true };
    const r = await run({ users: [gm] }, { password: "wrong" });
    expect(r.exitCode).toBe(1);
    expect(r.error?.kind).toBe("login");
    expect(r.error?.message).toContain("JOIN.ErrorInvalidPassword");
    expect(r.posts.some((p) => p.path === "/fake/ran")).toBe(false);
  });

  it("a user the world does not have: names the users it has", async () => {
    const r = await run({}, { user: "Nobody" });
    expect(r.error?.kind).toBe("login");
    expect(r.error?.message).toContain("no user named Nobody (users: Gamemaster)");
  });

  it("a player's login: the batches need a GM, exit 1", async () => {
    const player = { id: "pl0000000000001", name: "Player", password: "", isGM: false };
    const r = await run({ users: [player] }, { user: "Player" });
    expect(r.error?.message).toBe("Player is no GM in this world; the batches need a GM.");
  });

  it("v14 (14.366 on): the user typed into the join page's text field", async () => {
    const r = await run({ joinForm: "text" });
    expect(r.exitCode).toBe(0);
    expect(r.posts.find((p) => p.path === "/join")?.body).toMatchObject({ username: "Gamemaster" });
  });

  it("no Quench installed: says where to get it, exit 1", async () => {
    const r = await run({ quench: "absent" });
    expect(r.exitCode).toBe(1);
    expect(r.error?.kind).toBe("no-quench");
    expect(r.error?.message).toContain(
      "https://github.com/Ethaks/FVTT-Quench/releases/latest/download/module.json",
    );
  });

  it("Quench installed but off: turned on in the world's module configuration, then the run", async () => {
    const r = await run({ quench: "inactive" });
    expect(r.error?.message).toBeUndefined();
    expect(r.posts.find((p) => p.path === "/fake/settings")?.body).toMatchObject({
      key: "core.moduleConfiguration",
      value: { quench: true },
    });
    expect(r.exitCode).toBe(0);
  });

  it("at the setup page, locked: the admin key, a throwaway Shadowturn world made and launched, the run", async () => {
    const r = await run({ running: null, adminKey: "hunter2" }, { adminKey: "hunter2" });
    expect(r.exitCode).toBe(0);
    const actions = r.posts.filter((p) => p.path === "/setup").map((p) => p.body);
    expect(actions).toEqual([
      { action: "adminAuth", adminPassword: "hunter2" },
      expect.objectContaining({ action: "createWorld", id: THROWAWAY_WORLD, system: "shadowturn" }),
      { action: "launchWorld", world: THROWAWAY_WORLD },
    ]);
  });

  it("the throwaway world already there: used again", async () => {
    const r = await run({ running: null, worlds: { [THROWAWAY_WORLD]: "shadowturn" } });
    expect(r.exitCode).toBe(0);
  });

  it("a world named in QUENCH_WORLD is launched, never created", async () => {
    const r = await run({ running: null, worlds: { mine: "shadowturn" } }, { world: "mine" });
    expect(r.exitCode).toBe(0);
    const actions = r.posts.filter((p) => p.path === "/setup").map((p) => p.body?.action);
    expect(actions).toEqual(["launchWorld"]);
  });

  it("locked setup without FOUNDRY_ADMIN_KEY, a wrong key, the licence page: each says what to do", async () => {
    const none = await run({ running: null, adminKey: "hunter2" });
    expect(none.error?.message).toContain("set FOUNDRY_ADMIN_KEY");
    await fake?.close();
    const wrong = await run({ running: null, adminKey: "hunter2" }, { adminKey: "nope" });
    expect(wrong.error?.message).toContain("refused the admin key");
    await fake?.close();
    const licence = await run({ running: null, license: true });
    expect(licence.error?.kind).toBe("license");
  });

  it("another system's world running: never touched, exit 1", async () => {
    const r = await run({ running: { id: "dnd", system: "dnd5e" } });
    expect(r.error?.kind).toBe("other-world");
    expect(r.posts.filter((p) => p.path === "/setup")).toEqual([]);
  });

  it("a run that never ends stops at the time limit, exit 1", async () => {
    const started = Date.now();
    const r = await run({ neverEnds: true }, { timeoutMs: 3000, stepTimeoutMs: 5000 });
    expect(r.exitCode).toBe(1);
    expect(r.error?.message).toMatch(/did not finish within 3 s|took longer than 3 s/);
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
