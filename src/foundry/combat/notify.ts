// Telling the user why something was refused, in their language: engine RuleErrors by their code
// (SHADOWTURN.Error.<code>, written by the engine's areas), bad actor data by actor and field, and the
// combat layer's own refusals (SHADOWTURN.Combat.<code>).
import { InputError, RuleError } from "../../engine";

/** A refusal as data, so it can travel to another client (relay.ts). */
export interface Refusal {
  key: string;
  params: Record<string, string | number>;
  /** English text for when the key is missing. */
  message: string;
}

/** One of the combat layer's own refusals, thrown where the caller reports what it catches. */
export class RefusalError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = "RefusalError";
  }
}

/** The refusal an error stands for, or null when it is not a refusal but a fault. */
export function refusalOf(err: unknown): Refusal | null {
  if (err instanceof RefusalError) return err.refusal;
  if (err instanceof RuleError)
    return { key: `SHADOWTURN.Error.${err.code}`, params: err.params, message: err.message };
  if (err instanceof InputError) {
    const params = { actor: err.actor, field: err.field, expected: err.expected };
    return { key: "SHADOWTURN.Combat.BadInput", params, message: err.message };
  }
  return null;
}

/** One of the combat layer's own refusals. */
export function combatRefusal(code: string, params: Record<string, string | number> = {}): Refusal {
  return { key: `SHADOWTURN.Combat.${code}`, params, message: code };
}

/**
 * A refusal in the user's words. The engine names a bonus category by its id (`category`); it is shown by its
 * label ("Matrix", "körperlich"), as the tracker names it.
 */
export function refusalText(r: Refusal): string {
  if (!game.i18n.has(r.key)) return r.message;
  const category = `SHADOWTURN.Tracker.Category.${r.params.category}`;
  const params =
    r.params.category !== undefined && game.i18n.has(category)
      ? { ...r.params, category: game.i18n.localize(category) }
      : r.params;
  return game.i18n.format(r.key, params);
}

export function showRefusal(r: Refusal): void {
  ui.notifications.warn(refusalText(r));
}

/** Shows a refusal; anything else is a fault: a generic error for the user, the details in the console. */
export function report(err: unknown): void {
  const refusal = refusalOf(err);
  if (refusal) return showRefusal(refusal);
  ui.notifications.error(game.i18n.localize("SHADOWTURN.Combat.Failed"));
  console.error(err);
}
