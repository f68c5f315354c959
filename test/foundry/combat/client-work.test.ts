// What every client does after each combat write (issue "what a click costs"): how often `setupTurns` runs,
// how often the turn is ordered (the engine's turnOrder) and how often the engine state is read from the
// documents, per client and per write, for each kind of advance. The tracker re-renders after every write on
// every client (its one read of the state and rows, combat-view.ts), so its reads are counted too. Played under
// both readings of what core does when a Combat update carries `combatants` entries (test/stand-in/EVIDENCE.md:
// not verified): the combatants' own `_onUpdate` and `updateCombatant` run too, or they do not.
import { afterEach, describe, expect, it, vi } from "vitest";
import { combatView } from "../../../src/foundry/tracker/combat-view";
import type { ShadowturnCombat } from "../../../src/foundry/combat/combat-document";
import type { ParentUpdate } from "../../stand-in";
import { SYSTEM_ID } from "../../../src/foundry/settings";
import { addActor } from "../../stand-in";
import { actingName, actorInput, setUpFight, type Fight } from "./setup";
import { crowdOf, kindOf, standing, type NextTurnKind } from "./write-sizes";

/** Per client: `setupTurns` calls, orderings, state reads; `counted` wraps a function to count its calls. */
const { counts, counted } = vi.hoisted(() => {
  const counts = new Map<string, { setup: number; order: number; read: number }>();
  const counted =
    <A extends unknown[], R>(what: "order" | "read", fn: (...args: A) => R) =>
    (...args: A): R => {
      const user = (globalThis as { game?: { user?: { id: string } } }).game?.user?.id ?? "none";
      const c = counts.get(user) ?? { setup: 0, order: 0, read: 0 };
      c[what] += 1;
      counts.set(user, c);
      return fn(...args);
    };
  return { counts, counted };
});

vi.mock("../../../src/engine", async (importOriginal) => {
  const engine = await importOriginal<typeof import("../../../src/engine")>();
  return { ...engine, turnOrder: counted("order", engine.turnOrder) };
});

vi.mock("../../../src/foundry/combat/state-mapping", async (importOriginal) => {
  const mapping = await importOriginal<typeof import("../../../src/foundry/combat/state-mapping")>();
  return { ...mapping, readState: counted("read", mapping.readState) };
});

const USERS = ["gm", "p1", "p2"] as const;

/** Every client re-renders its tracker once after a write arrives (core debounces its renders). */
function renderTrackers(f: Fight): void {
  for (const user of USERS) {
    f.as(user, () => {
      let queued = false;
      const render = () => {
        if (queued) return;
        queued = true;
        queueMicrotask(() => {
          queued = false;
          combatView(f.combat, game.user);
        });
      };
      for (const hook of ["updateCombat", "updateCombatant", "createCombatant", "deleteCombatant"])
        Hooks.on(hook, render);
    });
  }
}

/**
 * What this client keeps equals what it reads from its documents now, and its tracker shows the actor the
 * server has stored as acting.
 */
function expectNothingStale(f: Fight): void {
  const combat = f.combat;
  const kept = {
    state: combat.engineState(),
    rows: combat.phaseRows(),
    turns: combat.turns.map((c) => c.id),
  };
  const acting = combatView(combat, game.user).rows.find((r) => r.current)?.id ?? null;
  combat.documentsChanged();
  expect(combat.engineState()).toEqual(kept.state);
  expect(combat.phaseRows()).toEqual(kept.rows);
  combat.setupTurns();
  expect(combat.turns.map((c) => c.id)).toEqual(kept.turns);
  const stored = f.world.stored(combat.id) as { system: { currentId: string | null } };
  expect(acting).toBe(stored.system.currentId);
  expect(combat.combatant?.id ?? null).toBe(stored.system.currentId);
}

function turnIds(f: Fight): string[] {
  return f.combat.turns.map((c) => c.id);
}

type Kind = NextTurnKind | "spend" | "relayed request";

interface Cost {
  /** Combat and Combatant writes (a new turn's chat card is not one). */
  writes: number;
  /** Of those, the Combat updates the GM made: the GM orders the state it writes to find `turn`. */
  gmCombatWrites: number;
  perClient: Record<string, { setup: number; order: number; read: number }>;
}

/** The writes `act` makes and, per client, what they cost once everything has settled. */
async function costOf(f: Fight, act: () => Promise<unknown>): Promise<Cost> {
  await f.world.settle();
  counts.clear();
  const setup = vi.spyOn(Object.getPrototypeOf(f.combat) as ShadowturnCombat, "setupTurns");
  const from = f.world.writes.length;
  await act();
  await f.world.settle();
  const perClient: Cost["perClient"] = {};
  for (const user of USERS) perClient[user] = { ...{ setup: 0, order: 0, read: 0 }, ...counts.get(user) };
  for (const call of setup.mock.contexts) {
    const owner = USERS.find((u) => f.as(u, () => f.combat) === call);
    if (owner) perClient[owner]!.setup += 1;
  }
  setup.mockRestore();
  for (const user of USERS) f.as(user, () => expectNothingStale(f));
  const writes = f.world.writesSince(from).filter((w) => w.documentName !== "ChatMessage");
  const gmCombatWrites = writes.filter((w) => w.documentName === "Combat" && w.userId === "gm").length;
  return { writes: writes.length, gmCombatWrites, perClient };
}

/** A started sr4 fight of n (Player One owns everyone), and the cost of each kind of advance. */
async function costs(n: number, parentUpdate: ParentUpdate): Promise<Record<Kind, Cost>> {
  const fighters = crowdOf("sr4", n).map((c) => ({ ...c, owner: "p1" }));
  const f = await setUpFight("sr4", fighters);
  f.world.parentUpdate = parentUpdate;
  renderTrackers(f);
  await f.gm(() => f.combat.startCombat());
  const found: Partial<Record<Kind, Cost>> = {};
  for (let guard = 0; guard < 20 * n && Object.keys(found).length < 3; guard += 1) {
    const before = standing(f);
    const cost = await costOf(f, () => f.gm(() => f.combat.nextTurn()));
    found[kindOf(before, f)] ??= cost;
  }
  const acting = f.combat.combatant?.id as string;
  found.spend = await costOf(f, () =>
    f.gm(() => f.combat.runCommand({ type: "spend", combatantId: acting, kind: "simple" })),
  );
  const name = actingName(f.combat);
  found["relayed request"] = await costOf(f, () => f.as("p1", () => f.combat.nextTurn()));
  // the request reached the GM: the phase moved on, on every client
  for (const user of USERS) expect(f.as(user, () => actingName(f.combat))).not.toBe(name);
  return found as Record<Kind, Cost>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("what every client does per write (one write per action)", () => {
  const cases = [
    [10, "combat-only"],
    [50, "combat-only"],
    [10, "combatants-first"],
    [50, "combatants-first"],
    [10, "combatants-after"],
  ] as const;
  for (const [n, parentUpdate] of cases) {
    it(`sr4 (rules sr4 rules 1-2: phases, passes, turns) with ${n} combatants, when a Combat update's combatants run ${parentUpdate === "combat-only" ? "no handlers of their own" : `their own handlers ${parentUpdate.replace("combatants-", "")}`}: each client reads the state and orders the turn once per write`, async () => {
      const all = await costs(n, parentUpdate);
      for (const [kind, cost] of Object.entries(all)) {
        // the request is the player's write, the GM's answer the second
        expect(cost.writes, kind).toBe(kind === "relayed request" ? 2 : 1);
        for (const user of USERS) {
          const own = user === "gm" ? cost.gmCombatWrites : 0;
          expect(cost.perClient[user]?.read, `${kind}: reads on ${user}`).toBe(cost.writes);
          expect(cost.perClient[user]?.order, `${kind}: orderings on ${user}`).toBe(cost.writes + own);
          // core's setupTurns and ours after a Combat update; core's alone after a Combatant update
          expect(cost.perClient[user]?.setup, `${kind}: setupTurns on ${user}`).toBeLessThanOrEqual(
            2 * cost.writes,
          );
        }
      }
    }, 60_000);
  }
});

describe("what a client keeps is never stale", () => {
  it("sr4 (rules sr4 rules 1-2): a player's client follows a combatant added and one removed mid-fight, and a changed engine setting", async () => {
    const f = await setUpFight("sr4", crowdOf("sr4", 4));
    await f.gm(() => f.combat.startCombat());
    const seen = () => f.as("p2", () => ({ state: f.combat.engineState(), turns: turnIds(f) }));

    // what the player's client sees as each change arrives, before any write of the GM's that follows it
    const onArrival: Record<string, { state: string[]; turns: string[] }> = {};
    f.as("p2", () => {
      for (const hook of ["createCombatant", "deleteCombatant"])
        Hooks.on(hook, () => {
          onArrival[hook] = { state: seen().state.combatants.map((c) => c.id), turns: seen().turns };
        });
    });
    const actor = addActor(f.world, { name: "Late", system: { input: actorInput({ name: "Late" }) } });
    const created = await f.gm(() =>
      (
        f.combat as unknown as {
          createEmbeddedDocuments: (n: string, d: object[]) => Promise<{ id: string }[]>;
        }
      ).createEmbeddedDocuments("Combatant", [{ actorId: actor.id, name: "Late" }]),
    );
    const late = created[0]?.id as string;
    expect(onArrival.createCombatant?.turns).toContain(late);
    await f.world.settle();
    expect(seen().turns).toContain(late);
    expect(seen().state.combatants.map((c) => c.id)).toContain(late);

    const gone = f.combat.engineState().currentId as string;
    await f.gm(() =>
      (
        f.combat as unknown as { deleteEmbeddedDocuments: (n: string, ids: string[]) => Promise<unknown> }
      ).deleteEmbeddedDocuments("Combatant", [gone]),
    );
    expect(onArrival.deleteCombatant?.state).not.toContain(gone);
    await f.world.settle();
    expect(seen().turns).not.toContain(gone);
    expect(seen().state.combatants.map((c) => c.id)).not.toContain(gone);
    expect(seen().state.settings.autoSkipSpent).toBe(false);
    await f.gm(() => game.settings.set(SYSTEM_ID, "autoSkipSpent", true));
    expect(seen().state.settings.autoSkipSpent).toBe(true);
    f.as("p2", () => expectNothingStale(f));
  });
});
