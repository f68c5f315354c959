// The slice of Foundry's data layer Shadowturn uses: TypeDataModel and the field classes our actor and item
// models build their schemas from. Ambient script declarations (no import/export), learned from how open-source
// systems call them (FOUNDRY-API.md section 5; SR5 src/module/types/actor/CharacterModel.ts, dnd5e
// module/data/actor/character.mjs). Only what we call is declared.

declare namespace foundry {
  namespace abstract {
    /** Plain data model base (`model.toObject()`, `model.parent`), seen as the base of TypeDataModel in 5e. */
    class DataModel {
      constructor(data?: object, options?: { parent?: unknown; strict?: boolean });
      /** The schema fields (FOUNDRY-API.md 5: `static defineSchema()`). */
      static defineSchema(): Record<string, foundry.data.fields.DataField>;
      /** 5e `module/data/abstract.mjs`: `static migrateData(source)` returning `super.migrateData(source)`. */
      static migrateData(source: Record<string, unknown>): Record<string, unknown>;
      /**
       * Checks the whole cleaned source after the fields have; throws to refuse (seen as
       * `static validateJoint(data)` on TypeDataModels of crucible `CrucibleBackground`, the Origin and
       * other systems, e.g. "Resource value exceeds max").
       */
      static validateJoint(data: Record<string, unknown>): void;
      /** Owning document (5e `this.parent.getRollData()`, FOUNDRY-API.md 5). */
      readonly parent: unknown;
      /** 5e and SR5: `this.toObject()` / `toObject(false)` for a plain copy of the data. */
      toObject(source?: boolean): Record<string, unknown>;
    }

    /**
     * Base for `system` data of Actor and Item subtypes (FOUNDRY-API.md 5; SR5 `CharacterModel.ts`, DS
     * `src/module/data/actor/base.mjs`).
     */
    class TypeDataModel extends DataModel {
      /** Automatic field labels from lang keys (SR5, DS; FOUNDRY-API.md 5). */
      static LOCALIZATION_PREFIXES: string[];
      /** 5e `module/data/actor/character.mjs` `prepareBaseData()`. */
      prepareBaseData(): void;
      /** 5e `prepareDerivedData()`: derived values (our wound modifier). */
      prepareDerivedData(): void;
    }
  }

  namespace data {
    namespace fields {
      /** Options every field takes (SR5 `CharacterModel.ts`: required, nullable, initial; DS: label, hint). */
      interface DataFieldOptions {
        required?: boolean;
        nullable?: boolean;
        /** A value or a function returning one (SR5 `coinFlip: NumberField({initial: () => Math.random()})`). */
        initial?: unknown;
        label?: string;
        hint?: string;
        readonly?: boolean;
        /** Custom validator returning false or throwing to refuse (5e `module/data/fields/*.mjs`). */
        validate?: (value: unknown) => boolean | void;
        validationError?: string;
      }

      /** Common base of all fields (5e subclasses it in `module/data/fields/`). */
      class DataField {
        constructor(options?: DataFieldOptions);
        readonly options: DataFieldOptions;
      }

      /** FOUNDRY-API.md 5: `NumberField({integer, required, nullable, initial, min})`; max seen in 5e ability scores. */
      interface NumberFieldOptions extends DataFieldOptions {
        integer?: boolean;
        min?: number;
        max?: number;
        positive?: boolean;
        step?: number;
      }
      class NumberField extends DataField {
        constructor(options?: NumberFieldOptions);
      }

      /**
       * FOUNDRY-API.md 5: `StringField({required, initial, choices, blank, readonly})`; choices map or array (SR5),
       * or a function returning one (artichron, ryuutama: `choices: () => config.X`).
       */
      interface StringFieldOptions extends DataFieldOptions {
        blank?: boolean;
        trim?: boolean;
        choices?:
          readonly string[] | Record<string, string> | (() => readonly string[] | Record<string, string>);
      }
      class StringField extends DataField {
        constructor(options?: StringFieldOptions);
      }

      /** FOUNDRY-API.md 5: `BooleanField({initial})`. */
      class BooleanField extends DataField {
        constructor(options?: DataFieldOptions);
      }

      /** FOUNDRY-API.md 5: `SchemaField({...})` nests a group of fields (SR5 attributes, 5e abilities). */
      class SchemaField extends DataField {
        constructor(fields: Record<string, DataField>, options?: DataFieldOptions);
        readonly fields: Record<string, DataField>;
      }

      /** FOUNDRY-API.md 5: `ArrayField(new SchemaField(...), {initial: []})` (SR5 `types/combat/Combat.ts`). */
      class ArrayField extends DataField {
        constructor(element: DataField, options?: DataFieldOptions);
        readonly element: DataField;
      }

      /** Free-form object (SR5 `ModifiableField`, 5e flags-like data). */
      class ObjectField extends DataField {
        constructor(options?: DataFieldOptions);
      }

      /**
       * An object of entries under any keys, each cleaned by one element field (v13: draw-steel power-roll
       * `effects: new TypedObjectField(new SchemaField({...}))`, dnd5e group `members`).
       */
      class TypedObjectField extends DataField {
        constructor(element: DataField, options?: DataFieldOptions);
        readonly element: DataField;
      }

      /** FOUNDRY-API.md 5: `HTMLField` for rich descriptions (5e `description.value`). */
      class HTMLField extends StringField {}

      /** FOUNDRY-API.md 5: `EmbeddedDataField(Model, {nullable, initial})` (5e). */
      class EmbeddedDataField extends SchemaField {
        constructor(model: typeof foundry.abstract.DataModel, options?: DataFieldOptions);
      }
    }
  }
}
