// The scenario's dice as an engine dice source. Scripted faces are checked here, so running out or a face
// that does not fit the die stops the run with the exact entry of `dice.scripted` to fix.
import { scriptedDice, seededDice, type DiceSource } from "../engine";
import { ScenarioError } from "./errors";
import type { Dice } from "./scenario";

/** `where()` says which turn and pass the fight was in, for the message when the dice run out. */
export function scenarioDice(
  file: string,
  dice: Dice,
  where: () => { turn: number; pass: number },
): DiceSource & { unused(): number[] } {
  if (dice.kind === "seed") return { ...seededDice(dice.seed), unused: () => [] };
  const { faces } = dice;
  const inner = scriptedDice(faces, dice.coinSeed);
  return {
    /** The scripted faces nobody asked for (yet). */
    unused: () => faces.slice(inner.used()),
    die(n) {
      const i = inner.used();
      const face = faces[i];
      if (face === undefined) {
        throw new ScenarioError(file, "dice.scripted", "moreDice", {
          have: faces.length,
          count: faces.length,
          ...where(),
        });
      }
      if (face > n) throw new ScenarioError(file, `dice.scripted[${i}]`, "dieFace", { faces: n, ...where() });
      return inner.die(n);
    },
    coin: () => inner.coin(),
  };
}
