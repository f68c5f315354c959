// The values of the engine's public API, one list (./engine.ts re-exports them and gathers them into
// `game.system.api.engine`). Grouped by what a ruleset does with them.
import { RuleError, InputError, DiceExhaustedError } from "../engine/errors";
import { getRuleset, registeredRulesets, registerRuleset } from "../engine/rulesets";
import { compareKeys, orderBy, scoreKey, tieKey } from "../engine/tiebreak";
import {
  applyEdgeDeclaration,
  augmentedReaction,
  ERIC_KEYS,
  PASS_DROP,
  reconcileSrScore,
  SR_ORDER_KEYS,
  startSrTurn,
  unsupported,
} from "../engine/rulesets/sr-shared";
import {
  canPaySrAction,
  d20Budget,
  EMPTY_D20_BUDGET,
  EMPTY_SR_BUDGET,
  emptyBudget,
  payFree,
  paySrAction,
  SR_PHASE_UNITS,
  srBudget,
  srPhaseBudget,
  srPhaseSpent,
  unitCost,
} from "../engine/budget";
import {
  d20Flags,
  FLAG_GROUPS,
  NO_D20_FLAGS,
  NO_SEIZE_FLAGS,
  NO_SR4_FLAGS,
  seizeFlags,
  sr4Flags,
  withFlags,
} from "../engine/flags";
import { copyWith, findCombatant, withCombatant } from "../engine/combatants";
import { initiativeFormula, MAX_PASSES, MAX_SR_DICE } from "../engine/initiative/formula";
import { rollInitiative } from "../engine/initiative/roll";
import { randomDice, scriptedDice, seededDice } from "../engine/dice";
import { makeInput, makeSource } from "../engine/input";
import {
  addCombatant,
  advance,
  apply,
  createCombat,
  currentPhase,
  removeCombatant,
  START_FLAGS,
  startTurn,
  turnOrder,
  updateCombatant,
} from "../engine/combat";
import { planTurn } from "../engine/plan";
import { whyOrder } from "../engine/why-order";
import {
  ACTION_CATEGORIES,
  BONUS_CATEGORIES,
  D20_ACTION_KINDS,
  DEFAULT_SETTINGS,
  INITIATIVE_MODES,
  INTERRUPT_ACTIONS,
  RULESET_IDS,
  SOURCE_KINDS,
  SR_ACTION_KINDS,
} from "../engine/types";

export {
  // the registry (one for the system and every module)
  getRuleset,
  registeredRulesets,
  registerRuleset,
  RULESET_IDS,
  // refusals: a ruleset throws RuleError(code, message, params); the tracker shows SHADOWTURN.Error.<code>
  RuleError,
  InputError,
  DiceExhaustedError,
  // the phase order
  tieKey,
  orderBy,
  compareKeys,
  scoreKey,
  ERIC_KEYS,
  SR_ORDER_KEYS,
  augmentedReaction,
  // turn building blocks of the summed-d6 rulesets (sr5, bonus-actions)
  startSrTurn,
  reconcileSrScore,
  applyEdgeDeclaration,
  PASS_DROP,
  unsupported,
  // budgets
  srBudget,
  d20Budget,
  emptyBudget,
  EMPTY_SR_BUDGET,
  EMPTY_D20_BUDGET,
  srPhaseBudget,
  paySrAction,
  canPaySrAction,
  payFree,
  srPhaseSpent,
  unitCost,
  SR_PHASE_UNITS,
  // the flag groups of a combatant
  START_FLAGS,
  FLAG_GROUPS,
  NO_SR4_FLAGS,
  NO_SEIZE_FLAGS,
  NO_D20_FLAGS,
  sr4Flags,
  seizeFlags,
  d20Flags,
  withFlags,
  // one combatant of a state
  findCombatant,
  withCombatant,
  copyWith,
  // initiative
  initiativeFormula,
  rollInitiative,
  MAX_SR_DICE,
  MAX_PASSES,
  // dice
  seededDice,
  scriptedDice,
  randomDice,
  // playing a fight (a module's own tests, the simulator)
  makeInput,
  makeSource,
  createCombat,
  startTurn,
  advance,
  apply,
  addCombatant,
  updateCombatant,
  removeCombatant,
  turnOrder,
  currentPhase,
  planTurn,
  whyOrder,
  DEFAULT_SETTINGS,
  // the vocabularies, as lists
  INITIATIVE_MODES,
  BONUS_CATEGORIES,
  ACTION_CATEGORIES,
  SOURCE_KINDS,
  INTERRUPT_ACTIONS,
  SR_ACTION_KINDS,
  D20_ACTION_KINDS,
};
