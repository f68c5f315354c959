// A player's own initiative roll from their row (rules "Scores set by hand, and who rolls", rule 2): what the
// row's roll menu offers (the formula, the Edge declarations the row's own Edge controls offer that belong to
// the roll, the bonus category to pick, and why the GM refused the last one) and how the menu's fields become
// the roll the Combat document asks the GM for. Pure.
import {
  apply,
  declaredRollOptions,
  initiativeFormula,
  parseCommand,
  rollFormula,
  type CombatantState,
  type CombatState,
  type Command,
  type InitiativeFormula,
} from "../../engine";
import { ROLL_DECLARATIONS } from "../combat/relay";
import { offers } from "../ruleset-ui";
import { badge } from "./badges";
import {
  categoryKey,
  type Badge,
  type BonusCategoryChoice,
  type NextTurnRolls,
  type OwnRollView,
  type RowControls,
  type TrackerViewer,
} from "./view-types";

/**
 * The roll menu of a row, or null: for a player in a world where owners roll, on a row they own that has a
 * roll to make: before the start while it has no score, once the fight runs while the next turn re-rolls it
 * and it has not rolled for it (the GM has the score field and the roll buttons).
 */
export function ownRollView(
  state: CombatState,
  c: CombatantState | undefined,
  controls: RowControls | null,
  viewer: TrackerViewer,
  refusal: string | null = null,
  next: NextTurnRolls | undefined = undefined,
): OwnRollView | null {
  if (!c || viewer.isGM || viewer.ownersRoll !== true || !viewer.ownedIds.has(c.id)) return null;
  const started = state.turn > 0;
  if (started ? next?.unrolled.has(c.id) !== true : c.score !== null) return null;
  const notation = notationOf(state, c.id);
  const declarations = (controls?.edge ?? [])
    .filter((e) => e.available && (ROLL_DECLARATIONS as readonly string[]).includes(e.command))
    .map((e) => {
      // what the roll becomes with it (Blitz: 5d6), as the engine applies it: the dice to enter
      const cmd = parseCommand({ type: e.command }, c.id);
      const changed = cmd ? notationOf(tryApply(state, cmd), c.id) : "";
      return { command: e.command, labelKey: e.labelKey, notation: changed !== notation ? changed : "" };
    });
  const menuKey = started ? "SHADOWTURN.OwnRoll.MenuNext" : "SHADOWTURN.OwnRoll.Menu";
  // a pick is applied when the GM keeps the roll and holds from then on: once the fight runs it would change
  // the current turn's category (or be refused once the phase has begun), so only the first roll offers it
  const categories = started ? [] : categoryChoices(state, c);
  return { notation, declarations, categories, refusal, menuKey };
}

/**
 * bonus-actions rule 5: the categories a combatant eligible for more than one may pick with the roll, the
 * first being the default (what the sheet's pick or the mode gives); none where the ruleset has no categories.
 */
function categoryChoices(state: CombatState, c: CombatantState): BonusCategoryChoice[] {
  if (!offers(state.ruleset, "choose-bonus-category")) return [];
  const formula = formulaOf(state, c);
  const options = formula?.bonusOptions ?? [];
  if (options.length < 2) return [];
  const chosen = c.bonusChoice ?? "";
  const fallback = formula?.bonusActions?.category;
  return [
    ...(fallback ? [{ value: "", labelKey: categoryKey(fallback), count: 0, selected: chosen === "" }] : []),
    ...options.map((o) => ({
      value: o.category,
      labelKey: categoryKey(o.category),
      count: o.count,
      selected: chosen === o.category,
    })),
  ];
}

/**
 * The row's Edge buttons that the open roll menu also offers as tick boxes are marked, so the row hides them
 * while the menu is open: one place to declare what goes with the roll.
 */
export function markRollDeclarations(
  controls: RowControls | null,
  ownRoll: OwnRollView | null,
): RowControls | null {
  if (!controls || !ownRoll || ownRoll.declarations.length === 0) return controls;
  const inMenu = new Set(ownRoll.declarations.map((d) => d.command));
  return {
    ...controls,
    edge: controls.edge.map((e) => (inMenu.has(e.command) ? { ...e, inRollMenu: true } : e)),
  };
}

/** The combatant's formula without what is declared for the roll; null when its data cannot make one. */
function formulaOf(state: CombatState, c: CombatantState): InitiativeFormula | null {
  try {
    return initiativeFormula(state.ruleset, c.input);
  } catch {
    // bad actor data: the roll itself names it
    return null;
  }
}

/** The roll `id` makes in `state` as Foundry notation ("1d6 + 10"); "" when its data cannot make one. */
function notationOf(state: CombatState | null, id: string): string {
  const c = state?.combatants.find((x) => x.id === id);
  if (!state || !c) return "";
  try {
    return rollFormula(initiativeFormula(state.ruleset, c.input, declaredRollOptions(c)));
  } catch {
    // bad actor data: the roll itself names it
    return "";
  }
}

/** `state` after `cmd`, or null when the engine refuses it (no dice are rolled by a declaration). */
function tryApply(state: CombatState, cmd: Command): CombatState | null {
  try {
    return apply(state, cmd, { die: () => 1, coin: () => 0.5 });
  } catch {
    return null;
  }
}

/** The marks of the next turn's rolls, for everyone to see: who still has to roll, whose roll is in. */
export function nextRollBadges(id: string, next: NextTurnRolls | undefined): Badge[] {
  if (next?.unrolled.has(id)) return [badge("unrolledNext", "fa-solid fa-dice-d6")];
  if (next?.rolled.has(id)) return [badge("rolledNext", "fa-solid fa-check")];
  return [];
}

/**
 * The menu's fields as a roll: the declarations ticked, the bonus category picked (bonus-actions rule 5; ""
 * keeps the default), and (entering dice) the faces typed, "5 3" or "5,3".
 */
export function ownRollChoice(
  combatantId: string,
  fields: { mode: string | undefined; dice: string; declare: readonly string[]; category?: string },
): { faces?: unknown[]; declare: Command[] } {
  const ticked = fields.declare
    .filter((t) => (ROLL_DECLARATIONS as readonly string[]).includes(t))
    .flatMap((type) => parseCommand({ type }, combatantId) ?? []);
  // an unknown category is dropped here as the GM's client would drop it (parseCommand)
  const category = fields.category
    ? parseCommand({ type: "choose-bonus-category", category: fields.category }, combatantId)
    : null;
  const declare = category ? [...ticked, category] : ticked;
  if (fields.mode !== "dice") return { declare };
  // a word that is not a number is kept as typed, so the refusal names it ("die 2 shows x")
  const faces = fields.dice
    .split(/[\s,;]+/)
    .filter((w) => w !== "")
    .map((w) => (/^\d+$/.test(w) ? Number(w) : w));
  return { faces, declare };
}
