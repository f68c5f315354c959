// v14 can detach the tracker into a browser window of its own (torgeternity issue #697, gurps issue #2796;
// crucible PR #865 reads styles through the element's own window). The scroll keeping (row-heights.ts) must
// read the list in the window it is drawn in, not the main window.
import { describe, expect, it } from "vitest";
import { measureRows } from "../../../src/foundry/tracker/row-heights";

/** A scrolled list of two rows drawn in another window: only that window can compute its styles. */
function detachedList() {
  const style = { paddingTop: "2px", paddingBottom: "2px", borderTopWidth: "1px", borderBottomWidth: "1px" };
  const row = (id: string, height: number) => ({
    getAttribute: (name: string) => (name === "data-combatant-id" ? id : null),
    getBoundingClientRect: () => ({ height }),
  });
  const rows = [row("a", 46), row("b", 66)];
  const popout = { getComputedStyle: () => style };
  return {
    scrollTop: 300,
    ownerDocument: { defaultView: popout },
    children: rows,
  } as unknown as Element;
}

describe("the tracker in a detached window", () => {
  it("keeps each row's height, read through the detached window's own styles", () => {
    const layout = measureRows(detachedList());
    expect(layout?.scrollTop).toBe(300);
    expect([...(layout?.heights ?? new Map())]).toEqual([
      ["a", 40],
      ["b", 60],
    ]);
  });
});
