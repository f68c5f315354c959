// Rules "Scores set by hand, and who rolls", rule 3, and rules-choices "A hidden member does not lead": a
// group rolls with its first member that is not hidden, so a player sees the members they
// may see with a score their shown leader's formula makes, and the roll's card as that leader's. The same sr5
// fight is played with and without a hidden Boss leading the gangers' group: each player's tracker and the
// cards they may read are the same. With every member hidden, the first member rolls and its card is the GM's.
import { describe, expect, it } from "vitest";
import { whatUserSees as shown } from "../tracker/what-user-sees";
import type { Command } from "../../../src/engine";
import { combatView } from "../../../src/foundry/tracker/combat-view";
import type { ShadowturnCombat } from "../../../src/foundry/combat/register";
import { setUpFight, type Fight, type Fighter } from "./setup";

/** A fighter with a fixed id (the same in both fights), `reaction` and `intuition`, owned by `owner`. */
function fighter(name: string, reaction: number, intuition: number, owner?: string): Fighter {
  const id = name.replace(/\W/g, "").repeat(16).slice(0, 15) + "1";
  return { name, id, ...(owner ? { owner } : {}), input: { attributes: { reaction, intuition } } };
}
const RUNNER = fighter("Runner", 5, 4, "p1");
// the Boss rolls 12 + 3d6; Ganger A 6 + 1d6, Ganger B 5 + 1d6
const BOSS: Fighter = {
  ...fighter("Boss", 6, 6),
  items: [{ id: "wired", name: "Wired Reflexes 2", kind: "cyberware", rating: 2, dice: 2 }],
};
const GANGER_A = fighter("Ganger A", 3, 3);
const GANGER_B = fighter("Ganger B", 2, 3);
// every die a 4: Runner 9 + 4 = 13, the group on Ganger A's formula 6 + 4 = 10 (on the Boss's, 24)
const DICE = Array.from({ length: 20 }, () => 4);

/** The fight started: the group made of `members` (in that order), those named in `hidden` hidden first. */
async function fight(members: Fighter[], hidden: string[]): Promise<Fight> {
  const f = await setUpFight("sr5", [RUNNER, ...members]);
  for (const name of hidden)
    await f.gm(() => f.combat.combatants.get(f.ids[name] as string)?.update({ hidden: true }));
  const group: Command[] = members.map((m) => ({
    type: "group",
    combatantId: f.ids[m.name] as string,
    groupId: "gangers",
  }));
  await f.gm(() => f.combat.runCommands(group));
  f.world.scriptDice(DICE);
  await f.gm(() => f.combat.startCombat());
  await f.world.settle();
  return f;
}

type Card = { content: string; whisper?: string[]; speaker?: unknown };

/** The chat cards `user` may read (none whispered to others), as they read them. */
function cardsFor(f: Fight, user: string): string[] {
  return f.world.messages
    .map((m) => m.data as unknown as Card)
    .filter((c) => !c.whisper?.length || c.whisper.includes(user))
    .map((c) => JSON.stringify({ speaker: c.speaker, content: c.content }));
}

/** Two turns, the GM ending every phase: p1's tracker after each step (repeats once) and p1's cards. */
async function played(members: Fighter[], hidden: string[]) {
  const f = await fight(members, hidden);
  const steps: string[] = [];
  while (f.combat.round <= 2) {
    steps.push(shown(f, "p1"));
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
  }
  return { f, p1: steps.filter((v, i, all) => v !== all[i - 1]), cards: cardsFor(f, "p1") };
}

const scoreOf = (f: Fight, name: string) =>
  f.combat.engineState().combatants.find((c) => c.id === f.ids[name])?.score;

/** The GM's group header for the gangers: who rolls for it. */
function gmLeader(f: Fight): string | null {
  return f.gm(() => {
    const view = combatView(f.combat as ShadowturnCombat & Parameters<typeof combatView>[0], game.user);
    return view.rows.find((r) => r.groupHead)?.groupHead?.leaderName ?? null;
  });
}

describe("a group whose first member is hidden rolls with its first visible member (rules scores 3)", () => {
  it("[hidden Boss 12 + 3d6, Ganger A 6 + 1d6, Ganger B]: the group rolls Ganger A's formula, the Boss takes its score too, and the GM's header names Ganger A", async () => {
    const { f } = await played([BOSS, GANGER_A, GANGER_B], ["Boss"]);
    expect(f.combat.round).toBe(3);
    expect(scoreOf(f, "Ganger A")).toBe(10);
    expect(scoreOf(f, "Ganger B")).toBe(10);
    expect(scoreOf(f, "Boss")).toBe(10);
    expect(gmLeader(f)).toBe("Ganger A");
  });

  it("the player's tracker at every phase and the cards they read are those of the same fight without the hidden Boss", async () => {
    const without = await played([GANGER_A, GANGER_B], []);
    const hidden = await played([BOSS, GANGER_A, GANGER_B], ["Boss"]);
    expect(without.cards.length).toBeGreaterThan(0);
    expect(without.cards.some((c) => c.includes("Ganger A"))).toBe(true);
    expect(hidden.cards).toEqual(without.cards);
    expect(hidden.p1).toEqual(without.p1);
    expect(hidden.p1.join("")).not.toContain("Boss");
  });

  it("every member hidden: the first member (the Boss) rolls, every member takes its score, its card is the GM's alone", async () => {
    const f = await fight([BOSS, GANGER_A, GANGER_B], ["Boss", "Ganger A", "Ganger B"]);
    expect(scoreOf(f, "Boss")).toBe(24);
    expect(scoreOf(f, "Ganger A")).toBe(24);
    expect(gmLeader(f)).toBe("Boss");
    const bossCards = f.world.messages
      .map((m) => m.data as unknown as Card)
      .filter((c) => c.content.includes("Boss"));
    expect(bossCards).toHaveLength(1);
    expect(bossCards[0]?.whisper).toEqual(["gm"]);
    expect(cardsFor(f, "p1").join("")).not.toMatch(/Boss|Ganger/);
  });

  it("showing the Boss mid-fight changes no score; the next turn's roll is the Boss's", async () => {
    const f = await fight([BOSS, GANGER_A, GANGER_B], ["Boss"]);
    await f.gm(() => f.combat.combatants.get(f.ids.Boss as string)?.update({ hidden: false }));
    await f.world.settle();
    expect(scoreOf(f, "Ganger A")).toBe(10);
    expect(gmLeader(f)).toBe("Boss");
    await f.gm(() => f.combat.nextRound());
    await f.world.settle();
    expect(f.combat.round).toBe(2);
    expect(scoreOf(f, "Ganger A")).toBe(24);
  });
});
