// The one way our sheets translate: game.i18n.format when there is data, localize otherwise; `lang` picks the
// plural forms (plural.ts).
import type { Localize } from "./formula-view";

export const localize: Localize = Object.defineProperty(
  (key: string, data?: Record<string, string | number>) =>
    data ? game.i18n.format(key, data) : game.i18n.localize(key),
  "lang",
  { get: () => game.i18n.lang ?? "en" },
);
