// sr6 (docs/rules.md "sr6"): everyone rolls once when the fight starts and keeps the score (setting: re-roll
// every round); one pass, each combatant one turn per round, highest first, ERIC on ties with a coin for the
// fight; 1 Major and 1 + N Minor actions a round, Minor actions cut to 5 when the own turn begins, trades,
// Anytime actions; no delaying, no Seize, no Blitz; Edge +3 any time. Built only on the public API.
import {
  augmentedReaction,
  copyWith,
  findCombatant,
  initiativeFormula,
  orderBy,
  rollInitiative,
  RuleError,
  scoreKey,
  tieKey,
  unsupported,
  withCombatant,
  type CombatantInput,
  type CombatantState,
  type CombatState,
  type DiceSource,
  type InitiativeFormula,
  type Ruleset,
} from "../../api/engine";
import { anytimeOpen, takeAnytime } from "./anytime";
import { SR6_ECONOMY } from "./economy";
import { SR6_FORMULA } from "./formula";
import { held, MINOR_CAP, roundBudget, sr6Budget } from "./pay";
import { REROLL_EACH_ROUND, SR6_ID, SR6_SETTINGS, settingOn } from "./settings";

/** Rule 9: what a point of Edge adds to the score. */
export const EDGE_BOOST = 3;

/** The sr6 formula for `input` in this combat (its settings say whether wounds count, rule 8). */
export function sr6Formula(input: CombatantInput, state: Pick<CombatState, "settings">): InitiativeFormula {
  return initiativeFormula(SR6_ID, input, { settings: state.settings });
}

/**
 * Rule 3: score, then ERIC (higher Edge, then Reaction with its flat bonuses, then Intuition, then the coin,
 * tossed for the fight: for the round when re-rolling); the id settles the rest. No Seize: no one jumps ahead.
 */
const ORDER_KEYS = [
  scoreKey,
  tieKey("edge", (c) => c.input.attributes.edge),
  tieKey("reaction", augmentedReaction),
  tieKey("intuition", (c) => c.input.attributes.intuition),
  tieKey("coin", (c) => c.coin, "coinCombat"),
];
const compare = orderBy(ORDER_KEYS);

/** The own field that says a latecomer's place in this round had passed when it joined (rule 2). */
const WAITS = "waitsForNextRound";

/**
 * Rule 2: a combatant joining mid-round acts this round if its score has not been passed yet: nobody after
 * it in the order has acted or is acting.
 */
function passedAlready(c: CombatantState, state: CombatState): boolean {
  const gone = [...state.actedOrder, ...(state.currentId === null ? [] : [state.currentId])];
  return gone.some((id) => {
    const o = state.combatants.find((x) => x.id === id);
    return o !== undefined && o.id !== c.id && compare(c, o) < 0;
  });
}

/**
 * Rules 2 and 4: a new round for one combatant. The score is rolled when it has none (the fight's start, a
 * latecomer), when a roll comes from outside (a Foundry Roll), or every round with the setting on; else it is
 * kept, Edge bought included (rule 9: until the score is next rolled). The round's actions come anew, from
 * the initiative dice it has now; Full Defense is over (rule 6: it lasts the round).
 */
function beginRound(c: CombatantState, state: CombatState, dice: DiceSource, given?: CombatantState["roll"]) {
  const reroll = given != null || c.score === null || settingOn(state, REROLL_EACH_ROUND);
  const roll = reroll ? (given ?? rollInitiative(sr6Formula(c.input, state), dice)) : c.roll;
  const score = reroll && roll ? roll.score : c.score;
  const base = copyWith(c, {
    score,
    roll,
    passes: 0,
    phasesTaken: 0,
    actedThisPass: false,
    phaseBegun: false,
    budget: roundBudget(sr6Formula(c.input, state).dice),
    flags: copyWith(c.flags, { delayed: false, fullDefense: false, fullDefenseOwed: false }),
  });
  // a latecomer whose place in this round has gone by waits for the next (rule 2)
  const joining = c.score === null && state.turn > 0;
  if (joining && passedAlready(base, state)) return copyWith(base, { own: { [WAITS]: true } });
  const { own: _waited, ...rest } = base;
  return rest;
}

/**
 * Rule 8: a changed attribute part moves the score by the difference; gained dice are rolled and added and
 * give one Minor action each at once, lost dice are rolled and subtracted and take one unspent Minor action
 * each (never below 0); wounds only with the setting on (the formula counts them then). A phase that has
 * begun keeps its record of what it opened with in step, so the change alone never makes it look used.
 */
function reconcileSr6(
  state: CombatState,
  before: CombatantState,
  input: CombatantInput,
  dice: DiceSource,
): CombatantState {
  if (before.score === null) return { ...before, input };
  const was = sr6Formula(before.input, state);
  const now = sr6Formula(input, state);
  let delta = now.attributePart + now.woundModifier - (was.attributePart + was.woundModifier);
  const extra = now.dice - was.dice;
  for (let i = 0; i < Math.abs(extra); i += 1) delta += Math.sign(extra) * dice.die(6);
  const moved = (b: CombatantState["budget"]) => {
    const { major, minor } = held(b);
    return sr6Budget(major, Math.max(0, minor + extra));
  };
  const opening = before.phaseOpening;
  return {
    ...before,
    input,
    score: before.score + delta,
    budget: extra === 0 ? before.budget : moved(before.budget),
    ...(opening && extra !== 0
      ? { phaseOpening: { ...opening, budget: moved(opening.budget), opened: moved(opening.opened) } }
      : {}),
  };
}

/** Rule 9: +3 for a point of Edge, any time, more than once; never with no Edge point or no score. */
function edgeBoost(state: CombatState, id: string): CombatState {
  const c = findCombatant(state, id);
  const who = c.input.name;
  if (c.score === null) {
    throw new RuleError("sr6-no-score", `${who} has no initiative score to raise yet`, { actor: who });
  }
  if (c.input.edgePoints < 1) {
    throw new RuleError("no-edge", `${who} has no Edge point left for edge-boost`, {
      actor: who,
      command: "edge-boost",
    });
  }
  return withCombatant(state, {
    ...c,
    score: c.score + EDGE_BOOST,
    input: { ...c.input, edgePoints: c.input.edgePoints - 1 },
  });
}

export const sr6: Ruleset = {
  id: SR6_ID,
  formula: SR6_FORMULA,
  economy: SR6_ECONOMY,
  words: "round-turn",
  // rule 3: one pass a round, one turn each: core's own meaning of its turn events (a token's movement is
  // cleared as its own turn starts, the order stands for the round)
  turnEvents: { clearMovement: "turn", turnOrder: "round" },
  // rule 3: one coin for the fight, one for the round when re-rolling
  coinLasts: (state) => (settingOn(state, REROLL_EACH_ROUND) ? "turn" : "fight"),
  reordersBegunPhase: true,
  settings: SR6_SETTINGS,
  catalogue: { pack: "sr6-actions", items: "sr6" },
  orderKeys: ORDER_KEYS,

  beginTurn: (c, state, dice, roll) => beginRound(c, state, dice, roll),

  // rule 3: one turn each per round; rule 8: a score of 0 or less still gets its turn, last
  inPass: (c, state) => state.pass === 1 && c.score !== null && c.own?.[WAITS] !== true,

  // rule 4: the own turn begins with Minor actions above 5 cut to 5
  phaseBudget: (c) => {
    const { major, minor } = held(c.budget);
    return sr6Budget(major, Math.min(MINOR_CAP, minor));
  },

  // until then a row shows what it holds (Anytime actions may use them all)
  waitingBudget: (c) => c.budget,

  // rule 3: one pass
  nextPass: () => null,

  interrupts: anytimeOpen,

  apply(state, cmd) {
    if (cmd.type === "interrupt") return takeAnytime(state, cmd.combatantId, cmd.action);
    if (cmd.type === "full-defense") return takeAnytime(state, cmd.combatantId, "full-defense");
    if (cmd.type === "edge-boost") return edgeBoost(state, cmd.combatantId);
    return unsupported(state, cmd);
  },

  reconcile: reconcileSr6,
};
