// Handing the phase on inside a pass without copying anyone. When a pass begins its order is known (plan.ts,
// one sort at most), and as long as nobody does anything but end phases, the state after k advances follows
// from that order alone: the first k have acted, the k+1st has its phase open, the rest wait as they were.
// So an advance inside such a pass returns a state that holds only its place in the queue; its `combatants`
// and `actedOrder` are built from the pass's first state the first time anyone reads them (once per state,
// with the same combatant objects in every state of the pass). An advance then costs the same whatever the
// number of combatants, and a whole pass about what planning it costs (bench: play / plan).
//
// Such a state is a Proxy whose target is filled with the plain state it stands for on first read: it reads,
// spreads, compares, freezes and serializes as that plain state, and a change made to it goes to the target
// and takes it off the queue. Measured on the bench machine, a Proxy costs about 20 ns to make, an object
// literal with getters about 1.2 us and a WeakMap entry per state about 450 ns; each read of it about 17 ns,
// with or without a `get` trap (a target holding the plain fields itself, read with no trap, was no faster,
// so the trap answers them from the queue). A copy of it ({ ...state }) is a plain state without a place, so
// the queue can never be stale, only missing, and then the shared flow (combat.ts) searches as before.
// (structuredClone refuses proxies: copy with a spread first.)
import { passOrder } from "./plan";
import type { Ruleset } from "./rulesets/ruleset";
import type { CombatantState, CombatState } from "./types";

/** What happens to a combatant when its phase begins, and when it ends (the shared flow's own steps). */
export interface PhaseSteps {
  open(c: CombatantState, state: CombatState): CombatantState;
  end(c: CombatantState): CombatantState;
  /** end(open(c, state)) in one step, for a phase nobody looked at while it was open. */
  openAndEnd(c: CombatantState, state: CombatState): CombatantState;
  /** `c` as nextPass left it, cleared for the new pass; `kept`: nextPass did not copy it (copy before changing). */
  ready(c: CombatantState, kept: boolean): CombatantState;
}

/** One pass from its first state: who acts in what order, and each one's opened and ended combatant. */
export interface PassQueue {
  /** The pass's first state: order[0] acting, nobody has acted yet. */
  root: CombatState;
  /** Everyone with a phase in this pass, in phase order. */
  order: readonly string[];
  /** slots[p]: where order[p] sits in root.combatants (advances never reorder them). */
  slots: readonly number[];
  steps: PhaseSteps;
  /** opened[p] / ended[p]: order[p]'s combatant with its phase open / over; made when first needed. */
  opened: (CombatantState | undefined)[];
  ended: (CombatantState | undefined)[];
  /** phaseBySlot's answer, once asked. */
  bySlot?: Int32Array;
}

/** Where a queued state stands: `at` advances into its queue's pass. */
interface Place {
  queue: PassQueue;
  at: number;
  /** Its plain state has been built (into the proxy's target). */
  built: boolean;
  /** Someone changed the state in place: it no longer follows from the queue. */
  changed: boolean;
}

/** Only a queued state answers to this key, with its place; plain states have no such property. */
const PLACE = Symbol("shadowturn pass place");

function openedAt(q: PassQueue, p: number): CombatantState {
  return (q.opened[p] ??= q.steps.open(q.root.combatants[q.slots[p]!]!, q.root));
}

function endedAt(q: PassQueue, p: number): CombatantState {
  const opened = q.opened[p];
  return (q.ended[p] ??=
    opened === undefined ? q.steps.openAndEnd(q.root.combatants[q.slots[p]!]!, q.root) : q.steps.end(opened));
}

/** Builds into `target` the plain state of `place`: the first `at` in the order done, order[at] acting. */
function build(target: CombatState, place: Place): CombatState {
  if (place.built) return target;
  const { queue: q, at } = place;
  const combatants = q.root.combatants.slice();
  for (let p = 0; p < at; p += 1) combatants[q.slots[p]!] = endedAt(q, p);
  combatants[q.slots[at]!] = openedAt(q, at);
  Object.assign(target, q.root, { currentId: q.order[at]!, actedOrder: q.order.slice(0, at), combatants });
  place.built = true;
  return target;
}

/**
 * The proxy's traps: the fields every advance reads are answered from the queue; anything else builds the
 * plain state into the target first and then acts on it as on any object, so a queued state is, to anyone
 * who looks, its plain state (Proxy invariants hold because the target is what is reported).
 */
class QueuedState implements ProxyHandler<CombatState>, Place {
  changed = false;
  constructor(
    readonly queue: PassQueue,
    readonly at: number,
    public built: boolean,
  ) {}

  get(target: CombatState, key: string | symbol): unknown {
    if (key === PLACE) return this;
    if (!this.built) {
      // one branch per field: a load by a variable key is several times slower, and the bench reads these
      // between every two advances
      const root = this.queue.root;
      switch (key) {
        case "currentId":
          return this.queue.order[this.at];
        case "turn":
          return root.turn;
        case "pass":
          return root.pass;
        case "ruleset":
          return root.ruleset;
        case "settings":
          return root.settings;
      }
    }
    return Reflect.get(build(target, this), key);
  }
  has(target: CombatState, key: string | symbol): boolean {
    return key in build(target, this);
  }
  ownKeys(target: CombatState): (string | symbol)[] {
    return Reflect.ownKeys(build(target, this));
  }
  getOwnPropertyDescriptor(target: CombatState, key: string | symbol): PropertyDescriptor | undefined {
    return Reflect.getOwnPropertyDescriptor(build(target, this), key);
  }
  set(target: CombatState, key: string | symbol, value: unknown): boolean {
    this.changed = true;
    return Reflect.set(build(target, this), key, value);
  }
  defineProperty(target: CombatState, key: string | symbol, descriptor: PropertyDescriptor): boolean {
    this.changed = true;
    return Reflect.defineProperty(build(target, this), key, descriptor);
  }
  deleteProperty(target: CombatState, key: string | symbol): boolean {
    this.changed = true;
    return Reflect.deleteProperty(build(target, this), key);
  }
  preventExtensions(target: CombatState): boolean {
    this.changed = true;
    return Reflect.preventExtensions(build(target, this));
  }
}

// The queued state made last, and its place: the state a caller hands back to advance is nearly always the
// one advance just returned, and comparing the two costs nothing, where asking the state for its place is a
// read through its Proxy (about 17 ns, a third of an advance inside a pass).
let lastState: CombatState | null = null;
let lastPlace: QueuedState | null = null;

/** The state `at` advances into `queue`'s pass; `plain` when that state exists already (a pass's first). */
function stateAt(queue: PassQueue, at: number, plain: CombatState | null = null): CombatState {
  const place = new QueuedState(queue, at, plain !== null);
  const state = new Proxy(plain ?? ({} as CombatState), place);
  lastState = state;
  lastPlace = place;
  return state;
}

/** The place of a queued state (the one made last without reading it); undefined for a plain state. */
function placeIn(state: CombatState): Place | undefined {
  return state === lastState ? lastPlace! : (state as unknown as Record<symbol, Place | undefined>)[PLACE];
}

/** phaseBySlot(q)[slot]: 1 + the place in q's order of the combatant at `slot`; 0 for one with no phase. */
function phaseBySlot(q: PassQueue): Int32Array {
  if (q.bySlot !== undefined) return q.bySlot;
  const phase = new Int32Array(q.root.combatants.length);
  for (let p = 0; p < q.slots.length; p += 1) phase[q.slots[p]!] = p + 1;
  return (q.bySlot = phase);
}

function newQueue(root: CombatState, order: string[], slots: number[], steps: PhaseSteps): PassQueue {
  const opened: (CombatantState | undefined)[] = [root.combatants[slots[0]!]];
  return { root, order, slots, steps, opened, ended: [] };
}

/**
 * Where `state` stands in its pass's queue: its own place, or a new queue when the pass has just begun
 * (nobody has acted, nobody delays, the first in order is the one acting). Null otherwise, and with
 * autoSkipSpent, whose skipping the shared flow handles.
 */
function placeOf(rs: Ruleset, state: CombatState, steps: PhaseSteps): Place | null {
  const own = placeIn(state);
  if (own !== undefined) return own.changed ? null : own;
  if (state.actedOrder.length > 0 || state.currentId === null || state.settings.autoSkipSpent) return null;
  const pass = passOrder(rs, state);
  if (pass === null || pass.ids[0] !== state.currentId) return null;
  return { queue: newQueue(state, pass.ids, pass.slots, steps), at: 0, built: true, changed: false };
}

/**
 * The next phase of the pass by its queue: the same state the shared flow would make by ending the current
 * phase and searching for the next actor. Null when there is no queue, or the pass is over: then the shared
 * flow takes over.
 */
export function advanceInQueue(rs: Ruleset, state: CombatState, steps: PhaseSteps): CombatState | null {
  const place = placeOf(rs, state, steps);
  return place === null ? null : nextPlace(place);
}

/**
 * advanceInQueue for a state that already has its place (every advance inside a pass but the first): one read
 * of the state, nothing asked of the ruleset. Null otherwise.
 */
export function advanceInPlace(state: CombatState): CombatState | null {
  const place = placeIn(state);
  return place === undefined || place.changed ? null : nextPlace(place);
}

function nextPlace({ queue, at }: Place): CombatState | null {
  const next = at + 1;
  // (a queue never holds a phase begun before its turn: passOrder and passAfter leave those to the search)
  return next < queue.order.length ? stateAt(queue, next) : null;
}

/**
 * For a state whose queue has played its pass to the last phase (untouched): the queue, and the state with
 * that last phase over too (what the shared flow's endPhase makes of it), built straight from the queue.
 * `owned[i]` marks the combatants made here for it and kept nowhere else (the phases nobody read), which
 * the next pass may change in place (Ruleset.nextPass): a combatant copied once per pass, not twice. Null
 * for any other state.
 */
export function playedOut(
  state: CombatState,
): { queue: PassQueue; ended: CombatState; owned: Uint8Array } | null {
  const place = placeIn(state);
  if (place === undefined || place.changed || place.at !== place.queue.order.length - 1) return null;
  const q = place.queue;
  const combatants = q.root.combatants.slice();
  const owned = new Uint8Array(combatants.length);
  const phase = phaseBySlot(q);
  // in the order the combatants sit (and were made in), not the phase order: at thousands, visiting them
  // out of order waits on memory
  for (let slot = 0; slot < combatants.length; slot += 1) {
    const p = phase[slot]! - 1;
    if (p < 0) continue;
    const seen = q.ended[p];
    if (seen !== undefined) combatants[slot] = seen;
    else {
      // not cached in the queue: a state of this pass read later makes its own
      const opened = q.opened[p];
      combatants[slot] =
        opened === undefined ? q.steps.openAndEnd(combatants[slot]!, q.root) : q.steps.end(opened);
      owned[slot] = 1;
    }
  }
  const ended = { ...q.root, currentId: null, actedOrder: q.order.slice(), combatants };
  return { queue: q, ended, owned };
}

/**
 * The pass after a played-out one (playedOut), or null when the turn is over: the ruleset's nextPass, which may
 * finish the owned combatants in place. In the same sweep (Ruleset.nextPass's `each`), those who had a phase
 * in the pass before (only they can have one now, Ruleset.nextPass, as planTurn reads it) are each cleared
 * for the new pass and marked when they have a phase in it; a second sweep had to fetch every one of them from
 * memory again (at 10,000, a third of the pass end). Then, while the order holds, they are carried into the
 * new pass's order: checked pair by pair with the ruleset's compare, or trusted where the ruleset says the
 * pass before keeps its order (as planTurn does). `queued`: the order was carried, and `next` has its first
 * phase open and a queue of its own (no sort between passes); otherwise `next` is the new pass with nobody
 * acting yet, for the shared flow to search.
 */
export function passAfter(
  rs: Ruleset,
  played: NonNullable<ReturnType<typeof playedOut>>,
  steps: PhaseSteps,
): { next: CombatState; queued: boolean } | null {
  const { ended, owned, queue: last } = played;
  let carry = !ended.settings.autoSkipSpent;
  const trusted = carry && rs.keepsOrderAfter?.(last.root) === true;
  const phase = phaseBySlot(last);
  // slotAt[p]: 1 + the slot of order[p] when it has a phase in the new pass
  const slotAt = new Int32Array(last.order.length);
  // what inPass reads of the new pass (Ruleset.inPass), before that pass exists
  const probe: CombatState = { ...ended, pass: ended.pass + 1, currentId: null, actedOrder: [] };
  let seen = 0;
  const each = (made: CombatantState, slot: number): CombatantState => {
    seen += 1;
    const p = phase[slot]! - 1;
    if (p < 0) return made;
    const c = steps.ready(made, made === ended.combatants[slot] && owned[slot] !== 1);
    if (carry && !c.flags.defeated && rs.inPass(c, probe)) slotAt[p] = slot + 1;
    return c;
  };
  const made = rs.nextPass({ ...ended, currentId: null }, owned, each);
  if (made === null) return null;
  const combatants = made.combatants.slice();
  if (seen !== combatants.length) {
    throw new Error(`the ${rs.id} ruleset's nextPass must hand each combatant of the new pass to \`each\``);
  }
  const next: CombatState = { ...made, combatants, actedOrder: [], currentId: null };
  // Then, in the last pass's order, those with a phase are the new order while it holds.
  const order: string[] = [];
  const slots: number[] = [];
  let previous: CombatantState | null = null;
  for (let p = 0; carry && p < last.order.length; p += 1) {
    const slot = slotAt[p]! - 1;
    if (slot < 0) continue;
    const c = combatants[slot]!;
    if (previous !== null && !trusted && rs.compare(previous, c, next) >= 0) carry = false;
    order.push(c.id);
    slots.push(slot);
    previous = c;
  }
  if (!carry || order.length === 0) return { next, queued: false };
  // `next` goes no further than here: its list becomes the root's, with the first phase open
  combatants[slots[0]!] = steps.open(combatants[slots[0]!]!, next);
  const root: CombatState = { ...next, combatants, currentId: order[0]! };
  // the state handed out is a copy of the root, so a change made to it never reaches the queue's root
  return { next: stateAt(newQueue(root, order, slots, steps), 0, { ...root }), queued: true };
}
