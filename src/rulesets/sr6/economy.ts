// sr6 rules 4-7: the action economy. Each round a combatant holds 1 Major and 1 + N Minor actions (N: its
// initiative dice now); its own turn cuts Minor actions above 5 to 5. When an action is taken, a Major may
// pay for a Minor and four Minors for a Major (never ahead of time). Initiative actions are taken in one's own
// turn; Anytime actions at any moment of the round, paid from the same Majors and Minors (./anytime.ts).
// There is no delaying.
import { RuleError, type ActionEconomy, type LeftCount, type SpendOffer } from "../../api/engine";
import { SR6_ANYTIME } from "./anytime-list";
import { canPay, held, pay, sr6Budget, type Sr6Kind } from "./pay";

const word = (group: string, name: string) => `SHADOWTURN.Sr6.${group}.${name}`;

function offer(kind: Sr6Kind, paidWith: Sr6Kind | null): SpendOffer {
  const name = paidWith === null ? kind : kind === "major" ? "majorFromMinors" : "minorFromMajor";
  return {
    kind,
    category: null,
    paidWith,
    labelKey: word("Spend", name),
    abbrKey: word("SpendAbbr", name),
    amount: null,
  };
}

/** Each size paid with its own kind or by its trade (rule 5), in the order the tracker offers them. */
const WAYS_TO_PAY: readonly (readonly [Sr6Kind, Sr6Kind])[] = [
  ["major", "major"],
  ["major", "minor"],
  ["minor", "minor"],
  ["minor", "major"],
];

const left = (kind: Sr6Kind, n: number): LeftCount => ({ base: word("Left", kind), n, category: null });

export const SR6_ECONOMY: ActionEconomy = {
  kinds: (["major", "minor"] as const).map((id) => ({
    id,
    labelKey: word("Kind", id),
    abbrKey: word("KindAbbr", id),
  })),
  // the sheet: "Major actions", "Minor actions", and the Anytime actions under their own name
  sheetWords: Object.fromEntries(
    ["major", "minor", "interrupt"].map((k) => [
      k,
      { one: word("ItemKind", k), many: word("ItemKindPlural", k) },
    ]),
  ),
  empty: sr6Budget(0, 0),
  // rule 7: no delaying
  delay: false,
  outside: SR6_ANYTIME.map((a) => ({
    id: a.id,
    labelKey: word("Anytime", a.id),
    hintKey: word("AnytimeHint", a.id),
  })),
  outsideInRow: { labelKey: "SHADOWTURN.Sr6.AnytimeMenu", hintKey: "SHADOWTURN.Sr6.AnytimeMenuHint" },
  // rule 6: an Anytime action needs one of its size, or the trade that pays for it (rule 5)
  outsideRefusal({ row }, action) {
    const size = SR6_ANYTIME.find((a) => a.id === action)?.size;
    if (!size || canPay(row.budget, size)) return null;
    return word("NothingLeft", size);
  },

  // what is left can still pay for Anytime actions, so only an empty hand has nothing left
  phaseSpent: (budget) => {
    const { major, minor } = held(budget);
    return major <= 0 && minor <= 0;
  },

  // Majors and Minors outlive the own turn: Anytime actions are paid from them all round
  afterPhase: (budget) => budget,

  pips({ row }) {
    const { major, minor } = held(row.budget);
    const count = (kind: Sr6Kind, n: number) => ({
      kind,
      count: n,
      labelKey: word("Kind", kind),
      abbrKey: word("KindAbbr", kind),
      category: null,
    });
    return { counts: [count("major", major), count("minor", minor)], movement: null, hint: null };
  },

  // in the own turn: each size, and each trade that pays (rule 5); outside it, the Anytime actions only
  offers({ row }) {
    if (!row.current) return [];
    return WAYS_TO_PAY.filter(([kind, by]) => canPay(row.budget, kind, by)).map(([kind, by]) =>
      offer(kind, by === kind ? null : by),
    );
  },

  canPay: ({ row }, kind) => canPay(row.budget, kind),

  left(budget) {
    const { major, minor } = held(budget);
    const out: LeftCount[] = [];
    if (major > 0) out.push(left("major", major));
    if (minor > 0) out.push(left("minor", minor));
    return out;
  },

  // rule 6: an Initiative action is taken in one's own turn only
  spend(_state, c, cmd, ownPhase) {
    const who = c.input.name;
    if (!ownPhase) {
      throw new RuleError("sr6-not-your-turn", `${who}: an Initiative action waits for ${who}'s turn`, {
        actor: who,
      });
    }
    return { combatant: { ...c, budget: pay(c.budget, cmd.kind, cmd.paidWith, who) }, inPhase: true };
  },

  record(budget) {
    return { ...held(budget) };
  },

  text: (record, t) =>
    t("SHADOWTURN.Sr6.Budget", {
      major: typeof record.major === "number" ? record.major : 0,
      minor: typeof record.minor === "number" ? record.minor : 0,
    }),

  // the lab counts in Complex-sized actions: a Major is one, a Minor half of one
  units(budget) {
    const { major, minor } = held(budget);
    return { any: major + minor / 2, bonus: 0 };
  },
};
