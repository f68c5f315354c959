// How the d20 economy's movement reads in a table: feet in English, metres where the language plays in
// metres (its words say how many per foot). The simulator prints its moves with the same words.
import type { EconomyWords } from "../economy";

/** A number as the language writes it (a decimal comma in German), at most `digits` after the point. */
export function numberWords(n: number, t: EconomyWords, digits = 1): string {
  return new Intl.NumberFormat(t("NumberLocale"), { maximumFractionDigits: digits }).format(n);
}

/** A d20 distance given in feet, in the language's unit (German tables play in metres: 5 ft = 1,5 m). */
export function distanceWords(feet: number, t: EconomyWords): string {
  return `${numberWords(feet * Number(t("Distance.PerFoot")), t)} ${t("Distance.Unit")}`;
}
