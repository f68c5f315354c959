// Plural wording through the language's own plural rules: a counted phrase has one key per plural category
// of Intl.PluralRules ("<base>.one", "<base>.other"; a language with more categories adds "<base>.few" ...),
// never a "pass(es)" hack. dnd5e picks its keys the same way: `new Intl.PluralRules(game.i18n.lang)` and
// `DND5E.ADVANCEMENT.AbilityScoreImprovement.CapDisplay.${pluralRules.select(points.cap)}`.

/** The key of the form `count` takes in `lang`: `${base}.${category}`. */
export function pluralKey(base: string, count: number, lang: string): string {
  return `${base}.${new Intl.PluralRules(lang).select(count)}`;
}

/** Every plural category `lang` uses for whole numbers ("one", "other" in English and German). */
export function pluralCategories(lang: string): string[] {
  return new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
}
