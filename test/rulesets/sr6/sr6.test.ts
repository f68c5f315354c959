// sr6 (docs/rules.md "sr6", rules 1-11 and the worked example), played through the engine as the simulator and
// the tracker play it: the ruleset is registered the way the system registers its shipped modules.
import { beforeAll, describe, expect, it } from "vitest";
import {
  addCombatant,
  advance,
  apply,
  createCombat,
  getRuleset,
  initiativeFormula,
  makeInput,
  makeSource,
  scriptedDice,
  startTurn,
  turnOrder,
  updateCombatant,
  type CombatantInput,
  type CombatState,
  type Command,
  type DiceSource,
  type EngineSettings,
} from "../../../src/engine";
import { registerShippedRulesets } from "../../../src/rulesets";
import { errorCode, order, who } from "../../engine/flow/fixtures";

beforeAll(registerShippedRulesets);

const booster = (dice: number) =>
  makeSource({ id: `boost-${dice}`, name: `Booster ${dice}`, kind: "cyberware", dice });

const person = (id: string, rea: number, int: number, edge = 2, extra: Partial<CombatantInput> = {}) =>
  makeInput({
    id,
    name: id[0]!.toUpperCase() + id.slice(1),
    attributes: { reaction: rea, intuition: int, edge },
    ...extra,
  });

const kitsune = person("kitsune", 5, 5, 3, { sources: [booster(4)] }); // 10 + 5d6
const riot = person("riot", 6, 5, 2, { sources: [booster(2)] }); // 11 + 3d6
const byte = makeInput({
  id: "byte",
  name: "Byte",
  mode: "matrix-hot",
  attributes: { reaction: 3, intuition: 5, edge: 2, dataProcessing: 6 },
}); // 11 + 3d6
const ganger = person("ganger", 3, 3, 1); // 6 + 1d6

/** The worked example's roll: Kitsune 31, Riot 23, Byte 20, the ganger 11. */
const EXAMPLE = [3, 3, 4, 5, 6, 4, 6, 2, 1, 5, 3, 5];

function example(
  settings: Partial<EngineSettings> = {},
  more: number[] = [],
): { s: CombatState; dice: DiceSource } {
  const dice = scriptedDice([...EXAMPLE, ...more]);
  return { s: startTurn(createCombat("sr6", [kitsune, riot, byte, ganger], dice, settings), dice), dice };
}

const run = (s: CombatState, command: Command, dice: DiceSource = scriptedDice([])) =>
  apply(s, command, dice);
const held = (s: CombatState, id: string) => {
  const b = who(s, id).budget;
  return b.family === "kinds" ? b.left : null;
};
const row = (s: CombatState, id: string) => turnOrder(s).find((r) => r.combatantId === id)!;
const rowBudget = (s: CombatState, id: string) => {
  const b = row(s, id).budget;
  return b.family === "kinds" ? b.left : null;
};
const spend = (s: CombatState, id: string, kind: string, paidWith?: string) =>
  run(s, { type: "spend", combatantId: id, kind, ...(paidWith ? { paidWith } : {}) });
const anytime = (s: CombatState, id: string, action: string) =>
  run(s, { type: "interrupt", combatantId: id, action });
const scoresOf = (s: CombatState) => Object.fromEntries(s.combatants.map((c) => [c.id, c.score]));

/** Ends turns until `id` acts. */
function until(s: CombatState, id: string, dice: DiceSource): CombatState {
  let state = s;
  for (let i = 0; i < 10 && state.currentId !== id; i += 1) state = advance(state, dice);
  return state;
}

describe("sr6: one turn each, Major and Minor actions", () => {
  it("sr6 rule 1: REA + INT + 1d6 + augmentation dice in the body, LOG + INT + 2d6 astral, INT + DP + 2d6 cold and 3d6 hot, at most 5d6", () => {
    const base = {
      id: "m",
      name: "M",
      attributes: { reaction: 4, intuition: 5, edge: 2, logic: 6, dataProcessing: 7 },
    };
    const f = (extra: Partial<CombatantInput>) => initiativeFormula("sr6", makeInput({ ...base, ...extra }));
    expect([f({}).attributePart, f({}).dice]).toEqual([9, 1]);
    expect([f({ sources: [booster(2)] }).dice]).toEqual([3]);
    expect([f({ mode: "astral" }).attributePart, f({ mode: "astral" }).dice]).toEqual([11, 2]);
    expect([f({ mode: "matrix-cold" }).attributePart, f({ mode: "matrix-cold" }).dice]).toEqual([12, 2]);
    expect([f({ mode: "matrix-hot" }).attributePart, f({ mode: "matrix-hot" }).dice]).toEqual([12, 3]);
    // augmentation dice only in the body, and never past 5d6
    expect(f({ mode: "matrix-hot", sources: [booster(3)] }).dice).toBe(3);
    const capped = f({
      sources: [booster(4), makeSource({ id: "jazz", name: "Jazz", kind: "drug", dice: 2 })],
    });
    expect(capped.dice).toBe(5);
    expect(capped.ignored.map((i) => i.reason)).toContain("dice-cap");
  });

  it("sr6 rule 2: everyone rolls once when the fight starts and keeps the score for the whole fight", () => {
    const ex = example();
    let s = ex.s;
    const dice = ex.dice;
    for (let i = 0; i < 4; i += 1) s = advance(s, dice); // round 2: no dice are asked for
    expect(s.turn).toBe(2);
    expect(scoresOf(s)).toEqual({ kitsune: 31, riot: 23, byte: 20, ganger: 11 });
  });

  it("sr6 rule 2 (setting on): re-roll every round", () => {
    const ex = example({ own: { rerollEachRound: true } }, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 6]);
    let s = ex.s;
    const dice = ex.dice;
    for (let i = 0; i < 4; i += 1) s = advance(s, dice);
    expect(scoresOf(s)).toEqual({ kitsune: 15, riot: 14, byte: 14, ganger: 12 });
  });

  it("sr6 rule 2: a latecomer rolls when joining and acts this round if its score has not been passed yet, else next round", () => {
    const ex = example({}, [6, 1]);
    let s = ex.s;
    const dice = ex.dice;
    s = until(s, "byte", dice); // Kitsune and Riot have acted
    // Fast (11 + 6 = 17) comes after Byte (20): still to come this round
    s = addCombatant(s, person("fast", 5, 6), dice);
    expect(row(s, "fast").hasPhase).toBe(true);
    // Late (24 + 1 = 25) would have come before Riot (23), who has acted: its place has gone by
    s = addCombatant(s, person("late", 12, 12), dice);
    expect(row(s, "late").hasPhase).toBe(false);
    s = advance(advance(advance(s, dice), dice), dice);
    expect(s.turn).toBe(2);
    expect(order(s).slice(0, 2)).toEqual(["kitsune", "late"]);
  });

  it("sr6 rule 3: one turn each per round, highest score first; ties by ERIC with one coin for the whole fight", () => {
    const dice = scriptedDice([3, 3, 3], 7);
    const a = person("a", 4, 4, 3);
    const b = person("b", 4, 4, 3);
    const c = person("c", 4, 4, 1);
    let s = startTurn(createCombat("sr6", [a, b, c], dice), dice);
    const coins = s.combatants.map((x) => x.coin);
    const first = order(s);
    expect(first[2]).toBe("c"); // lower Edge
    expect(s.pass).toBe(1);
    for (let i = 0; i < 3; i += 1) s = advance(s, dice);
    expect(s.turn).toBe(2);
    expect(s.combatants.map((x) => x.coin)).toEqual(coins);
    expect(order(s)).toEqual(first);
  });

  it("sr6 rule 4: 1 Major and 1 + N Minor actions each round; what is left is lost; Minor actions above 5 are cut to 5 when the own turn begins", () => {
    const ex = example();
    let s = ex.s;
    const dice = ex.dice;
    expect(held(s, "kitsune")).toEqual({ major: 1, minor: 5 }); // her turn has begun: 6 cut to 5
    expect(held(s, "riot")).toEqual({ major: 1, minor: 4 });
    expect(held(s, "ganger")).toEqual({ major: 1, minor: 2 });
    s = spend(s, "kitsune", "minor");
    for (let i = 0; i < 4; i += 1) s = advance(s, dice);
    // round 2: refilled, not added to what was left
    expect(held(s, "kitsune")).toEqual({ major: 1, minor: 5 });
    expect(held(s, "riot")).toEqual({ major: 1, minor: 4 });
  });

  it("sr6 rule 4: a 6-Minor combatant waiting for its turn holds all six", () => {
    const dice = scriptedDice([6, 6, 6, 3, 3, 4, 5, 6]);
    const speedster = person("speedster", 9, 9, 2, { sources: [booster(2)] }); // 36
    const s = startTurn(createCombat("sr6", [speedster, kitsune], dice), dice);
    expect(s.currentId).toBe("speedster");
    expect(rowBudget(s, "kitsune")).toEqual({ major: 1, minor: 6 });
    const dodged = anytime(s, "kitsune", "dodge");
    expect(held(dodged, "kitsune")).toEqual({ major: 1, minor: 5 });
  });

  it("sr6 rule 5: a Major pays for a Minor, four Minors for a Major, when the action is taken", () => {
    let { s } = example();
    s = until(s, "byte", scriptedDice([]));
    s = spend(s, "byte", "major");
    s = spend(s, "byte", "major"); // the trade: four Minor actions
    expect(held(s, "byte")).toEqual({ major: 0, minor: 0 });
    expect(errorCode(() => spend(s, "byte", "minor"))).toBe("sr6-no-minor");
    let k = example().s;
    k = spend(k, "kitsune", "minor", "major");
    expect(held(k, "kitsune")).toEqual({ major: 0, minor: 5 });
    expect(errorCode(() => spend(k, "kitsune", "major", "major"))).toBe("sr6-no-major");
    // no trade other than these two, and no action of another size
    expect(errorCode(() => spend(k, "kitsune", "minor", "simple"))).toBe("sr6-no-trade");
    expect(errorCode(() => spend(k, "kitsune", "complex"))).toBe("wrong-kind");
  });

  it("sr6 rule 5: the own turn offers each size and each trade that would pay; a row outside its turn none", () => {
    const offered = (s: CombatState, id: string) =>
      getRuleset("sr6")
        .economy.offers({ state: s, c: who(s, id), row: row(s, id) })
        .map((o) => (o.paidWith === null ? o.kind : `${o.kind} by ${o.paidWith}`));
    let { s } = example();
    s = until(s, "byte", scriptedDice([]));
    expect(offered(s, "byte")).toEqual(["major", "major by minor", "minor", "minor by major"]);
    expect(offered(s, "ganger")).toEqual([]);
    s = spend(s, "byte", "major");
    expect(offered(s, "byte")).toEqual(["major by minor", "minor"]);
    s = spend(s, "byte", "minor");
    expect(offered(s, "byte")).toEqual(["minor"]);
    const k = spend(example().s, "kitsune", "minor", "major");
    expect(offered(k, "kitsune")).toEqual(["major by minor", "minor"]);
  });

  it("sr6 rule 6: Initiative actions only in one's own turn; Anytime actions any time, paid from Majors and Minors (trades too), never from the score", () => {
    let { s } = example();
    expect(errorCode(() => spend(s, "ganger", "minor"))).toBe("sr6-not-your-turn");
    s = anytime(s, "ganger", "dodge");
    expect(held(s, "ganger")).toEqual({ major: 1, minor: 1 });
    expect(who(s, "ganger").score).toBe(11);
    // four Minors pay for an Anytime Full Defense outside one's turn: Riot spends his Major first
    s = until(s, "riot", scriptedDice([]));
    s = spend(s, "riot", "major");
    s = advance(s, scriptedDice([])); // Byte's turn
    s = anytime(s, "riot", "full-defense");
    expect(held(s, "riot")).toEqual({ major: 0, minor: 0 });
    expect(who(s, "riot").flags.fullDefense).toBe(true);
    expect(errorCode(() => anytime(s, "riot", "block"))).toBe("sr6-no-minor");
    expect(errorCode(() => anytime(s, "riot", "parry"))).toBe("unknown-interrupt");
  });

  it("sr6 rule 6: Full Defense lasts to the end of the round", () => {
    const ex = example();
    let s = ex.s;
    const dice = ex.dice;
    s = anytime(s, "ganger", "full-defense");
    expect(who(s, "ganger").flags.fullDefense).toBe(true);
    for (let i = 0; i < 4; i += 1) s = advance(s, dice);
    expect(who(s, "ganger").flags.fullDefense).toBe(false);
  });

  it("sr6 rule 7: no delaying", () => {
    const { s } = example();
    expect(errorCode(() => run(s, { type: "delay", combatantId: "kitsune" }))).toBe("unsupported-command");
  });

  it("sr6 rule 8: gained dice are rolled and added and give a Minor each; lost dice take an unspent Minor each (never below 0); a changed attribute part moves the score", () => {
    let { s } = example();
    s = until(s, "riot", scriptedDice([]));
    const dice = scriptedDice([4, 2]);
    // Riot gains a die in his own turn: +4 and one more Minor, not cut
    s = updateCombatant(s, { ...riot, sources: [booster(3)] }, dice);
    expect(who(s, "riot").score).toBe(27);
    expect(held(s, "riot")).toEqual({ major: 1, minor: 5 });
    // the ganger loses Reaction 1 and gains nothing: 11 - 1 = 10
    s = updateCombatant(s, { ...ganger, attributes: { ...ganger.attributes, reaction: 2 } }, dice);
    expect(who(s, "ganger").score).toBe(10);
    // Byte drops from hot to cold sim: loses a die (2) and a Minor
    s = updateCombatant(s, { ...byte, mode: "matrix-cold" }, dice);
    expect(who(s, "byte").score).toBe(18);
    expect(held(s, "byte")).toEqual({ major: 1, minor: 3 });
  });

  it("sr6 rule 8: Minor actions gained after one's own turn has begun are not cut to 5", () => {
    let { s } = example();
    s = updateCombatant(
      s,
      { ...kitsune, attributes: { ...kitsune.attributes, reaction: 6 } },
      scriptedDice([]),
    );
    expect(held(s, "kitsune")).toEqual({ major: 1, minor: 5 });
    const ace = person("ace", 4, 4, 2, { sources: [booster(3)] }); // 4d6: 5 Minor
    const dice = scriptedDice([6, 6, 6, 6, 3]);
    let t = startTurn(createCombat("sr6", [ace], dice), dice);
    t = updateCombatant(t, { ...ace, sources: [booster(4)] }, dice);
    expect(held(t, "ace")).toEqual({ major: 1, minor: 6 });
  });

  it("sr6 rule 8, rules-choices 'A change to the acting character': a turn begun with nothing spent is still handed on by a typed score after a dice change", () => {
    let { s } = example();
    s = until(s, "riot", scriptedDice([]));
    // Riot's turn has begun; he gains a die (4) before doing anything: 27, one more Minor
    s = updateCombatant(s, { ...riot, sources: [booster(3)] }, scriptedDice([4]));
    expect([s.currentId, who(s, "riot").score]).toEqual(["riot", 27]);
    expect(held(s, "riot")).toEqual({ major: 1, minor: 5 });
    // nothing spent yet, so the GM's typed 5 hands the turn to Byte (20); Riot waits with all he holds
    s = run(s, { type: "set-score", combatantId: "riot", score: 5 });
    expect(s.currentId).toBe("byte");
    expect(held(s, "riot")).toEqual({ major: 1, minor: 5 });
    // he acts after the ganger (11), still this round
    s = until(s, "riot", scriptedDice([]));
    expect([s.turn, order(s).at(-1)]).toEqual([1, "riot"]);
    expect(held(s, "riot")).toEqual({ major: 1, minor: 5 });
  });

  it("rules-choices 'A change to the acting character': a begun sr6 turn read back from storage, nothing spent, is handed on by a typed score", () => {
    // as the tracker holds it: each budget its own copy, the phase's record of its opening too
    const stored = JSON.parse(JSON.stringify(until(example().s, "riot", scriptedDice([])))) as CombatState;
    const s = run(stored, { type: "set-score", combatantId: "riot", score: 5 });
    expect(s.currentId).toBe("byte");
    expect(held(s, "riot")).toEqual({ major: 1, minor: 4 });
  });

  it("sr6 rule 8: wounds do not lower the score (setting off); with the setting on, as in sr5", () => {
    let { s } = example();
    s = updateCombatant(s, { ...ganger, woundModifier: -3 }, scriptedDice([]));
    expect(who(s, "ganger").score).toBe(11);
    let on = example({ own: { woundsLowerInitiative: true } }).s;
    on = updateCombatant(on, { ...ganger, woundModifier: -3 }, scriptedDice([]));
    expect(who(on, "ganger").score).toBe(8);
  });

  it("sr6 rule 8: a score of 0 or less still gets its turn, last", () => {
    const ex = example({ own: { woundsLowerInitiative: true } });
    let s = ex.s;
    const dice = ex.dice;
    s = updateCombatant(s, { ...ganger, woundModifier: -15 }, dice);
    expect(who(s, "ganger").score).toBe(-4);
    expect(row(s, "ganger").hasPhase).toBe(true);
    s = until(s, "ganger", dice);
    expect(s.currentId).toBe("ganger");
    expect(s.turn).toBe(1);
  });

  it("sr6 rule 9: +3 for a point of Edge any time, more than once, until the score is next rolled; no Seize, no Blitz", () => {
    const ex = example();
    let s = ex.s;
    const dice = ex.dice;
    s = run(s, { type: "edge-boost", combatantId: "riot" });
    s = run(s, { type: "edge-boost", combatantId: "riot" });
    expect(who(s, "riot").score).toBe(29);
    expect(who(s, "riot").input.edgePoints).toBe(0);
    expect(errorCode(() => run(s, { type: "edge-boost", combatantId: "riot" }))).toBe("no-edge");
    expect(errorCode(() => run(s, { type: "seize", combatantId: "kitsune" }))).toBe("unsupported-command");
    expect(errorCode(() => run(s, { type: "blitz", combatantId: "kitsune" }))).toBe("unsupported-command");
    for (let i = 0; i < 4; i += 1) s = advance(s, dice);
    expect(who(s, "riot").score).toBe(29); // kept: not rolled again
  });

  it("sr6 rule 10: a spirit rolls REA + INT + 2d6 physical and Force x 2 + 3d6 astral; a drone on its own Pilot x 2 + 3d6", () => {
    const spirit: CombatantInput = {
      ...makeInput({
        id: "spirit",
        name: "Spirit",
        attributes: { reaction: 5, intuition: 4, edge: 1, force: 6 },
      }),
      baseDice: { physical: 2, astral: 3 },
    };
    expect([initiativeFormula("sr6", spirit).attributePart, initiativeFormula("sr6", spirit).dice]).toEqual([
      9, 2,
    ]);
    const astral = initiativeFormula("sr6", { ...spirit, mode: "astral" });
    expect([astral.attributePart, astral.dice]).toEqual([12, 3]);
    const drone: CombatantInput = {
      ...makeInput({
        id: "drone",
        name: "Drone",
        mode: "rigging-ar",
        // a drone's sheet fills Reaction and Intuition from its Pilot (the tiebreaks read them)
        attributes: { reaction: 3, intuition: 3, edge: 0, pilot: 3 },
      }),
      // the actor layer's dice of a drone (sr5's 4d6): sr6's own formula rolls 3d6
      baseDice: { physical: 4, "rigging-ar": 4 },
    };
    const own = initiativeFormula("sr6", drone);
    expect([own.terms.map((t) => t.label), own.attributePart, own.dice]).toEqual([["Pilot×2"], 6, 3]);
  });

  it("sr6 rule 11: a typed score replaces the score; a group rolls once and each member's Minor actions come from its own dice", () => {
    let { s } = example();
    s = run(s, { type: "set-score", combatantId: "ganger", score: 25 });
    expect(order(s).slice(0, 2)).toEqual(["kitsune", "ganger"]);
    const dice = scriptedDice([4, 4, 4, 4, 4, 4, 6, 6]);
    let g = createCombat("sr6", [person("g1", 3, 3), person("g2", 3, 3, 2, { sources: [booster(2)] })], dice);
    g = run(g, { type: "group", combatantId: "g1", groupId: "gang" });
    g = run(g, { type: "group", combatantId: "g2", groupId: "gang" });
    g = startTurn(g, dice);
    expect(who(g, "g1").score).toBe(who(g, "g2").score);
    expect(held(g, "g1")?.minor ?? rowBudget(g, "g1")?.minor).toBe(2);
    expect(rowBudget(g, "g2")?.minor ?? held(g, "g2")?.minor).toBe(4);
  });

  it("sr6 worked example: 31, 23, 20, 11; Byte buys a second Major; Riot dodges, Byte cannot; round 2 the ganger buys +3: 14, still after Byte", () => {
    const ex = example();
    let s = ex.s;
    const dice = ex.dice;
    expect(order(s)).toEqual(["kitsune", "riot", "byte", "ganger"]);
    expect(held(s, "kitsune")).toEqual({ major: 1, minor: 5 });
    s = until(s, "byte", dice);
    s = spend(spend(s, "byte", "major"), "byte", "major");
    s = advance(s, dice);
    expect(s.currentId).toBe("ganger");
    s = spend(s, "ganger", "major");
    s = anytime(s, "riot", "dodge");
    expect(held(s, "riot")).toEqual({ major: 1, minor: 3 });
    expect(errorCode(() => anytime(s, "byte", "dodge"))).toBe("sr6-no-minor");
    s = advance(s, dice);
    expect(s.turn).toBe(2);
    s = run(s, { type: "edge-boost", combatantId: "ganger" });
    expect(who(s, "ganger").score).toBe(14);
    expect(order(s)).toEqual(["kitsune", "riot", "byte", "ganger"]);
    expect(held(s, "byte")).toEqual({ major: 1, minor: 4 });
  });
});
