// The bytes of the one write each kind of advance sends, measured through the Combat document with the
// history full: a fight of n combatants is played until going back holds MAX_HISTORY entries, then each kind
// of advance is taken once more and the JSON of its update measured. Shared by the tests and `npm run bench`.
import { declaredRollOptions, initiativeFormula, type RulesetId } from "../../../src/engine";
import { rollingNextTurn } from "../../../src/foundry/combat/foundry-dice";
import { entries, MAX_HISTORY } from "../../../src/foundry/combat/history";
import { setUpFight, type Fight, type Fighter } from "./setup";

/** What a `nextTurn` can be: the next phase in the pass, the first phase of the next pass, or of the next turn. */
export type NextTurnKind = "phase" | "pass" | "turn";
export type AdvanceKind = NextTurnKind | "back" | "command" | "roll";

/** n fighters of the ruleset: a third with Wired Reflexes 2 (more passes), spread-out attributes. */
export function crowdOf(ruleset: RulesetId, n: number): Fighter[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `Fighter ${i + 1}`,
    input:
      ruleset === "d20"
        ? { d20: { dex: 8 + (i % 11), speed: 30 } }
        : { attributes: { reaction: 2 + (i % 5), intuition: 2 + ((i * 3) % 5), edge: 1 + (i % 4) } },
    items:
      i % 3 === 0
        ? [
            {
              id: "wired",
              name: "Wired Reflexes 2",
              kind: "cyberware" as const,
              rating: 2,
              dice: 2,
              flat: 2,
              passes: 2,
              bonusActions: 2,
              bonusCategory: "physical" as const,
              stackingGroup: "reflex",
            },
          ]
        : [],
  }));
}

function historySize(f: Fight): number {
  return entries((f.combat.system as unknown as { history: never }).history).length;
}

/** What one write of a kind sent: its bytes (the JSON of the update) and the keys its history part names. */
export interface WriteSize {
  /** How many Combat writes it took (the layer promises one). */
  writes: number;
  bytes: number;
  historyKeys: string[];
}

/** The Combat writes `act` makes (one, when the layer keeps its promise), summed. */
async function sizeOf(f: Fight, act: () => Promise<unknown>): Promise<WriteSize> {
  const from = f.world.writes.length;
  await f.gm(act);
  await f.world.settle();
  const writes = f.world.writesSince(from, "Combat");
  return {
    writes: writes.length,
    bytes: writes.reduce((sum, w) => sum + new TextEncoder().encode(JSON.stringify(w.data)).length, 0),
    historyKeys: writes.flatMap((w) =>
      Object.keys((w.data as { system?: { history?: object } }).system?.history ?? {}),
    ),
  };
}

/** Where the fight stands, taken before an advance for kindOf. */
export function standing(f: Fight): { round: number; pass: number } {
  return { round: f.combat.round, pass: f.combat.engineState().pass };
}

/** What the kind of the advance made since `before` (standing(f)) was. */
export function kindOf(before: { round: number; pass: number }, f: Fight): NextTurnKind {
  const pass = f.combat.engineState().pass;
  if (f.combat.round !== before.round) return "turn";
  return pass !== before.pass ? "pass" : "phase";
}

/**
 * A started fight of `n` with the history full, and the bytes of one write of every kind of advance: a phase,
 * a pass boundary, a turn boundary, going back one phase, a GM command that moves the phase (the acting
 * combatant marked defeated), and a roll kept for the next turn (rules scores 2; not in a ruleset that keeps
 * its scores).
 */
export async function writeSizes(
  ruleset: RulesetId,
  n: number,
): Promise<{ sizes: Record<AdvanceKind, WriteSize>; historyDepth: number; fight: Fight }> {
  const f = await setUpFight(ruleset, crowdOf(ruleset, n));
  await f.gm(() => f.combat.startCombat());
  while (historySize(f) < MAX_HISTORY) await f.gm(() => f.combat.nextTurn());
  const historyDepth = historySize(f);
  const sizes: Partial<Record<AdvanceKind, WriteSize>> = {};
  // bonus-actions and d20 have one pass a turn: no pass boundary to measure
  const kinds = ruleset === "sr4" || ruleset === "sr5" ? 3 : 2;
  for (let guard = 0; guard < 20 * n && Object.keys(sizes).length < kinds; guard += 1) {
    const before = standing(f);
    const size = await sizeOf(f, () => f.combat.nextTurn());
    sizes[kindOf(before, f)] ??= size;
  }
  sizes.back = await sizeOf(f, () => f.combat.previousTurn());
  const defeat = { type: "defeated" as const, combatantId: f.combat.engineState().currentId as string };
  sizes.command = await sizeOf(f, () => f.combat.runCommand({ ...defeat, defeated: true }));
  const state = f.combat.engineState();
  const roller = state.combatants.find((c) => c.id === rollingNextTurn(state)[0]);
  if (roller) {
    const formula = initiativeFormula(ruleset, roller.input, declaredRollOptions(roller));
    const faces = Array.from({ length: formula.dice }, () => 1);
    sizes.roll = await sizeOf(f, () => f.combat.requestRoll(roller.id, { faces }));
  }
  return { sizes: sizes as Record<AdvanceKind, WriteSize>, historyDepth, fight: f };
}
