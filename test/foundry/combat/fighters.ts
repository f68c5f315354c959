// Combatants several tests share: a street samurai with Wired Reflexes 2 (owned by p1) and an NPC ganger (sr5),
// and the three-a-side fights of every ruleset (SR_FIGHTERS, D20_FIGHTERS).
import type { Fighter } from "./setup";

export const SAMURAI: Fighter = {
  name: "Samurai",
  owner: "p1",
  input: { attributes: { reaction: 5, intuition: 4, edge: 3 }, edgePoints: 3 },
  items: [
    { id: "wired", name: "Wired Reflexes 2", kind: "cyberware", rating: 2, dice: 2, stackingGroup: "reflex" },
  ],
};

export const GANGER: Fighter = {
  name: "Ganger",
  input: { attributes: { reaction: 4, intuition: 3, edge: 1 } },
};

/** Three SR fighters: a street samurai with three passes in sr4, a mage, a ganger. */
export const SR_FIGHTERS: Fighter[] = [
  {
    name: "Street Sam",
    owner: "p1",
    input: { attributes: { reaction: 5, intuition: 4, edge: 3 } },
    items: [
      {
        id: "wired",
        name: "Wired Reflexes 2",
        kind: "cyberware",
        rating: 2,
        dice: 2,
        flat: 2,
        passes: 2,
        bonusActions: 2,
        bonusCategory: "physical",
        stackingGroup: "reflex",
      },
    ],
  },
  {
    name: "Mage",
    owner: "p2",
    input: { attributes: { reaction: 3, intuition: 5, edge: 4 }, initiateGrade: 1 },
  },
  { name: "Ganger", input: { attributes: { reaction: 3, intuition: 3, edge: 1 } } },
];

/** Three d20 fighters. */
export const D20_FIGHTERS: Fighter[] = [
  { name: "Falke", owner: "p1", input: { d20: { dex: 16, speed: 30 } } },
  { name: "Militant", input: { d20: { dex: 12, speed: 30 } } },
  { name: "Sniper", input: { d20: { dex: 14, speed: 25 } } },
];
