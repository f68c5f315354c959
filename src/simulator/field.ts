// A value read from a scenario together with where it came from, so every complaint names the file and the
// exact field (`combatants[1].items[0].rating`) and says what was expected.
import { ScenarioError } from "./errors";
import type { Params } from "./messages";

/** The longest name, id or action name a scenario may give. */
export const MAX_TEXT = 100;
/** The longest description (a few sentences about the scenario). */
export const MAX_DESCRIPTION = 2000;

export class Field {
  constructor(
    readonly file: string,
    readonly path: string,
    readonly value: unknown,
  ) {}

  get present(): boolean {
    return this.value !== undefined && this.value !== null;
  }

  fail(expected: string, params: Params = {}): never {
    throw new ScenarioError(this.file, this.path || "(top level)", expected, params, this.value);
  }

  /** A child of a mapping. */
  at(key: string): Field {
    const obj = this.present ? this.mapping() : {};
    return new Field(this.file, this.path ? `${this.path}.${key}` : key, obj[key]);
  }

  mapping(): Record<string, unknown> {
    const v = this.value;
    if (typeof v !== "object" || v === null || Array.isArray(v)) this.fail("mapping");
    return v as Record<string, unknown>;
  }

  /** Refuses keys the format does not know: a typo must not be silently ignored. The key is what is wrong, not its value. */
  onlyKeys(allowed: readonly string[]): this {
    if (!this.present) return this;
    for (const key of Object.keys(this.mapping())) {
      if (!allowed.includes(key)) {
        new Field(this.file, this.path ? `${this.path}.${key}` : key, undefined).fail("knownKey", {
          key,
          keys: allowed.join(", "),
        });
      }
    }
    return this;
  }

  list(): Field[] {
    if (!Array.isArray(this.value)) this.fail("list");
    return this.value.map((v, i) => new Field(this.file, `${this.path}[${i}]`, v));
  }

  optList(): Field[] {
    return this.present ? this.list() : [];
  }

  int(min: number, max: number): number {
    const v = this.value;
    if (!this.present) this.fail("missingInt", { min, max });
    if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) this.fail("int", { min, max });
    return v;
  }

  optInt(min: number, max: number, fallback: number): number {
    return this.present ? this.int(min, max) : fallback;
  }

  /** A text of at most `max` characters: names and ids are short, and every table line repeats them. */
  str(max = MAX_TEXT): string {
    if (typeof this.value === "number" && Number.isFinite(this.value)) return String(this.value);
    if (typeof this.value !== "string" || this.value.trim() === "") this.fail("text");
    if (this.value.length > max) this.fail("textLength", { max, length: this.value.length });
    return this.value;
  }

  optStr(fallback: string, max = MAX_TEXT): string {
    return this.present ? this.str(max) : fallback;
  }

  bool(): boolean {
    if (typeof this.value !== "boolean") this.fail("bool");
    return this.value;
  }

  optBool(fallback: boolean): boolean {
    return this.present ? this.bool() : fallback;
  }

  oneOf<T extends string>(allowed: readonly T[]): T {
    if (!allowed.includes(this.value as T)) this.fail("oneOf", { options: allowed.join(", ") });
    return this.value as T;
  }

  optOneOf<T extends string>(allowed: readonly T[], fallback: T): T {
    return this.present ? this.oneOf(allowed) : fallback;
  }
}
