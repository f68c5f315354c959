// The item sheet rendered with real Handlebars for every entry of every item pack: each field of the type's
// data model has its input, with the entry's value and localised label.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { fieldAt, type SchemaSpec } from "../../../src/foundry/actor/spec";
import { ITEM_PARTS } from "../../../src/foundry/item/parts";
import { buildItemSheetContext } from "../../../src/foundry/item/sheet-context";
import { ITEM_SPECS, ITEM_TYPES, type ItemType } from "../../../src/foundry/item/specs";
import { decode, localizer, renderParts, ROOT } from "../actor/render-support";

const ITEM_PACKS = ["augmentations", "drugs", "matrix-gear", "sr-actions", "d20-features", "d20-actions"];
const entries = ITEM_PACKS.flatMap((pack) =>
  readdirSync(join(ROOT, "packs", "src", pack)).map((f) =>
    YAML.parse(readFileSync(join(ROOT, "packs", "src", pack, f), "utf8")),
  ),
);

function leafPaths(spec: SchemaSpec, prefix = ""): string[] {
  return Object.entries(spec).flatMap(([k, f]) =>
    f.type === "schema" ? leafPaths(f.fields, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function get(o: Record<string, unknown>, path: string): unknown {
  return path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], o);
}

describe("item sheet template", () => {
  it("the item packs cover every item type", () => {
    expect(new Set(entries.map((e) => e.type))).toEqual(new Set(ITEM_TYPES));
  });

  for (const lang of ["en", "de"] as const) {
    it(`${lang}: every field of every entry has an input showing its value`, () => {
      const t = localizer(lang);
      for (const e of entries) {
        const html = decode(renderParts(ITEM_PARTS, buildItemSheetContext({ ...e, id: e._id }, t), t));
        expect(html, e.name).not.toMatch(/SHADOWTURN\.[A-Za-z]/);
        for (const path of leafPaths(ITEM_SPECS[e.type as ItemType])) {
          const value = get(e.system, path);
          const name = `name="system.${path}"`;
          expect(html, `${e.name}: ${path}`).toContain(name);
          if (typeof value === "number") expect(html).toMatch(new RegExp(`${name} value="${value}"`));
          if (typeof value === "boolean" && value) expect(html).toMatch(new RegExp(`${name} checked`));
          if (typeof value === "string" && path !== "description") {
            // a choice shows its value selected, a free text (an sr6 Anytime action's id) in its input
            const field = fieldAt(ITEM_SPECS[e.type as ItemType], path);
            const shown =
              field?.type === "string" && field.choices
                ? `<option value="${value}" selected`
                : `${name} value="${value}"`;
            expect(html, `${e.name}: ${path}`).toContain(shown);
          }
        }
      }
    });
  }
});

describe("item sheet: what it does in each ruleset", () => {
  const t = localizer("en");
  const render = (name: string) => {
    const e = entries.find((x) => x.name === name)!;
    return decode(renderParts(ITEM_PARTS, buildItemSheetContext({ ...e, id: e._id }, t), t));
  };
  const row = (html: string, ruleset: string) =>
    (new RegExp(`data-effect="${ruleset}">([\\s\\S]*?)</div>`).exec(html)?.[1] ?? "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();

  it("bonus-actions rule 4 / sr4 passes: Wired Reflexes II on an average character", () => {
    const html = render("Wired Reflexes II");
    expect(row(html, "bonus-actions")).toBe(
      "Bonus actions REA 3 + INT 3 + 2 + 3d6 +2 bonus Simple actions, physical only",
    );
    expect(row(html, "sr4")).toContain("3 initiative passes");
    expect(row(html, "d20")).toContain("Does nothing in this ruleset");
  });

  it("bonus-actions rule 4: a drug raises initiative but its bonus actions are refused", () => {
    expect(row(render("Kamikaze"), "bonus-actions")).toBe(
      "Bonus actions REA 3 + INT 3 + 3d6 Drugs never give bonus actions",
    );
  });

  it("d20 rule 1: Born to Fight adds +5 to the d20 roll only", () => {
    const html = render("Born to Fight");
    expect(row(html, "d20")).toBe("d20 rounds 1d20 + 5");
    expect(row(html, "sr5")).toContain("Does nothing in this ruleset");
  });

  it("actions and Matrix gear have no such section", () => {
    expect(render("Fire Weapon")).not.toContain("data-effect");
    expect(render("Datajack")).not.toContain("data-effect");
  });
});
