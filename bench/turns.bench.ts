// `npm run bench`: plans full turns for 10 to 10,000 combatants under each ruleset and compares, in the
// same run, the time per turn with a plain numeric sort of the same scores (the least any turn order
// costs). Targets (issue 2): within 10x of that sort at 1,000 combatants; growing no faster than n log n.
// Times are CPU time of the process that measures them (see now(); each engine round runs in its own, see
// rounds()). The last line is the JSON of bench/figures.ts, with the bytes per write (the stand-in's Combat,
// history full), a player's client's time per arriving write (the stand-in's world, bench/client-update.ts)
// and the render times in headless Chromium.
//
// Three figures per ruleset and size, all from the engine's public API:
// - roll: startTurn, everyone rolls initiative (linear work; shown for scale);
// - plan: the engine's planTurn, the order of every pass of the rolled turn as the ruleset defines it (inPass,
//   its compare as order keys, nextPass), one sort at most per pass: what the tracker needs to show the whole
//   turn; checked against play at 100;
// - play: the turn handed over phase by phase with advance(), as the tracker does click by click, from its
//   first phase to its last (the advance after the last starts the next turn: that is `roll`).
import {
  advance,
  createCombat,
  planTurn,
  registeredRulesets,
  seededDice,
  startTurn,
  type CombatState,
  type DiceSource,
  type RulesetId,
} from "../src/engine";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { crowd } from "./crowd";
import { benchLine, round3, type RulesetFigures } from "./figures";
import { labThroughput } from "./lab";
import { N_LOG_N_GROWTH, verdictLine } from "./targets";
import type { RenderFigures } from "./render";
import type { ClientUpdateFigures } from "./client-update";

const SIZES = [10, 100, 1_000, 10_000];
/** Measure each case for at least this long, at most MAX_REPEATS times; slow cases run once. */
const MIN_MS = 1_000;
const MAX_REPEATS = 200;

/**
 * CPU time of this process (user + system), in ms. Not wall time: on a shared machine wall time also counts
 * the turns other programs get, which has nothing to do with the code measured.
 */
function now(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** A sample lasts at least this long (CPU time is counted in small ticks), so short runs are batched. */
const MIN_SAMPLE_MS = 2;

/**
 * The fastest run of `run` (at least one; more while under MIN_MS). The minimum, not the median: on a busy
 * machine other work only ever adds time, so the fastest run is the closest to the code's own cost. Runs
 * shorter than MIN_SAMPLE_MS are timed in batches and divided.
 */
function timeIt(run: () => unknown, maxRepeats = MAX_REPEATS): number {
  let sink = 0;
  let batch = 1;
  let t0 = now();
  sink += run() ? 1 : 0;
  const first = now() - t0;
  if (first < MIN_SAMPLE_MS) batch = Math.min(100_000, Math.ceil(MIN_SAMPLE_MS / Math.max(first, 0.001)));
  const times: number[] = [first];
  const start = now();
  while (times.length < maxRepeats && now() - start < MIN_MS) {
    t0 = now();
    for (let i = 0; i < batch; i += 1) sink += run() ? 1 : 0;
    times.push((now() - t0) / batch);
  }
  if (sink < 0) console.log(sink);
  return Math.min(...times.filter((t) => t > 0), Infinity);
}

/**
 * Hands the turn over phase by phase with advance() until its last phase (`phases` of them, from planTurn)
 * is acting; returns the ids in the order they acted.
 */
function playPhases(rolled: CombatState, dice: DiceSource, phases: number): string[] {
  let s = rolled;
  const acted: string[] = [];
  for (;;) {
    // read once per phase, as a caller would: a read of a state advance() made costs about 20 ns
    const id = s.currentId;
    if (s.turn !== rolled.turn || id === null) break;
    acted.push(id);
    if (acted.length === phases) break;
    s = advance(s, dice);
  }
  return acted;
}

interface Row {
  ruleset: RulesetId;
  n: number;
  phases: number;
  sortMs: number;
  /** Reading one flag of every combatant: the least any work that visits each of them costs. */
  sweepMs: number;
  rollMs: number;
  planMs: number;
  playMs: number;
}

function measure(ruleset: RulesetId, n: number): Row {
  const dice = seededDice(7);
  const combat = createCombat(ruleset, crowd(n), dice);
  const rolled = startTurn(combat, dice);
  const scores = rolled.combatants.map((c) => c.score ?? 0);
  const phases = planTurn(rolled).reduce((sum, pass) => sum + pass.ids.length, 0);
  const sortMs = timeIt(() => scores.slice().sort((a, b) => b - a), 100_000);
  const sweepMs = timeIt(() => rolled.combatants.filter((c) => c.flags.delayed).length + 1, 100_000);
  const rollMs = timeIt(() => startTurn(combat, dice));
  const planMs = timeIt(() => planTurn(rolled));
  const playMs = timeIt(() => playPhases(rolled, dice, phases));
  return { ruleset, n, phases, sortMs, sweepMs, rollMs, planMs, playMs };
}

/** Combatants in the fights of the client-update bench. */
const CLIENT_N = 50;

/** Rounds of the engine's measurements (see main). */
const ROUNDS = 3;

/** Each time of `a` and `b`, the faster. */
function fasterOf(a: Row, b: Row): Row {
  return {
    ...a,
    sortMs: Math.min(a.sortMs, b.sortMs),
    sweepMs: Math.min(a.sweepMs, b.sweepMs),
    rollMs: Math.min(a.rollMs, b.rollMs),
    planMs: Math.min(a.planMs, b.planMs),
    playMs: Math.min(a.playMs, b.playMs),
  };
}

/** The plan must be what the engine plays: compared phase by phase on a fight of 100. */
function planMatchesPlay(ruleset: RulesetId): boolean {
  const dice = seededDice(11);
  const rolled = startTurn(createCombat(ruleset, crowd(100), dice), dice);
  const planned = planTurn(rolled).flatMap((pass) => pass.ids);
  const played = playPhases(rolled, dice, planned.length);
  return planned.join(",") === played.join(",");
}

function fmt(ms: number): string {
  if (ms >= 100) return `${ms.toFixed(0)} ms`;
  if (ms >= 1) return `${ms.toFixed(2)} ms`;
  return `${(ms * 1000).toFixed(1)} µs`;
}

const nLogN = (n: number) => n * Math.log2(n);
const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}x`;

/** The figures of one ruleset for the JSON line. */
async function figures(
  ruleset: RulesetId,
  rows: Row[],
  render: Record<string, RenderFigures>,
  clientUpdate: Record<string, ClientUpdateFigures>,
): Promise<RulesetFigures> {
  const { writeSizes } = await import("../test/foundry/combat/write-sizes");
  const at = (n: number) => rows.find((r) => r.ruleset === ruleset && r.n === n)!;
  // one stand-in world at a time: the fights run one after the other
  const small = await writeSizes(ruleset, 10);
  const big = await writeSizes(ruleset, 50);
  return {
    writeBytesPerAdvance: { "10": small.sizes.phase.bytes, "50": big.sizes.phase.bytes },
    historyDepth: small.historyDepth,
    playPerPlan: round3(at(1_000).playMs / at(1_000).planMs),
    playGrowth: round3(at(10_000).playMs / at(1_000).playMs),
    sweepGrowth: round3(at(10_000).sweepMs / at(1_000).sweepMs),
    rollMicrosPerCombatant: round3((at(1_000).rollMs * 1000) / 1_000),
    clientUpdateMs: Object.fromEntries(
      Object.entries(clientUpdate[ruleset]!.worst).map(([kind, ms]) => [kind, round3(ms)]),
    ),
    trackerRenderMs: Object.fromEntries(
      Object.entries(render[ruleset]!.trackerRenderMs).map(([n, ms]) => [n, round3(ms)]),
    ),
    trackerScrolledRenderMs: Object.fromEntries(
      Object.entries(render[ruleset]!.trackerScrolledRenderMs).map(([n, ms]) => [n, round3(ms)]),
    ),
    sheetRenderMs: round3(render[ruleset]!.sheetRenderMs),
  };
}

/** The argument that makes this file time one round of the engine and print its rows as JSON (see rounds). */
const ROUND_ARG = "--engine-round";

/** One round: every ruleset at every size. */
function round(): Row[] {
  return registeredRulesets().flatMap((ruleset) => SIZES.map((n) => measure(ruleset, n)));
}

/**
 * ROUNDS rounds, each in a process of its own (this file run again with ROUND_ARG), like a benchmark
 * harness's forks. Measured on the bench machine: in about one process in five, every minor garbage
 * collection took twice as long (1.4 ms against 0.7 at 10,000, as many of them) for the process's whole
 * life, which made play at 10,000 25-40% slower in every round of that process while plan and roll stayed the
 * same; with every round in one process, that process's luck decided the growth figure.
 */
function rounds(): Row[][] {
  const self = fileURLToPath(import.meta.url);
  return Array.from({ length: ROUNDS }, (_, i) => {
    process.stdout.write(`engine round ${i + 1} of ${ROUNDS} (a process of its own) ...\n`);
    const out = execFileSync(process.execPath, [...process.execArgv, self, ROUND_ARG], {
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
      stdio: ["ignore", "pipe", "inherit"],
    });
    return JSON.parse(out) as Row[];
  });
}

async function main(): Promise<void> {
  // wall time: the engine's rounds run in other processes, whose CPU time this one's does not count
  const started = performance.now();
  console.log(
    "Shadowturn turn-planning benchmark: fastest time per full turn; sort = the same scores, numeric sort",
  );
  console.log(
    "growth = time at n / time at the previous n; n log n growth is the bound it should stay under",
  );
  console.log("plan = the engine's planTurn; play = advance() phase by phase\n");
  const header = ["ruleset", "n", "phases", "sort", "roll", "plan", "plan/sort", "play", "play/sort"];
  header.push("plan growth", "play growth", "n log n growth");
  const lines: string[][] = [header];
  const rows: Row[] = [];
  // Every case is measured in ROUNDS rounds over all rulesets and sizes, each round in a process of its own
  // (rounds), and each figure is its fastest: the machine's and the compiler's moods (another program, code
  // optimised in another order, the garbage collector's state) then weigh on one round, not on the figure;
  // single rounds put play / plan anywhere from 1.5 to 2.6 for the same code.
  const fastest = new Map<string, Row>();
  const perRound = rounds();
  for (const r of perRound.flat()) {
    const best = fastest.get(`${r.ruleset} ${r.n}`);
    fastest.set(`${r.ruleset} ${r.n}`, best ? fasterOf(best, r) : r);
  }
  for (const ruleset of registeredRulesets()) {
    let previous: Row | null = null;
    for (const n of SIZES) {
      const r = fastest.get(`${ruleset} ${n}`)!;
      rows.push(r);
      const p = previous;
      lines.push([
        ruleset,
        n.toLocaleString("en"),
        String(r.phases),
        fmt(r.sortMs),
        fmt(r.rollMs),
        fmt(r.planMs),
        ratio(r.planMs, r.sortMs),
        fmt(r.playMs),
        ratio(r.playMs, r.sortMs),
        p ? ratio(r.planMs, p.planMs) : "",
        p ? ratio(r.playMs, p.playMs) : "",
        p ? ratio(nLogN(r.n), nLogN(p.n)) : "",
      ]);
      previous = r;
    }
  }
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  for (const l of lines) console.log(l.map((cell, i) => cell.padStart(widths[i]!)).join("  "));
  console.log("");
  for (const ruleset of registeredRulesets()) {
    const at = (n: number) => rows.find((r) => r.ruleset === ruleset && r.n === n)!;
    const [a, b] = [at(1_000), at(10_000)];
    // the same bound as the targets' (targets.ts), with no allowance: a verdict here and there must agree
    const verdict = (ms: number, growth: number) =>
      `${ratio(ms, a.sortMs)} the sort (${ms / a.sortMs <= 10 ? "meets" : "MISSES"} 10x), ` +
      `1,000 -> 10,000 grows ${growth.toFixed(1)}x (${growth <= N_LOG_N_GROWTH ? "within" : "NOT within"} n log n ${N_LOG_N_GROWTH.toFixed(1)}x)`;
    console.log(`${ruleset} plan: ${verdict(a.planMs, b.planMs / a.planMs)}`);
    console.log(`${ruleset} play: ${verdict(a.playMs, b.playMs / a.playMs)}`);
    // each round's own growth too, so a round the figure leaves out is still seen
    const byRound = perRound.map((rows) => {
      const of = (n: number) => rows.find((r) => r.ruleset === ruleset && r.n === n)!.playMs;
      return ratio(of(10_000), of(1_000));
    });
    console.log(`${ruleset} play growth in each round: ${byRound.join(", ")}`);
    console.log(
      `${ruleset} plan = play phase by phase (100 combatants): ${planMatchesPlay(ruleset) ? "yes" : "NO"}`,
    );
    // Growth is only n log n while the cost of a step stays the same; at 10,000 the combatants outgrow the
    // processor's caches, which these two show on the machine at hand.
    console.log(
      `${ruleset} on this machine, 1,000 -> 10,000: reading one flag of every combatant grows ` +
        `${ratio(b.sweepMs, a.sweepMs)}, a numeric sort of their scores ${ratio(b.sortMs, a.sortMs)}`,
    );
  }
  console.log(`\na player's client per arriving write, ${CLIENT_N} combatants (stand-in world) ...`);
  // Loaded only now, like the render bench below (the stand-in makes the heap bigger and garbage collection
  // slower), and before it: its time is this process's wall time, which vite's heap would add to.
  const { clientUpdateBench, describeMs, READINGS } = await import("./client-update");
  const clientUpdate = await clientUpdateBench(registeredRulesets(), CLIENT_N);
  for (const ruleset of registeredRulesets())
    console.log(
      `${ruleset} client per write, worst of ${READINGS.length} readings of core: ` +
        describeMs(clientUpdate[ruleset]!.worst),
    );
  console.log("\nrendering in headless Chromium (tracker after an update; actor sheet) ...");
  // Loaded only now: vite, the stand-in and their modules make the heap several times bigger, and every
  // garbage collection slower, which took play 5 times longer when loaded before the engine was timed.
  const { renderBench } = await import("./render");
  const render = await renderBench(registeredRulesets(), crowd);
  for (const ruleset of registeredRulesets()) {
    const { trackerRenderMs, trackerScrolledRenderMs, trackerPhasesMs } = render[ruleset]!;
    const timed = [
      ...Object.entries(trackerRenderMs).map(([n, ms]) => [n, ms] as const),
      ...Object.entries(trackerScrolledRenderMs).map(([n, ms]) => [`${n} scrolled`, ms] as const),
    ];
    for (const [n, ms] of timed) {
      const split = Object.entries(trackerPhasesMs[n] ?? {})
        .map(([phase, t]) => `${phase} ${t.toFixed(1)}`)
        .join(", ");
      console.log(`${ruleset} tracker with ${n}: ${ms.toFixed(1)} ms (${split})`);
    }
  }
  const rulesets: Record<string, RulesetFigures> = {};
  for (const ruleset of registeredRulesets())
    rulesets[ruleset] = await figures(ruleset, rows, render, clientUpdate);
  const lab = labThroughput();
  console.log(
    `house-rule lab: ${lab.combatantTurnsPerSec.toLocaleString("en")} combatant-turns per second ` +
      `(10,000 turns of a party of 6 under 3 rulesets in ${(lab.ms / 1000).toFixed(1)} s; target under 5 s)`,
  );
  console.log('\ntargets (docs/foundry-layer.md, "What a click costs"):');
  for (const [ruleset, f] of Object.entries(rulesets)) console.log(verdictLine(ruleset, f));
  console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(benchLine({ rulesets, labCombatantTurnsPerSec: lab.combatantTurnsPerSec }));
}

if (process.argv.includes(ROUND_ARG)) process.stdout.write(JSON.stringify(round()));
else await main();
