// Copies of combatants and their flags, the objects every turn start, phase and pass copies by the thousand.
// Measured on the bench machine (node 20): a copy written as one literal with every field costs about 30 ns;
// Object.assign onto a new object about 170 ns; a spread ({ ...c }) that then gets fields set, or a spread
// followed by literal fields, falls onto V8's slow path (10 to 30 times slower still). So each is copied
// field by field. A field the source lacks comes out as a key holding undefined, which JSON, toEqual and the
// Foundry layer (state-mapping.ts) all take as absent. The mapped types make the compiler refuse a copy that
// leaves out a field added to the type later (for the combatant's constructor, a field it does not declare;
// test/engine/copy.test.ts checks that it sets each one).
//
// A combatant is copied by a constructor rather than a literal. V8 tracks where each literal's objects are
// made and, once most of them outlive a minor garbage collection, makes that literal's objects straight in
// the old generation; a pass end's combatants live exactly one pass, which at thousands of combatants is long
// enough, and the old generation then fills with dead passes. A constructor's objects are not tracked so. At
// 10,000 (sr4, bench machine) a turn's median in a fresh process went from 31-35 ms to 11-16 ms, and in the
// bench's order of work the fastest turn from 8.3-13.0 ms to 9.1-9.4; at 1,000 no change. The copies are
// still plain data to every reader: own fields only, which JSON, spreads and structuredClone see as ever.
import type { CombatantFlags, CombatantState } from "./types";

/** T with every field, optional ones too, required to be listed. */
export type Every<T> = { [K in keyof Required<T>]: T[K] };

/** Every field of a combatant, set by a constructor (see above). */
class CombatantCopy implements Every<CombatantState> {
  declare id: CombatantState["id"];
  declare input: CombatantState["input"];
  declare score: CombatantState["score"];
  declare roll: CombatantState["roll"];
  declare coin: CombatantState["coin"];
  declare passes: CombatantState["passes"];
  declare phasesTaken: CombatantState["phasesTaken"];
  declare actedThisPass: CombatantState["actedThisPass"];
  declare budget: CombatantState["budget"];
  declare flags: CombatantState["flags"];
  declare tieOrder: CombatantState["tieOrder"];
  declare phaseBegun: CombatantState["phaseBegun"];
  declare phaseOpening: CombatantState["phaseOpening"];
  declare freeUsedIn: CombatantState["freeUsedIn"];
  declare beforeBlitz: CombatantState["beforeBlitz"];
  declare bonusChoice: CombatantState["bonusChoice"];
  constructor(c: CombatantState) {
    this.id = c.id;
    this.input = c.input;
    this.score = c.score;
    this.roll = c.roll;
    this.coin = c.coin;
    this.passes = c.passes;
    this.phasesTaken = c.phasesTaken;
    this.actedThisPass = c.actedThisPass;
    this.budget = c.budget;
    this.flags = c.flags;
    this.tieOrder = c.tieOrder;
    this.phaseBegun = c.phaseBegun;
    this.phaseOpening = c.phaseOpening;
    this.freeUsedIn = c.freeUsedIn;
    this.beforeBlitz = c.beforeBlitz;
    this.bonusChoice = c.bonusChoice;
  }
}

/** A copy of `c` with `fields` set on it. */
export function combatantWith(c: CombatantState, fields?: Partial<CombatantState>): CombatantState {
  const copy = new CombatantCopy(c);
  return fields === undefined ? copy : Object.assign(copy, fields);
}

/** A copy of `f` with `fields` set on it. */
export function flagsWith(f: CombatantFlags, fields?: Partial<CombatantFlags>): CombatantFlags {
  const copy: Every<CombatantFlags> = {
    seized: f.seized,
    blitz: f.blitz,
    delayed: f.delayed,
    glitch: f.glitch,
    criticalGlitch: f.criticalGlitch,
    surprised: f.surprised,
    fullDefense: f.fullDefense,
    goFirst: f.goFirst,
    extraPass: f.extraPass,
    pendingPasses: f.pendingPasses,
    actionSurgeUses: f.actionSurgeUses,
    actionSurgedThisTurn: f.actionSurgedThisTurn,
    defeated: f.defeated,
    fullDefenseOwed: f.fullDefenseOwed,
    seizeDeclared: f.seizeDeclared,
    blitzDeclared: f.blitzDeclared,
    edgeTestDeclared: f.edgeTestDeclared,
    delayCarriedInto: f.delayCarriedInto,
    outThisTurn: f.outThisTurn,
  };
  return fields === undefined ? copy : Object.assign(copy, fields);
}
