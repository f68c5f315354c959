// Counted words by the language's own plural rules (Intl.PluralRules), never "pass(es)": a counted string is
// a family of keys `<base>.one`, `<base>.other` (and whatever other CLDR category a language needs), and the
// count picks one. dnd5e, crucible and shadowrun6 pick their keys the same way
// (`...CapDisplay.${new Intl.PluralRules(game.i18n.lang).select(n)}`). A category a language file lacks
// falls back to `.other`.

const rules = new Map<string, Intl.PluralRules>();
/** Each language's category per count, picked once: a tracker asks for the same few counts on every row. */
const picked = new Map<string, Map<number, string>>();

function pluralRules(lang: string): Intl.PluralRules {
  let r = rules.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    rules.set(lang, r);
  }
  return r;
}

function category(lang: string, n: number): string {
  let byCount = picked.get(lang);
  if (!byCount) picked.set(lang, (byCount = new Map()));
  let c = byCount.get(n);
  if (c === undefined) byCount.set(n, (c = pluralRules(lang).select(n)));
  return c;
}

/** The key of `base` for the count `n` in `lang`; `has` says which keys exist (else `.other` is used). */
export function pluralKey(
  base: string,
  n: number,
  lang = "en",
  has: (key: string) => boolean = () => true,
): string {
  const key = `${base}.${category(lang, n)}`;
  return has(key) ? key : `${base}.other`;
}

/** The plural categories a language has for cardinal numbers (en, de: "one" and "other"). */
export function pluralCategories(lang: string): string[] {
  return pluralRules(lang).resolvedOptions().pluralCategories;
}

/** Foundry's user language, and a count formatted with the right plural key. */
export function formatCount(base: string, n: number, data: Record<string, string | number> = {}): string {
  const i18n = game.i18n;
  return i18n.format(
    pluralKey(base, n, i18n.lang ?? "en", (k) => i18n.has(k)),
    { n, ...data },
  );
}
