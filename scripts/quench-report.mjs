// Reads the report Quench writes after a run and says, batch by batch, what passed, failed and was left
// pending. The format is Quench's own (Ethaks/FVTT-Quench, branch v12, `src/module/quench-reporter.ts`): at
// the run's end its reporter stores `JSON.stringify({stats, tests, pending, failures, passes}, undefined, 2)`
// in `quench.reports.json` and fires the `quenchReports` hook with `{json}` (`QuenchJsonReport`); `stats` is
// Mocha's (`tests`, `passes`, `pending`, `failures`, `duration` ...); each test is cleaned to `{title,
// fullTitle, file, duration, currentRetry, speed, err}`, `err` an error's own properties (`message`, `stack`,
// and chai's `actual`, `expected`, `operator`, `showDiff`) or `{}`. Each batch runs inside a suite titled
// `<batch key>_root` (`src/module/quench.ts` `runBatches`), so a test's `fullTitle` starts with its batch's
// key. A failing hook (a batch's `before`) is counted in `stats.failures` but left out of `failures`
// (`EVENT_TEST_FAIL` keeps only tests there): the runner hands those over as `hookFailures` from the runner's
// own `fail` events. Pure functions, used by scripts/quench.mjs.

/** The suite title Quench wraps a batch in. */
export function batchRootTitle(key) {
  return `${key}_root`;
}

/** The batch a test or hook belongs to, by its full title: the longest key whose root title starts it. */
function batchOf(fullTitle, keys) {
  let best = null;
  for (const key of keys) {
    const root = batchRootTitle(key);
    if ((fullTitle === root || fullTitle.startsWith(`${root} `)) && (!best || key.length > best.length))
      best = key;
  }
  return best;
}

/** The title a person reads: the full title without the batch's root suite. */
function readableTitle(fullTitle, key) {
  const root = key ? batchRootTitle(key) : "";
  return key && fullTitle.startsWith(`${root} `) ? fullTitle.slice(root.length + 1) : fullTitle;
}

/** What a cleaned error says: its message, and what was expected when chai says so. */
function messageOf(err) {
  if (err === null || err === undefined) return "";
  if (typeof err !== "object") return String(err);
  const message = typeof err.message === "string" ? err.message : "";
  const parts = [
    message || (typeof err.stack === "string" ? err.stack.split("\n")[0] : "") || "(no message)",
  ];
  if ("expected" in err || "actual" in err) {
    parts.push(`expected: ${JSON.stringify(err.expected)}`, `actual: ${JSON.stringify(err.actual)}`);
  }
  return parts.join("\n");
}

function asArray(value) {
  return Array.isArray(value) ? value : [];
}

/**
 * Quench's JSON report (a string as `quench.reports.json` holds it, or the parsed object) read per batch.
 * `batches`: the batches that were asked to run, `{key, name}` (a batch that ran no test counts as failed: it
 * did not register, or its registration threw); `hookFailures`: `{fullTitle, message}` of failed hooks.
 * Throws when the text is not a Quench report.
 */
export function readQuenchReport(json, { batches = [], hookFailures = [] } = {}) {
  let report;
  try {
    report = typeof json === "string" ? JSON.parse(json) : json;
  } catch (err) {
    throw new Error(`the Quench report is not JSON: ${err.message}`, { cause: err });
  }
  if (!report || typeof report !== "object" || typeof report.stats !== "object" || report.stats === null)
    throw new Error("the Quench report has no stats: it is not what Quench's reporter writes");
  const tests = asArray(report.tests);
  const keys = [
    ...new Set([
      ...batches.map((b) => b.key),
      ...tests.map((t) => /^(.*?)_root(?: |$)/.exec(String(t.fullTitle ?? ""))?.[1]).filter(Boolean),
    ]),
  ];
  const names = new Map(batches.map((b) => [b.key, b.name ?? b.key]));
  const byKey = new Map(
    keys.map((key) => [
      key,
      { key, name: names.get(key) ?? key, passed: 0, failed: 0, pending: 0, tests: 0, failures: [] },
    ]),
  );
  const other = {
    key: null,
    name: "outside any batch",
    passed: 0,
    failed: 0,
    pending: 0,
    tests: 0,
    failures: [],
  };
  const entryFor = (fullTitle) => byKey.get(batchOf(fullTitle, keys)) ?? other;

  const failedTitles = new Set(asArray(report.failures).map((t) => String(t.fullTitle ?? t.title ?? "")));
  const pendingTitles = new Set(asArray(report.pending).map((t) => String(t.fullTitle ?? t.title ?? "")));
  // `tests` holds every test that ended (passed, failed or pending); a report without it counts its parts
  const ended =
    tests.length > 0
      ? tests
      : [...asArray(report.passes), ...asArray(report.failures), ...asArray(report.pending)];
  const seen = new Set();
  for (const t of ended) {
    const fullTitle = String(t.fullTitle ?? t.title ?? "");
    if (seen.has(fullTitle)) continue;
    seen.add(fullTitle);
    const entry = entryFor(fullTitle);
    entry.tests += 1;
    if (failedTitles.has(fullTitle)) entry.failed += 1;
    else if (pendingTitles.has(fullTitle)) entry.pending += 1;
    else entry.passed += 1;
  }
  for (const t of asArray(report.failures)) {
    const fullTitle = String(t.fullTitle ?? t.title ?? "");
    const key = batchOf(fullTitle, keys);
    entryFor(fullTitle).failures.push({ title: readableTitle(fullTitle, key), message: messageOf(t.err) });
  }
  for (const h of hookFailures) {
    const fullTitle = String(h.fullTitle ?? h.title ?? "");
    const key = batchOf(fullTitle, keys);
    const entry = entryFor(fullTitle);
    entry.failed += 1;
    entry.failures.push({
      title: readableTitle(fullTitle, key),
      message: String(h.message ?? ""),
      hook: true,
    });
  }
  for (const entry of byKey.values()) {
    if (entry.tests === 0 && entry.failed === 0) {
      entry.failed += 1;
      entry.failures.push({
        title: "(the batch)",
        message: "ran no test: it was not registered, or registering it threw",
      });
    }
  }
  const list = [...byKey.values(), ...(other.tests + other.failed > 0 ? [other] : [])];
  const totals = list.reduce(
    (t, b) => ({ passed: t.passed + b.passed, failed: t.failed + b.failed, pending: t.pending + b.pending }),
    { passed: 0, failed: 0, pending: 0 },
  );
  // hook failures the runner did not see still show in Mocha's count
  const counted = Number(report.stats.failures ?? 0);
  const unseen = Math.max(0, counted - asArray(report.failures).length - hookFailures.length);
  if (unseen > 0) {
    totals.failed += unseen;
    other.failed += unseen;
    other.failures.push({
      title: "(a hook)",
      message: `${unseen} failure(s) Mocha counted without naming them`,
    });
    if (!list.includes(other)) list.push(other);
  }
  return {
    ok: totals.failed === 0 && list.length > 0,
    totals,
    durationMs: Number(report.stats.duration ?? 0),
    batches: list,
  };
}

/** The readable summary of a read report; `about` names what ran (Foundry, world, Quench, system). */
export function formatSummary(result, about = {}) {
  const lines = [];
  const facts = [
    about.foundry && `Foundry ${about.foundry}`,
    about.world && `world ${about.world}`,
    about.system && `Shadowturn ${about.system}`,
    about.quench && `Quench ${about.quench}`,
  ].filter(Boolean);
  lines.push(`Shadowturn's Quench batches${facts.length ? ` (${facts.join(", ")})` : ""}`);
  for (const b of result.batches) {
    const mark = b.failed > 0 ? "FAIL" : "PASS";
    lines.push(
      `  ${mark}  ${b.name}${b.key && b.key !== b.name ? ` [${b.key}]` : ""}: ${b.passed} passed, ${b.failed} failed, ${b.pending} pending`,
    );
    for (const f of b.failures) {
      lines.push(`        x ${f.hook ? "hook: " : ""}${f.title}`);
      for (const line of String(f.message).split("\n")) lines.push(`          ${line}`);
    }
  }
  const t = result.totals;
  lines.push(
    `${result.ok ? "PASSED" : "FAILED"}: ${t.passed} passed, ${t.failed} failed, ${t.pending} pending`,
  );
  return `${lines.join("\n")}\n`;
}
