// A d20 feature or trait (item type "feature"): initiative bonus, advantage, bonus action, Action Surge.
import { ShadowturnItemModel } from "./base-model";
import { FEATURE_SPEC } from "./specs";

/** The fields a feature kept at the top of `system` before they moved into its `d20` group. */
const FLAT_D20_FIELDS = ["initiative", "advantage", "bonusAction", "actionSurge"] as const;

/**
 * A feature's stored `system` with the old top-level d20 fields moved into `d20` (a value already in the group
 * wins), as 5e's models move an old field into its new object when the data is read.
 */
export function nestD20Fields(source: Record<string, unknown>): Record<string, unknown> {
  const flat = FLAT_D20_FIELDS.filter((k) => k in source);
  if (flat.length === 0) return source;
  const group = source.d20;
  const d20: Record<string, unknown> = group !== null && typeof group === "object" ? { ...group } : {};
  for (const key of flat) {
    if (!(key in d20)) d20[key] = source[key];
    delete source[key];
  }
  source.d20 = d20;
  return source;
}

export class FeatureModel extends ShadowturnItemModel {
  static override spec = FEATURE_SPEC;

  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return super.migrateData(nestD20Fields(source));
  }
}
