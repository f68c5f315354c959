// Ending a phase while actions are left (world setting actionsLeftOnEnd): allow it, allow it with a warning
// that names what was left, or refuse it. The GM is never refused, only warned: a fight must not stall on a
// player who has stepped away. What counts as "left" is the ruleset's economy's to say (its `left`): SR Simple
// units and the bonus pool (a Free action outlives the phase, sr4 rule 8, bonus-actions rule 6), the d20 Action
// and bonus action (movement, the object interaction and the reaction are no actions one forgets).
import { getRuleset, type Budget, type RulesetId } from "../../engine";
import { pluralKey } from "../plural";
import type { SettingValues } from "../settings";
import { categoryKey } from "./view-types";

export type ActionsLeftPolicy = SettingValues["actionsLeftOnEnd"];

/** One kind of action left: the plural family of its words, the count, and a bonus pool's category key. */
export interface LeftPart {
  base: string;
  n: number;
  categoryKey: string | null;
}

/** What the phase still holds, in the order a player would list it. */
export function actionsLeft(ruleset: RulesetId, budget: Budget): LeftPart[] {
  return getRuleset(ruleset)
    .economy.left(budget)
    .map((l) => ({ base: l.base, n: l.n, categoryKey: l.category ? categoryKey(l.category) : null }));
}

/** The strings and the language a message is built with (Foundry's game.i18n, or a test's table). */
export interface Words {
  lang: string;
  localize(key: string): string;
  format(key: string, data: Record<string, string | number>): string;
}

/** "1 Simple action and 2 physical bonus actions", in the user's language and plural rules. */
export function leftText(parts: readonly LeftPart[], words: Words): string {
  const items = parts.map((p) =>
    words.format(pluralKey(p.base, p.n, words.lang), {
      n: p.n,
      category: p.categoryKey ? words.localize(p.categoryKey) : "",
    }),
  );
  return new Intl.ListFormat(words.lang, { style: "long", type: "conjunction" }).format(items);
}

/** What ending the phase now does: go on (with a warning to show, or none), or stop with the reason. */
export type EndVerdict = { go: true; warning: string | null } | { go: false; reason: string };

export function endPhaseVerdict(input: {
  policy: ActionsLeftPolicy;
  isGM: boolean;
  ruleset: RulesetId;
  name: string;
  budget: Budget;
  words: Words;
  /**
   * Whether this user may see the combatant's budget (setting budgetVisibility): when not, the warning is
   * left out and a refusal says only that actions are left, not which.
   */
  budgetVisible?: boolean;
}): EndVerdict {
  const { policy, words } = input;
  const parts = policy === "allow" ? [] : actionsLeft(input.ruleset, input.budget);
  if (parts.length === 0) return { go: true, warning: null };
  const visible = input.budgetVisible ?? true;
  const data = { name: input.name, left: visible ? leftText(parts, words) : "" };
  if (policy === "block" && !input.isGM) {
    // a ruleset of rounds speaks of a combatant's turn, the others of its phase
    const turn = getRuleset(input.ruleset).words === "round-turn";
    const key = (turn ? "BlockTurn" : "Block") + (visible ? "" : "Unseen");
    return { go: false, reason: words.format(`SHADOWTURN.Tracker.ActionsLeft.${key}`, data) };
  }
  if (!visible) return { go: true, warning: null };
  return { go: true, warning: words.format("SHADOWTURN.Tracker.ActionsLeft.Warn", data) };
}
