// What a player's client spends on the Foundry layer when a combat write arrives: its handlers of the update
// (Combat and Combatant `_onUpdate`, `setupTurns`, whatever they queue) and its tracker's read of the state and
// rows (combat-view.ts), for a phase advance, a pass change and a turn change, at 10 and 50 combatants (sr4),
// under both readings of what core does with a Combat update's `combatants` entries (the stand-in's
// `world.parentUpdate`). The stand-in's own work (applying the data, rebuilding the data models) is left out.
// Wall time (performance.now), the median over the advances of each kind, after one warm-up round; run with
// `npx tsx bench/client-update.ts`.
import { performance } from "node:perf_hooks";
import type { ParentUpdate } from "../test/stand-in";
import { setUpFight } from "../test/foundry/combat/setup";
import { crowdOf } from "../test/foundry/combat/write-sizes";
import { ShadowturnCombat } from "../src/foundry/combat/combat-document";
import { ShadowturnCombatant } from "../src/foundry/combat/combatant-document";
import { combatView } from "../src/foundry/tracker/combat-view";
import { median } from "./median";

type Kind = "phase" | "pass" | "turn";
const WATCHED = "p1";

/** Times the outermost of the wrapped calls made on the watched client. */
function watch(): { total: () => number; reset: () => void; restore: () => void } {
  let depth = 0;
  let spent = 0;
  const restores: (() => void)[] = [];
  const wrap = (proto: object, name: string) => {
    const target = proto as Record<string, (...args: unknown[]) => unknown>;
    const original = target[name]!;
    target[name] = function (this: unknown, ...args: unknown[]) {
      if (game.user.id !== WATCHED) return original.apply(this, args);
      const start = depth === 0 ? performance.now() : 0;
      depth += 1;
      try {
        return original.apply(this, args);
      } finally {
        depth -= 1;
        if (depth === 0) spent += performance.now() - start;
      }
    };
    restores.push(() => (target[name] = original));
  };
  wrap(ShadowturnCombat.prototype, "_onUpdate");
  wrap(ShadowturnCombat.prototype, "setupTurns");
  wrap(ShadowturnCombatant.prototype, "_onUpdate");
  return {
    total: () => spent,
    reset: () => (spent = 0),
    restore: () => restores.forEach((r) => r()),
  };
}

/** Milliseconds per update on a player's client, by kind of advance. */
export async function clientUpdateMs(n: number, parentUpdate: ParentUpdate): Promise<Record<Kind, number>> {
  const f = await setUpFight("sr4", crowdOf("sr4", n));
  f.world.parentUpdate = parentUpdate;
  await f.gm(() => f.combat.startCombat());
  const w = watch();
  const samples: Record<Kind, number[]> = { phase: [], pass: [], turn: [] };
  try {
    for (let i = 0; i < 40 * n && samples.turn.length < 5; i += 1) {
      const before = { round: f.combat.round, pass: f.combat.engineState().pass };
      await f.world.settle();
      w.reset();
      await f.gm(() => f.combat.nextTurn());
      await f.world.settle();
      // the tracker's render on the watched client: its read of the state and rows
      const start = performance.now();
      f.as(WATCHED, () => combatView(f.combat, game.user));
      const ms = w.total() + performance.now() - start;
      const pass = f.combat.engineState().pass;
      const kind: Kind = f.combat.round !== before.round ? "turn" : pass !== before.pass ? "pass" : "phase";
      samples[kind].push(ms);
    }
  } finally {
    w.restore();
  }
  return { phase: median(samples.phase), pass: median(samples.pass), turn: median(samples.turn) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const readings = ["combat-only", "combatants-first", "combatants-after"] as const;
  // one warm-up round, so the first figures are not the JIT's
  for (const parentUpdate of readings) await clientUpdateMs(10, parentUpdate);
  for (const parentUpdate of readings)
    for (const n of [10, 50]) {
      const ms = await clientUpdateMs(n, parentUpdate);
      const figures = Object.entries(ms).map(([k, v]) => `${k} ${v.toFixed(3)} ms`);
      console.log(`${parentUpdate.padEnd(16)} ${String(n).padStart(3)}: ${figures.join(", ")}`);
    }
}
