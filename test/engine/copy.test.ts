// The engine copies combatants and flags field by field (src/engine/copy.ts): every phase and pass end makes
// new ones. A copy that dropped a field would lose what a GM or player did (a delay carried on, sr4 rule 9; a
// score kept from before a Blitz, bonus-actions rule 3; whose phases a Free action was used in, bonus-actions
// rule 6) at the next advance. The samples below are typed with every field of the
// type, optional ones too, so a field added to the type later fails to compile here until it is listed.
import { describe, expect, it } from "vitest";
import { combatantWith, flagsWith, type Every } from "../../src/engine/copy";
import { makeInput, type CombatantFlags, type CombatantState } from "../../src/engine";

const flags: Every<CombatantFlags> = {
  seized: true,
  blitz: true,
  delayed: true,
  glitch: true,
  criticalGlitch: false,
  surprised: true,
  fullDefense: true,
  goFirst: true,
  extraPass: true,
  pendingPasses: 2,
  actionSurgeUses: 1,
  actionSurgedThisTurn: true,
  defeated: false,
  fullDefenseOwed: true,
  seizeDeclared: true,
  blitzDeclared: true,
  edgeTestDeclared: true,
  delayCarriedInto: "next-pass",
  outThisTurn: true,
};

const budget = {
  simple: 1,
  bonus: 2,
  bonusCategory: null,
  free: 1,
  action: 0,
  bonusAction: 0,
  reaction: 0,
  object: 0,
  movement: 0,
};

const combatant: Every<CombatantState> = {
  id: "kestrel",
  input: makeInput({ id: "kestrel", name: "Kestrel" }),
  score: 17,
  roll: null,
  coin: 0.25,
  passes: 3,
  phasesTaken: 2,
  actedThisPass: true,
  budget,
  flags,
  tieOrder: 1,
  phaseBegun: true,
  phaseOpening: { budget, opened: budget, fullDefenseOwed: false },
  freeUsedIn: ["bob"],
  beforeBlitz: { score: 12, roll: null },
  bonusChoice: "matrix",
};

describe("copies of a combatant and its flags", () => {
  it("sr4 rule 9, bonus-actions rules 3 and 6: a combatant's copy holds every field, in the same order, and is a new object", () => {
    const copy = combatantWith(combatant);
    expect(copy).not.toBe(combatant);
    expect(Object.keys(copy)).toEqual(Object.keys(combatant));
    expect(copy).toEqual(combatant);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(combatant));
  });

  it("a combatant's copy with fields set changes those and leaves the original alone", () => {
    const copy = combatantWith(combatant, { score: 7, actedThisPass: false });
    expect([copy.score, copy.actedThisPass, copy.passes]).toEqual([7, false, 3]);
    expect([combatant.score, combatant.actedThisPass]).toEqual([17, true]);
  });

  it("sr4 rule 9: a copy of the flags holds every flag (the carried delay among them) and is a new object", () => {
    const copy = flagsWith(flags, { delayed: false });
    expect(copy).not.toBe(flags);
    expect(Object.keys(copy).sort()).toEqual(Object.keys(flags).sort());
    expect(copy).toEqual({ ...flags, delayed: false });
  });
});
