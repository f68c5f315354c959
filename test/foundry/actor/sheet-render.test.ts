// The actor sheet templates rendered with real Handlebars: the formula a player reads is the engine's.
import { describe, expect, it } from "vitest";
import { formatFormula, initiativeFormula, RULESET_IDS } from "../../../src/engine";
import { formulaLabels } from "../../../src/foundry/actor/formula-view";
import { actorInitiativeInput } from "../../../src/foundry/actor/initiative-input";
import { ACTOR_PARTS } from "../../../src/foundry/actor/parts";
import { buildActorSheetContext, type ActorLike } from "../../../src/foundry/actor/sheet-context";
import { WIRED_REFLEXES_3 } from "./fixtures";
import { decode, localizer, renderParts, textOf } from "./render-support";

const en = localizer("en");

const kamikaze: ActorLike["items"][number] = {
  id: "kamikaze",
  name: "Kamikaze",
  type: "drug",
  system: { active: true, initiative: { dice: 2, flat: 0, passes: 1, stackingGroup: "" } },
};

function alice(items = [WIRED_REFLEXES_3, kamikaze], system: Record<string, unknown> = {}): ActorLike {
  return {
    id: "alice",
    name: "Alice",
    type: "character",
    system: {
      attributes: { body: 4, reaction: 5, intuition: 4, willpower: 3 },
      edge: { value: 3, max: 3 },
      initiative: { mode: "physical", bonusCategory: "", dni: false },
      monitors: { physical: 0, stun: 0 },
      d20: { dex: 16, speed: 30, disadvantage: false },
      ...system,
    },
    items,
  };
}

function shownFormula(actor: ActorLike, ruleset: (typeof RULESET_IDS)[number]) {
  const html = renderParts(ACTOR_PARTS, buildActorSheetContext(actor, ruleset, en), en);
  const engine = formatFormula(
    initiativeFormula(ruleset, {
      id: "x",
      name: actor.name,
      ...actorInitiativeInput(actor.type, actor.system, actor.items),
    }),
    formulaLabels(en, actor.type),
  );
  return { html, shown: decode(textOf(html, "data-formula") ?? ""), engine };
}

describe("actor sheet template", () => {
  for (const ruleset of RULESET_IDS) {
    it(`${ruleset}: the formula on the sheet is the engine's formatFormula (rules initiative formulas)`, () => {
      const { shown, engine } = shownFormula(alice(), ruleset);
      expect(shown).toBe(engine);
      expect(shown.length).toBeGreaterThan(5);
    });
  }

  it("bonus-actions rule 4: shows 3 physical bonus actions and says the drug gives none", () => {
    const { html, shown } = shownFormula(alice(), "bonus-actions");
    expect(shown).toBe("REA 5 + INT 4 + 3 + 5d6");
    expect(decode(textOf(html, "data-bonus") ?? "")).toBe("+3 bonus Simple actions, physical only");
    expect(decode(textOf(html, "data-ignored") ?? "")).toContain("Kamikaze: Drugs never give bonus actions");
  });

  it("an item's bonus shows its value once in the line; its name is on the number and in the Counts list", () => {
    const { html, shown } = shownFormula(alice([WIRED_REFLEXES_3]), "sr5");
    expect(shown).toBe("REA 5 + INT 4 + 3 + 4d6");
    expect(shown).not.toContain("Wired Reflexes III 3");
    expect(html).toContain('data-tooltip="Wired Reflexes III">+ 3</span>');
    expect(decode(textOf(html, "data-contributing") ?? "")).toBe("Wired Reflexes III (+3)");
  });

  it("sr4: one initiative pass, two initiative passes: the plural follows the count (Intl.PluralRules)", () => {
    const one = shownFormula(alice([]), "sr4");
    expect(textOf(one.html, "data-passes")).toBe("1 initiative pass");
    const de = localizer("de");
    const html = renderParts(ACTOR_PARTS, buildActorSheetContext(alice([]), "sr4", de), de);
    expect(textOf(html, "data-passes")).toBe("1 Initiativedurchgang");
    const four = renderParts(ACTOR_PARTS, buildActorSheetContext(alice(), "sr4", de), de);
    expect(textOf(four, "data-passes")).toBe("4 Initiativedurchgänge");
  });

  it("sr4: shows the hit test and the passes (augmentation 2 + drug 1 on top of 1)", () => {
    const { html, shown } = shownFormula(alice(), "sr4");
    expect(shown).toBe("REA 5 + INT 4 + 3 + hits(12d6)");
    expect(textOf(html, "data-passes")).toBe("4 initiative passes");
  });

  it("d20 rule 1: DEX modifier and the d20, no SR mode picker", () => {
    const { html, shown } = shownFormula(alice(), "d20");
    expect(shown).toBe("1d20 + DEX 3");
    expect(html).not.toContain('name="system.initiative.mode"');
    expect(html).toContain('name="system.d20.dex"');
  });

  it("switching the mode to hot sim changes the formula and drops the body's augmentations", () => {
    const hot = alice([WIRED_REFLEXES_3], {
      initiative: { mode: "matrix-hot", bonusCategory: "", dni: true },
      matrix: { dataProcessing: 6, response: 5 },
    });
    const { html, shown } = shownFormula(hot, "bonus-actions");
    expect(shown).toBe("DP 6 + INT 4 + 4d6");
    expect(decode(textOf(html, "data-ignored") ?? "")).toContain(
      "Wired Reflexes III: Only counts in the body",
    );
    expect(decode(textOf(html, "data-bonus") ?? "")).toBe("+3 bonus Simple actions, Matrix only");
  });

  it("a wounded character's sheet shows the wound modifier in the formula", () => {
    const { shown } = shownFormula(alice([], { monitors: { physical: 3, stun: 3 } }), "sr5");
    expect(shown).toBe("REA 5 + INT 4 + 1d6 \u2212 wounds 2");
  });

  it("bad data does not break the sheet: the formula area says what is wrong, the rest renders", () => {
    const broken = alice([], { attributes: { reaction: -4, intuition: 4 } });
    const html = renderParts(ACTOR_PARTS, buildActorSheetContext(broken, "sr5", en), en);
    expect(html).toContain('role="alert"');
    expect(decode(html)).toContain("Alice: attributes.reaction must be");
    expect(html).toContain('name="system.attributes.body"');
  });

  it("renders in German with German labels and the same numbers", () => {
    const de = localizer("de");
    const html = renderParts(ACTOR_PARTS, buildActorSheetContext(alice(), "bonus-actions", de), de);
    expect(decode(textOf(html, "data-formula") ?? "")).toMatch(/5 \+ .* 4 \+ 3 \+ 5d6/);
    expect(html).toContain("Initiative würfeln");
  });
});
