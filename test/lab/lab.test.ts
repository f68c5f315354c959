// The house-rule lab (issue 11, docs/lab.md): its statistics on cases with known answers, repeatable runs,
// the command line a GM uses, and the HTML report as Chromium shows it.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  makeInput,
  makeSource,
  type CombatantInput,
  type DiceSource,
  type RulesetId,
} from "../../src/engine";
import { renderLabHtml } from "../../src/lab/charts";
import { labMain, runLab, type LabOptions } from "../../src/lab/main";
import { inputsFor, loadParty } from "../../src/lab/party";
import { playRuleset, type TurnSample } from "../../src/lab/play";
import { spread, summarize } from "../../src/lab/stats";
import { translator } from "../../src/simulator/messages";
import { hasChromium, launchBrowser } from "../support/browser";
import { checkPicture } from "../support/pictures";

const ROOT = resolve(import.meta.dirname, "..", "..");
const PARTY = join(ROOT, "examples", "lab", "party.yaml");
const dir = mkdtempSync(join(tmpdir(), "shadowturn-lab-"));

/** Every die shows `face`; coins are 0.5. */
const always = (face: number): DiceSource => ({ die: () => face, coin: () => 0.5 });

const alice = makeInput({ id: "alice", name: "Alice", attributes: { reaction: 4, intuition: 3, edge: 2 } });
const bob = makeInput({ id: "bob", name: "Bob", attributes: { reaction: 3, intuition: 3, edge: 1 } });
const wired: CombatantInput = makeInput({
  id: "sam",
  name: "Sam",
  attributes: { reaction: 5, intuition: 4, edge: 3 },
  sources: [
    makeSource({
      id: "wr",
      name: "Wired Reflexes",
      kind: "cyberware",
      rating: 3,
      dice: 3,
      flat: 3,
      passes: 3,
      bonusActions: 3,
      bonusCategory: "physical",
      stackingGroup: "reflex",
    }),
  ],
});

function play(ruleset: RulesetId, inputs: CombatantInput[], dice: DiceSource, fights = 50, extra = {}) {
  const samples = playRuleset({
    ruleset,
    inputs,
    fights,
    turnsPerFight: 1,
    seed: 1,
    dice,
    rerollEachTurn: true,
    habits: {},
    ...extra,
  });
  return summarize(samples, Object.fromEntries(inputs.map((i) => [i.id, i.name])));
}

function options(extra: Partial<LabOptions> = {}): LabOptions {
  return {
    file: PARTY,
    fights: 300,
    turnsPerFight: 1,
    rulesets: ["sr4", "sr5", "bonus-actions"],
    seed: 7,
    rerollEachTurn: true,
    wounds: {},
    habits: {},
    json: false,
    report: null,
    lang: "en",
    ...extra,
  };
}

describe("lab statistics on known answers", () => {
  it("percentiles and mean of 1..10 (nearest rank)", () => {
    expect(spread([10, 9, 8, 7, 6, 5, 4, 3, 2, 1])).toEqual({
      mean: 5.5,
      p10: 1,
      p50: 5,
      p90: 9,
      min: 1,
      max: 10,
    });
  });

  it("sr5 rules 1-2 with every die a 6: Alice 7 + 6 = 13 and Bob 6 + 6 = 12 both get exactly 2 phases; Alice always first", () => {
    const [a, b] = play("sr5", [alice, bob], always(6));
    expect(a?.phases).toMatchObject({ mean: 2, p10: 2, p90: 2 });
    expect(b?.phases).toMatchObject({ mean: 2, p10: 2, p90: 2 });
    // sr5 rule 6: each phase is 1 Complex or 2 Simple = one Complex-equivalent, no bonus actions.
    expect(a?.anyActions.mean).toBe(2);
    expect(a?.bonusActions.mean).toBe(0);
    expect(a?.actsFirst).toBe(1);
    expect(b?.actsFirst).toBe(0);
    expect(b?.actsAtAll).toBe(1);
  });

  it("sr5 rule 4 with a wound: Bob at -8 falls to 12 - 8 = 4 and gets a single phase", () => {
    const [, b] = play("sr5", [alice, { ...bob, woundModifier: -8 }], always(6));
    expect(b?.phases.mean).toBe(1);
  });

  it("sr5 rule 5: a Seize the Initiative habit of 1 puts Bob first in every turn", () => {
    const [a, b] = play("sr5", [alice, bob], always(6), 50, { habits: { bob: { seize: 1, blitz: 0 } } });
    expect(b?.actsFirst).toBe(1);
    expect(a?.actsFirst).toBe(0);
  });

  it("bonus-actions rules 1 and 4: with any dice everyone acts exactly once; Wired Reflexes 3 adds 1.5 Complex-equivalents of physical bonus actions", () => {
    const stats = play(
      "bonus-actions",
      [wired, alice, bob],
      { die: (n) => 1 + (Math.floor(Math.random() * 1e6) % n), coin: Math.random },
      200,
    );
    for (const c of stats) {
      expect(c.phases).toMatchObject({ mean: 1, p10: 1, p90: 1 });
      expect(c.actsAtAll).toBe(1);
      expect(c.anyActions.mean).toBe(1);
    }
    expect(stats[0]?.bonusActions).toMatchObject({ mean: 1.5, p10: 1.5, p90: 1.5 });
    expect(stats[1]?.bonusActions.mean).toBe(0);
    expect(stats.reduce((sum, c) => sum + c.actsFirst, 0)).toBeCloseTo(1, 10);
  });

  it("sr4 rule 2: Wired Reflexes 3 gives 1 + 3 = 4 passes, so 4 phases a turn unless a critical glitch takes one", () => {
    const [sam] = play("sr4", [wired, bob], always(6));
    expect(sam?.phases).toMatchObject({ mean: 4, p10: 4, p90: 4 });
    expect(sam?.phaseShares).toEqual({ "4": 1 });
  });

  it("sr4 rule 4: the tails are counted, not hidden by percentiles: one critical glitch in ten turns is 10% of turns with 3 phases", () => {
    // Ten one-turn fights; in the first, all 12 dice of the samurai's test (REA 5 + INT 4 + Wired Reflexes 3)
    // are 1s: a critical glitch, one pass fewer.
    let die = 0;
    const dice: DiceSource = { die: () => (die++ < 12 ? 1 : 6), coin: () => 0.5 };
    const [sam] = play("sr4", [wired], dice, 10);
    expect(sam?.phaseShares).toEqual({ "3": 0.1, "4": 0.9 });
    // the 10th to 90th percentile reads 4 to 4: only the shares show the turn with 3
    expect(sam?.phases).toMatchObject({ p10: 3, p90: 4, min: 3, max: 4 });
  });
});

describe("lab runs are repeatable", () => {
  it("the same seed gives the same report, another seed a different one", () => {
    const a = runLab(options());
    expect(runLab(options())).toEqual(a);
    expect(runLab(options({ seed: 8 }))).not.toEqual(a);
    expect(a.seed).toBe(7);
    expect(a.fights).toBe(300);
  });

  it("sr5 rule 7: a habit of dodging as the turn begins costs 5 of the score, and with it phases", () => {
    const party = loadParty(PARTY);
    const phases = (dodge: number) => {
      const inputs = inputsFor(party, "sr5", {});
      const habits = Object.fromEntries(inputs.map((i) => [i.id, { seize: 0, blitz: 0, dodge }]));
      let total = 0;
      playRuleset({
        ruleset: "sr5",
        inputs,
        fights: 200,
        turnsPerFight: 1,
        seed: 5,
        rerollEachTurn: true,
        habits,
        onTurn: (turn) => (total += turn.reduce((sum, t) => sum + t.phases, 0)),
      });
      return total;
    };
    expect(phases(1)).toBeLessThan(phases(0));
  });

  it("keeping the scores (bonus-actions rule 3) keeps who acts first for a whole fight; re-rolling does not", () => {
    const party = loadParty(PARTY);
    const firstMovers = (rerollEachTurn: boolean) => {
      const turns: TurnSample[][] = [];
      const samples = playRuleset({
        ruleset: "bonus-actions",
        inputs: inputsFor(party, "bonus-actions", {}),
        fights: 100,
        turnsPerFight: 4,
        seed: 3,
        rerollEachTurn,
        habits: {}, // nobody seizes: a Seize puts its declarer first for that turn only
        onTurn: (turn) => turns.push(turn),
      });
      // For each fight, who acted first in each of its four turns.
      return Array.from({ length: 100 }, (_, f) =>
        [0, 1, 2, 3].map((t) => samples.ids.find((_, i) => turns[f * 4 + t]?.[i]?.actedFirst)),
      );
    };
    for (const fight of firstMovers(false)) expect(new Set(fight).size).toBe(1);
    expect(firstMovers(true).some((fight) => new Set(fight).size > 1)).toBe(true);
  });
});

function lab(...args: string[]) {
  const r = spawnSync(join(ROOT, "node_modules", ".bin", "tsx"), [join(ROOT, "src/lab/cli.ts"), ...args], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("the lab's command line", () => {
  it("--help prints usage and exits 0; --json prints only JSON", () => {
    const help = labMain(["-h"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/--runs N/);
    const json = lab(PARTY, "--runs", "50", "--json", "--rulesets", "sr5");
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout).rulesets.sr5).toHaveLength(6);
  });

  it("prints a table per ruleset in German with --lang de", () => {
    const out = labMain([PARTY, "--runs", "50", "--lang", "de", "--rulesets", "sr4,bonus-actions"]);
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/== sr4 ==/);
    expect(out.stdout).toMatch(/Handelt zuerst/);
    // numbers with the German decimal comma (sr4: 1 + Wired Reflexes passes, shares of turns)
    expect(out.stdout).toMatch(/\d,\d\d/);
    expect(out.stdout).not.toMatch(/\d\.\d\d/);
    expect(out.stdout).not.toMatch(/== sr5 ==/);
  });

  it("the German report writes every number with a decimal comma, the charts' axes too", () => {
    const report = runLab(options({ fights: 100, lang: "de" }));
    const html = renderLabHtml(report, translator("de"), "de");
    const texts = [...html.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
    expect(texts.filter((t) => /\d\.\d/.test(t))).toEqual([]);
    expect(texts.some((t) => /^\d+,\d+$/.test(t))).toBe(true);
    // the charts' titles say what their legends hold: no "1, 2, 3 or 4 phases" over a "5 phases" legend
    expect(html).not.toMatch(/1, 2, 3 (or|oder) 4/);
  });

  it.each([
    [["--runs", "0"], /--runs: expected a whole number of at least 1/],
    [["--rulesets", "sr5,d20"], /--rulesets: expected a comma-separated list of sr4, sr5, bonus-actions/],
    [
      ["--wound", "nobody=-2"],
      /--wound nobody: expected <combatant id>=<number>.*sam, decker, mage, ganger, adept, rigger/,
    ],
    [["--seize", "sam=1.5"], /--seize: expected a share from 0 to 1/],
    [["--frobnicate"], /--frobnicate: not an option of the lab/],
    [["--lang", "fr"], /--lang: expected one of de, en/],
    // the real reason: a negative number is a wrong number, not an unknown option; 1e9 is over the cap
    [["--runs", "-5"], /^--runs: expected a whole number of at least 1 \(got -5\)/],
    [["--seed", "-1"], /^--seed: expected a whole number of at least 0 \(got -1\)/],
    [["--turns", "2.5"], /^--turns: expected a whole number of at least 1 \(got 2.5\)/],
    [["--runs", "1e9"], /^--runs: at most 2000000 combatant-turns per ruleset .*: 1e9 alone is more/],
    [["--runs"], /^--runs: needs a value/],
  ])("a bad option %j exits 2 with one line naming it and the real reason", (args, message) => {
    const out = labMain([PARTY, ...args]);
    expect(out.status).toBe(2);
    expect(out.stdout).toBe("");
    expect(out.stderr.split("\n").filter(Boolean)).toHaveLength(1);
    expect(out.stderr).toMatch(message);
  });

  it("--lang DE is German too, and a party file that is not there says so in the user's language", () => {
    const out = labMain([join(dir, "nobody.yaml"), "--lang", "DE"]);
    expect(out.status).toBe(2);
    expect(out.stderr).toBe(
      `${join(dir, "nobody.yaml")}: (file): erwartet wird eine Gruppendatei, aber unter ${join(dir, "nobody.yaml")} gibt es keine\n`,
    );
    const en = labMain([join(dir, "nobody.yaml")]);
    expect(en.stderr).toContain("expected a party file, but there is none at");
    expect(en.stderr).not.toMatch(/ENOENT|scenario/);
  });

  it("reads the party file and writes the report relative to the folder the command was typed in", () => {
    // from a folder outside the checkout, with the checkout's own files (npm --prefix); npm names the folder
    // the command was typed in INIT_CWD
    const here = mkdtempSync(join(tmpdir(), "shadowturn-lab-here-"));
    writeFileSync(join(here, "party.yaml"), readFileSync(PARTY, "utf8"));
    const args = [
      "--prefix",
      ROOT,
      "run",
      "-s",
      "lab",
      "--",
      "party.yaml",
      "--runs",
      "5",
      "--report",
      "r.html",
    ];
    const r = spawnSync("npm", args, { cwd: here, encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^House-rule lab: Street samurai/);
    expect(readFileSync(join(here, "r.html"), "utf8")).toMatch(/^<!doctype html>/);
  });

  it("the header names every habit played, with its share; bonus-actions' scores only when it is played", () => {
    const out = labMain([PARTY, "--runs", "20", "--dodge", "ganger=0.3", "--blitz", "decker=0.05"]);
    const options = out.stdout.split("\n")[2]!;
    expect(options).toContain("Street Samurai seizes the initiative in 20% of turns");
    expect(options).toContain("Ganger dodges once as the turn begins in 30% of turns");
    expect(options).toContain("Decker blitzes in 5% of turns");
    expect(out.stdout.split("\n")[1]).toContain("bonus-actions scores: re-rolled every turn");
    const sr5 = labMain([PARTY, "--runs", "20", "--rulesets", "sr5"]);
    expect(sr5.stdout).not.toMatch(/bonus-actions|[Bb]onus actions can/);
  });

  it("a report path that cannot be written is one line and exit 2, after the table", () => {
    const out = lab(
      PARTY,
      "--runs",
      "20",
      "--rulesets",
      "sr5",
      "--report",
      join(dir, "no-such-dir", "r.html"),
    );
    expect(out.status).toBe(2);
    expect(out.stdout).toMatch(/== sr5 ==/);
    const lines = out.stderr.split("\n").filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /r\.html: the report cannot be written there \(there is no folder .*no-such-dir\)/,
    );
  });

  it("a huge --runs is one line naming the limit, never a heap crash (issue 20, work limits)", () => {
    const out = labMain([PARTY, "--runs", "100000000000"]);
    expect(out.status).toBe(2);
    expect(out.stdout).toBe("");
    expect(out.stderr).toBe(
      "--runs: at most 2000000 combatant-turns per ruleset (runs times turns times party size): 100000000000 alone is more (npm run -s lab -- --help lists every option)\n",
    );
  });

  it("a bad party file names the file and the field", () => {
    const file = join(dir, "bad.yaml");
    writeFileSync(
      file,
      "version: 1\ncombatants:\n  - { id: x, attributes: { reaction: 3 } }\nhabits: { x: { seize: 2 } }\n",
    );
    const out = labMain([file]);
    expect(out.status).toBe(2);
    expect(out.stderr).toMatch(/bad\.yaml/);
    expect(out.stderr).toMatch(/combatants\[0\]\.attributes\.intuition|habits\.x\.seize/);
  });
});

describe.runIf(hasChromium())("the lab's HTML report in Chromium", () => {
  it("shows one chart per question with every ruleset and combatant, nothing cut off", async () => {
    const report = runLab(options({ fights: 200 }));
    const html = renderLabHtml(report, translator("en"), "en");
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 840, height: 1800 } });
      await page.setContent(html);
      const figures = await page.$$eval("figure", (fs) =>
        fs.map((f) => ({
          chart: f.getAttribute("data-chart"),
          caption: f.querySelector("figcaption")?.textContent ?? "",
          text: [...f.querySelectorAll("svg text")].map((t) => t.textContent ?? ""),
          bars: f.querySelectorAll("svg path").length,
          overflow: f.scrollWidth > f.clientWidth,
        })),
      );
      expect(figures.map((f) => f.chart)).toEqual([
        "total",
        "split",
        "phases",
        "phase-shares-sr4",
        "phase-shares-sr5",
        "phase-shares-bonus-actions",
        "first",
      ]);
      for (const f of figures) {
        expect(f.overflow).toBe(false);
        expect(f.bars).toBeGreaterThanOrEqual(6);
        for (const name of ["Street Samurai", "Decker", "Mage", "Ganger", "Adept", "Rigger"])
          expect(f.text).toContain(name);
        // every chart has value labels (numbers, or shares with a %)
        expect(f.text.filter((s) => /^\d+([.,]\d+)?%?$/.test(s)).length, f.chart ?? "").toBeGreaterThan(6);
      }
      // no legend entry stands for a series that is 0 for everyone (sr4 and sr5 have no bonus actions)
      expect(figures[1]?.text).not.toContain("sr4: bonus only");
      expect(figures[1]?.text).not.toContain("sr5: bonus only");
      // the tails: the sr5 samurai's turns with 2 and 4 phases are shown, not rounded into a percentile
      expect(figures[4]?.text).toEqual(expect.arrayContaining(["2 phases", "3 phases", "4 phases"]));
      // the numbers, the options and the builds are in the report too
      expect(await page.$$eval("table.numbers", (ts) => ts.length)).toBe(3);
      expect(await page.textContent("table.numbers")).toMatch(/Street Samurai\s*4\s*4\s*0\s*4/);
      expect(await page.textContent("p.options")).toContain("--runs 200 --turns 1 --seed 7");
      expect(await page.textContent("table.builds")).toContain("REA 5 + INT 4 + Wired Reflexes 3 + 4d6");
      for (const ruleset of ["sr4", "sr5", "bonus-actions"]) expect(figures[0]?.text).toContain(ruleset);
      expect(figures[1]?.text).toContain("bonus-actions: bonus only");
      expect(figures[0]?.caption).toMatch(/Actions per turn/);
      expect(await page.textContent("p.runs")).toMatch(/200 fights of one turn per ruleset, seed 7/);
      mkdirSync(join(ROOT, "test-output"), { recursive: true });
      await page.screenshot({ path: join(ROOT, "test-output", "lab-report.png"), fullPage: true });
    } finally {
      await browser.close();
    }
  });
  it("labels every bar with its combatant's whole name, however long the names (wrapped under the bar)", async () => {
    const party = join(dir, "long-names.yaml");
    const names = [
      "Razor (street samurai, Wired Reflexes 3)",
      "Null (hot-sim decker)",
      "Mirela Szabo-Kowalczyk (initiate mage)",
      "Ganger with a very long name",
      "Adept (Improved Reflexes 2)",
      "Rigger (rigging AR with a DNI)",
      "Troll bodyguard",
      "The Face",
    ];
    const attributes = "attributes: { reaction: 4, intuition: 4, edge: 2 }";
    writeFileSync(
      party,
      `version: 1\ncombatants:\n${names.map((n, i) => `  - { id: c${i}, name: "${n}", ${attributes} }\n`).join("")}`,
    );
    // alike, so each of them acts first in some turns and no bar is 0 high
    const report = runLab(options({ file: party, fights: 200 }));
    const html = renderLabHtml(report, translator("en"), "en");
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 840, height: 1800 } });
      await page.setContent(html);
      // per bar chart: the texts under the bars, each given to the group whose first bar (sr4's) is nearest
      const under = await page.$$eval("figure", (figures) =>
        figures.map((f) => {
          const first = f.querySelector("svg path[fill='#4e79a7']")?.getAttribute("fill");
          const shapes = [...f.querySelectorAll(`svg path[fill='${first}']`)].map((p) =>
            p.getBoundingClientRect(),
          );
          // the bars stand on the axis; the legend's swatch of the same colour does not
          const foot = Math.max(...shapes.map((b) => b.bottom));
          const bars = shapes.filter((b) => foot - b.bottom < 1).sort((a, b) => a.left - b.left);
          const groups: string[][] = bars.map(() => []);
          for (const text of f.querySelectorAll("svg text")) {
            const r = text.getBoundingClientRect();
            if (r.top < foot || !text.textContent?.trim()) continue;
            const x = (r.left + r.right) / 2;
            const near = bars.reduce(
              (best, b, i) => {
                const d = Math.abs((b.left + b.right) / 2 - x);
                return d < best.d ? { i, d } : best;
              },
              { i: -1, d: Infinity },
            );
            if (near.i >= 0) groups[near.i]!.push(text.textContent);
          }
          return { chart: f.getAttribute("data-chart"), groups: groups.map((g) => g.join("")) };
        }),
      );
      const squash = (s: string) => s.replace(/\s+/g, "");
      const barCharts = under.filter((c) => ["total", "split", "phases", "first"].includes(c.chart ?? ""));
      expect(barCharts).toHaveLength(4);
      for (const chart of barCharts)
        expect(chart.groups.map(squash), chart.chart ?? "").toEqual(names.map(squash));
      // the phase shares: every name whole beside its bar
      for (const ruleset of ["sr4", "sr5", "bonus-actions"]) {
        const text = await page.textContent(`figure[data-chart="phase-shares-${ruleset}"] svg`);
        for (const name of names) expect(squash(text ?? ""), ruleset).toContain(squash(name));
      }
    } finally {
      await browser.close();
    }
  });
  it("docs/lab-report.png is what the docs' command draws (npm run -s lab -- examples/lab/party.yaml --report lab.html)", async () => {
    const out = labMain(["examples/lab/party.yaml", "--report", "lab.html"], undefined, ROOT);
    expect(out.status, out.stderr).toBe(0);
    const browser = await launchBrowser();
    const file = join(ROOT, "test-output", "lab-report-docs.png");
    try {
      const page = await browser.newPage({ viewport: { width: 860, height: 1200 } });
      await page.setContent(out.html!.text);
      mkdirSync(join(ROOT, "test-output"), { recursive: true });
      await page.screenshot({ path: file, fullPage: true });
    } finally {
      await browser.close();
    }
    checkPicture(file, "docs/lab-report.png");
  }, 180_000);
});
