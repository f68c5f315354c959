// What sr4, sr5 and bonus-actions share: which rulesets are of the SR family, the sr5 turn start that
// bonus-actions plays too, the SR phase order, Seize / Blitz declarations, the refusal of a command a ruleset
// does not know, and the mid-turn score change of the summed rolls.
import { EMPTY_SR_BUDGET } from "../budget";
import { copyWith, findCombatant, withCombatant } from "../combatants";
import { RuleError } from "../errors";
import { seizeFlags, withFlags } from "../flags";
import { initiativeFormula } from "../initiative/formula";
import { rulesetFamily } from "./formula-specs";
import { rollInitiative } from "../initiative/roll";
import { scoreKey, tieKey, type TieKey } from "../tiebreak";
import type {
  CombatantFlags,
  CombatantInput,
  CombatantState,
  CombatState,
  Command,
  DiceSource,
  InitiativeRoll,
  RulesetId,
} from "../types";

/** sr4, sr5 and bonus-actions share the SR commands, the SR action economy and the coin tossed every turn. */
export function isSrRuleset(id: RulesetId): boolean {
  return rulesetFamily(id) === "sr";
}

/** What comes off every score at the end of a pass (sr5 rule 2). */
export const PASS_DROP = 10;

/**
 * Per-turn flags back to their start; what lasts longer (defeated, surprise, d20 uses) is kept. A Full
 * Defense declared with no phase left last turn is still owed: it takes this turn's first action and the
 * combatant stays in Full Defense until then.
 */
function turnFlags(prev: CombatantFlags, seized: boolean, blitz: boolean): CombatantFlags {
  const owed = prev.fullDefenseOwed === true;
  return copyWith(prev, {
    delayed: false,
    glitch: false,
    criticalGlitch: false,
    fullDefense: owed,
    fullDefenseOwed: owed,
    delayCarriedInto: null,
    seize: { seized, blitz, seizeDeclared: false, blitzDeclared: false },
  });
}

/**
 * A new turn for one combatant of a ruleset whose score is summed dice (sr5, bonus-actions, a module's). Seize
 * and Blitz declared before the roll take effect now (their Edge was paid when declared). `keep` keeps the
 * score (bonus-actions without re-rolls); otherwise the given roll is used, or the ruleset's formula is rolled
 * (5d6 with Blitz). `passDrop` is what comes off every score after each pass (sr5: PASS_DROP; 0 where a turn
 * has one pass): a combatant that joins in a later pass gets what already came off everyone else's score.
 * Returns a new object, which the caller may still finish in place.
 */
export function startSrTurn(
  ruleset: RulesetId,
  c: CombatantState,
  state: CombatState,
  dice: DiceSource,
  roll: InitiativeRoll | undefined,
  keep: boolean,
  passDrop = 0,
): CombatantState {
  const declared = seizeFlags(c.flags);
  const seized = declared.seizeDeclared;
  const blitz = declared.blitzDeclared || roll?.blitz === true;
  const base = copyWith(c, {
    passes: 0,
    phasesTaken: 0,
    actedThisPass: false,
    phaseBegun: false,
    freeUsedIn: [],
    budget: EMPTY_SR_BUDGET,
    flags: turnFlags(c.flags, seized, blitz),
  });
  if (keep && c.score !== null) return base;
  const r = roll ?? rollInitiative(initiativeFormula(ruleset, c.input, { blitz }), dice);
  return copyWith(base, { roll: r, score: r.score - passDrop * (state.pass - 1) });
}

// Inputs are replaced, never changed in place, so what is worked out from one can be kept per input object.
const reactionOf = new WeakMap<CombatantInput, number>();

/**
 * Reaction as the sheet shows it: the rating plus the flat item bonuses that count in the current mode (RULES
 * names a Reaction bonus from an implant as the example of a flat bonus; outside the body they do not count).
 * Worked out once per input: it runs inside every sort of a pass.
 */
export function augmentedReaction(c: CombatantState): number {
  let value = reactionOf.get(c.input);
  if (value === undefined) {
    const items = new Set(c.input.sources.map((s) => s.id));
    const flat = initiativeFormula("sr5", c.input)
      .terms.filter((t) => items.has(t.source))
      .reduce((sum, t) => sum + t.value, 0);
    value = c.input.attributes.reaction + flat;
    reactionOf.set(c.input, value);
  }
  return value;
}

/**
 * ERIC (sr5 rule 3, bonus-actions rule 2): higher Edge, then Reaction (augmented), then Intuition, then the
 * coin tossed for the turn (the higher coin wins).
 */
export const ERIC_KEYS: readonly TieKey[] = [
  tieKey("edge", (c) => c.input.attributes.edge),
  tieKey("reaction", augmentedReaction),
  tieKey("intuition", (c) => c.input.attributes.intuition),
  tieKey("coin", (c) => c.coin),
];

/** Seizers first (sr5 rule 5; several seizers by score), then score, then ERIC (the id settles the rest). */
export const SR_ORDER_KEYS: readonly TieKey[] = [
  tieKey("seized", (c) => (seizeFlags(c.flags).seized ? 1 : 0)),
  scoreKey,
  ...ERIC_KEYS,
];

/**
 * Seize the Initiative and Blitz (sr5 rule 5, bonus-actions rule 2). Both are declared before the roll they
 * change, so a declaration made mid-turn counts for the next turn's roll (one made before the combat starts
 * counts for turn 1). The point of Edge is paid at once; Edge points never go below 0 ("no-edge"). Returns
 * null for any other command.
 */
export function applyEdgeDeclaration(state: CombatState, cmd: Command): CombatState | null {
  if (cmd.type !== "seize" && cmd.type !== "blitz") return null;
  const c = findCombatant(state, cmd.combatantId);
  const key = cmd.type === "seize" ? "seizeDeclared" : "blitzDeclared";
  const who = c.input.name;
  if (seizeFlags(c.flags)[key]) {
    throw new RuleError("already-declared", `${who} has already declared ${cmd.type} for the next roll`, {
      actor: who,
      command: cmd.type,
    });
  }
  if (c.input.edgePoints < 1) {
    throw new RuleError("no-edge", `${who} has no Edge point left for ${cmd.type}`, {
      actor: who,
      command: cmd.type,
    });
  }
  return withCombatant(state, {
    ...c,
    input: { ...c.input, edgePoints: c.input.edgePoints - 1 },
    flags: withFlags(c.flags, "seize", { [key]: true }),
  });
}

/** A command this ruleset does not know. */
export function unsupported(state: CombatState, cmd: Command): never {
  throw new RuleError("unsupported-command", `${cmd.type} is not part of ${state.ruleset}`, {
    command: cmd.type,
    ruleset: state.ruleset,
  });
}

/**
 * sr5 rule 4 (bonus-actions rule 7), for any ruleset whose score is summed d6: wounds and a changed attribute part move the score by the difference;
 * more dice: the added dice are rolled and added; fewer: the lost dice are rolled and subtracted. Under
 * Blitz both formulas roll 5d6, so a changed augmentation moves no dice.
 */
export function reconcileSrScore(
  ruleset: RulesetId,
  before: CombatantState,
  input: CombatantInput,
  dice: DiceSource,
): CombatantState {
  if (before.score === null) return { ...before, input };
  const opts = { blitz: seizeFlags(before.flags).blitz };
  const was = initiativeFormula(ruleset, before.input, opts);
  const now = initiativeFormula(ruleset, input, opts);
  let delta = now.attributePart + now.woundModifier - (was.attributePart + was.woundModifier);
  const extraDice = now.dice - was.dice;
  for (let i = 0; i < Math.abs(extraDice); i += 1) delta += Math.sign(extraDice) * dice.die(6);
  const after = { ...before, input, score: before.score + delta };
  // bonus-actions rule 3: the score kept from before a Blitz moves with the changes too (under Blitz the
  // delta holds no dice: both formulas roll 5d6).
  const kept = before.beforeBlitz;
  return kept === null || kept === undefined
    ? after
    : { ...after, beforeBlitz: { ...kept, score: kept.score + delta } };
}
