// The lab's picture: an HTML page with one chart per question, drawn by Apache ECharts (rendered to SVG on
// the server side, so the page needs no script and opens anywhere).
import * as echarts from "echarts";
import type { RulesetId } from "../engine";
import type { Translate } from "../simulator/messages";
import { runsLine, type LabReport } from "./report";
import type { CombatantStats } from "./stats";

const WIDTH = 760;
const HEIGHT = 340;
const COLORS: Record<RulesetId, string> = {
  sr4: "#4e79a7",
  sr5: "#f28e2b",
  "bonus-actions": "#59a14f",
  d20: "#9c755f",
};

type Option = Parameters<echarts.ECharts["setOption"]>[0];

function svg(option: Option): string {
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width: WIDTH, height: HEIGHT });
  chart.setOption({ animation: false, ...option });
  const out = chart.renderToSVGString();
  chart.dispose();
  return out;
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

const round = (v: number) => Math.round(v * 100) / 100;

/** Grouped bars: one group per combatant, one bar per ruleset. */
function perRuleset(r: LabReport, value: (c: CombatantStats) => number, withSpread = false): Option {
  const entries = Object.entries(r.rulesets) as [RulesetId, CombatantStats[]][];
  const names = entries[0]?.[1].map((c) => c.name) ?? [];
  const series = entries.flatMap(([ruleset, stats]) => {
    const bars = {
      name: ruleset,
      type: "bar",
      itemStyle: { color: COLORS[ruleset] },
      label: { show: true, position: "top", fontSize: 10 },
      data: stats.map((c) => round(value(c))),
    };
    if (!withSpread) return [bars];
    // The 10th to 90th percentile of all actions, as a line through each bar.
    const spread = {
      name: ruleset,
      type: "custom",
      itemStyle: { color: "#333" },
      renderItem: (params: { seriesIndex: number }, api: echarts.CustomSeriesRenderItemAPI) => {
        const x = api.value(0) as number;
        const low = api.coord([x, api.value(1) as number]);
        const high = api.coord([x, api.value(2) as number]);
        const band = (api.size?.([1, 0]) as number[])[0] ?? 0;
        const k = (params.seriesIndex - 1) / 2; // bars and spreads alternate
        const offset = ((k - (entries.length - 1) / 2) * band * 0.8) / entries.length;
        return {
          type: "line",
          shape: { x1: low[0]! + offset, y1: low[1], x2: high[0]! + offset, y2: high[1] },
          style: { stroke: "#333", lineWidth: 2 },
        };
      },
      data: stats.map((c, i) => [i, c.totalActions.p10, c.totalActions.p90]),
      z: 10,
    };
    return [bars, spread];
  });
  return {
    legend: { top: 0, data: entries.map(([id]) => id) },
    grid: { top: 40, left: 50, right: 20, bottom: 30 },
    xAxis: { type: "category", data: names },
    yAxis: { type: "value" },
    series,
  } as Option;
}

/** Stacked bars per ruleset: what the actions may be spent on (any action / bonus category only). */
function split(r: LabReport, t: Translate): Option {
  const entries = Object.entries(r.rulesets) as [RulesetId, CombatantStats[]][];
  const names = entries[0]?.[1].map((c) => c.name) ?? [];
  return {
    // Two entries a ruleset: a plain legend that wraps onto a second line rather than scrolling.
    legend: { top: 0, type: "plain", left: 10, right: 10 },
    grid: { top: 70, left: 50, right: 20, bottom: 30 },
    xAxis: { type: "category", data: names },
    yAxis: { type: "value" },
    series: entries.flatMap(([ruleset, stats]) => [
      {
        name: t("Lab.Series.any", { ruleset }),
        type: "bar",
        stack: ruleset,
        itemStyle: { color: COLORS[ruleset] },
        data: stats.map((c) => round(c.anyActions.mean)),
      },
      {
        name: t("Lab.Series.bonus", { ruleset }),
        type: "bar",
        stack: ruleset,
        itemStyle: { color: COLORS[ruleset], opacity: 0.45 },
        data: stats.map((c) => round(c.bonusActions.mean)),
      },
    ]),
  } as Option;
}

/** The whole HTML report. */
export function renderLabHtml(r: LabReport, t: Translate, lang: string): string {
  const charts: [string, Option][] = [
    ["total", perRuleset(r, (c) => c.totalActions.mean, true)],
    ["split", split(r, t)],
    ["phases", perRuleset(r, (c) => c.phases.mean)],
    ["first", perRuleset(r, (c) => Math.round(c.actsFirst * 100))],
  ];
  const figures = charts
    .map(
      ([key, option]) =>
        `<figure data-chart="${key}"><figcaption>${escape(t(`Lab.Chart.${key}`))}</figcaption>${svg(option)}</figure>`,
    )
    .join("\n");
  const title = escape(t("Lab.Title", { party: r.party }));
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 24px; color: #222; max-width: 800px; }
figure { margin: 24px 0; } figcaption { font-weight: 600; margin-bottom: 6px; }
p.legend { color: #555; }
</style></head>
<body>
<h1>${title}</h1>
<p class="runs">${escape(runsLine(r, t, lang))}</p>
${figures}
<p class="legend">${escape(t("Lab.Legend"))}</p>
</body></html>
`;
}
