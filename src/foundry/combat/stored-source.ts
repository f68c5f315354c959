// A combatant's input is stored whole on the Combat (engine-state-fields.ts). Inputs stored before a source's
// d20 effects moved into its `d20` group hold them flat (`d20Initiative` ...); a fight under way when the
// system updates must go on reading them, so they are nested here, before the input is checked.
import type { D20SourceEffect } from "../../engine";

type Loose = Record<string, unknown>;

/** The old flat names, by the field of the `d20` group each became (scenarios may still use them too). */
export const FLAT_D20_NAMES = {
  initiative: "d20Initiative",
  advantage: "d20Advantage",
  bonusAction: "d20BonusAction",
  actionSurge: "d20ActionSurge",
} as const satisfies Record<keyof D20SourceEffect, string>;

const isObject = (v: unknown): v is Loose => typeof v === "object" && v !== null && !Array.isArray(v);

/** A stored source with flat d20 fields as one of the nested shape; any other value is returned as it is. */
export function nestedStoredSource(raw: unknown): unknown {
  if (!isObject(raw) || isObject(raw.d20)) return raw;
  if (!Object.values(FLAT_D20_NAMES).some((name) => name in raw)) return raw;
  const source: Loose = { ...raw };
  const d20: Loose = {};
  for (const [field, name] of Object.entries(FLAT_D20_NAMES)) {
    d20[field] = source[name];
    delete source[name];
  }
  source.d20 = d20;
  return source;
}
