// What a person at the table sees in Shadowturn's combat tracker, read from its element: the turn and pass in
// the header, the rows in the order they are drawn, the one marked as acting, and which row is at the top of
// a scrolled list. The tracker batch (tracker-batch.ts) reads a real Foundry's tracker with it, the browser
// tests read our templates in Chromium with it. No imports: the browser tests load it as it is.

/** The tracker as drawn. */
export interface TrackerSeen {
  /** The header's turn and pass (its title's data), null while no combat is shown. */
  turn: number | null;
  pass: number | null;
  /** The title line as it reads, e.g. "Turn 1 · Pass 2". */
  title: string;
  /** Combatant ids of the rows, top to bottom. */
  rows: string[];
  /** The row marked as acting (highlighted, `aria-current`), if any. */
  acting: string | null;
  /** The header's "Acting: ..." line as it reads, "" when nobody acts. */
  actingLine: string;
}

const ROWS = ".st-tracker li[data-combatant-id]";

function numberOf(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

const text = (el: Element | null) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

/** Reads the tracker under `root` (the application's element, or any element holding its parts). */
export function trackerSeen(root: ParentNode): TrackerSeen {
  const title = root.querySelector(".st-turn");
  const rows = Array.from(root.querySelectorAll(ROWS));
  const acting = rows.filter((li) => li.getAttribute("aria-current") === "true");
  return {
    turn: numberOf(title?.getAttribute("data-turn")),
    pass: numberOf(title?.getAttribute("data-pass")),
    title: text(title),
    rows: rows.map((li) => li.getAttribute("data-combatant-id") ?? ""),
    // two rows marked would be a defect: say so rather than pick one
    acting:
      acting.length === 1
        ? acting[0]!.getAttribute("data-combatant-id")
        : acting.length > 1
          ? "(several)"
          : null,
    actingLine: text(root.querySelector(".st-acting")),
  };
}

/** The tracker's scrolling list (the tracker part's root). */
export function trackerList(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>(".st-tracker");
}

/** The first row at least partly in sight at the top of the scrolled list, and how far above or below its top it sits. */
export function topRow(list: HTMLElement): { id: string; offset: number } | null {
  const top = list.getBoundingClientRect().top;
  const rows = Array.from(list.querySelectorAll<HTMLElement>("li[data-combatant-id]"));
  const first = rows.find((li) => li.getBoundingClientRect().bottom > top + 1);
  if (!first) return null;
  return { id: first.dataset.combatantId ?? "", offset: Math.round(first.getBoundingClientRect().top - top) };
}
