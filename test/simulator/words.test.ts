// Every line the simulator prints is a sentence in every language under lang/: each event a scenario can
// write (every verb of the format, every interrupt action, every action category and kind), each note and
// ruleset. The translators here are strict: a string missing from a language throws instead of falling back
// to English or to the raw verb ("Ganger: interrupt dodge"), so a new verb without words fails here.
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ACTION_CATEGORIES,
  ACTION_KINDS,
  INITIATIVE_MODES,
  INTERRUPT_ACTIONS,
  RULESET_IDS,
} from "../../src/engine";
import { VERBS } from "../../src/simulator/commands";
import { NOTE_CODES, type ActionLog } from "../../src/simulator/log";
import { simulatorLanguages, translator } from "../../src/simulator/messages";
import { loadScenario } from "../../src/simulator/parse";
import { runScenario } from "../../src/simulator/run";
import { renderTable } from "../../src/simulator/table";
import { actionWords } from "../../src/simulator/words";

const ROOT = resolve(import.meta.dirname, "..", "..");
const LANGS = simulatorLanguages();

/** One action of each verb as the run logs it, with the fields a scenario writes for it. */
const SAMPLES: Record<(typeof VERBS)[number], Record<string, unknown>[]> = {
  spend: [
    ...ACTION_KINDS.filter((k) => k !== "movement").flatMap((kind) =>
      ACTION_CATEGORIES.map((category) => ({ kind, category, actionName: "Fire Weapon" })),
    ),
    { kind: "movement", amount: 15 },
  ],
  delay: [{}],
  intervene: [{}],
  "full-defense": [{}],
  seize: [{}],
  blitz: [{}],
  "edge-go-first": [{}],
  "edge-extra-pass": [{}],
  "edge-test": [{}],
  "action-surge": [{}],
  "timed-item": [{ name: "Grenade" }],
  surprise: [{ surprised: true }, { surprised: false }],
  "swap-tie": [{ otherId: "b" }],
  "choose-bonus-category": [{ category: "matrix" }],
  interrupt: INTERRUPT_ACTIONS.map((action) => ({ action })),
  defeated: [{ defeated: true }, { defeated: false }],
  "set-score": [{ score: 14 }, { score: 12.5 }, { score: -3 }],
  group: [{ groupId: "gang" }, { groupId: null }],
  roll: [{ faces: [5, 3] }],
  update: [
    { woundModifier: -2, mode: "matrix-hot", dni: true, initiateGrade: 1, edgePoints: 2 },
    { bonusCategory: "magic", attributes: { reaction: 5, intuition: 4, dataProcessing: 6 } },
    ...INITIATIVE_MODES.map((mode) => ({ mode })),
    { d20: { dex: 14, speed: 30, disadvantage: true } },
    { activate: ["Wired Reflexes"], deactivate: ["Jazz"] },
    { addItems: [{ name: "Jazz" }], removeItems: ["Cram"] },
  ],
  add: [{ name: "Ganger 5" }],
  remove: [{}],
};

function action(verb: string, args: Record<string, unknown>): ActionLog {
  return {
    point: "during",
    verb,
    combatantId: "a",
    detail: "",
    args,
    lostPhases: [],
    ok: true,
    refused: null,
  };
}

const NAMES = new Map([
  ["a", "Alice"],
  ["b", "Bob"],
]);

describe("every simulator line is a sentence in every language", () => {
  it("every verb of the scenario format has a sample here (a new verb needs its words)", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...VERBS].sort());
  });

  for (const lang of LANGS) {
    it(`${lang}: every event, interrupt action, category and kind has its own words, no raw code`, () => {
      const t = translator(lang, true);
      for (const [verb, samples] of Object.entries(SAMPLES)) {
        for (const args of samples) {
          const words = actionWords(action(verb, args), NAMES, t);
          expect(words, `${verb} ${JSON.stringify(args)}`).toMatch(/^\S/);
          // the verb as written in the scenario ("Alice: set-score 150", "interrupt dodge") is no sentence
          expect(words, verb).not.toMatch(/^Alice: /);
          expect(words, verb).not.toContain("(other)");
          if (typeof args.action === "string") expect(words).not.toContain(`interrupt ${args.action}`);
        }
      }
    });

    it(`${lang}: every note, ruleset, action category and mode has its own words`, () => {
      const t = translator(lang, true);
      for (const code of NOTE_CODES) expect(t(`Note.${code}`)).toBeTruthy();
      for (const id of RULESET_IDS) expect(t(`Ruleset.${id}`)).toBeTruthy();
      for (const c of ACTION_CATEGORIES) expect(t(`Category.${c}`)).toBeTruthy();
      for (const k of ACTION_KINDS.filter((k) => k !== "movement")) expect(t(`Kind.${k}`)).toBeTruthy();
      for (const a of INTERRUPT_ACTIONS) expect(t(`Interrupt.${a}`)).toBeTruthy();
    });

    it(`${lang}: every example's table is printed from the language's own strings`, () => {
      const t = translator(lang, true);
      const dir = join(ROOT, "examples");
      for (const file of readdirSync(dir).filter((f) => f.endsWith(".yaml"))) {
        const scenario = loadScenario(join(dir, file));
        expect(() => renderTable(runScenario(scenario), t), file).not.toThrow();
      }
    });
  }

  it("a timed item goes off in the next pass, as the rules say (sr4 rule 11), not 'later in the pass'", () => {
    const en = actionWords(action("timed-item", { name: "Grenade" }), NAMES, translator("en"));
    expect(en).toBe("Alice sets off Grenade: it goes off in the next pass, at Alice's score");
    const de = actionWords(action("timed-item", { name: "Granate" }), NAMES, translator("de"));
    expect(de).toContain("im nächsten Durchgang");
  });

  it("the newer events read as sentences: an interrupt, a group, table dice, a score set by hand", () => {
    const en = translator("en");
    const words = (verb: string, args: Record<string, unknown>) => actionWords(action(verb, args), NAMES, en);
    expect(words("interrupt", { action: "dodge" })).toBe(
      "Alice dodges: an interrupt action, 5 off the initiative score",
    );
    expect(words("interrupt", { action: "full-defense" })).toContain("10 off the initiative score");
    expect(words("group", { groupId: "gang" })).toMatch(/^Alice joins the group gang/);
    expect(words("roll", { faces: [7] })).toBe("Alice rolls the initiative dice at the table: 7");
    expect(words("set-score", { score: 150 })).toBe("the GM sets Alice's initiative score by hand to 150");
    const de = translator("de");
    expect(actionWords(action("set-score", { score: 12.5 }), NAMES, de)).toContain("auf 12,5");
  });
});
