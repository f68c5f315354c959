import { describe, expect, it } from "vitest";
import {
  srBudget,
  addCombatant,
  advance,
  apply,
  createCombat,
  makeInput,
  makeSource,
  scriptedDice,
  startTurn,
  updateCombatant,
  type CombatantInput,
  type CombatState,
  seizeFlags,
} from "../../../src/engine";
import { errorCode, order, person, scores, spend, who, wired } from "../flow/fixtures";

const sam = person("sam", 5, 5, 2, { sources: [wired(2)] }); // 10 + 3d6, 2 physical bonus
const gil = person("gil", 4, 4); // 8 + 1d6
const ned = person("ned", 3, 3); // 6 + 1d6

describe("bonus-actions rule 1: one phase per character per turn, counted down", () => {
  it("everyone above 0 acts once, highest first; then the turn is over", () => {
    const dice = scriptedDice([5, 4, 6, 6, 6, 1, 1, 1, 1, 1]);
    let s = startTurn(createCombat("bonus-actions", [ned, gil, sam], dice), dice);
    expect(scores(s)).toEqual({ ned: 11, gil: 12, sam: 28 });
    const acted: string[] = [];
    while (s.turn === 1) {
      acted.push(String(s.currentId));
      s = advance(s, dice);
    }
    expect(acted).toEqual(["sam", "gil", "ned"]);
    expect(s.turn).toBe(2);
    expect(s.pass).toBe(1);
  });

  it("a score of 0 or less gets no phase", () => {
    const dice = scriptedDice([2, 3, 1, 1]);
    const hurt = { ...ned, woundModifier: -9 };
    const s = startTurn(createCombat("bonus-actions", [hurt, gil], dice), dice);
    expect(who(s, "ned").score).toBe(-1);
    expect(order(s)).toEqual(["gil"]);
    expect(advance(s, dice).turn).toBe(2);
  });
});

describe("bonus-actions rule 2: ERIC, Seize and Blitz as in sr5", () => {
  it("ties go to the higher Edge", () => {
    const lucky = person("lucky", 4, 4, 5);
    const dice = scriptedDice([4, 4]);
    const s = startTurn(createCombat("bonus-actions", [gil, lucky], dice), dice);
    expect(order(s)).toEqual(["lucky", "gil"]);
  });

  it("a seizer acts first for a point of Edge; a blitzer rolls 5d6", () => {
    const dice = scriptedDice([6, 6, 6, 1, 6, 6, 6, 6, 6]);
    let s = createCombat("bonus-actions", [sam, gil, ned], dice);
    s = apply(s, { type: "seize", combatantId: "gil" }, dice);
    s = apply(s, { type: "blitz", combatantId: "ned" }, dice);
    s = startTurn(s, dice);
    expect(scores(s)).toEqual({ sam: 28, gil: 9, ned: 36 });
    expect(order(s)).toEqual(["gil", "ned", "sam"]);
    expect([who(s, "gil").input.edgePoints, who(s, "ned").input.edgePoints]).toEqual([1, 1]);
  });
});

describe("bonus-actions rule 3: re-roll every turn, or keep the scores", () => {
  it("re-rolls every turn by default", () => {
    const dice = scriptedDice([6, 1, 2, 3]);
    let s = startTurn(createCombat("bonus-actions", [gil, ned], dice), dice);
    s = advance(advance(s, dice), dice);
    expect(scores(s)).toEqual({ gil: 10, ned: 9 });
  });

  it("with re-rolls off the scores (wounds included) carry into the next turn without new dice", () => {
    const dice = scriptedDice([6, 1]);
    let s = startTurn(createCombat("bonus-actions", [gil, ned], dice, { rerollEachTurn: false }), dice);
    s = updateCombatant(s, { ...gil, woundModifier: -2 }, dice);
    s = advance(advance(s, dice), dice);
    expect(s.turn).toBe(2);
    expect(scores(s)).toEqual({ gil: 12, ned: 7 });
    expect(order(s)).toEqual(["gil", "ned"]);
    expect(dice.used()).toBe(2);
  });

  it("with re-rolls off a Blitz still rolls 5d6 for the blitzer alone", () => {
    const dice = scriptedDice([6, 1, 2, 2, 2, 2, 2]);
    let s = startTurn(createCombat("bonus-actions", [gil, ned], dice, { rerollEachTurn: false }), dice);
    s = apply(s, { type: "blitz", combatantId: "ned" }, dice);
    s = advance(advance(s, dice), dice);
    expect(scores(s)).toEqual({ gil: 14, ned: 16 });
  });

  it("bonus-actions rule 3: with kept scores a Blitz lasts its own turn; the next turn goes back to the kept score", () => {
    const dice = scriptedDice([6, 1, 2, 2, 2, 2, 2]);
    let s = startTurn(createCombat("bonus-actions", [gil, ned], dice, { rerollEachTurn: false }), dice);
    expect(scores(s)).toEqual({ gil: 14, ned: 7 });
    s = apply(s, { type: "blitz", combatantId: "ned" }, dice);
    s = advance(advance(s, dice), dice);
    expect(scores(s)).toEqual({ gil: 14, ned: 16 });
    // A wound in the Blitz turn still counts on the kept score.
    s = updateCombatant(s, { ...ned, woundModifier: -1 }, dice);
    s = advance(advance(s, dice), dice);
    expect(s.turn).toBe(3);
    expect(scores(s)).toEqual({ gil: 14, ned: 6 });
    expect(seizeFlags(who(s, "ned").flags).blitz).toBe(false);
    expect(dice.used()).toBe(7);
  });
});

describe("bonus-actions rule 4: budget with bonus Simple actions of one category", () => {
  const decker = makeInput({
    id: "decker",
    name: "Decker",
    mode: "matrix-hot",
    attributes: { reaction: 3, intuition: 5, dataProcessing: 6 },
  });
  const arNoDni = person("arrow", 3, 3, 2, { mode: "matrix-ar", dni: false });
  const initiate = person("ini", 4, 4, 2, { initiateGrade: 2 });
  const jacked = person("jack", 4, 4, 2, {
    sources: [makeSource({ id: "jazz", name: "Jazz", kind: "drug", dice: 2, bonusActions: 2 })],
  });

  function phaseBudgetOf(input: CombatantInput, faces: number[]) {
    const dice = scriptedDice(faces);
    const s = startTurn(createCombat("bonus-actions", [input], dice), dice);
    return { s, dice, budget: who(s, input.id).budget };
  }

  it("hot-sim Matrix: 3 Matrix bonus actions that a physical action cannot use", () => {
    const { s, dice, budget } = phaseBudgetOf(decker, [1, 1, 1, 1]);
    expect(budget).toMatchObject({ simple: 2, bonus: 3, bonusCategory: "matrix" });
    const used = spend(spend(s, "decker", "simple", dice, "physical"), "decker", "simple", dice, "physical");
    expect(errorCode(() => spend(used, "decker", "simple", dice, "physical"))).toBe("wrong-category");
    const matrix = spend(
      spend(used, "decker", "complex", dice, "matrix"),
      "decker",
      "simple",
      dice,
      "matrix",
    );
    expect(who(matrix, "decker").budget).toMatchObject({ simple: 0, bonus: 0 });
  });

  it("a Matrix action spends the Matrix bonus actions first", () => {
    const { s, dice } = phaseBudgetOf(decker, [1, 1, 1, 1]);
    const t = spend(s, "decker", "simple", dice, "matrix");
    expect(who(t, "decker").budget).toMatchObject({ simple: 2, bonus: 2 });
  });

  it("AR without a DNI gives no bonus actions", () => {
    expect(phaseBudgetOf(arNoDni, [1]).budget).toMatchObject({ simple: 2, bonus: 0, bonusCategory: null });
  });

  it("an initiate of grade 2 has 2 magic bonus actions", () => {
    expect(phaseBudgetOf(initiate, [1]).budget).toMatchObject({
      simple: 2,
      bonus: 2,
      bonusCategory: "magic",
    });
  });

  it("drugs raise initiative but give no bonus actions", () => {
    const { s, budget } = phaseBudgetOf(jacked, [1, 1, 1]);
    expect(who(s, "jack").score).toBe(11);
    expect(budget).toMatchObject({ simple: 2, bonus: 0 });
  });
});

describe("bonus-actions rule 5: picking the bonus category", () => {
  const adept = person("adept", 5, 5, 2, { initiateGrade: 3, sources: [wired(2)] });

  it("defaults to the category of the mode, and a pick before the phase changes the pool", () => {
    const dice = scriptedDice([1, 1, 1, 1, 1, 1]);
    const s0 = createCombat("bonus-actions", [adept], dice);
    expect(who(startTurn(s0, dice), "adept").budget).toMatchObject({ bonus: 2, bonusCategory: "physical" });
    const picked = apply(
      s0,
      { type: "choose-bonus-category", combatantId: "adept", category: "magic" },
      dice,
    );
    expect(who(startTurn(picked, dice), "adept").budget).toMatchObject({ bonus: 3, bonusCategory: "magic" });
  });

  it("refuses a category the combatant does not have, and any change once the phase has begun", () => {
    const dice = scriptedDice([1, 1, 1]);
    const s0 = createCombat("bonus-actions", [adept], dice);
    const pick = (s: CombatState, category: "matrix" | "magic") =>
      apply(s, { type: "choose-bonus-category", combatantId: "adept", category }, dice);
    expect(errorCode(() => pick(s0, "matrix"))).toBe("no-bonus-category");
    const begun = startTurn(s0, dice);
    expect(errorCode(() => pick(begun, "magic"))).toBe("phase-begun");
  });

  it("sr5 does not know the command", () => {
    const dice = scriptedDice([]);
    const s = createCombat("sr5", [adept], dice);
    const command = { type: "choose-bonus-category", combatantId: "adept", category: "magic" } as const;
    expect(errorCode(() => apply(s, command, dice))).toBe("unsupported-command");
  });
});

describe("bonus-actions rule 6: Free actions", () => {
  it("as many per turn as the turn has phases, one in any phase, own or another's", () => {
    const down = { ...ned, woundModifier: -20 };
    const dice = scriptedDice([6, 6, 6, 5, 1]);
    let s = startTurn(createCombat("bonus-actions", [sam, gil, down], dice), dice);
    expect(s.combatants.map((c) => srBudget(c.budget).free)).toEqual([2, 2, 2]);
    // Ned has no phase, yet takes a Free action in Sam's phase, and one in Gil's.
    s = spend(s, "ned", "free", dice);
    expect(errorCode(() => spend(s, "ned", "free", dice))).toBe("free-used-this-phase");
    s = advance(s, dice);
    s = spend(s, "ned", "free", dice);
    expect(srBudget(who(s, "ned").budget).free).toBe(0);
    expect(errorCode(() => spend(s, "ned", "simple", dice))).toBe("not-your-phase");
  });

  it("bonus-actions rule 6: at most one Free action in a phase, also when it resumes after an intervention", () => {
    const dice = scriptedDice([6, 6, 6, 6, 5]); // sam 28, gil 14, ned 11
    let s = startTurn(createCombat("bonus-actions", [sam, gil, ned], dice), dice);
    s = apply(s, { type: "delay", combatantId: "sam" }, dice);
    expect(s.currentId).toBe("gil");
    s = spend(s, "ned", "free", dice); // in gil's phase
    s = apply(s, { type: "intervene", combatantId: "sam" }, dice);
    s = spend(s, "ned", "free", dice); // in sam's phase
    s = advance(s, dice);
    expect(s.currentId).toBe("gil");
    // Gil's phase resumes: still the phase ned took a Free action in.
    expect(errorCode(() => spend(s, "ned", "free", dice))).toBe("free-used-this-phase");
  });

  it("bonus-actions rule 6: at most one Free action in a phase, also when it resumes after a delay", () => {
    const dice = scriptedDice([6, 6, 6, 6, 5]); // sam 28, gil 14, ned 11
    let s = startTurn(createCombat("bonus-actions", [sam, gil, ned], dice), dice);
    s = spend(s, "ned", "free", dice); // in sam's phase
    s = apply(s, { type: "delay", combatantId: "sam" }, dice);
    s = spend(s, "ned", "free", dice); // in gil's phase
    s = advance(advance(s, dice), dice); // gil, ned; sam acts after the last phase
    expect(s.currentId).toBe("sam");
    expect(errorCode(() => spend(s, "ned", "free", dice))).toBe("free-used-this-phase");
  });

  it("bonus-actions rule 6: a phase gained mid-turn (healed above 0 before its place, or one who joins) raises everyone's Free actions", () => {
    const down = { ...ned, woundModifier: -20 };
    const dice = scriptedDice([6, 6, 6, 5, 1, 4]); // sam 28, gil 13, ned 7 - 20 = -13; zoe 7 + 4 = 11
    let s = startTurn(createCombat("bonus-actions", [sam, gil, down], dice), dice);
    const free = (st: CombatState) => st.combatants.map((c) => srBudget(c.budget).free);
    expect(free(s)).toEqual([2, 2, 2]);
    s = spend(s, "gil", "free", dice); // in Sam's phase
    // Ned is patched up before his place: the turn now has three phases, and Gil keeps the one he took
    s = updateCombatant(s, ned, dice);
    expect(who(s, "ned").score).toBe(7);
    expect(free(s)).toEqual([3, 2, 3]);
    // Sam, whose phase this is, has done nothing yet: his phase is still untouched and he may still delay
    s = apply(s, { type: "delay", combatantId: "sam" }, dice);
    expect(s.currentId).toBe("gil");
    // Zoe joins with a phase to come: four phases
    s = addCombatant(s, person("zoe", 4, 3), dice);
    expect(free(s)).toEqual([4, 3, 4, 4]);
  });

  it("the Free actions are per turn, not per phase", () => {
    const dice = scriptedDice([6, 6, 6, 5, 1, 1, 1, 1]);
    let s = startTurn(createCombat("bonus-actions", [sam, gil], dice), dice);
    s = spend(s, "gil", "free", dice);
    s = advance(s, dice);
    expect(who(s, "gil").budget).toMatchObject({ simple: 2, free: 1 });
  });
});

describe("bonus-actions rule 7: wounds lower the score at once", () => {
  it("a wound can move a phase that has not come yet", () => {
    const dice = scriptedDice([6, 6, 6, 6, 5]); // sam 28, gil 14, ned 11
    let s = startTurn(createCombat("bonus-actions", [sam, gil, ned], dice), dice);
    expect(order(s)).toEqual(["sam", "gil", "ned"]);
    s = updateCombatant(s, { ...gil, woundModifier: -4 }, dice);
    expect(who(s, "gil").score).toBe(10);
    expect(order(s)).toEqual(["sam", "ned", "gil"]);
    expect(advance(s, dice).currentId).toBe("ned");
  });

  it("a wound that takes the score to 0 takes the phase away", () => {
    const dice = scriptedDice([6, 6, 6, 6, 5]);
    let s = startTurn(createCombat("bonus-actions", [sam, gil, ned], dice), dice);
    s = updateCombatant(s, { ...ned, woundModifier: -11 }, dice);
    expect(order(s)).toEqual(["sam", "gil"]);
    s = advance(advance(s, dice), scriptedDice([1, 1, 1, 1, 1]));
    expect(s.turn).toBe(2);
  });
});
