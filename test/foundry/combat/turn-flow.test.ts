// The rest of core's turn workflow (issue 28, 4): the point the turn events compare against is where every GM
// client reads it, so a GM taking over runs no spurious events; core's `_onUpdate` reads the turn order set
// up for the new state (its events, `previous`, the turn marker); and a fight never plays on invented
// attributes while a v14 world still loads its unlinked tokens' actors.
import { describe, expect, it } from "vitest";
import type { StandInCombat } from "../../stand-in";
import { SR_FIGHTERS as SR } from "./fighters";
import { setUpFight, tokenIdOf, type Fight, type Fighter } from "./setup";

const copyOf = (f: Fight, user: string) =>
  f.world.clientOf(user).combats.get(f.combat.id) as unknown as StandInCombat;
const nameOf = (f: Fight, id: string | null) => Object.keys(f.ids).find((n) => f.ids[n] === id) ?? null;

async function next(f: Fight): Promise<void> {
  await f.gm(() => f.combat.nextTurn());
  await f.world.settle();
}

const TWO_GMS = [
  { id: "gm", name: "Gamemaster", isGM: true },
  { id: "gm2", name: "Assistant", isGM: true },
  { id: "p1", name: "Player One" },
  { id: "p2", name: "Player Two" },
];

describe("turn events after the active GM changes (issue 28, 4)", () => {
  it("sr4 rule 2: a GM who was active earlier and takes over again runs the events of the next move only", async () => {
    const f = await setUpFight("sr4", SR, {}, { users: TWO_GMS, faces: Array(400).fill(4) });
    const gm = f.world.users.find((u) => u.id === "gm")!;
    gm.active = false; // the assistant runs the table first: the start and one phase
    await f.as("gm2", () => f.combat.startCombat());
    await f.world.settle();
    await f.as("gm2", () => f.combat.nextTurn());
    await f.world.settle();
    gm.active = true; // the first GM is back and active: two phases, the second in a new pass
    await next(f);
    await next(f);
    gm.active = false; // the assistant takes over again
    const log = copyOf(f, "gm2").turnEventLog;
    const from = log.length;
    const before = f.combat.engineState().currentId;
    const round = f.combat.round;
    await f.as("gm2", () => f.combat.nextTurn());
    await f.world.settle();
    const after = f.combat.engineState().currentId;
    const newRound = f.combat.round !== round ? ["endRound", "startRound"] : [];
    expect(log.slice(from)).toEqual([["endTurn", before], ...newRound, ["startTurn", after]]);
  });
});

/**
 * sr4, every die a 4 (no hits): Quick 12 with one pass, Wired 8 with two (Wired Reflexes 1), Slow 6. Pass 1
 * is Quick, Wired, Slow; pass 2 Wired alone, first of a new order: the old order's first entry is Quick.
 */
const REORDERED: Fighter[] = [
  { name: "Quick", owner: "p1", input: { attributes: { reaction: 6, intuition: 6, edge: 1 } } },
  {
    name: "Wired",
    owner: "p2",
    input: { attributes: { reaction: 3, intuition: 3, edge: 1 } },
    items: [
      {
        id: "wired1",
        name: "Wired Reflexes 1",
        kind: "cyberware",
        rating: 1,
        flat: 2,
        passes: 1,
        stackingGroup: "reflex",
      },
    ],
  },
  { name: "Slow", input: { attributes: { reaction: 3, intuition: 3, edge: 1 } } },
];

describe("core's _onUpdate reads the new order (issue 28, 4)", () => {
  it("sr4 rule 2: on every client, through passes and into the next turn, core's previous, current and turn marker name the phase that ended and the one that began, and so do the turn events", async () => {
    const f = await setUpFight("sr4", REORDERED, {}, { faces: Array(400).fill(4), tokens: "linked" });
    await f.gm(() => f.combat.startCombat());
    await f.world.settle();
    const passes = new Set<number>();
    while (f.combat.round < 3) {
      const before = f.combat.engineState().currentId;
      await next(f);
      const now = f.combat.engineState().currentId;
      passes.add(f.combat.engineState().pass);
      const log = copyOf(f, "gm").turnEventLog;
      expect(log.at(-1)).toEqual(now ? ["startTurn", now] : expect.anything());
      for (const user of ["gm", "p1", "p2"]) {
        const copy = copyOf(f, user);
        expect([copy.previous?.combatantId, copy.current.combatantId]).toEqual([before, now]);
        expect(copy.turnMarker).toBe(now ? tokenIdOf(nameOf(f, now)!) : null);
      }
    }
    expect(passes.size).toBeGreaterThan(1);
  });
});

describe("v14: an unlinked token's actor not loaded yet (issue 28, 4)", () => {
  it("the fight does not start on invented attributes: the GM is told whose actor is missing, and it starts once the actor is there", async () => {
    const f = await setUpFight(
      "sr5",
      SR,
      {},
      { generation: 14, tokens: "unlinked", faces: Array(60).fill(4) },
    );
    f.world.tokenActorsLoading = true;
    await f.gm(() => f.combat.startCombat());
    await f.world.settle();
    expect(f.combat.round).toBe(0);
    expect(
      f.world
        .gmClient()
        .notices.map((n) => n.message)
        .join(" "),
    ).toMatch(/Street Sam/);
    f.world.tokenActorsLoading = false;
    await f.gm(() => f.combat.startCombat());
    await f.world.settle();
    expect(f.combat.round).toBe(1);
    const sam = f.combat.engineState().combatants.find((c) => c.id === f.ids["Street Sam"]);
    expect(sam?.input.attributes.reaction).toBe(5);
  });

  it("a running fight never reconciles a combatant to a default input while its actor is missing", async () => {
    const f = await setUpFight(
      "sr5",
      SR,
      {},
      { generation: 14, tokens: "unlinked", faces: Array(60).fill(4) },
    );
    await f.gm(() => f.combat.startCombat());
    await f.world.settle();
    const stored = JSON.stringify(f.combat.engineState().combatants);
    f.world.tokenActorsLoading = true;
    const writes = f.world.writes.length;
    const sam = f.combat.combatants.get(f.ids["Street Sam"]!)!;
    await f.gm(() => f.combat.syncCombatant(sam));
    await f.world.settle();
    expect(f.world.writesSince(writes, "Combat")).toEqual([]);
    expect(JSON.stringify(f.combat.engineState().combatants)).toBe(stored);
  });
});
