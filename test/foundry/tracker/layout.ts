// What a person would see wrong in the rendered tracker, measured in the real browser: a label or button whose
// text does not fit its box (scrollWidth > clientWidth) or that sticks out of its row or the sidebar. A name
// may end in an ellipsis only when its full text is its tooltip. Also what the acting row and the header show.
import type { Browser, Page } from "playwright-core";

/** Everything that carries words or numbers a player reads. */
export const LABELS = [
  ".st-header button",
  ".st-header .encounter-title",
  ".st-header .st-ruleset",
  ".st-header .st-acting",
  ".st-tracker button",
  ".st-tracker .name",
  ".st-badge",
  ".st-pip-group",
  ".st-score",
  ".st-pass-info",
  ".st-edge-label",
  ".st-timed span",
  ".st-footer button",
].join(", ");

/** Opens the page at the sidebar's width; the caller closes it. */
export async function openPage(browser: Browser, html: string, height = 900): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 340, height } });
  await page.setContent(html, { waitUntil: "load" });
  return page;
}

/** One line per label that is clipped or overflows, naming it by its class and text. */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const out: string[] = [];
    const sidebar = document.querySelector("#sidebar")!.getBoundingClientRect();
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.offsetParent === null) continue; // not displayed (a closed menu)
      const name = `${el.className || el.tagName} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
      const style = getComputedStyle(el);
      const fullTextInTooltip = el.dataset.tooltip === (el.textContent ?? "").trim();
      const ellipsisOk = style.textOverflow === "ellipsis" && fullTextInTooltip;
      if (el.scrollWidth > el.clientWidth + 1 && !ellipsisOk)
        out.push(`${name}: text ${el.scrollWidth}px wide in a ${el.clientWidth}px box`);
      if (el.scrollHeight > el.clientHeight + 1 && style.overflowY !== "visible")
        out.push(`${name}: text ${el.scrollHeight}px high in a ${el.clientHeight}px box`);
      const box = el.getBoundingClientRect();
      const row = el.closest("li")?.getBoundingClientRect() ?? sidebar;
      if (box.right > row.right + 0.5 || box.left < row.left - 0.5)
        out.push(
          `${name}: sticks out of its row (${box.left}-${box.right} outside ${row.left}-${row.right})`,
        );
    }
    return out;
  }, LABELS);
}

/** The rows that look like the acting one, and how the acting row differs from a waiting one. */
export async function actingRow(page: Page): Promise<{
  markedIds: string[];
  background: [string, string] | null;
  border: [string, string] | null;
}> {
  return page.evaluate(() => {
    const rows = Array.from(document.querySelectorAll<HTMLElement>(".st-tracker li[data-combatant-id]"));
    const marked = rows.filter((r) => r.getAttribute("aria-current") === "true");
    const other = rows.find((r) => r.getAttribute("aria-current") !== "true");
    const acting = marked[0];
    if (!acting || !other)
      return { markedIds: marked.map((r) => r.dataset.combatantId ?? ""), background: null, border: null };
    const a = getComputedStyle(acting);
    const b = getComputedStyle(other);
    return {
      markedIds: marked.map((r) => r.dataset.combatantId ?? ""),
      background: [a.backgroundColor, b.backgroundColor],
      border: [a.borderLeftColor, b.borderLeftColor],
    };
  });
}

/** The header's title as shown, with the turn and pass it carries. */
export async function headerTitle(
  page: Page,
): Promise<{ text: string; pass: string | null; visible: boolean }> {
  return page.evaluate(() => {
    const el = document.querySelector<HTMLElement>(".st-header .st-turn");
    if (!el) return { text: "", pass: null, visible: false };
    const r = el.getBoundingClientRect();
    return {
      text: (el.textContent ?? "").replace(/\s+/g, " ").trim(),
      pass: el.dataset.pass ?? null,
      visible: r.width > 0 && r.height > 0,
    };
  });
}
