// Plays turns of one ruleset with random (seeded) dice for a party and records, per combatant and turn, what
// the tracker would have offered them: phases, the actions in each phase's budget, and who acted first.
// Nobody spends anything: the lab asks what each character MAY do, which is what the rules decide.
import {
  apply,
  createCombat,
  getRuleset,
  planTurn,
  RuleError,
  seededDice,
  startTurn,
  type CombatantInput,
  type CombatState,
  type DiceSource,
  type RulesetId,
} from "../engine";
import type { Habits } from "./party";

/**
 * One combatant's turn. Actions are Complex-equivalents: a Complex action, or two Simple ones (sr6: a Major
 * action, or two Minor ones).
 */
export interface TurnSample {
  phases: number;
  /** Actions any kind of action may be spent on (1 Complex or 2 Simple per phase). */
  anyActions: number;
  /** Actions only the bonus category allows (bonus Simple actions, two to a Complex). */
  bonusActions: number;
  actedFirst: boolean;
}

/** How often each value came up: value -> turns. */
export type Histogram = Map<number, number>;

/**
 * One combatant's turns as running counts, not a list of every turn: memory stays the same for ten runs or
 * ten million, and the counts still give the exact mean, percentiles and tails.
 */
export interface Tally {
  turns: number;
  phases: Histogram;
  anyActions: Histogram;
  bonusActions: Histogram;
  totalActions: Histogram;
  actedFirst: number;
  actedAtAll: number;
}

/** Every combatant's tally, in party order. */
export interface RulesetSamples {
  ruleset: RulesetId;
  ids: string[];
  tallies: Tally[];
}

function count(h: Histogram, value: number): void {
  h.set(value, (h.get(value) ?? 0) + 1);
}

function emptyTally(): Tally {
  return {
    turns: 0,
    phases: new Map(),
    anyActions: new Map(),
    bonusActions: new Map(),
    totalActions: new Map(),
    actedFirst: 0,
    actedAtAll: 0,
  };
}

function add(t: Tally, s: TurnSample): void {
  t.turns += 1;
  count(t.phases, s.phases);
  count(t.anyActions, s.anyActions);
  count(t.bonusActions, s.bonusActions);
  count(t.totalActions, s.anyActions + s.bonusActions);
  if (s.actedFirst) t.actedFirst += 1;
  if (s.phases > 0) t.actedAtAll += 1;
}

export interface PlayOptions {
  ruleset: RulesetId;
  inputs: CombatantInput[];
  /** Independent fights played. */
  fights: number;
  /** Turns in each fight (turn 2 on shows what keeping the scores does). */
  turnsPerFight: number;
  seed: number;
  /** Dice to use instead of the seeded ones (known-answer tests). */
  dice?: DiceSource;
  /** bonus-actions: re-roll every turn (true) or keep the scores. */
  rerollEachTurn: boolean;
  habits: Record<string, Habits>;
  /** Called after each fight, for a progress bar. */
  onFight?: () => void;
  /** Called with every turn's samples, in party order (tests that follow one fight turn by turn). */
  onTurn?: (samples: TurnSample[]) => void;
}

// Per ruleset and declaration: whether the ruleset has it at all (the others refuse it as unsupported).
const knownDeclarations = new Map<string, boolean>();

/** Whether `state`'s ruleset knows the declaration; its own apply answers, once per ruleset. */
function knowsDeclaration(state: CombatState, type: "seize" | "blitz", dice: DiceSource): boolean {
  const key = `${state.ruleset}:${type}`;
  let known = knownDeclarations.get(key);
  if (known === undefined) {
    try {
      apply(state, { type, combatantId: state.combatants[0]!.id }, dice);
      known = true;
    } catch (err) {
      if (!(err instanceof RuleError)) throw err;
      known = err.code !== "unsupported-command";
    }
    knownDeclarations.set(key, known);
  }
  return known;
}

/** Edge declared before the roll, by habit (sr5 rule 5, bonus-actions rule 2); refusals are part of play. */
function declare(state: CombatState, dice: DiceSource, habits: Record<string, Habits>): CombatState {
  if (state.combatants.length === 0) return state;
  const types = (["seize", "blitz"] as const).filter((type) => knowsDeclaration(state, type, dice));
  if (types.length === 0) return state;
  let s = state;
  for (const c of state.combatants) {
    const h = habits[c.id];
    if (!h) continue;
    for (const type of types) {
      if (dice.coin() >= h[type]) continue;
      try {
        s = apply(s, { type, combatantId: c.id }, dice);
      } catch (err) {
        if (!(err instanceof RuleError)) throw err;
      }
    }
  }
  return s;
}

/** sr5 rule 7: a Dodge as the turn begins, by habit (5 off the score at once); refusals are part of play. */
function dodge(state: CombatState, dice: DiceSource, habits: Record<string, Habits>): CombatState {
  let s = state;
  for (const c of state.combatants) {
    const share = habits[c.id]?.dodge ?? 0;
    if (share === 0 || dice.coin() >= share) continue;
    try {
      s = apply(s, { type: "interrupt", combatantId: c.id, action: "dodge" }, dice);
    } catch (err) {
      if (!(err instanceof RuleError)) throw err;
    }
  }
  return s;
}

/**
 * Plays one turn from `state` and appends each combatant's sample; returns the state at the turn's start.
 * The engine's plan of the turn (planTurn: the phases advance() would hand out if nobody does anything) and
 * its ruleset's phaseBudget (what a phase begins with) give the same as stepping phase by phase, at a
 * fraction of the cost.
 */
function playTurn(state: CombatState, dice: DiceSource, opts: PlayOptions, out: Tally[]): CombatState {
  const s = dodge(startTurn(declare(state, dice, opts.habits), dice), dice, opts.habits);
  const rules = getRuleset(s.ruleset);
  const index = new Map(s.combatants.map((c, i) => [c.id, i]));
  const samples: TurnSample[] = s.combatants.map(() => ({
    phases: 0,
    anyActions: 0,
    bonusActions: 0,
    actedFirst: false,
  }));
  let first = true;
  for (const pass of planTurn(s)) {
    for (const id of pass.ids) {
      const i = index.get(id) ?? -1;
      const c = s.combatants[i];
      const sample = samples[i];
      if (!c || !sample) continue;
      const units = rules.economy.units?.(rules.phaseBudget(c, s));
      sample.phases += 1;
      // an economy the lab cannot count in actions (d20) counts phases only
      if (units) {
        sample.anyActions += units.any;
        sample.bonusActions += units.bonus;
      }
      sample.actedFirst ||= first;
      first = false;
    }
  }
  samples.forEach((sample, i) => {
    const tally = out[i];
    if (tally) add(tally, sample);
  });
  opts.onTurn?.(samples);
  return s;
}

/** Plays `fights` fights of `turnsPerFight` turns each; the same seed gives the same samples. */
export function playRuleset(opts: PlayOptions): RulesetSamples {
  if (!getRuleset(opts.ruleset).economy.units)
    throw new Error("the lab compares the rulesets whose economy counts actions (the Shadowrun ones)");
  const dice = opts.dice ?? seededDice(opts.seed);
  const tallies = opts.inputs.map(emptyTally);
  for (let f = 0; f < opts.fights; f += 1) {
    let state = createCombat(opts.ruleset, opts.inputs, dice, { rerollEachTurn: opts.rerollEachTurn });
    for (let t = 0; t < opts.turnsPerFight; t += 1) state = playTurn(state, dice, opts, tallies);
    opts.onFight?.();
  }
  return { ruleset: opts.ruleset, ids: opts.inputs.map((i) => i.id), tallies };
}
