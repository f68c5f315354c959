// Core's turn events, told in passes. Core decides which turn events to run from the turn index and the round
// alone (foundryvtt #10786, #13983: an "intervals" reading that assumes one linear order per round). A new
// pass moves the index back to the top within the same round, so core reads it as going back and runs
// nothing: effects that end "at the end of your next turn" never expire and region behaviours never fire
// (draw-steel PR #719: "Foundry thinks we're skipping turns all the time"). Shadowturn replaces
// `_manageTurnEvents` (as lancer does) and decides from what the engine stores instead. What each event
// means (docs/foundry-layer.md has the table):
// - a combatant's turn (`_onStartTurn` / `_onEndTurn`: turnStart / turnEnd effects, region turn events) is
//   each of its phases (sr4, sr5, bonus-actions) or its turn (d20);
// - a round (`_onStartRound` / `_onEndRound`: roundStart / roundEnd) is the combat turn (d20: the round),
//   whatever the number of passes in it;
// - token movement history is cleared once per combat turn, at its start, for everyone (SR5 PR #1729 clears
//   it on round start and not on turn start).
// Going back runs no events (foundryvtt #11988, #11997). Only the active GM runs them (a system's override
// of `_manageTurnEvents` checks `game.user.isActiveGM`).

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

/** The slice of the Combat this file drives: core's four handlers and the movement history. */
export interface EventfulCombat {
  readonly current: TurnPoint;
  readonly previous: TurnPoint | undefined;
  readonly combatants: { get(id: string): Combatant | undefined };
  _onEndTurn(combatant: Combatant, context: object): Promise<void>;
  _onEndRound(context: object): Promise<void>;
  _onStartRound(context: object): Promise<void>;
  _onStartTurn(combatant: Combatant, context: object): Promise<void>;
  clearMovementHistories?(): Promise<unknown>;
}

/** Per combat on this client: the direction of its last update (`options.direction`, -1 going back). */
const lastDirection = new WeakMap<object, number>();
/** Per combat on this client: where the fight stood when the events last ran. */
const lastPoint = new WeakMap<object, TurnPoint>();

/** Called from the Combat's `_onUpdate` with its options, before core's `_onUpdate` runs the events. */
export function noteDirection(combat: object, options: object): void {
  lastDirection.set(combat, (options as { direction?: number }).direction ?? 1);
}

/**
 * The replacement of core's `_manageTurnEvents` (core calls it after every Combat and combatant change,
 * foundryvtt #10387): the events of a forward move since the last call, on the active GM. The last point is
 * kept here rather than read from core's `previous`, which moves only when the turn index or round does.
 */
export async function manageTurnEvents(
  combat: EventfulCombat,
  stillWaiting: (combatantId: string) => boolean,
): Promise<void> {
  if (!game.users.activeGM?.isSelf) return;
  const current = { ...combat.current };
  const previous = lastPoint.get(combat) ?? combat.previous;
  lastPoint.set(combat, current);
  if ((lastDirection.get(combat) ?? 1) < 0) return;
  const context = { round: current.round, turn: current.turn, skipped: false };
  for (const event of turnEvents(previous, current, stillWaiting)) {
    if (event.kind === "endRound") await combat._onEndRound({ ...context, round: event.round });
    else if (event.kind === "startRound") {
      await combat._onStartRound(context);
      await combat.clearMovementHistories?.();
    } else {
      const c = combat.combatants.get(event.combatantId);
      if (!c) continue;
      if (event.kind === "endTurn") await combat._onEndTurn(c, context);
      else await combat._onStartTurn(c, context);
    }
  }
}
