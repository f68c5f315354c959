// Players roll their own initiative, or enter the dice they rolled (rules "Scores set by hand, and who rolls",
// rule 2): with the world setting whoRolls "owners" a player's roll is a relay request the GM's client checks
// against the combatant's formula before keeping it (one GM write); with "gm" (the default) it is refused. No
// score a player writes on their own Combatant is ever taken.
import { describe, expect, it } from "vitest";
import { seizeFlags } from "../../../src/engine";
import type { SettingValues } from "../../../src/foundry/settings";
import { combatView } from "../../../src/foundry/tracker/combat-view";
import { ownRollChoice } from "../../../src/foundry/tracker/own-roll-view";
import { setUpFight, turnNames, type Fight } from "./setup";
import { combatantNamed, GUARD, MAGE, requestId, RUNNER } from "./relay-fight";

const SR5_RUNNER = {
  ...RUNNER,
  input: { ...RUNNER.input, attributes: { reaction: 5, intuition: 5, edge: 2 } },
};

function fight(
  whoRolls: SettingValues["whoRolls"] = "owners",
  ruleset: "bonus-actions" | "sr5" = "bonus-actions",
) {
  return setUpFight(ruleset, [ruleset === "sr5" ? SR5_RUNNER : RUNNER, MAGE, GUARD], { whoRolls });
}

/** What the GM's client reads for a combatant now. */
function engineOf(f: Fight, name: string) {
  const c = f.gm(() => f.combat.engineState()).combatants.find((x) => x.id === f.ids[name]);
  if (!c) throw new Error(`${name} is not in the engine's state`);
  return c;
}

function notices(f: Fight, user: string): string[] {
  return f.world.clientOf(user).notices.map((n) => n.message);
}

function writesBy(f: Fight, from: number): string[] {
  return f.world.writesSince(from).map((w) => `${w.documentName} by ${w.userId}`);
}

/** A roll request written from the player's console, straight onto their combatant (no client-side check). */
/** A row of the tracker as `user` sees it. */
function rowSeenBy(f: Fight, user: string, name: string) {
  return f.as(user, () => {
    const view = combatView(f.combat as Parameters<typeof combatView>[0], game.user);
    const row = view.rows.find((r) => r.id === f.ids[name]);
    if (!row) throw new Error(`no row ${name}`);
    return { ownRoll: row.ownRoll, badges: row.badges.map((b) => b.id) };
  });
}

async function rawRoll(f: Fight, user: string, name: string, roll: unknown): Promise<void> {
  const { turn, pass, currentId } = f.as(user, () => f.combat.engineState());
  const r = { id: requestId(), action: "roll", roll, turn, pass, currentId };
  await f.as(user, () => combatantNamed(f, name).update({ system: { request: JSON.stringify(r) } }));
  await f.world.settle();
}

describe("players roll their own initiative (setting whoRolls: owners)", () => {
  it("rule 2: a player's Foundry roll is checked and kept by the GM's client in one GM write; the fight starts with it", async () => {
    const f = await fight();
    f.world.scriptDice([3]);
    const from = f.world.writes.length;
    await f.as("p1", () => f.combat.rollInitiative([f.ids.Runner as string]));
    await f.world.settle();
    // Runner: Reaction 5 + Intuition 5 + 1d6 (3) = 13
    expect(engineOf(f, "Runner").score).toBe(13);
    expect(combatantNamed(f, "Runner").initiative).toBe(13);
    expect(writesBy(f, from)).toEqual(["Combatant by p1", "Combat by gm", "ChatMessage by gm"]);
    expect(f.world.refusals).toEqual([]);
    f.world.scriptDice([4, 2]);
    await f.gm(() => f.combat.startCombat());
    expect(engineOf(f, "Runner").score).toBe(13);
    expect(turnNames(f.combat)).toEqual(["Runner", "Mage", "Guard"]);
  });

  it("rule 2: dice rolled at the table are entered; a 7 on a d6 is refused by name, the Runner stays unrolled, a second entry is kept", async () => {
    const f = await fight();
    await rawRoll(f, "p1", "Runner", { faces: [7], declare: [] });
    expect(engineOf(f, "Runner").score).toBeNull();
    expect(notices(f, "p1")).toEqual(["Runner: die 1 shows 7, which is not a face of a d6."]);
    // the reason stays in the player's roll menu until a roll is kept
    expect(rowSeenBy(f, "p1", "Runner").ownRoll?.refusal).toBe(
      "Runner: die 1 shows 7, which is not a face of a d6.",
    );
    await rawRoll(f, "p1", "Runner", { faces: [5, 2], declare: [] });
    expect(engineOf(f, "Runner").score).toBeNull();
    expect(notices(f, "p1").at(-1)).toBe("Runner: this roll takes 1d6 (got 2 dice).");
    const from = f.world.writes.length;
    await f.as("p1", () => f.combat.requestRoll(f.ids.Runner as string, { faces: [5] }));
    await f.world.settle();
    expect(engineOf(f, "Runner").score).toBe(15);
    expect(writesBy(f, from)).toEqual(["Combatant by p1", "Combat by gm", "ChatMessage by gm"]);
    expect(rowSeenBy(f, "p1", "Runner").ownRoll).toBeNull();
  });

  it("rule 2: the player's own client names a bad face at once and writes nothing", async () => {
    const f = await fight();
    const from = f.world.writes.length;
    await f.as("p1", () => f.combat.requestRoll(f.ids.Runner as string, { faces: [0] }));
    await f.world.settle();
    expect(notices(f, "p1")).toEqual(["Runner: die 1 shows 0, which is not a face of a d6."]);
    expect(writesBy(f, from)).toEqual([]);
  });

  it("sr5 rule 5 with rule 2: Blitz declared with the roll takes 5d6; four dice are refused, five are kept and the Edge point paid", async () => {
    const f = await fight("owners", "sr5");
    const blitz = [{ type: "blitz", combatantId: f.ids.Runner }];
    await rawRoll(f, "p1", "Runner", { faces: [6, 6, 6, 6], declare: blitz });
    expect(notices(f, "p1").at(-1)).toBe("Runner: this roll takes 5d6 (got 4 dice).");
    expect(engineOf(f, "Runner").score).toBeNull();
    expect(seizeFlags(engineOf(f, "Runner").flags).blitzDeclared).not.toBe(true);
    await rawRoll(f, "p1", "Runner", { faces: [6, 5, 4, 3, 2], declare: blitz });
    expect(engineOf(f, "Runner").score).toBe(30);
    expect(seizeFlags(engineOf(f, "Runner").flags).blitzDeclared).toBe(true);
    expect(f.actors.Runner?.system.edge?.value).toBe(1);
  });

  it("a player's console writing initiative 60 on their own Combatant is not a score: still unrolled, and the start rolls for them", async () => {
    const f = await fight();
    await f.as("p1", () =>
      combatantNamed(f, "Runner").update({ initiative: 60, system: { roll: { dice: [50], score: 60 } } }),
    );
    await f.world.settle();
    expect(engineOf(f, "Runner").score).toBeNull();
    f.world.scriptDice([2, 4, 2]);
    await f.gm(() => f.combat.startCombat());
    expect(engineOf(f, "Runner").score).toBe(12);
    expect(combatantNamed(f, "Runner").initiative).toBe(12);
  });

  it("the GM's roll the rest: every unrolled combatant (an absent player's and the NPC) rolls in one write; the player's kept roll stays", async () => {
    const f = await fight();
    await f.as("p1", () => f.combat.requestRoll(f.ids.Runner as string, { faces: [5] }));
    await f.world.settle();
    f.world.scriptDice([4, 2]);
    const from = f.world.writes.length;
    await f.gm(() => f.combat.rollAll());
    expect(writesBy(f, from).filter((w) => w.startsWith("Combat "))).toEqual(["Combat by gm"]);
    expect([engineOf(f, "Runner").score, engineOf(f, "Mage").score, engineOf(f, "Guard").score]).toEqual([
      15, 12, 8,
    ]);
  });
});

describe("the bonus category picked with a player's own roll (bonus-actions rule 5 with rules scores 2)", () => {
  // AR with a DNI gives Matrix +2, initiate grade 2 gives magic +2; the sheet picks magic, so Matrix is a choice
  const DECKER = {
    ...RUNNER,
    input: {
      ...RUNNER.input,
      mode: "matrix-ar" as const,
      dni: true,
      initiateGrade: 2,
      bonusCategory: "magic" as const,
    },
  };
  const deckerFight = () => setUpFight("bonus-actions", [DECKER, MAGE, GUARD], { whoRolls: "owners" });

  it("the roll menu offers the sheet's default and only the categories the Runner is eligible for; none where the ruleset has no categories, nor for the next turn's roll", async () => {
    const f = await deckerFight();
    const categories = rowSeenBy(f, "p1", "Runner").ownRoll?.categories ?? [];
    expect(categories.map((c) => [c.value, c.labelKey, c.count])).toEqual([
      ["", "SHADOWTURN.Tracker.Category.magic", 0],
      ["matrix", "SHADOWTURN.Tracker.Category.matrix", 2],
      ["magic", "SHADOWTURN.Tracker.Category.magic", 2],
    ]);
    // once the fight runs, the roll for the next turn offers no pick: it would change this turn's category
    f.world.scriptDice([6, 4, 2]);
    await f.gm(() => f.combat.startCombat());
    const next = rowSeenBy(f, "p1", "Runner").ownRoll;
    expect(next?.menuKey).toBe("SHADOWTURN.OwnRoll.MenuNext");
    expect(next?.categories).toEqual([]);
    const sr5 = await setUpFight(
      "sr5",
      [{ ...DECKER, input: { ...DECKER.input, attributes: SR5_RUNNER.input?.attributes } }],
      { whoRolls: "owners" },
    );
    expect(rowSeenBy(sr5, "p1", "Runner").ownRoll?.categories).toEqual([]);
  });

  it("the player picks Matrix with their table die: the GM's one write keeps the score and the category; the phase has the Matrix bonus actions", async () => {
    const f = await deckerFight();
    const from = f.world.writes.length;
    const id = f.ids.Runner as string;
    const picked = ownRollChoice(id, { mode: "dice", dice: "5", declare: [], category: "matrix" });
    await f.as("p1", () => f.combat.requestRoll(id, picked));
    await f.world.settle();
    expect(f.world.refusals).toEqual([]);
    expect(writesBy(f, from)).toEqual(["Combatant by p1", "Combat by gm", "ChatMessage by gm"]);
    // Reaction 5 + Intuition 5 + 1d6 (5)
    expect(engineOf(f, "Runner").score).toBe(15);
    expect(engineOf(f, "Runner").bonusChoice).toBe("matrix");
    f.world.scriptDice([4, 2]);
    await f.gm(() => f.combat.startCombat());
    const budget = engineOf(f, "Runner").budget as { bonus: number; bonusCategory: string | null };
    expect([budget.bonus, budget.bonusCategory]).toEqual([2, "matrix"]);
  });

  it("a category the Runner is not eligible for is refused by name by the GM's client; nothing is kept", async () => {
    const f = await deckerFight();
    const physical = [{ type: "choose-bonus-category", combatantId: f.ids.Runner, category: "physical" }];
    await rawRoll(f, "p1", "Runner", { faces: [5], declare: physical });
    expect(notices(f, "p1").at(-1)).toBe("Runner has no physical bonus actions to choose.");
    expect(engineOf(f, "Runner").score).toBeNull();
    expect(engineOf(f, "Runner").bonusChoice ?? null).toBeNull();
  });
});

describe("the checks of a roll request (rules scores 2)", () => {
  it("d20 rule 1 with rules scores 2: with disadvantage the roll takes 2d20; a 21, or one die, is refused by name; 15 and 8 keep the lower", async () => {
    const falke = { name: "Falke", owner: "p1", input: { d20: { dex: 14, disadvantage: true } } };
    const f = await setUpFight("d20", [falke, GUARD], { whoRolls: "owners" });
    await rawRoll(f, "p1", "Falke", { faces: [21, 3], declare: [] });
    expect(notices(f, "p1").at(-1)).toBe("Falke: die 1 shows 21, which is not a face of a d20.");
    await rawRoll(f, "p1", "Falke", { faces: [15], declare: [] });
    expect(notices(f, "p1").at(-1)).toBe("Falke: this roll takes 2d20 (got 1 dice).");
    expect(engineOf(f, "Falke").score).toBeNull();
    await rawRoll(f, "p1", "Falke", { faces: [15, 8], declare: [] });
    // the lower die, 8, plus DEX 14's +2
    expect(engineOf(f, "Falke").score).toBe(10);
  });

  it("a request carrying a GM's command as a declaration, or more dice than any roll takes, is not read", async () => {
    const f = await fight();
    await rawRoll(f, "p1", "Runner", { faces: [5], declare: [{ type: "surprise", surprised: true }] });
    expect(notices(f, "p1").at(-1)).toBe("The GM's client did not recognise that request.");
    await rawRoll(f, "p1", "Runner", { faces: Array.from({ length: 61 }, () => 1), declare: [] });
    expect(notices(f, "p1").at(-1)).toBe("The GM's client did not recognise that request.");
    expect(engineOf(f, "Runner").score).toBeNull();
    expect(engineOf(f, "Runner").flags.surprised).toBe(false);
  });
});

describe("owners roll for the next turn once the fight runs (setting whoRolls: owners)", () => {
  async function started(ruleset: "bonus-actions" | "sr5", settings: Partial<SettingValues> = {}) {
    const runner = ruleset === "sr5" ? SR5_RUNNER : RUNNER;
    const f = await setUpFight(ruleset, [runner, MAGE, GUARD], { whoRolls: "owners", ...settings });
    f.world.scriptDice([6, 4, 2]); // Runner 16, Mage 12, Guard 8
    await f.gm(() => f.combat.startCombat());
    return f;
  }
  const nextRolls = (f: Fight) => Object.keys(f.combat.turnState.nextRolls ?? {});

  it("sr5 rule 1 with rules scores 2: a player's table die for the next turn is checked and kept in one GM write; the next turn takes it and rolls only the rest", async () => {
    const f = await started("sr5");
    const from = f.world.writes.length;
    await f.as("p1", () => f.combat.requestRoll(f.ids.Runner as string, { faces: [2] }));
    await f.world.settle();
    expect(writesBy(f, from)).toEqual(["Combatant by p1", "Combat by gm", "ChatMessage by gm"]);
    expect(nextRolls(f)).toEqual([f.ids.Runner]);
    // this turn's score is untouched; everyone sees the roll is in
    expect(engineOf(f, "Runner").score).toBe(16);
    f.world.scriptDice([5, 1]); // the GM's client rolls for the Mage and the Guard only
    for (let i = 0; i < 20 && f.combat.round === 1; i += 1) await f.gm(() => f.combat.nextTurn());
    expect(f.combat.round).toBe(2);
    expect([engineOf(f, "Runner").score, engineOf(f, "Mage").score, engineOf(f, "Guard").score]).toEqual([
      12, 13, 7,
    ]);
    expect(engineOf(f, "Runner").roll?.dice).toEqual([2]);
    expect(nextRolls(f)).toEqual([]);
  });

  it("rules scores 2: the tracker marks who still rolls for the next turn for everyone; the owner's row offers the roll until it is in", async () => {
    const f = await started("sr5");
    expect(rowSeenBy(f, "p1", "Runner").ownRoll?.menuKey).toBe("SHADOWTURN.OwnRoll.MenuNext");
    expect(rowSeenBy(f, "p2", "Runner")).toEqual({ ownRoll: null, badges: ["unrolledNext"] });
    // the GM's NPC is the GM's client's to roll: no mark
    expect(rowSeenBy(f, "p1", "Guard").badges).toEqual([]);
    await f.as("p1", () => f.combat.requestRoll(f.ids.Runner as string, { faces: [4] }));
    await f.world.settle();
    expect(rowSeenBy(f, "p1", "Runner")).toEqual({ ownRoll: null, badges: ["rolledNext"] });
    expect(rowSeenBy(f, "gm", "Runner").badges).toEqual(["rolledNext"]);
  });

  it("rules scores 2: a second roll for the same next turn, or a bad face, is refused by name; a combatant whose score is kept has nothing to roll", async () => {
    const f = await started("sr5");
    await rawRoll(f, "p1", "Runner", { faces: [9], declare: [] });
    expect(notices(f, "p1").at(-1)).toBe("Runner: die 1 shows 9, which is not a face of a d6.");
    expect(nextRolls(f)).toEqual([]);
    await f.as("p1", () => f.combat.requestRoll(f.ids.Runner as string, { faces: [3] }));
    await f.world.settle();
    await f.as("p1", () => f.combat.requestRoll(f.ids.Runner as string, { faces: [6] }));
    await f.world.settle();
    expect(notices(f, "p1").at(-1)).toBe("Runner has already rolled for the next turn.");
    const kept = await started("bonus-actions", { rerollEachTurn: false });
    await kept.as("p1", () => kept.combat.requestRoll(kept.ids.Runner as string, { faces: [3] }));
    await kept.world.settle();
    expect(notices(kept, "p1").at(-1)).toBe(
      "Runner keeps the score at the next turn: there is no roll to make.",
    );
  });
});

describe("the GM rolls for everyone (setting whoRolls: gm, the default)", () => {
  it("rule 2: a player's roll is refused with a clear message, on their own client and by the GM's", async () => {
    const f = await fight("gm");
    await f.as("p1", () => f.combat.rollInitiative([f.ids.Runner as string]));
    await f.world.settle();
    const told = "In this world the GM rolls initiative for everyone; ask the GM to roll for you.";
    expect(notices(f, "p1")).toEqual([told]);
    await rawRoll(f, "p1", "Runner", { faces: [6], declare: [] });
    expect(notices(f, "p1")).toEqual([told, told]);
    expect(engineOf(f, "Runner").score).toBeNull();
  });
});

describe("a player's roll is public only once the GM's client keeps it (issue 29)", () => {
  /** The chat messages every client has, with who wrote them and who they are whispered to. */
  function cards(f: Fight) {
    return f.world.messages.map((m) => ({
      whisper: (m.data.whisper as string[] | undefined) ?? [],
      blind: m.data.blind === true,
      rolls: (m.data.rolls as unknown[] | undefined)?.length ?? 0,
    }));
  }

  it("rule 2: of two Foundry rolls sent before either is kept, the one the GM's client does not keep leaves no chat card", async () => {
    const f = await fight();
    f.world.scriptDice([3, 6]);
    // two Foundry rolls before the first is kept: the player's client cannot know yet, the GM's keeps one
    await f.as("p1", async () => {
      const first = f.combat.requestRoll(f.ids.Runner as string, {});
      const second = f.combat.requestRoll(f.ids.Runner as string, {});
      await Promise.all([first, second]);
    });
    await f.world.settle();
    // Reaction 5 + Intuition 5 + 1d6: 13 or 16, whichever claim was kept; one card, the GM's
    expect([13, 16]).toContain(engineOf(f, "Runner").score);
    expect(f.world.writes.filter((w) => w.documentName === "ChatMessage").map((w) => w.userId)).toEqual([
      "gm",
    ]);
  });

  it("rule 2: a kept roll has exactly one card, written after the GM's write, with the player's roll mode (blind: the GM only)", async () => {
    const f = await fight();
    f.world.scriptDice([3]);
    const from = f.world.writes.length;
    await f.as("p1", () =>
      f.combat.rollInitiative([f.ids.Runner as string], { messageOptions: { rollMode: "blindroll" } }),
    );
    await f.world.settle();
    expect(writesBy(f, from)).toEqual(["Combatant by p1", "Combat by gm", "ChatMessage by gm"]);
    const gms = f.world.users.filter((u) => u.isGM).map((u) => u.id);
    expect(cards(f)).toEqual([{ whisper: gms, blind: true, rolls: 0 }]);
  });

  it("rule 2: dice rolled at the table get their card from the GM's client too, only on acceptance; a refused face gets none", async () => {
    const f = await fight();
    await rawRoll(f, "p1", "Runner", { faces: [7], declare: [] });
    expect(cards(f)).toEqual([]);
    await rawRoll(f, "p1", "Runner", { faces: [5], declare: [], mode: "public" });
    expect(cards(f)).toEqual([{ whisper: [], blind: false, rolls: 0 }]);
  });

  it("a roll request carrying an unknown roll mode is not read", async () => {
    const f = await fight();
    await rawRoll(f, "p1", "Runner", { faces: [5], declare: [], mode: "everyone-but-the-gm" });
    expect(engineOf(f, "Runner").score).toBeNull();
    expect(notices(f, "p1").at(-1)).toBe("The GM's client did not recognise that request.");
    expect(cards(f)).toEqual([]);
  });
});
