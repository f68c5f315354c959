// Physical dice (rules "Scores set by hand, and who rolls", rule 2): the faces a player rolled at the table
// are checked against the combatant's formula and, when they fit, fed to the engine's own roll as scripted
// dice, so the score, the hits and the glitch come from the one place every roll comes from.
import { RuleError } from "./errors";
import { scriptedDice } from "./dice";
import { declaredRollOptions } from "./initiative/declared";
import { initiativeFormula, type FormulaOptions } from "./rulesets/formula";
import { rollInitiative } from "./initiative/roll";
import type { CombatantState, CombatState, InitiativeFormula, InitiativeRoll } from "./types";

/** How many dice `faces` must hold for `f`: the pool, plus one more for every six when sixes explode. */
export function diceNeeded(f: InitiativeFormula, faces: readonly number[]): number {
  return f.explode ? f.dice + faces.filter((d) => d === f.faces).length : f.dice;
}

/** The count is wrong: `needed` dice in all (sr4 with Edge: the pool and one for every six). */
function tooFewOrMany(f: InitiativeFormula, needed: number, got: number, who: string): never {
  const params = { actor: who, field: "dice", needed, got, faces: f.faces, pool: f.dice };
  if (!f.explode) {
    throw new RuleError(
      "dice-count",
      `${who}: the roll takes ${needed}d${f.faces} (got ${got} dice)`,
      params,
    );
  }
  throw new RuleError(
    "dice-count-exploding",
    `${who}: the roll takes ${f.dice}d${f.faces} and one more die for every six, ${needed} dice in all (got ${got})`,
    params,
  );
}

/**
 * The roll `f` gives with exactly these faces, in the order given (sr4: the pool, then a die for every six);
 * RuleError naming `who` and what is wrong otherwise: a face that is not a whole number from 1 to the die's
 * size ("dice-face"), or too few or too many dice ("dice-count").
 */
export function rollFromFaces(f: InitiativeFormula, faces: readonly unknown[], who: string): InitiativeRoll {
  const list = Array.isArray(faces) ? faces : [];
  list.forEach((face, i) => {
    if (typeof face !== "number" || !Number.isInteger(face) || face < 1 || face > f.faces) {
      throw new RuleError(
        "dice-face",
        `${who}: die ${i + 1} shows ${String(face)}, not a face of a d${f.faces}`,
        {
          actor: who,
          field: "dice",
          die: i + 1,
          face: String(face),
          faces: f.faces,
        },
      );
    }
  });
  const checked = list as number[];
  const needed = diceNeeded(f, checked);
  if (checked.length !== needed) tooFewOrMany(f, needed, checked.length, who);
  return rollInitiative(f, scriptedDice(checked));
}

/**
 * The roll a combatant makes with the faces of physical dice: its formula as the engine would roll it now
 * (with what it declared before the roll, Blitz or Edge on the test; `options` adds what the player declares
 * with the roll itself).
 */
export function physicalRoll(
  state: CombatState,
  c: CombatantState,
  faces: readonly unknown[],
  options: FormulaOptions = {},
): InitiativeRoll {
  const f = initiativeFormula(state.ruleset, c.input, { ...declaredRollOptions(c), ...options });
  return rollFromFaces(f, faces, c.input.name || c.id);
}

/**
 * Before the combat starts: `id` keeps the roll these faces make as the roll turn 1 takes, and its score
 * until then (the same place a typed score goes: hand-score.ts). RuleError as `physicalRoll` says.
 */
export function withRollBeforeStart(state: CombatState, id: string, faces: readonly unknown[]): CombatState {
  const combatants = state.combatants.map((c) => {
    if (c.id !== id) return c;
    const roll = physicalRoll(state, c, faces);
    return { ...c, score: roll.score, roll };
  });
  return { ...state, combatants };
}
