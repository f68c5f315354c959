// A combatant's sheet after an `update` event: the changed fields, items switched on or off, added or
// removed. Item ids that do not exist and attributes a new mode needs but nobody gave stop the run.
import type { CombatantInput } from "../engine";
import { checked } from "./combatant";
import { Field, MAX_ITEMS } from "./field";
import type { Action, Scenario } from "./scenario";

type Update = Extract<Action, { kind: "update" }>;

export function changedInput(s: Scenario, action: Update, input: CombatantInput): CombatantInput {
  const { change } = action;
  const f = new Field(s.file, action.path, undefined);
  const ids = () => input.sources.map((x) => x.id).join(", ");
  const known = (list: string[] | undefined, key: string) =>
    (list ?? []).forEach((id, i) => {
      if (!input.sources.some((x) => x.id === id))
        new Field(s.file, `${action.path}.${key}[${i}]`, id).fail("itemId", { ids: ids() });
    });
  // A Force or a Pilot only for the kind that has one (combatant.ts KIND_ATTRIBUTES).
  for (const key of ["force", "pilot"] as const) {
    if (change.attributes?.[key] !== undefined && input.attributes[key] === undefined) {
      const mine = Object.keys(input.attributes).join(", ");
      new Field(s.file, `${action.path}.attributes.${key}`, undefined).fail("knownKey", { key, keys: mine });
    }
  }
  known(change.activate, "activate");
  known(change.deactivate, "deactivate");
  known(change.removeItems, "removeItems");
  const taken = new Set(input.sources.map((x) => x.id));
  const added = (change.addItems ?? []).map((item) => {
    let id = item.id;
    for (let n = 2; taken.has(id); n += 1) id = `${item.id}-${n}`;
    taken.add(id);
    return { ...item, id };
  });
  const sources = [
    ...input.sources
      .filter((x) => !(change.removeItems ?? []).includes(x.id))
      .map((x) => {
        if (change.activate?.includes(x.id)) return { ...x, active: true };
        if (change.deactivate?.includes(x.id)) return { ...x, active: false };
        return x;
      }),
    ...added,
  ];
  if (sources.length > MAX_ITEMS) {
    new Field(s.file, `${action.path}.addItems`, undefined).fail("tooManyItems", {
      max: MAX_ITEMS,
      count: sources.length,
    });
  }
  // Lowering the Edge rating carries the points left down to it (as the sheet does), unless the update
  // sets the points itself.
  const edge = change.attributes?.edge;
  const carried =
    change.edgePoints === undefined && edge !== undefined && input.edgePoints > edge
      ? { edgePoints: edge }
      : {};
  const next: CombatantInput = {
    ...input,
    ...(change.woundModifier !== undefined ? { woundModifier: change.woundModifier } : {}),
    ...(change.mode !== undefined ? { mode: change.mode } : {}),
    ...(change.dni !== undefined ? { dni: change.dni } : {}),
    ...(change.initiateGrade !== undefined ? { initiateGrade: change.initiateGrade } : {}),
    ...(change.edgePoints !== undefined ? { edgePoints: change.edgePoints } : carried),
    ...(change.bonusCategory !== undefined ? { bonusCategory: change.bonusCategory } : {}),
    attributes: { ...input.attributes, ...change.attributes },
    d20: { ...input.d20, ...change.d20 },
    sources,
  };
  return checked(f, next);
}
