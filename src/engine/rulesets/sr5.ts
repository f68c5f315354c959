// sr5 (rules "sr5"): everyone rolls attribute + Nd6 each turn; a pass holds everyone above 0, highest
// first; 10 comes off every score after each pass; ERIC settles ties; Seize the Initiative and Blitz cost a
// point of Edge. The turn start, Edge declarations and mid-turn reconcile are shared with bonus-actions,
// which plays the same formulas and dice.
import { EMPTY_BUDGET, srPhaseBudget } from "../budget";
import { RuleError } from "../errors";
import { combatantWith, flagsWith } from "../copy";
import { initiativeFormula } from "../initiative/formula";
import { rollInitiative } from "../initiative/roll";
import { compareScoreEric, ERIC_KEYS, scoreKey, type TieKey } from "../tiebreak";
import type {
  Budget,
  CombatantFlags,
  CombatantInput,
  CombatantState,
  CombatState,
  Command,
  DiceSource,
  InitiativeRoll,
} from "../types";
import type { Ruleset } from "./ruleset";
import { interruptsOpen, takeInterrupt } from "./sr5-interrupts";

/** The budget between phases: the pass's one Free action (sr5 rule 6). Shared, never changed. */
const FREE_ONLY: Budget = Object.freeze({ ...EMPTY_BUDGET, free: 1 });

/** What comes off every score at the end of a pass (sr5 rule 2). */
export const PASS_DROP = 10;

type SumRuleset = "sr5" | "bonus-actions";

/**
 * Per-turn flags back to their start; what lasts longer (defeated, surprise, d20 uses) is kept. A Full
 * Defense declared with no phase left last turn is still owed: it takes this turn's first action and the
 * combatant stays in Full Defense until then.
 */
function turnFlags(prev: CombatantFlags, seized: boolean, blitz: boolean): CombatantFlags {
  const owed = prev.fullDefenseOwed === true;
  // a copy with these fields set one by one (copy.ts: the quick copy)
  const flags = flagsWith(prev);
  flags.seized = seized;
  flags.blitz = blitz;
  flags.delayed = false;
  flags.glitch = false;
  flags.criticalGlitch = false;
  flags.fullDefense = owed;
  flags.fullDefenseOwed = owed;
  flags.goFirst = false;
  flags.extraPass = false;
  flags.seizeDeclared = false;
  flags.blitzDeclared = false;
  flags.delayCarriedInto = null;
  return flags;
}

/**
 * A new turn for one combatant of sr5 / bonus-actions. Seize and Blitz declared before the roll take effect
 * now (their Edge was paid when declared). `keep` keeps the score (bonus-actions without re-rolls); otherwise
 * the given roll is used, or the formula is rolled (5d6 with Blitz). A combatant that joins in a later pass
 * of an sr5 turn gets the 10 per pass that already came off everyone else's score. Returns a new object,
 * which the caller may still finish in place.
 */
export function startSrTurn(
  ruleset: SumRuleset,
  c: CombatantState,
  state: CombatState,
  dice: DiceSource,
  roll: InitiativeRoll | undefined,
  keep: boolean,
): CombatantState {
  const seized = c.flags.seizeDeclared === true;
  const blitz = c.flags.blitzDeclared === true || roll?.blitz === true;
  // as in turnFlags: a copy with these fields set one by one (copy.ts: the quick copy)
  const base = combatantWith(c);
  base.passes = 0;
  base.phasesTaken = 0;
  base.actedThisPass = false;
  base.phaseBegun = false;
  base.freeUsedIn = [];
  base.budget = EMPTY_BUDGET;
  base.flags = turnFlags(c.flags, seized, blitz);
  if (keep && c.score !== null) return base;
  const r = roll ?? rollInitiative(initiativeFormula(ruleset, c.input, { blitz }), dice);
  const drop = ruleset === "sr5" ? PASS_DROP * (state.pass - 1) : 0;
  base.roll = r;
  base.score = r.score - drop;
  return base;
}

/** compareSr as keys: seizers first, then score, then ERIC (the id settles the rest). */
export const SR_ORDER_KEYS: readonly TieKey[] = [(c) => (c.flags.seized ? 1 : 0), scoreKey, ...ERIC_KEYS];

/** Seizers first (sr5 rule 5; several seizers by score), then score, then ERIC, then id. */
export function compareSr(a: CombatantState, b: CombatantState): number {
  const seize = Number(b.flags.seized) - Number(a.flags.seized);
  return seize || compareScoreEric(a, b);
}

export function findCombatant(state: CombatState, id: string): CombatantState {
  const c = state.combatants.find((x) => x.id === id);
  if (!c) throw new RuleError("unknown-combatant", `no combatant ${id} in this combat`, { id });
  return c;
}

export function withCombatant(state: CombatState, c: CombatantState): CombatState {
  return { ...state, combatants: state.combatants.map((x) => (x.id === c.id ? c : x)) };
}

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
  if (c.flags[key] === true) {
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
    flags: { ...c.flags, [key]: true },
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
 * sr5 rule 4 (bonus-actions rule 7): wounds and a changed attribute part move the score by the difference;
 * more dice: the added dice are rolled and added; fewer: the lost dice are rolled and subtracted. Under
 * Blitz both formulas roll 5d6, so a changed augmentation moves no dice.
 */
export function reconcileSrScore(
  ruleset: SumRuleset,
  before: CombatantState,
  input: CombatantInput,
  dice: DiceSource,
): CombatantState {
  if (before.score === null) return { ...before, input };
  const opts = { blitz: before.flags.blitz };
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

export const sr5: Ruleset = {
  id: "sr5",

  beginTurn(c, state, dice, roll) {
    const next = startSrTurn("sr5", c, state, dice, roll, false);
    // sr5 rule 6: one Free action per pass, even at a score of 0 or less.
    next.budget = FREE_ONLY;
    return next;
  },

  // sr5 rule 2: a pass holds everyone with a score above 0.
  inPass: (c) => c.score !== null && c.score > 0,

  compare: compareSr,
  orderKeys: SR_ORDER_KEYS,
  keepsOrderAfter: () => true,

  // sr5 rule 6: 1 Complex or 2 Simple; the pass's Free action is kept, not topped up.
  phaseBudget: (c) => srPhaseBudget(c.budget.free),

  nextPass(state, owned, each = (c) => c) {
    const left = (c: CombatantState) => !c.flags.defeated && c.score !== null && c.score - PASS_DROP > 0;
    if (!state.combatants.some(left)) return null;
    const combatants = state.combatants.map((c, i) => {
      // A plain copy, then its fields set (copy.ts: the copy that stays on V8's quick path).
      const next = owned?.[i] === 1 ? c : combatantWith(c);
      next.score = c.score === null ? null : c.score - PASS_DROP;
      next.actedThisPass = false;
      // the Free action is back; a budget that already has it is kept (no copy per combatant per pass)
      if (c.budget.free !== 1) next.budget = { ...c.budget, free: 1 };
      return each(next, i);
    });
    return { ...state, pass: state.pass + 1, combatants, actedOrder: [], currentId: null };
  },

  // Rule 7: with interrupt actions on, Full Defense is one of them (paid from the score).
  fullDefenseIsInterrupt: (state) => state.settings.interruptActions,
  interrupts: interruptsOpen,

  apply(state, cmd) {
    if (cmd.type === "interrupt") return takeInterrupt(state, cmd.combatantId, cmd.action);
    if (cmd.type === "full-defense") return takeInterrupt(state, cmd.combatantId, "full-defense");
    return applyEdgeDeclaration(state, cmd) ?? unsupported(state, cmd);
  },

  reconcile: (_state, before, input, dice) => reconcileSrScore("sr5", before, input, dice),
};
