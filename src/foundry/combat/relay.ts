// The GM relay. A player may not write a Combat's `system` (FOUNDRY-API.md 1 pitfalls), so whatever a player
// triggers there (end their phase, spend, delay, Edge ...) becomes a request the player writes on their OWN
// Combatant (`system.request`), which the server lets an owner write on 13.340 and later (evidence in
// docs/foundry-layer.md "Relay"; if the server refuses, `sendRequest` tells the player). The active GM sees
// the change in Combatant#_onUpdate, whose `userId` comes from the server, never from the payload; checks it
// here; applies it with one write that also clears the request; or writes a refusal the player's client
// shows. Requests carry an id: one the GM has handled is never applied again.
import { INTERRUPT_ACTIONS, type Command } from "../../engine";
import type { RelayRefusal, RelayRequest } from "./combatant-model";
import { combatRefusal, showRefusal, type Refusal } from "./notify";

export const RELAY_ACTIONS = ["end-phase", "command"] as const;
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
}

export type Verdict =
  | { ok: true; id: string; action: "end-phase" }
  | { ok: true; id: string; action: "command"; command: Command }
  | { ok: false; id: string | null; refusal: Refusal };

type Loose = Record<string, unknown>;

function isObject(v: unknown): v is Loose {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

const str = (v: unknown) => (typeof v === "string" ? v : undefined);

/** The command rebuilt from the fields its type has (nothing else from the payload gets through). */
function cleanCommand(raw: unknown, combatantId: string): Command | null {
  if (!isObject(raw) || !(PLAYER_COMMANDS as readonly unknown[]).includes(raw.type)) return null;
  const type = raw.type as (typeof PLAYER_COMMANDS)[number];
  switch (type) {
    case "spend": {
      const kind = str(raw.kind);
      if (!kind) return null;
      const cmd: Loose = { type, combatantId, kind };
      if (str(raw.category)) cmd.category = raw.category;
      if (str(raw.actionName)) cmd.actionName = raw.actionName;
      if (typeof raw.amount === "number") cmd.amount = raw.amount;
      return cmd as Command;
    }
    case "timed-item":
      return str(raw.name) ? { type, combatantId, name: raw.name as string } : null;
    case "swap-tie":
      return str(raw.otherId) ? { type, combatantId, otherId: raw.otherId as string } : null;
    case "interrupt": {
      const action = INTERRUPT_ACTIONS.find((a) => a === raw.action);
      return action ? { type, combatantId, action } : null;
    }
    case "choose-bonus-category": {
      const category = raw.category;
      return category === "physical" || category === "matrix" || category === "magic"
        ? { type, combatantId, category }
        : null;
    }
    default:
      return { type, combatantId };
  }
}

/**
 * The GM's check of a request: known action and command, written by an owner of the combatant, for that
 * combatant only, for the current turn and pass; ending a phase only while it is that combatant's phase.
 */
export function checkRequest(ctx: RequestContext): Verdict {
  const r = ctx.request;
  const id = isObject(r) && typeof r.id === "string" ? r.id : null;
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
  const raw = r.command;
  if (isObject(raw) && raw.combatantId !== ctx.combatantId) return refuse("NotOwner");
  const command = cleanCommand(raw, ctx.combatantId);
  if (!command) return refuse("UnknownAction");
  return { ok: true, id, action: "command", command };
}

/** JSON text back to data; anything unreadable becomes null (and is then refused as unknown). */
export function decode(text: unknown): unknown {
  if (typeof text !== "string") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A request as the player writes it. */
export function makeRequest(
  action: RelayAction,
  command: Command | null,
  at: { round: number; pass: number; currentId: string | null },
): RelayRequest {
  return {
    id: foundry.utils.randomID(),
    action,
    command,
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
export async function sendRequest(combatant: Combatant, request: RelayRequest): Promise<boolean> {
  try {
    if (await combatant.update({ system: { request: JSON.stringify(request) } })) return true;
  } catch (err) {
    console.warn("Shadowturn: the server refused a relay request", err);
  }
  showRefusal(combatRefusal("Relay.ServerRefused", { name: combatant.name ?? "" }));
  return false;
}

/** The refusal its sender's client should show, or null (not for this user, or unreadable). */
export function refusalFor(text: unknown, userId: string): RelayRefusal | null {
  const r = decode(text);
  if (!isObject(r) || r.userId !== userId || typeof r.key !== "string") return null;
  return r as unknown as RelayRefusal;
}
