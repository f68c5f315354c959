// Rolling an initiative formula with a dice source (seeded, scripted, or the faces of a real Foundry Roll
// fed back through scriptedDice). The score must equal what Foundry totals for rollFormula with the same
// faces: the tests check that for every ruleset.
import type { DiceSource, InitiativeFormula, InitiativeRoll } from "../types";

/** sr4: a 5 or a 6 is a hit. */
export const HIT_MIN = 5;

/**
 * Dice are taken from `dice` in this order:
 * 1. `f.dice` dice of `f.faces` (the pool; for d20 advantage / disadvantage the two d20s);
 * 2. when `f.explode`: one more d6 for every 6 so far, in order, each new 6 asking for another (a six from
 *    the pool or from an extra die counts the same). The number of dice used is the pool plus the number of
 *    sixes, whatever order the faces come in, so the hit count does not depend on the order either.
 * `dice` in the result lists every die rolled in that order (dropped d20s and extra dice included).
 * The Foundry layer passes a Foundry roll's results in their listed order. Whether Foundry lists an extra
 * die after the pool or next to the six that asked for it, the hits and the glitch come out the same: both
 * read every die on the table, never a position.
 */
function throwDice(f: InitiativeFormula, dice: DiceSource): number[] {
  const faces: number[] = [];
  for (let i = 0; i < f.dice; i += 1) faces.push(dice.die(f.faces));
  if (f.explode) {
    for (let i = 0; i < faces.length; i += 1) {
      if (faces[i] === f.faces) faces.push(dice.die(f.faces));
    }
  }
  return faces;
}

/** The dice that count towards a sum: both d20s are rolled, one is kept. */
function keptDice(f: InitiativeFormula, faces: number[]): number[] {
  if (f.keep === "all" || faces.length === 0) return faces;
  return [f.keep === "highest" ? Math.max(...faces) : Math.min(...faces)];
}

/**
 * Rolls `f`. Sum kinds (sr5, bonus-actions, d20): score = attribute part + wound modifier + kept dice.
 * sr4: score = attribute part + hits + wound modifier; a glitch is half or more of the dice rolled (extra
 * dice from exploding sixes included) showing 1, a critical glitch a glitch with no hits (rules
 * "Initiative formulas", SR4 core p. 62). An empty pool rolls no 1s and so never glitches. Counting every die keeps the glitch, and so the order, independent of the order
 * the faces arrive in.
 */
export function rollInitiative(f: InitiativeFormula, dice: DiceSource): InitiativeRoll {
  const faces = throwDice(f, dice);
  const base = f.attributePart + f.woundModifier;
  if (f.kind === "sum") {
    const score = base + keptDice(f, faces).reduce((a, b) => a + b, 0);
    return made(f, faces, 0, false, score);
  }
  let hits = 0;
  let ones = 0;
  for (const d of faces) {
    if (d >= HIT_MIN) hits += 1;
    else if (d === 1) ones += 1;
  }
  return made(f, faces, hits, ones > 0 && ones * 2 >= faces.length, base + hits);
}

/** The roll as one literal, every key in one place: V8 builds a spread with keys after it on a slow path. */
function made(
  f: InitiativeFormula,
  faces: number[],
  hits: number,
  glitch: boolean,
  score: number,
): InitiativeRoll {
  return {
    formula: f,
    dice: faces,
    edgeUsed: f.explode,
    blitz: f.blitz === true,
    hits,
    glitch,
    criticalGlitch: glitch && hits === 0,
    score,
  };
}
