// Documents <-> engine state, both ways, as plain data: the Combat's stored fields become a CombatState, and a
// CombatState becomes the data of one `combat.update(...)` (round, turn, system, and an embedded `combatants`
// array that carries only the score each Combatant shows as its `initiative`, the shape SR5 writes in
// `nextRound`). Once the fight runs the engine state is read from the Combat alone (`system.combatants`), which
// only a GM may write; nothing a player may write on a Combatant is read as engine state. Nothing here decides
// a rule; the order of Foundry's `turns` is the engine's turnOrder.
import {
  getRuleset,
  turnOrder,
  type Budget,
  type CombatantInput,
  type CombatantState,
  type CombatState,
  type EngineSettings,
  type PhaseView,
  type RulesetId,
  type TimedItem,
  type CombatantGroup,
} from "../../engine";
import { checkedGroups } from "./stored-groups";
import type { CombatSystemData } from "./combat-model";
import type { CombatantSystemData } from "./combatant-model";
import {
  EMPTY_STORED_BUDGET,
  FLAG_DEFAULTS,
  OPTIONAL_DEFAULTS,
  type StoredCombatant,
} from "./engine-state-fields";
import type { DeleteKey } from "./history";
import { checkedCombatant, checkedRoll, checkedTimedItems, storedForm, type Problem } from "./state-check";

/** What we read from a Combatant document. */
export interface CombatantRecord {
  id: string;
  name: string;
  /** The score core shows: a mirror of the engine's once started, never read as input then. */
  initiative: number | null;
  /** Core's hidden: shown to the GM and its owners only (the engine's hiddenIds). Absent = false. */
  hidden?: boolean;
  system: CombatantSystemData;
}

/**
 * One entry of the embedded `combatants` array of a combat update: the mirror of the engine's score, and
 * core's `defeated` when the engine's flag changed (defeated.ts: defeated is one fact).
 */
export interface CombatantEntry {
  _id: string;
  initiative?: number | null;
  defeated?: boolean;
}

/** The data of one combat update. */
export interface CombatWrite {
  round: number;
  turn: number | null;
  system: {
    ruleset: RulesetId;
    pass: number;
    currentId: string | null;
    actedOrder: string[];
    timedItems: TimedItem[];
    groups: CombatantGroup[];
    combatants: Record<string, unknown>;
  };
  combatants: CombatantEntry[];
}

type Loose = Record<string, unknown>;

function isObject(v: unknown): v is Loose {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** What a combatant's engine state holds before anything happened to it. */
function fresh(): Omit<StoredCombatant, "input" | "score" | "roll" | "coin"> {
  return {
    ...OPTIONAL_DEFAULTS,
    freeUsedIn: [],
    passes: 0,
    phasesTaken: 0,
    actedThisPass: false,
    budget: { ...EMPTY_STORED_BUDGET },
    // a copy: the groups in FLAG_DEFAULTS are the engine's frozen defaults, not to be shared with a document
    flags: structuredClone(FLAG_DEFAULTS),
    tieOrder: null,
    handledRequest: null,
  };
}

/**
 * Before the start: the input is the actor's now, unchecked (starting checks it and names what is wrong, the
 * way the engine refuses any bad input); everything else comes from the Combat, which only a GM writes: the
 * roll the GM's client made or checked (a player's own roll arrives as a relay request), whose score is the
 * combatant's until the start, and whatever a GM set already (surprise, a declaration). What a player writes
 * on their Combatant (`initiative`) is never read as a score.
 */
function beforeStart(
  doc: CombatantRecord,
  stored: StoredCombatant | undefined,
  input: CombatantInput,
  empty: Budget,
) {
  const roll = checkedRoll(stored?.roll);
  const base: StoredCombatant = {
    ...fresh(),
    ...stored,
    input,
    score: roll?.score ?? null,
    roll,
    coin: doc.system.coin,
  };
  return { ...checkedCombatant(doc.id, doc.name, base, () => input, [], empty), input };
}

/**
 * The combat state stored in the documents. Once started each combatant is what the Combat stores for it
 * (checked: what cannot stand is listed in `problems` and replaced, `live` giving the actor's input now);
 * combatants the engine has not taken in yet are left out. Before the start everyone is read from the actors.
 */
export function readState(args: {
  ruleset: RulesetId;
  settings: EngineSettings;
  round: number;
  started: boolean;
  system: CombatSystemData;
  records: readonly CombatantRecord[];
  live: (id: string) => CombatantInput;
  problems: Problem[];
}): CombatState {
  const { system, problems } = args;
  const stored = isObject(system.combatants) ? system.combatants : {};
  // the stored budget reads as the ruleset's economy's (its empty budget names the fields)
  const empty = getRuleset(args.ruleset).economy.empty;
  const combatants: CombatantState[] = [];
  for (const doc of args.records) {
    const own = stored[doc.id];
    if (!args.started) combatants.push(beforeStart(doc, own, args.live(doc.id), empty));
    else if (own)
      combatants.push(checkedCombatant(doc.id, doc.name, own, () => args.live(doc.id), problems, empty));
  }
  // A combatant deleted since the last write leaves no trace in the order.
  const present = new Set(combatants.map((c) => c.id));
  const currentId = system.currentId !== null && present.has(system.currentId) ? system.currentId : null;
  // who the GM hides is core's, read each time and never stored: a group's leader is not one of them (rules
  // scores 3, groups.ts)
  const hiddenIds = args.records.filter((r) => r.hidden === true && present.has(r.id)).map((r) => r.id);
  return {
    ruleset: args.ruleset,
    settings: args.settings,
    turn: args.round,
    pass: system.pass,
    currentId,
    actedOrder: system.actedOrder.filter((id) => present.has(id)),
    combatants,
    timedItems: checkedTimedItems(system.timedItems),
    groups: checkedGroups(system.groups),
    ...(hiddenIds.length > 0 ? { hiddenIds } : {}),
  };
}

/**
 * A state read once and shared by every reader on a client, frozen at the top (its lists and fields), so no
 * reader can add, drop or replace what the others see. Its combatants are left unfrozen: freezing them cost
 * a third of the read at 50 combatants; the engine copies what it changes (test/foundry/combat/client-work
 * checks after every kind of advance that what a client keeps equals its documents).
 */
export function frozen(state: CombatState): CombatState {
  Object.freeze(state.combatants);
  Object.freeze(state.actedOrder);
  Object.freeze(state.timedItems);
  return Object.freeze(state);
}

/**
 * Foundry's turn order: the engine's rows, then combatants not in the engine yet (by name, then id). A caller
 * that already has the state's rows passes them, so the state is ordered once.
 */
export function orderIds(
  state: CombatState,
  records: readonly CombatantRecord[],
  rows: readonly PhaseView[] = turnOrder(state),
): string[] {
  const engine = rows.map((r) => r.combatantId);
  const inEngine = new Set(engine);
  const others = records
    .filter((r) => !inEngine.has(r.id))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .map((r) => r.id);
  return [...engine, ...others];
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What of `next` differs from `stored`: objects field by field (Foundry merges them on update, so a field
 * left out keeps its stored value), arrays and values whole. Keeps each write down to what changed.
 */
export function changedFields(next: Loose, stored: unknown): Loose {
  const old = isObject(stored) ? stored : {};
  const out: Loose = {};
  for (const [key, value] of Object.entries(next)) {
    if (isObject(value) && isObject(old[key])) {
      const inner = changedFields(value, old[key]);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (!sameJson(value, old[key])) out[key] = value;
  }
  return out;
}

/**
 * The one update that turns the documents into `after`: each combatant's stored state with only the fields
 * that differ from what the Combat stores (a combatant the engine let go is deleted from it), and the score
 * mirrored on each Combatant whose `initiative` shows another. `handled` sets the last relay request handled
 * for a combatant in the same write; `same` saves comparing combatants the engine did not touch.
 */
export function stateWrite(
  after: CombatState,
  stored: Readonly<Record<string, StoredCombatant>>,
  records: readonly CombatantRecord[],
  del: DeleteKey,
  opts: {
    handled?: { combatantId: string; requestId: string } | null;
    /** Combatants known to hold what is stored (the engine hands back the object it was given). */
    same?: (c: CombatantState) => boolean;
  } = {},
): CombatWrite {
  const { handled = null, same = () => false } = opts;
  const order = orderIds(after, records);
  const system: Loose = {};
  const inAfter = new Set<string>();
  const defeatedChanged = new Set<string>();
  for (const c of after.combatants) {
    inAfter.add(c.id);
    if (handled?.combatantId !== c.id && same(c)) continue;
    const old = stored[c.id];
    const request = handled?.combatantId === c.id ? handled.requestId : (old?.handledRequest ?? null);
    const next = storedForm(c, request) as unknown as Loose;
    const changed = old ? changedFields(next, old) : next;
    if (Object.keys(changed).length > 0) system[c.id] = changed;
    if (old ? isObject(changed.flags) && "defeated" in changed.flags : c.flags.defeated)
      defeatedChanged.add(c.id);
  }
  for (const id of Object.keys(stored)) {
    if (!inAfter.has(id)) {
      const [key, value] = del(id);
      system[key] = value;
    }
  }
  const byId = new Map(after.combatants.map((c) => [c.id, c]));
  const combatants = records.flatMap((r) => {
    const c = byId.get(r.id);
    if (!c) return [];
    const entry: CombatantEntry = { _id: r.id };
    if (c.score !== r.initiative) entry.initiative = c.score;
    if (defeatedChanged.has(c.id)) entry.defeated = c.flags.defeated;
    return Object.keys(entry).length > 1 ? [entry] : [];
  });
  const index = after.currentId === null ? -1 : order.indexOf(after.currentId);
  return {
    round: after.turn,
    turn: index === -1 ? null : index,
    system: {
      ruleset: after.ruleset,
      pass: after.pass,
      currentId: after.currentId,
      actedOrder: [...after.actedOrder],
      timedItems: structuredClone(after.timedItems),
      groups: structuredClone(after.groups ?? []),
      combatants: system,
    },
    combatants,
  };
}
