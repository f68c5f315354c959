// Render times in real headless Chromium (/usr/bin/chromium through playwright-core), with the real templates
// and stylesheets: from a combat update (the documents' new data) to the tracker's finished DOM, for 10, 50
// and 200 combatants and for 50 with the list scrolled halfway down, and the actor sheet's render. The
// layer's code runs in the page, bundled by vite from bench/render/page-entry.ts; each render's time is its
// script (ending in a forced layout) plus the browser's next rendering update, so layout or paint the browser
// puts off to the frame is counted too. Each figure is the median over a run of updates (advance after
// advance) of the fastest of a few renders of that update: other work on a busy machine only ever adds time.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { shippedTemplate } from "../scripts/compact-template.mjs";
import { TRACKER_PARTIAL_NAMES } from "../src/foundry/tracker/tracker-partials";
import { loadLanguage } from "../src/repo-data/lang.mjs";
import "../test/stand-in/data"; // foundry.data.fields for the combatant model the mapping reads
import {
  advance,
  createCombat,
  seededDice,
  startTurn,
  type CombatState,
  type RulesetId,
} from "../src/engine";
import { storedForm } from "../src/foundry/combat/state-check";
import { launchBrowser } from "../test/support/browser";
import { sidebarPage } from "../test/foundry/tracker/page";
import { loadSamples } from "../test/foundry/actor/render-support";
import type { StoredCombat, TrackerPhases } from "./render/page-entry";
import type { CombatantInput } from "../src/engine";
import { median } from "../src/median";
import type { Browser, Page } from "playwright-core";

const ROOT = join(import.meta.dirname, "..");

/** What page-entry.ts puts on the page's window. */
interface PageBench {
  setup(templates: object, partials: object, lang: object): void;
  trackerUpdate(
    ruleset: string,
    combat: StoredCombat,
    host: HTMLElement,
    scrolled?: boolean,
  ): Promise<number>;
  trackerPhases(): TrackerPhases;
  sheetRender(actor: unknown, ruleset: string, host: HTMLElement): Promise<number>;
}
type BenchWindow = { shadowturnBench: PageBench };
const UPDATES = 12;
/** Sizes also timed with the list scrolled halfway down: the target's. */
const SCROLLED_SIZES = [50];
/** The scrolled list's height: a sidebar's, as in the scroll test (test/foundry/tracker/scroll-kept.test.ts). */
const SCROLLED_HEIGHT = 600;
/** Renders of each update; the fastest counts. Five rather than three: the frame's share varies more. */
const REPEATS = 5;

/** Foundry's data fields and base model as the bundled models need them at load (never used to render). */
const FOUNDRY_STUB = `globalThis.foundry = { abstract: { TypeDataModel: class {} }, data: { fields: new Proxy({}, { get: () => class {} }) } };`;

export async function bundle(): Promise<string> {
  const out = await build({
    root: ROOT,
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: false,
      lib: {
        entry: join(ROOT, "bench", "render", "page-entry.ts"),
        formats: ["iife"],
        name: "shadowturnBenchPage",
      },
    },
  });
  const result = (Array.isArray(out) ? out[0] : out) as { output: { code?: string }[] };
  return result.output.map((o) => o.code ?? "").join("\n");
}

export function templates(): { templates: Record<string, string>; partials: Record<string, string> } {
  const read = (dir: string, name: string) =>
    shippedTemplate(`${dir}/${name}.hbs`, readFileSync(join(ROOT, "templates", dir, `${name}.hbs`), "utf8"));
  const out: Record<string, string> = {};
  for (const p of ["header", "tracker", "footer"]) out[p] = read("combat", p);
  for (const p of ["header", "initiative", "stats", "items", "actions", "notes"])
    out[`actor/${p}`] = read("actor", p);
  const partials = Object.fromEntries(
    TRACKER_PARTIAL_NAMES.map((p) => [`systems/shadowturn/templates/combat/${p}.hbs`, read("combat", p)]),
  );
  return { templates: out, partials };
}

/** The documents' data of a state, as a combat update leaves them. */
function stored(state: CombatState): StoredCombat {
  return {
    round: state.turn,
    system: {
      ruleset: state.ruleset,
      pass: state.pass,
      currentId: state.currentId,
      actedOrder: state.actedOrder,
      timedItems: state.timedItems,
      combatants: Object.fromEntries(state.combatants.map((c) => [c.id, storedForm(c, null)])),
      history: {},
    },
    combatants: state.combatants.map((c) => ({
      id: c.id,
      name: c.input.name,
      initiative: c.score,
      system: { coin: c.coin, request: null, refusal: null },
    })),
  };
}

/** `count` successive updates of a fight of n: the states after each advance. */
export function updates(ruleset: RulesetId, inputs: CombatantInput[]): StoredCombat[] {
  const dice = seededDice(3);
  let s = startTurn(createCombat(ruleset, inputs, dice), dice);
  const out: StoredCombat[] = [];
  for (let i = 0; i < UPDATES; i += 1) {
    out.push(stored(s));
    s = advance(s, dice);
  }
  return out;
}

export interface RenderFigures {
  /** Milliseconds from a combat update to the tracker's laid-out DOM, by number of combatants. */
  trackerRenderMs: Record<string, number>;
  /** The same with the list scrolled halfway down (a list of SCROLLED_HEIGHT), by number of combatants. */
  trackerScrolledRenderMs: Record<string, number>;
  /** Where that time goes, by number of combatants: the median of each phase over the same renders. */
  trackerPhasesMs: Record<string, TrackerPhases>;
  /** Milliseconds for the actor sheet (a sample character) from its data to its laid-out DOM. */
  sheetRenderMs: number;
}

/**
 * What one checkout brings to the page: its bundled layer, its templates and words, where its stylesheets
 * are, and its own updates (its engine, its stored form). This tree's is thisTree(); bench/against.ts makes
 * an older commit's from its own bench/render.ts, so both render in one browser.
 */
export interface TrackerTree {
  label: string;
  root: string;
  code: string;
  templates: Record<string, string>;
  partials: Record<string, string>;
  lang: Record<string, string>;
  updates(ruleset: RulesetId, n: number): StoredCombat[];
}

export async function thisTree(crowd: (n: number) => CombatantInput[]): Promise<TrackerTree> {
  return {
    label: "this tree",
    root: ROOT,
    code: await bundle(),
    ...templates(),
    lang: loadLanguage("en", join(ROOT, "lang")),
    updates: (ruleset, n) => updates(ruleset, crowd(n)),
  };
}

/** A page of `browser` with `tree`'s stylesheets, code, templates and words, ready to render. */
export async function treePage(browser: Browser, tree: TrackerTree): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  const sheetCss = readFileSync(join(tree.root, "styles", "sheets.css"), "utf8");
  await page.setContent(
    sidebarPage("", "dark", tree.root).replace(
      "</style>",
      `\n${sheetCss}\n#sidebar.scrolling .st-tracker { height: ${SCROLLED_HEIGHT}px; overflow-y: auto; display: block; }</style>`,
    ) + `<div id="sheet" class="application sheet shadowturn actor" style="width:720px"></div>`,
  );
  await page.addScriptTag({ content: FOUNDRY_STUB });
  await page.addScriptTag({ content: tree.code });
  await page.evaluate(([t, p, l]) => (window as never as BenchWindow).shadowturnBench.setup(t, p, l), [
    tree.templates,
    tree.partials,
    tree.lang,
  ] as const);
  return page;
}

/** One update's render on `page`: the fastest of REPEATS renders of `combat`, with that render's phases. */
export type FastestRender = { ms: number; phases: TrackerPhases };

/** Per update of `combats`, the fastest of REPEATS renders on `page`, the updates back to back. */
export async function fastestRenders(
  page: Page,
  ruleset: RulesetId,
  combats: StoredCombat[],
  scrolled: boolean,
): Promise<FastestRender[]> {
  return page.evaluate(
    async ([r, list, repeats, scroll]) => {
      const bench = (window as never as BenchWindow).shadowturnBench;
      const host = document.getElementById("sidebar")!;
      // a list that scrolls, as the sidebar's does in Foundry
      host.classList.toggle("scrolling", scroll);
      const out: { ms: number; phases: TrackerPhases }[] = [];
      for (const c of list as StoredCombat[]) {
        let best = { ms: Infinity, phases: {} as TrackerPhases };
        for (let i = 0; i < repeats; i += 1) {
          const ms = await bench.trackerUpdate(r, c, host, scroll);
          if (ms < best.ms) best = { ms, phases: bench.trackerPhases() };
        }
        out.push(best);
      }
      return out;
    },
    // the stored combats as plain JSON: their own type is too deep for the argument's serialisable check
    [ruleset, combats as unknown[], REPEATS, scrolled] as const,
  );
}

/**
 * The figure of a run of updates: the median of their fastest renders and of each phase (the first two left
 * out: the page warms up).
 */
export function renderFigure(fastest: FastestRender[]): FastestRender {
  const runs = fastest.slice(2);
  return {
    ms: median(runs.map((f) => f.ms)),
    phases: Object.fromEntries(
      Object.keys(runs[0]!.phases).map((phase) => [phase, median(runs.map((f) => f.phases[phase]!))]),
    ),
  };
}

/**
 * The tracker's render of `combats` on `page`: per update the fastest of REPEATS renders, with the phases of
 * that render; the figure is the median over the updates (the first two left out: the page warms up).
 */
export async function timeTracker(
  page: Page,
  ruleset: RulesetId,
  combats: StoredCombat[],
  scrolled: boolean,
): Promise<FastestRender> {
  return renderFigure(await fastestRenders(page, ruleset, combats, scrolled));
}

/** Runs the render bench for each ruleset with `crowd(n)`. */
export async function renderBench(
  rulesets: readonly RulesetId[],
  crowd: (n: number) => CombatantInput[],
  sizes: readonly number[] = [10, 50, 200],
): Promise<Record<string, RenderFigures>> {
  const tree = await thisTree(crowd);
  const browser = await launchBrowser();
  const out: Record<string, RenderFigures> = {};
  try {
    const page = await treePage(browser, tree);
    const actor = loadSamples().find((a) => a.type === "character") ?? loadSamples()[0]!;
    for (const ruleset of rulesets) {
      const trackerRenderMs: Record<string, number> = {};
      const trackerPhasesMs: Record<string, TrackerPhases> = {};
      for (const n of sizes) {
        const { ms, phases } = await timeTracker(page, ruleset, tree.updates(ruleset, n), false);
        trackerRenderMs[String(n)] = ms;
        trackerPhasesMs[String(n)] = phases;
      }
      const trackerScrolledRenderMs: Record<string, number> = {};
      for (const n of SCROLLED_SIZES) {
        const { ms, phases } = await timeTracker(page, ruleset, tree.updates(ruleset, n), true);
        trackerScrolledRenderMs[String(n)] = ms;
        trackerPhasesMs[`${n} scrolled`] = phases;
      }
      const sheetTimes = await page.evaluate(
        async ([a, r, repeats]) => {
          const bench = (window as never as BenchWindow).shadowturnBench;
          const host = document.getElementById("sheet")!;
          const times: number[] = [];
          for (let i = 0; i < repeats * 4; i += 1) times.push(await bench.sheetRender(a, r, host));
          return times;
        },
        [actor, ruleset, REPEATS] as const,
      );
      const sheetRenderMs = Math.min(...sheetTimes.slice(2));
      out[ruleset] = { trackerRenderMs, trackerScrolledRenderMs, trackerPhasesMs, sheetRenderMs };
    }
  } finally {
    await browser.close();
  }
  return out;
}
