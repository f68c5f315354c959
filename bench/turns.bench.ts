// `npm run bench`: what a person at the table feels, against the targets of docs/bench.md ("What a click
// costs"): the Combat writes of a click and their bytes (the stand-in's Combat, history full), a
// player's client's work per arriving write (bench/client-update.ts), the tracker's render in headless
// Chromium (bench/render.ts), the engine's advance and a whole turn played advance by advance at 1,000
// combatants, the house-rule lab's throughput and the simulator's round of 2,000 (bench/simulator.ts).
// Verdicts first, then one line of JSON (bench/figures.ts); the exit status is 1 when a target was missed.
import { performance } from "node:perf_hooks";
import {
  advance,
  createCombat,
  registeredRulesets,
  seededDice,
  startTurn,
  type CombatState,
  type RulesetId,
} from "../src/engine";
import { crowd } from "./crowd";
import { benchLine, round3, type RulesetFigures } from "./figures";
import { labThroughput } from "./lab";
import { SIMULATOR_N, simulatorRoundMs } from "./simulator";
import { benchExitStatus, LAB_TARGET, SIMULATOR_TARGET_MS, verdictLine } from "./targets";

/** Combatants of the engine's figures, and of the client and tracker figures. */
const ENGINE_N = 1_000;
const TABLE_N = 50;
/** Runs of the engine's turn; each figure is its fastest run (other work on the machine only adds time). */
const RUNS = 5;

interface EngineFigures {
  advanceMs: number;
  turnMs: number;
}

/**
 * One turn of ENGINE_N played advance by advance from its first phase to its last, once untimed, then RUNS
 * times: the whole turn's time, and the mean of each kind of advance (inside a pass, and the one that opens
 * the next pass); the figure is the slower kind.
 */
function engineFigures(ruleset: RulesetId): EngineFigures {
  const dice = seededDice(7);
  const rolled = startTurn(createCombat(ruleset, crowd(ENGINE_N), dice), dice);
  // one turn untimed first, as the client figures warm up: the compiler's first work is not the code's
  for (let s = rolled; s.turn === rolled.turn;) s = advance(s, dice);
  let turnMs = Infinity;
  const best = { phase: Infinity, pass: Infinity };
  for (let run = 0; run < RUNS; run += 1) {
    // [ms, advances] of each kind
    const spent: Record<"phase" | "pass", [number, number]> = { phase: [0, 0], pass: [0, 0] };
    let s: CombatState = rolled;
    const started = performance.now();
    for (;;) {
      const t0 = performance.now();
      const next = advance(s, dice);
      const ms = performance.now() - t0;
      if (next.turn !== rolled.turn) break;
      const kind = next.pass === s.pass ? spent.phase : spent.pass;
      kind[0] += ms;
      kind[1] += 1;
      s = next;
    }
    turnMs = Math.min(turnMs, performance.now() - started);
    best.phase = Math.min(best.phase, spent.phase[0] / Math.max(1, spent.phase[1]));
    if (spent.pass[1] > 0) best.pass = Math.min(best.pass, spent.pass[0] / spent.pass[1]);
  }
  const advanceMs = Math.max(best.phase, Number.isFinite(best.pass) ? best.pass : 0);
  return { advanceMs, turnMs };
}

async function main(): Promise<void> {
  const started = performance.now();
  const rulesets = registeredRulesets();
  console.log(`engine: a turn of ${ENGINE_N.toLocaleString("en")} played advance by advance ...`);
  const engine = Object.fromEntries(rulesets.map((r) => [r, engineFigures(r)]));
  for (const r of rulesets) {
    const e = engine[r]!;
    console.log(`${r}: advance ${e.advanceMs.toFixed(3)} ms, turn ${e.turnMs.toFixed(0)} ms`);
  }
  // Loaded only now: the stand-in, vite and the browser make the heap bigger and every collection slower.
  console.log(`\na player's client per arriving write, ${TABLE_N} combatants (stand-in world) ...`);
  const { clientUpdateBench, describeMs } = await import("./client-update");
  const client = await clientUpdateBench(rulesets, TABLE_N);
  for (const r of rulesets) console.log(`${r}: ${describeMs(client[r]!.worst)}`);
  console.log(`\nthe tracker with ${TABLE_N} combatants in headless Chromium ...`);
  const { renderBench } = await import("./render");
  const render = await renderBench(rulesets, crowd, [TABLE_N]);
  const { writeSizes } = await import("../test/foundry/combat/write-sizes");
  const figures: Record<string, RulesetFigures> = {};
  for (const r of rulesets) {
    // one stand-in world at a time
    const small = await writeSizes(r, 10);
    const big = await writeSizes(r, TABLE_N);
    const clicks = [...Object.values(small.sizes), ...Object.values(big.sizes)];
    figures[r] = {
      writesPerClick: Math.max(...clicks.map((c) => c.writes)),
      writeBytesPerAdvance: { "10": small.sizes.phase.bytes, "50": big.sizes.phase.bytes },
      clientUpdateMs: Object.fromEntries(
        Object.entries(client[r]!.worst).map(([kind, ms]) => [kind, round3(ms)]),
      ),
      trackerRenderMs: round3(render[r]!.trackerRenderMs[String(TABLE_N)]!),
      advanceMsAt1000: round3(engine[r]!.advanceMs),
      turnMsAt1000: round3(engine[r]!.turnMs),
    };
  }
  const lab = labThroughput();
  console.log(
    `\nhouse-rule lab: ${lab.combatantTurnsPerSec.toLocaleString("en")} combatant-turns per second ` +
      `(${lab.combatantTurnsPerSec >= LAB_TARGET ? "met" : "MISSED"}: at least ${LAB_TARGET.toLocaleString("en")})`,
  );
  const simulatorMs = simulatorRoundMs();
  console.log(
    `simulator: a round of ${SIMULATOR_N.toLocaleString("en")} d20 combatants in ${simulatorMs.toFixed(0)} ms ` +
      `(${simulatorMs < SIMULATOR_TARGET_MS ? "met" : "MISSED"}: under ${SIMULATOR_TARGET_MS / 1000} s)`,
  );
  console.log('\ntargets (docs/bench.md, "What a click costs"):');
  for (const [r, f] of Object.entries(figures)) console.log(verdictLine(r, f));
  console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(
    benchLine({
      rulesets: figures,
      labCombatantTurnsPerSec: lab.combatantTurnsPerSec,
      simulatorRoundMsAt2000: round3(simulatorMs),
    }),
  );
  // a missed target is a failure a script sees: exit 1 (the lines above say which)
  process.exitCode = benchExitStatus(figures, lab.combatantTurnsPerSec, simulatorMs);
  if (process.exitCode) console.error("bench: a target was MISSED (see the lines above): exit status 1");
}

await main();
