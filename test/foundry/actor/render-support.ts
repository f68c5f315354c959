// Renders our sheet templates with real Handlebars, as Foundry would: every part in PARTS order inside the
// sheet's form, with Foundry's `localize` (format when given hash data) and `eq` helpers. Used by the render
// tests and the screenshot tests.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import YAML from "yaml";
import { i18n } from "../../stand-in/i18n";
import type { Localize } from "../../../src/foundry/actor/formula-view";
import type { ActorLike } from "../../../src/foundry/actor/sheet-context";
import { checkPartRoot } from "../../stand-in/part-root";

export const ROOT = join(import.meta.dirname, "..", "..", "..");

/** The shipped strings as Foundry loads them: one nested object (test/stand-in/i18n.ts). */
export function localizer(lang: "en" | "de" = "en"): Localize {
  const t = i18n(lang);
  const translate = (key: string, data?: Record<string, string | number>) =>
    data ? t.format(key, data) : t.localize(key);
  // `lang` picks plural forms, as game.i18n.lang does in Foundry (src/foundry/plural.ts).
  return Object.assign(translate, { lang });
}

/** A Handlebars instance with the helpers our templates use. */
export function handlebarsFor(t: Localize): typeof Handlebars {
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: string, options: { hash?: Record<string, string | number> }) => {
    const hash = options?.hash ?? {};
    return Object.keys(hash).length > 0 ? t(key, hash) : t(key);
  });
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  return hb;
}

/**
 * The HTML of all parts, each wrapped as ApplicationV2 does (`data-application-part`). A part that renders no
 * root element or several throws, as core does (test/stand-in/part-root.ts).
 */
export function renderParts(
  parts: Record<string, { template: string }>,
  context: object,
  t: Localize,
): string {
  const hb = handlebarsFor(t);
  return Object.entries(parts)
    .map(([id, part]) => {
      const file = join(ROOT, part.template.replace(/^systems\/shadowturn\//, ""));
      const html = hb.compile(readFileSync(file, "utf8"), { strict: false })(context);
      checkPartRoot(id, part.template, html);
      return `<div data-application-part="${id}">${html}</div>`;
    })
    .join("\n");
}

/** The text of the first element with `attr`, tags stripped, whitespace squeezed. */
export function textOf(html: string, attr: string): string | null {
  const m = new RegExp(`<(\\w+)[^>]*\\s${attr}(?:=[^\\s>]*)?[^>]*>([\\s\\S]*?)</\\1>`, "m").exec(html);
  return m
    ? (m[2] ?? "")
        .replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim()
    : null;
}

export function decode(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#x3D;/g, "=")
    .replace(/&#x60;/g, "`");
}

/** The sample combatants of the compendium sources, as the sheet reads actors. */
export function loadSamples(): ActorLike[] {
  const dir = join(ROOT, "packs", "src", "sample-combatants");
  return readdirSync(dir).map((f) => {
    const e = YAML.parse(readFileSync(join(dir, f), "utf8"));
    return { ...e, id: e._id, items: e.items.map((i: { _id: string }) => ({ ...i, id: i._id })) };
  });
}
