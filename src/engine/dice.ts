// Dice sources. The engine never calls Math.random itself: a seeded source makes a fight repeatable,
// a scripted one replays exact dice (scenarios, Foundry rolls), the random one is for live coin tosses.
import { DiceExhaustedError } from "./errors";
import type { DiceSource } from "./types";

/** mulberry32: small, fast, good enough for dice; the same seed always gives the same sequence. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fromUniform(next: () => number): DiceSource {
  return {
    die: (faces) => 1 + Math.floor(next() * faces),
    coin: () => next(),
  };
}

/** Repeatable dice from a seed. */
export function seededDice(seed: number): DiceSource {
  return fromUniform(mulberry32(seed));
}

/** Live dice (coin tosses on the GM's client; stored right after, so clients never draw their own). */
export function randomDice(): DiceSource {
  return fromUniform(Math.random);
}

/**
 * Exact dice in order; throws DiceExhaustedError when they run out. Coin tosses are not scripted: they come
 * from a seeded stream so a scenario lists only die faces.
 */
export function scriptedDice(faces: readonly number[], coinSeed = 1): DiceSource & { used(): number } {
  let i = 0;
  const coins = mulberry32(coinSeed);
  return {
    die: (n) => {
      const value = faces[i];
      if (value === undefined) throw new DiceExhaustedError(i);
      if (!Number.isInteger(value) || value < 1 || value > n) {
        throw new RangeError(`scripted die #${i + 1} is ${value}, not a face of a d${n}`);
      }
      i += 1;
      return value;
    },
    coin: () => coins(),
    used: () => i,
  };
}
