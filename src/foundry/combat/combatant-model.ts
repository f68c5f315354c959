// The data model of a Combatant's `system`: the engine's per-combatant turn state (everything of
// CombatantState except the score, which is the Combatant's own `initiative`), plus the relay fields a
// player writes to ask the GM for something (relay.ts). Registered as CONFIG.Combatant.dataModels.base.
import type { Budget, CombatantFlags, CombatantInput, CombatantState, InitiativeRoll } from "../../engine";

const { BooleanField, NumberField, ObjectField, SchemaField, StringField } = foundry.data.fields;

/** The flags the schema knows; any flag the engine adds later is kept in `extra.flags` (state-mapping.ts). */
export const FLAG_KEYS = [
  "seized",
  "blitz",
  "delayed",
  "glitch",
  "criticalGlitch",
  "surprised",
  "fullDefense",
  "goFirst",
  "extraPass",
  "pendingPasses",
  "actionSurgeUses",
  "actionSurgedThisTurn",
  "defeated",
  "fullDefenseOwed",
  "seizeDeclared",
  "blitzDeclared",
] as const satisfies readonly (keyof CombatantFlags)[];

export const BUDGET_KEYS = [
  "simple",
  "bonus",
  "free",
  "action",
  "bonusAction",
  "reaction",
  "object",
  "movement",
] as const satisfies readonly (keyof Budget)[];

export const NUMBER_FLAGS: readonly string[] = ["pendingPasses", "actionSurgeUses"];

/** A player's request to the GM, written on their own combatant (relay.ts). */
export interface RelayRequest {
  id: string;
  action: string;
  command: unknown;
  turn: number;
  pass: number;
  currentId: string | null;
}

/** Why the GM refused a request (the id of that request and a localisable reason), for its sender to show. */
export interface RelayRefusal {
  id: string;
  /** Who asked (the writer of the request as the server reported it): only their client shows it. */
  userId: string;
  key: string;
  params: Record<string, string | number>;
  message: string;
}

/** `combatant.system` as our layer reads it: the engine's CombatantState without id and score, plus the relay. */
export interface CombatantSystemData extends Pick<
  CombatantState,
  "coin" | "passes" | "phasesTaken" | "actedThisPass" | "budget" | "flags" | "tieOrder"
> {
  /** The engine input the current score was computed from (null before the combatant joins the engine). */
  input: CombatantInput | null;
  roll: InitiativeRoll | null;
  /** CombatantState fields the schema does not name (phaseBegun, freeUsedAt ...), and `flags` beyond FLAG_KEYS. */
  extra: Record<string, unknown>;
  /** A RelayRequest as JSON: a string is replaced whole on update, where an object would merge with the last. */
  request: string | null;
  handledRequest: string | null;
  /** A RelayRefusal as JSON, for the same reason. */
  refusal: string | null;
}

const int = () => new NumberField({ required: true, integer: true, initial: 0 });

export class CombatantModel extends foundry.abstract.TypeDataModel {
  static override defineSchema() {
    const flags = Object.fromEntries(
      FLAG_KEYS.map((k) => [k, NUMBER_FLAGS.includes(k) ? int() : new BooleanField({ initial: false })]),
    );
    const budget = Object.fromEntries(BUDGET_KEYS.map((k) => [k, int()]));
    return {
      input: new ObjectField({ nullable: true, initial: null }),
      roll: new ObjectField({ nullable: true, initial: null }),
      // Drawn once where the combatant is created and stored, so every client breaks ties the same way
      // (FOUNDRY-API.md 1 pitfalls: SR5 `coinFlip: NumberField({initial: () => Math.random()})`).
      coin: new NumberField({ required: true, min: 0, max: 1, initial: () => Math.random() }),
      passes: int(),
      phasesTaken: int(),
      actedThisPass: new BooleanField({ initial: false }),
      budget: new SchemaField({
        ...budget,
        bonusCategory: new StringField({
          nullable: true,
          initial: null,
          choices: ["physical", "matrix", "magic"],
        }),
      }),
      flags: new SchemaField(flags),
      tieOrder: new NumberField({ nullable: true, integer: true, initial: null }),
      extra: new ObjectField({ initial: {} }),
      request: new StringField({ nullable: true, initial: null }),
      handledRequest: new StringField({ nullable: true, initial: null }),
      refusal: new StringField({ nullable: true, initial: null }),
    };
  }
}
