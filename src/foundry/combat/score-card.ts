// The record of a score the GM typed (rules "Scores set by hand, and who rolls", rule 1): a card whispered to
// the GMs with the combatant, the old and the new score and who set it, as SR5's audit card for a changed
// initiative (SR5-FoundryVTT PR #2053) does. Players never see it.
import type { ScoreChange } from "../../engine";

/** A name typed by a user, safe inside the card's HTML. */
function plain(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The card's text: "Set by Anna: Ganger 7 → 12 (turn 2, pass 1)". */
export function scoreChangeText(change: ScoreChange, userName: string): string {
  const from = change.from === null ? "\u2014" : String(change.from);
  return game.i18n.format("SHADOWTURN.HandScore.Card", {
    user: plain(userName),
    name: plain(change.name),
    from,
    to: change.to,
    turn: change.turn,
    pass: change.pass,
  });
}

/** Whispers the record to every GM of the world. */
export async function postScoreChange(change: ScoreChange, userName: string): Promise<void> {
  const gms = game.users.contents.filter((u) => u.isGM).map((u) => u.id);
  await ChatMessage.implementation.create({
    content: `<p class="st-score-change">${scoreChangeText(change, userName)}</p>`,
    speaker: ChatMessage.getSpeaker({ alias: game.i18n.localize("SHADOWTURN.HandScore.Title") }),
    whisper: gms,
  });
}
