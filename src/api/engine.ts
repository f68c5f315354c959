// The engine's public API: what a ruleset, in this repository or in a module, is built from. At run time
// Foundry gives a module the same object as `game.system.api.engine` (src/foundry/api.ts), so a module's
// ruleset plays in the system's one registry and throws the system's one RuleError; the build ships this
// file's types as types/shadowturn-engine.d.ts (scripts/engine-types.mjs) and in the zip. A module imports
// types only from that file and takes every value from `game.system.api.engine`; code inside the repository
// (a shipped ruleset, a test) imports from here. Nothing here knows Foundry: it is the pure engine.
//
// Kept generous on purpose: a building block a shipped ruleset uses belongs here, so a module never needs a
// copy of the engine. What changes shape here changes the .d.ts, and test/build/engine-types.test.ts says so.
import * as values from "./engine-values";
import type { Ruleset } from "../engine/rulesets/ruleset";
import type { RulesetUi } from "../foundry/ruleset-ui";

// Types: the plain data a ruleset reads and returns, and the ruleset itself.
export type {
  ActionCategory,
  ActionKind,
  BonusCategory,
  Budget,
  BuiltinRulesetId,
  CombatantFlags,
  CombatantGroup,
  CombatantInput,
  CombatantState,
  CombatState,
  Command,
  CommandType,
  D20ActionKind,
  D20Budget,
  D20Flags,
  D20SourceEffect,
  D20Stats,
  DiceSource,
  EngineSettings,
  FormulaTerm,
  IgnoredSource,
  InitiativeFormula,
  InitiativeMode,
  InitiativeRoll,
  InitiativeSource,
  InterruptAction,
  JsonValue,
  KindsBudget,
  PhaseView,
  RulesetId,
  RulesetSettingValue,
  SeizeFlags,
  SourceKind,
  Sr4Flags,
  Sr5Interrupt,
  SrActionKind,
  SrAttributes,
  SrBudget,
  TimedItem,
  TimedItemSlot,
} from "../engine/types";
export type { Ruleset } from "../engine/rulesets/ruleset";
export type { TurnEventMeaning } from "../engine/rulesets/turn-events";
export type {
  FormulaAttribute,
  FormulaAttributeTerm,
  FormulaSpec,
  ModeLine,
  SumTables,
} from "../engine/rulesets/formula-specs";
// A ruleset's action economy (Ruleset.economy) and its own world settings.
export type {
  ActionEconomy,
  ActionKindInfo,
  BudgetCount,
  BudgetPips,
  EconomyWords,
  LeftCount,
  OutsideActionInfo,
  Paid,
  RowContext,
  SheetWords,
  SpendOffer,
} from "../engine/rulesets/economy";
export type { SrEconomyOptions } from "../engine/rulesets/sr-economy";
export type { RulesetSetting } from "../engine/rulesets/settings";
export type { TieKey } from "../engine/tiebreak";
export type { FlagGroup } from "../engine/flags";
export type { FormulaOptions } from "../engine/rulesets/formula";
export type { PlannedPass } from "../engine/plan";
export type { OrderReason, OrderStep } from "../engine/why-order";
// What the tracker shows for a ruleset: plain data a module hands over with its ruleset (no Foundry in it).
export type { OfferedCommand, RulesetUi, VehicleTrack } from "../foundry/ruleset-ui";

export * from "./engine-values";

/**
 * `game.system.api.engine`: every value above in one object. A module takes its values from here, never from
 * a copy of its own, so its ruleset joins the system's registry and its refusals are the system's RuleError.
 */
export const engine = Object.freeze({ ...values });

/** The type of `game.system.api.engine`. */
export type ShadowturnEngine = typeof engine;

/** What a module hands to `game.system.api.registerRuleset`: its ruleset and the tracker's entry for it. */
export interface RulesetModule {
  ruleset: Ruleset;
  ui: RulesetUi;
}

/** `game.system.api`, as a module's code sees it. */
export interface ShadowturnApi {
  /** Adds a module's ruleset to the engine, the tracker and the world's ruleset setting (once, from init). */
  registerRuleset(module: RulesetModule): void;
  /** The engine itself: the values of this API. */
  readonly engine: ShadowturnEngine;
}
