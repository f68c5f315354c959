// The sheet's guard on typed values: each changed `system.*` field is checked against the type's spec; a
// bad one is taken out of the update (the old value stays) and reported with its field and the document's
// name, so the rest of the form still saves. Pure: the sheets call it and show the messages.
import { checkValue, fieldAt, valueIn, type Problem, type SchemaSpec } from "./spec";
import type { Localize } from "./formula-view";

/** The problems of the `system.*` values in flat form data ({"system.attributes.body": 4, name: "Alice"}). */
export function findRefused(spec: SchemaSpec, flat: Record<string, unknown>): Problem[] {
  const refused: Problem[] = [];
  for (const [key, value] of Object.entries(flat)) {
    if (!key.startsWith("system.")) continue;
    const path = key.slice("system.".length);
    const field = fieldAt(spec, path);
    const problem = field ? checkValue(field, path, value, (at) => flat[`system.${at}`]) : null;
    if (problem) refused.push(problem);
  }
  return refused;
}

/** Every field with an `atMost` limit, as [its path, the limit's path] ("edge.value", "edge.max"). */
function limitedFields(spec: SchemaSpec, prefix = ""): [string, string][] {
  return Object.entries(spec).flatMap(([key, field]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (field.type === "schema") return limitedFields(field.fields, path);
    return field.type === "number" && field.atMost ? [[path, field.atMost]] : [];
  });
}

/**
 * A limit lowered below the value it caps carries the value down with it (Edge rating 3 -> 1 leaves 1 point,
 * not 3), as long as this change does not set the value itself to something new: a value typed above the
 * limit is still refused by findRefused. `current` is the document's `system` before the change.
 */
export function carryDownToLimits(spec: SchemaSpec, flat: Record<string, unknown>, current: unknown): void {
  for (const [path, limitPath] of limitedFields(spec)) {
    const limit = flat[`system.${limitPath}`];
    if (typeof limit !== "number") continue;
    const now = valueIn(current, path);
    const given = flat[`system.${path}`];
    if (given !== undefined && given !== now) continue;
    if (typeof now === "number" && now > limit) flat[`system.${path}`] = limit;
  }
}

/** The language key of a field's label, from its path ("attributes.body"). */
export type FieldLabelKey = (path: string) => string;

/**
 * Takes every refused value out of `flat` (in place, so the field keeps its old value) and reports each with
 * `warn`, naming the document and the field; the rest of the form is saved as usual.
 */
export function stripRefused(
  spec: SchemaSpec,
  flat: Record<string, unknown>,
  documentName: string,
  labelKey: FieldLabelKey,
  t: Localize,
  warn: (message: string) => void,
): void {
  for (const problem of findRefused(spec, flat)) {
    warn(refusalMessage(problem, documentName, labelKey, t));
    delete flat[`system.${problem.path}`];
  }
}

/** "Alice: Body must be a whole number from 1 to 15 (got -2); the old value is kept." */
export function refusalMessage(
  p: Problem,
  documentName: string,
  labelKey: FieldLabelKey,
  t: Localize,
): string {
  const field = t(labelKey(p.path));
  const value = p.value === null || p.value === undefined || p.value === "" ? "—" : String(p.value);
  const base = { name: documentName, field, value };
  switch (p.rule) {
    case "range":
      return t("SHADOWTURN.Actor.Refused.Range", { ...base, min: p.min, max: p.max });
    case "choice":
      return t("SHADOWTURN.Actor.Refused.Choice", base);
    default:
      return t("SHADOWTURN.Actor.Refused.Type", base);
  }
}
