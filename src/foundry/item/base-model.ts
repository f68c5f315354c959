// What every item type's data model shares: the schema comes from its spec (specs.ts) and
// `initiativeSource()` gives what the item does to initiative (null for gear and actions).
import type { InitiativeSource } from "../../engine";
import { buildSchema } from "../actor/fields";
import { describeProblem, validate, type SchemaSpec } from "../actor/spec";
import { toInitiativeSource } from "./initiative-source";

interface ItemDoc {
  id: string | null;
  name: string;
  type: string;
}

export abstract class ShadowturnItemModel extends foundry.abstract.TypeDataModel {
  static spec: SchemaSpec;

  static override defineSchema() {
    return buildSchema(this.spec);
  }

  /** Rules that span fields (current Edge <= maximum Edge), checked by the same spec the fields came from. */
  static override validateJoint(data: Record<string, unknown>): void {
    const problems = validate(this.spec, data);
    if (problems.length > 0) throw new Error(problems.map(describeProblem).join("; "));
  }

  initiativeSource(): InitiativeSource | null {
    const item = this.parent as ItemDoc | null;
    if (!item) return null;
    return toInitiativeSource({ ...item, system: this as unknown as Record<string, unknown> });
  }
}
