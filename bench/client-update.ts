// What a player's client spends on the Foundry layer when a combat write arrives: its handlers of the update
// (Combat and Combatant `_onUpdate`, `setupTurns`, whatever they queue) and its tracker's read of the state and
// rows (combat-view.ts), for a phase advance, a pass change and a turn change, under each reading of what core
// does with a Combat update's `combatants` entries (the stand-in's `world.parentUpdate`, not verified:
// test/stand-in/EVIDENCE.md). The stand-in's own work (applying the data, rebuilding the data models) is left
// out. Wall time (performance.now), the median over the advances of each kind, the faster of two rounds.
// `npm run bench` reports the worst reading at 50 combatants (clientUpdateBench); on its own,
// `npx tsx bench/client-update.ts` prints every reading at 10 and 50 for every ruleset.
import { performance } from "node:perf_hooks";
import type { ParentUpdate } from "../test/stand-in";
import { setUpFight } from "../test/foundry/combat/setup";
import { crowdOf, kindOf, standing, type NextTurnKind } from "../test/foundry/combat/write-sizes";
import { registeredRulesets, type RulesetId } from "../src/engine";
import { ShadowturnCombat } from "../src/foundry/combat/combat-document";
import { ShadowturnCombatant } from "../src/foundry/combat/combatant-document";
import { combatView } from "../src/foundry/tracker/combat-view";
import { median } from "../src/median";

/** Milliseconds per arriving write, by kind; a kind the ruleset's turns never have (no passes) is absent. */
export type ClientUpdateMs = Partial<Record<NextTurnKind, number>>;

export const READINGS: readonly ParentUpdate[] = ["combat-only", "combatants-first", "combatants-after"];
const WATCHED = "p1";
/** Turn changes sampled per fight: the rarest kind, so it decides how long a fight is played. */
const TURNS = 3;
/** Runs of each fight (see clientUpdateBench). */
const ROUNDS = 2;

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

/** Milliseconds per update on a player's client, by kind of advance, in a started fight of n. */
export async function clientUpdateMs(
  ruleset: RulesetId,
  n: number,
  parentUpdate: ParentUpdate,
): Promise<ClientUpdateMs> {
  const f = await setUpFight(ruleset, crowdOf(ruleset, n));
  f.world.parentUpdate = parentUpdate;
  await f.gm(() => f.combat.startCombat());
  const w = watch();
  const samples: Record<NextTurnKind, number[]> = { phase: [], pass: [], turn: [] };
  try {
    for (let i = 0; i < 40 * n && samples.turn.length < TURNS; i += 1) {
      const before = standing(f);
      await f.world.settle();
      w.reset();
      await f.gm(() => f.combat.nextTurn());
      await f.world.settle();
      // the tracker's render on the watched client: its read of the state and rows
      const start = performance.now();
      f.as(WATCHED, () => combatView(f.combat, game.user));
      samples[kindOf(before, f)].push(w.total() + performance.now() - start);
    }
  } finally {
    w.restore();
  }
  const kinds = Object.entries(samples).filter(([, ms]) => ms.length > 0);
  return Object.fromEntries(kinds.map(([kind, ms]) => [kind, median(ms)]));
}

/** Each kind's largest figure over the readings: what a client spends whichever way core behaves. */
export function worstOf(byReading: readonly ClientUpdateMs[]): ClientUpdateMs {
  const worst: ClientUpdateMs = {};
  for (const figures of byReading)
    for (const [kind, ms] of Object.entries(figures) as [NextTurnKind, number][])
      worst[kind] = Math.max(worst[kind] ?? 0, ms);
  return worst;
}

/** One ruleset's figures at one size: under each reading, and the worst of them. */
export interface ClientUpdateFigures {
  byReading: Record<ParentUpdate, ClientUpdateMs>;
  worst: ClientUpdateMs;
}

/** Each kind's smaller figure of two runs of the same fight: other work on the machine only ever adds time. */
function fasterOf(a: ClientUpdateMs, b: ClientUpdateMs): ClientUpdateMs {
  const kinds = Object.keys(a) as NextTurnKind[];
  return Object.fromEntries(kinds.map((kind) => [kind, Math.min(a[kind]!, b[kind] ?? Infinity)]));
}

/**
 * Every ruleset at n combatants under every reading, one stand-in world at a time, in ROUNDS rounds over all
 * of them; each figure is the faster of its rounds. The first round is also the warm-up: the first fights
 * measured cost up to half as much again as the same fights later, the compiler's work rather than the code's.
 */
export async function clientUpdateBench(
  rulesets: readonly RulesetId[],
  n: number,
): Promise<Record<string, ClientUpdateFigures>> {
  const runs = new Map<string, ClientUpdateMs>();
  for (let round = 0; round < ROUNDS; round += 1)
    for (const ruleset of rulesets)
      for (const reading of READINGS) {
        const ms = await clientUpdateMs(ruleset, n, reading);
        const before = runs.get(`${ruleset} ${reading}`);
        runs.set(`${ruleset} ${reading}`, before ? fasterOf(before, ms) : ms);
      }
  const out: Record<string, ClientUpdateFigures> = {};
  for (const ruleset of rulesets) {
    const byReading = Object.fromEntries(READINGS.map((r) => [r, runs.get(`${ruleset} ${r}`)!]));
    out[ruleset] = { byReading, worst: worstOf(Object.values(byReading)) } as ClientUpdateFigures;
  }
  return out;
}

/** "phase 0.43 ms, pass 0.51 ms, turn 0.68 ms": the kinds a ruleset has, for a console line. */
export function describeMs(figures: ClientUpdateMs): string {
  return Object.entries(figures)
    .map(([kind, ms]) => `${kind} ${ms.toFixed(2)} ms`)
    .join(", ");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const n of [10, 50]) {
    const bench = await clientUpdateBench(registeredRulesets(), n);
    for (const [ruleset, { byReading }] of Object.entries(bench))
      for (const [reading, figures] of Object.entries(byReading))
        console.log(
          `${ruleset.padEnd(13)} ${reading.padEnd(16)} ${String(n).padStart(3)}: ${describeMs(figures)}`,
        );
  }
}
