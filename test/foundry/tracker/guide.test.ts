// docs/gm-guide.md and its pictures agree: every picture the guide names exists in docs/guide/ and is taken by
// the step of guide-scenes.ts of that name (no stray or missing picture), and each picture's caption names what
// that step's tracker shows in its header (turn or round, pass, who acts), in the words the tracker uses. Its
// settings table names every setting as Foundry shows it, and its keyboard table every default key.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadLanguage } from "../../../src/repo-data/lang.mjs";
import { KEY_DEFAULTS } from "../../../src/foundry/tracker/keybindings";
import { decode } from "../actor/render-support";
import { guideContext, GUIDE_STEPS } from "./guide-scenes";
import { makeRenderer } from "./render";

const GUIDE = readFileSync(join(process.cwd(), "docs", "gm-guide.md"), "utf8");
const PICTURES = [...GUIDE.matchAll(/!\[([^\]]*)\]\(guide\/([^)]+\.png)\)/g)].map((m) => ({
  caption: m[1]!,
  file: m[2]!,
}));
const en = makeRenderer("en");

/** The header as the tracker renders it for a step: its title and the "Acting: ..." line, if any. */
function headerWords(file: string): string[] {
  const html = en.part("header", guideContext(GUIDE_STEPS[file]!()));
  const text = (re: RegExp) => decode(html.match(re)?.[1]?.replace(/\s+/g, " ").trim() ?? "");
  const title = text(/<strong class="encounter-title[^>]*>([\s\S]*?)<\/strong>/);
  const acting = text(/<span class="st-acting">([\s\S]*?)<\/span>/);
  return acting ? [title, acting] : [title];
}

describe("the GM guide's pictures (docs/gm-guide.md)", () => {
  it("names pictures, each once", () => {
    expect(PICTURES.length).toBeGreaterThan(8);
    expect(new Set(PICTURES.map((p) => p.file)).size).toBe(PICTURES.length);
  });

  it("every picture it names is in docs/guide/ and is taken by the guide step of that name", () => {
    for (const { file } of PICTURES) {
      expect(existsSync(join(process.cwd(), "docs", "guide", file)), file).toBe(true);
      expect(Object.keys(GUIDE_STEPS), file).toContain(file);
    }
  });

  it("shows every step the test run takes, and docs/guide/ holds no picture the guide does not show", () => {
    const shown = PICTURES.map((p) => p.file).sort();
    expect(Object.keys(GUIDE_STEPS).sort()).toEqual(shown);
    expect(readdirSync(join(process.cwd(), "docs", "guide")).sort()).toEqual(shown);
  });

  it("each caption names the header its step's tracker shows: turn or round, pass and who acts", () => {
    for (const { caption, file } of PICTURES) {
      for (const words of headerWords(file)) expect(caption, `${file}: "${words}"`).toContain(words);
    }
  });
});

/** A section of the guide, from its heading to the next one. */
function section(title: string): string {
  return GUIDE.slice(GUIDE.indexOf(`\n## ${title}\n`)).split(/\n## /)[1] ?? "";
}

describe("the GM guide's settings and keys", () => {
  it("names every world setting by its key and by the name Foundry shows (lang/en)", () => {
    const en = loadLanguage("en");
    const names = Object.keys(en)
      .map((k) => k.match(/^SHADOWTURN\.Settings\.(\w+)\.Name$/)?.[1])
      .filter((k): k is string => k !== undefined);
    expect(names.length).toBeGreaterThan(5);
    const table = section("Settings");
    for (const name of names) {
      expect(table, name).toContain(`\`${name}\``);
      expect(table, name).toContain(en[`SHADOWTURN.Settings.${name}.Name`]);
    }
  });

  it("lists every default key binding", () => {
    const table = section("Keyboard");
    const shown = (d: (typeof KEY_DEFAULTS)[number]) => {
      const key = d.key.replace(/^Key/, "").replace("BracketRight", "]").replace("BracketLeft", "[");
      return d.shift ? `Shift+${key}` : key;
    };
    for (const d of KEY_DEFAULTS) expect(table, d.action).toContain(`\`${shown(d)}\``);
  });
});
