// Rows out of sight are not laid out (combat.css, `content-visibility: auto`): until they come near, each
// stands in with one fixed height. A re-render makes every row anew, so the rows above the part of the list
// in sight would stand in with that fixed height instead of their own, and the scroll position core puts
// back (a number of pixels) would then show other rows: measured in Chromium with 50 combatants scrolled
// 2,600px down, a re-render that changed nothing moved the list by about one and a half rows. So each row
// keeps, as its stand-in, the height it was drawn with before the re-render, and the scroll position is put
// back once the stand-ins are right. A list at its top keeps them too: the rows in sight are laid out at
// their drawn height, not the fixed one, so no row below moves into or out of sight and the browser does not
// lay the list out a second time in the same frame (docs/bench.md "The tracker's render"). No imports: the
// browser test and the render bench load it as it is.

/** The tracker list as it was before a re-render: where it was scrolled to, and each row's content height. */
export interface RowLayout {
  scrollTop: number;
  heights: Map<string, number>;
}

/** The list's combatant rows: its children with a combatant id (group heads and timed items have none). */
function* rowsOf(list: Element): Generator<[HTMLElement, string]> {
  for (const child of Array.from(list.children)) {
    const id = child.getAttribute("data-combatant-id");
    if (id !== null) yield [child as HTMLElement, id];
  }
}

/** The list's scroll position and each row's content height, read before the re-render (layout is clean). */
export function measureRows(list: Element | null | undefined): RowLayout | null {
  if (!list) return null;
  const heights = new Map<string, number>();
  let chrome: number | null = null;
  for (const [row, id] of rowsOf(list)) {
    // a stand-in is the content's height: the row's padding and border come on top (the same on every row)
    // the list's own window: v14 can detach the tracker into a browser window of its own (crucible PR #865)
    if (chrome === null) {
      const style = (list.ownerDocument?.defaultView ?? globalThis).getComputedStyle(row);
      chrome = [style.paddingTop, style.paddingBottom, style.borderTopWidth, style.borderBottomWidth]
        .map((v) => parseFloat(v) || 0)
        .reduce((a, b) => a + b, 0);
    }
    heights.set(id, Math.max(0, row.getBoundingClientRect().height - chrome));
  }
  if (heights.size === 0) return null;
  return { scrollTop: list.scrollTop, heights };
}

/** After the re-render: every row that was there before stands in with its old height; the scroll is put back. */
export function keepRows(list: Element | null | undefined, before: RowLayout | null): void {
  if (!list || !before) return;
  for (const [row, id] of rowsOf(list)) {
    const height = before.heights.get(id);
    if (height !== undefined) row.style.containIntrinsicSize = `auto ${height}px`;
  }
  list.scrollTop = before.scrollTop;
}
