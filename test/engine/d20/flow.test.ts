// The d20 ruleset through the engine facade, as the tracker drives it: create, start, advance, commands.
import { describe, expect, it } from "vitest";
import {
  d20Budget,
  advance,
  addCombatant,
  apply,
  createCombat,
  d20CanReact,
  d20TurnEnded,
  initiativeFormula,
  rollInitiative,
  DiceExhaustedError,
  makeInput,
  RuleError,
  scriptedDice,
  startTurn,
  turnOrder,
  updateCombatant,
  type CombatantInput,
  type CombatState,
  type Command,
  type DiceSource,
  d20Flags,
} from "../../../src/engine";
import { actionSurge, awareness, bonusFeature, bornToFight } from "./fixtures";

const noDice = () => scriptedDice([]);
const pc = (id: string, dex: number, extra: Partial<Parameters<typeof makeInput>[0]> = {}): CombatantInput =>
  makeInput({ id, name: id, ...extra, d20: { dex, speed: 30, ...extra.d20 } });
const falke = pc("Falke", 16);
const militant = pc("Militant", 12);

/** A d20 combat started with these d20 faces (one per combatant, in list order). */
function fight(inputs: CombatantInput[], faces: number[], settings = {}): CombatState {
  const dice = scriptedDice(faces);
  return startTurn(createCombat("d20", inputs, dice, settings), dice);
}
const order = (s: CombatState) =>
  turnOrder(s)
    .filter((r) => r.hasPhase)
    .map((r) => r.combatantId);
const who = (s: CombatState, id: string) => s.combatants.find((c) => c.id === id)!;
const run = (s: CombatState, cmd: Command, dice: DiceSource = noDice()) => apply(s, cmd, dice);
const next = (s: CombatState, dice: DiceSource = noDice()) => advance(s, dice);

describe("d20 through the turn flow", () => {
  it("d20 worked example 004: the militant (18 + 1 = 19) acts before Falke (14 + 3 = 17)", () => {
    const s = fight([falke, militant], [14, 18]);
    expect(who(s, "Falke").score).toBe(17);
    expect(who(s, "Militant").score).toBe(19);
    expect(s.currentId).toBe("Militant");
    expect(next(s).currentId).toBe("Falke");
  });

  it("d20 rule 1: Born to Fight adds 5; advantage keeps the higher d20; with disadvantage too, one d20", () => {
    const s = fight(
      [
        pc("brawler", 10, { sources: [bornToFight] }),
        pc("watcher", 10, { sources: [awareness] }),
        pc("dazed", 10, { sources: [awareness], d20: { dex: 10, speed: 30, disadvantage: true } }),
      ],
      [9, 3, 12, 7],
    );
    expect(who(s, "brawler").score).toBe(14);
    expect(who(s, "watcher").score).toBe(12);
    expect(who(s, "dazed").score).toBe(7);
    expect(order(s)).toEqual(["brawler", "watcher", "dazed"]);
  });

  it("d20 rule 2: the order holds for later rounds without new dice, one sweep per round", () => {
    let s = fight([falke, militant], [14, 18]);
    s = next(next(s)); // militant, Falke, then round 2 begins
    expect(s.turn).toBe(2);
    expect(s.pass).toBe(1);
    expect(s.currentId).toBe("Militant");
    expect(who(s, "Falke").score).toBe(17);
  });

  it("d20 rule 2: with re-roll every round the new round rolls again and can change the order", () => {
    let s = fight([falke, militant], [14, 18], { d20RerollEachRound: true });
    s = next(s);
    expect(() => next(s)).toThrow(DiceExhaustedError);
    s = next(s, scriptedDice([19, 2]));
    expect(s.turn).toBe(2);
    expect(order(s)).toEqual(["Falke", "Militant"]);
  });

  it("d20 rule 3: a tie goes to the higher DEX score, and a later DEX change re-sorts it at once", () => {
    const quick = pc("quick", 15); // +2
    const slow = pc("slow", 14); // +2
    const s = fight([slow, quick, pc("scout", 10)], [10, 10, 20]);
    expect(s.currentId).toBe("scout");
    expect(order(s)).toEqual(["scout", "quick", "slow"]);
    const nimbler = updateCombatant(s, { ...slow, d20: { ...slow.d20, dex: 17 } }, noDice());
    expect(who(nimbler, "slow").score).toBe(12);
    expect(order(nimbler)).toEqual(["scout", "slow", "quick"]);
    expect(next(nimbler).currentId).toBe("slow");
  });

  it("d20 rule 3: tied on score and DEX, the coin from the start of the combat decides every round", () => {
    const [a, b] = [pc("a", 12), pc("b", 12)];
    let s = fight([a, b], [8, 8], { d20RerollEachRound: true });
    const coins = s.combatants.map((c) => c.coin);
    const first = order(s);
    s = next(next(s), scriptedDice([8, 8]));
    expect(s.combatants.map((c) => c.coin)).toEqual(coins);
    expect(order(s)).toEqual(first);
  });

  it("d20 rule 3: the players swap a tie and the swapped order is kept in the next rounds", () => {
    let s = fight([pc("a", 12), pc("b", 12), pc("c", 18)], [8, 8, 20]);
    expect(s.currentId).toBe("c");
    const [, top, second] = order(s);
    s = run(s, { type: "swap-tie", combatantId: top!, otherId: second! });
    expect(order(s)).toEqual(["c", second, top]);
    s = next(s);
    expect(s.currentId).toBe(second);
    s = next(next(next(s)));
    expect(s.turn).toBe(2);
    expect(order(s)).toEqual(["c", second, top]);
    expect(() => run(s, { type: "swap-tie", combatantId: "a", otherId: "c" })).toThrow(RuleError);
  });

  it("d20 rule 4: a surprised guard rolls, loses round 1 and its reactions until then, acts from round 2", () => {
    const guard = pc("guard", 14);
    const sniper = pc("sniper", 14);
    const drone = pc("drone", 10);
    const dice = scriptedDice([18, 12, 5]);
    let s = createCombat("d20", [guard, sniper, drone], dice);
    s = run(s, { type: "surprise", combatantId: "guard", surprised: true });
    s = startTurn(s, dice);
    expect(who(s, "guard").score).toBe(20);
    expect(order(s)).toEqual(["sniper", "drone"]);
    expect(s.currentId).toBe("sniper");
    // the sniper comes after the guard's lost turn, so that turn has gone by
    expect(
      d20Budget(who(run(s, { type: "spend", combatantId: "guard", kind: "reaction" }), "guard").budget)
        .reaction,
    ).toBe(0);
    s = next(next(s));
    expect(s.turn).toBe(2);
    expect(s.currentId).toBe("guard");
    expect(who(s, "guard").flags.surprised).toBe(false);
  });

  it("d20 rule 4: while the lost turn is still ahead, the surprised combatant cannot react", () => {
    const dice = scriptedDice([18, 5]);
    let s = createCombat("d20", [pc("sniper", 10), pc("guard", 10)], dice);
    s = startTurn(run(s, { type: "surprise", combatantId: "guard", surprised: true }), dice);
    expect(s.currentId).toBe("sniper");
    expect(() => run(s, { type: "spend", combatantId: "guard", kind: "reaction" })).toThrow(/surprised/);
    expect(d20CanReact(who(s, "guard"), s)).toBe(false);
    expect(d20CanReact(who(s, "sniper"), s)).toBe(true);
    expect(() => run(next(s), { type: "surprise", combatantId: "sniper", surprised: true })).toThrow(
      RuleError,
    );
  });

  it("d20 rule 5: on its turn Falke moves, shoots, moves; the militant may only react", () => {
    let s = next(fight([falke, militant], [14, 18]));
    expect(s.currentId).toBe("Falke");
    s = run(s, { type: "spend", combatantId: "Falke", kind: "movement", amount: 15 });
    s = run(s, { type: "spend", combatantId: "Falke", kind: "action", actionName: "Attack" });
    s = run(s, { type: "spend", combatantId: "Falke", kind: "movement", amount: 15 });
    s = run(s, { type: "spend", combatantId: "Falke", kind: "object" });
    expect(who(s, "Falke").budget).toMatchObject({ action: 0, movement: 0, object: 0, reaction: 1 });
    expect(() => run(s, { type: "spend", combatantId: "Militant", kind: "action" })).toThrow(/own turn/);
    s = run(s, {
      type: "spend",
      combatantId: "Militant",
      kind: "reaction",
      actionName: "Opportunity Attack",
    });
    expect(d20Budget(who(s, "Militant").budget).reaction).toBe(0);
    expect(() => run(s, { type: "spend", combatantId: "Militant", kind: "reaction" })).toThrow(RuleError);
  });

  it("d20 rule 5: a reaction spent off-turn comes back only when the reactor's own turn starts", () => {
    let s = next(fight([falke, militant], [14, 18])); // round 1, Falke acting
    s = run(s, { type: "spend", combatantId: "Militant", kind: "reaction" });
    s = next(s); // round 2 begins: the militant acts first and gets its reaction back
    expect(s.currentId).toBe("Militant");
    expect(d20Budget(who(s, "Militant").budget).reaction).toBe(1);
    // Falke reacts during the militant's turn in round 2; it stays used until Falke's turn
    s = run(s, { type: "spend", combatantId: "Falke", kind: "reaction" });
    expect(d20Budget(who(s, "Falke").budget).reaction).toBe(0);
    expect(d20CanReact(who(s, "Falke"), s)).toBe(false);
    s = next(s);
    expect(s.currentId).toBe("Falke");
    expect(d20Budget(who(s, "Falke").budget).reaction).toBe(1);
    expect(d20CanReact(who(s, "Falke"), s)).toBe(true);
  });

  it("d20 rule 5: Action Surge through the tracker: one extra Action, then refused until a rest", () => {
    const op = pc("operator", 14, { sources: [actionSurge(1)] });
    let s = fight([op], [10]);
    s = run(s, { type: "spend", combatantId: "operator", kind: "action" });
    s = run(s, { type: "action-surge", combatantId: "operator" });
    s = run(s, { type: "spend", combatantId: "operator", kind: "action" });
    expect(d20Flags(who(s, "operator").flags).actionSurgeUses).toBe(0);
    s = next(s);
    expect(s.turn).toBe(2);
    expect(() => run(s, { type: "action-surge", combatantId: "operator" })).toThrow(/no Action Surge left/);
  });

  it("d20 rule 5: a bonus action only with a granting feature, shown in the tracker row", () => {
    const s = fight([pc("medic", 10, { sources: [bonusFeature] }), pc("grunt", 10)], [15, 5]);
    const rows = turnOrder(s);
    expect(d20Budget(rows.find((r) => r.combatantId === "medic")!.budget).bonusAction).toBe(1);
    expect(d20Budget(rows.find((r) => r.combatantId === "grunt")!.budget).bonusAction).toBe(0);
    const used = run(s, { type: "spend", combatantId: "medic", kind: "bonus" });
    expect(() => run(used, { type: "spend", combatantId: "medic", kind: "bonus" })).toThrow(RuleError);
  });

  it("d20 rule 5: a score rolled in Foundry before the start still gives the reaction and Action Surge uses", () => {
    const operator = pc("operator", 14, { sources: [actionSurge(2)] });
    const roll = rollInitiative(initiativeFormula("d20", operator), scriptedDice([16]));
    const created = createCombat("d20", [operator], noDice());
    // the Foundry layer keeps the early roll as the combatant's score and hands it in at the start
    const prerolled = {
      ...created,
      combatants: created.combatants.map((c) => ({ ...c, score: roll.score, roll })),
    };
    const s = startTurn(prerolled, noDice(), { operator: roll });
    expect(who(s, "operator").score).toBe(18);
    expect(d20Budget(who(s, "operator").budget).reaction).toBe(1);
    expect(d20Flags(who(s, "operator").flags).actionSurgeUses).toBe(2);
  });

  it("d20 rule 5: a latecomer rolls on joining, gets its reaction and its turn in this round", () => {
    let s = fight([falke, militant], [14, 18]);
    s = addCombatant(s, pc("drone", 10), scriptedDice([20]));
    expect(who(s, "drone").score).toBe(20);
    expect(d20Budget(who(s, "drone").budget).reaction).toBe(1);
    s = next(s);
    expect(s.currentId).toBe("drone");
  });

  it("d20 rule 6: the flow tells whose turn just ended, also across the end of a round", () => {
    const s1 = fight([falke, militant], [14, 18]);
    const s2 = next(s1);
    expect(d20TurnEnded(s1, s2)).toBe("Militant");
    const s3 = next(s2);
    expect(s3.turn).toBe(2);
    expect(d20TurnEnded(s2, s3)).toBe("Falke");
    const spent = run(s3, { type: "spend", combatantId: "Militant", kind: "action" });
    expect(d20TurnEnded(s3, spent)).toBeNull();
    const alone = fight([pc("solo", 10)], [4]);
    expect(d20TurnEnded(alone, next(alone))).toBe("solo");
    const downed = run(s2, { type: "defeated", combatantId: "Falke", defeated: true });
    expect(d20TurnEnded(s2, downed)).toBe("Falke");
  });

  it("d20: SR-only commands are refused in a d20 combat", () => {
    const s = fight([falke, militant], [14, 18]);
    for (const type of ["delay", "seize", "full-defense"] as const) {
      expect(() => run(s, { type, combatantId: "Militant" })).toThrow(RuleError);
    }
  });
});
