// The GM relay. A player may not write a Combat's `system` (test/stand-in/EVIDENCE.md), where all engine state
// lives, so whatever a player triggers there (end their phase, spend, delay, Edge ...) becomes a request the
// player writes on their OWN Combatant (`system.request`), which the server lets an owner write on 13.340 and
// later (evidence in docs/foundry-layer.md "Relay"; if the server refuses, `sendRequest` tells the player). A
// request carries nothing but what is asked: the active GM's client sees it in Combatant#_onUpdate, whose
// `userId` comes from the server, never from the payload; checks it here (its size before decoding it, an id
// of one fixed shape, the writer, the combatant, the phase the player saw); keeps at most one waiting per
// combatant; applies it with one write that also clears it; or writes back a refusal, a known message key the
// asking player's client shows. A request id the GM has handled is never applied again.
import { parseCommand, type Command, type TimedItem } from "../../engine";
import type { RelayRefusal, RelayRequest } from "./combatant-model";
import { VISIBILITIES, type Visibility } from "./message-mode";
import { combatRefusal, refusalOf, report, showRefusal, type Refusal } from "./notify";
import { MAX_TIMED_NAME, MAX_TIMED_PER_COMBATANT, MAX_TIMED_ITEMS } from "./state-check";

/** The longest request text the GM's client decodes: a request is a few hundred characters. */
export const MAX_REQUEST_CHARS = 2048;
/** The shape of a request id (foundry.utils.randomID()): anything else is dropped unread. */
const REQUEST_ID = /^[A-Za-z0-9]{16}$/;
/** Request ids the GM's client remembers in memory (the Combat keeps each combatant's last one for reloads). */
export const MAX_HANDLED = 256;

export const RELAY_ACTIONS = ["end-phase", "command", "roll"] as const;
export type RelayAction = (typeof RELAY_ACTIONS)[number];

/** Commands a player may ask for their own combatant; the rest (surprise, defeated) are the GM's. */
export const PLAYER_COMMANDS = [
  "spend",
  "delay",
  "intervene",
  "full-defense",
  "seize",
  "blitz",
  "edge-go-first",
  "edge-extra-pass",
  "edge-test",
  "timed-item",
  "swap-tie",
  "action-surge",
  "choose-bonus-category",
  "interrupt",
] as const satisfies readonly Command["type"][];

/**
 * What a player may declare with their own initiative roll (rules "Scores set by hand, and who rolls", rule 2):
 * Edge on the test, Blitz, Seize, a bonus category. Whether the ruleset has it is the engine's to say.
 */
export const ROLL_DECLARATIONS = [
  "edge-test",
  "blitz",
  "seize",
  "choose-bonus-category",
] as const satisfies readonly Command["type"][];

/** The most dice a roll request carries: far more than any formula takes (sr4 with Edge: the pool and its sixes). */
export const MAX_ROLL_DICE = 60;

/** A player's own initiative roll as the GM's client reads it: the dice, and what was declared with them. */
export interface RollClaim {
  /** The faces in the order rolled; each one is the engine's to check (physical-dice.ts). */
  faces: unknown[];
  declare: Command[];
  /** Who sees the roll's card, which the GM's client posts once it keeps the roll (the player's roll mode). */
  mode: Visibility;
}

/** What the GM knows when a request arrives; `user` is the writer as the server reported it. */
export interface RequestContext {
  request: unknown;
  user: ShadowturnUser | undefined;
  combatantId: string;
  /** The writer owns the combatant the request was written on. */
  owned: boolean;
  round: number;
  pass: number;
  currentId: string | null;
  /** The fight's timed items, so a request cannot set more than a combatant may keep. */
  timedItems: readonly TimedItem[];
  /** The world lets owners roll for their own characters (setting whoRolls). */
  ownersRoll: boolean;
}

export type Verdict =
  | { ok: true; id: string; action: "end-phase" }
  | { ok: true; id: string; action: "command"; command: Command }
  | { ok: true; id: string; action: "roll"; roll: RollClaim }
  | { ok: false; id: string | null; refusal: Refusal };

type Loose = Record<string, unknown>;

function isObject(v: unknown): v is Loose {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The command rebuilt from the fields its type has (nothing else from the payload gets through). */
function cleanCommand(raw: unknown, combatantId: string): Command | null {
  if (!isObject(raw) || !(PLAYER_COMMANDS as readonly unknown[]).includes(raw.type)) return null;
  return parseCommand(raw, combatantId);
}

/** The roll a request claims, rebuilt from its dice and its known declarations; null when malformed. */
function cleanRoll(raw: unknown, combatantId: string): RollClaim | null {
  if (!isObject(raw) || !Array.isArray(raw.faces) || raw.faces.length > MAX_ROLL_DICE) return null;
  const list = Array.isArray(raw.declare) ? raw.declare : [];
  const declare = list.map((d) =>
    isObject(d) && (ROLL_DECLARATIONS as readonly unknown[]).includes(d.type)
      ? parseCommand(d, combatantId)
      : null,
  );
  if (declare.some((d) => d === null) || declare.length > ROLL_DECLARATIONS.length) return null;
  const mode = raw.mode ?? "public";
  if (!(VISIBILITIES as readonly unknown[]).includes(mode)) return null;
  return { faces: [...(raw.faces as unknown[])], declare: declare as Command[], mode: mode as Visibility };
}

/**
 * The GM's check of a request: known action and command, written by an owner of the combatant, for that
 * combatant only, for the current turn and pass; ending a phase only while it is that combatant's phase.
 */
export function checkRequest(ctx: RequestContext): Verdict {
  const r = ctx.request;
  const id = isObject(r) && typeof r.id === "string" && REQUEST_ID.test(r.id) ? r.id : null;
  const refuse = (code: string): Verdict => ({ ok: false, id, refusal: combatRefusal(`Relay.${code}`) });
  if (!ctx.user) return refuse("UnknownUser");
  if (!isObject(r) || id === null || !(RELAY_ACTIONS as readonly unknown[]).includes(r.action)) {
    return refuse("UnknownAction");
  }
  if (!ctx.owned) return refuse("NotOwner");
  if (r.turn !== ctx.round || r.pass !== ctx.pass) return refuse("Stale");
  if (r.action === "end-phase") {
    if (ctx.currentId !== ctx.combatantId || r.currentId !== ctx.combatantId) return refuse("NotYourPhase");
    return { ok: true, id, action: "end-phase" };
  }
  if (r.action === "roll") {
    if (!ctx.ownersRoll) return refuse("GmRolls");
    const roll = cleanRoll(r.roll, ctx.combatantId);
    return roll ? { ok: true, id, action: "roll", roll } : refuse("UnknownAction");
  }
  const raw = r.command;
  if (isObject(raw) && raw.combatantId !== ctx.combatantId) return refuse("NotOwner");
  const command = cleanCommand(raw, ctx.combatantId);
  if (!command) return refuse("UnknownAction");
  if (command.type === "timed-item") {
    const params = { max: MAX_TIMED_NAME };
    if (command.name.length > MAX_TIMED_NAME)
      return { ok: false, id, refusal: combatRefusal("Relay.TooLong", params) };
    const own = ctx.timedItems.filter((t) => t.ownerId === ctx.combatantId).length;
    if (own >= MAX_TIMED_PER_COMBATANT || ctx.timedItems.length >= MAX_TIMED_ITEMS) {
      return { ok: false, id, refusal: combatRefusal("Relay.TooMany", { max: MAX_TIMED_PER_COMBATANT }) };
    }
  }
  return { ok: true, id, action: "command", command };
}

/** JSON text back to data; anything unreadable, or longer than MAX_REQUEST_CHARS, becomes null. */
export function decode(text: unknown): unknown {
  if (typeof text !== "string" || text.length > MAX_REQUEST_CHARS) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A request as the player writes it (`roll`: the dice and declarations of a "roll" request). */
export function makeRequest(
  action: RelayAction,
  command: Command | null,
  at: { round: number; pass: number; currentId: string | null },
  roll?: { faces: number[]; declare: Command[]; mode: Visibility },
): RelayRequest {
  return {
    id: foundry.utils.randomID(),
    action,
    command,
    ...(roll ? { roll } : {}),
    turn: at.round,
    pass: at.pass,
    currentId: at.currentId,
  };
}

/**
 * Writes a player's request on their own combatant; true when the server stored it. When the server refuses
 * the write, its promise rejects ("Uncaught (in promise) Error: User ... lacks permission to update Combatant"
 * in Foundry-Ex3 issue #17) and nothing is stored: the player is told what to ask the GM, and nothing waits
 * for an answer, because no request exists.
 */
/** The id of the request `stored` holds (a combatant's `system.request`), or null. */
export function requestIdOf(stored: unknown): string | null {
  const r = decode(stored);
  return isObject(r) && typeof r.id === "string" && REQUEST_ID.test(r.id) ? r.id : null;
}

export async function sendRequest(combatant: Combatant, request: RelayRequest): Promise<boolean> {
  try {
    if (await combatant.update({ system: { request: JSON.stringify(request) } })) return true;
  } catch (err) {
    console.warn("Shadowturn: the server refused a relay request", err);
  }
  showRefusal(combatRefusal("Relay.ServerRefused", { name: combatant.name ?? "" }));
  return false;
}

/** Where a refusal's message may come from: the engine's reasons (codes such as "dice-face") and the combat layer's own. */
const REFUSAL_KEYS = /^SHADOWTURN\.(Error|Combat)\.[A-Za-z0-9.-]+$/;

/** A refusal's parameters as text or numbers, each short; anything else is left out. */
function params(raw: unknown): Record<string, string | number> {
  if (!isObject(raw)) return {};
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(raw).slice(0, 8)) {
    if (typeof v === "number" && Number.isFinite(v)) out[k] = v;
    else if (typeof v === "string") out[k] = v.slice(0, 100);
  }
  return out;
}

/**
 * The refusal `text` holds for this client to show, or null: only one a GM wrote (`writer`, from the server),
 * addressed to this user, with a known message key (the words are this client's, never the writer's).
 */
export function refusalFor(
  text: unknown,
  writer: ShadowturnUser | undefined,
  userId: string,
): Refusal | null {
  return writer?.isGM ? storedRefusal(text, userId) : null;
}

/**
 * The refusal a combatant keeps for `userId` (the last answer to their request, until the GM applies one), with
 * a known message key; null otherwise. Read from the stored document, so the writer is not known: show it only
 * to an owner of that combatant, who could have written it anyway.
 */
export function storedRefusal(text: unknown, userId: string): Refusal | null {
  const r = decode(text) as Partial<RelayRefusal> | null;
  if (!isObject(r) || r.userId !== userId || typeof r.key !== "string" || !REFUSAL_KEYS.test(r.key))
    return null;
  if (!game.i18n.has(r.key)) return null;
  return { key: r.key, params: params(r.params), message: r.key };
}

/** What the GM's client needs of a combat to answer requests (the Combat document gives it). */
export interface RelayHost {
  serial<T>(work: () => Promise<T>): Promise<T>;
  /** The combatant is still in this combat (it may have been deleted while its request waited). */
  present(combatantId: string): boolean;
  round: number;
  pass(): number;
  currentId(): string | null;
  timedItems(): readonly TimedItem[];
  /** The id of the last request handled for a combatant, as the Combat stores it. */
  handledFor(combatantId: string): string | null;
  endPhase(answered: { combatantId: string; requestId: string }): Promise<void>;
  command(cmd: Command, answered: { combatantId: string; requestId: string }): Promise<void>;
  /** The world setting whoRolls lets owners roll. */
  ownersRoll(): boolean;
  /** A player's own initiative roll, checked against the combatant's formula before it is kept. */
  roll(
    claim: RollClaim,
    answered: { combatantId: string; requestId: string },
    user: ShadowturnUser | undefined,
  ): Promise<void>;
}

/**
 * The active GM's side of the relay. At most one request waits per combatant (a newer one replaces the one
 * still waiting, which is dropped unanswered), so a flood of requests never queues ahead of the GM's own clicks
 * more than one step per combatant. Ids are remembered for this session (the last MAX_HANDLED) and, per
 * combatant, the last one applied is stored on the Combat, so a reload of the GM's client never applies that
 * one again.
 */
export class RelayDesk {
  #waiting = new Map<string, { combatant: Combatant; text: string; userId: string }>();
  #handled = new Set<string>();

  constructor(private readonly host: RelayHost) {}

  /** A request written on `combatant` by `userId` (the server's). */
  receive(combatant: Combatant, text: string, userId: string): Promise<void> {
    // too long to be one of ours: not kept, not queued, not decoded
    if (text.length > MAX_REQUEST_CHARS) return Promise.resolve();
    const waiting = this.#waiting.has(combatant.id);
    this.#waiting.set(combatant.id, { combatant, text, userId });
    if (waiting) return Promise.resolve();
    return this.host
      .serial(async () => {
        const next = this.#waiting.get(combatant.id);
        this.#waiting.delete(combatant.id);
        if (next) await this.#answer(next.combatant, next.text, next.userId);
      })
      .catch(report);
  }

  #remember(id: string): void {
    this.#handled.add(id);
    if (this.#handled.size > MAX_HANDLED) this.#handled.delete(this.#handled.values().next().value as string);
  }

  async #answer(combatant: Combatant, text: string, userId: string): Promise<void> {
    const request = decode(text);
    const raw = isObject(request) ? request : null;
    const id = typeof raw?.id === "string" && REQUEST_ID.test(raw.id) ? raw.id : null;
    // Not a request our clients write (too long, unreadable, no id of ours): nothing to answer, no write.
    if (id === null) return;
    // Deleted while its request waited: dropped without a word (the asker's client says it is gone).
    if (!this.host.present(combatant.id)) return;
    if (this.#handled.has(id) || this.host.handledFor(combatant.id) === id) return;
    this.#remember(id);
    const user = game.users.get(userId);
    const verdict = checkRequest({
      request,
      user,
      combatantId: combatant.id,
      owned: user !== undefined && combatant.testUserPermission(user, "OWNER"),
      round: this.host.round,
      pass: this.host.pass(),
      currentId: this.host.currentId(),
      timedItems: this.host.timedItems(),
      ownersRoll: this.host.ownersRoll(),
    });
    // the request's id makes every answer new text, so the same refusal twice reaches the asker twice
    const answer = (r: Refusal) => JSON.stringify({ userId, requestId: id, key: r.key, params: r.params });
    const refuse = (r: Refusal) => combatant.update({ system: { request: null, refusal: answer(r) } });
    if (!verdict.ok) return void (await refuse(verdict.refusal));
    const answered = { combatantId: combatant.id, requestId: id };
    try {
      if (verdict.action === "end-phase") await this.host.endPhase(answered);
      else if (verdict.action === "roll") await this.host.roll(verdict.roll, answered, user);
      else await this.host.command(verdict.command, answered);
    } catch (err) {
      const refusal = refusalOf(err);
      if (!refusal) throw err;
      await refuse(refusal);
    }
  }
}
