// The `system` data of every item type, as specs (../actor/spec.ts). SR initiative items carry one
// `initiative` group, d20 features one `d20` group, that says everything they do; initiative-source.ts reads
// only those.
import { ACTION_CATEGORIES, BONUS_CATEGORIES, RULESET_FAMILIES } from "../../engine";
import { bool, choice, group, html, int, text, type SchemaSpec } from "../actor/spec";

export const ITEM_TYPES = ["augmentation", "drug", "matrixGear", "feature", "action"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const AUGMENTATION_SUBTYPES = ["cyberware", "bioware", "adept-power", "spell"] as const;
export const MATRIX_GEAR_KINDS = ["dni", "sim-module", "deck", "commlink"] as const;
export const SIM_MODES = ["", "cold", "hot"] as const;
/**
 * The catalogues an action item may belong to (what a ruleset names as its catalogue.items): the SR and d20
 * families', and those of the rulesets that ship as modules with a catalogue in the system's packs (sr6).
 */
export const ACTION_RULESETS = [...RULESET_FAMILIES, "sr6"] as const;
export const SR_ACTION_KINDS = ["free", "simple", "complex"] as const;
/** An SR action item's type: a budget kind, or an interrupt paid from the initiative score (sr5 rule 7). */
export const SR_ITEM_KINDS = [...SR_ACTION_KINDS, "interrupt"] as const;
export const D20_ACTION_KINDS = ["action", "bonus", "reaction", "object"] as const;
export { ACTION_CATEGORIES };

/** Sources that share a non-blank group do not stack: the strongest applies (rules stacking rule 1). */
const stackingGroup = text("");

/** An augmentation: cyberware, bioware, an adept power or a sustained spell. */
export const AUGMENTATION_SPEC: SchemaSpec = {
  subtype: choice(AUGMENTATION_SUBTYPES, "cyberware"),
  rating: int(0, 12, 1),
  active: bool(true),
  initiative: group({
    /** Extra initiative dice (sr5, bonus-actions). */
    dice: int(0, 5, 0),
    /** Flat bonus to the attribute part (a Reaction bonus). */
    flat: int(0, 10, 0),
    /** Extra initiative passes (sr4). */
    passes: int(0, 3, 0),
    /** Bonus Simple actions (bonus-actions) and what they may be spent on. */
    bonusActions: int(0, 3, 0),
    bonusCategory: choice(BONUS_CATEGORIES, "physical"),
    stackingGroup,
  }),
  description: html(),
};

/** A drug: raises initiative, never gives bonus actions (bonus-actions rule 4); drugs add on top. */
export const DRUG_SPEC: SchemaSpec = {
  active: bool(false),
  initiative: group({
    dice: int(0, 5, 0),
    flat: int(0, 10, 0),
    passes: int(0, 3, 0),
    stackingGroup,
  }),
  description: html(),
};

/** Matrix gear: a DNI, a sim module (cold / hot), a deck with Data Processing, a commlink with Response (sr4). */
export const MATRIX_GEAR_SPEC: SchemaSpec = {
  kind: choice(MATRIX_GEAR_KINDS, "deck"),
  active: bool(true),
  rating: int(0, 12, 1),
  simMode: choice(SIM_MODES, ""),
  dataProcessing: int(0, 12, 0),
  response: int(0, 12, 0),
  description: html(),
};

/** A d20 feature or trait: what it does in the d20 family sits in its `d20` group (as on an engine source). */
export const FEATURE_SPEC: SchemaSpec = {
  active: bool(true),
  d20: group({
    /** Flat bonus to the d20 initiative roll. */
    initiative: int(-10, 10, 0),
    advantage: bool(false),
    bonusAction: bool(false),
    actionSurge: int(0, 9, 0),
  }),
  description: html(),
};

/**
 * One entry of an action catalogue: SR Free / Simple / Complex with a category, a d20 slot, or a kind of a
 * ruleset's own economy (sr6: Major, Minor).
 */
export const ACTION_SPEC: SchemaSpec = {
  ruleset: choice(ACTION_RULESETS, "sr"),
  srKind: choice(SR_ITEM_KINDS, "simple"),
  /**
   * The action outside the order this is, blank for none: sr5's interrupt (rule 7, its cost is the engine's),
   * sr6's Anytime action (rule 6); its ruleset refuses one it does not know, with the reason.
   */
  interrupt: text(""),
  /** The kind of its ruleset's own economy (sr6: major, minor); blank in the SR and d20 catalogues. */
  kind: text(""),
  category: choice(ACTION_CATEGORIES, "physical"),
  d20Kind: choice(D20_ACTION_KINDS, "action"),
  description: html(),
};

export const ITEM_SPECS: Record<ItemType, SchemaSpec> = {
  augmentation: AUGMENTATION_SPEC,
  drug: DRUG_SPEC,
  matrixGear: MATRIX_GEAR_SPEC,
  feature: FEATURE_SPEC,
  action: ACTION_SPEC,
};
