// The data model of a Combatant's `system`: only what a player's client may write on their own combatant.
// An owner may write their Combatant's `system` (test/stand-in/EVIDENCE.md), so nothing here is engine state:
// the engine state lives on the Combat (engine-state-fields.ts), which only a GM may write. Here are a
// request to the GM (relay.ts), a refusal the GM wrote back, and the coin that orders ties before the start.
// Even a player's own initiative roll is a request: the GM's client checks it and keeps it on the Combat.
// Registered as CONFIG.Combatant.dataModels.base.

const { NumberField, StringField } = foundry.data.fields;

/** A player's request to the GM, written on their own combatant (relay.ts). */
export interface RelayRequest {
  id: string;
  action: string;
  command: unknown;
  /** A "roll" request's dice and declarations (relay.ts RollClaim). */
  roll?: unknown;
  turn: number;
  pass: number;
  currentId: string | null;
}

/** Why the GM refused a request (a known message key), for the player who asked to show. */
export interface RelayRefusal {
  /** Who asked (the writer of the request as the server reported it): only their client shows it. */
  userId: string;
  /** The request it answers: each answer differs from the last, so Foundry sends it even when its words repeat. */
  requestId?: string;
  key: string;
  params: Record<string, string | number>;
}

/** `combatant.system` as our layer reads it. None of it is ever read as engine state once the fight runs. */
export interface CombatantSystemData {
  /** Orders ties before the start only; the start tosses everyone's coin on the GM's client. */
  coin: number;
  /** A RelayRequest as JSON: a string is replaced whole on update, where an object would merge with the last. */
  request: string | null;
  /** A RelayRefusal as JSON, for the same reason. */
  refusal: string | null;
}

export class CombatantModel extends foundry.abstract.TypeDataModel {
  static override defineSchema() {
    return {
      // Drawn once where the combatant is created and stored, so every client orders ties the same way
      // before the start (FOUNDRY-API.md 1 pitfalls: SR5 `coinFlip: NumberField({initial: () => Math.random()})`).
      coin: new NumberField({ required: true, min: 0, max: 1, initial: () => Math.random() }),
      request: new StringField({ nullable: true, initial: null }),
      refusal: new StringField({ nullable: true, initial: null }),
    };
  }
}
