// What the lab prints: a table per ruleset in the terminal, or JSON for other tools. Both are built from
// one LabReport, so the table, the JSON and the charts always show the same numbers.
import type { RulesetId } from "../engine";
import { pluralKey } from "../foundry/plural";
import type { Translate } from "../simulator/messages";
import { HABIT_KEYS, type Habits } from "./party";
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
  /** How often each combatant seizes or blitzes (the party file's habits and the command line's). */
  habits: Record<string, Habits>;
  /** The party as played: each combatant's initiative formula under each ruleset, in the report's language. */
  builds: { id: string; name: string; formulas: Partial<Record<RulesetId, string>> }[];
  rulesets: Partial<Record<RulesetId, CombatantStats[]>>;
}

/** A number as the report's language writes it: "3.04" / "3,04", whole numbers without decimals. */
export function num(v: number, lang: string): string {
  const digits = Number.isInteger(v) ? 0 : 2;
  return new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    v,
  );
}
/** A share (0 to 1) as a whole percentage; "<1%" / ">99%" keep a tail from rounding away. */
export function pct(v: number, lang: string): string {
  const whole = Math.round(v * 100);
  if (whole === 0 && v > 0) return "<1%";
  if (whole === 100 && v < 1) return ">99%";
  return `${new Intl.NumberFormat(lang).format(whole)}%`;
}
const spreadText = (s: Spread, lang: string) =>
  s.p10 === s.p90 ? num(s.mean, lang) : `${num(s.mean, lang)} (${num(s.p10, lang)}–${num(s.p90, lang)})`;

/** The tails of the phases: the share of turns with each number of phases, "3: 2% · 4: 98%". */
export function phaseSharesText(c: CombatantStats, lang: string): string {
  return Object.entries(c.phaseShares)
    .map(([n, share]) => `${n}: ${pct(share, lang)}`)
    .join(" · ");
}

/** The options the run was played with, as the command line writes them, and the habits played. */
export function optionsLine(r: LabReport, t: Translate, lang: string): string {
  const names = new Map(r.builds.map((b) => [b.id, b.name]));
  const parts = [
    `--runs ${r.fights}`,
    `--turns ${r.turnsPerFight}`,
    `--seed ${r.seed}`,
    ...(r.rerollEachTurn ? [] : ["--keep-scores"]),
    ...Object.entries(r.wounds).map(([id, w]) => `--wound ${id}=${w}`),
  ];
  // every habit played (seize, blitz, dodge and any added later), each with its share of turns
  const habits = Object.entries(r.habits).flatMap(([id, h]) =>
    HABIT_KEYS.filter((k) => h[k] > 0).map((k) =>
      t(`Lab.Habit.${k}`, { name: names.get(id) ?? id, share: pct(h[k], lang) }),
    ),
  );
  return t("Lab.Options", {
    options: parts.join(" "),
    habits: habits.length ? habits.join(", ") : t("Lab.NoHabits"),
  });
}

/**
 * The line under the title: how much was played, with what seed (so it can be repeated), and, when
 * bonus-actions was played, whether its scores were re-rolled or kept.
 */
export function runsLine(r: LabReport, t: Translate, lang: string): string {
  const key = pluralKey("Lab.Runs", r.turnsPerFight, lang);
  const runs = t(key, { fights: num(r.fights, lang), turns: r.turnsPerFight, seed: r.seed });
  if (!("bonus-actions" in r.rulesets)) return runs;
  return t("Lab.WithScores", { runs, scores: t(r.rerollEachTurn ? "Lab.Rerolled" : "Lab.Kept") });
}

/** The legend under the numbers: the bonus actions' sentence only when a ruleset has them. */
export function legendText(r: LabReport, t: Translate): string {
  const bonus = Object.values(r.rulesets).some((stats) => stats?.some((c) => c.bonusActions.mean > 0));
  return bonus ? `${t("Lab.Legend")} ${t("Lab.LegendBonus")}` : t("Lab.Legend");
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? "")].length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) =>
          i === 0 || i === r.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
        )
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** The table's header and rows of one ruleset (the terminal and the HTML report show the same cells). */
export function statsRows(stats: CombatantStats[], t: Translate, lang: string): string[][] {
  const head = ["combatant", "phases", "any", "bonus", "total", "first", "atAll", "phaseShares"].map((k) =>
    t(`Lab.Column.${k}`),
  );
  const rows = stats.map((c) => [
    c.name,
    spreadText(c.phases, lang),
    spreadText(c.anyActions, lang),
    spreadText(c.bonusActions, lang),
    spreadText(c.totalActions, lang),
    pct(c.actsFirst, lang),
    pct(c.actsAtAll, lang),
    phaseSharesText(c, lang),
  ]);
  return [head, ...rows];
}

/** The terminal table: one block per ruleset, one row per combatant. */
export function renderLabTable(r: LabReport, t: Translate, lang: string): string {
  const out = [t("Lab.Title", { party: r.party }), runsLine(r, t, lang), optionsLine(r, t, lang), ""];
  for (const [ruleset, stats] of Object.entries(r.rulesets)) {
    out.push(`== ${ruleset} ==`);
    out.push(table(statsRows(stats ?? [], t, lang)), "");
  }
  out.push(legendText(r, t));
  return out.join("\n") + "\n";
}

export function renderLabJson(r: LabReport): string {
  return JSON.stringify(r, null, 2) + "\n";
}
