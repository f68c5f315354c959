// The small markers on a tracker row: what the engine's flags say about the combatant this turn.
import { seizeFlags, sr4Flags, type CombatantFlags, type PhaseView } from "../../engine";
import type { Badge } from "./view-types";

export function badge(id: string, icon: string): Badge {
  return {
    id,
    labelKey: `SHADOWTURN.Tracker.Badge.${id}`,
    hintKey: `SHADOWTURN.Tracker.BadgeHint.${id}`,
    icon,
  };
}

/**
 * sr4 rule 9: a delay carried past the end of a pass, into the next pass or the next turn. The engine marks it
 * in `flags.delayCarriedInto` from the carry until the delayed phase is used or lost.
 */
function delayBadge(f: CombatantFlags): Badge {
  if (f.delayCarriedInto === "next-turn") return badge("delayedFromTurn", "fa-solid fa-hourglass-end");
  if (f.delayCarriedInto === "next-pass") return badge("delayedFromPass", "fa-solid fa-hourglass-end");
  return badge("delayed", "fa-solid fa-hourglass-half");
}

/**
 * Badges in reading order; a critical glitch replaces the plain glitch badge. "No actions left" tells
 * about the budget, so it is only shown to those who may see budgets; the sr4 tie mark follows the
 * sr4TieDisplay setting; the d20 tie mark shows a tie on score and DEX with a neighbour.
 */
export function rowBadges(row: PhaseView, budgetVisible: boolean, showTies = true, d20Tied = false): Badge[] {
  const f = row.flags;
  const [sr4, seize] = [sr4Flags(f), seizeFlags(f)];
  const out: Badge[] = [];
  // rules "Scores set by hand, and who rolls", rule 2: everyone sees who has not rolled yet
  if (row.score === null) out.push(badge("unrolled", "fa-solid fa-dice-d6"));
  if (seize.seized) out.push(badge("seized", "fa-solid fa-angles-up"));
  if (seize.blitz) out.push(badge("blitz", "fa-solid fa-bolt"));
  if (seize.seizeDeclared) out.push(badge("seizeDeclared", "fa-solid fa-angles-up"));
  if (seize.blitzDeclared) out.push(badge("blitzDeclared", "fa-solid fa-bolt"));
  if (sr4.edgeTestDeclared) out.push(badge("edgeTestDeclared", "fa-solid fa-dice"));
  if (sr4.goFirst) out.push(badge("goFirst", "fa-solid fa-forward-step"));
  if (sr4.extraPass) out.push(badge("extraPass", "fa-solid fa-plus"));
  if (f.delayed || f.delayCarriedInto) out.push(delayBadge(f));
  if (f.criticalGlitch) out.push(badge("criticalGlitch", "fa-solid fa-skull-crossbones"));
  else if (f.glitch) out.push(badge("glitch", "fa-solid fa-triangle-exclamation"));
  if (row.simultaneous && showTies) out.push(badge("simultaneous", "fa-solid fa-equals"));
  // d20 rule 3: tied on score and DEX, the players may swap (the Swap button the README promises with it)
  if (d20Tied) out.push(badge("tied", "fa-solid fa-equals"));
  if (f.surprised) out.push(badge("surprised", "fa-solid fa-eye-slash"));
  if (f.fullDefense) out.push(badge("fullDefense", "fa-solid fa-shield-halved"));
  // before the first roll nobody is "done": there is no phase yet to have finished
  if (row.spent && budgetVisible && !f.defeated && row.score !== null)
    out.push(badge("spent", "fa-solid fa-ban"));
  return out;
}
