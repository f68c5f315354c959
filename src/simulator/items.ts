// Short names for the initiative items scenarios use most, so `wired-reflexes 3` is enough instead of
// spelling out every field of an InitiativeSource. Numbers follow docs/rules.md: each rating point of a reflex
// augmentation is +1 Reaction, +1d6, +1 pass (sr4) and +1 bonus Simple action (physical, bonus-actions);
// such augmentations share one stacking group, drugs stack on top and never give bonus actions.
import type { InitiativeSource } from "../engine";

/** The fields an item sets; everything else is "does nothing" (makeSource). */
export type ItemTemplate = (rating: number) => Partial<InitiativeSource> & { name: string };

function reflexes(name: string, kind: InitiativeSource["kind"]): ItemTemplate {
  return (rating) => ({
    name,
    kind,
    rating,
    dice: rating,
    flat: rating,
    passes: rating,
    bonusActions: rating,
    bonusCategory: "physical",
    stackingGroup: "reflexes",
  });
}

function drug(name: string, dice: number, flat: number): ItemTemplate {
  return () => ({ name, kind: "drug", dice, flat, passes: 1 });
}

/** Catalogue key -> item, and the ratings it comes in. */
export const ITEM_CATALOGUE: Record<string, { ratings: [number, number]; make: ItemTemplate }> = {
  "wired-reflexes": { ratings: [1, 3], make: reflexes("Wired Reflexes", "cyberware") },
  "synaptic-booster": { ratings: [1, 3], make: reflexes("Synaptic Booster", "bioware") },
  "improved-reflexes": { ratings: [1, 3], make: reflexes("Improved Reflexes", "adept-power") },
  "increase-reflexes": { ratings: [1, 3], make: reflexes("Increase Reflexes", "spell") },
  jazz: { ratings: [0, 0], make: drug("Jazz", 2, 1) },
  kamikaze: { ratings: [0, 0], make: drug("Kamikaze", 1, 0) },
  "born-to-fight": {
    ratings: [0, 0],
    make: () => ({ name: "Born to Fight", kind: "feature", d20Initiative: 5 }),
  },
  "advanced-awareness-training": {
    ratings: [0, 0],
    make: () => ({ name: "Advanced Awareness Training 1", kind: "feature", d20Advantage: true }),
  },
  "second-wind": {
    ratings: [0, 0],
    make: () => ({ name: "Second Wind", kind: "feature", d20BonusAction: true }),
  },
  "action-surge": {
    ratings: [1, 3],
    make: (rating) => ({ name: "Action Surge", kind: "feature", rating, d20ActionSurge: rating }),
  },
};
