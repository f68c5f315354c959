// What a stored combatant reads as when its values cannot all stand (docs/foundry-layer.md, "Who may write
// what", Checked on read): the input falls back to the actor's, a score or roll that cannot stand to none, each
// named once by combatant and field; a budget, flag group or optional field of the wrong shape reads as what
// its absence means, and a combatant stored well reads back as stored.
import { describe, expect, it } from "vitest";
import { getRuleset, makeInput, makeSource } from "../../../src/engine";
import { FLAG_DEFAULTS, type StoredCombatant } from "../../../src/foundry/combat/engine-state-fields";
import { checkedCombatant, storedForm, type Problem } from "../../../src/foundry/combat/state-check";

const SR_EMPTY = getRuleset("sr5").economy.empty;
const sheet = makeInput({ id: "a", name: "Runner", attributes: { reaction: 4 } });
const stored = makeInput({
  id: "a",
  name: "Runner",
  attributes: { reaction: 6 },
  sources: [makeSource({ id: "wr", name: "Wired Reflexes", rating: 1, dice: 1 })],
});

function base(): StoredCombatant {
  return storedForm(
    {
      id: "a",
      input: stored,
      score: 12,
      roll: { formula: { dice: 1, flat: 6 } as never, dice: [6], score: 12 } as never,
      coin: 0.5,
      passes: 1,
      phasesTaken: 0,
      actedThisPass: false,
      budget: { family: "sr", simple: 2, bonus: 0, bonusCategory: null, free: 1 },
      flags: { ...FLAG_DEFAULTS, sr4: undefined, seize: undefined, d20: undefined } as never,
      tieOrder: null,
    },
    null,
  );
}

function read(s: unknown) {
  const problems: Problem[] = [];
  const c = checkedCombatant("a", "Runner", s as StoredCombatant, () => sheet, problems, SR_EMPTY);
  return { c, fields: problems.map((p) => p.field) };
}

describe("a stored combatant checked on read", () => {
  it("one stored well reads back as stored, nothing named, no default group or optional field", () => {
    const { c, fields } = read(base());
    expect(fields).toEqual([]);
    expect(c.input).toEqual(stored);
    expect(c.score).toBe(12);
    expect(c.budget).toEqual({ family: "sr", simple: 2, bonus: 0, bonusCategory: null, free: 1 });
    expect(Object.keys(c.flags).sort()).toEqual(
      Object.keys(FLAG_DEFAULTS)
        .filter((k) => !["sr4", "seize", "d20", "delayCarriedInto"].includes(k))
        .sort(),
    );
    for (const k of ["phaseBegun", "phaseOpening", "freeUsedIn", "beforeBlitz", "bonusChoice", "own"]) {
      expect(k in c).toBe(false);
    }
  });

  it("a bad input reads as the actor's, a bad score and roll as none, each named once", () => {
    const { c, fields } = read({ ...base(), input: { attributes: "x" }, score: 1.5, roll: { dice: [] } });
    expect(fields).toEqual(["input", "score", "roll"]);
    expect(c.input).toEqual(sheet);
    expect(c.score).toBeNull();
    expect(c.roll).toBeNull();
    expect(read({ ...base(), score: 5000 }).fields).toEqual(["score"]);
  });

  it("a budget count that is not a whole number reads as 0, a text that is not one as none, unknown fields dropped", () => {
    const { c } = read({
      ...base(),
      budget: { simple: "2", bonus: 1.5, free: 1, bonusCategory: 3, extra: 9 },
    });
    expect(c.budget).toEqual({ family: "sr", simple: 0, bonus: 0, bonusCategory: null, free: 1 });
    expect(read({ ...base(), budget: null }).c.budget).toEqual(SR_EMPTY);
    // a ruleset's own kinds (KindsBudget), as sr6's Major and Minor
    const kinds = { family: "kinds", left: {} } as never;
    const left = checkedCombatant(
      "a",
      "Runner",
      { ...base(), budget: { left: { major: 1, minor: 0.5, edge: "x" } } } as never,
      () => sheet,
      [],
      kinds,
    ).budget as unknown as { left: Record<string, number> };
    expect(left.left).toEqual({ major: 1 });
  });

  it("a flag group's field of the wrong type reads as its default; a group holding only defaults is left out", () => {
    const flags = {
      ...base().flags,
      delayCarriedInto: "next-turn",
      sr4: { ...FLAG_DEFAULTS.sr4, goFirst: true, pendingPasses: 1.5 },
      seize: { seized: "yes", blitz: 0 },
      d20: { actionSurgeUses: 2 },
      goFirst: false,
    };
    const { c } = read({ ...base(), flags });
    expect(c.flags.delayCarriedInto).toBe("next-turn");
    expect(c.flags.sr4).toEqual({ ...FLAG_DEFAULTS.sr4, goFirst: true });
    expect("seize" in c.flags).toBe(false);
    expect(c.flags.d20).toEqual({ ...FLAG_DEFAULTS.d20, actionSurgeUses: 2 });
    expect("goFirst" in c.flags).toBe(false);
    // a flag stored flat, from before the groups, reads in its group
    const flat = read({ ...base(), flags: { ...base().flags, sr4: undefined, pendingPasses: 2 } }).c.flags;
    expect(flat.sr4).toEqual({ ...FLAG_DEFAULTS.sr4, pendingPasses: 2 });
  });

  it("optional fields: a phase opening or a Blitz of the wrong shape is left out; a ruleset's own fields are a copy", () => {
    const own = { kept: { n: 1 } };
    const opening = { budget: { simple: 1 }, opened: { simple: 2 }, fullDefenseOwed: 1, acted: true };
    const { c } = read({
      ...base(),
      phaseBegun: true,
      phaseOpening: opening,
      freeUsedIn: [1],
      bonusChoice: "physical",
      beforeBlitz: { score: 9, roll: { bad: true } },
      own,
    });
    expect(c.phaseBegun).toBe(true);
    expect(c.phaseOpening).toEqual({
      budget: { ...SR_EMPTY, simple: 1 },
      opened: { ...SR_EMPTY, simple: 2 },
      fullDefenseOwed: false,
      acted: true,
    });
    expect(c.freeUsedIn).toEqual([1]);
    expect(c.bonusChoice).toBe("physical");
    expect(c.beforeBlitz).toEqual({ score: 9, roll: null });
    expect(c.own).toEqual(own);
    expect(c.own).not.toBe(own);
    const bad = read({ ...base(), phaseOpening: { budget: 1 }, beforeBlitz: { score: 1.5 }, own: [] }).c;
    expect(["phaseOpening", "beforeBlitz", "own"].filter((k) => k in bad)).toEqual([]);
  });

  it("a stored flag named __proto__ is dropped: the combatant's other flags never inherit from it", () => {
    // JSON gives a key "__proto__" as an own field; assigned by name it would become the flags' prototype
    const { fullDefenseOwed: _owed, ...flags } = base().flags as Record<string, unknown>;
    const stored = {
      ...base(),
      flags: { ...flags, ...JSON.parse('{"__proto__": {"fullDefenseOwed": true}}') },
    };
    const { c } = read(stored);
    expect(Object.getPrototypeOf(c.flags)).toBe(Object.prototype);
    expect(c.flags.fullDefenseOwed).not.toBe(true);
  });
});
