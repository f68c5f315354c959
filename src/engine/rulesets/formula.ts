// The initiative formula of one combatant as data (rules "Initiative formulas", sr4 rules, bonus-actions
// rule 4-5, d20 rule 1): which attributes, which items, how many dice, passes and bonus actions, and why an
// item adds nothing. Strings (format.ts) and rolls (roll.ts) are built from this, never the other way round.
import { validateInput } from "../input";
import {
  FORMULA_SPECS,
  formulaSpec,
  type FormulaAttribute,
  type FormulaSpec,
  type ModeLine,
} from "./formula-specs";
import {
  BONUS_CATEGORIES,
  MAX_PASSES,
  type BonusCategory,
  type CombatantInput,
  type CombatantKind,
  type EngineSettings,
  type FormulaTerm,
  type IgnoredSource,
  type InitiativeFormula,
  type InitiativeMode,
  type InitiativeSource,
  type RulesetId,
  type SourceKind,
  type SrAttributes,
} from "../types";

export interface FormulaOptions {
  /** sr5 / bonus-actions: Blitz, 5d6 this turn instead of the mode's dice (sr5 rule 5). */
  blitz?: boolean;
  /** sr4: Edge on the initiative test, Edge dice added and sixes explode (sr4 rule 7a). */
  edge?: boolean;
  /**
   * The combat's settings, where the formula depends on them (sr6: whether wounds lower initiative);
   * absent: the settings' defaults.
   */
  settings?: Pick<EngineSettings, "own">;
}

/** sr5 / bonus-actions: never more than 5d6 in all. */
export const MAX_SR_DICE = 5;
/** sr4: never more than 4 passes (types.ts, where the input's checks read it too). */
export { MAX_PASSES } from "../types";
/** bonus-actions: an initiate grade gives at most +3 magic bonus actions. */
export const MAX_MAGIC_BONUS = 3;

type SrSpec = Extract<FormulaSpec, { family: "sr" }>;
const D20_SPEC: FormulaSpec = FORMULA_SPECS.d20;

/** The modes that use the body: only there do augmentations, drugs and flat bonuses apply. */
const BODY_MODES: readonly InitiativeMode[] = ["physical", "matrix-ar", "rigging-ar"];

/** Dice per mode in sr5 / bonus-actions (body modes add augmentation dice). */
const MODE_DICE: Record<InitiativeMode, number> = {
  physical: 1,
  astral: 2,
  "matrix-ar": 1,
  "matrix-cold": 3,
  "matrix-hot": 4,
  "rigging-ar": 1,
};

/** Base passes per mode in sr4 (body modes add augmentation passes). */
const MODE_PASSES: Record<InitiativeMode, number> = {
  physical: 1,
  astral: 3,
  "matrix-ar": 1,
  "matrix-cold": 2,
  "matrix-hot": 3,
  "rigging-ar": 1,
};

/** The bonus category that fits a mode (bonus-actions rule 5). */
const MODE_CATEGORY: Record<InitiativeMode, BonusCategory> = {
  physical: "physical",
  astral: "magic",
  "matrix-ar": "matrix",
  "matrix-cold": "matrix",
  "matrix-hot": "matrix",
  "rigging-ar": "matrix",
};

/** d20 ability modifier: floor((score - 10) / 2), so DEX 16 gives +3 and DEX 9 gives -1. */
export function d20Modifier(dex: number): number {
  return Math.floor((dex - 10) / 2);
}

export function isBodyMode(mode: InitiativeMode): boolean {
  return BODY_MODES.includes(mode);
}

/** Whether a source does anything in this ruleset at all (otherwise "not-this-ruleset"). */
function mattersIn(spec: FormulaSpec, s: InitiativeSource): boolean {
  if (spec.family !== "sr") return s.d20.initiative !== 0 || s.d20.advantage;
  if (spec.roll === "hits") return s.flat !== 0 || s.passes > 0;
  return s.flat !== 0 || s.dice > 0 || (spec.bonusActions && s.bonusActions > 0);
}

/** How strong a source is for the stacking rule, most important field first. */
function strength(spec: SrSpec, s: InitiativeSource): number[] {
  if (spec.roll === "hits") return [s.passes, s.flat, s.rating];
  return [s.dice, s.bonusActions, s.flat, s.rating];
}

function stronger(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
}

/** Kinds of initiative boost that never stack with each other (rules "Initiative formulas"). */
const BOOST_KINDS: readonly SourceKind[] = ["cyberware", "bioware", "adept-power", "spell"];

/**
 * The group a source stacks in: every implant, adept power and spell is in the one boost group, whatever
 * its data says (a hand-made item often names no group); any other item keeps the group it names, null
 * for none (drugs add up).
 */
function stackingKey(s: InitiativeSource): string | null {
  if (BOOST_KINDS.includes(s.kind)) return "boost";
  return s.stackingGroup === null ? null : `group:${s.stackingGroup}`;
}

/**
 * Sources in one stacking group do not stack: the strongest applies (the first listed on a tie), the
 * others are "outstacked". Sources without a group all apply. Grouped winners come first, then ungrouped
 * items, each in input order: caps then cut drugs before augmentations.
 */
function applyStacking(
  spec: SrSpec,
  sources: InitiativeSource[],
  ignored: IgnoredSource[],
): InitiativeSource[] {
  const winners = new Map<string, InitiativeSource>();
  for (const s of sources) {
    const key = stackingKey(s);
    if (key === null) continue;
    const best = winners.get(key);
    if (!best || stronger(strength(spec, s), strength(spec, best))) winners.set(key, s);
  }
  for (const s of sources) {
    const key = stackingKey(s);
    const best = key === null ? undefined : winners.get(key);
    if (best && best !== s) ignored.push({ sourceId: s.id, name: s.name, reason: "outstacked", by: best.id });
  }
  return [...winners.values(), ...sources.filter((s) => stackingKey(s) === null)];
}

/**
 * Adds each source's amount on top of `base` up to `cap`; a source the cap cuts (partly or wholly) is
 * listed in `ignored` with `reason`. Returns the total and the ids of sources that added something.
 */
function addCapped(
  base: number,
  cap: number,
  sources: InitiativeSource[],
  amount: (s: InitiativeSource) => number,
  reason: "dice-cap" | "pass-cap",
  ignored: IgnoredSource[],
): { total: number; added: Set<string> } {
  let total = base;
  const added = new Set<string>();
  for (const s of sources) {
    const add = amount(s);
    if (add <= 0) continue;
    if (total + add > cap) ignored.push({ sourceId: s.id, name: s.name, reason });
    if (total < cap) added.add(s.id);
    total = Math.min(cap, total + add);
  }
  return { total, added };
}

/**
 * The kind of combatant an input stands for, by the attributes only one kind has (rules formulas rule 5): a
 * drone's or vehicle's Pilot, a spirit's Force; else a person.
 */
export function combatantKind(input: CombatantInput): CombatantKind {
  if (input.attributes.pilot !== undefined) return "vehicle";
  return input.attributes.force !== undefined ? "spirit" : "person";
}

/** The lines of the ruleset's own table for this combatant and mode: its kind's and its mode's. */
function ownLines(spec: SrSpec, input: CombatantInput): { kind?: ModeLine; mode?: ModeLine } {
  const tables = spec.tables;
  if (!tables) return {};
  return { kind: tables.kinds?.[combatantKind(input)]?.[input.mode], mode: tables.modes?.[input.mode] };
}

/**
 * The value of an attribute a table names: Logic counts 0 where an input has none, Force falls back on INT,
 * Pilot on Reaction (which a drone's sheet fills from its Pilot).
 */
function attributeValue(input: CombatantInput, attribute: FormulaAttribute): number {
  const a = input.attributes;
  if (attribute === "logic") return a.logic ?? 0;
  if (attribute === "force") return a.force ?? a.intuition;
  if (attribute === "pilot") return a.pilot ?? a.reaction;
  return a[attribute];
}

/**
 * The attribute terms of a mode: the ruleset's own table (sr6), else the rules table; flat item bonuses are
 * added by the caller. In the rules table a drone or vehicle on its own (a Pilot) and a spirit astrally (a
 * Force) have their own (rules formulas rule 5 1-2): Pilot x 2, in sr4 Pilot + Response; Force x 2
 * astrally in sr5 / bonus-actions, while an sr4 spirit tests like anyone in its mode.
 */
function modeTerms(spec: SrSpec, input: CombatantInput): FormulaTerm[] {
  const lines = ownLines(spec, input);
  const own = lines.kind?.terms ?? lines.mode?.terms;
  if (own) {
    return own.map((t) => ({
      label: t.label,
      value: attributeValue(input, t.attribute) * (t.times ?? 1),
      source: t.attribute,
    }));
  }
  const { reaction, intuition, dataProcessing, response, force, pilot } = input.attributes;
  if (pilot !== undefined) {
    return spec.roll === "hits"
      ? [
          { label: "Pilot", value: pilot, source: "pilot" },
          { label: "RES", value: response, source: "response" },
        ]
      : [{ label: "Pilot×2", value: 2 * pilot, source: "pilot" }];
  }
  if (input.mode === "astral" && force !== undefined && spec.roll === "sum") {
    return [{ label: "Force×2", value: 2 * force, source: "force" }];
  }
  const rea: FormulaTerm = { label: "REA", value: reaction, source: "reaction" };
  const int: FormulaTerm = { label: "INT", value: intuition, source: "intuition" };
  const matrixAttr: FormulaTerm =
    spec.roll === "hits"
      ? { label: "RES", value: response, source: "response" }
      : { label: "DP", value: dataProcessing, source: "dataProcessing" };
  switch (input.mode) {
    case "astral":
      return [{ label: "INT×2", value: 2 * intuition, source: "intuition" }];
    case "matrix-cold":
      return [matrixAttr, int];
    case "matrix-hot":
      return spec.roll === "hits"
        ? [matrixAttr, int, { label: "hot sim", value: 1, source: "hot-sim" }]
        : [matrixAttr, int];
    default:
      return [rea, int];
  }
}

/**
 * A d20 feature that only touches the action economy (a bonus action, Action Surge): not an initiative
 * source, so the d20 formula neither counts nor ignores it.
 */
function economyOnly(s: InitiativeSource): boolean {
  return !mattersIn(D20_SPEC, s) && (s.d20.bonusAction || s.d20.actionSurge > 0);
}

/** Sorts sources into those that may count and those ignored as inactive / not this ruleset / not the body. */
function triage(spec: FormulaSpec, input: CombatantInput, ignored: IgnoredSource[]): InitiativeSource[] {
  const d20 = spec.family !== "sr";
  const body = d20 || isBodyMode(input.mode);
  const usable: InitiativeSource[] = [];
  for (const s of input.sources) {
    if (d20 && economyOnly(s)) continue;
    const reason: IgnoredSource["reason"] | null = !s.active
      ? "inactive"
      : !mattersIn(spec, s)
        ? "not-this-ruleset"
        : !body
          ? "not-body-mode"
          : null;
    if (reason) ignored.push({ sourceId: s.id, name: s.name, reason });
    else usable.push(s);
  }
  return usable;
}

function sum(terms: FormulaTerm[]): number {
  return terms.reduce((total, t) => total + t.value, 0);
}

type BonusOption = { category: BonusCategory; count: number };

/**
 * bonus-actions rule 4: every category this combatant could take bonus actions in. Items that grant bonus
 * actions are added to `counted`; drugs are listed as ignored instead.
 */
function bonusOptions(
  input: CombatantInput,
  applied: InitiativeSource[],
  counted: Set<string>,
  ignored: IgnoredSource[],
): BonusOption[] {
  const counts: Record<BonusCategory, number> = { physical: 0, matrix: 0, magic: 0 };
  for (const s of applied) {
    if (s.bonusActions <= 0) continue;
    if (s.kind === "drug") {
      ignored.push({ sourceId: s.id, name: s.name, reason: "drug-no-bonus-actions" });
      continue;
    }
    // An item's bonus actions are physical unless it says otherwise (augmentation, adept power, spell).
    const category = s.bonusCategory ?? "physical";
    // One category's bonus actions come from one item, the best one: never a sum.
    counts[category] = Math.max(counts[category], s.bonusActions);
    counted.add(s.id);
  }
  const { mode } = input;
  // AR with a DNI (matrix-ar or rigging-ar) and cold sim: +2.
  const arWithDni = (mode === "matrix-ar" || mode === "rigging-ar") && input.dni;
  if (arWithDni || mode === "matrix-cold") counts.matrix = Math.max(counts.matrix, 2);
  if (mode === "matrix-hot") counts.matrix = Math.max(counts.matrix, 3);
  // "In the physical world and when astral": AR and rigging by AR keep the magician in the physical
  // world; only full VR (cold or hot sim) leaves it.
  const inVr = mode === "matrix-cold" || mode === "matrix-hot";
  if (!inVr && input.initiateGrade > 0) {
    counts.magic = Math.max(counts.magic, Math.min(MAX_MAGIC_BONUS, input.initiateGrade));
  }
  return BONUS_CATEGORIES.filter((c) => counts[c] > 0).map((category) => ({
    category,
    count: counts[category],
  }));
}

/** bonus-actions rule 5: the chosen category, else the one that fits the mode, else the largest. */
function chooseBonus(input: CombatantInput, options: BonusOption[]): BonusOption | null {
  const find = (c: BonusCategory | null) => options.find((o) => o.category === c);
  const chosen = find(input.bonusCategory) ?? find(MODE_CATEGORY[input.mode]);
  if (chosen) return chosen;
  return options.reduce<BonusOption | null>((best, o) => (!best || o.count > best.count ? o : best), null);
}

/** Whether the wound modifier counts (sr6 rule 8: only while the ruleset's setting says so). */
function woundsCount(spec: SrSpec, opts: FormulaOptions): boolean {
  const wounds = spec.tables?.wounds;
  if (!wounds) return true;
  const set = opts.settings?.own?.[wounds.setting];
  return typeof set === "boolean" ? set : wounds.default;
}

function srFormula(
  ruleset: RulesetId,
  spec: SrSpec,
  input: CombatantInput,
  opts: FormulaOptions,
): InitiativeFormula {
  const ignored: IgnoredSource[] = [];
  const hits = spec.roll === "hits";
  const applied = applyStacking(spec, triage(spec, input, ignored), ignored);
  const flatTerms = applied
    .filter((s) => s.flat !== 0)
    .map((s): FormulaTerm => ({ label: s.name || s.id, value: s.flat, source: s.id }));
  const terms = [...modeTerms(spec, input), ...flatTerms];
  const attributePart = sum(terms);
  // Sources that change something: a flat bonus, dice or passes under the cap, bonus actions.
  const counted = new Set(flatTerms.map((t) => t.source));

  let dice: number;
  let passes = 1;
  let options: BonusOption[] = [];
  const edge = hits && opts.edge === true;
  const blitz = !hits && opts.blitz === true;
  if (hits) {
    // sr4: the test pool is the attribute part (flat bonuses included), plus Edge dice with Edge.
    dice = Math.max(0, attributePart) + (edge ? input.attributes.edge : 0);
    const base = input.basePasses?.[input.mode] ?? MODE_PASSES[input.mode];
    const extra = addCapped(base, MAX_PASSES, applied, (s) => s.passes, "pass-cap", ignored);
    passes = extra.total;
    extra.added.forEach((id) => counted.add(id));
  } else {
    // the ruleset's own line for a kind of combatant, else the kind's dice, else the mode's
    const lines = ownLines(spec, input);
    const base =
      lines.kind?.dice ?? input.baseDice?.[input.mode] ?? lines.mode?.dice ?? MODE_DICE[input.mode];
    const cap = spec.tables?.maxDice ?? MAX_SR_DICE;
    const extra = addCapped(base, cap, applied, (s) => s.dice, "dice-cap", ignored);
    extra.added.forEach((id) => counted.add(id));
    // Blitz: 5d6 instead of the mode's dice, whatever the augmentations give.
    dice = blitz ? MAX_SR_DICE : extra.total;
    if (spec.bonusActions) options = bonusOptions(input, applied, counted, ignored);
  }

  return {
    ruleset,
    mode: input.mode,
    terms,
    attributePart,
    woundModifier: woundsCount(spec, opts) ? input.woundModifier : 0,
    dice,
    faces: 6,
    kind: spec.roll,
    explode: edge,
    keep: "all",
    passes,
    bonusActions: spec.bonusActions ? chooseBonus(input, options) : null,
    bonusOptions: options,
    contributing: input.sources.filter((s) => counted.has(s.id)).map((s) => s.id),
    ignored,
    blitz,
  };
}

function d20Formula(ruleset: RulesetId, input: CombatantInput): InitiativeFormula {
  const ignored: IgnoredSource[] = [];
  const applied = triage(D20_SPEC, input, ignored);
  const terms: FormulaTerm[] = [
    { label: "DEX", value: d20Modifier(input.d20.dex), source: "dex" },
    ...applied
      .filter((s) => s.d20.initiative !== 0)
      .map((s): FormulaTerm => ({ label: s.name || s.id, value: s.d20.initiative, source: s.id })),
  ];
  const advantage = applied.some((s) => s.d20.advantage);
  const disadvantage = input.d20.disadvantage;
  // d20 rule 1: advantage and disadvantage at once cancel out.
  const keep = advantage === disadvantage ? "all" : advantage ? "highest" : "lowest";
  return {
    ruleset,
    mode: input.mode,
    terms,
    attributePart: sum(terms),
    woundModifier: 0,
    dice: keep === "all" ? 1 : 2,
    faces: 20,
    kind: "sum",
    explode: false,
    keep,
    passes: 1,
    bonusActions: null,
    bonusOptions: [],
    contributing: applied.map((s) => s.id),
    ignored,
    blitz: false,
  };
}

/**
 * The initiative formula of `input` in `ruleset`. Throws InputError (naming actor and field) on bad input.
 * `opts.blitz` only matters in sr5 / bonus-actions, `opts.edge` only in sr4, `opts.settings` where the
 * ruleset's formula reads one of its own settings (sr6's wounds).
 */
export function initiativeFormula(
  ruleset: RulesetId,
  input: CombatantInput,
  opts: FormulaOptions = {},
): InitiativeFormula {
  let known = formulas.get(input);
  if (known === undefined) formulas.set(input, (known = new Map()));
  const spec = formulaSpec(ruleset);
  // the settings matter only where wounds depend on one (sr6 rule 8)
  const wounds = spec.family === "sr" && spec.tables?.wounds ? `+w${String(woundsCount(spec, opts))}` : "";
  const key = `${ruleset}${opts.blitz === true ? "+blitz" : ""}${opts.edge === true ? "+edge" : ""}${wounds}`;
  let formula = known.get(key);
  if (formula === undefined) {
    validateInput(input);
    formula = spec.family === "sr" ? srFormula(ruleset, spec, input, opts) : d20Formula(ruleset, input);
    known.set(key, formula);
  }
  return formula;
}

/**
 * The attributes the formula of `ruleset` reads in `mode` for a combatant of `kind` (a scenario must give
 * them, a sheet shows them): SrAttributes keys, or "dex" for d20. Edge and Reaction, which break ties, are
 * the caller's to add.
 */
export function formulaReads(
  ruleset: RulesetId,
  mode: InitiativeMode,
  kind: CombatantKind = "person",
): readonly string[] {
  const spec = formulaSpec(ruleset);
  if (spec.family !== "sr") return ["dex"];
  // the terms of a probe of that kind: what they are made of is what the formula reads
  const attributes: SrAttributes = { reaction: 0, intuition: 0, edge: 0, dataProcessing: 0, response: 0 };
  if (kind === "vehicle") attributes.pilot = 0;
  if (kind === "spirit") attributes.force = 0;
  const probe = { attributes, mode } as CombatantInput;
  return modeTerms(spec, probe)
    .map((t) => t.source)
    .filter((source) => source !== "hot-sim");
}

/** Whether the formula of `ruleset` counts the DNI in AR (bonus-actions rule 4: Matrix bonus actions). */
export function formulaUsesDni(ruleset: RulesetId): boolean {
  const spec = formulaSpec(ruleset);
  return spec.family === "sr" && spec.bonusActions;
}

// Inputs are replaced, never changed in place (the layer builds a new one whenever the actor changes), so a
// formula is worked out once per input and options: every turn start asks for it again, and working it out
// (stacking, caps, options) cost more than the roll itself. Callers never change a formula either.
const formulas = new WeakMap<CombatantInput, Map<string, InitiativeFormula>>();
