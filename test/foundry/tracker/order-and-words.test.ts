// What the tracker says about the order and in which words: why tied rows stand where they do (hovering the
// row), the d20 Tie badge beside the Swap button, "End turn" in d20, and counted words by the language's own
// plural rules.
import { describe, expect, it } from "vitest";
import { loadLanguage } from "../../../src/repo-data/lang.mjs";
import { pluralCategories, pluralKey } from "../../../src/foundry/plural";
import { makeRenderer, rootContext, rowsOf } from "./render";
import { d20MidFight, SCENES } from "./scenes";
import {
  apply,
  createCombat,
  makeInput,
  scriptedDice,
  seededDice,
  startTurn,
  turnOrder,
} from "../../../src/engine";

const en = makeRenderer("en");
const de = makeRenderer("de");

function row(html: string, id: string): string {
  const r = rowsOf(html).get(id);
  if (!r) throw new Error(`no row for ${id}`);
  return r;
}

/** The row's own tooltip (on its <li>), decoded. */
function rowTooltip(html: string, id: string): string | null {
  const li = row(html, id).match(/^<li[^>]*>/)?.[0] ?? "";
  const m = li.match(/data-tooltip="([^"]*)"/);
  return m ? m[1]!.replaceAll("&#x27;", "'").replaceAll("&amp;", "&") : null;
}

describe("why this order: hovering a tied row", () => {
  it("sr4 rule 3: Carol and Dan tie on 10; the row says Edge 2 against 1 put Carol first", () => {
    const html = en.tracker(rootContext(SCENES.sr4(), { isGM: true }));
    const line = "Carol before Dan: same score; higher Edge (2 vs 1)";
    expect(rowTooltip(html, "carol")).toBe(line);
    expect(rowTooltip(html, "dan")).toBe(line);
    // Bob's 6 is lower than everyone's: the score says it all, no tooltip
    expect(rowTooltip(html, "bob")).toBeNull();
  });

  it("sr5 rule 5: Seize placed Carol before Alice although her score is lower", () => {
    const alice = makeInput({
      id: "alice",
      name: "Alice",
      attributes: { reaction: 5, intuition: 5, edge: 3 },
    });
    const carol = makeInput({
      id: "carol",
      name: "Carol",
      attributes: { reaction: 4, intuition: 4, edge: 1 },
    });
    const dice = seededDice(3);
    let s = createCombat("sr5", [alice, carol], dice);
    s = apply(s, { type: "seize", combatantId: "carol" }, dice);
    // Alice 10 + 6 = 16, Carol 8 + 1 = 9
    s = startTurn(s, scriptedDice([6, 1], 2));
    const html = en.tracker(
      rootContext({ ruleset: "sr5", state: s, rows: turnOrder(s), timed: [] }, { isGM: true }),
    );
    expect(rowTooltip(html, "alice")).toBe("Carol before Alice: Carol seized the initiative");
  });

  it("sr4 rule 7b: Edge spent to go first placed Ben (7) before Ann (13)", () => {
    const ann = makeInput({ id: "ann", name: "Ann", attributes: { reaction: 5, intuition: 5, edge: 1 } });
    const ben = makeInput({ id: "ben", name: "Ben", attributes: { reaction: 2, intuition: 2, edge: 3 } });
    let s = startTurn(createCombat("sr4", [ann, ben], seededDice(1)), seededDice(4));
    s = apply(s, { type: "edge-go-first", combatantId: "ben" }, seededDice(5));
    const html = en.tracker(
      rootContext({ ruleset: "sr4", state: s, rows: turnOrder(s), timed: [] }, { isGM: true }),
    );
    expect(rowTooltip(html, "ann")).toBe("Ben before Ann: Ben spent Edge to go first");
  });

  it("d20 rule 3: Kira and Nox tie on 12 and DEX 14; the row shows the combat's stored coin", () => {
    const scene = d20MidFight();
    const html = en.tracker(rootContext(scene, { isGM: true }));
    const coin = (id: string) => scene.state.combatants.find((c) => c.id === id)!.coin.toFixed(2);
    const [first, second] = ["kira", "nox"].sort((a, b) => Number(coin(b)) - Number(coin(a)));
    const name = (id: string) => (id === "kira" ? "Kira" : "Nox");
    expect(rowTooltip(html, "kira")).toBe(
      `${name(first!)} before ${name(second!)}: same score and DEX; the coin tossed for this combat ` +
        `(${coin(first!)} vs ${coin(second!)}) until someone swaps`,
    );
  });

  it("d20 rule 3: in German the same tie reads in German", () => {
    const html = de.tracker(rootContext(d20MidFight(), { isGM: true }));
    expect(rowTooltip(html, "nox")).toMatch(/vor .*: gleicher Wert und GES; der Münzwurf dieses Kampfes/);
  });
});

describe("d20 words and marks", () => {
  it("d20 rule 3: both tied rows carry the Tie badge; the Swap button sits on the upper one", () => {
    const html = en.tracker(rootContext(SCENES.d20(), { isGM: true }));
    for (const id of ["kira", "nox"]) expect(row(html, id)).toContain('data-badge="tied"');
    for (const id of ["militant", "falke", "brann"]) expect(row(html, id)).not.toContain('data-badge="tied"');
    expect(row(html, "kira")).toContain('data-action="stSwapTie"');
  });

  it("d20 rule 5: the acting row ends a turn, not a phase; the player's footer says End my turn", () => {
    const gm = en.tracker(rootContext(SCENES.d20(), { isGM: true }));
    expect(row(gm, "falke")).toMatch(/data-action="stEndPhase">End turn</);
    expect(gm).not.toContain("End phase");
    const player = en.tracker(rootContext(SCENES.d20(), { isGM: false, owns: ["falke"] }));
    expect(player).toContain(">End my turn<");
    const sr = en.tracker(rootContext(SCENES.sr5(), { isGM: true }));
    expect(row(sr, "alice")).toMatch(/data-action="stEndPhase">End phase</);
  });
});

describe("counted words follow the language's plural rules", () => {
  const langs = { en: loadLanguage("en"), de: loadLanguage("de") };
  const families = (strings: Record<string, string>) =>
    new Set(
      Object.keys(strings)
        .filter((k) => k.endsWith(".one"))
        .map((k) => k.slice(0, -".one".length)),
    );

  it("every plural family has every category English and German need (one, other)", () => {
    for (const [lang, strings] of Object.entries(langs)) {
      const found = families(strings);
      expect(found.size, lang).toBeGreaterThan(3);
      for (const base of found)
        for (const cat of pluralCategories(lang))
          expect(strings, `${lang} ${base}`).toHaveProperty(`${base}.${cat}`);
    }
  });

  it("no tracker or combat string fakes a plural with (s), (es) or (en)", () => {
    for (const lang of ["en", "de"]) {
      for (const area of ["tracker", "combat"]) {
        const strings = loadLanguage(lang);
        const own = Object.entries(strings).filter(([k]) =>
          area === "tracker"
            ? k.startsWith("SHADOWTURN.Tracker.")
            : /^SHADOWTURN\.(Settings|ChatCard|Combat)\./.test(k),
        );
        for (const [key, text] of own) expect(text, `${lang} ${key}`).not.toMatch(/\w\((s|es|en|n|e)\)/);
      }
    }
  });

  it("sr4 rule 2: one more phase, then several, in English and German", () => {
    expect(pluralKey("SHADOWTURN.Tracker.PhasesLeft", 1, "en")).toBe("SHADOWTURN.Tracker.PhasesLeft.one");
    expect(pluralKey("SHADOWTURN.Tracker.PhasesLeft", 2, "de")).toBe("SHADOWTURN.Tracker.PhasesLeft.other");
    const html = de.tracker(rootContext(SCENES.sr4(), { isGM: true }, { lang: "de" }));
    expect(row(html, "alice")).toContain("noch 1-mal dran");
    expect(row(html, "bob")).toContain("diese Kampfrunde fertig");
  });

  it("a category a language file lacks falls back to other", () => {
    expect(pluralKey("X", 2, "ru", (k) => k.endsWith(".other"))).toBe("X.other");
  });
});
