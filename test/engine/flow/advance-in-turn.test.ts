// The turn-end probe the tracker and the simulator share: ending the phase without rolling. Inside a turn it
// is advance itself; where advance would start a new turn (and roll initiative) it says so with null.
import { describe, expect, it } from "vitest";
import {
  advance,
  advanceInTurn,
  createCombat,
  registeredRulesets,
  seededDice,
  startTurn,
  type CombatState,
} from "../../../src/engine";
import { person, wired } from "./fixtures";

describe("advanceInTurn: the next phase without a roll", () => {
  for (const ruleset of registeredRulesets()) {
    it(`${ruleset}: every phase of turn 1 as advance hands it on, then null where turn 2 would roll`, () => {
      const dice = seededDice(7);
      const fighters = [
        person("ann", 5, 4, 3, { sources: [wired(2)] }),
        person("bo", 3, 3, 2),
        person("cy", 4, 5, 1, { sources: [wired(1)] }),
      ];
      let state: CombatState = startTurn(createCombat(ruleset, fighters, dice), dice);
      expect(advanceInTurn(createCombat(ruleset, fighters, dice))).toBeNull();
      for (let phases = 0; phases < 20; phases += 1) {
        const probed = advanceInTurn(state);
        const next = advance(state, dice);
        if (next.turn !== state.turn) {
          expect(probed, `after ${phases} phases the turn is over`).toBeNull();
          return;
        }
        expect(probed).toEqual(next);
        state = next;
      }
      throw new Error("turn 1 never ended");
    });
  }
});
