// The GM's score is drawn as a button (score-input.hbs) and becomes a text field only when the GM clicks it:
// a text field is among the costliest elements a row can hold, every write redraws every row, and the GM
// types into one row at a time. No imports: the browser tests load it as it is.

/** Puts the text field in the place of the score's button, focused with the score selected; returns it. */
export function openScoreField(button: HTMLElement): HTMLInputElement {
  const input = button.ownerDocument.createElement("input");
  input.type = "text";
  input.inputMode = "numeric";
  input.className = button.className;
  input.name = button.dataset.field ?? "";
  // the drawn score is the field's own value: a redraw keeps only what was typed over it (row-state.ts)
  input.defaultValue = button.dataset.value ?? "";
  input.placeholder = "\u2014";
  // a click in the field stays in it instead of selecting the row's token (tracker-app.ts stInRow)
  input.dataset.action = "stInRow";
  for (const name of ["aria-label", "data-tooltip"]) {
    const value = button.getAttribute(name);
    if (value !== null) input.setAttribute(name, value);
  }
  button.replaceWith(input);
  input.focus();
  input.select();
  return input;
}
