// The tracker's per-row templates ship without the line breaks and indentation between their tags. The
// browser makes a text node of every such gap: in a row they outnumbered the elements, and building them
// was a good part of a re-render's DOM work. The sources keep their layout for people; the build, the dev
// server, the tests and the bench all read these templates through compactTemplate.

/** The templates drawn once per combatant row, relative to templates/. */
export const COMPACT_TEMPLATES = ["row", "pips", "controls", "timed", "score-input", "group-head"].map(
  (p) => `combat/${p}.hbs`,
);

/**
 * A template with every run of white space that holds a line break taken out: inside a tag it becomes one
 * space (it separates attributes), between tags it goes. So in these templates words that need a space
 * between them stay on one line.
 */
export function compactTemplate(text) {
  let out = "";
  let inTag = false;
  let i = 0;
  while (i < text.length) {
    if (text.startsWith("{{", i)) {
      const end = text.indexOf("}}", i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop);
      i = stop;
      continue;
    }
    const gap = /^\s*\n\s*/.exec(text.slice(i, i + 200));
    if (gap) {
      if (inTag) out += " ";
      i += gap[0].length;
      continue;
    }
    const ch = text[i];
    if (ch === "<") inTag = true;
    else if (ch === ">") inTag = false;
    out += ch;
    i += 1;
  }
  return out;
}

/** A template's text as the system ships it; `path` is relative to templates/ (e.g. "combat/row.hbs"). */
export function shippedTemplate(path, text) {
  return COMPACT_TEMPLATES.includes(path.replace(/\\/g, "/")) ? compactTemplate(text) : text;
}
