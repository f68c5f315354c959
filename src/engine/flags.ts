// The per-ruleset groups of a combatant's flags (types.ts CombatantFlags): what an absent group holds, one
// reader per group, and one writer that changes a group's fields. Reading through the group's own reader keeps
// d20 code off sr4's flags and sr4 code off d20's.
import type { CombatantFlags, D20Flags, SeizeFlags, Sr4Flags } from "./types";

export const NO_SR4_FLAGS: Readonly<Sr4Flags> = Object.freeze({
  goFirst: false,
  extraPass: false,
  pendingPasses: 0,
  edgeTestDeclared: false,
  outThisTurn: false,
});

export const NO_SEIZE_FLAGS: Readonly<SeizeFlags> = Object.freeze({
  seized: false,
  blitz: false,
  seizeDeclared: false,
  blitzDeclared: false,
});

export const NO_D20_FLAGS: Readonly<D20Flags> = Object.freeze({
  actionSurgeUses: 0,
  actionSurgedThisTurn: false,
});

/** The groups and what each holds when absent. */
export const FLAG_GROUPS = { sr4: NO_SR4_FLAGS, seize: NO_SEIZE_FLAGS, d20: NO_D20_FLAGS } as const;
export type FlagGroup = keyof typeof FLAG_GROUPS;

/** sr4's Edge and pass flags. */
export const sr4Flags = (f: CombatantFlags): Readonly<Sr4Flags> => f.sr4 ?? NO_SR4_FLAGS;

/** The Seize / Blitz flags of sr5 and bonus-actions. */
export const seizeFlags = (f: CombatantFlags): Readonly<SeizeFlags> => f.seize ?? NO_SEIZE_FLAGS;

/** d20's Action Surge flags. */
export const d20Flags = (f: CombatantFlags): Readonly<D20Flags> => f.d20 ?? NO_D20_FLAGS;

/** `f` with some fields of one group changed (the group's other fields as they were, or their defaults). */
export function withFlags<G extends FlagGroup>(
  f: CombatantFlags,
  group: G,
  fields: Partial<NonNullable<CombatantFlags[G]>>,
): CombatantFlags {
  return { ...f, [group]: { ...FLAG_GROUPS[group], ...f[group], ...fields } };
}
