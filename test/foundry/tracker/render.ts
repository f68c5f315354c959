// Renders the real tracker templates with real Handlebars, the way Foundry would: the part templates, the
// partials registered under their system paths, and a `localize` helper backed by the merged language file
// (with hash arguments it formats `{name}` placeholders, as Foundry's helper does; an unknown key comes back
// as the key itself, again as in Foundry, so a test can catch it).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { i18n } from "../../stand-in/i18n";
import { trackerView, type TrackerViewInput } from "../../../src/foundry/tracker/tracker-view";
import { TRACKER_PARTIAL_NAMES } from "../../../src/foundry/tracker/tracker-partials";
import type { TrackerView } from "../../../src/foundry/tracker/view-types";
import type { Scene } from "./scenes";
import { checkPartRoot } from "../../stand-in/part-root";
import { shippedTemplate } from "../../../scripts/compact-template.mjs";

const TEMPLATE_DIR = join(process.cwd(), "templates", "combat");
export const PARTIALS = TRACKER_PARTIAL_NAMES;
export const PARTS = ["header", "tracker", "footer"] as const;

export interface Renderer {
  part(name: (typeof PARTS)[number], context: object): string;
  /** The three parts in one section, as the sidebar shows them. */
  tracker(context: object): string;
}

/** `shipped` false renders the templates as written in templates/, not as the build ships them. */
export function makeRenderer(lang = "en", shipped = true): Renderer {
  const t = i18n(lang);
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: string, options: Handlebars.HelperOptions) =>
    t.format(key, options.hash as Record<string, string | number>),
  );
  // as the system ships them: the per-row templates compacted (scripts/compact-template.mjs)
  const read = (name: string) => {
    const text = readFileSync(join(TEMPLATE_DIR, `${name}.hbs`), "utf8");
    return shipped ? shippedTemplate(`combat/${name}.hbs`, text) : text;
  };
  for (const name of PARTIALS)
    hb.registerPartial(`systems/shadowturn/templates/combat/${name}.hbs`, read(name));
  const compiled = Object.fromEntries(PARTS.map((p) => [p, hb.compile(read(p), { strict: false })]));
  // a part with no root element or several throws, as core does (test/stand-in/part-root.ts)
  const part = (name: (typeof PARTS)[number], context: object) =>
    checkPartRoot(name, `templates/combat/${name}.hbs`, compiled[name]!(context));
  return {
    part,
    tracker: (context) =>
      `<section id="combat" class="tab sidebar-tab combat-sidebar shadowturn-tracker">${PARTS.map((p) => part(p, context)).join("\n")}</section>`,
  };
}

export interface ViewerSpec {
  isGM: boolean;
  owns?: string[];
  /** The world setting whoRolls is "owners". */
  ownersRoll?: boolean;
}

/** The root context the tracker class hands the templates: core fields plus `shadowturn`. */
export function rootContext(
  scene: Scene,
  viewer: ViewerSpec,
  extra: Partial<Omit<TrackerViewInput, "state" | "rows" | "viewer">> = {},
): { shadowturn: TrackerView } & Record<string, unknown> {
  const shadowturn = trackerView({
    state: scene.state,
    rows: scene.rows,
    viewer: { isGM: viewer.isGM, ownedIds: new Set(viewer.owns ?? []), ownersRoll: viewer.ownersRoll },
    budgetVisibility: extra.budgetVisibility ?? "all",
    timed: scene.timed,
    ...extra,
  });
  return {
    user: { isGM: viewer.isGM },
    hasCombat: true,
    combats: [{ id: "c1" }],
    currentIndex: 1,
    previousId: null,
    nextId: null,
    shadowturn,
  };
}

/** The HTML of each row, keyed by combatant id (rows are `<li ... data-combatant-id=...>` up to `</li>`). */
export function rowsOf(html: string): Map<string, string> {
  const out = new Map<string, string>();
  const re = /<li class="([^"]*)" data-combatant-id="([^"]+)"[\s\S]*?<\/li>/g;
  for (const m of html.matchAll(re)) out.set(m[2]!, m[0]);
  return out;
}

/** How many times a substring occurs. */
export function count(html: string, needle: string): number {
  return html.split(needle).length - 1;
}
