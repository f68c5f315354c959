// A value read from a scenario together with where it came from, so every complaint names the file and the
// exact field (`combatants[1].items[0].rating`) and says what was expected.
import { ScenarioError } from "./errors";
import type { Params } from "./messages";

/** The longest name, id or action name a scenario may give. */
export const MAX_TEXT = 100;
/** The longest description (a few sentences about the scenario). */
export const MAX_DESCRIPTION = 2000;
/** The most items one combatant may have (as the Foundry layer caps a sheet's list): a list any longer is refused. */
export const MAX_ITEMS = 40;

/**
 * A combatant id: letters, digits, `-` and `_`, starting with a letter or a digit. Ids name rows, keys and
 * command line options (`--seize sam=0.2`); the shape keeps out `__proto__` and the like.
 */
const ID_SHAPE = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;

/**
 * Whether `id` has the shape of a combatant id and is none of the names every JavaScript object already
 * has (`constructor`, `toString`, `valueOf` ...), which a lookup by id would find in any table.
 */
export function isCombatantId(id: string): boolean {
  return ID_SHAPE.test(id) && !Object.hasOwn(Object.prototype, id);
}

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

  /** A list; one of more than `max` entries is refused before any entry is read. */
  list(max = Infinity): Field[] {
    if (!Array.isArray(this.value)) this.fail("list");
    if (this.value.length > max)
      new Field(this.file, this.path, undefined).fail("listLength", { max, length: this.value.length });
    return this.value.map((v, i) => new Field(this.file, `${this.path}[${i}]`, v));
  }

  optList(max = Infinity): Field[] {
    return this.present ? this.list(max) : [];
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

  /** A combatant id (isCombatantId), at most MAX_TEXT characters. */
  id(): string {
    const id = this.str();
    if (!isCombatantId(id)) this.fail("combatantId");
    return id;
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
