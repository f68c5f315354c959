// The engine's public face: everything the Foundry layer, the simulator and the benchmarks may use.
export * from "./types";
export { RuleError, InputError, DiceExhaustedError } from "./errors";
export { seededDice, scriptedDice, randomDice } from "./dice";
export { makeInput, makeSource, validateInput } from "./input";
export {
  initiativeFormula,
  combatantKind,
  d20Modifier,
  isBodyMode,
  MAX_SR_DICE,
  MAX_PASSES,
  formulaReads,
  formulaUsesDni,
  type FormulaOptions,
} from "./rulesets/formula";
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
export { samePlain } from "./plain";
// The family of a ruleset's formula (sr or d20), for a module that builds on a shipped ruleset's pieces; the
// system itself asks the ruleset's members (economy, words, formula reads) instead.
export { isSrRuleset } from "./rulesets/sr-shared";
export {
  FORMULA_SPECS,
  formulaSpec,
  RULESET_FAMILIES,
  rulesetFamily,
  type FormulaAttribute,
  type FormulaAttributeTerm,
  type FormulaSpec,
  type ModeLine,
  type SumTables,
} from "./rulesets/formula-specs";
export {
  itemKindWords,
  kindsBudget,
  kindsLeft,
  kindsText,
  type ActionEconomy,
  type ActionKindInfo,
  type BudgetCount,
  type BudgetPips,
  type EconomyWords,
  type LeftCount,
  type OutsideActionInfo,
  type Paid,
  type RowContext,
  type SheetWords,
  type SpendOffer,
} from "./rulesets/economy";
export { srEconomy, type SrEconomyOptions } from "./rulesets/sr-economy";
export { checkedSetting, ownSettings, rulesetSetting, type RulesetSetting } from "./rulesets/settings";
export { tieKey, orderBy, type TieKey } from "./tiebreak";
export { d20Budget, emptyBudget, srBudget } from "./rulesets/budget";
export { distanceWords, numberWords } from "./rulesets/d20/words";
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
