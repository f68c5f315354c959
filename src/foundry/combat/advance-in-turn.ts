// The next phase or pass without rolling: what ending the current phase leads to inside this turn, or null
// when it ends the turn (the new turn rolls initiative, which the combat does with real Foundry Rolls).
// The simulator's runner probes the engine the same way (src/simulator/run.ts).
import { advance, type CombatState, type DiceSource } from "../../engine";

/** Dice that end the probe: advancing would roll, so the turn is over (the simulator probes the same way). */
class TurnOver extends Error {}
const END_OF_TURN: DiceSource = {
  die: () => {
    throw new TurnOver();
  },
  coin: () => {
    throw new TurnOver();
  },
};

/** The state after the current phase ends, or null when that ends the turn (a new turn rolls). */
export function advanceInTurn(state: CombatState): CombatState | null {
  try {
    const next = advance(state, END_OF_TURN);
    return next.turn === state.turn ? next : null;
  } catch (err) {
    if (err instanceof TurnOver) return null;
    throw err;
  }
}
