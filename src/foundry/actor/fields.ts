// Turns a spec (spec.ts) into Foundry data fields for `static defineSchema()`. The fields carry the same
// ranges and choices, so Foundry itself also refuses what the spec refuses.
import type { FieldSpec, SchemaSpec } from "./spec";

function toField(spec: FieldSpec): foundry.data.fields.DataField {
  const f = foundry.data.fields;
  switch (spec.type) {
    case "number":
      return new f.NumberField({
        required: true,
        nullable: false,
        integer: spec.integer ?? true,
        min: spec.min,
        max: spec.max,
        initial: spec.initial,
      });
    case "string":
      return new f.StringField({
        required: true,
        blank: spec.choices ? spec.choices.includes("") : true,
        initial: spec.initial,
        ...(spec.choices ? { choices: [...spec.choices] } : {}),
      });
    case "boolean":
      return new f.BooleanField({ initial: spec.initial });
    case "html":
      return new f.HTMLField({ required: false, blank: true, initial: spec.initial });
    case "schema":
      return new f.SchemaField(buildSchema(spec.fields));
  }
}

/** The `defineSchema()` result for a spec. */
export function buildSchema(spec: SchemaSpec): Record<string, foundry.data.fields.DataField> {
  return Object.fromEntries(Object.entries(spec).map(([key, field]) => [key, toField(field)]));
}
