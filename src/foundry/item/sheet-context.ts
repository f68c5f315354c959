// What the item sheet templates print, built from the item's spec (specs.ts) so every field of every item
// type gets an input with its range, choices and label, and nothing is forgotten when a field is added.
import type { Localize } from "../actor/formula-view";
import type { FieldSpec, SchemaSpec } from "../actor/spec";
import { effectRows, type EffectRow } from "./effect-view";
import type { ItemLike } from "./initiative-source";
import { ITEM_SPECS, type ItemType } from "./specs";

export interface ItemInput {
  name: string;
  label: string;
  hint: string;
  control: "number" | "select" | "checkbox" | "text";
  value: unknown;
  min?: number;
  max?: number;
  options?: { value: string; label: string; selected: boolean }[];
}

export interface ItemSheetContext {
  item: { id: string | null; name: string; img: string; type: ItemType; typeLabel: string };
  /** What the item does to an average character's initiative in each ruleset (initiative items only). */
  effects: EffectRow[];
  sections: { label: string; inputs: ItemInput[] }[];
  description: string;
}

type Data = Record<string, unknown>;

/**
 * The label key of a field: `Field.<name>` for a top-level field, `Group.<group>.<name>` for a field in a group.
 * Both under Field would clash: the d20 feature's `initiative` field would be a string and the parent of the
 * initiative group's `initiative.dice` at once, and Foundry cannot load such a key (WFRP4e issue #624).
 */
export function itemFieldKey(path: string): string {
  return path.includes(".") ? `SHADOWTURN.Item.Group.${path}` : `SHADOWTURN.Item.Field.${path}`;
}

/** The label of a choice: the key is per field ("SHADOWTURN.Item.Choice.subtype.cyberware"). */
function choiceLabel(path: string, value: string, t: Localize): string {
  return t(`SHADOWTURN.Item.Choice.${path}.${value === "" ? "none" : value}`);
}

function input(path: string, field: FieldSpec, value: unknown, t: Localize): ItemInput {
  const base = { name: `system.${path}`, label: t(itemFieldKey(path)), hint: t(`${itemFieldKey(path)}Hint`) };
  switch (field.type) {
    case "number":
      return { ...base, control: "number", value: value ?? field.initial, min: field.min, max: field.max };
    case "boolean":
      return { ...base, control: "checkbox", value: value === true };
    case "string":
      if (field.choices) {
        const current = typeof value === "string" ? value : field.initial;
        return {
          ...base,
          control: "select",
          value: current,
          options: field.choices.map((c) => ({
            value: c,
            label: choiceLabel(path, c, t),
            selected: c === current,
          })),
        };
      }
      return { ...base, control: "text", value: value ?? field.initial };
    default:
      return { ...base, control: "text", value };
  }
}

/** Top-level fields make the first section; each group ("initiative") gets its own section (`Section.<group>`). */
function sections(spec: SchemaSpec, system: Data, t: Localize): ItemSheetContext["sections"] {
  const top: ItemInput[] = [];
  const groups: ItemSheetContext["sections"] = [];
  for (const [key, field] of Object.entries(spec)) {
    if (field.type === "html") continue;
    if (field.type === "schema") {
      const data = (system[key] ?? {}) as Data;
      groups.push({
        label: t(`SHADOWTURN.Item.Section.${key}`),
        inputs: Object.entries(field.fields).map(([k, f]) => input(`${key}.${k}`, f, data[k], t)),
      });
    } else {
      top.push(input(key, field, system[key], t));
    }
  }
  return [{ label: t("SHADOWTURN.Item.Section.Details"), inputs: top }, ...groups];
}

export function isItemType(type: string): type is ItemType {
  return type in ITEM_SPECS;
}

export function buildItemSheetContext(item: ItemLike & { img?: string }, t: Localize): ItemSheetContext {
  const type: ItemType = isItemType(item.type) ? item.type : "augmentation";
  return {
    item: {
      id: item.id,
      name: item.name,
      img: item.img ?? "icons/svg/item-bag.svg",
      type,
      typeLabel: t(`TYPES.Item.${type}`),
    },
    effects: effectRows({ ...item, type }, t),
    sections: sections(ITEM_SPECS[type], item.system, t),
    description: typeof item.system.description === "string" ? item.system.description : "",
  };
}
