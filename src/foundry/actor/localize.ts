// The one way our sheets translate: game.i18n.format when there is data, localize otherwise.
import type { Localize } from "./formula-view";

export const localize: Localize = (key, data) =>
  data ? game.i18n.format(key, data) : game.i18n.localize(key);
