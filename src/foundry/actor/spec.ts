// A small, Foundry-free description of our `system` data: each field's type, range, choices and default.
// One spec per actor / item type is the single source of truth for three readers: the Foundry data models
// (fields.ts turns a spec into foundry.data.fields), the sheet's submit check (a bad value is refused with
// its field and actor named) and the compendium build (scripts/packs.mjs validates every source entry).

export type FieldSpec =
  | {
      type: "number";
      min: number;
      max: number;
      initial: number;
      integer?: boolean;
      /** Another field (path from the `system` root) this one may not exceed: current Edge <= maximum Edge. */
      atMost?: string;
    }
  | { type: "string"; initial: string; choices?: readonly string[] }
  | { type: "boolean"; initial: boolean }
  | { type: "html"; initial: string }
  | { type: "schema"; fields: SchemaSpec };

export type SchemaSpec = { readonly [key: string]: FieldSpec };

/** Why a value was refused. `path` is relative to `system` ("attributes.body"). */
export type Problem =
  | { path: string; rule: "range"; value: unknown; min: number; max: number }
  | { path: string; rule: "integer"; value: unknown }
  | { path: string; rule: "choice"; value: unknown; choices: readonly string[] }
  | { path: string; rule: "type"; value: unknown; expected: "number" | "string" | "boolean" | "object" }
  | { path: string; rule: "unknown"; value: unknown };

/** Shorthand for a whole-number field, the common case (ratings, attributes, boxes). */
export function int(min: number, max: number, initial: number, atMost?: string): FieldSpec {
  return { type: "number", min, max, initial, integer: true, ...(atMost ? { atMost } : {}) };
}

export function choice(choices: readonly string[], initial: string): FieldSpec {
  return { type: "string", initial, choices };
}

export function bool(initial = false): FieldSpec {
  return { type: "boolean", initial };
}

export function text(initial = ""): FieldSpec {
  return { type: "string", initial };
}

export function html(): FieldSpec {
  return { type: "html", initial: "" };
}

export function group(fields: SchemaSpec): FieldSpec {
  return { type: "schema", fields };
}

/** The data a fresh document of this spec gets: every field at its initial value. */
export function defaults(spec: SchemaSpec): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(spec)) {
    out[key] = field.type === "schema" ? defaults(field.fields) : field.initial;
  }
  return out;
}

/** The spec of one field by its dotted path ("attributes.body"), or undefined when there is none. */
export function fieldAt(spec: SchemaSpec, path: string): FieldSpec | undefined {
  const [head, ...rest] = path.split(".");
  const field = head === undefined ? undefined : spec[head];
  if (!field || rest.length === 0) return field;
  return field.type === "schema" ? fieldAt(field.fields, rest.join(".")) : undefined;
}

/**
 * Checks one value against one field; returns the problem or null. `valueAt` reads another field of the same
 * document (for `atMost`); without it that rule is not checked.
 */
export function checkValue(
  field: FieldSpec,
  path: string,
  value: unknown,
  valueAt?: (path: string) => unknown,
): Problem | null {
  switch (field.type) {
    case "number": {
      if (typeof value !== "number" || Number.isNaN(value))
        return { path, rule: "type", value, expected: "number" };
      if ((field.integer ?? true) && !Number.isInteger(value)) return { path, rule: "integer", value };
      const limit = field.atMost && valueAt ? valueAt(field.atMost) : undefined;
      const max = typeof limit === "number" ? Math.min(field.max, limit) : field.max;
      if (value < field.min || value > max) return { path, rule: "range", value, min: field.min, max };
      return null;
    }
    case "string":
    case "html":
      if (typeof value !== "string") return { path, rule: "type", value, expected: "string" };
      if (field.type === "string" && field.choices && !field.choices.includes(value)) {
        return { path, rule: "choice", value, choices: field.choices };
      }
      return null;
    case "boolean":
      return typeof value === "boolean" ? null : { path, rule: "type", value, expected: "boolean" };
    case "schema":
      return value !== null && typeof value === "object" && !Array.isArray(value)
        ? null
        : { path, rule: "type", value, expected: "object" };
  }
}

/** The value at a dotted path inside `data` (undefined where there is none). */
export function valueIn(data: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (o, k) => (o !== null && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined),
      data,
    );
}

/**
 * Every problem in `data` (a whole or partial `system` object). Missing fields are fine (they take their
 * initial value); fields the spec does not know are reported, so a typo in a pack source cannot pass.
 */
export function validate(spec: SchemaSpec, data: unknown, prefix = "", root: unknown = data): Problem[] {
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    return [{ path: prefix || "(root)", rule: "type", value: data, expected: "object" }];
  }
  const problems: Problem[] = [];
  for (const [key, value] of Object.entries(data)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const field = spec[key];
    if (!field) {
      problems.push({ path, rule: "unknown", value });
      continue;
    }
    const problem = checkValue(field, path, value, (at) => valueIn(root, at));
    if (problem) problems.push(problem);
    else if (field.type === "schema") problems.push(...validate(field.fields, value, path, root));
  }
  return problems;
}

/** An English sentence for a problem (build output, console, tests); the sheet localises its own. */
export function describeProblem(p: Problem): string {
  const got = JSON.stringify(p.value);
  switch (p.rule) {
    case "range":
      return `${p.path}: ${got} is outside ${p.min}..${p.max}`;
    case "integer":
      return `${p.path}: ${got} is not a whole number`;
    case "choice":
      return `${p.path}: ${got} is not one of ${p.choices.join(", ")}`;
    case "type":
      return `${p.path}: ${got} is not a ${p.expected}`;
    case "unknown":
      return `${p.path}: no such field in this type's data model`;
  }
}
