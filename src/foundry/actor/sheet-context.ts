// Everything the actor sheet templates print, built from plain data (no Foundry globals), so tests can build
// it from a pack entry and render the real templates with real Handlebars. The sheet class adds only what
// Foundry gives it (the document, editable) on top.
import {
  d20Modifier,
  formulaReads,
  getRuleset,
  itemKindWords,
  type Ruleset,
  type RulesetId,
  type SheetWords,
} from "../../engine";
import type { ItemLike } from "../item/initiative-source";
import { ITEM_TYPES, type ItemType } from "../item/specs";
import {
  buildFormulaView,
  categoryLabel,
  signed,
  tPlural,
  type FormulaView,
  type Localize,
} from "./formula-view";
import { actionItemKind } from "../tracker/catalogue";
import { gearUses } from "./gear-view";
import { actorInitiativeInput } from "./initiative-input";
import { fieldAt, type SchemaSpec } from "./spec";
import { actorKind, ACTOR_KINDS, type ActorType } from "./specs";
import { actorWounds } from "./wounds";

/** The actor as the sheet reads it: a Foundry Actor or a pack entry both fit. */
export interface ActorLike {
  id: string | null;
  name: string;
  type: string;
  img?: string;
  system: Record<string, unknown>;
  items: (ItemLike & { img?: string })[];
}

export interface NumberInput {
  name: string;
  label: string;
  value: number;
  min: number;
  max: number;
}

export interface ActionButton {
  itemId: string;
  name: string;
  kind: string;
  kindLabel: string;
  category: string;
  categoryLabel: string;
}

export interface ActorSheetContext {
  actor: { id: string | null; name: string; img: string; type: string; typeLabel: string };
  ruleset: RulesetId;
  rulesetLabel: string;
  /** The formula is d20 + DEX: the d20 stats instead of the SR attributes. */
  d20Stats: boolean;
  initiative: FormulaView & {
    modeOptions: { value: string; label: string; selected: boolean }[];
    canChooseMode: boolean;
    dniName: string;
    dni: boolean;
    showDni: boolean;
    woundModifier: number;
  };
  attributes: NumberInput[];
  extra: NumberInput[];
  monitors: (NumberInput & { track: number })[];
  d20: { dex: NumberInput; speed: NumberInput; modifier: string; disadvantage: boolean };
  itemGroups: {
    type: ItemType;
    label: string;
    items: { id: string; name: string; img: string; active: boolean; toggleable: boolean; summary: string }[];
  }[];
  actions: { label: string; buttons: ActionButton[] }[];
  notes: string;
}

type Data = Record<string, unknown>;

function get(data: Data, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Data)[k] : undefined), data);
}

/** One number input for `system.<path>`, with its range from the spec and its localised label. */
function numberInput(spec: SchemaSpec, system: Data, path: string, t: Localize): NumberInput {
  const field = fieldAt(spec, path);
  const range = field?.type === "number" ? field : { min: 0, max: 0, initial: 0 };
  const value = get(system, path);
  return {
    name: `system.${path}`,
    label: t(`SHADOWTURN.Actor.Field.${path}`),
    value: typeof value === "number" ? value : range.initial,
    min: range.min,
    max: range.max,
  };
}

/** What an item does, in one short line ("+3d6, +3, +2 passes"), for the items list. */
function itemSummary(item: ItemLike, t: Localize): string {
  const s = item.system;
  const init = (s.initiative ?? {}) as Data;
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (typeof value === "number" && value !== 0) parts.push(t(`SHADOWTURN.Item.Summary.${key}`, { value }));
  };
  const count = (key: string, value: unknown) => {
    if (typeof value === "number" && value !== 0)
      parts.push(tPlural(t, `SHADOWTURN.Item.Summary.${key}`, value));
  };
  if (item.type === "augmentation" || item.type === "drug") {
    add("dice", init.dice);
    add("flat", init.flat);
    count("passes", init.passes);
    if (item.type === "augmentation") count("bonusActions", init.bonusActions);
  } else if (item.type === "feature") {
    const d20 = (s.d20 ?? {}) as Data;
    if (typeof d20.initiative === "number" && d20.initiative !== 0) {
      parts.push(t("SHADOWTURN.Item.Summary.d20Initiative", { value: signed(d20.initiative) }));
    }
    if (d20.advantage === true) parts.push(t("SHADOWTURN.Item.Summary.advantage"));
    if (d20.bonusAction === true) parts.push(t("SHADOWTURN.Item.Summary.bonusAction"));
    add("actionSurge", d20.actionSurge);
  } else if (item.type === "matrixGear") {
    parts.push(t(`SHADOWTURN.Item.MatrixKind.${String(s.kind)}`));
    add("dataProcessing", s.dataProcessing);
    add("response", s.response);
    if (s.simMode) parts.push(t(`SHADOWTURN.Item.SimMode.${String(s.simMode)}`));
  }
  return parts.join(", ");
}

/** The sheet's words for a group of the ruleset's actions: its economy's, else the kind's name. */
function sheetWordsOf(rs: Ruleset, kind: string): SheetWords {
  const own = rs.economy.sheetWords?.[kind];
  if (own) return own;
  const labelKey = rs.economy.kinds.find((k) => k.id === kind)?.labelKey;
  if (labelKey) return { one: labelKey, many: labelKey };
  return itemKindWords([kind])[kind]!;
}

/**
 * The actor's actions of this ruleset's catalogue (the items naming its catalogue.items), grouped by kind in
 * its economy's order, then those taken outside the order (sr5's interrupts, sr6's Anytime actions), each a
 * button that spends it.
 */
function actionGroups(items: ItemLike[], ruleset: RulesetId, t: Localize): ActorSheetContext["actions"] {
  const rs = getRuleset(ruleset);
  const order = [...(rs.economy.sheetKinds ?? rs.economy.kinds.map((k) => k.id)), "interrupt"];
  const mine = items.filter((i) => i.type === "action" && i.system.ruleset === rs.catalogue.items);
  // a catalogue without categories speaks of none
  const categories = rs.economy.categories === true;
  return order
    .map((kind) => ({ kind, words: sheetWordsOf(rs, kind) }))
    .map(({ kind, words }) => ({
      label: t(words.many),
      buttons: mine
        .filter((i) => actionItemKind(rs, i) === kind)
        .map((i) => {
          const category = categories ? String(i.system.category) : "other";
          return {
            itemId: i.id ?? "",
            name: i.name,
            kind,
            kindLabel: t(words.one),
            category,
            categoryLabel: categoryLabel(t, category),
          };
        })
        .sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .filter((g) => g.buttons.length > 0);
}

function isActorType(type: string): type is ActorType {
  return type in ACTOR_KINDS;
}

/** The whole sheet context for one actor in one ruleset. */
export function buildActorSheetContext(actor: ActorLike, ruleset: RulesetId, t: Localize): ActorSheetContext {
  const type: ActorType = isActorType(actor.type) ? actor.type : "character";
  const kind = actorKind(type);
  const spec = kind.spec;
  const system = actor.system;
  const input = {
    id: actor.id ?? "actor",
    name: actor.name,
    ...actorInitiativeInput(type, system, actor.items),
  };
  const init = (system.initiative ?? {}) as Data;
  const view = buildFormulaView(ruleset, input, String(init.bonusCategory ?? ""), t, type);
  // a d20 + DEX formula: the sheet shows the d20 stats instead of the SR attributes, and no modes
  const d20Stats = formulaReads(ruleset, input.mode).includes("dex");
  const modes = (fieldAt(spec, "initiative.mode") as { choices: readonly string[] }).choices;
  const num = (path: string) => numberInput(spec, system, path, t);
  const wounds = actorWounds(type, system, ruleset);
  const tracks = wounds.tracks;
  const dex = num("d20.dex");

  return {
    actor: {
      id: actor.id,
      name: actor.name,
      img: actor.img ?? "icons/svg/mystery-man.svg",
      type,
      typeLabel: t(`TYPES.Actor.${type}`),
    },
    ruleset,
    rulesetLabel: t(`SHADOWTURN.Actor.Ruleset.${ruleset}`),
    d20Stats,
    initiative: {
      ...view,
      contributing: [...view.contributing, ...gearUses(ruleset, input.mode, system, actor.items, t)],
      modeOptions: modes.map((m) => ({
        value: m,
        label: t(`SHADOWTURN.Actor.Mode.${m}`),
        selected: init.mode === m,
      })),
      canChooseMode: !d20Stats && modes.length > 1,
      dniName: "system.initiative.dni",
      dni: init.dni === true,
      showDni: !d20Stats && fieldAt(spec, "initiative.dni") !== undefined,
      woundModifier: wounds.woundModifier,
    },
    attributes: kind.attributes.map(num),
    extra: kind.extra.map(num),
    monitors: (["physical", "stun"] as const)
      .filter((track) => fieldAt(spec, `monitors.${track}`))
      .map((track) => ({
        ...num(`monitors.${track}`),
        track: tracks[track],
      })),
    d20: {
      dex,
      speed: num("d20.speed"),
      modifier: signed(d20Modifier(dex.value)),
      disadvantage: get(system, "d20.disadvantage") === true,
    },
    itemGroups: ITEM_TYPES.filter((it) => it !== "action")
      .map((it) => ({
        type: it,
        label: t(`SHADOWTURN.Item.TypePlural.${it}`),
        items: actor.items
          .filter((i) => i.type === it)
          .map((i) => ({
            id: i.id ?? "",
            name: i.name,
            img: i.img ?? "icons/svg/item-bag.svg",
            active: i.system.active === true,
            toggleable: "active" in i.system,
            summary: itemSummary(i, t),
          })),
      }))
      .filter((g) => g.items.length > 0),
    actions: actionGroups(actor.items, ruleset, t),
    notes: typeof system.notes === "string" ? system.notes : "",
  };
}
