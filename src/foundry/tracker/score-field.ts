// The GM's score is drawn as a button (score-input.hbs) and becomes a text field only when the GM clicks it:
// a text field is among the costliest elements a row can hold, every write redraws every row, and the GM
// types into one row at a time. No imports: the browser tests load it as it is.

/**
 * Puts the text field in the place of the score's button (its `name`, its `value` the score drawn), focused
 * with the score selected, the list's `data-score-hint` as its tooltip; returns it.
 */
export function openScoreField(button: HTMLElement): HTMLInputElement {
  const input = button.ownerDocument.createElement("input");
  input.type = "text";
  input.inputMode = "numeric";
  input.className = button.className;
  input.name = button.getAttribute("name") ?? "";
  // the drawn score is the field's own value: a redraw keeps only what was typed over it (row-state.ts)
  input.defaultValue = button.getAttribute("value") ?? "";
  input.placeholder = "\u2014";
  // a click in the field stays in it instead of selecting the row's token (tracker-app.ts stInRow)
  input.dataset.action = "stInRow";
  const label = button.getAttribute("aria-label");
  if (label !== null) input.setAttribute("aria-label", label);
  const hint = button.closest<HTMLElement>("[data-score-hint]")?.dataset.scoreHint;
  if (hint) input.dataset.tooltip = hint;
  button.replaceWith(input);
  input.focus();
  input.select();
  return input;
}
