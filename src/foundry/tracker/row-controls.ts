// Which controls a row offers, and to whom. A control is only a shortcut to an engine Command: the engine
// (through the Combat document) still decides and refuses with a reason, so this file errs on the side of
// showing what a player would look for and hiding what can never apply in this ruleset.
import {
  d20Budget,
  d20Flags,
  isSrRuleset,
  seizeFlags,
  sr4Flags,
  srBudget,
  tiedOnScoreAndDex,
  getRuleset,
  fullDefenseIsInterrupt,
  type CombatantState,
  type CombatState,
  type PhaseView,
  type RulesetId,
} from "../../engine";
import { pluralKey } from "../plural";
import { offers, rulesetUi, type OfferedCommand } from "../ruleset-ui";
import { kindKey } from "./budget-pips";
import type {
  CatalogueAction,
  CatalogueButton,
  EdgeButton,
  RowControls,
  SpendButton,
  SwapTie,
  TrackerViewer,
} from "./view-types";

/** d20 movement spent per click, in feet (one 5-foot square). */
export const MOVEMENT_STEP = 5;

function spendButton(kind: SpendButton["kind"], category: SpendButton["category"] = null): SpendButton {
  const key = category && kind === "simple" ? "bonusPool" : kind;
  const labelKey = category && kind === "complex" ? "complexFromPool" : key;
  return {
    kind,
    category,
    labelKey: `SHADOWTURN.Tracker.Spend.${labelKey}`,
    abbrKey: `SHADOWTURN.Tracker.KindAbbr.${key}`,
    amount: kind === "movement" ? MOVEMENT_STEP : null,
  };
}

/** Free actions outside the own phase: any time, or (sr4) from the own phase to the end of the pass. */
function freeOutsidePhase(ruleset: RulesetId, row: PhaseView): boolean {
  return srBudget(row.budget).free > 0 && (rulesetUi(ruleset).freeOutsidePhase === "any-time" || row.acted);
}

function spendButtons(ruleset: RulesetId, row: PhaseView, canReact: boolean): SpendButton[] {
  if (!isSrRuleset(ruleset)) {
    // the reaction works on anyone's turn; the rest only on one's own (d20 rule 5)
    if (!row.current) return canReact ? [spendButton("reaction")] : [];
    const b = d20Budget(row.budget);
    const out: SpendButton[] = [];
    if (b.action > 0) out.push(spendButton("action"));
    if (b.bonusAction > 0) out.push(spendButton("bonus"));
    if (b.reaction > 0) out.push(spendButton("reaction"));
    if (b.object > 0) out.push(spendButton("object"));
    if (b.movement >= MOVEMENT_STEP) out.push(spendButton("movement"));
    return out;
  }
  if (!row.current) return freeOutsidePhase(ruleset, row) ? [spendButton("free")] : [];
  const b = srBudget(row.budget);
  const out: SpendButton[] = [];
  // a Complex may draw on the bonus pool when the ordinary units are short (bonus-actions rule 4)
  if (b.simple >= 2) out.push(spendButton("complex"));
  else if (b.simple + b.bonus >= 2 && b.bonusCategory) out.push(spendButton("complex", b.bonusCategory));
  if (b.simple >= 1) out.push(spendButton("simple"));
  if (b.bonus > 0 && b.bonusCategory) out.push(spendButton("simple", b.bonusCategory));
  if (b.free > 0) out.push(spendButton("free"));
  return out;
}

/** Whether the budget still holds an action of this kind. */
function kindLeft(row: PhaseView, kind: CatalogueAction["kind"]): boolean {
  const b = row.budget;
  // an action of the other family's economy is never left
  if (b.family === "sr") {
    if (kind === "complex") return b.simple + b.bonus >= 2;
    if (kind === "simple") return b.simple + b.bonus >= 1;
    return kind === "free" && b.free >= 1;
  }
  switch (kind) {
    case "action":
      return b.action >= 1;
    case "bonus":
      return b.bonusAction >= 1;
    case "reaction":
      return b.reaction >= 1;
    case "object":
      return b.object >= 1;
    case "movement":
      return b.movement >= MOVEMENT_STEP;
    default:
      return false;
  }
}

function catalogueButtons(row: PhaseView, actions: readonly CatalogueAction[]): CatalogueButton[] {
  if (!row.current) return [];
  return actions
    .filter((a) => kindLeft(row, a.kind))
    .map((a) => ({ ...a, kindKey: kindKey(a.kind), kindAbbrKey: `SHADOWTURN.Tracker.KindAbbr.${a.kind}` }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function edgeButton(
  command: EdgeButton["command"],
  key: string,
  icon: string,
  edgePoints: number,
): EdgeButton {
  const available = edgePoints > 0;
  return {
    command,
    labelKey: `SHADOWTURN.Tracker.Edge.${key}`,
    icon,
    available,
    reasonKey: available ? null : "SHADOWTURN.Tracker.Edge.NoEdgeLeft",
  };
}

/** sr4 rule 7 (Edge on the test, go first, extra pass); sr5 rule 5 and bonus-actions rule 2 (Seize, Blitz). */
function edgeButtons(ruleset: RulesetId, row: PhaseView, edgePoints: number): EdgeButton[] {
  const [sr4, seize] = [sr4Flags(row.flags), seizeFlags(row.flags)];
  const out: EdgeButton[] = [];
  const has = (command: OfferedCommand) => offers(ruleset, command);
  // Edge on the next initiative test (sr4 rule 7a): declared ahead, paid at once, used by the next roll.
  if (has("edge-test") && !sr4.edgeTestDeclared)
    out.push(edgeButton("edge-test", "edgeTest", "fa-solid fa-dice", edgePoints));
  if (has("edge-go-first") && !sr4.goFirst)
    out.push(edgeButton("edge-go-first", "goFirst", "fa-solid fa-forward-step", edgePoints));
  if (has("edge-extra-pass") && !sr4.extraPass)
    out.push(edgeButton("edge-extra-pass", "extraPass", "fa-solid fa-plus", edgePoints));
  // Seize and Blitz are declared for the next roll (Edge paid at once); one declaration per roll
  if (has("seize") && !seize.seizeDeclared)
    out.push(edgeButton("seize", "seize", "fa-solid fa-angles-up", edgePoints));
  if (has("blitz") && !seize.blitzDeclared)
    out.push(edgeButton("blitz", "blitz", "fa-solid fa-bolt", edgePoints));
  return out;
}

/**
 * d20 rule 3: the next row, if it is tied with this one on score and DEX and neither has acted yet. The swap
 * is sent in the name of a combatant the viewer controls (this one, else the lower one), so the GM relay
 * accepts it from the owner of either.
 */
function tieSwap(
  rows: readonly PhaseView[],
  index: number,
  byId: ReadonlyMap<string, CombatantState>,
  viewer: TrackerViewer,
): SwapTie | null {
  const row = rows[index];
  const next = rows[index + 1];
  if (!row || !next || row.acted || next.acted) return null;
  const here = byId.get(row.combatantId);
  const there = byId.get(next.combatantId);
  if (!here || !there || !tiedOnScoreAndDex(here, there)) return null;
  const mine = (id: string) => viewer.isGM || viewer.ownedIds.has(id);
  if (mine(row.combatantId)) return { as: row.combatantId, other: next.combatantId, firstName: next.name };
  if (mine(next.combatantId)) return { as: next.combatantId, other: row.combatantId, firstName: next.name };
  return null;
}

export interface RowControlInput {
  state: CombatState;
  rows: readonly PhaseView[];
  index: number;
  byId: ReadonlyMap<string, CombatantState>;
  viewer: TrackerViewer;
  catalogue: readonly CatalogueAction[];
  /** d20: the combatant may take its reaction now (engine d20CanReact). */
  canReact: boolean;
  /** The user's language, for counted words. */
  lang?: string;
}

/** The controls of one row, or null when the viewer may not act for this combatant. */
export function rowControls(input: RowControlInput): RowControls | null {
  const { state, rows, index, byId, viewer } = input;
  const row = rows[index];
  if (!row) return null;
  const ruleset = state.ruleset;
  const owned = viewer.isGM || viewer.ownedIds.has(row.combatantId);
  // the owner of the lower of two tied rows gets the swap on the upper row too
  const swapTie = offers(ruleset, "swap-tie") ? tieSwap(rows, index, byId, viewer) : null;
  if (!owned && !swapTie) return null;

  const started = state.turn > 0;
  const sr = isSrRuleset(ruleset);
  const c = byId.get(row.combatantId);
  const edgePoints = c?.input.edgePoints ?? 0;
  // a combatant without any Edge (attribute 0: a ganger, a drone) gets no Edge controls at all
  const hasEdge = (c?.input.attributes.edge ?? 0) > 0;
  const lang = input.lang ?? "en";
  const surge = d20Flags(row.flags);
  const surgeUses = surge.actionSurgeUses;
  // Full Defense may be declared at any time (sr4 rule 10): a button on the acting row, a menu entry on all
  const mayDefend = owned && started && sr && !row.flags.fullDefense && !row.flags.defeated;
  // sr5 rule 7: with interrupts on, Full Defense is the -10 interrupt, offered (with its cost) while the score pays
  const rs = getRuleset(ruleset);
  const interrupts = owned ? (rs.interrupts?.(state, row.combatantId) ?? []) : [];
  const defenseIsInterrupt = fullDefenseIsInterrupt(state);
  const controls: RowControls = {
    spend: owned && started ? spendButtons(ruleset, row, input.canReact) : [],
    catalogue: owned && started ? catalogueButtons(row, input.catalogue) : [],
    // delaying again at the end of the pass carries the phase into the next pass (sr4 rule 9)
    delay: owned && started && sr && row.current,
    delayAgain: row.flags.delayed,
    intervene:
      owned && started && sr && row.flags.delayed && !row.acted && !row.current && state.currentId !== null,
    fullDefense: mayDefend && row.current && (!defenseIsInterrupt || interrupts.includes("full-defense")),
    fullDefenseHintKey: defenseIsInterrupt
      ? "SHADOWTURN.Tracker.FullDefenseInterruptHint"
      : "SHADOWTURN.Tracker.FullDefenseHint",
    fullDefenseMenu: mayDefend && !defenseIsInterrupt,
    interrupts,
    endPhase: owned && started && row.current,
    endPhaseKey: sr ? "SHADOWTURN.Tracker.EndPhase" : "SHADOWTURN.Tracker.EndTurn",
    edge: owned && sr && hasEdge ? edgeButtons(ruleset, row, edgePoints) : [],
    edgePoints,
    edgeHintKey: pluralKey("SHADOWTURN.Tracker.Edge.PointsHint", edgePoints, lang),
    edgeInline: !viewer.isGM,
    timedItem: owned && started && offers(ruleset, "timed-item") && row.current,
    swapTie,
    surprise:
      offers(ruleset, "surprise") && viewer.isGM && state.turn <= 1
        ? { surprised: row.flags.surprised }
        : null,
    actionSurge:
      offers(ruleset, "action-surge") && owned && row.current && surgeUses > 0 && !surge.actionSurgedThisTurn
        ? { uses: surgeUses, hintKey: pluralKey("SHADOWTURN.Tracker.ActionSurgeHint", surgeUses, lang) }
        : null,
    any: false,
  };
  controls.any =
    controls.spend.length > 0 ||
    controls.catalogue.length > 0 ||
    controls.delay ||
    controls.intervene ||
    controls.fullDefense ||
    controls.endPhase ||
    controls.edge.length > 0 ||
    controls.timedItem ||
    controls.swapTie !== null ||
    controls.surprise !== null ||
    controls.actionSurge !== null;
  return controls;
}
