// The spend menu's named actions: the compendium catalogues (packs/src/*-actions, read as the build reads
// them) turned into catalogue entries per ruleset, and offered only while their kind is in the budget.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { srBudget } from "../../../src/engine";
import { actorCatalogue, type ActionItemLike } from "../../../src/foundry/tracker/catalogue";
import { makeRenderer, rootContext, rowsOf } from "./render";
import { SCENES } from "./scenes";

function pack(name: string): ActionItemLike[] {
  const dir = join(process.cwd(), "packs", "src", name);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".yml"))
    .map((f) => parse(readFileSync(join(dir, f), "utf8")) as ActionItemLike);
}

describe("action catalogue in the tracker", () => {
  it("rules action catalogues: the SR catalogue serves sr4 / sr5 / bonus-actions, the d20 one d20", () => {
    const sr = pack("sr-actions");
    const d20 = pack("d20-actions");
    // the interrupts are paid from the score (sr5 rule 7): no entry of the budget's menu
    const interrupts = sr.filter((a) => a.system.srKind === "interrupt");
    expect(interrupts.map((a) => a.name).sort()).toEqual([
      "Block",
      "Dodge",
      "Hit the Dirt",
      "Intercept",
      "Parry",
    ]);
    expect(actorCatalogue("sr5", sr)).toHaveLength(sr.length - interrupts.length);
    expect(actorCatalogue("sr5", d20)).toEqual([]);
    expect(actorCatalogue("d20", d20)).toHaveLength(d20.length);
    const spell = actorCatalogue("bonus-actions", sr).find((a) => a.name === "Cast Spell");
    expect(spell).toEqual({ name: "Cast Spell", kind: "complex", category: "magic" });
  });

  it("bonus-actions rule 4: the acting decker's menu offers named actions with their category, Complex included while the pool covers it", () => {
    const catalogue = actorCatalogue("bonus-actions", pack("sr-actions"));
    const html = makeRenderer().tracker(
      rootContext(
        SCENES["bonus-actions"](),
        { isGM: false, owns: ["dex"] },
        { catalogue: { dex: catalogue } },
      ),
    );
    const dex = rowsOf(html).get("dex") ?? "";
    expect(dex).toContain('data-action="stToggleMenu"');
    expect(dex).toMatch(/data-kind="complex" data-category="magic"\s+data-name="Cast Spell"/);
    expect((dex.match(/class="st-menu-item" data-action="stSpend"/g) ?? []).length).toBe(catalogue.length);
  });

  it("sr5 rule 6: with the Simple units spent, only Free actions stay in the menu", () => {
    const scene = SCENES.sr5();
    const alice = scene.rows.find((r) => r.combatantId === "alice")!;
    alice.budget = { ...srBudget(alice.budget), simple: 0 };
    const catalogue = actorCatalogue("sr5", pack("sr-actions"));
    const html = makeRenderer().tracker(
      rootContext(scene, { isGM: true }, { catalogue: { alice: catalogue } }),
    );
    const kinds = [
      ...(rowsOf(html).get("alice") ?? "").matchAll(
        /class="st-menu-item" data-action="stSpend" data-kind="(\w+)"/g,
      ),
    ].map((m) => m[1]);
    expect(kinds.length).toBe(catalogue.filter((a) => a.kind === "free").length);
    expect(new Set(kinds)).toEqual(new Set(["free"]));
  });
});
