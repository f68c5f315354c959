// A German table with the Babele module active sees every compendium entry in German. These tests read the
// pack sources and the translation files the build ships (babele/de/shadowturn.<pack>.json) and check the
// registration Babele needs to find them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import YAML from "yaml";
import { PACK_SOURCES, packTypes } from "../../scripts/packs.mjs";
import { BABELE_DIR, registerBabele, type BabeleApi } from "../../src/foundry/babele";
import { HookRegistry } from "../stand-in/hooks";

interface Entry {
  name: string;
  type: string;
  system: { description?: string; notes?: string };
  items?: Entry[];
}
interface Translation {
  label: string;
  mapping: Record<string, string>;
  entries: Record<string, Record<string, string>>;
}

const LANGUAGES = ["de"];
const types = packTypes();
/** The English text Babele replaces: an Item's description, an Actor's notes. */
const textField = (type: string) => (type === "Actor" ? "notes" : "description");

function packEntries(pack: string): Entry[] {
  return readdirSync(join(PACK_SOURCES, pack))
    .filter((f) => f.endsWith(".yml"))
    .map((f) => YAML.parse(readFileSync(join(PACK_SOURCES, pack, f), "utf8")) as Entry);
}

function translation(lang: string, pack: string): Translation {
  return JSON.parse(readFileSync(join(BABELE_DIR, lang, `shadowturn.${pack}.json`), "utf8")) as Translation;
}

describe.each(LANGUAGES)("German compendium text (%s) for Babele", (lang) => {
  const packs = Object.keys(types);

  it("has a translation file for every pack system.json lists, with a translated label", () => {
    expect(packs.length).toBe(8);
    const manifest = JSON.parse(readFileSync("system.json", "utf8")) as {
      packs: { name: string; label: string }[];
    };
    for (const pack of manifest.packs) {
      const file = translation(lang, pack.name);
      expect(file.label, pack.name).toBeTruthy();
      expect(file.label, pack.name).not.toBe(pack.label);
    }
  });

  it.each(packs)("gives every entry of %s a German name and text", (pack) => {
    const file = translation(lang, pack);
    const field = textField(types[pack]!);
    const missing: string[] = [];
    for (const entry of packEntries(pack)) {
      const german = file.entries[entry.name];
      const english = entry.system[field as "description" | "notes"] ?? "";
      if (!german?.name || !german[field]) missing.push(entry.name);
      else expect(german[field], `${pack}: ${entry.name}`).not.toBe(english);
    }
    expect(missing, `${pack}: entries without German name or ${field}`).toEqual([]);
  });

  it.each(packs)("translates only entries %s has, so a renamed entry is noticed", (pack) => {
    const names = new Set(packEntries(pack).map((e) => e.name));
    expect(Object.keys(translation(lang, pack).entries).filter((n) => !names.has(n))).toEqual([]);
  });

  it.each(packs)("maps the translated text of %s onto the field the entries keep it in", (pack) => {
    const field = textField(types[pack]!);
    expect(translation(lang, pack).mapping[field]).toBe(`system.${field}`);
  });

  it("translates every item a sample combatant carries (Babele's item converter finds it by name in the item packs)", () => {
    const itemNames = new Set(
      packs.filter((p) => types[p] === "Item").flatMap((p) => Object.keys(translation(lang, p).entries)),
    );
    const untranslated = packs
      .filter((p) => types[p] === "Actor")
      .flatMap((p) => packEntries(p))
      .flatMap((actor) => (actor.items ?? []).map((item) => `${actor.name}: ${item.name}`))
      .filter((label) => !itemNames.has(label.split(": ")[1]!));
    expect(untranslated).toEqual([]);
  });

  it("uses real German plurals, never 'Durchgang/-gänge', '(en)' or '(n)' forms", () => {
    for (const pack of packs) {
      for (const [name, entry] of Object.entries(translation(lang, pack).entries)) {
        for (const text of Object.values(entry)) {
          expect(text, `${pack}: ${name}`).not.toMatch(/\((?:e|en|n|s|er)\)|\/-/);
        }
      }
    }
  });

  it("names the pack folders in German too", () => {
    const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { packFolders: { name: string }[] };
    const folders = JSON.parse(
      readFileSync(join(BABELE_DIR, lang, "shadowturn._packs-folders.json"), "utf8"),
    ) as {
      entries: Record<string, string>;
    };
    for (const folder of manifest.packFolders) expect(folders.entries[folder.name], folder.name).toBeTruthy();
  });
});

describe("Babele registration", () => {
  const g = globalThis as { Babele?: { get(): BabeleApi } };
  afterEach(() => delete g.Babele);

  function fakeBabele() {
    const dirs: string[] = [];
    return { dirs, babele: { setSystemTranslationsDir: (dir: string) => dirs.push(dir) } };
  }

  it("tells Babele on babele.init where the system's translation files are", () => {
    const hooks = new HookRegistry();
    registerBabele(hooks);
    const { dirs, babele } = fakeBabele();
    hooks.callAll("init");
    hooks.callAll("babele.init", babele);
    expect(dirs).toEqual([BABELE_DIR]);
    expect(existsSync(join(BABELE_DIR, "de"))).toBe(true);
  });

  it("tells a Babele that fires no babele.init at the system's init, through its Babele global", () => {
    const hooks = new HookRegistry();
    registerBabele(hooks);
    const { dirs, babele } = fakeBabele();
    g.Babele = { get: () => babele };
    hooks.callAll("init");
    expect(dirs).toEqual([BABELE_DIR]);
  });

  it("does nothing, and throws nothing, when Babele is not active", () => {
    const hooks = new HookRegistry();
    registerBabele(hooks);
    expect(() => hooks.callAll("init")).not.toThrow();
    expect(g.Babele).toBeUndefined();
  });
});
