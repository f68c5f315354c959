// Every sample combatant of the compendium (one of each actor type among them) rendered in every ruleset:
// the formula on the sheet is the engine's, in English and German.
import { describe, expect, it } from "vitest";
import { formatFormula, initiativeFormula, RULESET_IDS } from "../../../src/engine";
import { formulaLabels } from "../../../src/foundry/actor/formula-view";
import { actorInitiativeInput } from "../../../src/foundry/actor/initiative-input";
import { ACTOR_PARTS } from "../../../src/foundry/actor/parts";
import { buildActorSheetContext } from "../../../src/foundry/actor/sheet-context";
import { ACTOR_TYPES } from "../../../src/foundry/actor/specs";
import { decode, loadSamples, localizer, renderParts, textOf } from "./render-support";

const SAMPLES = loadSamples();

describe("sample combatants on the actor sheet", () => {
  it("the samples cover every actor type", () => {
    expect(new Set(SAMPLES.map((s) => s.type))).toEqual(new Set(ACTOR_TYPES));
  });

  for (const lang of ["en", "de"] as const) {
    const t = localizer(lang);
    for (const ruleset of RULESET_IDS) {
      it(`${lang} ${ruleset} (rules initiative formulas): each sheet shows the engine's formula`, () => {
        for (const actor of SAMPLES) {
          const html = renderParts(ACTOR_PARTS, buildActorSheetContext(actor, ruleset, t), t);
          const input = {
            id: "x",
            name: actor.name,
            ...actorInitiativeInput(actor.type, actor.system, actor.items),
          };
          const expected = formatFormula(initiativeFormula(ruleset, input), formulaLabels(t, actor.type));
          expect(decode(textOf(html, "data-formula") ?? ""), `${actor.name} (${actor.type})`).toBe(expected);
          expect(html).not.toMatch(/SHADOWTURN\.[A-Za-z]/);
        }
      });
    }
  }

  it("sr4: Alice with Wired Reflexes III has 4 passes; the Jazz in her pocket is switched off", () => {
    const alice = SAMPLES.find((a) => a.name === "Alice")!;
    const html = renderParts(
      ACTOR_PARTS,
      buildActorSheetContext(alice, "sr4", localizer("en")),
      localizer("en"),
    );
    expect(textOf(html, "data-passes")).toBe("4 initiative passes");
    expect(decode(textOf(html, "data-ignored") ?? "")).toBe("Jazz: Switched off");
  });

  it("bonus-actions rule 4: the decker's sheet names the deck that sets Data Processing in hot-sim VR", () => {
    const kestrel = SAMPLES.find((a) => a.name === "Kestrel")!;
    const t = localizer("en");
    const html = renderParts(ACTOR_PARTS, buildActorSheetContext(kestrel, "bonus-actions", t), t);
    expect(decode(textOf(html, "data-formula") ?? "")).toBe("DP 5 + INT 5 + 4d6");
    expect(decode(textOf(html, "data-contributing") ?? "")).toBe(
      "Cyberdeck, professional (Data Processing 5)",
    );
    const sr4 = renderParts(ACTOR_PARTS, buildActorSheetContext(kestrel, "sr4", t), t);
    expect(decode(textOf(sr4, "data-formula") ?? "")).toBe("Response 5 + INT 5 + hot sim 1 + hits(11d6)");
  });

  it("bonus-actions rules 4-5: the sample initiate Ravenna gets her two magic bonus actions, in the body too", () => {
    const ravenna = SAMPLES.find((a) => a.name === "Ravenna")!;
    const input = {
      id: "r",
      name: "Ravenna",
      ...actorInitiativeInput(ravenna.type, ravenna.system, ravenna.items),
    };
    expect(initiativeFormula("bonus-actions", input).bonusActions).toEqual({ category: "magic", count: 2 });
    const astral = { ...input, mode: "astral" as const };
    expect(initiativeFormula("bonus-actions", astral).bonusActions).toEqual({ category: "magic", count: 2 });
  });

  it("the action list shows the actor's actions of the ruleset family, each with its kind and category", () => {
    const alice = SAMPLES.find((a) => a.name === "Alice")!;
    const html = renderParts(
      ACTOR_PARTS,
      buildActorSheetContext(alice, "bonus-actions", localizer("en")),
      localizer("en"),
    );
    expect(html).toMatch(
      /data-action="spendAction"[^>]*data-kind="simple"[^>]*data-category="physical"[^>]*>Fire Weapon</,
    );
    const falke = SAMPLES.find((a) => a.name === "Falke")!;
    const d20 = renderParts(
      ACTOR_PARTS,
      buildActorSheetContext(falke, "d20", localizer("en")),
      localizer("en"),
    );
    expect(d20).toMatch(/data-kind="bonus"[^>]*>Second Wind \(bonus\)</);
    expect(d20).not.toContain("Fire Weapon");
  });
});
