// What runs inside headless Chromium for the render bench: the layer's own code from a combat update to the
// tracker's DOM (documents -> engine state as setupTurns and the tracker read it, the engine's rows, the
// tracker view, the real Handlebars templates, the DOM replaced and laid out with the real CSS), and the
// actor sheet's (context, templates, DOM). Bundled into one script by bench/render.ts.
import Handlebars from "handlebars";
import { DEFAULT_SETTINGS, turnOrder, type RulesetId } from "../../src/engine";
import type { CombatSystemData } from "../../src/foundry/combat/combat-model";
import { orderIds, readState, type CombatantRecord } from "../../src/foundry/combat/state-mapping";
import { ACTOR_PARTS } from "../../src/foundry/actor/parts";
import { buildActorSheetContext, type ActorLike } from "../../src/foundry/actor/sheet-context";
import { keepRows, measureRows } from "../../src/foundry/tracker/row-heights";
import { trackerView } from "../../src/foundry/tracker/tracker-view";
import { registerRulesetUi } from "../../src/foundry/ruleset-ui";
import { registerShippedRulesets, SHIPPED_MODULES } from "../../src/rulesets";

// the rulesets that ship as modules (sr6) join the page's registry as the system's init registers them
registerShippedRulesets();
for (const { ruleset, ui } of SHIPPED_MODULES) registerRulesetUi(ruleset.id, ui);

/** One combat as its documents hold it: what an update changes. */
export interface StoredCombat {
  round: number;
  system: CombatSystemData;
  combatants: CombatantRecord[];
}

let hb: typeof Handlebars;
let strings: Record<string, string> = {};
const compiled: Record<string, HandlebarsTemplateDelegate> = {};

function format(key: string, data: Record<string, unknown> = {}): string {
  const text = strings[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
}

/** Compiles every template once, as Foundry caches compiled templates. */
function setup(
  templates: Record<string, string>,
  partials: Record<string, string>,
  lang: Record<string, string>,
) {
  strings = lang;
  hb = Handlebars.create();
  hb.registerHelper("localize", (key: string, options: Handlebars.HelperOptions) =>
    format(key, options.hash as Record<string, unknown>),
  );
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  for (const [name, text] of Object.entries(partials)) hb.registerPartial(name, text);
  for (const [name, text] of Object.entries(templates)) compiled[name] = hb.compile(text, { strict: false });
}

/** Milliseconds per phase of the last trackerUpdate, in order (for finding where the time goes). */
export type TrackerPhases = Record<string, number>;
let lastPhases: TrackerPhases = {};

/** The next animation frame. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Milliseconds the browser spends in its next rendering update (style, layout, paint, commit): from the
 * frame's animation callbacks to the first task after it. What a forced layout left undone (rows skipped by
 * `content-visibility`, paint) lands here, so it is never left out; the idle wait for the frame is.
 */
function nextRendering(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const start = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    }),
  );
}

/**
 * The tracker after `combat` arrived: returns the milliseconds of work until its DOM is laid out and
 * painted (the update's script, then the next frame's rendering). `scrolled`: the GM had scrolled the list
 * halfway down before the update came (the list must be one that scrolls), so the rows' heights are read and
 * kept and the scroll put back, as in Foundry (row-heights.ts).
 */
async function trackerUpdate(
  ruleset: RulesetId,
  combat: StoredCombat,
  host: HTMLElement,
  scrolled = false,
): Promise<number> {
  const shown = host.querySelector<HTMLElement>(".st-tracker");
  if (scrolled && shown) {
    shown.scrollTop = Math.round((shown.scrollHeight - shown.clientHeight) / 2);
    // a figure called scrolled must be one: a list that does not scroll would time the top of it again
    if (shown.scrollTop <= 0) throw new Error("the tracker list does not scroll: no scrolled figure");
    await nextFrame(); // drawn scrolled, before the update arrives
  }
  await nextFrame(); // start right after a frame, as an update arriving between frames does
  const t0 = performance.now();
  const phases: TrackerPhases = {};
  let mark = t0;
  const lap = (name: string) => {
    const t = performance.now();
    phases[name] = (phases[name] ?? 0) + t - mark;
    mark = t;
  };
  const read = () =>
    readState({
      ruleset,
      settings: DEFAULT_SETTINGS,
      round: combat.round,
      started: true,
      system: combat.system,
      records: combat.combatants,
      live: () => {
        throw new Error("the bench's stored inputs are sound");
      },
      problems: [],
    });
  // the update: every client reads the documents once, orders the turn once (setupTurns), and the tracker
  // renders from that same read (ShadowturnCombat keeps it until a document changes)
  const state = read();
  lap("readState");
  const rows = turnOrder(state);
  lap("turnOrder");
  orderIds(state, combat.combatants, rows);
  lap("orderIds");
  const shadowturn = trackerView({
    state,
    rows,
    viewer: { isGM: true, ownedIds: new Set() },
    budgetVisibility: "all",
    sr4TieDisplay: "mark",
  });
  lap("trackerView");
  const context = { user: { isGM: true }, hasCombat: true, combats: [{ id: "c1" }], shadowturn };
  const html = ["header", "tracker", "footer"].map((p) => compiled[p]!(context)).join("\n");
  lap("handlebars");
  // as the tracker part is replaced in Foundry: each row's height read first, kept after (row-heights.ts)
  const rowsBefore = measureRows(host.querySelector(".st-tracker"));
  lap("rowHeights");
  host.innerHTML = `<section class="tab sidebar-tab combat-sidebar shadowturn-tracker">${html}</section>`;
  lap("innerHTML");
  keepRows(host.querySelector(".st-tracker"), rowsBefore);
  lap("rowHeights");
  host.getBoundingClientRect(); // style and layout done: the finished DOM
  lap("layout");
  const script = performance.now() - t0;
  phases.frame = await nextRendering();
  lastPhases = phases;
  return script + phases.frame;
}

/** The actor sheet of `actor`: returns the milliseconds of work until its DOM is laid out and painted. */
async function sheetRender(actor: ActorLike, ruleset: RulesetId, host: HTMLElement): Promise<number> {
  await nextFrame();
  const t0 = performance.now();
  const context = buildActorSheetContext(actor, ruleset, (key, data) => format(key, data));
  host.innerHTML = Object.keys(ACTOR_PARTS)
    .map((id) => `<div data-application-part="${id}">${compiled[`actor/${id}`]!(context)}</div>`)
    .join("\n");
  host.getBoundingClientRect();
  const script = performance.now() - t0;
  return script + (await nextRendering());
}

(globalThis as unknown as { shadowturnBench: object }).shadowturnBench = {
  setup,
  trackerUpdate,
  trackerPhases: () => lastPhases,
  sheetRender,
};
