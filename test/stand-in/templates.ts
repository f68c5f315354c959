// Stand-in for Foundry's Handlebars rendering: `renderTemplate(path, data)` and the template parts of a
// HandlebarsApplicationMixin application. Behaviour mimicked and where it was seen:
// - `systems/shadowturn/...` paths are this repository's files; `{{localize key}}` is Foundry's helper, which
//   formats when given hash arguments (SR5 and our templates use both forms); `eq` compares.
// - a part `{template, templates?}` renders its template with the part's context; the `templates` listed are
//   loaded as partials under their paths (FOUNDRY-API.md 4: `{id: {template, templates?: [partials]}}`).
// - every part must render exactly one root element, else core refuses the whole application (part-root.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { shippedTemplate } from "../../scripts/compact-template.mjs";
import { checkPartRoot } from "./part-root";

const ROOT = join(import.meta.dirname, "..", "..");

export interface TemplatePart {
  template: string;
  templates?: readonly string[];
}

/** A template as the system ships it (the build compacts the per-row ones, scripts/compact-template.mjs). */
function read(path: string): string {
  const file = path.replace(/^systems\/shadowturn\//, "");
  return shippedTemplate(file.replace(/^templates\//, ""), readFileSync(join(ROOT, file), "utf8"));
}

const handlebars = Handlebars.create();
const compiled = new Map<string, Handlebars.TemplateDelegate>();

/** A template compiled once per run (the files do not change while tests run). */
function compile(path: string): Handlebars.TemplateDelegate {
  let template = compiled.get(path);
  if (!template) compiled.set(path, (template = handlebars.compile(read(path))));
  return template;
}
handlebars.registerHelper("localize", (key: string, options: { hash?: Record<string, string | number> }) => {
  const hash = options?.hash ?? {};
  return Object.keys(hash).length > 0 ? game.i18n.format(key, hash) : game.i18n.localize(key);
});
handlebars.registerHelper("eq", (a: unknown, b: unknown) => a === b);

/** `foundry.applications.handlebars.renderTemplate(path, data)`. */
export async function renderTemplate(path: string, data: object): Promise<string> {
  return compile(path)(data);
}

/** One part's HTML, with its partials loaded; throws as core does unless it has exactly one root element. */
export function renderPart(partId: string, part: TemplatePart, context: object): string {
  for (const partial of part.templates ?? []) {
    if (!handlebars.partials[partial]) handlebars.registerPartial(partial, read(partial));
  }
  return checkPartRoot(partId, part.template, compile(part.template)(context));
}
