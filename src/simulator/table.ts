// The fight as a table a GM can read: one block of initiative rolls per turn, then one row per phase
// (turn, pass, who acts on what score, with what budget, notes), with what happened in it underneath.
import { isSrRuleset } from "../engine";
import type { ActionLog, BudgetView, FightLog, InitiativeLine, PhaseLog, TurnLog } from "./log";
import { distance, number, type Translate } from "./messages";
import { actionWords } from "./words";

/** Pads columns to the widest cell; the last column is not padded. */
function columns(rows: string[][]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd(),
  );
}

export function budgetText(b: BudgetView | null, t: Translate): string {
  if (b === null) return "";
  if ("action" in b) {
    return t("Budget.D20", {
      action: b.action,
      bonus: b.bonusAction,
      reaction: b.reaction,
      object: b.object,
      movement: distance(b.movement, t),
    });
  }
  const parts: string[] = [];
  if (b.simple >= 2)
    parts.push(t("Budget.ComplexOrSimple", { complex: Math.floor(b.simple / 2), simple: b.simple }));
  else if (b.simple === 1) parts.push(t("Budget.Simple", { simple: 1 }));
  if (b.bonus > 0 && b.bonusCategory) {
    parts.push(t("Budget.Bonus", { bonus: b.bonus, category: t(`Category.${b.bonusCategory}`) }));
  }
  const main = parts.length ? parts.join(" + ") : t("Budget.NoAction");
  const free = t(b.freePer === "turn" ? "Budget.FreeThisTurn" : "Budget.Free", { free: b.free });
  return b.free > 0 ? `${main}, ${free}` : main;
}

/** The budget a phase began with, and what was left of it when the phase ended, when that differs. */
function budgetCell(p: PhaseLog, t: Translate): string {
  const start = budgetText(p.budget, t);
  if (p.budgetLeft === null || JSON.stringify(p.budgetLeft) === JSON.stringify(p.budget)) return start;
  return t("Budget.Left", { start, left: budgetText(p.budgetLeft, t) });
}

/**
 * The engine's reason for a refusal in the chosen language (the Foundry layer's strings); a fraction in it
 * (the scenario's score 12.5, which the engine echoes as text) is written as the language writes numbers.
 */
function refusalText(refused: NonNullable<ActionLog["refused"]>, t: Translate): string {
  const fraction = (v: string | number) =>
    typeof v === "number" ? !Number.isInteger(v) : /^-?\d+\.\d+$/.test(v);
  const params = Object.fromEntries(
    Object.entries(refused.params).map(([k, v]) => [k, fraction(v) ? number(Number(v), t, 6) : v]),
  );
  return t(`SHADOWTURN.Error.${refused.code}`, params, refused.message);
}

/** An action's line(s): where it happened (but "during", which its row says), what, and who lost phases. */
function actionText(a: ActionLog, names: Map<string, string>, d20: boolean, t: Translate): string[] {
  const what = actionWords(a, names, t);
  // "during" is the row's own phase, start- and end-of-pass have a row that says so.
  const silent = ["during", "start-of-pass", "end-of-pass"].includes(a.point);
  const turnPoint = ["before-roll", "start-of-turn", "end-of-turn"].includes(a.point);
  const point = silent ? "" : t(`Point.${d20 && turnPoint ? "D20." : ""}${a.point}`);
  const line = a.refused
    ? t("Action.Refused", { point, what, reason: refusalText(a.refused, t) })
    : t("Action.Done", { point, what });
  const lost = a.lostPhases.map((id) => `  ${t("Action.LostPhases", { who: names.get(id) ?? id })}`);
  return [line, ...lost];
}

function initiativeRows(lines: InitiativeLine[], d20: boolean, t: Translate): string[] {
  const rows = lines.map((l) => {
    const extra: string[] = l.kept ? [t(d20 ? "Initiative.KeptRound" : "Initiative.Kept")] : [];
    if (l.hits !== null) extra.push(t("Initiative.Hits", { hits: l.hits }));
    if (l.passes > 1) extra.push(t("Initiative.Passes", { passes: l.passes }));
    if (l.glitch) extra.push(t(l.criticalGlitch ? "Note.critical-glitch" : "Note.glitch"));
    if (l.noPhase) extra.push(t(d20 ? "Initiative.NoTurn" : "Initiative.NoPhase"));
    if (l.bonusActions) {
      extra.push(
        t("Initiative.BonusActions", {
          count: l.bonusActions.count,
          category: t(`Category.${l.bonusActions.category}`),
        }),
      );
    }
    return [
      `  ${l.name}`,
      l.formula,
      l.dice.length ? `[${l.dice.join(" ")}]` : "",
      l.score === null ? "-" : `= ${l.score}`,
      extra.join(", "),
    ];
  });
  return columns(rows);
}

/** The second column: the pass (SR rulesets), or in d20 the place of the turn in its round. */
function phaseCells(turn: TurnLog, pass: string, p: PhaseLog, t: Translate): string[] {
  const notes = p.notes.map((n) => t(`Note.${n}`)).join(", ");
  const who =
    p.kind === "timed-item"
      ? t("Table.TimedItem", { name: p.name })
      : p.kind === "lost-turn"
        ? t("Table.LostTurn", { name: p.name })
        : p.name;
  return [String(turn.turn), pass, who, p.score === null ? "-" : String(p.score), budgetCell(p, t), notes];
}

/** The whole fight as text, ending with a newline. d20 speaks of rounds and turns, SR of turns and passes. */
export function renderTable(log: FightLog, t: Translate): string {
  const d20 = !isSrRuleset(log.scenario.ruleset);
  const names = new Map<string, string>();
  for (const turn of log.turns) {
    for (const l of turn.initiative) names.set(l.id, l.name);
    for (const p of turn.passes)
      for (const row of p.phases) if (row.kind !== "timed-item") names.set(row.combatantId, row.name);
  }
  const actionLines = (actions: ActionLog[]) =>
    actions.flatMap((a) => actionText(a, names, d20, t).map((line) => `      ${line}`));
  const out: string[] = [
    t(d20 ? "Table.TitleD20" : "Table.Title", {
      name: log.scenario.name,
      ruleset: t(`Ruleset.${log.scenario.ruleset}`, {}, log.scenario.ruleset),
      turns: log.scenario.turns,
    }),
  ];
  const header = (d20 ? ["Round", "TurnInRound"] : ["Turn", "Pass"])
    .concat(["Acts", "Score", "Budget", "Notes"])
    .map((k) => t(`Table.${k}`));
  for (const turn of log.turns) {
    const at = (point: string) => actionLines(turn.actions.filter((a) => a.point === point));
    out.push(
      "",
      t(d20 ? "Table.RoundInitiative" : "Table.Initiative", { turn: turn.turn }),
      ...at("before-roll"),
    );
    out.push(...initiativeRows(turn.initiative, d20, t), ...at("start-of-turn"), "");
    const rows: string[][] = [header];
    // Lines printed under a row: what happened at that point.
    const under = new Map<number, string[]>();
    for (const pass of turn.passes) {
      // Start- and end-of-pass events get a row of their own that says which point it is.
      const passRow = (point: string) => {
        const actions = pass.actions.filter((a) => a.point === point);
        if (actions.length === 0) return;
        rows.push([String(turn.turn), d20 ? "" : String(pass.pass), t(`Table.${point}`), "", "", ""]);
        under.set(rows.length - 1, actionLines(actions));
      };
      passRow("start-of-pass");
      let place = 0;
      for (const phase of pass.phases) {
        if (phase.kind !== "timed-item") place += 1;
        rows.push(phaseCells(turn, d20 ? String(place) : String(pass.pass), phase, t));
        under.set(rows.length - 1, actionLines(phase.actions));
      }
      passRow("end-of-pass");
    }
    if (turn.passes.length === 0) rows.push([String(turn.turn), "", t("Table.NobodyActs"), "", "", ""]);
    columns(rows).forEach((line, i) => out.push(line, ...(under.get(i) ?? [])));
    if (turn.emptyPasses.length > 0)
      out.push(t("Table.EmptyPasses", { passes: turn.emptyPasses.join(", ") }));
    out.push(...at("end-of-turn"));
  }
  if (log.unusedDice.length > 0) {
    out.push("", t("Table.UnusedDice", { count: log.unusedDice.length, faces: log.unusedDice.join(" ") }));
  }
  return out.join("\n") + "\n";
}
