// Pictures the system ships (`systems/shadowturn/<path>`, e.g. the samples' portraits) as data URLs read from
// the repository, so a page rendered for a screenshot shows them as Foundry would serve them.
import { readFileSync } from "node:fs";
import { extname, join } from "node:path";

const TYPES: Record<string, string> = { ".svg": "image/svg+xml", ".png": "image/png", ".webp": "image/webp" };

/** The data URL of a `systems/shadowturn/...` path. */
export function systemImage(path: string): string {
  const file = join(process.cwd(), path.replace(/^systems\/shadowturn\//, ""));
  const type = TYPES[extname(file)] ?? "application/octet-stream";
  return `data:${type};base64,${readFileSync(file).toString("base64")}`;
}

/** Every `src="systems/shadowturn/..."` in the HTML replaced by its data URL. */
export function inlineSystemImages(html: string): string {
  return html.replace(
    /src="(systems\/shadowturn\/[^"]+)"/g,
    (_, path: string) => `src="${systemImage(path)}"`,
  );
}
