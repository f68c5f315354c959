// Core's turn workflow, told in passes. Core decides which turn events to run from the turn index and the
// round alone (it reads "intervals" of the index, assuming one linear order a round: foundryvtt #10786,
// #13983; going back runs nothing, #11988). A new pass moves the index back to the top within the same
// round, so core reads it as going back and runs nothing: effects that end "at the end of your next turn" never expire and region
// behaviours never fire (draw-steel PR #719: "Foundry thinks we're skipping turns all the time"). Shadowturn
// replaces `_manageTurnEvents` (as lancer does) and decides from what the engine stores instead, and does
// everything core's workflow does around its four handlers (Savantford/foundry-weirdwizard's v14 replacement,
// "based on Combat.#triggerTurnEvents"; Metanthropes; draw-steel and draw-steel-combat-tools fire the same
// pieces by hand; test/stand-in/EVIDENCE.md):
// - on the active GM, for each event: core's handler (`_onEndTurn`, `_onEndRound`, `_onStartRound`,
//   `_onStartTurn`, which do nothing themselves), on v14 the effect registry told of the event
//   (`ActiveEffect.registry.refresh(event, context)`, foundryvtt #13667), and the event on the regions of the
//   combatants' tokens (`CONST.REGION_EVENTS.TOKEN_TURN_END` ...), a turn's on its combatant's token, a round's
//   on everyone's;
// - the movement history as the ruleset says (`turnEvents.clearMovement`): each token's at its own turn start
//   through `_clearMovementHistoryOnStartTurn` (core's way, #11730; weirdwizard calls it after `_onStartTurn`),
//   or everyone's at the round start (`clearMovementHistories`, SR5 PR #1729);
// - then on every client the `combatTurnChange` hook (#9664), going back too (weirdwizard and Metanthropes
//   fire it whatever their handlers did).
// What each event means (docs/foundry-layer.md has the table): a turn is each phase of a combatant, in every
// pass (d20: its turn); a round is the combat turn (d20: the round), whatever the number of passes in it. A
// delay is no end of the phase. Going back runs no events (foundryvtt #11988, #11997). The point an event
// compares against is core's `previous`, which every client sets from the stored data as each update arrives
// (core's `#recordPreviousState`), so a GM who takes over reads the same point the last one did.
import { getRuleset, type TurnEventMeaning } from "../../engine";

/** What a ruleset says its turn events mean; null for one no longer registered (its module gone). */
export function turnEventMeaning(ruleset: string): TurnEventMeaning | null {
  try {
    return getRuleset(ruleset).turnEvents;
  } catch {
    return null;
  }
}

/** Where the fight stands: core's history data plus the pass (`_getCurrentState`). */
export interface TurnPoint {
  round: number | null;
  turn: number | null;
  combatantId: string | null;
  pass?: number;
}

export type TurnEvent =
  | { kind: "endTurn"; combatantId: string }
  | { kind: "endRound"; round: number }
  | { kind: "startRound"; round: number }
  | { kind: "startTurn"; combatantId: string };

/**
 * The events of one forward move from `previous` to `current`, in core's order: end of the turn, end of the
 * round, start of the round, start of the turn. `stillWaiting` says whether the combatant who was acting only
 * held its phase (a delay): then its turn has not ended.
 */
export function turnEvents(
  previous: TurnPoint | undefined,
  current: TurnPoint,
  stillWaiting: (combatantId: string) => boolean = () => false,
): TurnEvent[] {
  const round = current.round ?? 0;
  if (round <= 0) return [];
  const before = previous ?? { round: 0, turn: null, combatantId: null, pass: 0 };
  const newRound = round !== (before.round ?? 0);
  const newPass = newRound || (current.pass ?? 1) !== (before.pass ?? 1);
  const moved = newPass || current.combatantId !== before.combatantId;
  if (!moved) return [];
  const out: TurnEvent[] = [];
  const prior = before.combatantId;
  if (prior !== null && (before.round ?? 0) > 0 && (newRound || !stillWaiting(prior)))
    out.push({ kind: "endTurn", combatantId: prior });
  if (newRound && (before.round ?? 0) > 0) out.push({ kind: "endRound", round: before.round ?? 0 });
  if (newRound) out.push({ kind: "startRound", round });
  if (current.combatantId !== null) out.push({ kind: "startTurn", combatantId: current.combatantId });
  return out;
}

/** The slice of the Combat this file drives: core's handlers, the movement history, its combatants. */
export interface EventfulCombat {
  readonly started: boolean;
  readonly current: TurnPoint;
  readonly previous: TurnPoint | undefined;
  readonly combatants: Iterable<Combatant> & { get(id: string): Combatant | undefined };
  _onEndTurn(combatant: Combatant, context: object): Promise<void>;
  _onEndRound(context: object): Promise<void>;
  _onStartRound(context: object): Promise<void>;
  _onStartTurn(combatant: Combatant, context: object): Promise<void>;
  /** Core's per-turn clearing (protected in core; reached through this slice). */
  clearMovementOnStartTurn(combatant: Combatant, context: object): Promise<void>;
  clearMovementHistories(combatants?: Iterable<Combatant>): Promise<unknown>;
}

/** Per combat on this client: the direction of its last update (`options.direction`, -1 going back). */
const lastDirection = new WeakMap<object, number>();

/** Called from the Combat's `_onUpdate` with its options, before core's `_onUpdate` runs the events. */
export function noteDirection(combat: object, options: object): void {
  lastDirection.set(combat, (options as { direction?: number }).direction ?? 1);
}

/** v14's effect registry (foundryvtt #13667); none on v13. */
function effectRegistry(): ShadowturnEffectRegistry | undefined {
  return foundry.documents.ActiveEffect?.registry;
}

/**
 * The combat as the registry should read it for an event of `combatant`: its `combatant` (turnStart) or its
 * `previous` combatant (turnEnd) is that one (draw-steel-combat-tools `fireStartTurn` / `fireEndTurn`: "a combat
 * proxy" with `combatant` or `previous.combatantId` set; weirdwizard's v14 `isExpiryEvent` reads the same two).
 */
function asSeenBy(combat: EventfulCombat, combatant: Combatant, side: "start" | "end"): object {
  if (side === "start") return Object.create(combat, { combatant: { get: () => combatant } });
  const previous = { ...combat.previous, combatantId: combatant.id };
  return Object.create(combat, { previous: { get: () => previous } });
}

/** The event on the regions of these combatants' tokens (weirdwizard `#triggerWWRegionEvents`, draw-steel). */
async function regionEvents(
  combat: EventfulCombat,
  event: string,
  data: object,
  combatants: Iterable<Combatant>,
): Promise<void> {
  const fired: Promise<unknown>[] = [];
  for (const combatant of combatants) {
    const token = combatant.token;
    if (!token) continue;
    for (const region of token.regions ?? [])
      fired.push(region._triggerEvent(event, { token, combatant, combat, ...data }));
  }
  await Promise.allSettled(fired);
}

/** One event, with everything core's workflow does around its handler. */
async function runEvent(
  combat: EventfulCombat,
  event: TurnEvent,
  meaning: TurnEventMeaning,
  previous: TurnPoint | undefined,
): Promise<void> {
  const { current } = combat;
  const registry = effectRegistry();
  const regions = CONST.REGION_EVENTS;
  if (event.kind === "endRound" || event.kind === "startRound") {
    const end = event.kind === "endRound";
    const context = { round: event.round, skipped: false };
    if (end) await combat._onEndRound(context);
    else await combat._onStartRound(context);
    if (!end && meaning.clearMovement === "round") await combat.clearMovementHistories();
    await registry?.refresh(end ? "roundEnd" : "roundStart", { ...context, combat });
    await regionEvents(
      combat,
      end ? regions.TOKEN_ROUND_END : regions.TOKEN_ROUND_START,
      context,
      combat.combatants,
    );
    return;
  }
  const c = combat.combatants.get(event.combatantId);
  if (!c) return;
  if (event.kind === "endTurn") {
    const context = { round: previous?.round ?? current.round, turn: previous?.turn ?? null, skipped: false };
    await combat._onEndTurn(c, context);
    await registry?.refresh("turnEnd", { ...context, combat: asSeenBy(combat, c, "end") });
    await regionEvents(combat, regions.TOKEN_TURN_END, context, [c]);
    return;
  }
  const context = { round: current.round, turn: current.turn, skipped: false };
  await combat._onStartTurn(c, context);
  if (meaning.clearMovement === "turn" && c.token) await combat.clearMovementOnStartTurn(c, context);
  await registry?.refresh("turnStart", { ...context, combat: asSeenBy(combat, c, "start") });
  await regionEvents(combat, regions.TOKEN_TURN_START, context, [c]);
}

/**
 * The replacement of core's `_manageTurnEvents` (core calls it after a Combat or combatant change that moved
 * the current turn, foundryvtt #10387): on the active GM the events of a forward move from core's `previous`
 * to `current`, then on every client the `combatTurnChange` hook. `meaning` is the ruleset's `turnEvents`
 * (null: a ruleset no longer registered, whose events cannot be told; the hook still fires).
 */
export async function manageTurnEvents(
  combat: EventfulCombat,
  meaning: TurnEventMeaning | null,
  stillWaiting: (combatantId: string) => boolean,
): Promise<void> {
  if (!combat.started) return;
  const current = { ...combat.current };
  const previous = combat.previous ? { ...combat.previous } : undefined;
  if (meaning && game.users.activeGM?.isSelf && (lastDirection.get(combat) ?? 1) >= 0) {
    for (const event of turnEvents(previous, current, stillWaiting))
      await runEvent(combat, event, meaning, previous);
  }
  Hooks.callAll("combatTurnChange", combat, previous, current);
}
