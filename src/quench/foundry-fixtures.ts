// The batches' world inside a real Foundry: temporary actors copied from the sample-combatants pack
// (`game.packs.get(id).getDocuments()`, as many v13 modules read packs), a temporary combat with no scene
// (`Combat.create({})` with combatants from actor ids, as v13 E2E suites build one), everything deleted
// afterwards (SR5 `src/unittests/utils.ts` deletes its test documents the same way), and the world's
// ruleset put back. The tracker is the sidebar's own (`ui.combat`), shown open.
import type { RulesetId } from "../engine";
import type { ShadowturnCombat } from "../foundry/combat/combat-document";
import { SYSTEM_ID } from "../foundry/settings";
import type { FightFixtures, QuenchFight, SheetShown, TrackerShown } from "./fixtures";

export const SAMPLE_PACK = `${SYSTEM_ID}.sample-combatants`;
/** Name prefix of everything a batch makes, so a GM can spot leftovers of an interrupted run. */
export const QUENCH_PREFIX = "[Shadowturn test]";

export function foundryFixtures(): FightFixtures {
  let actors: Actor[] = [];
  let combat: Combat | undefined;
  let rulesetBefore: unknown;

  return {
    async setUp(ruleset: RulesetId, samples: string[], copies = 1): Promise<QuenchFight> {
      const pack = game.packs?.get(SAMPLE_PACK);
      if (!pack) throw new Error(`Shadowturn Quench: the compendium ${SAMPLE_PACK} is missing`);
      const docs = (await pack.getDocuments()).filter((d) => samples.includes(d.name));
      rulesetBefore = game.settings.get(SYSTEM_ID, "ruleset");
      await game.settings.set(SYSTEM_ID, "ruleset", ruleset);
      actors = await Actor.create(
        docs.flatMap((d) => {
          const { _id: _drop, ...data } = d.toObject();
          return Array.from({ length: copies }, (_, k) => ({
            ...data,
            name: `${QUENCH_PREFIX} ${copyName(d.name, k)}`,
          }));
        }),
      );
      combat = await Combat.create({});
      if (!combat) throw new Error("Shadowturn Quench: the combat could not be created");
      const created = await combat.createEmbeddedDocuments(
        "Combatant",
        actors.map((a) => ({ actorId: a.id, name: a.name })),
      );
      const ids = Object.fromEntries(
        created.map((c) => [(c.name ?? "").slice(QUENCH_PREFIX.length + 1), c.id] as const),
      );
      const byName = (name: string) => actors.find((a) => a.name === `${QUENCH_PREFIX} ${name}`);
      return {
        combat: combat as ShadowturnCombat,
        ids,
        showSheet: (name) => showSheet(byName(name), name),
        async wound(name, boxes) {
          const actor = byName(name);
          if (!actor) throw new Error(`Shadowturn Quench: no test actor ${name}`);
          const monitors = (actor.system as { monitors?: { physical?: number } }).monitors;
          await actor.update({ "system.monitors.physical": (monitors?.physical ?? 0) + boxes });
        },
      };
    },
    settle: () => new Promise((resolve) => setTimeout(resolve, 50)),
    laysOut: true,
    showTracker,
    async tearDown(): Promise<void> {
      await combat?.delete();
      if (actors.length > 0) await Actor.deleteDocuments(actors.map((a) => a.id));
      if (rulesetBefore !== undefined) await game.settings.set(SYSTEM_ID, "ruleset", rulesetBefore);
      actors = [];
      combat = undefined;
    },
  };
}

/** The name of the `k`-th copy of a sample (0: the sample's own). */
export function copyName(sample: string, k: number): string {
  return k === 0 ? sample : `${sample} ${k + 1}`;
}

/** Waits for the browser's next frame to be drawn: layout and scroll positions are then settled. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * The actor's own sheet (`actor.sheet`, the class registered for its type) drawn with
 * `render({force: true})`, then read from its element (arm5e's Quench sheet tests: `sheet.render(true)`,
 * then `sheet.element`).
 */
async function showSheet(actor: Actor | undefined, name: string): Promise<SheetShown> {
  const sheet = actor?.sheet;
  if (!sheet) throw new Error(`Shadowturn Quench: no sheet for the test actor ${name}`);
  const start = performance.now();
  await sheet.render({ force: true });
  await nextFrame();
  return {
    element: () => sheet.element,
    ms: performance.now() - start,
    close: async () => void (await sheet.close()),
  };
}

/** How long a redraw may take before the batch calls it missing. */
const REDRAW_TIMEOUT_MS = 10_000;

/**
 * The sidebar's tracker showing `combat`: a combat with no scene is made the one shown with `activate()`
 * (LAN `lancer-tour.ts`, gumshoe's v13 end-to-end combat test), and the sidebar is opened on its combat tab
 * (LAN `LancerTour._preStep`: `expand()`, `changeTab(tab, "primary")`), so that the list has a size.
 */
async function showTracker(combat: ShadowturnCombat): Promise<TrackerShown> {
  const tracker = ui.combat;
  if (!tracker) throw new Error("Shadowturn Quench: the combat tracker is not ready");
  await combat.activate();
  if (tracker.viewed !== combat) {
    try {
      tracker.viewed = combat;
    } catch {
      // a generation where `viewed` cannot be set: activate() had to do it, checked below
    }
  }
  if (tracker.viewed !== combat) {
    throw new Error("Shadowturn Quench: the tracker shows another combat; end the other combats first");
  }
  ui.sidebar?.expand?.();
  ui.sidebar?.changeTab?.("combat", "primary");
  await tracker.render({ force: true });
  await nextFrame();
  return {
    element: () => tracker.element,
    redrawnAfter: (write) => redrawnAfter(tracker, write),
    settled: nextFrame,
  };
}

/**
 * Runs `write` and waits for core to draw the tracker again: it does so on every client after a Combat update,
 * in its own time (OSE's v13 combat test polls the tracker after `nextTurn()` for that reason). Its
 * `renderCombatTracker(app, html)` hook (5e, OSE) says when; it also fires for the tracker's popout, hence
 * the check of `app`. Then one frame more, for layout and the scroll position.
 */
async function redrawnAfter(
  tracker: ShadowturnSidebarTracker,
  write: () => Promise<unknown>,
): Promise<number> {
  const start = performance.now();
  let hook = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    Hooks.off("renderCombatTracker", hook);
  };
  const drawn = new Promise<number>((resolve, reject) => {
    timer = setTimeout(() => {
      stop();
      reject(new Error(`Shadowturn Quench: the tracker was not drawn again within ${REDRAW_TIMEOUT_MS} ms`));
    }, REDRAW_TIMEOUT_MS);
    hook = Hooks.on("renderCombatTracker", (app: unknown) => {
      if (app !== tracker) return;
      stop();
      resolve(performance.now() - start);
    });
  });
  try {
    await write();
  } catch (error) {
    stop();
    throw error;
  }
  const ms = await drawn;
  await nextFrame();
  return ms;
}
