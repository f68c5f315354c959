// A player's click on the phase they are shown before it has begun: while a hidden combatant acts, a player
// is shown the next visible phase as begun (shown-state.ts), so they may end it or spend in it early. Sent at
// once, the GM would refuse it (not that combatant's phase yet), which tells the player someone hidden is
// acting. Instead the player's client keeps it and relays it, in order, once that phase really begins; if
// the fight moves elsewhere first (the GM goes back, the turn ends), it is dropped, as a click on a phase
// already over is, and the player is told once for each click dropped, in words that name the click and the
// phase they were shown, never anyone hidden (`clickWords`, SHADOWTURN.Combat.EarlyDropped).
import { getRuleset, phaseViewOf, type CombatState, type Command } from "../../engine";

/** Where a shown state stands: turn, pass and the acting combatant. */
export function phaseKey(s: CombatState): string {
  return `${s.turn}/${s.pass}/${s.currentId ?? ""}`;
}

/** A click kept for later: what it sends, and the words that name it to the player. */
export interface EarlyClick {
  send: () => Promise<void>;
  /** What was clicked, as the player reads it ("End my phase", "Simple action"). */
  what: string;
}

interface Waiting extends EarlyClick {
  key: string;
  combatantId: string;
}

/** The lang key of the words for a command's click, by command type (a spend names its action instead). */
const COMMAND_WORDS: Partial<Record<Command["type"], string>> = {
  delay: "SHADOWTURN.Tracker.Menu.Delay",
  intervene: "SHADOWTURN.Tracker.Menu.Intervene",
  "full-defense": "SHADOWTURN.Tracker.Menu.FullDefense",
  seize: "SHADOWTURN.Tracker.Menu.Seize",
  blitz: "SHADOWTURN.Tracker.Menu.Blitz",
  "action-surge": "SHADOWTURN.Tracker.Menu.ActionSurge",
  "edge-go-first": "SHADOWTURN.Tracker.Edge.goFirst",
  "edge-extra-pass": "SHADOWTURN.Tracker.Edge.extraPass",
  "edge-test": "SHADOWTURN.Tracker.Edge.edgeTest",
};

/**
 * The lang key naming what a command does, in the words of the ruleset that plays it (a module's ruleset
 * brings its own): a spend as the row's button said it (else its kind's name), an action outside the order
 * as its menu entry; the commands the shared flow plays by their own menu words. Null when nothing names it.
 */
function commandWordsKey(cmd: Command, shown: CombatState): string | null {
  const economy = getRuleset(shown.ruleset).economy;
  if (cmd.type === "spend") {
    const c = shown.combatants.find((x) => x.id === cmd.combatantId);
    const row = phaseViewOf(shown, cmd.combatantId);
    const offer = row
      ? economy
          .offers({ state: shown, c, row })
          .find(
            (o) =>
              o.kind === cmd.kind &&
              o.category === (cmd.category ?? null) &&
              (cmd.paidWith === undefined || o.paidWith === cmd.paidWith),
          )
      : undefined;
    return offer?.labelKey ?? economy.kinds.find((k) => k.id === cmd.kind)?.labelKey ?? null;
  }
  if (cmd.type === "interrupt") return economy.outside?.find((o) => o.id === cmd.action)?.labelKey ?? null;
  return COMMAND_WORDS[cmd.type] ?? null;
}

/**
 * The words naming a click on the phase the player is shown (`shown`): ending the phase (End my phase,
 * Next), or a command (a spend by its catalogue action, else by the ruleset's words).
 */
export function clickWords(click: Command | "end-phase", shown: CombatState): string {
  if (click === "end-phase") return game.i18n.localize("SHADOWTURN.Tracker.EndMyPhase");
  if (click.type === "spend" && click.actionName) return click.actionName;
  const key = commandWordsKey(click, shown);
  return game.i18n.localize(key && game.i18n.has(key) ? key : "SHADOWTURN.Combat.EarlyClick");
}

/** The requests this client keeps for a shown phase not begun yet. */
export class EarlyRequests {
  #waiting: Waiting[] = [];

  /** `dropped` tells the player of a click the fight moved past, once per click. */
  constructor(private readonly dropped: (what: string, combatantId: string) => void) {}

  /** Whether anything waits (so a Combat update reads no state for nothing). */
  get any(): boolean {
    return this.#waiting.length > 0;
  }

  /** Whether `combatantId` acts in the phase the player is shown (`shown`) but not yet in the stored one. */
  waits(shown: CombatState, stored: CombatState, combatantId: string): boolean {
    return shown.currentId === combatantId && stored.currentId !== combatantId;
  }

  /** Keeps `click` for the phase `shown` stands at, until it begins. */
  hold(shown: CombatState, combatantId: string, click: EarlyClick): void {
    this.#waiting.push({ ...click, key: phaseKey(shown), combatantId });
  }

  /**
   * After each Combat update: what waits for the phase now begun goes, in order; what waits for another phase
   * than the one shown now is dropped, and the player told of each click.
   */
  async update(shown: CombatState, stored: CombatState): Promise<void> {
    const key = phaseKey(shown);
    const now = this.#waiting.filter((w) => w.key === key);
    const gone = this.#waiting.filter((w) => w.key !== key);
    const due = now.filter((w) => w.combatantId === stored.currentId);
    this.#waiting = now.filter((w) => !due.includes(w));
    for (const w of gone) this.dropped(w.what, w.combatantId);
    for (const w of due) await w.send();
  }
}
