// Scores set by hand (rules "Scores set by hand, and who rolls", rule 1): the GM types a number and it is the
// combatant's score from that moment. What else a ruleset changes with it (sr4: a score above 0 gives the
// phases back; d20: old tie swaps no longer apply) is the ruleset's own `handScore`; the shared flow then
// re-sorts whoever is still to come, as after any score change. Docs: docs/rules-choices.md.
import { RuleError } from "./errors";
import { initiativeFormula } from "./rulesets/formula";
import { declaredRollOptions } from "./initiative/declared";
import type { Ruleset } from "./rulesets/ruleset";
import type { CombatantState, CombatState, InitiativeRoll } from "./types";

/** The lowest and highest score a GM may type: far beyond any roll, short of a typing slip (1200 for 12). */
export const MIN_HAND_SCORE = -99;
export const MAX_HAND_SCORE = 99;

/** What a hand-set score changed, for a card whispered to the GM (who set it is the caller's to add). */
export interface ScoreChange {
  combatantId: string;
  name: string;
  /** The score before (null: not rolled yet). */
  from: number | null;
  to: number;
  turn: number;
  pass: number;
}

/**
 * The typed score as a whole number, or a RuleError naming the combatant and the field. Takes what a form
 * gives (a number or its text) so an empty field or "abc" is refused, never read as 0 or NaN.
 */
export function readHandScore(raw: unknown, who: string): number {
  const text = typeof raw === "string" ? raw.trim() : null;
  const value = text === null ? raw : /^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new RuleError(
      "score-not-whole",
      `${who}: score must be a whole number (got ${JSON.stringify(raw)})`,
      {
        actor: who,
        field: "score",
        value: String(raw),
      },
    );
  }
  if (value < MIN_HAND_SCORE || value > MAX_HAND_SCORE) {
    throw new RuleError(
      "score-out-of-range",
      `${who}: score must lie between ${MIN_HAND_SCORE} and ${MAX_HAND_SCORE} (got ${value})`,
      { actor: who, field: "score", value, min: MIN_HAND_SCORE, max: MAX_HAND_SCORE },
    );
  }
  return value;
}

/**
 * A roll with no dice whose score is `score`: what a combatant that has not rolled yet (or a combat not yet
 * started) keeps as its roll, so the turn about to start takes the typed number as its initiative (the
 * formula is the one it would have rolled, so sr4 passes come from it).
 */
export function handRoll(state: CombatState, c: CombatantState, score: number): InitiativeRoll {
  const formula = initiativeFormula(state.ruleset, c.input, declaredRollOptions(c));
  return {
    formula,
    dice: [],
    edgeUsed: false,
    blitz: false,
    hits: 0,
    glitch: false,
    criticalGlitch: false,
    score,
  };
}

/** The record of setting `score` on `c` (checked as the command checks it). */
export function scoreChange(state: CombatState, c: CombatantState, score: unknown): ScoreChange {
  const to = readHandScore(score, c.input.name || c.id);
  return { combatantId: c.id, name: c.input.name, from: c.score, to, turn: state.turn, pass: state.pass };
}

/**
 * `c` with the hand-set score. Before the combat starts (or before its first roll) the number is also kept as
 * its roll, which the first turn takes instead of rolling. Mid-turn it replaces the score as it stands now: in
 * sr5 the 10 per pass already gone is not taken off again, the passes to come still take theirs.
 */
export function withHandScore(
  rs: Ruleset,
  state: CombatState,
  c: CombatantState,
  raw: unknown,
): CombatantState {
  const score = readHandScore(raw, c.input.name || c.id);
  if (state.turn === 0 || c.score === null) return { ...c, score, roll: handRoll(state, c, score) };
  const set = { ...c, score };
  return rs.handScore ? rs.handScore(set, state) : set;
}
