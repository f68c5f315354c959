// The simulator's crowd figure for `npm run bench`: one round of 2,000 d20 combatants played through the
// simulator as a scenario file would be (validated, played, its table built), the fastest of a few runs.
// A phase costs at most linear in the crowd, so the round is quadratic at worst (issue 29).
import { performance } from "node:perf_hooks";
import { translator } from "../src/simulator/messages";
import { runScenario } from "../src/simulator/run";
import { renderTable } from "../src/simulator/table";
import { validateScenario } from "../src/simulator/validate";

/** Combatants of the simulator's round. */
export const SIMULATOR_N = 2_000;
const RUNS = 3;

/** Milliseconds of the fastest run: validate, play and print one round of SIMULATOR_N d20 combatants. */
export function simulatorRoundMs(): number {
  const data = {
    ruleset: "d20",
    dice: { seed: 1 },
    combatants: Array.from({ length: SIMULATOR_N }, (_, i) => ({ id: `c${i}`, d20: { dex: 6 + (i % 14) } })),
  };
  const t = translator("en");
  let best = Infinity;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    renderTable(runScenario(validateScenario("crowd.yaml", data)), t);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}
