// Which controls a row offers, and to whom. A control is only a shortcut to an engine Command: the engine
// (through the Combat document) still decides and refuses with a reason, so this file errs on the side of
// showing what a player would look for and hiding what can never apply in this ruleset.
import {
  d20Flags,
  seizeFlags,
  sr4Flags,
  tiedOnScoreAndDex,
  getRuleset,
  fullDefenseIsInterrupt,
  type CombatantState,
  type CombatState,
  type PhaseView,
  type RowContext,
  type RulesetId,
} from "../../engine";
import { pluralKey } from "../plural";
import { offers, type OfferedCommand } from "../ruleset-ui";
import { kindKeys } from "./budget-pips";
import type {
  CatalogueAction,
  CatalogueButton,
  EdgeButton,
  OutsideButton,
  RowControls,
  SpendButton,
  SwapTie,
  TrackerViewer,
} from "./view-types";

/**
 * The row's spend buttons, as its ruleset's economy offers them (SR: Complex, Simple, the bonus pool, Free
 * outside the phase where allowed; d20: the slots, the reaction on anyone's turn; sr6: Major, Minor and the
 * trades).
 */
function spendButtons(ctx: RowContext): SpendButton[] {
  return getRuleset(ctx.state.ruleset)
    .economy.offers(ctx)
    .map((o) => ({ ...o }));
}

/** The catalogue's actions the acting row can still pay: an action of another economy's kind is never left. */
function catalogueButtons(ctx: RowContext, actions: readonly CatalogueAction[]): CatalogueButton[] {
  if (!ctx.row.current) return [];
  const economy = getRuleset(ctx.state.ruleset).economy;
  return actions
    .filter((a) => economy.canPay(ctx, a.kind, a.category))
    .map((a) => ({ ...a, ...kindKeys(economy, a.kind) }))
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
  // sr6 rule 9: +3 for a point of Edge, any time and more than once
  if (has("edge-boost")) out.push(edgeButton("edge-boost", "boost", "fa-solid fa-arrow-up", edgePoints));
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

/**
 * sr6 rule 6: the actions outside the order the row may take now, as buttons of its own controls, where its
 * economy offers them there (outsideInRow) and only outside its own turn (in it, the spend buttons and the
 * menu serve); one with nothing of the right size left stays visible, unavailable, with its reason.
 */
function outsideInRow(ctx: RowContext, open: readonly string[]): RowControls["outsideInRow"] {
  const economy = getRuleset(ctx.state.ruleset).economy;
  const menu = economy.outsideInRow;
  if (!menu || ctx.row.current) return null;
  const actions = (economy.outside ?? [])
    .filter((a) => open.includes(a.id))
    .map((a): OutsideButton => {
      const reasonKey = economy.outsideRefusal?.(ctx, a.id) ?? null;
      return {
        action: a.id,
        labelKey: a.labelKey,
        hintKey: a.hintKey ?? null,
        available: !reasonKey,
        reasonKey,
      };
    });
  return actions.length > 0 ? { ...menu, actions } : null;
}

export interface RowControlInput {
  state: CombatState;
  rows: readonly PhaseView[];
  index: number;
  byId: ReadonlyMap<string, CombatantState>;
  viewer: TrackerViewer;
  catalogue: readonly CatalogueAction[];
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
  const c = byId.get(row.combatantId);
  const edgePoints = c?.input.edgePoints ?? 0;
  // a combatant without any Edge (attribute 0: a ganger, a drone) gets no Edge controls at all
  const hasEdge = (c?.input.attributes.edge ?? 0) > 0;
  const edge = owned && hasEdge ? edgeButtons(ruleset, row, edgePoints) : [];
  const lang = input.lang ?? "en";
  const surge = d20Flags(row.flags);
  const surgeUses = surge.actionSurgeUses;
  const rs = getRuleset(ruleset);
  const economy = rs.economy;
  const ctx: RowContext = { state, c, row };
  // sr5 rule 7: with interrupts on, Full Defense is the -10 interrupt, offered (with its cost) while the score
  // pays; sr6 rule 6: an Anytime Major
  const interrupts = owned ? (rs.interrupts?.(state, row.combatantId) ?? []) : [];
  const defenseIsInterrupt = fullDefenseIsInterrupt(state);
  const outsideDefense = economy.outside?.find((a) => a.id === "full-defense");
  // Full Defense may be declared at any time (sr4 rule 10), where the economy knows it: a button on the
  // acting row, a menu entry on all
  const knowsDefense = economy.sharedFullDefense !== undefined || outsideDefense !== undefined;
  const mayDefend = owned && started && knowsDefense && !row.flags.fullDefense && !row.flags.defeated;
  const delays = economy.delay;
  const controls: RowControls = {
    ruleset,
    spend: owned && started ? spendButtons(ctx) : [],
    catalogue: owned && started ? catalogueButtons(ctx, input.catalogue) : [],
    // delaying again at the end of the pass carries the phase into the next pass (sr4 rule 9)
    delay: owned && started && delays && row.current,
    delayAgain: row.flags.delayed,
    intervene:
      owned &&
      started &&
      delays &&
      row.flags.delayed &&
      !row.acted &&
      !row.current &&
      state.currentId !== null,
    fullDefense: mayDefend && row.current && (!defenseIsInterrupt || interrupts.includes("full-defense")),
    fullDefenseHintKey: defenseIsInterrupt
      ? (outsideDefense?.hintKey ?? "SHADOWTURN.Tracker.FullDefenseInterruptHint")
      : "SHADOWTURN.Tracker.FullDefenseHint",
    fullDefenseMenu: mayDefend && !defenseIsInterrupt,
    interrupts,
    outsideInRow: outsideInRow(ctx, interrupts),
    endPhase: owned && started && row.current,
    // a ruleset of rounds speaks of a combatant's turn, the others of its phase
    endPhaseKey: rs.words === "round-turn" ? "SHADOWTURN.Tracker.EndTurn" : "SHADOWTURN.Tracker.EndPhase",
    edge,
    edgePoints,
    // the plural rules are asked only for a row that shows its Edge
    edgeHintKey: edge.length > 0 ? pluralKey("SHADOWTURN.Tracker.Edge.PointsHint", edgePoints, lang) : "",
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
    buttons: false,
    any: false,
  };
  // what the row rarely has (a button of the phase, a menu), asked once, so the template asks one flag per row
  // instead of one block helper call for each absent button
  controls.buttons =
    controls.catalogue.length > 0 ||
    controls.delay ||
    controls.intervene ||
    controls.fullDefense ||
    controls.outsideInRow !== null ||
    controls.endPhase ||
    controls.timedItem ||
    controls.swapTie !== null ||
    controls.surprise !== null ||
    controls.actionSurge !== null;
  controls.any = controls.buttons || controls.spend.length > 0 || controls.edge.length > 0;
  return controls;
}
