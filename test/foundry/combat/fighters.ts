// Combatants several sr5 tests share: a street samurai with Wired Reflexes 2 (owned by p1) and an NPC ganger.
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
