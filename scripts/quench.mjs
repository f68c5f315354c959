// `npm run quench`: Shadowturn's Quench batches in a running Foundry, from one command. It starts from the
// Foundry's address and a GM's login (environment variables, below), opens or creates a throwaway world with
// the Shadowturn system (or uses the one named), turns the Quench module on there, runs every Shadowturn
// batch and writes what came of it: a JSON file and a readable summary, passed / failed / pending per batch
// with each failure's message. It exits 1 when anything failed or the run could not be made.
//
// How it drives Foundry, and where that was seen (docs/quench.md, "How the runner finds its way"):
// - `GET /api/status` says whether a world runs, which, and its system;
// - the setup page takes JSON posts to `/setup`: `{action: "adminAuth", adminPassword}` when it is locked,
//   `{action: "createWorld", id, title, system}` and `{action: "launchWorld", world}` (a launch returns
//   before the world is up: `/api/status` is asked until it is);
// - the join page: a user picked from `select[name=userid]` (v13, v14 before 14.366) or typed into a text
//   field (14.366 on, foundryvtt #14667), the password, the join button; Foundry answers the form's post with
//   an error or sends the browser to `/game`;
// - in the game: `game.modules.get("quench")`, `core.moduleConfiguration` to turn it on (SR5
//   `scripts/quench.mjs` does the same), `quench.runBatches("shadowturn.**")`, and Quench's report from its
//   `quenchReports` hook (scripts/quench-report.mjs says where that format comes from).
// SR5's scripts/quench.mjs drives a running Foundry this way too; this is our own.
//
// Nothing here has run against a real Foundry yet (README, docs/quench.md): it is tested against a small
// fake server that answers the few routes and pages it touches (test/quench/runner.test.ts).
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { formatSummary, readQuenchReport } from "./quench-report.mjs";

/** The throwaway world the runner makes when none is named. */
export const THROWAWAY_WORLD = "shadowturn-quench";
/** Every Shadowturn batch (Quench's key pattern: `**` crosses the dots). */
export const BATCH_PATTERN = "shadowturn.**";
/** Where Quench is published (its manifest names the zip of its latest release). */
export const QUENCH_MANIFEST = "https://github.com/Ethaks/FVTT-Quench/releases/latest/download/module.json";

/** A failure of the run itself (no server, a refused login, no Quench ...), with what to do about it. */
export class RunnerError extends Error {
  constructor(kind, message) {
    super(message);
    this.name = "RunnerError";
    this.kind = kind;
  }
}

/** The run's settings from the environment (README and docs/quench.md list them). */
export function configFromEnv(env = process.env) {
  const number = (v, fallback) => (Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : fallback);
  return {
    url: (env.FOUNDRY_URL || "http://localhost:30000").replace(/\/+$/, ""),
    user: env.FOUNDRY_GM_USER || "Gamemaster",
    password: env.FOUNDRY_GM_PASSWORD ?? "",
    adminKey: env.FOUNDRY_ADMIN_KEY || "",
    world: env.QUENCH_WORLD || "",
    reportDir: resolve(env.QUENCH_REPORT_DIR || join("test-output", "quench")),
    chromiumPath: env.CHROMIUM_PATH || "/usr/bin/chromium",
    timeoutMs: number(env.QUENCH_TIMEOUT_MS, 20 * 60_000),
    stepTimeoutMs: number(env.QUENCH_STEP_TIMEOUT_MS, 180_000),
    headed: env.QUENCH_HEADED === "1",
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `GET /api/status`, or a RunnerError saying no Foundry answers there. */
export async function foundryStatus(url, timeoutMs = 10_000) {
  let response;
  try {
    response = await fetch(`${url}/api/status`, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "manual",
    });
  } catch (err) {
    const cause = err?.cause;
    const why =
      cause?.code === "ECONNREFUSED"
        ? "connection refused"
        : (cause?.code ??
          cause?.message ??
          (err?.name === "TimeoutError" ? "no answer in time" : err?.message));
    throw new RunnerError(
      "no-server",
      `No Foundry answers at ${url} (${why}). Start Foundry, or point FOUNDRY_URL at it.`,
    );
  }
  const text = await response.text();
  try {
    const status = JSON.parse(text);
    if (typeof status === "object" && status !== null && "active" in status) return status;
  } catch {
    // not JSON: said below
  }
  throw new RunnerError(
    "not-foundry",
    `${url}/api/status did not answer as Foundry does (HTTP ${response.status}): is FOUNDRY_URL a Foundry server?`,
  );
}

/** Posts one setup action as the setup page does (the browser's cookies, so an admin login holds). */
async function setupPost(context, url, data) {
  const response = await context.request.post(`${url}/setup`, {
    data,
    failOnStatusCode: false,
    maxRedirects: 0,
  });
  let body = null;
  try {
    body = await response.json();
  } catch {
    // a redirect or a page: no JSON
  }
  return { status: response.status(), body };
}

/** Waits until `/api/status` says `world` runs. */
async function waitForWorld(cfg, world) {
  const until = Date.now() + cfg.stepTimeoutMs;
  let last = null;
  while (Date.now() < until) {
    last = await foundryStatus(cfg.url).catch(() => null);
    if (last?.active && last.world === world) return last;
    await sleep(500);
  }
  throw new RunnerError(
    "launch",
    `The world ${world} did not come up within ${Math.round(cfg.stepTimeoutMs / 1000)} s` +
      (last ? ` (Foundry says: ${JSON.stringify(last)})` : ""),
  );
}

/** Where the browser lands at `path`: the last part of the page's path (`setup`, `auth`, `join`, `game` ...). */
async function land(page, url, path = "/") {
  try {
    await page.goto(`${url}${path}`, { waitUntil: "domcontentloaded" });
  } catch (err) {
    // a reload the page started itself (Foundry after a setting) cuts the navigation short: once more
    if (!/interrupted by another navigation|ERR_ABORTED/i.test(String(err))) throw err;
    await page.waitForLoadState("domcontentloaded").catch(() => {});
    await page.goto(`${url}${path}`, { waitUntil: "domcontentloaded" });
  }
  return new URL(page.url()).pathname.replace(/\/+$/, "").split("/").pop() || "";
}

/**
 * The world to test in, running: the one running when it is Shadowturn's (or the one named), else the named
 * world or the throwaway one launched from the setup page (created first when missing).
 */
async function ensureWorld(cfg, context, page, log) {
  const status = await foundryStatus(cfg.url);
  if (status.active) {
    if (cfg.world && status.world !== cfg.world)
      throw new RunnerError(
        "other-world",
        `Foundry runs the world ${status.world}, not ${cfg.world}: return it to the setup page, or set QUENCH_WORLD=${status.world}.`,
      );
    if (!cfg.world && status.system && status.system !== "shadowturn")
      throw new RunnerError(
        "other-world",
        `Foundry runs the world ${status.world} of the system ${status.system}: return it to the setup page (the runner then makes a throwaway Shadowturn world), or launch a Shadowturn world.`,
      );
    log(`using the running world ${status.world}`);
    return status.world;
  }
  const world = cfg.world || THROWAWAY_WORLD;
  let at = await land(page, cfg.url);
  if (at === "license")
    throw new RunnerError(
      "license",
      "Foundry shows its licence page: enter the licence key and accept the agreement once in a browser (or give the container a signed Config/license.json), then run again.",
    );
  if (at === "auth") {
    if (!cfg.adminKey)
      throw new RunnerError(
        "admin",
        "The setup page is locked: set FOUNDRY_ADMIN_KEY to the server's admin key.",
      );
    const auth = await setupPost(context, cfg.url, { action: "adminAuth", adminPassword: cfg.adminKey });
    at = await land(page, cfg.url);
    if (auth.status >= 400 || auth.body?.error || at === "auth")
      throw new RunnerError("admin", "Foundry refused the admin key in FOUNDRY_ADMIN_KEY.");
  }
  if (!cfg.world) {
    log(`creating the throwaway world ${world} (if it is not there yet)`);
    const made = await setupPost(context, cfg.url, {
      action: "createWorld",
      id: world,
      title: "Shadowturn Quench (throwaway)",
      system: "shadowturn",
      description: "Made by npm run quench to run Shadowturn's Quench batches. Safe to delete.",
    });
    const error = made.body?.error;
    if ((made.status >= 400 || error) && !/already exists/i.test(String(error ?? "")))
      throw new RunnerError(
        "create",
        `Foundry did not create the world ${world}: ${error ?? `HTTP ${made.status}`} (is the Shadowturn system installed?)`,
      );
  }
  log(`launching ${world}`);
  const launched = await setupPost(context, cfg.url, { action: "launchWorld", world });
  if (launched.status >= 400 || launched.body?.error)
    throw new RunnerError(
      "launch",
      `Foundry did not launch ${world}: ${launched.body?.error ?? `HTTP ${launched.status}`}`,
    );
  const up = await waitForWorld(cfg, world);
  if (up.system && up.system !== "shadowturn")
    throw new RunnerError("other-world", `The world ${world} is of the system ${up.system}, not Shadowturn.`);
  return world;
}

/** Logs in as the GM on the join page and waits for the game to be ready. */
async function joinGame(cfg, page, log) {
  let at = await land(page, cfg.url, "/join");
  if (at === "players") {
    // v14's first launch asks for the world's users once; its form is saved as it is
    log("saving the players page v14 shows on a world's first launch");
    await page.locator("form button[type=submit]").first().click();
    await page.waitForURL(/\/(join|game)$/, { timeout: cfg.stepTimeoutMs });
    at = new URL(page.url()).pathname.split("/").pop();
  }
  if (at === "game") return waitForGame(cfg, page);
  if (at !== "join")
    throw new RunnerError("join", `Foundry sent the browser to /${at}, not to its join page.`);
  const select = page.locator("select[name=userid]");
  if ((await select.count()) > 0) {
    const users = await select
      .locator("option")
      .evaluateAll((options) => options.map((o) => ({ value: o.value, text: (o.textContent ?? "").trim() })));
    const user = users.find((u) => u.text.toLowerCase() === cfg.user.toLowerCase() && u.value);
    if (!user)
      throw new RunnerError(
        "login",
        `This world has no user named ${cfg.user} (users: ${
          users
            .filter((u) => u.value)
            .map((u) => u.text)
            .join(", ") || "none"
        }): set FOUNDRY_GM_USER.`,
      );
    await select.selectOption(user.value);
  } else {
    const name = page.locator("#join-username, input[name=username], input[name=userid]").first();
    if ((await name.count()) === 0) throw new RunnerError("join", "The join page has no field for the user.");
    await name.fill(cfg.user);
  }
  await page.locator("input[name=password]").first().fill(cfg.password);
  const answer = page.waitForResponse(
    (r) => r.request().method() === "POST" && /\/join$/.test(new URL(r.url()).pathname),
    {
      timeout: cfg.stepTimeoutMs,
    },
  );
  // the join button (SR5 clicks `[name=join]`), not the page's other form (back to setup, its admin key)
  const named = page.locator("button[name=join]");
  const button =
    (await named.count()) > 0
      ? named.first()
      : page.locator("form:has(input[name=password]) button[type=submit]").first();
  await button.click();
  const response = await answer;
  if (response.status() >= 400) {
    let error = `HTTP ${response.status()}`;
    try {
      error = (await response.json()).error ?? error;
    } catch {
      // no JSON
    }
    throw new RunnerError(
      "login",
      `Foundry refused the login of ${cfg.user}: ${error}. Check FOUNDRY_GM_USER and FOUNDRY_GM_PASSWORD.`,
    );
  }
  await page.waitForURL(/\/game$/, { timeout: cfg.stepTimeoutMs });
  return waitForGame(cfg, page);
}

async function waitForGame(cfg, page) {
  await page.waitForFunction(() => globalThis.game?.ready === true, null, {
    timeout: cfg.stepTimeoutMs,
    polling: 200,
  });
  const who = await page.evaluate(() => ({
    isGM: globalThis.game.user?.isGM === true,
    system: globalThis.game.system?.id,
  }));
  if (!who.isGM) throw new RunnerError("login", `${cfg.user} is no GM in this world; the batches need a GM.`);
  if (who.system !== "shadowturn")
    throw new RunnerError("other-world", `The world runs the system ${who.system}, not Shadowturn.`);
}

/** Quench on in the world: already on, or turned on in `core.moduleConfiguration` and the game loaded again. */
async function ensureQuench(cfg, page, log) {
  const quench = await page.evaluate(() => {
    const m = globalThis.game.modules.get("quench");
    return { installed: Boolean(m), active: m?.active === true };
  });
  if (!quench.installed)
    throw new RunnerError(
      "no-quench",
      `The Quench module is not installed in this Foundry: install it from ${QUENCH_MANIFEST} (Add-on Modules, Install Module, Manifest URL), then run again.`,
    );
  if (!quench.active) {
    log("turning Quench on in the world");
    try {
      await page.evaluate(async () => {
        const modules = {
          ...(globalThis.game.settings.get("core", "moduleConfiguration") ?? {}),
          quench: true,
        };
        await globalThis.game.settings.set("core", "moduleConfiguration", modules);
      });
    } catch (err) {
      // Foundry may reload the page as soon as the setting is saved
      if (!/context was destroyed|navigat/i.test(String(err))) throw err;
    }
    // a reload Foundry starts by itself comes within moments; the game is loaded again either way
    await page.waitForEvent("load", { timeout: 5000 }).catch(() => {});
    await joinGame(cfg, page, log);
  }
  const ready = await page
    .waitForFunction(() => typeof globalThis.quench?.runBatches === "function", null, {
      timeout: 30_000,
      polling: 200,
    })
    .then(() => true)
    .catch(() => false);
  if (!ready)
    throw new RunnerError(
      "no-quench",
      "Quench is on in the world, but its API (globalThis.quench) never came.",
    );
}

/** Runs the batches in the page: Quench's JSON report, the batches asked for, the hooks that failed. */
async function runInPage(cfg, page) {
  return page.evaluate(
    async ({ pattern, timeoutMs }) => {
      const q = globalThis.quench;
      const batches = [...(q._testBatches?.entries?.() ?? [])]
        .filter(([key]) => key.startsWith("shadowturn."))
        .map(([key, data]) => ({ key, name: data?.displayName ?? key }));
      const hookFailures = [];
      const reported = new Promise((done) =>
        globalThis.Hooks.once("quenchReports", (reports) => done(reports?.json)),
      );
      // Quench draws its results window as the run goes; it must exist first (SR5 renders it before running)
      await q.app?.render?.(true);
      const runner = await q.runBatches(pattern, { json: false });
      runner?.on?.("fail", (test, err) => {
        if (test?.type === "hook")
          hookFailures.push({
            fullTitle: test.fullTitle?.() ?? test.title ?? "",
            message: String(err?.message ?? err),
          });
      });
      const ended = new Promise((done) => {
        if (runner?.stats?.end) done();
        else runner?.once?.("end", () => done());
      });
      const late = new Promise((_, fail) =>
        setTimeout(
          () => fail(new Error(`the batches did not finish within ${Math.round(timeoutMs / 1000)} s`)),
          timeoutMs,
        ),
      );
      await Promise.race([ended, late]);
      const json = await Promise.race([
        reported,
        new Promise((done) => setTimeout(() => done(q.reports?.json), 2000)),
      ]);
      return {
        json: json ?? q.reports?.json ?? null,
        batches,
        hookFailures,
        about: {
          foundry: globalThis.game.release?.version ?? globalThis.game.version ?? null,
          world: globalThis.game.world?.id ?? null,
          system: globalThis.game.system?.version ?? null,
          quench: globalThis.game.modules.get("quench")?.version ?? null,
        },
      };
    },
    { pattern: BATCH_PATTERN, timeoutMs: cfg.timeoutMs },
  );
}

/** Writes the JSON and the summary into the report folder; returns their paths. */
async function writeReport(cfg, record, summary) {
  await mkdir(cfg.reportDir, { recursive: true });
  const json = join(cfg.reportDir, "quench-report.json");
  const text = join(cfg.reportDir, "quench-summary.txt");
  await writeFile(json, `${JSON.stringify(record, null, 2)}\n`);
  await writeFile(text, summary);
  return { json, text };
}

/**
 * One run: the world, the login, Quench, the batches, the report. Resolves to `{ok, exitCode, summary,
 * files, result}`; a run that could not be made resolves with exit code 1 and what went wrong (also written
 * to the report folder), never hangs past `timeoutMs` (and one step's time). `browser`: a Chromium already
 * running to use (the tests share one); by default one is started from `cfg.chromiumPath` and closed after.
 */
export async function runQuench(
  cfg,
  { log = (line) => console.log(`[quench] ${line}`), browser: given } = {},
) {
  let browser = null;
  let context = null;
  const record = { ok: false, url: cfg.url, startedAt: new Date().toISOString() };
  const run = async () => {
    await foundryStatus(cfg.url);
    const { chromium } = await import("playwright-core");
    try {
      browser =
        given ??
        (await chromium.launch({
          executablePath: cfg.chromiumPath,
          headless: !cfg.headed,
          // no sandbox (CI containers have none), no browser traffic of its own
          args: [
            "--no-sandbox",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        }));
    } catch (err) {
      throw new RunnerError(
        "browser",
        `Chromium did not start from ${cfg.chromiumPath} (set CHROMIUM_PATH): ${err.message}`,
      );
    }
    context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const world = await ensureWorld(cfg, context, page, log);
    log(`joining ${world} as ${cfg.user}`);
    await joinGame(cfg, page, log);
    await ensureQuench(cfg, page, log);
    log(`running ${BATCH_PATTERN}`);
    const ran = await runInPage(cfg, page);
    if (!ran.json) throw new RunnerError("report", "Quench gave no report for the run.");
    const result = readQuenchReport(ran.json, { batches: ran.batches, hookFailures: ran.hookFailures });
    return {
      about: { ...ran.about, world: ran.about.world ?? world },
      result,
      quenchReport: JSON.parse(ran.json),
    };
  };
  let outcome;
  let timer;
  try {
    outcome = await Promise.race([
      run(),
      new Promise((_, fail) => {
        timer = setTimeout(
          () =>
            fail(
              new RunnerError("timeout", `The run took longer than ${Math.round(cfg.timeoutMs / 1000)} s.`),
            ),
          cfg.timeoutMs + cfg.stepTimeoutMs,
        );
      }),
    ]);
  } catch (err) {
    const error = err instanceof RunnerError ? err : new RunnerError("error", err?.message ?? String(err));
    const summary = `Shadowturn's Quench batches did not run: ${error.message}\nFAILED\n`;
    Object.assign(record, { error: { kind: error.kind, message: error.message } });
    const files = await writeReport(cfg, record, summary).catch(() => null);
    return { ok: false, exitCode: 1, summary, files, error };
  } finally {
    clearTimeout(timer);
    await context?.close().catch(() => {});
    if (browser !== given) await browser?.close().catch(() => {});
  }
  const summary = formatSummary(outcome.result, outcome.about);
  Object.assign(record, {
    ok: outcome.result.ok,
    about: outcome.about,
    totals: outcome.result.totals,
    batches: outcome.result.batches,
    quench: outcome.quenchReport,
  });
  const files = await writeReport(cfg, record, summary);
  return {
    ok: outcome.result.ok,
    exitCode: outcome.result.ok ? 0 : 1,
    summary,
    files,
    result: outcome.result,
  };
}

async function main() {
  const cfg = configFromEnv();
  const outcome = await runQuench(cfg);
  process.stdout.write(outcome.summary);
  if (outcome.files) console.log(`[quench] report: ${outcome.files.json}, ${outcome.files.text}`);
  process.exitCode = outcome.exitCode;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
