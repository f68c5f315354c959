// What a person sees of a rendered sheet, measured in the real browser: which elements stick out of the box
// they sit in or have more content than room (a clipped or overflowing label), and how many lines the
// initiative formula takes. The screenshot tests render a sheet, take its picture and assert on this.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Browser, Page } from "playwright-core";

export interface SheetLayout {
  /** "tag.class "text"" of every element wider than its box or sticking out of its parent. */
  overflowing: string[];
  /** Lines the formula's terms sit on (0 when the sheet shows no formula). */
  formulaLines: number;
  /** Terms broken across lines themselves (a term should wrap as a whole). */
  brokenTerms: string[];
}

/** Runs in the page: every element of the sheet is checked against its own box and its parent's. */
function measure(): SheetLayout {
  const root = document.querySelector("form.application")!;
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
  const overflowing: string[] = [];
  for (const el of root.querySelectorAll<HTMLElement>(".window-content *")) {
    const style = getComputedStyle(el);
    if (style.display === "none" || el.closest("[hidden]")) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    // Its content is wider than its box: cut off or spilling out (text, a select's label, a button).
    if (style.display !== "inline" && el.scrollWidth > el.clientWidth + 1 && el.tagName !== "TEXTAREA")
      overflowing.push(`${name(el)} content ${el.scrollWidth}px > box ${el.clientWidth}px`);
    // It sticks out of its parent's box.
    const parent = el.parentElement!.getBoundingClientRect();
    if (rect.right > parent.right + 1 || rect.left < parent.left - 1)
      overflowing.push(
        `${name(el)} sticks out of its parent (${rect.left}-${rect.right} vs ${parent.left}-${parent.right})`,
      );
  }
  const parts = [...root.querySelectorAll<HTMLElement>(".shadowturn-formula__part")];
  const lineHeight = parts.length ? parseFloat(getComputedStyle(parts[0]!).lineHeight) : 0;
  return {
    overflowing,
    formulaLines: new Set(parts.map((p) => Math.round(p.getBoundingClientRect().top))).size,
    brokenTerms: parts
      .filter((p) => p.getBoundingClientRect().height > lineHeight * 1.5)
      .map((p) => p.textContent ?? ""),
  };
}

/** Renders the page, writes the picture of the sheet to `file` and returns what it measured. */
export async function shootAndMeasure(
  browser: Browser,
  html: string,
  file: string,
  viewport: { width: number; height: number },
  prepare?: (page: Page) => Promise<void>,
): Promise<SheetLayout> {
  mkdirSync(dirname(file), { recursive: true });
  const page = await browser.newPage({ viewport });
  try {
    await page.setContent(html, { waitUntil: "load" });
    if (prepare) await prepare(page);
    await page.locator("form.application").first().screenshot({ path: file });
    return await page.evaluate(measure);
  } finally {
    await page.close();
  }
}
