// sr6 rules 4 and 5: what a round gives (1 Major, 1 + N Minor actions) and how an action is paid, by its own
// size or by a trade (a Major for a Minor, four Minors for a Major), when it is taken.
import {
  kindsBudget,
  kindsLeft,
  RuleError,
  type ActionKind,
  type Budget,
  type KindsBudget,
} from "../../api/engine";

export type Sr6Kind = "major" | "minor";

/** Rule 5: four Minor actions together pay for a Major one. */
export const MINORS_PER_MAJOR = 4;
/** Rule 4: Minor actions above this many are cut when the own turn begins. */
export const MINOR_CAP = 5;

/** The Major and Minor actions a budget holds. */
export function held(budget: Budget): { major: number; minor: number } {
  const left = kindsLeft(budget);
  return { major: left.major ?? 0, minor: left.minor ?? 0 };
}

/** A budget of `major` Major and `minor` Minor actions. */
export function sr6Budget(major: number, minor: number): KindsBudget {
  return kindsBudget({ major, minor });
}

/** Rule 4: the actions a round gives a combatant with `dice` initiative dice: 1 Major, 1 + N Minor. */
export function roundBudget(dice: number): KindsBudget {
  return sr6Budget(1, 1 + dice);
}

function isKind(kind: ActionKind): kind is Sr6Kind {
  return kind === "major" || kind === "minor";
}

/** The trade that pays for a kind when none of it is left (rule 5). */
const TRADE: Record<Sr6Kind, Sr6Kind> = { major: "minor", minor: "major" };

/** What paying for an action takes (rule 5): the kind it is paid with, how many of it, and what is left. */
export interface Sr6Payment {
  readonly by: Sr6Kind;
  readonly cost: number;
  readonly left: KindsBudget;
}

/**
 * What paying for an action of `kind` would take (rule 5): one of its own kind, or the trade (a Major for a
 * Minor, four Minors for a Major). `paidWith` chooses; absent: its own kind while one is left, else the
 * trade. Null when the budget cannot pay, or `kind` or `paidWith` is no kind of sr6.
 */
export function payment(budget: Budget, kind: ActionKind, paidWith?: ActionKind): Sr6Payment | null {
  if (!isKind(kind)) return null;
  const { major, minor } = held(budget);
  const by = paidWith ?? ((kind === "major" ? major : minor) >= 1 ? kind : TRADE[kind]);
  if (!isKind(by)) return null;
  const cost = by === "minor" && kind === "major" ? MINORS_PER_MAJOR : 1;
  if ((by === "major" ? major : minor) < cost) return null;
  const left = by === "major" ? sr6Budget(major - cost, minor) : sr6Budget(major, minor - cost);
  return { by, cost, left };
}

/**
 * Pays an action of `kind` as `payment` says. Refused ("sr6-no-major", "sr6-no-minor") when nothing of the
 * right size is left, "sr6-no-trade" for a trade the rules do not have, "wrong-kind" for no kind of sr6.
 */
export function pay(budget: Budget, kind: ActionKind, paidWith: ActionKind | undefined, who: string): Budget {
  if (!isKind(kind)) {
    throw new RuleError("wrong-kind", `${who}: ${kind} is not an action of sr6`, { actor: who, kind });
  }
  if (paidWith != null && !isKind(paidWith)) {
    throw new RuleError("sr6-no-trade", `${who}: a ${kind} action cannot be paid with ${paidWith}`, {
      actor: who,
    });
  }
  const paid = payment(budget, kind, paidWith);
  if (paid === null) {
    const code = kind === "major" ? "sr6-no-major" : "sr6-no-minor";
    throw new RuleError(code, `${who} has nothing left to pay for a ${kind} action`, { actor: who });
  }
  return paid.left;
}

/** Whether `pay` would succeed. */
export function canPay(budget: Budget, kind: ActionKind, paidWith?: ActionKind): boolean {
  return payment(budget, kind, paidWith) !== null;
}
