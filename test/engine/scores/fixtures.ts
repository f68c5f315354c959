// The fight the tests of "Scores set by hand, and who rolls" start from.
import { createCombat, scriptedDice, startTurn } from "../../../src/engine";
import { person, wired } from "../flow/fixtures";

export const alice = person("alice", 5, 5, 2, { sources: [wired(2)] }); // 10 + 3d6
export const bob = person("bob", 3, 3); // 6 + 1d6
export const carol = person("carol", 4, 4); // 8 + 1d6

/** alice 27, carol 13, bob 10: three passes for alice in sr5, one each for the others. */
export function sr5Fight(ruleset: "sr5" | "bonus-actions" = "sr5") {
  const dice = scriptedDice([6, 6, 5, 4, 5, 1, 1, 1, 1, 1, 1]);
  return { dice, s: startTurn(createCombat(ruleset, [alice, bob, carol], dice), dice) };
}
