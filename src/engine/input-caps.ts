// What an actor's document may cost the fight (issue 29): the engine's input is copied into the Combat and
// sent to every client with each write, so every string it takes from an actor is capped at MAX_INPUT_CHARS
// and every list at MAX_INPUT_ITEMS, whatever the input holds (a ruleset may read attributes of its own).
// What was cut is named, so the GM can be told.

/** The longest string the input keeps (names, ids, groups), as the simulator caps names. */
export const MAX_INPUT_CHARS = 100;
/** The most items a list of the input keeps (an actor's initiative sources). */
export const MAX_INPUT_ITEMS = 40;

/** `input` with its strings and lists capped, and the paths of what was cut ("sources[2].name"). */
export function cappedInput<T>(input: T): { input: T; cut: string[] } {
  const cut: string[] = [];
  const cap = (v: unknown, path: string): unknown => {
    if (typeof v === "string") {
      if (v.length <= MAX_INPUT_CHARS) return v;
      cut.push(path);
      return v.slice(0, MAX_INPUT_CHARS);
    }
    if (Array.isArray(v)) {
      if (v.length > MAX_INPUT_ITEMS) cut.push(path);
      return v.slice(0, MAX_INPUT_ITEMS).map((x, i) => cap(x, `${path}[${i}]`));
    }
    if (typeof v === "object" && v !== null) {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = cap(x, path === "" ? k : `${path}.${k}`);
      return out;
    }
    return v;
  };
  return { input: cap(input, "") as T, cut };
}
