// The initiative block of the actor sheet as data: the formula line (from the engine's formatFormula, with
// localised labels), passes or bonus actions and their category, and which items count or are ignored and
// why. The sheet template only prints this; tests compare it with the engine's own output.
import {
  formatFormula,
  initiativeFormula,
  type CombatantInput,
  type FormulaLabels,
  type IgnoredSource,
  type InitiativeFormula,
  type RulesetId,
} from "../../engine";

export type Localize = (key: string, data?: Record<string, string | number>) => string;

const F = "SHADOWTURN.InitiativeFormula";

/** The formula's words in the user's language (lang/<lang>/initiative.json). */
export function formulaLabels(t: Localize): FormulaLabels {
  return {
    reaction: t(`${F}.Reaction`),
    intuition: t(`${F}.Intuition`),
    intuitionTwice: t(`${F}.IntuitionTwice`),
    dataProcessing: t(`${F}.DataProcessing`),
    response: t(`${F}.Response`),
    hotSim: t(`${F}.HotSim`),
    dex: t(`${F}.Dex`),
    hits: t(`${F}.Hits`),
    wounds: t(`${F}.Wounds`),
    edge: t(`${F}.Edge`),
    blitz: t(`${F}.Blitz`),
  };
}

const REASON_KEYS: Record<IgnoredSource["reason"], string> = {
  inactive: "Inactive",
  "not-this-ruleset": "NotThisRuleset",
  "not-body-mode": "NotBodyMode",
  outstacked: "Outstacked",
  "drug-no-bonus-actions": "DrugNoBonusActions",
  "dice-cap": "DiceCap",
  "pass-cap": "PassCap",
};

export interface FormulaView {
  formula: InitiativeFormula | null;
  text: string;
  modeLabel: string;
  /** sr4: "3 initiative passes"; null elsewhere. */
  passesText: string | null;
  /** bonus-actions: "+3 bonus Simple actions (physical)"; null when none or another ruleset. */
  bonusText: string | null;
  /** bonus-actions rule 5: the categories to choose from, when more than one. */
  bonusChoices: { value: string; label: string; selected: boolean }[];
  contributing: { id: string; name: string; detail?: string }[];
  ignored: { id: string; name: string; reason: string }[];
  /** Set when the data could not be read (e.g. a value the engine refuses): shown instead of a formula. */
  error: string | null;
}

export function categoryLabel(t: Localize, category: string): string {
  return t(`SHADOWTURN.Actor.Category.${category}`);
}

/** Builds the view; a bad input yields a view with `error` set, so the rest of the sheet still renders. */
export function buildFormulaView(
  ruleset: RulesetId,
  input: CombatantInput,
  chosenCategory: string,
  t: Localize,
): FormulaView {
  const modeLabel = t(
    ruleset === "d20" ? "SHADOWTURN.Actor.Mode.d20" : `SHADOWTURN.Actor.Mode.${input.mode}`,
  );
  let formula: InitiativeFormula;
  try {
    formula = initiativeFormula(ruleset, input);
  } catch (error) {
    return {
      formula: null,
      text: "",
      modeLabel,
      passesText: null,
      bonusText: null,
      bonusChoices: [],
      contributing: [],
      ignored: [],
      error: t("SHADOWTURN.Actor.Initiative.Unreadable", { error: (error as Error).message }),
    };
  }
  const nameOf = (id: string) => input.sources.find((s) => s.id === id)?.name ?? id;
  const bonus = formula.bonusActions;
  return {
    formula,
    text: formatFormula(formula, formulaLabels(t)),
    modeLabel,
    passesText: ruleset === "sr4" ? t("SHADOWTURN.Actor.Initiative.Passes", { count: formula.passes }) : null,
    bonusText: bonus
      ? t("SHADOWTURN.Actor.Initiative.Bonus", {
          count: bonus.count,
          category: categoryLabel(t, bonus.category),
        })
      : null,
    bonusChoices:
      formula.bonusOptions.length > 1
        ? [
            {
              value: "",
              label: t("SHADOWTURN.Actor.Initiative.BonusDefault"),
              selected: chosenCategory === "",
            },
            ...formula.bonusOptions.map((o) => ({
              value: o.category,
              label: `${categoryLabel(t, o.category)} (+${o.count})`,
              selected: chosenCategory === o.category,
            })),
          ]
        : [],
    contributing: formula.contributing.map((id) => ({ id, name: nameOf(id) })),
    ignored: formula.ignored.map((i) => ({
      id: i.sourceId,
      name: i.name,
      reason: t(`${F}.Ignored.${REASON_KEYS[i.reason]}`, { by: i.by ? nameOf(i.by) : "" }),
    })),
    error: null,
  };
}
