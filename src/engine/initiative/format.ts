// An initiative formula as text: a readable line for sheets and the simulator (formatFormula) and Foundry
// dice notation for a real Foundry Roll (rollFormula). Both read the data from formula.ts only.
import type { FormulaTerm, IgnoredSource, InitiativeFormula } from "../types";

/**
 * The words of a formula line that need translating. The Foundry layer passes localised ones
 * (lang/<lang>/initiative.json, keys SHADOWTURN.InitiativeFormula.*); the simulator uses the English defaults.
 * Attribute abbreviations are keyed by the term's `source`.
 */
export interface FormulaLabels {
  reaction: string;
  intuition: string;
  /** Astral: Intuition counted twice. */
  intuitionTwice: string;
  dataProcessing: string;
  response: string;
  /** A drone or vehicle on its own: its Pilot (sr4, with its Response) and Pilot counted twice. */
  pilot: string;
  pilotTwice: string;
  /** A spirit astrally (sr5, bonus-actions): its Force counted twice. */
  forceTwice: string;
  /** sr4 hot sim: the +1 of matrix-hot. */
  hotSim: string;
  dex: string;
  /** sr4: the test counts hits: hits(9d6). */
  hits: string;
  wounds: string;
  edge: string;
  blitz: string;
}

export const DEFAULT_FORMULA_LABELS: FormulaLabels = {
  reaction: "REA",
  intuition: "INT",
  intuitionTwice: "INT×2",
  dataProcessing: "DP",
  // Spelled out: "RES" reads as Resonance to a Shadowrun player.
  response: "Response",
  pilot: "Pilot",
  pilotTwice: "Pilot×2",
  forceTwice: "Force×2",
  hotSim: "hot sim",
  dex: "DEX",
  hits: "hits",
  wounds: "wounds",
  edge: "Edge",
  blitz: "Blitz",
};

/** The language key of each label (lang/<lang>/initiative.json), for the Foundry layer to localise. */
export const FORMULA_LABEL_KEYS: Record<keyof FormulaLabels, string> = {
  reaction: "SHADOWTURN.InitiativeFormula.Reaction",
  intuition: "SHADOWTURN.InitiativeFormula.Intuition",
  intuitionTwice: "SHADOWTURN.InitiativeFormula.IntuitionTwice",
  dataProcessing: "SHADOWTURN.InitiativeFormula.DataProcessing",
  response: "SHADOWTURN.InitiativeFormula.Response",
  pilot: "SHADOWTURN.InitiativeFormula.Pilot",
  pilotTwice: "SHADOWTURN.InitiativeFormula.PilotTwice",
  forceTwice: "SHADOWTURN.InitiativeFormula.ForceTwice",
  hotSim: "SHADOWTURN.InitiativeFormula.HotSim",
  dex: "SHADOWTURN.InitiativeFormula.Dex",
  hits: "SHADOWTURN.InitiativeFormula.Hits",
  wounds: "SHADOWTURN.InitiativeFormula.Wounds",
  edge: "SHADOWTURN.InitiativeFormula.Edge",
  blitz: "SHADOWTURN.InitiativeFormula.Blitz",
};

/** The language key that explains why a source adds nothing ({by}: the name of the source that won). */
export const IGNORED_REASON_KEYS: Record<IgnoredSource["reason"], string> = {
  inactive: "SHADOWTURN.InitiativeFormula.Ignored.Inactive",
  "not-this-ruleset": "SHADOWTURN.InitiativeFormula.Ignored.NotThisRuleset",
  "not-body-mode": "SHADOWTURN.InitiativeFormula.Ignored.NotBodyMode",
  outstacked: "SHADOWTURN.InitiativeFormula.Ignored.Outstacked",
  "drug-no-bonus-actions": "SHADOWTURN.InitiativeFormula.Ignored.DrugNoBonusActions",
  "dice-cap": "SHADOWTURN.InitiativeFormula.Ignored.DiceCap",
  "pass-cap": "SHADOWTURN.InitiativeFormula.Ignored.PassCap",
};

const MINUS = "\u2212";

/** The label of an attribute term, or null for an item's bonus (those are written as their value only). */
function attributeLabel(t: FormulaTerm, labels: FormulaLabels): string | null {
  switch (t.source) {
    case "reaction":
      return labels.reaction;
    case "intuition":
      return t.label === "INT×2" ? labels.intuitionTwice : labels.intuition;
    case "dataProcessing":
      return labels.dataProcessing;
    case "response":
      return labels.response;
    case "pilot":
      return t.label === "Pilot×2" ? labels.pilotTwice : labels.pilot;
    case "force":
      return labels.forceTwice;
    case "hot-sim":
      return labels.hotSim;
    case "dex":
      return labels.dex;
    default:
      return null;
  }
}

/** One piece of a formula line: "REA 5", "4d6", "wounds 2"; `source` is the term's (an attribute or item id). */
export interface FormulaPart {
  text: string;
  negative: boolean;
  source: string | null;
}

/**
 * The attribute and bonus terms as parts. An item's bonus shows its value only ("+ 3"): its name already
 * carries its rating ("Wired Reflexes III"), so "Wired Reflexes III 3" said the same thing twice; the sheet
 * names the item beside the number. Attribute terms with the same label are written once with a count
 * (an actor type whose Reaction and Intuition are read from one field reads "Pilot×2 6").
 */
function termParts(f: InitiativeFormula, labels: FormulaLabels): FormulaPart[] {
  const parts: (FormulaPart & { label: string | null; value: number; count: number })[] = [];
  for (const t of f.terms) {
    if (f.faces === 20 && t.value === 0) continue;
    const label = attributeLabel(t, labels);
    const same = label === null ? undefined : parts.find((p) => p.label === label);
    if (same) {
      same.value += t.value;
      same.count += 1;
    } else parts.push({ label, value: t.value, count: 1, text: "", negative: false, source: t.source });
  }
  return parts.map(({ label, value, count, source }) => ({
    text:
      label === null ? `${Math.abs(value)}` : `${label}${count > 1 ? `×${count}` : ""} ${Math.abs(value)}`,
    negative: value < 0,
    source,
  }));
}

/** The d20 die term, the same in both renderings: "1d20", or "2d20kh" / "2d20kl" keeping one of two. */
function d20Dice(f: InitiativeFormula): string {
  if (f.keep === "highest") return "2d20kh";
  if (f.keep === "lowest") return "2d20kl";
  return `${f.dice}d20`;
}

function diceText(f: InitiativeFormula, labels: FormulaLabels): string {
  if (f.faces === 20) return d20Dice(f);
  if (f.kind === "sum") return `${f.dice}d6`;
  const edgeDice = f.explode ? f.dice - Math.max(0, f.attributePart) : 0;
  const pool = f.dice - edgeDice;
  const inner = f.explode ? `${pool}d6 + ${labels.edge} ${edgeDice}d6!` : `${f.dice}d6`;
  return `${labels.hits}(${inner})`;
}

/**
 * A formula as parts in reading order, for a sheet that lays out each part on its own (formatFormula joins
 * them). Every attribute term reads "label value"; negative terms take a minus sign instead of the plus
 * ("REA 5 + INT 4 − 1"). The order is how a GM says it:
 * - sr5 / bonus-actions: attribute terms, then dice, then wounds last: "REA 5 + INT 4 + 4d6 − wounds 2";
 *   a Blitz is marked after the dice: "REA 5 + INT 4 + 5d6 (Blitz)".
 * - sr4: the hit test in place of the dice, "REA 5 + INT 4 + hits(9d6)"; with Edge
 *   "REA 5 + INT 4 + hits(9d6 + Edge 3d6!)", "!" marking exploding sixes.
 * - d20: the die first, then DEX and bonuses: "1d20 + DEX 3 + 5", advantage "2d20kh + DEX 3".
 * Zero-valued d20 terms and a zero wound modifier are left out.
 */
export function formulaParts(f: InitiativeFormula, labels: Partial<FormulaLabels> = {}): FormulaPart[] {
  const l: FormulaLabels = { ...DEFAULT_FORMULA_LABELS, ...labels };
  const terms = termParts(f, l);
  const dice = { text: diceText(f, l) + (f.blitz ? ` (${l.blitz})` : ""), negative: false, source: null };
  const wounds =
    f.woundModifier !== 0
      ? [{ text: `${l.wounds} ${Math.abs(f.woundModifier)}`, negative: f.woundModifier < 0, source: null }]
      : [];
  return f.faces === 20 ? [dice, ...terms, ...wounds] : [...terms, dice, ...wounds];
}

/** The sign before a part in a line: the first keeps a minus only when negative, later ones "+ " / "− ". */
export function partSign(part: FormulaPart, index: number): string {
  if (index === 0) return part.negative ? MINUS : "";
  return part.negative ? `${MINUS} ` : "+ ";
}

/** A formula as one line of text (the simulator, the chat card): formulaParts joined with their signs. */
export function formatFormula(f: InitiativeFormula, labels: Partial<FormulaLabels> = {}): string {
  return formulaParts(f, labels)
    .map((p, i) => (i === 0 ? "" : " ") + partSign(p, i) + p.text)
    .join("");
}

/** " + 3" / " - 3" / "" for 0: Foundry's notation uses an ASCII minus. */
function signed(n: number): string {
  if (n === 0) return "";
  return n > 0 ? ` + ${n}` : ` - ${-n}`;
}

/**
 * Foundry dice notation whose Foundry total, for the same faces, equals the score rollInitiative computes:
 * - sr5 / bonus-actions: "4d6 + 9", with wounds "4d6 + 9 - 2".
 * - sr4: "9d6cs>=5 + 9": `cs>=5` makes the die term's total its count of 5s and 6s (the hits); with Edge
 *   "12d6x6cs>=5 + 9": `x6` rolls one more die for each 6, and those count too. The modifier order (explode
 *   before count-successes, `x6` then `cs>=5`) is how the open-source SR5-FoundryVTT system builds its
 *   success tests (src/module/rolls/ShadowrunRoller.ts, `shadowrunFormula`: `${count}d6` + 'x6' + 'cs>=5'),
 *   and the order matters: Foundry applies modifiers left to right, so `cs` before `x` would add the
 *   exploded dice's faces to the count (foundryvtt/foundryvtt issue #9160: `5d10x>=9cs>=8` is right).
 *   SR5-FoundryVTT's ShadowrunRoll takes the hits as the roll's total and the pool as `dice[0].number`
 *   (src/module/rolls/SR5Roll.ts: hits are the results marked `success`, glitched when the 1s exceed
 *   floor(pool / 2), SR5's "more than half"; our sr4 glitch is SR4's "half or more", roll.ts).
 * - d20: "1d20 + 3 + 5" (DEX, then each bonus), advantage "2d20kh + 3", disadvantage "2d20kl + 3"
 *   (`kh` / `kl` keep the highest / lowest one, as pf2e and other d20 systems on Foundry write it).
 */
export function rollFormula(f: InitiativeFormula): string {
  if (f.faces === 20) {
    return d20Dice(f) + f.terms.map((t) => signed(t.value)).join("") + signed(f.woundModifier);
  }
  const die = f.kind === "hits" ? `${f.dice}d6${f.explode ? "x6" : ""}cs>=5` : `${f.dice}d6`;
  return die + signed(f.attributePart) + signed(f.woundModifier);
}
