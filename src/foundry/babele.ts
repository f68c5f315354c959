// German (and any later language's) compendium text ships as Babele translation files in babele/<lang>/,
// one `shadowturn.<pack>.json` per pack. Babele applies them in memory when the optional Babele module is
// active and the client's language matches; without Babele nothing here runs and the packs stay English.
// A system names its folder with `setSystemTranslationsDir(dir)`; Babele then reads
// systems/<system id>/<dir>/<lang>/ (In3luki/fvtt-babele src/module/storage/loader.ts).
// Two Babele generations exist, so we tell both:
// - the original Babele (riccisi) fires `babele.init` with itself from its own init hook
//   (`Hooks.callAll('babele.init', babele)`), and systems answer there with
//   `Hooks.once("babele.init", (babele) => babele.setSystemTranslationsDir(...))` (seen in two systems' entry
//   modules found with find_string "babele.init");
// - the TypeScript port (In3luki/fvtt-babele src/main.ts) fires no `babele.init` but sets the `Babele` global
//   when its module loads, and systems call it at their own init (sw5e-foundry/sw5e sw5e.mjs:
//   `if (typeof Babele !== "undefined") Babele.get().setSystemTranslationsDir("babele")`).

/** The folder (inside the system) Babele reads `<lang>/shadowturn.<pack>.json` from. */
export const BABELE_DIR = "babele";

/** The part of Babele we call. */
export interface BabeleApi {
  setSystemTranslationsDir(dir: string): void;
}

/** Listen for Babele; call this when the module loads, before any `init` handler runs. */
export function registerBabele(hooks: Pick<typeof Hooks, "once"> = Hooks): void {
  hooks.once("babele.init", (babele: BabeleApi) => babele.setSystemTranslationsDir(BABELE_DIR));
  hooks.once("init", () => {
    const global = (globalThis as { Babele?: { get(): BabeleApi } }).Babele;
    global?.get().setSystemTranslationsDir(BABELE_DIR);
  });
}
