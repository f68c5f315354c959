// The engine's public face: everything the Foundry layer, the simulator and the benchmarks may use.
export * from "./types";
export { RuleError, InputError, DiceExhaustedError } from "./errors";
export { seededDice, scriptedDice, randomDice } from "./dice";
export { makeInput, makeSource, validateInput } from "./input";
export {
  initiativeFormula,
  d20Modifier,
  isBodyMode,
  MAX_SR_DICE,
  MAX_PASSES,
  type FormulaOptions,
} from "./initiative/formula";
export { declaredRollOptions } from "./initiative/declared";
export {
  formatFormula,
  formulaParts,
  partSign,
  rollFormula,
  DEFAULT_FORMULA_LABELS,
  FORMULA_LABEL_KEYS,
  IGNORED_REASON_KEYS,
  type FormulaLabels,
  type FormulaPart,
} from "./initiative/format";
export { rollInitiative } from "./initiative/roll";
export {
  createCombat,
  START_FLAGS,
  startTurn,
  advance,
  advanceInTurn,
  phaseOver,
  fullDefenseIsInterrupt,
  apply,
  updateCombatant,
  addCombatant,
  removeCombatant,
  turnOrder,
  currentPhase,
  getRuleset,
} from "./combat";
export { registeredRulesets, registerRuleset } from "./rulesets";
export { isSrRuleset } from "./rulesets/sr-shared";
export {
  FORMULA_SPECS,
  formulaSpec,
  RULESET_FAMILIES,
  rulesetFamily,
  type FormulaSpec,
} from "./rulesets/formula-specs";
export { tieKey, orderBy, type TieKey } from "./tiebreak";
export { d20Budget, emptyBudget, srBudget } from "./budget";
export {
  d20Flags,
  FLAG_GROUPS,
  NO_D20_FLAGS,
  NO_SEIZE_FLAGS,
  NO_SR4_FLAGS,
  seizeFlags,
  sr4Flags,
  withFlags,
} from "./flags";
export type { FlagGroup } from "./flags";
export { INTERRUPT_COST } from "./rulesets/sr5/interrupts";
export { parseCommand, actionKindsOf, ACTION_KINDS, COMMAND_TYPES, PLAIN_COMMAND_TYPES } from "./commands";
export { planTurn, type PlannedPass } from "./plan";
export { timedItemsInPass, phaseViewOf, phaseViews, phasesLeftById } from "./view";
export { d20TurnEnded } from "./rulesets/d20/turn-end";
export { d20CanReact, tiedOnScoreAndDex } from "./rulesets/d20/order";
export { whyOrder, ORDER_STEPS, type OrderReason, type OrderStep } from "./why-order";
export type { Ruleset } from "./rulesets/ruleset";
export type { TurnEventMeaning } from "./rulesets/turn-events";
export {
  readHandScore,
  handRoll,
  scoreChange,
  MIN_HAND_SCORE,
  MAX_HAND_SCORE,
  type ScoreChange,
} from "./hand-score";
export { rollFromFaces, physicalRoll, diceNeeded, withRollBeforeStart } from "./physical-dice";
export { groupsOf, groupLeader, groupOf, rollPlan, withPlannedRoll, rollOwner } from "./groups";
export type { PlannedRoll, RollPlan } from "./groups";
export { forecast, upNext, type Forecast } from "./forecast";
export { seenBy } from "./seen";
export { cappedInput, MAX_INPUT_CHARS, MAX_INPUT_ITEMS } from "./input-caps";
