// The whole tracker as template data: a pure function of the engine's state and rows, the setting that says
// who sees budgets, and the user looking. No Foundry here, so the templates can be tested with plain
// Handlebars and engine output.
import {
  getRuleset,
  tiedOnScoreAndDex,
  type CombatantState,
  type CombatState,
  type PhaseView,
  type RulesetId,
  type TimedItemSlot,
} from "../../engine";
import { pluralKey } from "../plural";
import { offers, rulesetUi } from "../ruleset-ui";
import { rowBadges } from "./badges";
import { budgetView } from "./budget-pips";
import { forecastView, groupBadge } from "./forecast-view";
import { markRollDeclarations, nextRollBadges, ownRollView } from "./own-roll-view";
import { withGroupHeads } from "./group-head";
import { rowControls } from "./row-controls";
import { sideButton, SIDES } from "./surprise-side";
import { whyOrderLines } from "./why-order-view";
import {
  maySeeBudget,
  type BudgetVisibility,
  type CatalogueAction,
  type PassInfo,
  type SurpriseSideButton,
  type TrackerFooter,
  type TrackerHeader,
  type TrackerRow,
  type TrackerView,
  type TrackerViewer,
  type TimedMarker,
  type NextTurnRolls,
} from "./view-types";

export interface TrackerViewInput {
  state: CombatState;
  rows: readonly PhaseView[];
  viewer: TrackerViewer;
  budgetVisibility: BudgetVisibility;
  /** sr4 rule 3: mark tied combatants as acting simultaneously ("mark") or not ("none"). */
  sr4TieDisplay?: "mark" | "none";
  /** sr4 rule 11: timed items going off in this pass (engine timedItemsInPass). */
  timed?: readonly TimedItemSlot[];
  /** Named actions per combatant id (the actor's action items); none when absent. */
  catalogue?: Readonly<Record<string, readonly CatalogueAction[]>>;
  /** The user's language, for the plural rules of counted words (Foundry's game.i18n.lang); "en" if absent. */
  lang?: string;
  /** Token disposition per combatant id (surprise by side, d20); none known when absent. */
  dispositions?: ReadonlyMap<string, number | null>;
  /** Show who is next and the passes to come (client setting showForecast); hidden when absent. */
  showForecast?: boolean;
  /** Why the GM refused the viewer's last roll, by combatant (rules scores 2), as the viewer reads it. */
  rollRefusals?: ReadonlyMap<string, string>;
  /** The next turn's rolls, where owners roll and the fight runs (rules scores 2). */
  nextTurn?: NextTurnRolls;
  /** The groups this client shows folded (folded-groups.ts); none when absent. */
  folded?: ReadonlySet<string>;
}

/**
 * sr4: how many more times the combatant acts this turn; sr5: the score in the next pass (rules sr4 rule 2,
 * sr5 rule 2).
 */
function passInfo(ruleset: RulesetId, row: PhaseView, lang: string): PassInfo | null {
  if (row.score === null) return null;
  const shown = rulesetUi(ruleset).passInfo;
  if (shown === "phases-left") {
    const n = Math.max(0, row.passesLeft);
    if (n === 0) return { key: "SHADOWTURN.Tracker.NoPassesLeft", n };
    return { key: pluralKey("SHADOWTURN.Tracker.PhasesLeft", n, lang), n };
  }
  if (shown === "next-score") {
    if (!row.hasPhase && row.passesLeft <= 0) return { key: "SHADOWTURN.Tracker.NoPhasesLeft", n: 0 };
    return row.nextPassScore === null
      ? { key: "SHADOWTURN.Tracker.NoNextPass", n: 0 }
      : { key: "SHADOWTURN.Tracker.NextPassScore", n: row.nextPassScore };
  }
  return null;
}

function titleKey(ruleset: RulesetId, started: boolean): string {
  return started ? rulesetUi(ruleset).titleKey : "SHADOWTURN.Tracker.NotStarted";
}

/** d20 rule 4, GM only: one button per side that has combatants to mark (or clear). */
function surpriseSides(
  state: CombatState,
  viewer: TrackerViewer,
  dispositions: ReadonlyMap<string, number | null>,
): SurpriseSideButton[] {
  if (!viewer.isGM) return [];
  return SIDES.flatMap((side) => {
    const b = sideButton(state, dispositions, side);
    if (!b) return [];
    const key = `SHADOWTURN.Tracker.SurpriseSide.${b.clear ? "Clear" : "Mark"}.${side}`;
    return [{ ...b, labelKey: key, hintKey: `${key}Hint` }];
  });
}

function header(
  state: CombatState,
  rows: readonly PhaseView[],
  viewer: TrackerViewer,
  dispositions: ReadonlyMap<string, number | null>,
): TrackerHeader {
  const started = state.turn > 0;
  return {
    started,
    titleKey: titleKey(state.ruleset, started),
    turn: state.turn,
    pass: state.pass,
    rulesetKey: `SHADOWTURN.Tracker.Ruleset.${state.ruleset}`,
    currentName: rows.find((r) => r.current)?.name ?? null,
    surpriseSides: surpriseSides(state, viewer, dispositions),
  };
}

/** `rounds`: the ruleset speaks of rounds and turns (d20, sr6) and names its buttons so, else turns and phases. */
function footer(rows: readonly PhaseView[], viewer: TrackerViewer, rounds: boolean): TrackerFooter {
  const current = rows.find((r) => r.current) ?? null;
  return {
    canEndPhase: current !== null && (viewer.isGM || viewer.ownedIds.has(current.combatantId)),
    currentId: current?.combatantId ?? null,
    nextKey: rounds ? "SHADOWTURN.Tracker.NextTurnD20" : "SHADOWTURN.Tracker.NextPhase",
    previousKey: rounds ? "SHADOWTURN.Tracker.PreviousTurnD20" : "SHADOWTURN.Tracker.PreviousPhase",
    nextRoundKey: rounds ? "SHADOWTURN.Tracker.NextRound" : "SHADOWTURN.Tracker.NextCombatTurn",
    previousRoundKey: rounds ? "SHADOWTURN.Tracker.PreviousRound" : "SHADOWTURN.Tracker.PreviousCombatTurn",
    endMineKey: rounds ? "SHADOWTURN.Tracker.EndMyTurn" : "SHADOWTURN.Tracker.EndMyPhase",
  };
}

function rowCss(row: PhaseView, owned: boolean, budgetVisible: boolean, hasControls: boolean): string {
  const css = ["combatant", "st-row"];
  if (row.current) css.push("active", "st-current");
  if (row.acted) css.push("st-acted");
  if (row.spent && budgetVisible) css.push("st-spent");
  if (row.flags.delayed) css.push("st-delayed");
  if (row.flags.defeated) css.push("defeated");
  if (row.score === null) css.push("st-unrolled");
  else if (!row.hasPhase) css.push("st-no-phase");
  if (owned) css.push("st-owned");
  // a row with a line of controls is taller: combat.css gives it a taller stand-in while out of sight
  if (hasControls) css.push("st-has-controls");
  return css.join(" ");
}

/**
 * Timed items by the row they go off after ("" = before everyone). An item whose setter is not among the
 * rows (hidden from this viewer) is left out, so it does not give the setter away.
 */
function timedMarkers(
  rows: readonly PhaseView[],
  slots: readonly TimedItemSlot[],
): Map<string, TimedMarker[]> {
  const names = new Map(rows.map((r) => [r.combatantId, r.name]));
  const out = new Map<string, TimedMarker[]>();
  for (const { item, afterId } of slots) {
    const ownerName = names.get(item.ownerId);
    if (ownerName === undefined) continue;
    const at = afterId !== null && names.has(afterId) ? afterId : "";
    const marker = { id: item.id, name: item.name, ownerName, score: item.score };
    out.set(at, [...(out.get(at) ?? []), marker]);
  }
  return out;
}

/** d20 rule 3: tied on score and DEX with the row just above or below (the Tie badge beside Swap). */
function d20Tied(
  rows: readonly PhaseView[],
  index: number,
  byId: ReadonlyMap<string, CombatantState>,
): boolean {
  const here = byId.get(rows[index]?.combatantId ?? "");
  const tied = (other: PhaseView | undefined) => {
    const there = other && byId.get(other.combatantId);
    return here !== undefined && there !== undefined && tiedOnScoreAndDex(here, there);
  };
  return tied(rows[index - 1]) || tied(rows[index + 1]);
}

export function trackerView(input: TrackerViewInput): TrackerView {
  const { state, rows, viewer } = input;
  const lang = input.lang ?? "en";
  const byId = new Map<string, CombatantState>(state.combatants.map((c) => [c.id, c]));
  const timed = timedMarkers(rows, input.timed ?? []);
  const why = whyOrderLines(state, rows, byId, (id) => viewer.isGM || viewer.ownedIds.has(id));
  const rounds = getRuleset(state.ruleset).words === "round-turn";
  // d20 rule 3: the Tie badge beside Swap, where the players settle ties
  const swaps = offers(state.ruleset, "swap-tie");
  const out: TrackerRow[] = rows.map((row, index) => {
    const owned = viewer.isGM || viewer.ownedIds.has(row.combatantId);
    const visible = maySeeBudget(input.budgetVisibility, viewer, row.combatantId);
    const c = byId.get(row.combatantId);
    const controls = rowControls({
      state,
      rows,
      index,
      byId,
      viewer,
      catalogue: input.catalogue?.[row.combatantId] ?? [],
      lang,
    });
    const ownRoll = ownRollView(
      state,
      c,
      controls,
      viewer,
      input.rollRefusals?.get(row.combatantId) ?? null,
      input.nextTurn,
    );
    return {
      id: row.combatantId,
      name: row.name,
      token: { img: "", hidden: false, isDefeated: row.flags.defeated, canPing: false },
      css: rowCss(row, owned, visible, controls?.any ?? false),
      current: row.current,
      acted: row.acted,
      owned,
      score: row.score === null || !Number.isFinite(row.score) ? "\u2014" : String(row.score),
      hasScore: row.score !== null,
      scoreEditable: viewer.isGM,
      mayRoll: owned && (viewer.isGM || viewer.ownersRoll === true),
      ownRoll,
      passInfo: passInfo(state.ruleset, row, lang),
      budget: visible && row.score !== null ? budgetView({ state, c, row }) : null,
      badges: [
        ...rowBadges(row, visible, input.sr4TieDisplay !== "none", swaps && d20Tied(rows, index, byId)),
        ...groupBadge(state, row.combatantId),
        ...nextRollBadges(row.combatantId, input.nextTurn),
      ],
      controls: markRollDeclarations(controls, ownRoll),
      timedAfter: timed.get(row.combatantId) ?? [],
      why: why.get(row.combatantId) ?? [],
    };
  });
  return {
    ruleset: state.ruleset,
    rounds,
    header: header(state, rows, viewer, input.dispositions ?? new Map()),
    timedFirst: timed.get("") ?? [],
    rows: withGroupHeads({ state, rows: out, viewer, folded: input.folded ?? new Set(), lang }),
    footer: footer(rows, viewer, rounds),
    forecast: input.showForecast
      ? forecastView(state, new Map(rows.map((r) => [r.combatantId, r.name])))
      : null,
  };
}
