// `npm run bench:against -- <commit>`: the tracker's render at 50 combatants of an older commit and of this
// tree, in one headless Chromium, the two taking turns update by update, so the machine's load falls on both
// alike. The older commit is checked out once under the system's temp folder (a git worktree, this checkout's
// node_modules linked in); its own bench/render.ts gives its bundle, templates and updates, so each tree
// renders with its own engine, stored form, templates and CSS. Prints each round's figures, then per ruleset
// the median of the rounds' ratios (this tree / the older one) and this tree's median: the target
// (bench/targets.ts) is a ratio of at most 1.1 and under one frame (16.7 ms); a miss in any ruleset makes it
// exit 1.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { registeredRulesets, type RulesetId } from "../src/engine";
import { median } from "../src/median";
import { launchBrowser } from "../test/support/browser";
import { crowd } from "./crowd";
import { AGAINST_RATIO_TARGET, FRAME_MS } from "./targets";
import {
  fastestRenders,
  renderFigure,
  thisTree,
  treePage,
  type FastestRender,
  type TrackerTree,
} from "./render";

const ROOT = join(import.meta.dirname, "..");
const N = 50;
const ROUNDS = 5;

/** The commit checked out under the temp folder, its bench/render.ts exporting what this bench reads. */
function checkout(commit: string): string {
  const sha = execFileSync("git", ["rev-parse", "--short", commit], { cwd: ROOT, encoding: "utf8" }).trim();
  const dir = join(tmpdir(), `shadowturn-${sha}`);
  if (!existsSync(dir)) {
    execFileSync("git", ["worktree", "add", "--detach", dir, sha], { cwd: ROOT, stdio: "ignore" });
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  }
  // Older trees keep these three to themselves; exporting them changes nothing they measure.
  const file = join(dir, "bench", "render.ts");
  const text = readFileSync(file, "utf8");
  const opened = text.replace(/^(async )?function (bundle|templates|updates)\(/gm, "export $1function $2(");
  if (opened !== text) writeFileSync(file, opened);
  return dir;
}

/** An older checkout's tree, from its own modules. */
async function olderTree(dir: string, label: string): Promise<TrackerTree> {
  const render = await import(join(dir, "bench", "render.ts"));
  const { crowd: itsCrowd } = await import(join(dir, "bench", "crowd.ts"));
  const langModule = ["src/repo-data/lang.mjs", "scripts/lang.mjs"].map((p) => join(dir, p)).find(existsSync);
  const { loadLanguage } = await import(langModule!);
  return {
    label,
    root: dir,
    code: await render.bundle(),
    ...render.templates(),
    lang: loadLanguage("en", join(dir, "lang")),
    updates: (ruleset: RulesetId, n: number) => render.updates(ruleset, itsCrowd(n)),
  };
}

async function main(): Promise<void> {
  const commit = process.argv[2];
  if (!commit) throw new Error("usage: npm run bench:against -- <commit>");
  // this tree first: the older tree's modules load their own stand-in over this one's
  const mine = await thisTree(crowd);
  const rulesets = registeredRulesets();
  const mineUpdates = Object.fromEntries(rulesets.map((r) => [r, mine.updates(r, N)]));
  const older = await olderTree(checkout(commit), commit);
  const olderUpdates = Object.fromEntries(rulesets.map((r) => [r, older.updates(r, N)]));
  const browser = await launchBrowser();
  try {
    const pages = [await treePage(browser, older), await treePage(browser, mine)] as const;
    const ms: Record<string, { older: number[]; mine: number[] }> = {};
    // where the time goes: each phase's median over the rounds (page-entry.ts trackerUpdate)
    const phasesOf: Record<string, Record<"older" | "mine", Record<string, number>[]>> = {};
    for (const r of rulesets) {
      ms[r] = { older: [], mine: [] };
      phasesOf[r] = { older: [], mine: [] };
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const r of rulesets) {
        // update by update, the two trees take turns going first: a burst of load on the shared machine
        // falls on both alike instead of on the one whose run of updates it met
        const runs: { older: FastestRender[]; mine: FastestRender[] } = { older: [], mine: [] };
        const lists = [olderUpdates[r]!, mineUpdates[r]!] as const;
        for (let u = 0; u < lists[1].length; u += 1) {
          const order = (round + u) % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
          for (const i of order) {
            const list = lists[i];
            runs[i === 0 ? "older" : "mine"].push(
              ...(await fastestRenders(pages[i], r, [list[u % list.length]!], false)),
            );
          }
        }
        for (const which of ["older", "mine"] as const) {
          const timed = renderFigure(runs[which]);
          ms[r]![which].push(timed.ms);
          phasesOf[r]![which].push(timed.phases);
        }
        const f = ms[r]!;
        console.log(
          `round ${round + 1} ${r}: ${commit} ${f.older.at(-1)!.toFixed(2)} ms, this tree ${f.mine.at(-1)!.toFixed(2)} ms`,
        );
      }
    }
    console.log(`\nthe tracker at ${N}, median of ${ROUNDS} rounds (ratio: this tree / ${commit}):`);
    const summary: Record<string, { olderMs: number; mineMs: number; ratio: number }> = {};
    let missed = false;
    for (const r of rulesets) {
      const f = ms[r]!;
      const ratio = median(f.mine.map((m, i) => m / f.older[i]!));
      summary[r] = { olderMs: median(f.older), mineMs: median(f.mine), ratio };
      const met = ratio <= AGAINST_RATIO_TARGET && summary[r].mineMs < FRAME_MS;
      missed ||= !met;
      console.log(
        `${r}: ${commit} ${summary[r].olderMs.toFixed(2)} ms, this tree ${summary[r].mineMs.toFixed(2)} ms, ` +
          `ratio ${ratio.toFixed(2)} (${met ? "met" : "MISSED"}: at most ${AGAINST_RATIO_TARGET} and under ${FRAME_MS} ms)`,
      );
    }
    const shown = (runs: Record<string, number>[]) =>
      Object.keys(runs[0]!)
        .map((k) => `${k} ${median(runs.map((p) => p[k]!)).toFixed(2)}`)
        .join(", ");
    for (const r of rulesets) {
      console.log(`${r} phases, ${commit}: ${shown(phasesOf[r]!.older)}`);
      console.log(`${r} phases, this tree: ${shown(phasesOf[r]!.mine)}`);
    }
    console.log(JSON.stringify({ against: commit, n: N, rounds: ROUNDS, summary }));
    // a script or CI sees the miss without reading the lines, as with `npm run bench` (targets.ts)
    if (missed) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

await main();
