// The initiative block of the actor sheet as data: the formula line (from the engine's formatFormula, with
// localised labels), passes or bonus actions and their category, and which items count or are ignored and
// why. The sheet template only prints this; tests compare it with the engine's own output.
import {
  formatFormula,
  formulaParts,
  initiativeFormula,
  isSrRuleset,
  partSign,
  type CombatantInput,
  type FormulaLabels,
  type IgnoredSource,
  type InitiativeFormula,
  type RulesetId,
} from "../../engine";
import { pluralKey } from "../plural";
import { actorKind } from "./specs";

/** Translates a key; `lang` (default "en") picks plural forms (plural.ts). */
export type Localize = ((key: string, data?: Record<string, string | number>) => string) & {
  readonly lang?: string;
};

/** `t` of the plural form `count` takes ({count} filled in). */
export function tPlural(
  t: Localize,
  base: string,
  count: number,
  data: Record<string, string | number> = {},
) {
  return t(pluralKey(base, count, t.lang ?? "en"), { count, ...data });
}

const F = "SHADOWTURN.InitiativeFormula";

/**
 * The formula's words in the user's language (lang/<lang>/initiative.json). An actor type whose Reaction or
 * Intuition comes from another field (specs.ts ACTOR_KINDS) shows that field's name; a drone's own terms
 * (Pilot, Pilot x 2) and a spirit's (Force x 2) have words of their own.
 */
export function formulaLabels(t: Localize, actorType = "character"): FormulaLabels {
  const from = actorKind(actorType).initiative;
  const own = (attr: "reaction" | "intuition", key: string) =>
    from[attr] === `attributes.${attr}` ? t(`${F}.${key}`) : t(`SHADOWTURN.Actor.Field.${from[attr]}`);
  return {
    reaction: own("reaction", "Reaction"),
    intuition: own("intuition", "Intuition"),
    intuitionTwice: t(`${F}.IntuitionTwice`),
    dataProcessing: t(`${F}.DataProcessing`),
    response: t(`${F}.Response`),
    pilot: t(`${F}.Pilot`),
    pilotTwice: t(`${F}.PilotTwice`),
    forceTwice: t(`${F}.ForceTwice`),
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

/** One piece of the formula line as the sheet lays it out: its sign, its text and, for a bonus, whose. */
export interface FormulaViewPart {
  sign: string;
  text: string;
  title: string;
}

export interface FormulaView {
  formula: InitiativeFormula | null;
  text: string;
  /** The same line in pieces, so it can wrap between terms only. */
  parts: FormulaViewPart[];
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

/** "+3" / "−1": a bonus as a player reads it. */
export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `\u2212${-n}`;
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
  actorType = "character",
): FormulaView {
  const modeLabel = t(
    isSrRuleset(ruleset) ? `SHADOWTURN.Actor.Mode.${input.mode}` : "SHADOWTURN.Actor.Mode.d20",
  );
  let formula: InitiativeFormula;
  try {
    formula = initiativeFormula(ruleset, input);
  } catch (error) {
    return {
      formula: null,
      text: "",
      parts: [],
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
  const labels = formulaLabels(t, actorType);
  const flat = new Map(formula.terms.map((term) => [term.source, term.value]));
  const isItem = (id: string | null) => id !== null && input.sources.some((s) => s.id === id);
  return {
    formula,
    text: formatFormula(formula, labels),
    parts: formulaParts(formula, labels).map((p, i) => ({
      sign: partSign(p, i),
      text: p.text,
      title: isItem(p.source) ? nameOf(p.source!) : "",
    })),
    modeLabel,
    // only a formula that rolls hits gives passes (sr4 rule 2); the others act once per pass
    passesText:
      formula.kind === "hits" ? tPlural(t, "SHADOWTURN.Actor.Initiative.Passes", formula.passes) : null,
    bonusText: bonus
      ? tPlural(t, "SHADOWTURN.Actor.Initiative.Bonus", bonus.count, {
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
    // An item's bonus stands as a bare number in the line; here it is named with it ("Wired Reflexes III: +3").
    contributing: formula.contributing.map((id) => {
      const value = flat.get(id);
      return value === undefined ? { id, name: nameOf(id) } : { id, name: nameOf(id), detail: signed(value) };
    }),
    ignored: formula.ignored.map((i) => ({
      id: i.sourceId,
      name: i.name,
      reason: t(`${F}.Ignored.${REASON_KEYS[i.reason]}`, { by: i.by ? nameOf(i.by) : "" }),
    })),
    error: null,
  };
}
