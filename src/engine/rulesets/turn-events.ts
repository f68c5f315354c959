// What Foundry's turn events stand for in a ruleset: data on the ruleset (its `turnEvents` member), so a
// module's ruleset says it too and nothing in the Foundry layer asks which ruleset it plays. The Foundry layer
// (src/foundry/combat/turn-events.ts) plays core's events from it; docs/foundry-layer.md has the table.
//
// In every ruleset core's "turn" (turnStart / turnEnd, a token's TOKEN_TURN_START / END) is one phase of one
// combatant, in whichever pass it comes, and core's "round" (roundStart / roundEnd) is the engine's turn,
// all its passes: Foundry's turn index points at the acting combatant and its round is the engine's turn. What
// differs between rulesets is below.

import { RuleError } from "../errors";

export interface TurnEventMeaning {
  /**
   * When a token's movement history is cleared: "turn", at the start of each of its own turns, as core does
   * (foundryvtt #11730), or "round", everyone's at the start of each round, so movement counts over all the
   * passes of the round (SR5 PR #1729: "movement history persists through the initiative passes of a single
   * combat round").
   */
  readonly clearMovement: "turn" | "round";
  /**
   * How long Foundry's turn order (`combat.turns`, so a turn index) stands: a whole "round" (one pass a round,
   * rolled once, as core's own order), or one "pass" (the order is made again for every pass, so an index
   * names another combatant in the next pass). Effects created mid-fight count from the turn index only where
   * it stands for the round (torgeternity #668 and crucible PR #705 drop it, "since turn order is non-static
   * between rounds").
   */
  readonly turnOrder: "round" | "pass";
}

/** The SR rulesets: each phase is a turn, passes re-sort the order, movement counts over the combat turn. */
export const PASSES_TURN_EVENTS: TurnEventMeaning = Object.freeze({
  clearMovement: "round",
  turnOrder: "pass",
});

/** One pass a round in a fixed order: core's own meaning of every event. */
export const ROUNDS_TURN_EVENTS: TurnEventMeaning = Object.freeze({
  clearMovement: "turn",
  turnOrder: "round",
});

/**
 * Refuses a ruleset whose `turnEvents` is missing or says neither of the known meanings (a module's ruleset
 * written before the member existed), naming the ruleset and the field, so the table never meets undefined.
 */
export function checkTurnEvents(ruleset: string, meaning: TurnEventMeaning | undefined): void {
  const ok =
    (meaning?.clearMovement === "turn" || meaning?.clearMovement === "round") &&
    (meaning.turnOrder === "round" || meaning.turnOrder === "pass");
  if (!ok)
    throw new RuleError(
      "ruleset-turn-events",
      `ruleset ${ruleset}: turnEvents must be {clearMovement: "turn" | "round", turnOrder: "round" | "pass"}`,
      { ruleset },
    );
}
