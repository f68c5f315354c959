// A data model whose schema and cross-field checks both come from one spec (spec.ts), so the fields Foundry
// stores and the validation the sheets and pack build run can never drift apart. Actor and item models
// extend it.
import { buildSchema } from "./fields";
import { describeProblem, validate, type SchemaSpec } from "./spec";

export abstract class SpecDataModel extends foundry.abstract.TypeDataModel {
  /** The spec of this document type (actor/specs.ts, item/specs.ts). */
  static spec: SchemaSpec;

  static override defineSchema() {
    return buildSchema(this.spec);
  }

  /** Rules that span fields (e.g. current Edge <= maximum Edge), checked by the spec the fields came from. */
  static override validateJoint(data: Record<string, unknown>): void {
    const problems = validate(this.spec, data);
    if (problems.length > 0) throw new Error(problems.map(describeProblem).join("; "));
  }
}
