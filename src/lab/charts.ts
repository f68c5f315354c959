// The lab's picture: an HTML page with one chart per question, drawn by Apache ECharts (rendered to SVG on
// the server side, so the page needs no script and opens anywhere).
import * as echarts from "echarts";
import { registeredRulesets, type RulesetId } from "../engine";
import type { Translate } from "../simulator/messages";
import { legendText, num, optionsLine, runsLine, statsRows, type LabReport } from "./report";
import type { CombatantStats } from "./stats";

const WIDTH = 760;
const HEIGHT = 340;
/** One colour per ruleset, in the order the rulesets are registered (a module's ruleset gets the next one). */
const PALETTE = ["#4e79a7", "#f28e2b", "#59a14f", "#9c755f", "#e15759", "#76b7b2", "#edc948", "#b07aa1"];

function colorOf(ruleset: RulesetId): string {
  return PALETTE[Math.max(0, registeredRulesets().indexOf(ruleset)) % PALETTE.length]!;
}

type Option = Parameters<echarts.ECharts["setOption"]>[0];

function svg(option: Option, height = HEIGHT): string {
  const bottom = (option as { grid?: { bottom?: number } }).grid?.bottom ?? 30;
  height += Math.max(0, bottom - 30);
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width: WIDTH, height });
  chart.setOption({ animation: false, ...option });
  const out = chart.renderToSVGString();
  chart.dispose();
  return out;
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * A chart's value label in the report's language (a decimal comma in German). `hideZero` for the parts of a
 * stack, where a 0 has no bar to sit on; a lone bar of 0 ("acts first in 0% of turns") is labelled.
 */
function labelOf(lang: string, suffix = "", hideZero = false) {
  return (p: { value: unknown }) => {
    const v = Array.isArray(p.value) ? Number(p.value[1]) : Number(p.value);
    return (v === 0 && hideZero) || !Number.isFinite(v) ? "" : num(v, lang) + suffix;
  };
}

/** A value axis whose numbers are written as the report's language writes them (0,5 in German). */
function valueAxis(lang: string, extra: object = {}): object {
  return { type: "value", axisLabel: { formatter: (v: number) => num(v, lang) }, ...extra };
}

/** Left and right margins of the vertical bar charts, where the value axis and its numbers sit. */
const GRID_SIDES = { left: 50, right: 20 };
/** The axis labels' font size, and a generous width of one of its characters, to plan wrapped names. */
const LABEL_FONT = 12;
const CHAR_WIDTH = 7;

/** How many lines `text` takes wrapped between words at `perLine` characters (a longer word is broken). */
function wrappedLines(text: string, perLine: number): number {
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const need = used === 0 ? word.length : used + 1 + word.length;
    if (need <= perLine) used = need;
    else if (word.length <= perLine) {
      lines += 1;
      used = word.length;
    } else {
      lines += (used === 0 ? 0 : 1) + Math.ceil(word.length / perLine) - 1;
      used = word.length % perLine || perLine;
    }
  }
  return lines;
}

/**
 * The combatants' names under their bars: every name shown (never every other one), wrapped between words
 * to the width of its group of bars, and the chart's foot made tall enough for the longest. A word longer
 * than the group is broken inside.
 */
function namesAxis(names: string[]): { axis: object; bottom: number } {
  const band = (WIDTH - GRID_SIDES.left - GRID_SIDES.right) / Math.max(1, names.length);
  const width = Math.floor(band - 6);
  const perLine = Math.max(1, Math.floor(width / CHAR_WIDTH));
  const most = Math.max(1, ...names.map((name) => wrappedLines(name, perLine)));
  return {
    axis: {
      type: "category",
      data: names,
      axisLabel: {
        interval: 0,
        width,
        overflow: "break",
        fontSize: LABEL_FONT,
        lineHeight: LABEL_FONT + 2,
      },
    },
    bottom: 14 + most * (LABEL_FONT + 2),
  };
}

function rulesetsOf(r: LabReport): [RulesetId, CombatantStats[]][] {
  return Object.entries(r.rulesets) as [RulesetId, CombatantStats[]][];
}

/**
 * Grouped bars: one group per combatant, one bar per ruleset, each labelled with its value. With `spread`,
 * the 10th to 90th percentile is a whisker through the bar, and the label sits above the whisker's top
 * instead of on the bar, so no number is ever hidden under a line.
 */
function perRuleset(
  r: LabReport,
  value: (c: CombatantStats) => number,
  lang: string,
  spread?: (c: CombatantStats) => [number, number],
  suffix = "",
): Option {
  const entries = rulesetsOf(r);
  const names = entries[0]?.[1].map((c) => c.name) ?? [];
  const series = entries.flatMap(([ruleset, stats], k) => {
    const bars = {
      name: ruleset,
      type: "bar",
      itemStyle: { color: colorOf(ruleset) },
      label: { show: spread === undefined, position: "top", fontSize: 10, formatter: labelOf(lang, suffix) },
      data: stats.map((c) => round(value(c))),
    };
    if (!spread) return [bars];
    const whisker = {
      name: ruleset,
      type: "custom",
      renderItem: (_: unknown, api: echarts.CustomSeriesRenderItemAPI) => {
        const x = api.value(0) as number;
        const mean = api.value(1) as number;
        const [lowValue, highValue] = [api.value(2) as number, api.value(3) as number];
        const low = api.coord([x, lowValue]);
        const high = api.coord([x, Math.max(highValue, mean)]);
        const band = (api.size?.([1, 0]) as number[])[0] ?? 0;
        const offset = ((k - (entries.length - 1) / 2) * band * 0.8) / entries.length;
        const cx = low[0]! + offset;
        const children: object[] = [
          {
            type: "text",
            style: {
              text: num(round(mean), lang),
              x: cx,
              y: high[1]! - 4,
              align: "center",
              verticalAlign: "bottom",
              fontSize: 10,
              fill: "#333",
            },
          },
        ];
        if (highValue > lowValue)
          children.push({
            type: "line",
            shape: { x1: cx, y1: api.coord([x, lowValue])[1], x2: cx, y2: api.coord([x, highValue])[1] },
            style: { stroke: "#333", lineWidth: 2 },
          });
        return { type: "group", children };
      },
      data: stats.map((c, i) => [i, value(c), ...spread(c)]),
      z: 10,
    };
    return [bars, whisker];
  });
  const x = namesAxis(names);
  return {
    legend: { top: 0, data: entries.map(([id]) => id) },
    grid: { top: 40, ...GRID_SIDES, bottom: x.bottom },
    xAxis: x.axis,
    yAxis: valueAxis(lang),
    series,
  } as Option;
}

/**
 * Stacked bars per ruleset: what the actions may be spent on (any action / bonus category only). A series
 * that is 0 for everyone (no bonus actions in sr4 and sr5) is left out, so no legend entry stands for nothing.
 */
function split(r: LabReport, t: Translate, lang: string): Option {
  const entries = rulesetsOf(r);
  const names = entries[0]?.[1].map((c) => c.name) ?? [];
  const series = entries.flatMap(([ruleset, stats]) =>
    [
      { key: "any", opacity: 1, value: (c: CombatantStats) => c.anyActions.mean },
      { key: "bonus", opacity: 0.45, value: (c: CombatantStats) => c.bonusActions.mean },
    ]
      .map(({ key, opacity, value }) => ({
        name: t(`Lab.Series.${key}`, { ruleset }),
        type: "bar",
        stack: ruleset,
        itemStyle: { color: colorOf(ruleset), opacity },
        label: { show: true, position: "inside", fontSize: 10, formatter: labelOf(lang, "", true) },
        data: stats.map((c) => round(value(c))),
      }))
      .filter((s) => s.data.some((v) => v !== 0)),
  );
  const x = namesAxis(names);
  return {
    // Several entries a ruleset: a plain legend that wraps onto a second line rather than scrolling.
    legend: { top: 0, type: "plain", left: 10, right: 10 },
    grid: { top: 70, ...GRID_SIDES, bottom: x.bottom },
    xAxis: x.axis,
    yAxis: valueAxis(lang),
    series,
  } as Option;
}

/** The margin left of the phase-share bars, where the combatants' names stand. */
const PHASE_NAMES = 200;

/** The phase-share chart's height: a row per combatant, tall enough for its name wrapped to the margin. */
function phaseSharesHeight(stats: CombatantStats[]): number {
  const perLine = Math.floor((PHASE_NAMES - 10) / CHAR_WIDTH);
  const lines = Math.max(1, ...stats.map((c) => wrappedLines(c.name, perLine)));
  return 70 + stats.length * Math.max(30, lines * (LABEL_FONT + 2) + 8);
}

const PHASE_COLORS = ["#bdbdbd", "#c6dbef", "#6baed6", "#2171b5", "#08306b", "#041a3b"];

/**
 * The tails: for one ruleset, each combatant's turns split by how many phases they had, as shares of 100 %.
 * A turn in fifty with one pass fewer is a visible sliver here, where the percentiles round it away.
 */
function phaseShares(stats: CombatantStats[], t: Translate, lang: string): Option {
  const counts = [...new Set(stats.flatMap((c) => Object.keys(c.phaseShares).map(Number)))].sort(
    (a, b) => a - b,
  );
  return {
    legend: { top: 0 },
    grid: { top: 36, left: PHASE_NAMES, right: 20, bottom: 24 },
    // every name beside its bar, wrapped to the margin left of the bars when it is longer
    yAxis: {
      type: "category",
      data: stats.map((c) => c.name),
      inverse: true,
      axisLabel: { interval: 0, width: PHASE_NAMES - 10, overflow: "break", lineHeight: LABEL_FONT + 2 },
    },
    xAxis: valueAxis(lang, { max: 100 }),
    series: counts.map((n) => ({
      name:
        n === 0
          ? t("Lab.Series.noPhase")
          : n === 1
            ? t("Lab.Series.phase")
            : t("Lab.Series.phases", { count: n }),
      type: "bar",
      stack: "phases",
      itemStyle: { color: PHASE_COLORS[Math.min(n, PHASE_COLORS.length - 1)] },
      label: {
        show: true,
        position: "inside",
        fontSize: 10,
        color: n >= 3 ? "#fff" : "#222",
        // Too thin for a label below 4 %: the numbers table gives every share.
        formatter: (p: { value: unknown }) =>
          Number(p.value) >= 4 ? `${num(Math.round(Number(p.value)), lang)}%` : "",
      },
      data: stats.map((c) => round((c.phaseShares[String(n)] ?? 0) * 100)),
    })),
  } as Option;
}

function htmlTable(rows: string[][], className: string): string {
  const [head, ...body] = rows;
  const cells = (row: string[], tag: string) => row.map((c) => `<${tag}>${escape(c)}</${tag}>`).join("");
  return `<table class="${className}"><thead><tr>${cells(head ?? [], "th")}</tr></thead><tbody>${body
    .map((r) => `<tr>${cells(r, "td")}</tr>`)
    .join("")}</tbody></table>`;
}

/** The whole HTML report: what was played, the party, the numbers, then one chart per question. */
export function renderLabHtml(r: LabReport, t: Translate, lang: string): string {
  const entries = rulesetsOf(r);
  const perTurn = (c: CombatantStats): [number, number] => [c.totalActions.p10, c.totalActions.p90];
  const charts: [string, string, Option, number][] = [
    ["total", t("Lab.Chart.total"), perRuleset(r, (c) => c.totalActions.mean, lang, perTurn), HEIGHT],
    ["split", t("Lab.Chart.split"), split(r, t, lang), HEIGHT],
    ["phases", t("Lab.Chart.phases"), perRuleset(r, (c) => c.phases.mean, lang), HEIGHT],
    ...entries.map(([ruleset, stats]): [string, string, Option, number] => [
      `phase-shares-${ruleset}`,
      t("Lab.Chart.phaseShares", { ruleset }),
      phaseShares(stats, t, lang),
      phaseSharesHeight(stats),
    ]),
    [
      "first",
      t("Lab.Chart.first"),
      perRuleset(r, (c) => Math.round(c.actsFirst * 100), lang, undefined, "%"),
      HEIGHT,
    ],
  ];
  const figures = charts
    .map(
      ([key, caption, option, height]) =>
        `<figure data-chart="${key}"><figcaption>${escape(caption)}</figcaption>${svg(option, height)}</figure>`,
    )
    .join("\n");
  const builds = htmlTable(
    [
      [t("Lab.Column.combatant"), ...entries.map(([id]) => id)],
      ...r.builds.map((b) => [b.name, ...entries.map(([id]) => b.formulas[id] ?? "")]),
    ],
    "builds",
  );
  const numbers = entries
    .map(
      ([ruleset, stats]) => `<h3>${escape(ruleset)}</h3>${htmlTable(statsRows(stats, t, lang), "numbers")}`,
    )
    .join("\n");
  const title = escape(t("Lab.Title", { party: r.party }));
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 24px; color: #222; max-width: 800px; }
figure { margin: 24px 0; } figcaption { font-weight: 600; margin-bottom: 6px; }
p.legend, p.options { color: #555; }
table { border-collapse: collapse; font-size: 12px; margin: 8px 0 16px; }
th, td { padding: 3px 6px; border-bottom: 1px solid #ddd; text-align: right; white-space: nowrap; }
th:first-child, td:first-child, table.builds td, table.builds th { text-align: left; }
td:last-child { text-align: left; }
table.builds td { white-space: normal; }
</style></head>
<body>
<h1>${title}</h1>
<p class="runs">${escape(runsLine(r, t, lang))}</p>
<p class="options">${escape(optionsLine(r, t, lang))}</p>
<h2>${escape(t("Lab.Builds"))}</h2>
${builds}
<h2>${escape(t("Lab.Numbers"))}</h2>
${numbers}
<p class="legend">${escape(legendText(r, t))}</p>
${figures}
</body></html>
`;
}
