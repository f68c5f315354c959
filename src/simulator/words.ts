// What happened at an event point, in words a GM reads at the table: "Falke takes a Complex action
// (physical): Fire Weapon", "Militant A swaps the tie with Militant B", never raw field values. A verb the
// table has no words for yet (a command added to the format later) is still shown, plainly.
import { getRuleset, type RulesetId } from "../engine";
import type { ActionLog } from "./log";
import { distance, number, type Translate } from "./messages";

type Names = Map<string, string>;

function nameOf(id: unknown, names: Names): string {
  return typeof id === "string" ? (names.get(id) ?? id) : String(id);
}

/** Item ids of an update, named as the combatant's sheet names them where known. */
function list(values: unknown): string {
  return Array.isArray(values)
    ? values
        .map((v) =>
          typeof v === "object" && v !== null ? String((v as { name?: unknown }).name ?? "") : String(v),
        )
        .join(", ")
    : String(values);
}

/** true / false as words ("on" / "off"), numbers with a real minus sign. */
function valueWords(v: unknown, t: Translate): string {
  if (typeof v === "boolean") return t(`Bool.${v}`);
  if (typeof v === "number") return v < 0 ? `\u2212${-v}` : String(v);
  return String(v);
}

/** A score as typed, in the language's numbers: a fraction (refused) with its decimal comma in German. */
function scoreWords(v: unknown, t: Translate): string {
  if (typeof v !== "number" || !Number.isFinite(v)) return String(v);
  const text = number(Math.abs(v), t, 6);
  return v < 0 ? `\u2212${text}` : text;
}

function changeWords(args: Record<string, unknown>, t: Translate): string {
  return Object.entries(args)
    .map(([key, value]) => {
      if (["activate", "deactivate", "addItems", "removeItems"].includes(key))
        return t(`Change.${key}`, { items: list(value) });
      if (typeof value === "object" && value !== null) {
        const fields = Object.entries(value).map(([k, v]) => `${t(`Field.${k}`, {}, k)} ${valueWords(v, t)}`);
        return fields.join(", ");
      }
      const shown =
        key === "mode"
          ? t(`Mode.${String(value)}`, {}, String(value))
          : key === "bonusCategory"
            ? t(`Category.${String(value)}`, {}, String(value))
            : valueWords(value, t);
      return t(`Change.${key}`, { value: shown }, `${key} ${shown}`);
    })
    .join(", ");
}

/** A kind of action in the simulator's words, else in its economy's (a module's own kinds). */
function kindWords(kind: string, t: Translate, ruleset: RulesetId | undefined): string {
  const info =
    ruleset === undefined ? undefined : getRuleset(ruleset).economy.kinds.find((k) => k.id === kind);
  return t(`Kind.${kind}`, {}, info ? t(info.labelKey, {}, kind) : kind);
}

function spendWords(args: Record<string, unknown>, who: string, t: Translate, ruleset?: RulesetId): string {
  const kind = String(args.kind);
  if (kind === "movement") {
    const feet = Number(args.amount ?? 0);
    return t("Event.move", { who, distance: distance(feet, t) });
  }
  const category =
    typeof args.category === "string" ? ` (${t(`Category.${args.category}`, {}, args.category)})` : "";
  const name = typeof args.actionName === "string" ? `: ${args.actionName}` : "";
  // a trade named by the scenario (sr6 rule 5): a Major bought with four Minors, a Minor with a Major
  const trade =
    typeof args.paidWith === "string" && args.paidWith !== kind ? ` (${t(`Trade.${kind}`, {}, "")})` : "";
  return t("Event.spend", { who, what: kindWords(kind, t, ruleset) + trade + category + name });
}

/**
 * An action outside the order in its ruleset's words: one paid off the score (sr5 rule 7) as "Falke dodges: an
 * interrupt action, 5 off the initiative score", one paid from the budget (sr6 rule 6) by its menu words.
 */
function outsideWords(ruleset: RulesetId, action: string, who: string, t: Translate): string {
  const info = getRuleset(ruleset).economy.outside?.find((a) => a.id === action);
  if (info?.scoreCost !== undefined) {
    return t("Event.interrupt", { who, action: t(`Interrupt.${action}`, {}, action), cost: info.scoreCost });
  }
  return t("Event.outside", { who, action: info ? t(info.labelKey, {}, action) : action });
}

/** The words of one action, without the point it happened at. */
export function actionWords(a: ActionLog, names: Names, t: Translate, ruleset?: RulesetId): string {
  const who = nameOf(a.combatantId, names);
  const args = a.args;
  switch (a.verb) {
    case "interrupt":
      if (ruleset === undefined) break;
      return outsideWords(ruleset, String(args.action), who, t);
    case "spend":
      return spendWords(args, who, t, ruleset);
    case "update":
      return t("Event.update", { who, changes: changeWords(args, t) });
    case "swap-tie":
      return t("Event.swap-tie", { who, other: nameOf(args.otherId, names) });
    case "surprise":
      return t(args.surprised === false ? "Event.not-surprised" : "Event.surprise", { who });
    case "defeated":
      return t(args.defeated === false ? "Event.back" : "Event.defeated", { who });
    case "choose-bonus-category":
      return t("Event.choose-bonus-category", { who, category: t(`Category.${String(args.category)}`) });
    case "group":
      return typeof args.groupId === "string"
        ? t("Event.group", { who, group: args.groupId })
        : t("Event.ungroup", { who });
    case "roll":
      return t("Event.roll", { who, faces: list(args.faces).replaceAll(",", "") });
    case "set-score":
      return t("Event.set-score", { who, score: scoreWords(args.score, t) });
    case "timed-item":
    case "add":
      return t(`Event.${a.verb}`, { who, name: String(args.name) });
  }
  return t(`Event.${a.verb}`, { who }, `${who}: ${[a.verb, a.detail].filter(Boolean).join(" ")}`);
}
