// The shared turn flow every ruleset plugs into, and the engine's public facade. Every function is pure: it
// returns a new state and leaves its inputs untouched; a refused command throws RuleError / InputError
// before anything is built, so a combat is never half-advanced.
//
// Who acts: the current actor is always the first, by the ruleset's orderKeys, among the combatants with a phase in
// this pass (ruleset.inPass, not defeated) who have not acted and are not delaying. Because that is asked
// afresh each time, a score that changes mid-pass re-sorts everyone still to come (sr5 rule 4,
// bonus-actions rule 7). When only delayers are left, they act after the last phase of the pass, in order.
// Only `advance` moves on to the next pass (and a spend, when autoSkipSpent ends the phase) and only
// `advance` starts a new turn; the other calls pick the next actor inside the pass or leave nobody current.
import { copyWith, findCombatant as find, withCombatant as replace } from "./combatants";
import { afterFullDefense, openedPhase as openedWith, phaseTouched } from "./phase-opening";
import { InputError, RuleError } from "./errors";
import { validateInput } from "./input";
import { groupTurnStarts, withGroup } from "./groups";
import { withHandScore } from "./hand-score";
import { getRuleset } from "./rulesets";
import { orderBy } from "./tiebreak";
import type { Ruleset } from "./rulesets/ruleset";
import {
  DEFAULT_SETTINGS,
  type CombatantFlags,
  type CombatantInput,
  type CombatantState,
  type CombatState,
  type Command,
  type DiceSource,
  type EngineSettings,
  type InitiativeRoll,
  type RulesetId,
} from "./types";

export { getRuleset } from "./rulesets";
export { turnOrder, currentPhase } from "./view";

/**
 * The flags a combatant joins with, no ruleset's group yet; the stored form adds the optional ones (Foundry's
 * engine-state-fields.ts).
 */
export const START_FLAGS: Readonly<CombatantFlags> = {
  delayed: false,
  glitch: false,
  criticalGlitch: false,
  surprised: false,
  fullDefense: false,
  defeated: false,
};

function blankCombatant(ruleset: RulesetId, input: CombatantInput, coin: number): CombatantState {
  return {
    id: input.id,
    input,
    score: null,
    roll: null,
    coin,
    passes: 0,
    phasesTaken: 0,
    actedThisPass: false,
    budget: getRuleset(ruleset).economy.empty,
    flags: START_FLAGS,
    tieOrder: null,
  };
}

/** Has a phase in the current pass. */
function hasPhase(rs: Ruleset, c: CombatantState, state: CombatState): boolean {
  return !c.flags.defeated && rs.inPass(c, state);
}

/**
 * The combatant who should act next in this pass, or null when the pass is over: the first of those still
 * to act who are not delaying, else (only delayers left) the first delayer. One sweep, no lists built.
 */
function nextActorId(rs: Ruleset, state: CombatState): string | null {
  let ready: CombatantState | null = null;
  let held: CombatantState | null = null;
  const compare = orderBy(rs.orderKeys);
  for (const c of state.combatants) {
    if (c.actedThisPass || !hasPhase(rs, c, state)) continue;
    if (!c.flags.delayed) {
      if (ready === null || compare(c, ready) < 0) ready = c;
    } else if (held === null || compare(c, held) < 0) held = c;
  }
  return (ready ?? held)?.id ?? null;
}

/** Nothing left to do this phase but what outlives it (SR Free actions), as the economy says. */
function phaseSpent(rs: Ruleset, c: CombatantState): boolean {
  return rs.economy.phaseSpent(c.budget);
}

/**
 * Makes `id` the current actor. A phase that begins for the first time in this pass gets its budget now, and
 * a Full Defense still owed takes its part out of it (shared rule: it uses up the next available action).
 * A phase that resumes (after a delay or an intervention) keeps what is left.
 */
function beginPhase(rs: Ruleset, state: CombatState, id: string): CombatState {
  const c = find(state, id);
  if (c.phaseBegun === true) return { ...state, currentId: id };
  return { ...replace(state, openedPhase(rs, c, state)), currentId: id };
}

/** `c` with its phase begun in `state`. */
function openedPhase(rs: Ruleset, c: CombatantState, state: CombatState): CombatantState {
  return openedWith(c, rs.phaseBudget(c, state), rs.economy);
}

/**
 * The current actor's phase has begun but nothing has been done in it yet: nothing spent, no interrupt, no
 * delay. Only then may a score change still hand the phase to someone else.
 */
function untouchedPhase(c: CombatantState): boolean {
  return (
    c.phaseBegun === true && !c.actedThisPass && !!c.phaseOpening && !c.flags.delayed && !phaseTouched(c)
  );
}

/** Undoes beginPhase for an untouched phase: the combatant waits again, with what it had before. */
function closeUntouchedPhase(c: CombatantState): CombatantState {
  const opening = c.phaseOpening as NonNullable<CombatantState["phaseOpening"]>;
  return {
    ...c,
    budget: opening.budget,
    flags: { ...c.flags, fullDefenseOwed: opening.fullDefenseOwed },
    phaseBegun: false,
    phasesTaken: c.phasesTaken - 1,
    phaseOpening: null,
  };
}

/** Something was done in the phase that has begun (phase-opening.ts phaseTouched). */
const actionTaken = phaseTouched;

/** A delay used (or gone): not delaying, nothing carried. */
function undelayed(flags: CombatantFlags): CombatantFlags {
  if (!flags.delayed && flags.delayCarriedInto == null) return flags;
  return copyWith(flags, { delayed: false, delayCarriedInto: null });
}

/** `c` once its phase is over: it has acted in this pass, and any delay it held is used. */
function phaseEnded(c: CombatantState): CombatantState {
  return copyWith(c, { actedThisPass: true, flags: undelayed(c.flags) });
}

/** The current actor's phase is over: it has acted in this pass. */
function endPhase(state: CombatState): CombatState {
  if (state.currentId === null) return state;
  const c = find(state, state.currentId);
  return { ...replace(state, phaseEnded(c)), currentId: null, actedOrder: actedAfter(state, c.id) };
}

/** The order of those who acted in this pass, with `id` at its end (once). */
function actedAfter(state: CombatState, id: string): string[] {
  return state.actedOrder.includes(id) ? state.actedOrder : [...state.actedOrder, id];
}

/**
 * The current phase has reached its end, whatever was done in it, and the next has not begun: the actor
 * has acted in this pass (so sr4 rule 7 counts the pass as begun, and a score change no longer hands the
 * phase on), yet stays current, so a delay can still be carried on and advance moves on as ever. For a
 * driver that plays the moment between two phases (the simulator's `after` point).
 */
export function phaseOver(state: CombatState): CombatState {
  if (state.currentId === null) return state;
  const c = find(state, state.currentId);
  if (c.actedThisPass) return state;
  return { ...replace(state, { ...c, actedThisPass: true }), actedOrder: actedAfter(state, c.id) };
}

function loopLimit(state: CombatState): number {
  return 4 * state.combatants.length + 8;
}

/**
 * Picks the next actor inside the current pass (skipping spent phases when autoSkipSpent is on). Leaves
 * currentId null when the pass is over.
 */
function pickInPass(rs: Ruleset, state: CombatState): CombatState {
  let s: CombatState = { ...state, currentId: null };
  for (let guard = loopLimit(s); guard > 0; guard -= 1) {
    const id = nextActorId(rs, s);
    if (id === null) return s;
    s = beginPhase(rs, s, id);
    if (!(s.settings.autoSkipSpent && phaseSpent(rs, find(s, id)))) return s;
    s = endPhase(s);
  }
  return s;
}

/**
 * The next pass by the ruleset, or null when the turn is over. A combatant who delayed at the end of the
 * pass carries its delayed phase into this one (shared delay rule: that costs this pass's own phase) and
 * keeps what was left of its budget.
 */
function passOver(rs: Ruleset, state: CombatState): CombatState | null {
  const next = rs.nextPass({ ...state, currentId: null });
  if (next === null) return null;
  const old = state.combatants;
  const combatants = next.combatants.map((c, i) => {
    // nextPass keeps everyone in place; a ruleset that moved them is looked up by id
    const was = old[i]?.id === c.id ? old[i] : old.find((x) => x.id === c.id);
    const carries = was !== undefined && was.flags.delayed && was.actedThisPass && hasPhase(rs, c, next);
    if (carries) {
      const carry = rs.economy.carryHeld;
      return {
        ...c,
        actedThisPass: false,
        phaseBegun: true,
        flags: { ...c.flags, delayed: true },
        budget: carry ? carry(was.budget, c.budget) : was.budget,
      };
    }
    return readyForPass(c);
  });
  return { ...next, combatants, actedOrder: [], currentId: null };
}

/** `c` as nextPass left it, with nothing of the pass before left over. */
function readyForPass(c: CombatantState): CombatantState {
  const clean =
    !c.actedThisPass && c.phaseBegun !== true && !c.flags.delayed && c.flags.delayCarriedInto == null;
  if (clean) return c;
  return copyWith(c, { actedThisPass: false, phaseBegun: false, flags: undelayed(c.flags) });
}

/** Validated inputs with distinct ids. */
function checkInputs(inputs: readonly CombatantInput[], existing: readonly string[] = []): void {
  const seen = new Set(existing);
  for (const input of inputs) {
    validateInput(input);
    if (seen.has(input.id)) {
      throw new InputError(
        input.name || input.id,
        "id",
        "an id no other combatant in this combat has",
        input.id,
      );
    }
    seen.add(input.id);
  }
}

/** A roll made outside the engine must carry a whole-number score: never a NaN in the tracker. */
function checkRoll(c: CombatantState | CombatantInput, roll: InitiativeRoll | undefined): void {
  if (roll !== undefined && !Number.isInteger(roll.score)) {
    const name = "input" in c ? c.input.name : c.name;
    throw new InputError(name || c.id, "roll.score", "a whole number", roll.score);
  }
}

/** A new combat before its first turn: inputs checked, a coin drawn for everyone. */
export function createCombat(
  ruleset: RulesetId,
  inputs: CombatantInput[],
  dice: DiceSource,
  settings: Partial<EngineSettings> = {},
): CombatState {
  getRuleset(ruleset);
  checkInputs(inputs);
  return {
    ruleset,
    settings: { ...DEFAULT_SETTINGS, ...settings },
    turn: 0,
    pass: 1,
    currentId: null,
    actedOrder: [],
    combatants: inputs.map((input) => blankCombatant(ruleset, input, dice.coin())),
    timedItems: [],
  };
}

/**
 * A new turn: turn + 1, pass 1, every combatant's beginTurn (rolls given here are used, the others rolled
 * with `dice`), then the first actor with its phase budget. Where the ruleset's coin lasts a turn, each
 * combatant's coin is tossed afresh.
 */
export function startTurn(
  state: CombatState,
  dice: DiceSource,
  rolls: Readonly<Record<string, InitiativeRoll>> = {},
): CombatState {
  const rs = getRuleset(state.ruleset);
  for (const [id, roll] of Object.entries(rolls)) checkRoll(find(state, id), roll);
  const s: CombatState = { ...state, turn: state.turn + 1, pass: 1, currentId: null, actedOrder: [] };
  const tossCoins = rs.coinLasts(s) === "turn";
  // A group rolls once, before the rest (Scores set by hand, rule 3).
  const grouped = groupTurnStarts(rs, state, s, dice, rolls);
  const combatants = state.combatants.map((c) => {
    // the coin is drawn before beginTurn rolls, so the dice fall in the same order as ever
    const coin = tossCoins ? dice.coin() : c.coin;
    const next = grouped.get(c.id) ?? rs.beginTurn(c, s, dice, rolls[c.id]);
    const flags = copyWith(next.flags, { delayed: false, defeated: c.flags.defeated });
    return copyWith(next, { coin, actedThisPass: false, phaseBegun: false, flags });
  });
  let begun: CombatState = { ...s, combatants };
  if (rs.afterBeginTurn) begun = rs.afterBeginTurn(begun);
  return pickInPass(rs, begun);
}

/**
 * Ends the current phase and finds the next one in this turn: later in the pass, else in the ruleset's next
 * pass. Null when the turn is over (`ended` is then the state with the last phase closed).
 */
function endPhaseInTurn(rs: Ruleset, state: CombatState): { next: CombatState | null; ended: CombatState } {
  return onInTurn(rs, pickInPass(rs, endPhase(state)));
}

/** From `s`, a state inside the turn: the next phase in this pass or a later one, as endPhaseInTurn says. */
function onInTurn(rs: Ruleset, from: CombatState): { next: CombatState | null; ended: CombatState } {
  let s = from;
  for (let guard = loopLimit(s); guard > 0 && s.currentId === null; guard -= 1) {
    const next = passOver(rs, s);
    if (next === null) return { next: null, ended: s };
    s = pickInPass(rs, next);
  }
  return { next: s, ended: s };
}

/**
 * Ends the current phase: the next phase in this pass, else the ruleset's next pass, else the next turn.
 * Before the first turn it starts turn 1.
 */
export function advance(state: CombatState, dice: DiceSource): CombatState {
  if (state.turn === 0) return startTurn(state, dice);
  const { next, ended } = endPhaseInTurn(getRuleset(state.ruleset), state);
  return next ?? startTurn(ended, dice);
}

/**
 * The state after the current phase ends, or null when that ends the turn (or the combat has not started):
 * the next turn rolls initiative, which the Foundry layer does with its own Rolls and the simulator with its
 * scenario's dice.
 */
export function advanceInTurn(state: CombatState): CombatState | null {
  if (state.turn === 0) return null;
  return endPhaseInTurn(getRuleset(state.ruleset), state).next;
}

/** After a change that may have taken the current actor out, or given an idle pass someone to act. */
function repick(rs: Ruleset, recounted: CombatState): CombatState {
  if (recounted.turn === 0) return recounted;
  const state = rs.recount ? rs.recount(recounted) : recounted;
  const cur = state.currentId === null ? null : state.combatants.find((c) => c.id === state.currentId);
  if (cur && hasPhase(rs, cur, state)) {
    // A score change takes effect at once (sr4 rule 5, sr5 rule 4, bonus-actions rule 7): while the acting
    // combatant has done nothing yet, whoever now comes first gets the phase (where the ruleset says so:
    // d20 keeps a turn that has started).
    if (!rs.reordersBegunPhase || !untouchedPhase(cur)) return state;
    const waiting = { ...replace(state, closeUntouchedPhase(cur)), currentId: null };
    return nextActorId(rs, waiting) === cur.id ? state : pickInPass(rs, waiting);
  }
  return pickInPass(rs, state);
}

function notStarted(state: CombatState): void {
  if (state.turn === 0) throw new RuleError("not-started", "the combat has not started yet", {});
}

function inOwnPhase(state: CombatState, c: CombatantState): boolean {
  return state.currentId === c.id && c.phaseBegun === true;
}

/** The shared "spend": the economy pays it (its own rules: sizes, trades, Free actions, the own phase). */
function spend(
  rs: Ruleset,
  pay: NonNullable<Ruleset["economy"]["spend"]>,
  state: CombatState,
  cmd: Extract<Command, { type: "spend" }>,
): CombatState {
  notStarted(state);
  const c = find(state, cmd.combatantId);
  const who = c.input.name;
  if (c.flags.defeated) throw new RuleError("defeated", `${who} is defeated`, { actor: who });
  const paid = pay(state, c, cmd, inOwnPhase(state, c));
  if (!paid.inPhase) return replace(state, paid.combatant);
  // Acting at the end of the pass after a delay: the delay is over.
  const after = paid.combatant;
  const s = replace(state, { ...after, flags: undelayed(after.flags) });
  if (!(s.settings.autoSkipSpent && rs.economy.phaseSpent(after.budget))) return s;
  // Skipping on never rolls a new turn by itself: that stays the GM's "end phase", with real dice.
  const { next, ended } = endPhaseInTurn(rs, s);
  return next ?? ended;
}

/**
 * Delay (shared, rules sr4 rule 9): at the start of its phase, before any action of it, a combatant holds it
 * ("delay-after-action" once something was spent); it may intervene later in the pass or act after the last
 * phase. Delaying again at the end of the pass carries the phase into the next pass, which costs that pass's
 * own phase. With no next pass, sr4 carries it into the next turn (its first phase there); the others refuse
 * ("no-next-pass"), as they do when the combatant has no phase in the next pass to give up.
 */
function delay(rs: Ruleset, state: CombatState, id: string): CombatState {
  notStarted(state);
  const c = find(state, id);
  const who = c.input.name;
  // Refused for what it is: a delay, not a Simple or Complex action.
  if (!inOwnPhase(state, c)) {
    throw new RuleError("delay-not-your-phase", `${who} can only delay in their own phase`, { actor: who });
  }
  if (!c.flags.delayed) {
    // a phase that is over (phaseOver) cannot be held back either
    if (actionTaken(c) || c.actedThisPass) {
      throw new RuleError("delay-after-action", `${who} has already acted in this phase and cannot delay`, {
        actor: who,
      });
    }
    return pickInPass(rs, replace(state, { ...c, flags: { ...c.flags, delayed: true } }));
  }
  const carried = replace(state, { ...c, actedThisPass: true });
  const probe = rs.nextPass({ ...carried, currentId: null });
  const later = probe?.combatants.find((x) => x.id === id);
  const into =
    probe && later && hasPhase(rs, later, probe)
      ? "next-pass"
      : !probe && rs.carriesDelayIntoNextTurn
        ? "next-turn"
        : null;
  if (into === null) {
    throw new RuleError("no-next-pass", `${who} has no phase in the next pass to delay into`, { actor: who });
  }
  const flags: CombatantFlags = { ...c.flags, delayCarriedInto: into };
  return pickInPass(rs, replace(state, { ...c, actedThisPass: true, flags }));
}

/**
 * Intervene (shared, rules sr4 rule 9): a delaying combatant acts now, before the current actor, in the same
 * pass: before that actor's first action or once their phase is over, never in the middle ("mid-phase").
 */
function intervene(rs: Ruleset, state: CombatState, id: string): CombatState {
  notStarted(state);
  const c = find(state, id);
  const who = c.input.name;
  if (!c.flags.delayed || c.actedThisPass || !hasPhase(rs, c, state)) {
    throw new RuleError("not-delaying", `${who} has no delayed phase in this pass`, { actor: who });
  }
  if (state.currentId === null || state.currentId === id) {
    throw new RuleError("nothing-to-intervene", `${who} can only intervene before someone else's phase`, {
      actor: who,
    });
  }
  // Before the acting character's first action, or once that phase is over; never in the middle of it.
  if (actionTaken(find(state, state.currentId))) {
    throw new RuleError("mid-phase", `${who} cannot intervene in the middle of someone else's phase`, {
      actor: who,
    });
  }
  const s = replace(state, { ...c, flags: undelayed(c.flags) });
  return beginPhase(rs, s, id);
}

/**
 * Full Defense (shared): declared any time; it uses up the combatant's next available action, what the
 * economy's payFullDefense takes (SR: a Complex, physical, so physical bonus actions may pay it). In its own
 * phase with that left it is paid at once, otherwise from the next phase's budget; with no phase left this
 * turn, from the first phase of the next turn (rules sr4 rule 10), which the rulesets' beginTurn keeps owed.
 * A phase that is over (phaseOver: the actor is still current, but has acted in this pass) is no longer its
 * own: what is left of it pays nothing, so Full Defense is owed to the next phase (sr4 rule 10, sr5 rule 7
 * with interrupts off).
 */
function fullDefense(rs: Ruleset, state: CombatState, id: string): CombatState {
  notStarted(state);
  const c = find(state, id);
  const who = c.input.name;
  if (c.flags.defeated) throw new RuleError("defeated", `${who} is defeated`, { actor: who });
  if (c.flags.fullDefense) {
    throw new RuleError("already-declared", `${who} is already in Full Defense`, {
      actor: who,
      command: "full-defense",
    });
  }
  const ownPhase = inOwnPhase(state, c) && !c.actedThisPass;
  if (c.flags.delayed && !ownPhase) return fullDefenseTakesHeldPhase(rs, state, c);
  const budget = ownPhase ? (rs.economy.payFullDefense?.(c.budget, who) ?? null) : null;
  if (budget !== null) return replace(state, { ...c, budget, flags: { ...c.flags, fullDefense: true } });
  return replace(state, { ...c, flags: { ...c.flags, fullDefense: true, fullDefenseOwed: true } });
}

/**
 * sr4 rule 10: a delaying character's next available action is the phase they hold, so Full Defense takes it:
 * held in this pass, it is over at once (they cannot intervene with it); carried into the next pass or turn,
 * it is that phase's Complex that Full Defense is owed from, with no delay left to intervene with.
 */
function fullDefenseTakesHeldPhase(rs: Ruleset, state: CombatState, c: CombatantState): CombatState {
  const flags = { ...undelayed(c.flags), fullDefense: true };
  if (c.actedThisPass) return replace(state, { ...c, flags: { ...flags, fullDefenseOwed: true } });
  const budget = afterFullDefense(rs.economy, c.budget, c.input.name);
  const used = { ...c, budget, flags, actedThisPass: true };
  return { ...replace(state, used), actedOrder: [...state.actedOrder, c.id] };
}

/** Defeated or back in the fight (all rulesets): a defeated combatant has no phases. */
function setDefeated(rs: Ruleset, state: CombatState, id: string, defeated: boolean): CombatState {
  const c = find(state, id);
  return repick(rs, replace(state, { ...c, flags: { ...c.flags, defeated } }));
}

/**
 * A command from the tracker. The shared ones are handled here (spend, delay, intervene and Full Defense
 * where the ruleset's economy plays them), the rest by the ruleset.
 */
export function apply(state: CombatState, cmd: Command, dice: DiceSource): CombatState {
  const rs = getRuleset(state.ruleset);
  find(state, cmd.combatantId);
  if (cmd.type === "defeated") return setDefeated(rs, state, cmd.combatantId, cmd.defeated);
  // Scores set by hand, rules 1 and 3 (hand-score.ts, groups.ts), in every ruleset.
  if (cmd.type === "set-score") {
    const c = find(state, cmd.combatantId);
    return repick(rs, replace(state, withHandScore(rs, state, c, cmd.score)));
  }
  if (cmd.type === "group") return withGroup(state, find(state, cmd.combatantId), cmd.groupId);
  const economy = rs.economy;
  switch (cmd.type) {
    case "spend":
      if (economy.spend) return spend(rs, economy.spend, state, cmd);
      break;
    case "delay":
      if (economy.delay) return delay(rs, state, cmd.combatantId);
      break;
    case "intervene":
      if (economy.delay) return intervene(rs, state, cmd.combatantId);
      break;
    case "full-defense":
      if (economy.sharedFullDefense?.(state) === true) return fullDefense(rs, state, cmd.combatantId);
  }
  return rs.apply(state, cmd, dice);
}

/**
 * Full Defense is one of the ruleset's actions outside the order (sr5 rule 7 with interrupts on, sr6's
 * Anytime Full Defense), not the shared flow's (sr4 rule 10).
 */
export function fullDefenseIsInterrupt(state: CombatState): boolean {
  const rs = getRuleset(state.ruleset);
  return rs.interrupts !== undefined && rs.economy.sharedFullDefense?.(state) !== true;
}

/**
 * The actor behind a combatant changed (wounds, attributes, items, mode): the ruleset reconciles the score,
 * then everyone still to come is re-sorted. The current actor stays current unless it lost its phase.
 */
export function updateCombatant(state: CombatState, input: CombatantInput, dice: DiceSource): CombatState {
  const rs = getRuleset(state.ruleset);
  validateInput(input);
  const before = find(state, input.id);
  const after =
    state.turn === 0 || before.score === null
      ? { ...before, input }
      : rs.reconcile(state, before, input, dice);
  return repick(rs, replace(state, after));
}

/** A combatant joins; after the combat has started it rolls (or takes `roll`) and joins the current turn. */
export function addCombatant(
  state: CombatState,
  input: CombatantInput,
  dice: DiceSource,
  roll?: InitiativeRoll,
): CombatState {
  const rs = getRuleset(state.ruleset);
  checkInputs(
    [input],
    state.combatants.map((c) => c.id),
  );
  checkRoll(input, roll);
  let c = blankCombatant(state.ruleset, input, dice.coin());
  if (state.turn > 0) c = { ...rs.beginTurn(c, state, dice, roll), actedThisPass: false, phaseBegun: false };
  return repick(rs, { ...state, combatants: [...state.combatants, c] });
}

/** A combatant leaves; if it was acting, the next in the pass acts. */
export function removeCombatant(state: CombatState, id: string): CombatState {
  const rs = getRuleset(state.ruleset);
  find(state, id);
  const s: CombatState = {
    ...state,
    combatants: state.combatants.filter((c) => c.id !== id),
    actedOrder: state.actedOrder.filter((x) => x !== id),
    currentId: state.currentId === id ? null : state.currentId,
  };
  return repick(rs, s);
}
