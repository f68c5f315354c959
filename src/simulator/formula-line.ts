// The formula line of the initiative block, written so that it adds up to the score the GM sees: each flat
// bonus named by its item ("Wired Reflexes 3"), and the wound modifier in force now, so a kept score that
// was wounded since its roll shows the wound that lowered it.
import {
  formulaParts,
  partSign,
  type CombatantInput,
  type FormulaLabels,
  type FormulaPart,
  type InitiativeFormula,
  type InitiativeRoll,
} from "../engine";

/** "Wired Reflexes III" -> "Wired Reflexes": the number after the name is the bonus, not the rating. */
function withoutRating(name: string): string {
  return name.replace(/\s+[IVX]+$/, "");
}

/** A rolled formula's line, with the wound modifier the combatant has now. */
export function formulaLine(
  roll: InitiativeRoll,
  input: CombatantInput,
  labels: Partial<FormulaLabels>,
): string {
  return formulaText({ ...roll.formula, woundModifier: input.woundModifier }, input, labels);
}

/** A formula as a line, each flat bonus named by the item of `input` it comes from. */
export function formulaText(
  formula: InitiativeFormula,
  input: CombatantInput,
  labels: Partial<FormulaLabels>,
): string {
  const items = new Map(input.sources.map((s) => [s.id, s.name || s.id]));
  const parts: FormulaPart[] = formulaParts(formula, labels).map((p) => {
    const item = p.source === null ? undefined : items.get(p.source);
    return item === undefined ? p : { ...p, text: `${withoutRating(item)} ${p.text}` };
  });
  return parts.map((p, i) => (i === 0 ? "" : " ") + partSign(p, i) + p.text).join("");
}
