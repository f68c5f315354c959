// Mid-fight states for the tracker tests and screenshots, played with the real engine facade (createCombat,
// startTurn, apply, advance) and scripted dice, so the rows the templates see are the engine's own.
import {
  advance,
  apply,
  createCombat,
  makeInput,
  makeSource,
  scriptedDice,
  seededDice,
  startTurn,
  timedItemsInPass,
  turnOrder,
  type CombatState,
  type TimedItemSlot,
  type Command,
  type DiceSource,
  type PhaseView,
  type RulesetId,
} from "../../../src/engine";
import { wired as wiredReflexes } from "../../engine/flow/fixtures";

export interface Scene {
  ruleset: RulesetId;
  state: CombatState;
  rows: PhaseView[];
  timed: TimedItemSlot[];
}

const coins = () => seededDice(11);

/** Wired Reflexes with its sr4 passes too, so one item serves every SR ruleset. */
function wired(rating: number) {
  return { ...wiredReflexes(rating), passes: rating };
}

function play(state: CombatState, dice: DiceSource, steps: (Command | "advance")[]): CombatState {
  return steps.reduce((s, step) => (step === "advance" ? advance(s, dice) : apply(s, step, dice)), state);
}

function scene(state: CombatState): Scene {
  return { ruleset: state.ruleset, state, rows: turnOrder(state), timed: timedItemsInPass(state) };
}

/**
 * sr5, turn 1, pass 2: Carol seized the initiative (13 -> 3), Alice (27 -> 17) acts now with a Complex
 * and a Free action left, Bob (9 -> -1) has no phase left this turn.
 */
export function sr5MidFight(): Scene {
  const alice = makeInput({
    id: "alice",
    name: "Alice",
    attributes: { reaction: 5, intuition: 5, edge: 3 },
    sources: [wired(2)],
  });
  const carol = makeInput({ id: "carol", name: "Carol", attributes: { reaction: 4, intuition: 4, edge: 1 } });
  const bob = makeInput({ id: "bob", name: "Bob", attributes: { reaction: 3, intuition: 2, edge: 0 } });
  const dice = coins();
  let s = createCombat("sr5", [alice, carol, bob], dice);
  s = apply(s, { type: "seize", combatantId: "carol" }, dice);
  // Alice 10 + 6+5+6 = 27, Carol 8 + 5 = 13, Bob 5 + 4 = 9
  s = startTurn(s, scriptedDice([6, 5, 6, 5, 4], 3));
  s = play(s, dice, [
    { type: "spend", combatantId: "carol", kind: "complex" },
    "advance",
    "advance",
    "advance",
    { type: "spend", combatantId: "carol", kind: "simple" },
    "advance",
  ]);
  return scene(s);
}

/**
 * bonus-actions, turn 1: Alice (Wired Reflexes 3, 22) has acted; the decker Dex (hot-sim, 3 Matrix bonus
 * actions, Blitz) acts now after one Simple; Bob (8) waits.
 */
export function bonusActionsMidFight(): Scene {
  const alice = makeInput({
    id: "alice",
    name: "Alice",
    attributes: { reaction: 5, intuition: 5 },
    sources: [wired(3)],
  });
  const dex = makeInput({
    id: "dex",
    name: "Dex",
    attributes: { reaction: 3, intuition: 5, dataProcessing: 6, edge: 2 },
    mode: "matrix-hot",
  });
  const bob = makeInput({ id: "bob", name: "Bob", attributes: { reaction: 3, intuition: 2, edge: 1 } });
  const dice = coins();
  let s = createCombat("bonus-actions", [alice, dex, bob], dice);
  s = apply(s, { type: "blitz", combatantId: "dex" }, dice);
  // Alice 10 + 3+3+3+3 = 22; Dex blitz 11 + 5d6 (2+2+3+1+1) = 20; Bob 5 + 3 = 8
  s = startTurn(s, scriptedDice([3, 3, 3, 3, 2, 2, 3, 1, 1, 3], 5));
  s = play(s, dice, [
    { type: "spend", combatantId: "alice", kind: "complex", category: "physical" },
    { type: "spend", combatantId: "alice", kind: "simple", category: "physical" },
    "advance",
    { type: "spend", combatantId: "dex", kind: "simple", category: "matrix" },
  ]);
  return scene(s);
}

/**
 * d20, round 2: the militant (19) has acted, Falke (17) acts now with his Action spent and 20 ft moved;
 * the twins Kira and Nox are tied on 12 with DEX 14 (swap offered); the fighter Brann has Action Surge.
 */
export function d20MidFight(): Scene {
  const surge = makeSource({ id: "surge", name: "Action Surge", kind: "feature", d20: { actionSurge: 1 } });
  const cunning = makeSource({
    id: "cunning",
    name: "Cunning Action",
    kind: "feature",
    d20: { bonusAction: true },
  });
  const militant = makeInput({ id: "militant", name: "Militant", d20: { dex: 12, speed: 30 } });
  const falke = makeInput({ id: "falke", name: "Falke", d20: { dex: 16, speed: 30 }, sources: [cunning] });
  const kira = makeInput({ id: "kira", name: "Kira", d20: { dex: 14, speed: 35 } });
  const nox = makeInput({ id: "nox", name: "Nox", d20: { dex: 14, speed: 30 } });
  const brann = makeInput({ id: "brann", name: "Brann", d20: { dex: 10, speed: 25 }, sources: [surge] });
  const dice = coins();
  let s = createCombat("d20", [militant, falke, kira, nox, brann], dice);
  // militant 18+1 = 19, Falke 14+3 = 17, Kira 10+2 = 12, Nox 10+2 = 12, Brann 5+0 = 5
  s = startTurn(s, scriptedDice([18, 14, 10, 10, 5]));
  // five phases make round 1; the sixth advance hands round 2 from the militant to Falke
  s = play(s, dice, ["advance", "advance", "advance", "advance", "advance", "advance"]);
  s = play(s, dice, [
    { type: "spend", combatantId: "falke", kind: "action" },
    { type: "spend", combatantId: "falke", kind: "movement", amount: 20 },
  ]);
  return scene(s);
}

/**
 * d20, round 1: the militant acts; the GM has marked Nox surprised (no reaction until his lost turn has
 * passed) and Kira has already used her reaction this round.
 */
export function d20RoundOne(): Scene {
  const militant = makeInput({ id: "militant", name: "Militant", d20: { dex: 12, speed: 30 } });
  const kira = makeInput({ id: "kira", name: "Kira", d20: { dex: 14, speed: 35 } });
  const nox = makeInput({ id: "nox", name: "Nox", d20: { dex: 14, speed: 30 } });
  const dice = coins();
  let s = createCombat("d20", [militant, kira, nox], dice);
  s = startTurn(s, scriptedDice([18, 10, 9]));
  s = play(s, dice, [
    { type: "surprise", combatantId: "nox", surprised: true },
    { type: "spend", combatantId: "kira", kind: "reaction" },
  ]);
  return scene(s);
}

/** sr5 before the first roll: the combatants are in, nobody has a score yet. */
export function sr5BeforeStart(): Scene {
  const alice = makeInput({ id: "alice", name: "Alice", attributes: { reaction: 5, intuition: 5, edge: 3 } });
  const bob = makeInput({ id: "bob", name: "Bob", attributes: { reaction: 3, intuition: 2, edge: 0 } });
  return scene(createCombat("sr5", [alice, bob], coins()));
}

/**
 * bonus-actions, not started: Alice (Wired Reflexes 2, initiate grade 1) may pick physical or magic bonus
 * actions with her roll (rule 5); Bob has none to pick.
 */
export function bonusActionsBeforeStart(): Scene {
  const alice = makeInput({
    id: "alice",
    name: "Alice",
    attributes: { reaction: 5, intuition: 5, edge: 3 },
    initiateGrade: 1,
    sources: [wired(2)],
  });
  const bob = makeInput({ id: "bob", name: "Bob", attributes: { reaction: 3, intuition: 2, edge: 0 } });
  return scene(createCombat("bonus-actions", [alice, bob], coins()));
}

export const SCENES = {
  sr4: sr4MidFight,
  sr5: sr5MidFight,
  "bonus-actions": bonusActionsMidFight,
  d20: d20MidFight,
} as const;

/**
 * sr4, turn 1, pass 2: Alice (12, 3 passes) has acted; Carol and Dan are tied on 10 (2 passes each) and
 * act simultaneously, Carol first by Edge; Bob glitched (6) and has only one pass; Alice's grenade goes off
 * after her row.
 */
export function sr4MidFight(): Scene {
  const alice = makeInput({
    id: "alice",
    name: "Alice",
    attributes: { reaction: 5, intuition: 5, edge: 3 },
    sources: [wired(2)],
  });
  const carol = makeInput({
    id: "carol",
    name: "Carol",
    attributes: { reaction: 4, intuition: 4, edge: 2 },
    sources: [wired(1)],
  });
  const dan = makeInput({
    id: "dan",
    name: "Dan",
    attributes: { reaction: 4, intuition: 4, edge: 1 },
    sources: [wired(1)],
  });
  const bob = makeInput({ id: "bob", name: "Bob", attributes: { reaction: 3, intuition: 2, edge: 0 } });
  const dice = coins();
  let s = createCombat("sr4", [alice, carol, dan, bob], dice);
  // hits: Alice 2 of 10 dice (12), Carol 2 of 8 (10), Dan 2 of 8 (10), Bob 1 of 5 with three 1s: a glitch (6)
  s = startTurn(
    s,
    scriptedDice(
      [6, 5, 1, 2, 3, 4, 2, 3, 4, 2, 6, 6, 2, 2, 3, 3, 4, 4, 5, 5, 2, 2, 3, 3, 4, 4, 1, 1, 1, 2, 5],
      3,
    ),
  );
  // Alice throws a timed grenade in her phase of pass 1: it goes off at 12 in pass 2 (sr4 rule 11)
  s = apply(s, { type: "timed-item", combatantId: "alice", name: "Grenade" }, dice);
  s = play(s, dice, ["advance", "advance", "advance", "advance", "advance"]);
  s = apply(s, { type: "spend", combatantId: s.currentId ?? "", kind: "simple" }, dice);
  return scene(s);
}

/**
 * sr5, turn 1, pass 1: four gangers made one group before the start (rules "Scores set by hand", rule 3);
 * Ganger 1 rolled once for all four (6 + 3 = 9), Alice 10 + 6+5+4 = 25. `acted` phases are played first:
 * 0 leaves Alice acting, 1 the first ganger.
 */
export function sr5Gangers(acted = 0): Scene {
  const alice = makeInput({
    id: "alice",
    name: "Alice",
    attributes: { reaction: 5, intuition: 5, edge: 3 },
    sources: [wired(2)],
  });
  const gangers = [1, 2, 3, 4].map((n) =>
    makeInput({ id: `ganger${n}`, name: `Ganger ${n}`, attributes: { reaction: 3, intuition: 3, edge: 1 } }),
  );
  const dice = coins();
  let s = createCombat("sr5", [alice, ...gangers], dice);
  for (const g of gangers) s = apply(s, { type: "group", combatantId: g.id, groupId: "gangers" }, dice);
  s = startTurn(s, scriptedDice([3, 6, 5, 4], 3));
  return scene(play(s, dice, Array<"advance">(acted).fill("advance")));
}
