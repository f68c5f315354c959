// The localisation check for the whole project: every key the templates and the code use exists in every
// language, English and German have the same keys with the same placeholders, and every enumerated family
// of keys our sheets build at run time is complete. A failure lists the missing keys with the file using them.
import { describe, expect, it } from "vitest";
import { languages, loadLanguage } from "../../src/repo-data/lang.mjs";
import {
  BONUS_CATEGORIES,
  getRuleset,
  INITIATIVE_MODES,
  registeredRulesets,
  RULESET_IDS,
} from "../../src/engine";
import { registerShippedRulesets } from "../../src/rulesets";
import { fieldAt, type SchemaSpec } from "../../src/foundry/actor/spec";
import { ACTOR_SPECS, ACTOR_TYPES } from "../../src/foundry/actor/specs";
import {
  ACTION_CATEGORIES,
  D20_ACTION_KINDS,
  ITEM_SPECS,
  ITEM_TYPES,
  MATRIX_GEAR_KINDS,
  SR_ACTION_KINDS,
} from "../../src/foundry/item/specs";
import { codeKeys, placeholders, ROOT, templateKeys, type KeyUse } from "./keys";

const LANGS = languages(`${ROOT}/lang`);
const TABLES = Object.fromEntries(LANGS.map((l) => [l, loadLanguage(l, `${ROOT}/lang`)]));
const EN = TABLES.en!;

/** "lang: key (used in file)" for every use whose key some language lacks. */
function missing(uses: KeyUse[]): string[] {
  const out = new Set<string>();
  for (const lang of LANGS) {
    for (const u of uses) if (!(u.key in TABLES[lang]!)) out.add(`${lang}: ${u.key} (${u.file})`);
  }
  return [...out].sort();
}

const isPrefixOfSomeKey = (prefix: string) => Object.keys(EN).some((k) => k.startsWith(prefix));

/** The leaf paths of a spec ("attributes.body"), groups included when `withGroups`. */
function paths(spec: SchemaSpec, withGroups = false, prefix = ""): string[] {
  return Object.entries(spec).flatMap(([k, f]) =>
    f.type === "schema"
      ? [...(withGroups ? [`${prefix}${k}`] : []), ...paths(f.fields, withGroups, `${prefix}${k}.`)]
      : [`${prefix}${k}`],
  );
}

function family(file: string, prefix: string, names: readonly string[]): KeyUse[] {
  return names.map((n) => ({ key: `${prefix}${n}`, file }));
}

describe("localisation", () => {
  it("ships English and German, with the same keys", () => {
    expect(LANGS).toEqual(["de", "en"]);
    const en = Object.keys(EN).sort();
    const de = Object.keys(TABLES.de!).sort();
    expect(
      de.filter((k) => !en.includes(k)),
      "only in German",
    ).toEqual([]);
    expect(
      en.filter((k) => !de.includes(k)),
      "only in English",
    ).toEqual([]);
  });

  it("every translation is filled in and keeps the English placeholders", () => {
    const bad: string[] = [];
    for (const [key, text] of Object.entries(EN)) {
      for (const lang of LANGS) {
        const other = TABLES[lang]![key];
        if (typeof other !== "string" || other.trim() === "") bad.push(`${lang}: ${key} is empty`);
        else if (placeholders(other).join() !== placeholders(text).join())
          bad.push(`${lang}: ${key} placeholders differ`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("every key a template passes to localize exists in every language", () => {
    const uses = templateKeys().filter((u) => u.key.startsWith("SHADOWTURN."));
    expect(uses.length).toBeGreaterThan(40);
    expect(missing(uses)).toEqual([]);
  });

  it("every SHADOWTURN.* string in the code is a key in every language (or the prefix of keys)", () => {
    const { literals } = codeKeys();
    expect(literals.length).toBeGreaterThan(20);
    // A literal that ends in "." or only heads other keys ("SHADOWTURN.InitiativeFormula") is a prefix.
    const prefixes = literals.filter(
      (u) => u.key.endsWith(".") || (!(u.key in EN) && isPrefixOfSomeKey(`${u.key}.`)),
    );
    expect(prefixes.filter((u) => !isPrefixOfSomeKey(u.key)).map((u) => u.key)).toEqual([]);
    expect(missing(literals.filter((u) => !prefixes.includes(u)))).toEqual([]);
  });

  it("every key built at run time has its family in the language files", () => {
    const { prefixes } = codeKeys();
    const orphans = prefixes.filter((p) => !isPrefixOfSomeKey(p.key)).map((p) => `${p.key}* (${p.file})`);
    expect(orphans).toEqual([]);
  });

  it("every shipped ruleset's kinds of action and the sheet's headings for them are words in every language", () => {
    registerShippedRulesets();
    const uses = registeredRulesets().flatMap((id) => {
      const economy = getRuleset(id).economy;
      const file = `${id}'s economy`;
      return [
        ...economy.kinds.flatMap((k) => [k.labelKey, k.abbrKey]),
        ...Object.values(economy.sheetWords ?? {}).flatMap((w) => [w.one, w.many]),
      ].map((key) => ({ key, file }));
    });
    expect(missing(uses)).toEqual([]);
  });

  it("every rule refusal the engine raises has its message (SHADOWTURN.Error.<code>)", () => {
    const { errorCodes } = codeKeys();
    expect(errorCodes.length).toBeGreaterThan(5);
    expect(missing(errorCodes.map((u) => ({ key: `SHADOWTURN.Error.${u.key}`, file: u.file })))).toEqual([]);
  });

  it("every setting's name, hint and choices are translated", async () => {
    const { registerSettings } = await import("../../src/foundry/settings");
    const uses: KeyUse[] = [];
    const g = globalThis as { game?: unknown };
    const before = g.game;
    g.game = {
      settings: {
        register: (
          _ns: string,
          _key: string,
          c: { name: string; hint: string; choices?: Record<string, string> },
        ) => {
          uses.push(
            { key: c.name, file: "src/foundry/settings.ts" },
            { key: c.hint, file: "src/foundry/settings.ts" },
          );
          for (const label of Object.values(c.choices ?? {}))
            uses.push({ key: label, file: "src/foundry/settings.ts" });
        },
      },
    };
    try {
      registerSettings();
    } finally {
      g.game = before;
    }
    expect(uses.length).toBeGreaterThan(6);
    expect(missing(uses)).toEqual([]);
  });

  it("every keybinding's name and hint are translated", async () => {
    const { registerTrackerKeybindings } = await import("../../src/foundry/tracker/keybindings");
    const uses: KeyUse[] = [];
    const g = globalThis as { game?: unknown; foundry?: Record<string, unknown> };
    const before = { game: g.game, helpers: g.foundry?.helpers };
    g.foundry ??= {};
    g.foundry.helpers = { interaction: { KeyboardManager: { MODIFIER_KEYS: { SHIFT: "Shift" } } } };
    g.game = {
      keybindings: {
        register: (_ns: string, _action: string, c: { name: string; hint: string }) => {
          const file = "src/foundry/tracker/keybindings.ts";
          uses.push({ key: c.name, file }, { key: c.hint, file });
        },
      },
    };
    try {
      registerTrackerKeybindings();
    } finally {
      g.game = before.game;
      g.foundry.helpers = before.helpers;
    }
    expect(uses.length).toBeGreaterThan(2);
    expect(missing(uses)).toEqual([]);
  });

  it("the actor and item sheets' key families are complete (every type, mode, field, choice and action kind)", () => {
    const actor = "src/foundry/actor/sheet-context.ts";
    const item = "src/foundry/item/sheet-context.ts";
    const actorFields = [...new Set(Object.values(ACTOR_SPECS).flatMap((s) => paths(s)))];
    const itemLeaves = [...new Set(Object.values(ITEM_SPECS).flatMap((s) => paths(s)))];
    // top-level fields are labelled under Field, fields of a group under Group.<group>, the group's section
    // by Section.<group>: under one parent `initiative` (a d20 feature's field) would be a string and the
    // parent of `initiative.dice` at once, which Foundry cannot load (WFRP4e issue #624)
    const itemFields = itemLeaves.filter((p) => !p.includes("."));
    const groupFields = itemLeaves.filter((p) => p.includes("."));
    const itemGroups = [...new Set(groupFields.map((p) => p.split(".")[0]!))];
    const choices = Object.values(ITEM_SPECS).flatMap((spec) =>
      paths(spec).flatMap((p) => {
        const f = fieldAt(spec, p);
        const list = f?.type === "string" ? (f.choices ?? []) : [];
        return list.map((c) => `${p}.${c === "" ? "none" : c}`);
      }),
    );
    const kinds = [...SR_ACTION_KINDS, ...D20_ACTION_KINDS];
    const uses = [
      ...family(actor, "SHADOWTURN.Actor.Ruleset.", RULESET_IDS),
      ...family(actor, "SHADOWTURN.Actor.Mode.", [...INITIATIVE_MODES, "d20"]),
      ...family(actor, "SHADOWTURN.Actor.Category.", ACTION_CATEGORIES),
      ...family(actor, "SHADOWTURN.Actor.Field.", actorFields),
      ...family(item, "SHADOWTURN.Item.TypePlural.", ITEM_TYPES),
      ...family(item, "SHADOWTURN.Item.Field.", [...itemFields, ...itemFields.map((f) => `${f}Hint`)]),
      ...family(item, "SHADOWTURN.Item.Group.", [...groupFields, ...groupFields.map((f) => `${f}Hint`)]),
      ...family(item, "SHADOWTURN.Item.Section.", itemGroups),
      ...family(item, "SHADOWTURN.Item.Choice.", [...new Set(choices)]),
      ...family(item, "SHADOWTURN.Item.ActionKind.", kinds),
      ...family(item, "SHADOWTURN.Item.ActionKindPlural.", kinds),
      ...family(item, "SHADOWTURN.Item.MatrixKind.", MATRIX_GEAR_KINDS),
      ...family(item, "SHADOWTURN.Item.SimMode.", ["cold", "hot"]),
      ...family(actor, "SHADOWTURN.Actor.Category.", BONUS_CATEGORIES),
      // Foundry names document subtypes in its create dialogs by these keys (TYPES.Actor.character, as SR5
      // modules and many systems ship them).
      ...family("system.json documentTypes", "TYPES.Actor.", ACTOR_TYPES),
      ...family("system.json documentTypes", "TYPES.Item.", ITEM_TYPES),
    ];
    expect(missing(uses)).toEqual([]);
  });
});
