// The world settings for every choice the rules leave to the table, registered at init, each with a
// localized name and hint; `getSetting` is the one typed way everyone reads them.
import {
  DEFAULT_RULESET,
  getRuleset,
  ownSettings,
  registeredRulesets,
  type EngineSettings,
  type Ruleset,
  type RulesetId,
} from "../engine";

export const SYSTEM_ID = "shadowturn";

export const SR4_TIE_DISPLAYS = ["mark", "none"] as const;
export const BUDGET_VISIBILITIES = ["all", "owners", "gm"] as const;
export const ACTIONS_LEFT_POLICIES = ["allow", "warn", "block"] as const;
/** Who rolls initiative (rules "Scores set by hand, and who rolls", rule 2). */
export const WHO_ROLLS = ["gm", "owners"] as const;

/** The type of each setting's value. */
export interface SettingValues {
  /** The ruleset new combats play (rules table); a running combat keeps its own. */
  ruleset: RulesetId;
  /** bonus-actions rule 3: re-roll every turn (true) or keep the scores. */
  rerollEachTurn: boolean;
  /** sr5 rule 7: interrupt actions paid from the initiative score (on), or Full Defense as sr4 rule 10. */
  interruptActions: boolean;
  /** sr4 rule 3: mark tied combatants as acting simultaneously in the tracker, or show the order only. */
  sr4TieDisplay: (typeof SR4_TIE_DISPLAYS)[number];
  /** Rolling everyone posts one chat card (true) or one per combatant. */
  groupedInitiativeCard: boolean;
  /** The tracker passes over combatants with nothing left to do. */
  autoSkipSpent: boolean;
  /** Who sees the action budget of a combatant: everyone, its owners, or the GM only. */
  budgetVisibility: (typeof BUDGET_VISIBILITIES)[number];
  /** d20 rule 2: re-roll every round. */
  d20RerollEachRound: boolean;
  /** Ending a phase (d20: a turn) with actions left: allow, warn naming them, or refuse players. */
  actionsLeftOnEnd: (typeof ACTIONS_LEFT_POLICIES)[number];
  /** Who rolls initiative: the GM for everyone, or each owner for their own characters (the GM the rest). */
  whoRolls: (typeof WHO_ROLLS)[number];
  /** Client: the tracker lists who comes next and the passes still to come (engine forecast). */
  showForecast: boolean;
  /** Client: a sound when a combatant the user owns begins its phase (off by default). */
  phaseSound: boolean;
}
export type SettingKey = keyof SettingValues;

const DEFAULTS: SettingValues = {
  ruleset: DEFAULT_RULESET,
  rerollEachTurn: true,
  interruptActions: true,
  sr4TieDisplay: "mark",
  groupedInitiativeCard: true,
  autoSkipSpent: false,
  budgetVisibility: "all",
  d20RerollEachRound: false,
  actionsLeftOnEnd: "warn",
  whoRolls: "gm",
  showForecast: true,
  phaseSound: false,
};

/** Settings each user chooses for their own client; the rest are the world's. */
const CLIENT: readonly SettingKey[] = ["showForecast", "phaseSound"];

/** Allowed values of the settings that are a choice (the rulesets: whatever is registered when asked). */
const CHOICES: Partial<Record<SettingKey, readonly string[]>> = {
  get ruleset() {
    return registeredRulesets();
  },
  sr4TieDisplay: SR4_TIE_DISPLAYS,
  budgetVisibility: BUDGET_VISIBILITIES,
  actionsLeftOnEnd: ACTIONS_LEFT_POLICIES,
  whoRolls: WHO_ROLLS,
};

const key = (name: string) => `SHADOWTURN.Settings.${name}`;

/**
 * Settings that change only what the tracker shows: a change re-renders the tracker on every client (LAN's
 * combat-sort setting re-renders in its `onChange`; 5e calls `ui.combat.render()` after changing the order).
 */
const TRACKER_DISPLAY: readonly SettingKey[] = [
  "budgetVisibility",
  "sr4TieDisplay",
  "showForecast",
  // the players' Roll buttons come and go with it
  "whoRolls",
];
const rerenderTracker = () => void ui.combat?.render();

function choices(setting: SettingKey): Record<string, string> {
  const out = Object.fromEntries((CHOICES[setting] ?? []).map((c) => [c, key(`${setting}.Choices.${c}`)]));
  if (setting === "ruleset") rulesetChoices = out;
  return out;
}

/**
 * The ruleset setting's choices as registered: a module's ruleset (api.ts) is added to this same object, so
 * the settings dialog, which reads the setting's choices when it opens, lists it.
 */
let rulesetChoices: Record<string, string> = {};

/** Lists a module's ruleset among the ruleset setting's choices (lang key SHADOWTURN.Settings.ruleset.Choices.<id>). */
export function addRulesetChoice(ruleset: RulesetId): void {
  rulesetChoices[ruleset] = key(`ruleset.Choices.${ruleset}`);
}

/** A setting's value; a stored value of the wrong type or outside its choices reads as the default. */
export function getSetting<K extends SettingKey>(name: K): SettingValues[K] {
  const value = game.settings.get(SYSTEM_ID, name);
  const fallback = DEFAULTS[name];
  if (typeof value !== typeof fallback) return fallback;
  const allowed = CHOICES[name];
  if (allowed && !allowed.includes(value as string)) return fallback;
  return value as SettingValues[K];
}

/** The world setting's key of a ruleset's own setting ("sr6.rerollEachRound"). */
export function ownSettingKey(ruleset: RulesetId, key: string): string {
  return `${ruleset}.${key}`;
}

/**
 * The settings the engine plays by; with `ruleset`, that ruleset's own settings too (EngineSettings.own, each
 * as the world has it, else its default).
 */
export function engineSettings(ruleset?: RulesetId): EngineSettings {
  const base: EngineSettings = {
    rerollEachTurn: getSetting("rerollEachTurn"),
    interruptActions: getSetting("interruptActions"),
    d20RerollEachRound: getSetting("d20RerollEachRound"),
    autoSkipSpent: getSetting("autoSkipSpent"),
  };
  const rs = ruleset === undefined ? undefined : getRuleset(ruleset);
  if (!rs?.settings?.length) return base;
  const own = ownSettings(rs, (key) => game.settings.get(SYSTEM_ID, ownSettingKey(rs.id, key)));
  return { ...base, own };
}

/**
 * Registers a ruleset's own settings as world settings, each with its name and hint (its lang keys); a
 * change re-reads the combat as any engine setting does. Called when the ruleset is registered (api.ts).
 */
export function registerRulesetSettings(ruleset: Ruleset): void {
  for (const s of ruleset.settings ?? []) {
    game.settings.register(SYSTEM_ID, ownSettingKey(ruleset.id, s.key), {
      name: s.nameKey,
      hint: s.hintKey,
      scope: "world",
      config: true,
      type: typeof s.default === "boolean" ? Boolean : typeof s.default === "number" ? Number : String,
      ...(s.choices ? { choices: Object.fromEntries(s.choices.map((c) => [c, `${s.nameKey}.${c}`])) } : {}),
      default: s.default,
      onChange: rerenderTracker,
    });
  }
}

/**
 * A running combat keeps the ruleset it started with; switching the world's ruleset meanwhile is refused:
 * the active GM puts the setting back and every GM is told why.
 */
function refuseRulesetChangeDuringCombat(value: unknown): void {
  const running = game.combats.contents.find((c) => c.started && c.system.ruleset !== value);
  if (!running) return;
  const ruleset = running.system.ruleset as RulesetId;
  if (game.user.isGM) {
    ui.notifications.warn(
      game.i18n.format(key("ruleset.Refused"), {
        ruleset: game.i18n.localize(key(`ruleset.Choices.${ruleset}`)),
      }),
    );
  }
  if (game.users.activeGM?.isSelf) void game.settings.set(SYSTEM_ID, "ruleset", ruleset);
}

/** Registers every setting (called from the system's init hook). */
export function registerSettings(): void {
  for (const name of Object.keys(DEFAULTS) as SettingKey[]) {
    const fallback = DEFAULTS[name];
    game.settings.register(SYSTEM_ID, name, {
      name: key(`${name}.Name`),
      hint: key(`${name}.Hint`),
      scope: CLIENT.includes(name) ? "client" : "world",
      config: true,
      type: typeof fallback === "boolean" ? Boolean : String,
      ...(CHOICES[name] ? { choices: choices(name) } : {}),
      default: fallback,
      ...(name === "ruleset" ? { onChange: refuseRulesetChangeDuringCombat } : {}),
      ...(TRACKER_DISPLAY.includes(name) ? { onChange: rerenderTracker } : {}),
    });
  }
}
