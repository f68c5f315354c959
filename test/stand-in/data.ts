// Stand-in for Foundry's data layer (foundry.abstract.TypeDataModel, foundry.data.fields), for tests. It
// behaves as our typings slice (src/types/foundry/data.d.ts) declares: fields clean a missing value to its
// initial, refuse a value out of range / not a choice / of the wrong type with an error naming the field,
// and a TypeDataModel exposes its fields as properties. Only what our data models use is implemented.

type Options = foundry.data.fields.DataFieldOptions & {
  integer?: boolean;
  min?: number;
  max?: number;
  blank?: boolean;
  choices?: readonly string[] | Record<string, string> | (() => readonly string[] | Record<string, string>);
};

/** What Foundry throws when a document's data does not fit its model (the message names the field). */
export class DataModelValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DataModelValidationError";
  }
}

class DataField {
  readonly options: Options;
  constructor(options: Options = {}) {
    this.options = options;
  }
  initialValue(): unknown {
    const initial = this.options.initial;
    return typeof initial === "function" ? (initial as () => unknown)() : initial;
  }
  /** The value to store, or an error naming `path` (Foundry: "system.attributes.body: must be ..."). */
  clean(value: unknown, path: string): unknown {
    if (value === undefined) return this.initialValue();
    if (value === null) {
      if (this.options.nullable) return null;
      throw new DataModelValidationError(`${path}: may not be null`);
    }
    return this.check(value, path);
  }
  protected check(value: unknown, _path: string): unknown {
    return value;
  }
}

class NumberField extends DataField {
  protected override check(value: unknown, path: string): unknown {
    const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    if (typeof n !== "number" || Number.isNaN(n))
      throw new DataModelValidationError(`${path}: must be a number`);
    const { integer, min, max } = this.options;
    if (integer && !Number.isInteger(n)) throw new DataModelValidationError(`${path}: must be an integer`);
    if (min !== undefined && n < min) throw new DataModelValidationError(`${path}: must be at least ${min}`);
    if (max !== undefined && n > max) throw new DataModelValidationError(`${path}: must be at most ${max}`);
    return n;
  }
}

class StringField extends DataField {
  protected override check(value: unknown, path: string): unknown {
    if (typeof value !== "string") throw new DataModelValidationError(`${path}: must be a string`);
    if (value === "" && this.options.blank === false)
      throw new DataModelValidationError(`${path}: may not be blank`);
    const given = this.options.choices;
    const choices = typeof given === "function" ? given() : given;
    const allowed = Array.isArray(choices) ? choices : choices ? Object.keys(choices) : null;
    if (allowed && !allowed.includes(value)) {
      throw new DataModelValidationError(`${path}: ${JSON.stringify(value)} is not a valid choice`);
    }
    return value;
  }
}

class HTMLField extends StringField {}

class BooleanField extends DataField {
  protected override check(value: unknown, path: string): unknown {
    if (typeof value !== "boolean") throw new DataModelValidationError(`${path}: must be a boolean`);
    return value;
  }
}

class ObjectField extends DataField {
  override initialValue(): unknown {
    return super.initialValue() ?? {};
  }
}

class SchemaField extends DataField {
  readonly fields: Record<string, DataField>;
  constructor(fields: Record<string, DataField>, options: Options = {}) {
    super(options);
    this.fields = fields;
  }
  override initialValue(): unknown {
    return this.clean({}, "");
  }
  protected override check(value: unknown, path: string): unknown {
    if (typeof value !== "object" || Array.isArray(value))
      throw new DataModelValidationError(`${path}: must be an object`);
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(this.fields)) {
      out[key] = field.clean(source[key], path ? `${path}.${key}` : key);
    }
    return out;
  }
}

/** A field whose every entry is cleaned by one element field (arrays, objects under any keys). */
abstract class ElementField extends DataField {
  readonly element: DataField;
  constructor(element: DataField, options: Options = {}) {
    super(options);
    this.element = element;
  }
}

class ArrayField extends ElementField {
  override initialValue(): unknown {
    return super.initialValue() ?? [];
  }
  protected override check(value: unknown, path: string): unknown {
    if (!Array.isArray(value)) throw new DataModelValidationError(`${path}: must be an array`);
    return value.map((v, i) => this.element.clean(v, `${path}.${i}`));
  }
}

/** Entries under any keys (ids), each cleaned by the one element field. */
class TypedObjectField extends ElementField {
  override initialValue(): unknown {
    return super.initialValue() ?? {};
  }
  protected override check(value: unknown, path: string): unknown {
    if (typeof value !== "object" || Array.isArray(value))
      throw new DataModelValidationError(`${path}: must be an object`);
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        this.element.clean(v, `${path}.${k}`),
      ]),
    );
  }
}

class EmbeddedDataField extends SchemaField {
  constructor(model: { defineSchema(): Record<string, DataField> }, options: Options = {}) {
    super(model.defineSchema(), options);
  }
}

/** Base of every data model: the schema's fields become the instance's properties. */
class DataModel {
  static defineSchema(): Record<string, DataField> {
    return {};
  }
  static migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return source;
  }
  /** Runs after the fields have cleaned the data; throws to refuse it. */
  static validateJoint(_data: Record<string, unknown>): void {}
  readonly parent: unknown;
  #source: Record<string, unknown>;
  /** `path` names where the data sits in the document ("system") so errors name the field fully. */
  constructor(data: object = {}, options: { parent?: unknown; path?: string } = {}) {
    this.parent = options.parent ?? null;
    const ctor = this.constructor as typeof DataModel;
    const schema = new SchemaField(ctor.defineSchema());
    this.#source = schema.clean(
      ctor.migrateData({ ...(data as Record<string, unknown>) }),
      options.path ?? "",
    ) as Record<string, unknown>;
    try {
      ctor.validateJoint(this.#source);
    } catch (error) {
      throw new DataModelValidationError(`${options.path ?? "(data)"}: ${(error as Error).message}`);
    }
    Object.assign(this, structuredClone(this.#source));
  }
  toObject(source = true): Record<string, unknown> {
    return structuredClone(source ? this.#source : ({ ...this } as Record<string, unknown>));
  }
}

class TypeDataModel extends DataModel {
  static LOCALIZATION_PREFIXES: string[] = [];
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}

/** Installs `foundry.abstract` and `foundry.data.fields` on globalThis (keeps other namespaces). */
export function installDataStandIn(): void {
  const g = globalThis as unknown as { foundry?: Record<string, unknown> };
  g.foundry ??= {};
  g.foundry.abstract = { DataModel, TypeDataModel };
  g.foundry.data = {
    fields: {
      DataField,
      NumberField,
      StringField,
      HTMLField,
      BooleanField,
      ObjectField,
      SchemaField,
      ArrayField,
      TypedObjectField,
      EmbeddedDataField,
    },
  };
}

installDataStandIn();
