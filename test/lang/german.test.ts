// The German strings keep one convention each: dice as Foundry writes them (1d6, 1d20; never "1W6" beside a
// "1d6" formula), and one word for the Shadowrun combat turn ("Kampfrunde"; d20's "round" is "Runde").
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadLanguage } from "../../src/repo-data/lang.mjs";
import { ROOT } from "./keys";

const en = loadLanguage("en", join(ROOT, "lang"));
const de = loadLanguage("de", join(ROOT, "lang"));

describe("German conventions", () => {
  it("dice are written 1d6 and 1d20 everywhere, as in the formulas and Foundry's rolls, never 1W6", () => {
    const w = Object.entries(de).filter(([, text]) => /(\d|\}|\b)W(4|6|8|10|12|20|\{)/.test(text));
    expect(w.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it("the combat turn is a Kampfrunde wherever the English says turn (d20's round alone is a Runde)", () => {
    const bare = /(?<![\p{L}-])Runden?(?![\p{L}])/u;
    const mixed = Object.entries(de).filter(
      ([key, text]) =>
        bare.test(text) && /\bturns?\b/i.test(en[key] ?? "") && !/\bround/i.test(en[key] ?? ""),
    );
    expect(mixed.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
