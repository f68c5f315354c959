// Issue 29, "what a player learns that the GM hides", and docs/foundry-layer.md "Who may write what" (a
// hidden combatant's phase): a player's tracker (the acting row, the pass, the forecast) and their notices
// are the same whether or not the GM's hidden combatants are in the fight. The same sr5 fight (rules sr5,
// rule 2: passes by score) is played with and without two hidden NPCs, one opening the turn and each pass,
// one acting between visible combatants and closing the turn; the GM ends every phase for two turns.
import { describe, expect, it } from "vitest";
import { whatUserSees as shown } from "./what-user-sees";
import { setUpFight, type Fight, type Fighter } from "../combat/setup";

/** A fighter with a fixed id (the same in both fights), `reaction` and `intuition`, owned by `owner`. */
function fighter(name: string, reaction: number, intuition: number, owner?: string): Fighter {
  const id = name.repeat(16).slice(0, 15) + "1";
  return { name, id, ...(owner ? { owner } : {}), input: { attributes: { reaction, intuition } } };
}
const SAM: Fighter = {
  ...fighter("Sam", 5, 4, "p1"),
  items: [{ id: "wired", name: "Wired Reflexes 2", kind: "cyberware", rating: 2, dice: 2 }],
};
const MAGE = fighter("Mage", 4, 4, "p2");
const GANGER = fighter("Ganger", 3, 3);
const AMBUSHER = fighter("Ambusher", 7, 7);
const LURKER = fighter("Lurker", 4, 4);

// one turn's dice, in the order the combatants roll: Sam 9 + 3d6 (4, 3, 2) = 18, Mage 8 + 2 = 10,
// Ganger 6 + 1 = 7, Ambusher 14 + 5 = 19, Lurker 8 + 4 = 12
const VISIBLE_DICE = [4, 3, 2, 2, 1];
const HIDDEN_DICE = [5, 4];
// a hidden sniper 20 + 5 = 25 acts in a third pass nobody else reaches (sr5 rule 2: 25, 15, 5)
const SNIPER = fighter("Sniper", 10, 10);

/** The fight, started, with the `hidden` NPCs (rolling `hiddenDice`) or none; each phase ended is one step. */
async function fight(hidden: Fighter[], hiddenDice: number[]): Promise<Fight> {
  const f = await setUpFight("sr5", [SAM, MAGE, GANGER, ...hidden]);
  for (const { name } of hidden) {
    await f.gm(() => f.combat.combatants.get(f.ids[name] as string)?.update({ hidden: true }));
  }
  const turn = [...VISIBLE_DICE, ...hiddenDice];
  f.world.scriptDice([...turn, ...turn]);
  await f.gm(() => f.combat.startCombat());
  await f.world.settle();
  return f;
}

/** Each player's tracker after every step of two turns, consecutive repeats once, and their notices. */
async function played(hidden: Fighter[] = [], hiddenDice: number[] = []) {
  const f = await fight(hidden, hiddenDice);
  const steps: { acting: string; p1: string; p2: string }[] = [];
  while (f.combat.round <= 2) {
    steps.push({ acting: f.combat.combatant?.name ?? "", p1: shown(f, "p1"), p2: shown(f, "p2") });
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
  }
  const once = (user: "p1" | "p2") => steps.map((s) => s[user]).filter((v, i, all) => v !== all[i - 1]);
  return {
    acting: steps.map((s) => s.acting),
    p1: once("p1"),
    p2: once("p2"),
    notices: { p1: f.world.clientOf("p1").infos, p2: f.world.clientOf("p2").infos },
  };
}

describe("a hidden combatant's phase gives nothing away on a player's tracker", () => {
  it("each player's tracker and notices are the same with and without the hidden NPCs, at every phase", async () => {
    const without = await played();
    const hidden = await played([AMBUSHER, LURKER], HIDDEN_DICE);
    // the fight is what it means to be: the hidden NPCs open each pass, act between, close the turn
    expect(without.acting).toEqual(["Sam", "Mage", "Ganger", "Sam", "Sam", "Mage", "Ganger", "Sam"]);
    expect(hidden.acting).toEqual([
      ...["Ambusher", "Sam", "Lurker", "Mage", "Ganger", "Ambusher", "Sam", "Lurker"],
      ...["Ambusher", "Sam", "Lurker", "Mage", "Ganger", "Ambusher", "Sam", "Lurker"],
    ]);
    expect(hidden.p1).toEqual(without.p1);
    expect(hidden.p2).toEqual(without.p2);
    expect(hidden.notices).toEqual(without.notices);
    expect(without.notices.p2).toContain("Mage: you are up next.");
  });

  it("a hidden NPC acting alone in a pass after every visible phase: the players still see the turn's last visible phase", async () => {
    const without = await played();
    const hidden = await played([SNIPER], [5]);
    expect(hidden.acting).toEqual([
      ...["Sniper", "Sam", "Mage", "Ganger", "Sniper", "Sam", "Sniper"],
      ...["Sniper", "Sam", "Mage", "Ganger", "Sniper", "Sam", "Sniper"],
    ]);
    expect(hidden.p1).toEqual(without.p1);
    expect(hidden.p2).toEqual(without.p2);
    expect(hidden.notices).toEqual(without.notices);
  });
});
