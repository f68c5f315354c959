// Items the actor model and sheet tests share: one definition, so both test the same item.
export interface TestItem {
  id: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
}

/** Wired Reflexes III: +3d6, +3 Reaction, +2 passes (sr4), 3 physical bonus actions, reflex stacking group. */
export const WIRED_REFLEXES_3: TestItem = {
  id: "wired3",
  name: "Wired Reflexes III",
  type: "augmentation",
  system: {
    subtype: "cyberware",
    rating: 3,
    active: true,
    initiative: {
      dice: 3,
      flat: 3,
      passes: 2,
      bonusActions: 3,
      bonusCategory: "physical",
      stackingGroup: "reflexes",
    },
  },
};
