// What an initiative item does in each ruleset, for its sheet: the engine's formula for an average
// character (Reaction 3, Intuition 3, DEX 10, physical) carrying only this item, switched on, with the passes
// or bonus actions it gives and the reason when it adds nothing. Computed by the same engine as the sheet.
import { initiativeFormula, makeInput, RULESET_IDS, formatFormula, type RulesetId } from "../../engine";
import { formulaLabels, tPlural, type Localize } from "../actor/formula-view";
import { toInitiativeSource, type ItemLike } from "./initiative-source";

export interface EffectRow {
  ruleset: RulesetId;
  label: string;
  formula: string;
  notes: string[];
}

const REASON: Record<string, string> = {
  "not-this-ruleset": "NotThisRuleset",
  "drug-no-bonus-actions": "DrugNoBonusActions",
  "dice-cap": "DiceCap",
  "pass-cap": "PassCap",
};

/** One row per ruleset, or none when the item type never touches initiative. */
export function effectRows(item: ItemLike, t: Localize): EffectRow[] {
  const source = toInitiativeSource({
    ...item,
    id: item.id ?? "item",
    system: { ...item.system, active: true },
  });
  if (!source) return [];
  const input = makeInput({
    id: "ref",
    name: "ref",
    attributes: { reaction: 3, intuition: 3 },
    sources: [source],
  });
  return RULESET_IDS.map((ruleset) => {
    const f = initiativeFormula(ruleset, input);
    const notes: string[] = [];
    if (f.kind === "hits") notes.push(tPlural(t, "SHADOWTURN.Actor.Initiative.Passes", f.passes));
    if (f.bonusActions) {
      notes.push(
        tPlural(t, "SHADOWTURN.Actor.Initiative.Bonus", f.bonusActions.count, {
          category: t(`SHADOWTURN.Actor.Category.${f.bonusActions.category}`),
        }),
      );
    }
    for (const i of f.ignored) {
      const key = REASON[i.reason];
      if (key) notes.push(t(`SHADOWTURN.InitiativeFormula.Ignored.${key}`));
    }
    return {
      ruleset,
      label: t(`SHADOWTURN.Actor.Ruleset.${ruleset}`),
      formula: formatFormula(f, formulaLabels(t)),
      notes,
    };
  });
}
