// "Scores set by hand, and who rolls", rule 3: a group rolls once; each member gets the group's score and
// keeps its own budget, wounds and tie-breaks. Who rolls for the group: its first member still in the fight.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  srBudget,
  advance,
  apply,
  createCombat,
  groupLeader,
  groupOf,
  groupsOf,
  registeredRulesets,
  removeCombatant,
  rollPlan,
  withPlannedRoll,
  scriptedDice,
  seededDice,
  startTurn,
  turnOrder,
  updateCombatant,
  type CombatantInput,
  type CombatState,
  type DiceSource,
  type RulesetId,
  sr4Flags,
} from "../../../src/engine";
import { errorCode, order, person, who } from "../flow/fixtures";
import { sr4Roll } from "../sr4/helpers";

// Three gangers alike but for their Edge (the tie-break); a boss on her own.
const gangers = [person("g1", 3, 3, 1), person("g2", 3, 3, 3), person("g3", 3, 3, 2)];
const boss = person("boss", 5, 4, 2);

function grouped(ruleset: RulesetId, inputs: CombatantInput[], dice: DiceSource, ids = ["g1", "g2", "g3"]) {
  let s = createCombat(ruleset, inputs, dice);
  for (const id of ids) s = apply(s, { type: "group", combatantId: id, groupId: "gang" }, dice);
  return s;
}

function scores(s: CombatState): Record<string, number | null> {
  return Object.fromEntries(s.combatants.map((c) => [c.id, c.score]));
}

describe("Scores set by hand, rule 3: one roll for a group", () => {
  it("sr5: the group's first member rolls once, every member gets its score, ties by each one's Edge", () => {
    const dice = scriptedDice([4, 2]); // the gang's one die, then the boss's
    const s = startTurn(grouped("sr5", [...gangers, boss], dice), dice);
    expect(dice.used()).toBe(2);
    expect(scores(s)).toEqual({ g1: 10, g2: 10, g3: 10, boss: 11 });
    expect(order(s)).toEqual(["boss", "g2", "g3", "g1"]);
    // the roll is the leader's, shown on every member
    expect(who(s, "g3").roll?.dice).toEqual([4]);
  });

  it("each member keeps its own budget: one spending leaves the others' phases whole", () => {
    const dice = scriptedDice([4, 2]);
    let s = startTurn(grouped("bonus-actions", [...gangers, boss], dice), dice);
    s = advance(s, dice);
    expect(s.currentId).toBe("g2");
    s = apply(s, { type: "spend", combatantId: "g2", kind: "complex" }, dice);
    expect(srBudget(who(s, "g2").budget).simple).toBe(0);
    s = advance(s, dice);
    expect(srBudget(who(s, "g3").budget).simple).toBe(2);
  });

  it("each member keeps its own wounds: a wounded member drops out of the group's place, at 0 it has no phase", () => {
    const dice = scriptedDice([4, 2]);
    let s = startTurn(grouped("sr5", [...gangers, boss], dice), dice);
    s = updateCombatant(s, { ...gangers[1]!, woundModifier: -3 }, dice);
    expect(scores(s)).toMatchObject({ g1: 10, g2: 7, g3: 10 });
    expect(order(s)).toEqual(["boss", "g3", "g1", "g2"]);
    s = updateCombatant(s, { ...gangers[2]!, woundModifier: -10 }, dice);
    expect(order(s)).toEqual(["boss", "g1", "g2"]);
  });

  it("sr4: the group's one test gives every member its score and passes; a member at 0 is out this turn", () => {
    const dice = scriptedDice([]);
    const s0 = grouped("sr4", [...gangers, boss], dice);
    // the gang's test is handed in for its leader alone (a Foundry roll): the members take it
    const rolls = { g1: sr4Roll(gangers[0]!, { hits: 2 }), boss: sr4Roll(boss, { hits: 1 }) };
    let s = startTurn(s0, dice, rolls);
    expect(scores(s)).toEqual({ g1: 8, g2: 8, g3: 8, boss: 10 });
    s = updateCombatant(s, { ...gangers[0]!, woundModifier: -8 }, dice);
    expect(sr4Flags(who(s, "g1").flags).outThisTurn).toBe(true);
    expect(order(s)).toEqual(["boss", "g2", "g3"]);
  });

  it("sr4: Edge on the group's test is the leader's; the members pay nothing", () => {
    const dice = scriptedDice([]);
    let s0 = grouped("sr4", gangers, dice);
    const edged = sr4Roll(gangers[0]!, { hits: 2, edge: true });
    s0 = apply(s0, { type: "edge-test", combatantId: "g1" }, dice);
    const s = startTurn(s0, dice, { g1: edged });
    expect(s.combatants.map((c) => c.input.edgePoints)).toEqual([0, 3, 2]);
    expect(scores(s)).toEqual({ g1: 8, g2: 8, g3: 8 });
  });

  it("sr5 rule 5 in a group: Seize the Initiative is each member's own, the group's score is shared", () => {
    const dice = scriptedDice([4, 2]);
    const s0 = apply(grouped("sr5", [...gangers, boss], dice), { type: "seize", combatantId: "g3" }, dice);
    const s = startTurn(s0, dice);
    expect(scores(s)).toEqual({ g1: 10, g2: 10, g3: 10, boss: 11 });
    expect(order(s)).toEqual(["g3", "boss", "g2", "g1"]);
  });

  it("a roll handed in for one member is that member's own", () => {
    const dice = scriptedDice([4]);
    const own = sr4Roll(gangers[2]!, { hits: 4 });
    const s = startTurn(grouped("sr4", gangers, scriptedDice([])), dice, {
      g1: sr4Roll(gangers[0]!, { hits: 1 }),
      g3: own,
    });
    expect(scores(s)).toEqual({ g1: 7, g2: 7, g3: 10 });
  });

  it("d20: the group rolls when the combat starts and keeps that score, unless every round is rolled again", () => {
    const a = person("a", 3, 3, 1, { d20: { dex: 14, speed: 30, disadvantage: false } });
    const b = person("b", 3, 3, 1, { d20: { dex: 12, speed: 30, disadvantage: false } });
    const dice = scriptedDice([11]);
    let s = startTurn(grouped("d20", [a, b], dice, ["a", "b"]), dice);
    expect(scores(s)).toEqual({ a: 13, b: 13 });
    s = advance(advance(s, dice), dice);
    expect(s.turn).toBe(2);
    expect(scores(s)).toEqual({ a: 13, b: 13 });
    expect(dice.used()).toBe(1);
  });

  it("bonus-actions with kept scores: the group keeps its score too", () => {
    const dice = scriptedDice([5]);
    let s = createCombat("bonus-actions", gangers, dice, { rerollEachTurn: false });
    for (const g of gangers) s = apply(s, { type: "group", combatantId: g.id, groupId: "gang" }, dice);
    s = startTurn(s, dice);
    s = advance(advance(advance(s, dice), dice), dice);
    expect(s.turn).toBe(2);
    expect(scores(s)).toEqual({ g1: 11, g2: 11, g3: 11 });
  });
});

describe("Scores set by hand, rule 3: who rolls, and members who leave", () => {
  it("the first member rolls; once it is removed or defeated, the next one does", () => {
    const dice = scriptedDice([]);
    const s = grouped("sr5", gangers, dice);
    expect(groupLeader(s, "gang")?.id).toBe("g1");
    expect(groupLeader(removeCombatant(s, "g1"), "gang")?.id).toBe("g2");
    const down = apply(s, { type: "defeated", combatantId: "g1", defeated: true }, dice);
    expect(groupLeader(down, "gang")?.id).toBe("g2");
    // the new leader's formula rolls: g2 is wounded, so the group's score is lower
    const hurt = updateCombatant(down, { ...gangers[1]!, woundModifier: -2 }, dice);
    const rolled = startTurn(hurt, scriptedDice([3]));
    expect(scores(rolled)).toEqual({ g1: 7, g2: 7, g3: 7 });
  });

  it("a hidden first member leads only when every member is hidden (rules-choices 'A hidden member does not lead')", () => {
    const dice = scriptedDice([]);
    // the boss (9 + 1d6) first, then the gangers (6 + 1d6)
    const s = grouped("sr5", [...gangers, boss], dice, ["boss", "g1", "g2", "g3"]);
    const bossHidden = { ...s, hiddenIds: ["boss"] };
    expect(groupLeader(bossHidden, "gang")?.id).toBe("g1");
    expect(rollPlan(bossHidden, ["boss"], () => true).rolls[0]?.rollerId).toBe("g1");
    // the next turn rolls g1's formula and the hidden boss takes its score as every member does
    expect(scores(startTurn(bossHidden, scriptedDice([4])))).toEqual({ g1: 10, g2: 10, g3: 10, boss: 10 });
    // the first visible member defeated: the next visible one, never the hidden boss
    const down = apply(bossHidden, { type: "defeated", combatantId: "g1", defeated: true }, dice);
    expect(groupLeader(down, "gang")?.id).toBe("g2");
    const allHidden = { ...s, hiddenIds: ["boss", "g1", "g2", "g3"] };
    expect(groupLeader(allHidden, "gang")?.id).toBe("boss");
    expect(scores(startTurn(allHidden, scriptedDice([4])))).toEqual({ g1: 13, g2: 13, g3: 13, boss: 13 });
  });

  it("a removed member is gone from its group; the others still roll together", () => {
    const dice = scriptedDice([6]);
    const s = startTurn(removeCombatant(grouped("sr5", gangers, dice), "g2"), dice);
    expect(groupsOf(s)).toEqual([{ id: "gang", memberIds: ["g1", "g3"] }]);
    expect(scores(s)).toEqual({ g1: 12, g3: 12 });
  });

  it("leaving a group (no group id) rolls alone again; an empty group is gone", () => {
    const dice = scriptedDice([]);
    let s = grouped("sr5", gangers, dice, ["g1", "g2"]);
    s = apply(s, { type: "group", combatantId: "g1", groupId: null }, dice);
    expect(groupOf(s, "g1")).toBeNull();
    expect(groupLeader(s, "gang")?.id).toBe("g2");
    s = apply(s, { type: "group", combatantId: "g2", groupId: null }, dice);
    expect(s.groups).toEqual([]);
  });

  it("joining another group leaves the first; a blank group name is refused, naming the combatant", () => {
    const dice = scriptedDice([]);
    const s = apply(grouped("sr5", gangers, dice), { type: "group", combatantId: "g2", groupId: "b" }, dice);
    expect(groupsOf(s)).toEqual([
      { id: "gang", memberIds: ["g1", "g3"] },
      { id: "b", memberIds: ["g2"] },
    ]);
    expect(errorCode(() => apply(s, { type: "group", combatantId: "g2", groupId: " " }, dice))).toBe(
      "group-id",
    );
  });

  it("joining a group mid-turn changes no score: the group's roll is shared from the next roll on", () => {
    const dice = scriptedDice([4, 1, 2]);
    let s = startTurn(createCombat("sr5", gangers, dice), dice);
    const before = scores(s);
    for (const g of gangers) s = apply(s, { type: "group", combatantId: g.id, groupId: "gang" }, dice);
    expect(scores(s)).toEqual(before);
  });
});

describe("Scores set by hand, rule 3: properties over random fights of every ruleset", () => {
  it("after each roll every member has its group's score, and the order still holds everyone once", () => {
    const fighter = fc.record({
      rea: fc.integer({ min: 1, max: 6 }),
      edge: fc.integer({ min: 1, max: 4 }),
      wounds: fc.integer({ min: -3, max: 0 }),
      group: fc.constantFrom(null, "a", "b"),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...registeredRulesets()),
        fc.array(fighter, { minLength: 1, maxLength: 8 }),
        fc.nat(1000),
        (ruleset, specs, seed) => {
          const inputs = specs.map((f, i) => person(`c${i}`, f.rea, 3, f.edge, { woundModifier: f.wounds }));
          const dice = seededDice(seed);
          let s = createCombat(ruleset, inputs, dice);
          specs.forEach((f, i) => {
            if (f.group) s = apply(s, { type: "group", combatantId: `c${i}`, groupId: f.group }, dice);
          });
          for (let turn = 1; turn <= 2; turn += 1) {
            s = turn === 1 ? startTurn(s, dice) : startTurn({ ...s, currentId: null }, dice);
            for (const g of groupsOf(s)) {
              const leader = groupLeader(s, g.id)!;
              for (const id of g.memberIds) expect(who(s, id).score).toBe(leader.score);
            }
            const rows = turnOrder(s).map((r) => r.combatantId);
            expect([...rows].sort()).toEqual(inputs.map((x) => x.id).sort());
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("rules scores 3: who rolls for whom (rollPlan), whichever button asks", () => {
  const s0 = grouped("sr5", [...gangers, boss], scriptedDice([]));

  it("every member asked, or one: the group rolls once, with its leader, for all three", () => {
    const all = rollPlan(s0, ["g1", "g2", "g3", "boss"], () => true);
    expect(all.rolls).toEqual([
      { rollerId: "g1", forIds: ["g1", "g2", "g3"], groupId: "gang" },
      { rollerId: "boss", forIds: ["boss"], groupId: null },
    ]);
    expect(rollPlan(s0, ["g3"], () => true).rolls).toEqual([all.rolls[0]]);
  });

  it("one who may not roll for every member is refused for the member asked, naming the group", () => {
    const plan = rollPlan(s0, ["g2", "boss"], (id) => id !== "g1");
    expect(plan.refused).toEqual([{ id: "g2", groupId: "gang" }]);
    expect(plan.rolls.map((r) => r.rollerId)).toEqual(["boss"]);
  });

  it("the faces of the one roll are every member's copy; only the leader's says Edge was used", () => {
    const planned = rollPlan(s0, ["g2"], () => true).rolls[0]!;
    const s = withPlannedRoll(s0, planned, [4]);
    expect(scores(s)).toEqual({ g1: 10, g2: 10, g3: 10, boss: null });
    expect(who(s, "g3").roll?.groupId).toBe("gang");
    // a typed score keeps a member out of the next group roll, unless it is the one asked
    const typed = apply(s, { type: "set-score", combatantId: "g3", score: 15 }, scriptedDice([]));
    expect(rollPlan(typed, ["g1"], () => true).rolls[0]?.forIds).toEqual(["g1", "g2"]);
    expect(rollPlan(typed, ["g3"], () => true).rolls[0]?.forIds).toEqual(["g1", "g2", "g3"]);
  });
});
