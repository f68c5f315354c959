// What a person was doing in a row when the tracker redraws: a row menu they opened and text they typed into a
// row's field (the sr4 timed item's name). Every write re-renders the tracker part and makes every row anew,
// so without this a GM typing a name would lose it, and the menu would shut, whenever anyone else clicked. The
// menu, field and focus are found again in the new rows by combatant id and the menu's or field's class.
// No imports: the browser test loads it as it is.

const ROW = "li[data-combatant-id]";

/** One row's open menus and typed fields, and which field had the focus. */
export interface RowState {
  open: { id: string; menu: string }[];
  typed: {
    id: string;
    name: string;
    /** What was typed; null when the field still showed what it was drawn with. */
    value: string | null;
    focused: boolean;
    start: number | null;
    end: number | null;
  }[];
}

/** The class that tells a row's menus apart (`st-timed-form`, `st-catalogue`, `st-edge`). */
function menuKey(menu: Element): string {
  return Array.from(menu.classList).find((c) => c !== "st-menu" && c !== "open") ?? "";
}

/** Reads the open menus and typed fields of the list before it is replaced. */
export function readRowState(list: Element | null | undefined): RowState | null {
  if (!list) return null;
  const state: RowState = { open: [], typed: [] };
  for (const row of Array.from(list.querySelectorAll<HTMLElement>(ROW))) {
    const id = row.dataset.combatantId ?? "";
    for (const menu of Array.from(row.querySelectorAll(".st-menu.open")))
      state.open.push({ id, menu: menuKey(menu) });
    for (const input of Array.from(row.querySelectorAll<HTMLInputElement>("input[name]"))) {
      const focused = input.ownerDocument.activeElement === input;
      // a field showing what it was drawn with (the GM's score field shows the score) is not typed text:
      // the new row's value is the newer one
      const edited = input.value !== input.defaultValue;
      if (!edited && !focused) continue;
      state.typed.push({
        id,
        name: input.name,
        value: edited ? input.value : null,
        focused,
        start: input.selectionStart,
        end: input.selectionEnd,
      });
    }
  }
  return state.open.length + state.typed.length > 0 ? state : null;
}

/**
 * Opens the same menus and refills the same fields in the new list; the field that had the focus gets it back.
 * A field the new row draws closed (a button of the field's name, as the GM's score) is opened with `open`.
 */
export function keepRowState(
  list: Element | null | undefined,
  before: RowState | null,
  open: (closed: HTMLElement) => HTMLInputElement,
): void {
  if (!list || !before) return;
  const rowOf = (id: string) =>
    Array.from(list.querySelectorAll<HTMLElement>(ROW)).find((r) => r.dataset.combatantId === id);
  for (const { id, menu } of before.open) {
    const el = rowOf(id)?.querySelector(`.st-menu.${menu}`);
    if (!el) continue;
    el.classList.add("open");
    el.querySelector(".st-menu-toggle")?.setAttribute("aria-expanded", "true");
  }
  for (const t of before.typed) {
    const row = rowOf(t.id);
    const closed = row?.querySelector<HTMLElement>(`button[name="${t.name}"]`);
    const input =
      row?.querySelector<HTMLInputElement>(`input[name="${t.name}"]`) ?? (closed ? open(closed) : null);
    if (!input) continue;
    if (t.value !== null) input.value = t.value;
    if (!t.focused) continue;
    input.focus();
    if (t.start !== null && t.end !== null) input.setSelectionRange(t.start, t.end);
  }
}
