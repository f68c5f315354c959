// The bench's repeatable crowd of any size, also played by the engine tests that need thousands of combatants.
import { makeInput, makeSource, seededDice, type CombatantInput, type InitiativeMode } from "../src/engine";
import { RATED_ITEMS as ITEM_CATALOGUE } from "../src/simulator/rated-items";

const MODES: InitiativeMode[] = ["physical", "physical", "physical", "astral", "matrix-cold", "matrix-hot"];

/** A repeatable crowd: mixed modes, some with Wired Reflexes, a few wounded, d20 DEX spread out. */
export function crowd(n: number): CombatantInput[] {
  const dice = seededDice(n);
  return Array.from({ length: n }, (_, i) => {
    const rating = dice.die(4) - 1;
    return makeInput({
      id: `c${i}`,
      name: `Combatant ${i}`,
      attributes: {
        reaction: dice.die(6),
        intuition: dice.die(6),
        edge: dice.die(6),
        dataProcessing: dice.die(6),
        response: dice.die(6),
      },
      mode: MODES[i % MODES.length],
      woundModifier: i % 7 === 0 ? -dice.die(3) : 0,
      initiateGrade: i % 5 === 0 ? dice.die(3) : 0,
      sources:
        rating > 0 ? [makeSource({ id: "wr", ...ITEM_CATALOGUE["wired-reflexes"]!.make(rating) })] : [],
      d20: { dex: 6 + dice.die(14) },
    });
  });
}
