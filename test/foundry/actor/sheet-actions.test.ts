// The actor sheet's Actions: the actor's catalogue items grouped by kind, each a button that spends it. The
// groups and whether a category is shown are the economy's (sheetKinds, categories), so a module's economy
// that reuses SR's kind names gets neither SR's order nor SR's categories.
import { beforeAll, describe, expect, it } from "vitest";
import { registerRuleset, type Ruleset } from "../../../src/engine";
import { registerShippedRulesets } from "../../../src/rulesets";
import { SR6_MODULE } from "../../../src/rulesets/sr6";
import { buildActorSheetContext, type ActorLike } from "../../../src/foundry/actor/sheet-context";
import { localizer } from "./render-support";

const en = localizer("en");

beforeAll(registerShippedRulesets);

const action = (name: string, system: Record<string, unknown>): ActorLike["items"][number] => ({
  id: name,
  name,
  type: "action",
  system: { ...system },
});

const actor = (items: ActorLike["items"]): ActorLike => ({
  id: "kestrel",
  name: "Kestrel",
  type: "character",
  system: { attributes: { reaction: 4, intuition: 4 }, edge: { value: 2, max: 2 } },
  items,
});

/** The sheet's groups in order, each as its buttons' "name kind/category". */
function groups(a: ActorLike, ruleset: string): string[][] {
  return buildActorSheetContext(a, ruleset, en).actions.map((g) =>
    g.buttons.map((b) => `${b.name} ${b.kind}/${b.category}`),
  );
}

describe("the sheet's actions are grouped as the ruleset's economy says", () => {
  it("sr5 (bonus-actions rule 4's categories): Free, then Simple, then Complex, each with its category", () => {
    const items = [
      action("Fire", { ruleset: "sr", srKind: "complex", category: "physical" }),
      action("Hack", { ruleset: "sr", srKind: "simple", category: "matrix" }),
      action("Speak", { ruleset: "sr", srKind: "free", category: "other" }),
    ];
    expect(groups(actor(items), "sr5")).toEqual([
      ["Speak free/other"],
      ["Hack simple/matrix"],
      ["Fire complex/physical"],
    ]);
  });

  it("d20 rule 5: the Action, the bonus action, the reaction and the object interaction; no categories", () => {
    const items = [
      action("Shove", { ruleset: "d20", d20Kind: "bonus", category: "physical" }),
      action("Attack", { ruleset: "d20", d20Kind: "action", category: "physical" }),
    ];
    expect(groups(actor(items), "d20")).toEqual([["Attack action/other"], ["Shove bonus/other"]]);
  });

  it("a module's economy with kinds named simple and complex keeps its own order and shows no categories", () => {
    // as a module would: the sr6 ruleset's code with an economy of two kinds under SR's names
    const sr6 = SR6_MODULE.ruleset;
    const kinds = ["complex", "simple"].map((id) => ({ id, labelKey: `X.${id}`, abbrKey: `X.${id}.abbr` }));
    const street: Ruleset = {
      ...sr6,
      id: "street",
      economy: { ...sr6.economy, kinds },
      catalogue: { pack: "street.actions", items: "street" },
    };
    registerRuleset(street);
    const items = [
      action("Run", { ruleset: "street", kind: "simple", category: "physical" }),
      action("Climb", { ruleset: "street", kind: "complex", category: "physical" }),
    ];
    // a spend from this sheet names no category the economy does not know
    expect(groups(actor(items), "street")).toEqual([["Climb complex/other"], ["Run simple/other"]]);
  });
});

/** The sheet's groups in order, each as its heading and its buttons' tooltips. */
function words(a: ActorLike, ruleset: string): string[][] {
  return buildActorSheetContext(a, ruleset, en).actions.map((g) => [
    g.label,
    ...g.buttons.map((b) => `${b.name}: ${b.kindLabel}`),
  ]);
}

describe("the sheet's words for a group of actions are the economy's", () => {
  it("sr6 rules 4 and 6: Major and Minor actions, and the Anytime actions under their own name", () => {
    const items = [
      action("Attack", { ruleset: "sr6", kind: "major", category: "physical" }),
      action("Hit the Dirt", {
        ruleset: "sr6",
        kind: "minor",
        interrupt: "hit-the-dirt",
        category: "physical",
      }),
    ];
    expect(words(actor(items), "sr6")).toEqual([
      ["Major actions", "Attack: Major action"],
      ["Anytime actions", "Hit the Dirt: Anytime action"],
    ]);
  });

  it("sr5 rule 7: the interrupts keep the system's name", () => {
    const items = [action("Dodge", { ruleset: "sr", srKind: "interrupt", category: "physical" })];
    expect(words(actor(items), "sr5")).toEqual([["Interrupt actions", "Dodge: Interrupt action"]]);
  });

  it("a module's economy that names no sheet words shows its kinds' own names, not SR's", () => {
    const sr6 = SR6_MODULE.ruleset;
    const kinds = [{ id: "complex", labelKey: "SHADOWTURN.Sr6.Kind.major", abbrKey: "X.abbr" }];
    const { sheetWords: _none, ...economy } = sr6.economy;
    registerRuleset({
      ...sr6,
      id: "street-words",
      economy: { ...economy, kinds },
      catalogue: { pack: "street.actions", items: "street-words" },
    });
    const items = [action("Climb", { ruleset: "street-words", kind: "complex", category: "physical" })];
    expect(words(actor(items), "street-words")).toEqual([["Major actions", "Climb: Major actions"]]);
  });
});
