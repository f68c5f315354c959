// Real Foundry dice for the engine. The engine asks a DiceSource for dice; in Foundry every die must come
// from a real `Roll` (chat cards, 3D dice). So an engine call that may roll is run twice as a dry run with
// fixed faces to learn what it will roll (whose initiative, or how many plain dice), the Foundry Rolls are
// made, and the call is run for real with those faces fed through scriptedDice. Coin tosses come from one
// stream and are recorded per operation, so the dry runs and the real run see the same coins.
import {
  groupLeader,
  groupOf,
  groupsOf,
  rollFormula,
  rollInitiative,
  scriptedDice,
  startTurn,
  type CombatState,
  type DiceSource,
  type InitiativeFormula,
  type InitiativeRoll,
} from "../../engine";

/** Where coin tosses come from: Math.random on the GM's client (the result is stored); tests inject one. */
let coinStream: () => number = Math.random;

export function setCoinStream(next: () => number): void {
  coinStream = next;
}

/** The coins of one operation: drawn once from the stream, replayed for every run of that operation. */
class OperationCoins {
  private readonly drawn: number[] = [];
  cursor(): () => number {
    let i = 0;
    return () => {
      if (i === this.drawn.length) this.drawn.push(coinStream());
      return this.drawn[i++] as number;
    };
  }
}

/** A dry-run source: every die shows `face` (or the highest face below it); records the dice asked for. */
function probeDice(face: number, coins: OperationCoins): DiceSource & { asked: number[] } {
  const asked: number[] = [];
  const coin = coins.cursor();
  return { asked, die: (n) => (asked.push(n), Math.min(face, n)), coin };
}

/** Every face of an evaluated Roll in result order, dropped ones included (the engine drops them itself). */
export function facesOf(roll: Roll): number[] {
  return roll.dice.flatMap((d) => d.results.map((r) => r.result));
}

/** A score that does not match the Foundry total means the notation and the engine disagree: stop. */
export class RollMismatchError extends Error {
  constructor(formula: string, total: number | undefined, score: number) {
    super(`the Foundry roll ${formula} totals ${total} but the engine scored ${score}`);
    this.name = "RollMismatchError";
  }
}

/** One combatant's initiative as rolled in Foundry. */
export interface RolledInitiative {
  combatantId: string;
  roll: Roll;
  initiative: InitiativeRoll;
}

/** Rolls `f` as a real Foundry Roll and reads it through the engine; the score equals the Roll's total. */
export async function rollWithFoundry(combatantId: string, f: InitiativeFormula): Promise<RolledInitiative> {
  const roll = await new Roll(rollFormula(f)).evaluate();
  const initiative = rollInitiative(f, scriptedDice(facesOf(roll)));
  if (initiative.score !== roll.total)
    throw new RollMismatchError(roll.formula, roll.total, initiative.score);
  return { combatantId, roll, initiative };
}

/** What an engine call rolled in Foundry: initiative per combatant, and any plain dice (e.g. lost dice). */
export interface FoundryDice {
  initiative: RolledInitiative[];
  plain: Roll[];
}

function rolledAnew(a: CombatState, b: CombatState): string[] {
  return a.combatants
    .filter((c) => {
      const other = b.combatants.find((x) => x.id === c.id);
      return c.roll !== null && JSON.stringify(c.roll) !== JSON.stringify(other?.roll);
    })
    .map((c) => c.id);
}

/**
 * Who rolled anew between two dry runs, one Roll each: a group's members take its leader's roll (engine
 * groups.ts), so only the leader; the engine rolls the groups' leaders first (startTurn), so they come first.
 */
function rollersOf(dryLow: CombatState, dryHigh: CombatState): string[] {
  const leaders = groupsOf(dryLow).map((g) => groupLeader(dryLow, g.id)?.id);
  const rank = (id: string) => (leaders.includes(id) ? leaders.indexOf(id) - leaders.length : 0);
  return rolledAnew(dryLow, dryHigh)
    .filter((id) => {
      const group = groupOf(dryLow, id);
      return group === null || groupLeader(dryLow, group)?.id === id;
    })
    .sort((a, b) => rank(a) - rank(b));
}

/**
 * Who rolls initiative when the next turn of `state` starts, as the engine says (two dry runs of its
 * startTurn): a ruleset or setting that keeps the scores leaves them out.
 */
export function rollingNextTurn(state: CombatState): string[] {
  // a fixed coin: a look ahead must not draw from the stream the real turn's coins come from
  const probe = (face: number): DiceSource => ({ die: (n) => Math.min(face, n), coin: () => 0.5 });
  try {
    return rollersOf(startTurn(state, probe(1)), startTurn(state, probe(2)));
  } catch {
    return [];
  }
}

/**
 * Runs `run` (a pure engine call) with real Foundry dice. Initiative rolls get one Roll per combatant with
 * its formula; other dice one Roll per die size. Throws what the engine throws (RuleError ...), before any
 * Roll is made when the dry run already refuses.
 */
export async function runWithFoundryDice(
  run: (dice: DiceSource) => CombatState,
): Promise<{ state: CombatState; dice: FoundryDice }> {
  const coins = new OperationCoins();
  const low = probeDice(1, coins);
  const dryLow = run(low);
  if (low.asked.length === 0) return { state: dryLow, dice: { initiative: [], plain: [] } };
  const dryHigh = run(probeDice(2, coins));
  const faces: number[] = [];
  const initiative: RolledInitiative[] = [];
  const plain: Roll[] = [];
  const anew = rollersOf(dryLow, dryHigh);
  if (anew.length > 0) {
    for (const id of anew) {
      const formula = (dryLow.combatants.find((c) => c.id === id)?.roll as InitiativeRoll).formula;
      const rolled = await rollWithFoundry(id, formula);
      initiative.push(rolled);
      faces.push(...facesOf(rolled.roll));
    }
  } else {
    const sizes = [...new Set(low.asked)];
    const pools = new Map<number, number[]>();
    for (const size of sizes) {
      const roll = await new Roll(`${low.asked.filter((n) => n === size).length}d${size}`).evaluate();
      plain.push(roll);
      pools.set(size, facesOf(roll));
    }
    for (const size of low.asked) faces.push(pools.get(size)?.shift() as number);
  }
  const coin = coins.cursor();
  const scripted = scriptedDice(faces);
  const state = run({ die: (n) => scripted.die(n), coin });
  if (scripted.used() !== faces.length) {
    throw new Error(`the engine used ${scripted.used()} of the ${faces.length} dice rolled in Foundry`);
  }
  for (const r of initiative) {
    const score = state.combatants.find((c) => c.id === r.combatantId)?.roll?.score;
    if (score !== r.roll.total) throw new RollMismatchError(r.roll.formula, r.roll.total, score ?? NaN);
  }
  return { state, dice: { initiative, plain } };
}

/** For engine calls that only toss coins (createCombat): a die asked for here is a bug, so it throws. */
export function coinsOnly(): DiceSource {
  return {
    die: () => {
      throw new Error("this engine call was not expected to roll dice");
    },
    coin: () => coinStream(),
  };
}
