// The Quench batches that ship with the system (src/quench) run here over the stand-in, registered through the
// same `quenchReady` hook a real Quench fires, so the in-Foundry tests are never dead code. Each batch plays a
// short fight of one ruleset: order per pass, budgets, a spent action, a mid-turn wound, going back, and one
// Combat write per advance (docs/rules.md; docs/foundry-layer.md "One write per action").
import { afterAll, assert, beforeAll, describe, expect, it } from "vitest";
import { RULESET_IDS } from "../../src/engine";
import { countWrites } from "../../src/quench/count-writes";
import {
  batchKey,
  registerQuenchBatches,
  ROLL_BATCH_KEY,
  SHEET_BATCH_KEY,
  TRACKER_BATCH_KEY,
  TABLE_BATCH_KEY,
  TURN_BATCH_KEY,
} from "../../src/quench/register";
import { createWorld } from "../stand-in";
import { standInFixtures, type StandInFixtures } from "./stand-in-fixtures";

type Batch = { key: string; fn: (context: ShadowturnQuenchContext) => void; displayName?: string };

/** A Quench stand-in: records what the system registers (SR5 `quench.registerBatch(key, fn, {displayName})`). */
function fakeQuench(): ShadowturnQuench & { batches: Batch[] } {
  const batches: Batch[] = [];
  return {
    batches,
    registerBatch: (key, fn, options) => batches.push({ key, fn, displayName: options?.displayName }),
  };
}

const vitestContext: ShadowturnQuenchContext = {
  describe: (name, fn) => describe(name, () => fn.call(undefined)),
  it: (name, fn) => it(name, fn),
  before: (fn) => beforeAll(fn),
  after: (fn) => afterAll(fn),
  assert: assert as unknown as ShadowturnAssert,
};

// Registration happens at module load (while vitest collects), as the system registers it at init.
const quench = fakeQuench();
const fixtures: StandInFixtures[] = [];
{
  const world = createWorld();
  world.as(world.gmClient(), () => {
    registerQuenchBatches(() => {
      const f = standInFixtures();
      fixtures.push(f);
      return f;
    });
    // Nothing is registered until Quench says it is ready.
    if (quench.batches.length !== 0) throw new Error("batches registered before quenchReady");
    Hooks.callAll("quenchReady", quench);
  });
}

describe("Quench batches are registered only when Quench is ready", () => {
  it("one batch per ruleset, one for the tracker, one for the table, one for who rolls, one for core's turn workflow and one for the sheets, each under its key, with a localized name", () => {
    expect(quench.batches.map((b) => b.key)).toEqual([
      ...RULESET_IDS.map(batchKey),
      TRACKER_BATCH_KEY,
      TABLE_BATCH_KEY,
      ROLL_BATCH_KEY,
      TURN_BATCH_KEY,
      SHEET_BATCH_KEY,
    ]);
    for (const b of quench.batches) expect(b.displayName).not.toMatch(/^SHADOWTURN\./);
  });
  it("a world without Quench never sees them: init and ready register nothing until quenchReady fires", () => {
    const other = fakeQuench();
    const world = createWorld();
    world.as(world.gmClient(), () => {
      registerQuenchBatches(standInFixtures);
      Hooks.callAll("init");
      Hooks.callAll("ready");
      expect(other.batches).toEqual([]);
      Hooks.callAll("quenchReady", other);
    });
    expect(other.batches).toHaveLength(RULESET_IDS.length + 5);
  });
});

for (const batch of quench.batches) batch.fn(vitestContext);

describe("the batches' write counter", () => {
  it("counts what the stand-in records as Combat and Combatant writes (a start, a spend, an advance, going back)", async () => {
    const f = standInFixtures();
    const fight = await f.setUp("sr5", ["Alice", "Bob"]);
    const world = f.world();
    const recorded = (from: number) =>
      world.writesSince(from).filter((w) => w.documentName === "Combat" || w.documentName === "Combatant")
        .length;
    const steps: (() => Promise<unknown>)[] = [
      () => fight.combat.startCombat(),
      () =>
        fight.combat.runCommand({ type: "spend", combatantId: fight.combat.combatant!.id, kind: "simple" }),
      () => fight.combat.nextTurn(),
      () => fight.combat.previousTurn(),
    ];
    for (const step of steps) {
      const from = world.writes.length;
      const counted = await countWrites(fight.combat, step);
      expect(counted).toBe(recorded(from));
      expect(counted).toBe(1);
    }
    await f.tearDown();
  });
});
