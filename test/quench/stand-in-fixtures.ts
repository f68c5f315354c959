// The batches' world in `npm test`: the stand-in, with the sample actors' real data models (as in
// test/foundry/actor/combat-contract.test.ts) and Shadowturn registered on every client. It does what
// src/quench/foundry-fixtures.ts does in a real Foundry, so the same batch bodies run in both. The tracker is
// Shadowturn's on the stand-in base, its parts drawn with the real templates into elements (linkedom: a DOM
// without a browser, so nothing is laid out).
import { parseHTML } from "linkedom";
import { createCombat, createWorld, onEveryClient, type StandInWorld } from "../stand-in";
import { prepareDocumentConfig, StandInActor } from "../stand-in/actors";
import { StandInCombatTracker } from "../stand-in/applications";
import { defineCombatTracker, type CombatTrackerBase } from "../../src/foundry/tracker/tracker-app";
import { copyName } from "../../src/quench/foundry-fixtures";
import { ShadowturnActorSheet } from "../../src/foundry/actor/sheet";
import { registerActorsAndItems } from "../../src/foundry/actor/register";
import {
  readyCombat,
  registerCombatDocuments,
  type ShadowturnCombat,
} from "../../src/foundry/combat/register";
import { registerSettings, SYSTEM_ID } from "../../src/foundry/settings";
import type { FightFixtures, QuenchFight, SheetShown, TrackerShown } from "../../src/quench/fixtures";
import { registerTurnChangeLog } from "../../src/quench/turn-change-log";
import { loadSamples } from "../foundry/actor/render-support";

export interface StandInFixtures extends FightFixtures {
  /** The stand-in world of the running batch, for checks the stand-in alone can make. */
  world(): StandInWorld;
}

export function standInFixtures(): StandInFixtures {
  let world: StandInWorld | undefined;
  return {
    world: () => {
      if (!world) throw new Error("setUp has not run");
      return world;
    },
    async setUp(ruleset, samples, copies = 1): Promise<QuenchFight> {
      const w = createWorld();
      world = w;
      onEveryClient(w, () => {
        registerSettings();
        registerCombatDocuments();
        readyCombat();
        // what the quenchReady hook does on every client with Quench (src/quench/register.ts)
        registerTurnChangeLog();
      });
      prepareDocumentConfig();
      registerActorsAndItems();
      await game.settings.set(SYSTEM_ID, "ruleset", ruleset);
      const actors = loadSamples()
        .filter((s) => samples.includes(s.name))
        .flatMap((s) =>
          Array.from({ length: copies }, (_, k) => {
            const actor = new StandInActor({
              ...s,
              _id: k === 0 ? s.id : `${s.id}${k + 1}`,
              name: copyName(s.name, k),
              items: s.items.map((i) => ({ ...i, _id: i.id })),
            });
            w.actors.set(actor as never);
            return actor;
          }),
        );
      const combat = (await createCombat(w)) as unknown as ShadowturnCombat;
      const created = await combat.createEmbeddedDocuments(
        "Combatant",
        actors.map((a) => ({ actorId: a.id, name: a.name })),
      );
      return {
        combat,
        ids: Object.fromEntries(created.map((c) => [c.name, c.id])),
        showSheet: (name) =>
          showSheet(
            actors.find((a) => a.name === name),
            name,
          ),
        async wound(name, boxes) {
          const actor = actors.find((a) => a.name === name);
          if (!actor) throw new Error(`no sample ${name}`);
          const physical = (actor.system.monitors as { physical?: number } | undefined)?.physical ?? 0;
          await actor.update({ "system.monitors.physical": physical + boxes });
        },
      };
    },
    settle: () => world?.settle() ?? Promise.resolve(),
    laysOut: false,
    showTracker: (combat) => showTracker(combat, () => world?.settle() ?? Promise.resolve()),
    async tearDown() {
      world = undefined;
    },
  };
}

const Tracker = defineCombatTracker(StandInCombatTracker as unknown as CombatTrackerBase);

/** Elements from the stand-in's HTML text (`selector` picks the one returned). */
function elementOf(html: string, selector: string): HTMLElement {
  const { document } = parseHTML(html);
  return document.querySelector(selector) as unknown as HTMLElement;
}

/**
 * Shadowturn's actor sheet on the stand-in base, drawn; `element()` reads its latest drawing, in an element
 * with the sheet's `classes` as core gives its application element (5e and SR5 style their sheets by them).
 */
async function showSheet(actor: StandInActor | undefined, name: string): Promise<SheetShown> {
  if (!actor) throw new Error(`no sample ${name}`);
  const sheet = new ShadowturnActorSheet({ document: actor } as never) as unknown as {
    render(force: boolean): Promise<unknown>;
    close(): Promise<unknown>;
    html: string;
    options: { classes: string[] };
  };
  const start = performance.now();
  await sheet.render(true);
  const classes = sheet.options.classes.join(" ");
  return {
    element: () => elementOf(`<div class="${classes}">${sheet.html}</div>`, "div"),
    ms: performance.now() - start,
    close: async () => void (await sheet.close()),
  };
}

/** The tracker's parts drawn into one element, as the sidebar holds them. */
async function drawn(app: InstanceType<typeof Tracker>): Promise<HTMLElement> {
  const tracker = app as unknown as StandInCombatTracker;
  await tracker.render();
  return elementOf(`<section id="combat">${tracker.html}</section>`, "#combat");
}

/**
 * Core draws the tracker again after every Combat update, in its own time (OSE's v13 combat test waits for
 * it after `nextTurn()`); the stand-in draws only when asked, so it draws once the write has settled.
 */
async function showTracker(combat: ShadowturnCombat, settle: () => Promise<void>): Promise<TrackerShown> {
  const app = new Tracker();
  Object.assign(app, { viewed: combat });
  let element = await drawn(app);
  return {
    element: () => element,
    async redrawnAfter(write) {
      const start = performance.now();
      await write();
      await settle();
      element = await drawn(app);
      return performance.now() - start;
    },
    settled: () => Promise.resolve(),
  };
}
