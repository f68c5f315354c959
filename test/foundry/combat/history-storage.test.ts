// How the history is stored in the Combat document: keyed entries added and deleted one by one, with the
// deletion form of each Foundry generation (v13 "-=key", v14 `_del`), and an array history from an older
// world migrated on load (CombatModel.migrateData) so that going back still restores each earlier state.
import { describe, expect, it } from "vitest";
import type { CombatState } from "../../../src/engine";
import { entries } from "../../../src/foundry/combat/history";
import { DEL } from "../../stand-in/deletion";
import { setUpFight, type Fight, type Fighter } from "./setup";

const FIGHTERS: Fighter[] = [
  { name: "Samurai", input: { attributes: { reaction: 6, intuition: 4 } } },
  { name: "Face", input: { attributes: { reaction: 3, intuition: 5 } } },
  { name: "Ganger", input: { attributes: { reaction: 3, intuition: 3 } } },
];

type Stored = { _source: { system: Record<string, unknown> }; rebuild(): void };

function historyPart(f: Fight): Record<string, unknown> {
  const data = f.world.writes.at(-1)?.data as { system: { history: Record<string, unknown> } };
  return data.system.history;
}

/** The entry the array history of older worlds kept for one advance: whole fields, the acted list whole. */
function arrayEntry(before: CombatState, after: CombatState): Record<string, unknown> {
  const combatants: Record<string, Record<string, unknown>> = {};
  const added: Record<string, string[]> = {};
  for (const was of before.combatants) {
    const now = after.combatants.find((c) => c.id === was.id) as unknown as Record<string, unknown>;
    const old = was as unknown as Record<string, unknown>;
    const changed = Object.keys(old).filter((k) => JSON.stringify(old[k]) !== JSON.stringify(now[k]));
    if (changed.length > 0) combatants[was.id] = Object.fromEntries(changed.map((k) => [k, old[k]]));
    const fresh = Object.keys(now).filter((k) => !(k in old));
    if (fresh.length > 0) added[was.id] = fresh;
  }
  const { turn: round, pass, currentId, actedOrder, timedItems } = before;
  return { round, pass, currentId, actedOrder, timedItems, combatants, added };
}

describe("history storage (going back)", () => {
  it("v14 (sr5 rule 2 passes): going back deletes the entry it undid with the _del operator, v13 with -=key", async () => {
    for (const generation of [13, 14]) {
      const f = await setUpFight("sr5", FIGHTERS, {}, { generation });
      await f.gm(() => f.combat.startCombat());
      const start = JSON.stringify(f.combat.engineState());
      await f.gm(() => f.combat.nextTurn());
      const added = Object.keys(historyPart(f));
      expect(added).toEqual(["h1"]);
      await f.gm(() => f.combat.previousTurn());
      expect(historyPart(f)).toEqual(generation >= 14 ? { h1: DEL } : { "-=h1": null });
      expect(entries(f.combat.turnState.history)).toEqual([]);
      expect(JSON.stringify(f.combat.engineState())).toBe(start);
    }
  });

  it("an older world's array history is migrated on load; going back then restores each state (sr5)", async () => {
    const f = await setUpFight("sr5", FIGHTERS);
    await f.gm(() => f.combat.startCombat());
    const states = [f.combat.engineState()];
    for (let i = 0; i < 5; i += 1) {
      await f.gm(() => f.combat.nextTurn());
      states.push(f.combat.engineState());
    }
    const array = states.slice(1).map((after, i) => arrayEntry(states[i]!, after));
    // The world is saved with the old array and loaded again: Foundry keeps the migrated source.
    const stored = f.combat as unknown as Stored;
    const source = { ...stored._source.system, history: array };
    const Model = f.world.as("gm", () => CONFIG.Combat.dataModels.base) as unknown as new (data: object) => {
      toObject(): Record<string, unknown>;
    };
    stored._source.system = new Model(source).toObject();
    stored.rebuild();
    expect(entries(f.combat.turnState.history).map(([key]) => key)).toEqual(["h1", "h2", "h3", "h4", "h5"]);
    for (let i = states.length - 2; i >= 0; i -= 1) {
      await f.gm(() => f.combat.previousTurn());
      expect(JSON.stringify(f.combat.engineState())).toBe(JSON.stringify(states[i]));
    }
    expect(f.world.refusals).toEqual([]);
  });
});
