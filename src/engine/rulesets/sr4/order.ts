// sr4 phase order (rules sr4 rules 2-4, 7b): who is in a pass, who goes first, who is tied.
import { initiativeFormula, MAX_PASSES } from "../formula";
import { sr4Flags } from "../../flags";
import { compareKeys, orderBy, scoreKey, tieKey, type TieKey } from "../../tiebreak";
import { augmentedReaction } from "../sr-shared";
import type { CombatantInput, CombatantState, CombatState } from "../../types";

/**
 * Has a score above 0, has not dropped to 0 or less earlier this turn, and is still in the fight: only such
 * a combatant gets phases (sr4 rule 5: healing later in the turn gives none back).
 */
export function canAct(c: CombatantState): boolean {
  return !c.flags.defeated && c.score !== null && c.score > 0 && !sr4Flags(c.flags).outThisTurn;
}

/**
 * Whether c has a phase in the current pass: enough passes, or a delayed action carried into this pass
 * (sr4 rule 9), or it already acted / is acting here (a mid-pass loss of passes never hides a phase taken).
 */
export function inSr4Pass(c: CombatantState, state: CombatState): boolean {
  if (!canAct(c)) return false;
  return c.passes >= state.pass || c.flags.delayed || c.actedThisPass || state.currentId === c.id;
}

/** Someone has pass `pass` on their own passes (never past pass 4, rule 2); a carried delay alone opens none. */
export function passExists(state: CombatState, pass: number): boolean {
  return pass <= MAX_PASSES && state.combatants.some((c) => canAct(c) && c.passes >= pass);
}

// Inputs are replaced, never changed, so the attribute can be kept per input object.
const attributeOf = new WeakMap<CombatantInput, number>();

/** The initiative attribute the score stands on now (REA + INT and flat bonuses in the body, INT x 2 astral ...). */
export function initiativeAttribute(c: CombatantState): number {
  let value = attributeOf.get(c.input);
  if (value === undefined) {
    value = initiativeFormula("sr4", c.input).attributePart;
    attributeOf.set(c.input, value);
  }
  return value;
}

/**
 * What decides whether two combatants act at once, higher first: Edge spent to go first (rule 7b), no
 * critical glitch (those go last in every pass, rule 4), the score, no glitch (a glitch goes after
 * everyone with the same score).
 */
const GROUP_KEYS: readonly TieKey[] = [
  tieKey("goFirst", (c) => (sr4Flags(c.flags).goFirst ? 1 : 0)),
  tieKey("criticalGlitch", (c) => (c.flags.criticalGlitch ? 0 : 1)),
  scoreKey,
  tieKey("glitch", (c) => (c.flags.glitch ? 0 : 1)),
];

/**
 * Phase order: the groups above, then ties inside a group (rule 3): Edge, initiative attribute, Reaction (as
 * the sheet shows it, implants included, the same reading as ERIC), then the coin fixed for the turn.
 */
export const SR4_ORDER_KEYS: readonly TieKey[] = [
  ...GROUP_KEYS,
  tieKey("edge", (c) => c.input.attributes.edge),
  tieKey("attribute", initiativeAttribute),
  tieKey("reaction", augmentedReaction),
  tieKey("coin", (c) => c.coin),
];

/** Phase order: negative when a acts before b. Total: ends on the id. */
export const compareSr4 = orderBy(SR4_ORDER_KEYS);

/** Those tied with someone else in this pass: the tracker shows them as acting at the same time (rule 3). */
export function simultaneousSr4(state: CombatState): ReadonlySet<string> {
  // the score is one of the group keys: grouping by it first leaves the full comparison to the few tied
  const byScore = new Map<number | null, CombatantState[]>();
  for (const c of state.combatants) {
    if (!inSr4Pass(c, state)) continue;
    const group = byScore.get(c.score);
    if (group) group.push(c);
    else byScore.set(c.score, [c]);
  }
  const tied = new Set<string>();
  for (const group of byScore.values())
    for (const c of group)
      if (group.some((d) => d !== c && compareKeys(c, d, GROUP_KEYS) === 0)) tied.add(c.id);
  return tied;
}

/** The combatants of the current pass in phase order. */
export function sr4PassOrder(state: CombatState): CombatantState[] {
  return state.combatants.filter((c) => inSr4Pass(c, state)).sort(compareSr4);
}
