// A ruleset's own settings (Ruleset.settings): each with its default and its words, registered by the Foundry
// layer as a world setting, handed to the engine in EngineSettings.own, settable in a scenario's settings.
import type { EngineSettings, RulesetId, RulesetSettingValue } from "../types";

export interface RulesetSetting {
  /** Its key in EngineSettings.own and in a scenario ("rerollEachRound"): letters and digits only. */
  readonly key: string;
  /** What it holds when nobody set it; its type is the setting's type. */
  readonly default: RulesetSettingValue;
  /** The values a string setting may take; absent: any. */
  readonly choices?: readonly string[];
  /** Its name and hint in the world settings (lang keys, en and de). */
  readonly nameKey: string;
  readonly hintKey: string;
}

/** A ruleset as far as its own settings go (Ruleset's id and settings; named here, so no import circle). */
interface WithSettings {
  readonly id: RulesetId;
  readonly settings?: readonly RulesetSetting[];
}

/**
 * The value of `key`, one of `ruleset`'s own settings, in `settings`: as set, else its default. A value of
 * the wrong type or outside its choices reads as the default. Throws a plain Error for a key the ruleset
 * does not declare (a bug, not a rule).
 */
export function rulesetSetting(
  ruleset: WithSettings,
  settings: Pick<EngineSettings, "own">,
  key: string,
): RulesetSettingValue {
  const spec = ruleset.settings?.find((s) => s.key === key);
  if (!spec) throw new Error(`ruleset ${ruleset.id} has no setting ${key}`);
  return checkedSetting(spec, settings.own?.[key]);
}

/** `value` if it fits the setting, else its default. */
export function checkedSetting(spec: RulesetSetting, value: unknown): RulesetSettingValue {
  if (typeof value !== typeof spec.default) return spec.default;
  if (spec.choices && !spec.choices.includes(value as string)) return spec.default;
  return value as RulesetSettingValue;
}

/** Every own setting of `ruleset` with the value `read` gives it (checked, else its default). */
export function ownSettings(
  ruleset: Pick<WithSettings, "settings">,
  read: (key: string) => unknown,
): Record<string, RulesetSettingValue> {
  return Object.fromEntries((ruleset.settings ?? []).map((s) => [s.key, checkedSetting(s, read(s.key))]));
}
