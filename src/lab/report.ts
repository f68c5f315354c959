// What the lab prints: a table per ruleset in the terminal, or JSON for other tools. Both are built from
// one LabReport, so the table, the JSON and the charts always show the same numbers.
import type { RulesetId } from "../engine";
import { pluralKey } from "../foundry/plural";
import type { Translate } from "../simulator/messages";
import type { CombatantStats, Spread } from "./stats";

/** The JSON report's format version. */
export const LAB_REPORT_VERSION = 1;

export interface LabReport {
  version: number;
  party: string;
  seed: number;
  fights: number;
  turnsPerFight: number;
  rerollEachTurn: boolean;
  wounds: Record<string, number>;
  rulesets: Partial<Record<RulesetId, CombatantStats[]>>;
}

const num = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(2));
const pct = (v: number) => `${Math.round(v * 100)}%`;
const spreadText = (s: Spread) =>
  s.p10 === s.p90 ? num(s.mean) : `${num(s.mean)} (${num(s.p10)}–${num(s.p90)})`;

/** The line under the title: how much was played, with what seed (so it can be repeated). */
export function runsLine(r: LabReport, t: Translate, lang: string): string {
  const key = pluralKey("Lab.Runs", r.turnsPerFight, lang);
  return t(key, {
    fights: r.fights,
    turns: r.turnsPerFight,
    seed: r.seed,
    scores: t(r.rerollEachTurn ? "Lab.Rerolled" : "Lab.Kept"),
  });
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? "")].length)));
  return rows
    .map((r) =>
      r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "),
    )
    .join("\n");
}

/** The terminal table: one block per ruleset, one row per combatant. */
export function renderLabTable(r: LabReport, t: Translate, lang: string): string {
  const head = ["combatant", "phases", "any", "bonus", "total", "first", "atAll"].map((k) =>
    t(`Lab.Column.${k}`),
  );
  const out = [t("Lab.Title", { party: r.party }), runsLine(r, t, lang), ""];
  for (const [ruleset, stats] of Object.entries(r.rulesets)) {
    out.push(`== ${ruleset} ==`);
    const rows = (stats ?? []).map((c) => [
      c.name,
      spreadText(c.phases),
      spreadText(c.anyActions),
      spreadText(c.bonusActions),
      spreadText(c.totalActions),
      pct(c.actsFirst),
      pct(c.actsAtAll),
    ]);
    out.push(table([head, ...rows]), "");
  }
  out.push(t("Lab.Legend"));
  return out.join("\n") + "\n";
}

export function renderLabJson(r: LabReport): string {
  return JSON.stringify(r, null, 2) + "\n";
}
