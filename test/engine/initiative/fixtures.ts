// Shared characters and items for the initiative tests.
import { makeInput, makeSource, type CombatantInput, type InitiativeSource } from "../../../src/engine";

type InputPatch = Partial<Omit<Parameters<typeof makeInput>[0], "id">>;

/** A street samurai without items: REA 5, INT 4, Edge 3, Data Processing 6, Response 4. */
export function runner(patch: InputPatch = {}): CombatantInput {
  return makeInput({
    id: "r",
    name: "Runner",
    ...patch,
    attributes: { reaction: 5, intuition: 4, edge: 3, dataProcessing: 6, response: 4, ...patch.attributes },
  });
}

/** Wired Reflexes: +rating dice, passes and physical bonus actions, in the augmentation stacking group. */
export function wired(rating: number, extra: Partial<InitiativeSource> = {}): InitiativeSource {
  return makeSource({
    id: `wired-${rating}`,
    name: `Wired Reflexes ${rating}`,
    kind: "cyberware",
    rating,
    dice: rating,
    passes: rating,
    bonusActions: rating,
    bonusCategory: "physical",
    stackingGroup: "initiative-augmentation",
    ...extra,
  });
}

/** Synaptic Booster: the same bonuses as bioware, in the same stacking group. */
export function synaptic(rating: number): InitiativeSource {
  return wired(rating, { id: `synaptic-${rating}`, name: `Synaptic Booster ${rating}`, kind: "bioware" });
}

/** A drug: +1 die and +1 pass unless told otherwise, no stacking group. */
export function drug(id: string, extra: Partial<InitiativeSource> = {}): InitiativeSource {
  return makeSource({ id, name: id, kind: "drug", dice: 1, passes: 1, ...extra });
}

export const bornToFight = makeSource({
  id: "btf",
  name: "Born to Fight",
  kind: "feature",
  d20: { initiative: 5 },
});
export const awareness = makeSource({
  id: "aat",
  name: "Advanced Awareness Training 1",
  kind: "feature",
  d20: { advantage: true },
});
