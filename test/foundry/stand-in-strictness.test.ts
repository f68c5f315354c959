// The stand-in is as strict as core where the evidence says core is strict, so a test fails where a GM's
// world would break: a template part must render exactly one root element (Calendaria issue #189), the
// language files are one nested object (WFRP4e issue #624), and `_prepareSubmitData` gets four arguments
// (5e `rotate-area-config.mjs`). Each check is shown to reject what core rejects.
import { beforeEach, describe, expect, it } from "vitest";
import { createWorld } from "../stand-in";
import { prepareDocumentConfig, StandInActor, StandInItem } from "../stand-in/actors";
import { StandInCombatTracker } from "../stand-in/applications";
import { expandTranslations, i18nOver } from "../stand-in/i18n";
import { checkPartRoot, rootElementCount } from "../stand-in/part-root";
import { renderPart } from "../stand-in/templates";
import { registerActorsAndItems } from "../../src/foundry/actor/register";
import { ShadowturnActorSheet } from "../../src/foundry/actor/sheet";
import { ShadowturnItemSheet } from "../../src/foundry/item/sheet";
import { registerSettings } from "../../src/foundry/settings";

const FIXTURES = "test/fixtures/parts";

beforeEach(() => {
  createWorld();
  prepareDocumentConfig();
  registerSettings();
  registerActorsAndItems();
});

describe("stand-in: every template part renders exactly one root element (Calendaria issue #189)", () => {
  it("a part whose content is all inside {{#if}} renders 0 roots when there is nothing to show, and is refused", () => {
    const part = { template: `${FIXTURES}/empty-when-none.hbs` };
    expect(() => renderPart("list", part, { items: [] })).toThrow(
      'Template part "list" (test/fixtures/parts/empty-when-none.hbs) must render a single HTML element; it rendered 0',
    );
    expect(renderPart("list", part, { items: ["a"] })).toContain('<section class="list">');
  });

  it("a part with two root elements is refused", () => {
    expect(() => renderPart("page", { template: `${FIXTURES}/two-roots.hbs` }, {})).toThrow(
      /must render a single HTML element; it rendered 2/,
    );
  });

  it("comments and whitespace around the one root element do not count", () => {
    expect(rootElementCount("\n  <!-- note -->\n <div><p>a</p><p>b</p></div>\n")).toBe(1);
    expect(rootElementCount("just text")).toBe(0);
    expect(() => checkPartRoot("p", "t.hbs", "<li>a</li><li>b</li>")).toThrow(/rendered 2/);
    expect(renderPart("one", { template: `${FIXTURES}/one-root.hbs` }, { title: "T" })).toContain("T");
  });

  it("the stand-in tracker base refuses to render an application with a 0-root part", async () => {
    class EmptyPartTracker extends StandInCombatTracker {
      static override PARTS = { list: { template: `${FIXTURES}/empty-when-none.hbs` } };
    }
    await expect(new EmptyPartTracker().render()).rejects.toThrow(/Template part "list".*rendered 0/);
  });

  it("the stand-in sheet base refuses to render a sheet with a 2-root part", async () => {
    const { HandlebarsApplicationMixin } = foundry.applications.api;
    class TwoRootSheet extends HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheetV2) {
      static override PARTS = { page: { template: `${FIXTURES}/two-roots.hbs` } };
    }
    const item = new StandInItem({ name: "Datajack", type: "matrixGear", system: {} });
    const sheet = new TwoRootSheet({ document: item } as never);
    await expect(sheet.render(true)).rejects.toThrow(/Template part "page".*rendered 2/);
  });
});

describe("stand-in: game.i18n is one nested object, as Foundry builds it (WFRP4e issue #624)", () => {
  it("a key that is both a string and a parent cannot be loaded, in either order", () => {
    expect(() => expandTranslations({ "A.B": "x", "A.B.C": "y" })).toThrow(
      "translation A.B is a string and the parent of A.B.C",
    );
    expect(() => expandTranslations({ "A.B.C": "y", "A.B": "x" })).toThrow(
      "translation A.B is a string and the parent of other keys",
    );
  });

  it("localize walks the dotted path; a parent or an unknown key comes back as the key", () => {
    const t = i18nOver(expandTranslations({ "A.B.C": "Deep", "A.D": "Hello {name}" }));
    expect(t.localize("A.B.C")).toBe("Deep");
    expect(t.localize("A.B")).toBe("A.B");
    expect(t.localize("A.X")).toBe("A.X");
    expect(t.format("A.D", { name: "Alice" })).toBe("Hello Alice");
    expect(t.has("A.B.C")).toBe(true);
    expect(t.has("A.B")).toBe(false);
  });

  it("the world's game.i18n is built from the merged shipped files: item group fields sit under Group.<group>", () => {
    expect(game.i18n.localize("SHADOWTURN.Item.Group.initiative.dice")).toBe("Initiative dice");
    expect(game.i18n.localize("SHADOWTURN.Item.Field.initiative")).toBe("Initiative");
    // a parent is not a string
    expect(game.i18n.has("SHADOWTURN.Item.Group.initiative")).toBe(false);
  });
});

describe("stand-in: _prepareSubmitData(event, form, formData, updateData) takes four arguments (5e)", () => {
  it("the base sheet merges updateData over the form's values; an override that drops it loses it", async () => {
    const { DocumentSheetV2 } = foundry.applications.api as unknown as {
      DocumentSheetV2: new (o: object) => { submit(f: object, o?: object): Promise<void> };
    };
    class Dropping extends (DocumentSheetV2 as unknown as new (o: object) => {
      submit(f: object, o?: object): Promise<void>;
    }) {
      protected _prepareSubmitData(e: unknown, f: unknown, d: unknown): object {
        const base = DocumentSheetV2.prototype as unknown as {
          _prepareSubmitData(...a: unknown[]): object;
        };
        return base._prepareSubmitData.call(this, e, f, d);
      }
    }
    const item = () => new StandInItem({ name: "Datajack", type: "matrixGear", system: {} });
    const kept = item();
    await new DocumentSheetV2({ document: kept }).submit(
      { name: "Datajack" },
      { updateData: { "system.description": "added" } },
    );
    expect(kept.system.description).toBe("added");
    const lost = item();
    await new Dropping({ document: lost }).submit(
      { name: "Datajack" },
      { updateData: { "system.description": "added" } },
    );
    expect(lost.system.description).not.toBe("added");
  });

  it("our actor and item sheets pass updateData on with the form's values", async () => {
    const actor = new StandInActor({ name: "Alice", type: "character", system: {} });
    const actorSheet = new ShadowturnActorSheet({ document: actor } as never) as unknown as {
      submit(f: object, o?: object): Promise<void>;
    };
    await actorSheet.submit({ name: "Alice" }, { updateData: { "system.notes": "met the fixer" } });
    expect(actor.updates.at(-1)).toMatchObject({ name: "Alice", system: { notes: "met the fixer" } });

    const item = new StandInItem({ name: "Jazz", type: "drug", system: {} });
    const itemSheet = new ShadowturnItemSheet({ document: item } as never) as unknown as {
      submit(f: object, o?: object): Promise<void>;
    };
    await itemSheet.submit({ name: "Jazz" }, { updateData: { "system.description": "one dose" } });
    expect(item.updates.at(-1)).toMatchObject({ name: "Jazz", system: { description: "one dose" } });
  });
});
