// A d20 feature saved before its d20 fields moved into the `system.d20` group (flat `initiative`, `advantage`,
// `bonusAction`, `actionSurge`) must read as it did: the data model moves them when the item is read
// (FeatureModel.migrateData), as Foundry keeps the migrated source.
import "../../stand-in/data";
import { describe, expect, it } from "vitest";
import { initiativeFormula } from "../../../src/engine";
import { CharacterModel } from "../../../src/foundry/actor/character";
import { FeatureModel } from "../../../src/foundry/item/feature";

const OLD_BORN_TO_FIGHT = {
  active: true,
  initiative: 5,
  advantage: false,
  bonusAction: false,
  actionSurge: 0,
};
const OLD_ACTION_SURGE = { active: true, initiative: 0, advantage: false, bonusAction: true, actionSurge: 1 };

/** The item as Foundry reads it from the world: its stored `system` through the type's data model. */
function storedFeature(id: string, name: string, system: object) {
  const item = { id, name, type: "feature", system: undefined as unknown as FeatureModel };
  item.system = new FeatureModel(structuredClone(system), { parent: item } as object);
  return item;
}

describe("a d20 feature stored before the d20 group", () => {
  it("d20 rule 1: Born to Fight still adds 5 to initiative", () => {
    const btf = storedFeature("btf", "Born to Fight", OLD_BORN_TO_FIGHT);
    expect(btf.system.toObject()).toMatchObject({
      active: true,
      d20: { initiative: 5, advantage: false, bonusAction: false, actionSurge: 0 },
    });
    const parent = { type: "character", items: [btf] } as { type: string; items: unknown[]; system?: object };
    const actor = new CharacterModel({}, { parent } as object);
    actor.prepareDerivedData();
    parent.system = actor;
    const f = initiativeFormula("d20", { id: "a", name: "Brann", ...actor.initiativeInput() });
    expect(f.terms.map((t) => [t.label, t.value])).toContainEqual(["Born to Fight", 5]);
  });

  it("d20 rule 5: a stored Action Surge and bonus action still count", () => {
    const surge = storedFeature("surge", "Action Surge", OLD_ACTION_SURGE);
    expect(surge.system.initiativeSource()?.d20).toEqual({
      initiative: 0,
      advantage: false,
      bonusAction: true,
      actionSurge: 1,
    });
  });

  it("a value already in the group wins over a stray flat one; the flat one is gone", () => {
    const mixed = storedFeature("x", "Mixed", { d20: { initiative: 2 }, initiative: 7, actionSurge: 1 });
    const source = mixed.system.toObject();
    expect(source.d20).toEqual({ initiative: 2, advantage: false, bonusAction: false, actionSurge: 1 });
    expect(source).not.toHaveProperty("actionSurge");
  });
});
