// Initiative chat cards: the real Foundry Rolls attached (so 3D dice and roll tooltips work) and a summary
// per combatant: formula, dice, score, and what the roll means (hits and passes, glitches, Blitz, bonus
// actions). Rolling everyone gives one grouped card (setting) or one card each; hidden combatants' rolls go
// to a GM-only card, as SR5 does in `_createInitiativeMessages`.
import { formatFormula, type InitiativeRoll } from "../../engine";
import { formulaLabels } from "../actor/formula-view";
import { localize } from "../actor/localize";
import { formatCount } from "../plural";
import { getSetting } from "../settings";
import type { RolledInitiative } from "./foundry-dice";
import { applyVisibility, chosenVisibility, type Visibility } from "./message-mode";

export const CARD_TEMPLATE = "systems/shadowturn/templates/chat/initiative-card.hbs";

/** A roll a card shows: a Foundry Roll made on this client, or (dice rolled at the table, or a player's roll the GM's client accepted) only its faces as the engine read them. */
export type CardRoll = Omit<RolledInitiative, "roll"> & { roll: Roll | null };

/** One combatant's roll to show. */
export interface CardEntry {
  name: string;
  actor: Actor | null;
  hidden: boolean;
  rolled: CardRoll;
}

/** Who a card goes to: a mode, and for "self" the user whose own roll it is (the GM's client posts it for them). */
export interface CardAudience {
  rollMode?: string;
  messageMode?: string;
  selfUserId?: string;
}

const t = (key: string, data?: Record<string, string | number>) =>
  data
    ? game.i18n.format(`SHADOWTURN.ChatCard.${key}`, data)
    : game.i18n.localize(`SHADOWTURN.ChatCard.${key}`);

/** What the roll means, in words. */
function notes(roll: InitiativeRoll): string[] {
  const f = roll.formula;
  const out: string[] = [];
  if (f.kind === "hits")
    out.push(
      formatCount("SHADOWTURN.ChatCard.Hits", roll.hits),
      formatCount("SHADOWTURN.ChatCard.Passes", f.passes),
    );
  if (roll.criticalGlitch) out.push(t("CriticalGlitch"));
  else if (roll.glitch) out.push(t("Glitch"));
  if (roll.edgeUsed) out.push(t("Edge"));
  if (roll.blitz) out.push(t("Blitz"));
  if (f.bonusActions && f.bonusActions.count > 0) {
    const category = t(`Category.${f.bonusActions.category}`);
    out.push(formatCount("SHADOWTURN.ChatCard.BonusActions", f.bonusActions.count, { category }));
  }
  return out;
}

async function post(
  entries: CardEntry[],
  visibility: Visibility,
  sound: boolean,
  selfUserId?: string,
): Promise<void> {
  const rows = entries.map((e) => ({
    combatantId: e.rolled.combatantId,
    name: e.name,
    // The same words as the actor's sheet, by actor kind (a drone's Pilot, not REA + INT).
    formula: formatFormula(e.rolled.initiative.formula, formulaLabels(localize, e.actor?.type)),
    dice: e.rolled.initiative.dice,
    score: e.rolled.initiative.score,
    notes: notes(e.rolled.initiative),
  }));
  const single = entries.length === 1 ? entries[0] : undefined;
  const content = await foundry.applications.handlebars.renderTemplate(CARD_TEMPLATE, {
    title: t("Title"),
    scoreLabel: t("Score"),
    rows,
  });
  const data: ShadowturnChatData = {
    speaker: single
      ? ChatMessage.getSpeaker({ actor: single.actor, alias: single.name })
      : ChatMessage.getSpeaker({ alias: t("Title") }),
    content,
    rolls: entries.flatMap((e) => (e.rolled.roll ? [e.rolled.roll] : [])),
    sound: sound ? CONFIG.sounds.dice : null,
    flags: { core: { initiativeRoll: true } },
  };
  applyVisibility(data, visibility);
  // a player's self roll posted by the GM's client: to that player (a GM sees every whisper)
  if (visibility === "self" && selfUserId) data.whisper = [selfUserId];
  await ChatMessage.implementation.create(data);
}

/**
 * Posts the cards for `entries`: hidden combatants always to the GM, the others as the roll options or the
 * user's mode say; grouped per visibility or one per combatant as the setting says. The dice sound plays once,
 * on the first card with a combatant players may see: a hidden one's card taking it would leave the players'
 * card silent (or sound for a roll they never see). Only hidden ones rolled: the GM's client hears it alone.
 */
export async function postInitiativeCards(entries: CardEntry[], options: CardAudience = {}): Promise<void> {
  const chosen = chosenVisibility(options);
  const groups = new Map<Visibility, CardEntry[]>();
  for (const e of entries) {
    const visibility: Visibility = e.hidden ? "gm" : chosen;
    groups.set(visibility, [...(groups.get(visibility) ?? []), e]);
  }
  const grouped = getSetting("groupedInitiativeCard");
  let sound = entries.some((e) => !e.hidden);
  for (const [visibility, group] of groups) {
    for (const part of grouped ? [group] : group.map((e) => [e])) {
      const withSound = sound && part.some((e) => !e.hidden);
      await post(part, visibility, withSound, options.selfUserId);
      if (withSound) sound = false;
    }
  }
  const src = CONFIG.sounds.dice;
  if (entries.length > 0 && entries.every((e) => e.hidden) && src)
    foundry.audio.AudioHelper.play({ src, volume: 0.8 }, false);
}

/**
 * The "dice changed" card of a mid-turn sync (sr5 rule 4): the same privacy as the initiative cards, so a
 * hidden combatant's is whispered to the GM and the others follow the user's roll mode.
 */
export async function postDiceChanged(c: Combatant, roll: Roll): Promise<void> {
  const name = c.name ?? "";
  const data: ShadowturnChatData = {
    content: game.i18n.format("SHADOWTURN.ChatCard.DiceChanged", { name }),
    rolls: [roll],
    speaker: ChatMessage.getSpeaker({ actor: c.actor, alias: name }),
  };
  applyVisibility(data, c.hidden ? "gm" : chosenVisibility());
  await ChatMessage.implementation.create(data);
}
