// What a batch needs from its world: real documents in a GM's Foundry (foundry-fixtures.ts) or the stand-in
// in `npm test` (test/quench/stand-in-fixtures.ts). Everything it makes is removed in tearDown.
import type { RulesetId } from "../engine";
import type { ShadowturnCombat } from "../foundry/combat/combat-document";

export interface QuenchFight {
  readonly combat: ShadowturnCombat;
  /** Combatant id by name: the sample's, then " 2", " 3" ... for further copies (setUp's `copies`). */
  readonly ids: Record<string, string>;
  /** Marks `boxes` boxes of physical damage on the named sample's actor, as a player or GM would. */
  wound(name: string, boxes: number): Promise<void>;
  /** Opens the named actor's sheet, as a click in the actors directory does, and draws it. */
  showSheet(name: string): Promise<SheetShown>;
}

/** An actor's sheet, open and drawn. */
export interface SheetShown {
  /** The sheet's element as it stands now (look it up again after a redraw). */
  element(): HTMLElement;
  /** From asking for the sheet to it drawn, in ms. */
  readonly ms: number;
  close(): Promise<void>;
}

/** This client's combat tracker, drawn with a combat in it. */
export interface TrackerShown {
  /** The tracker's element as it stands now: look it up again after every redraw (core replaces the parts). */
  element(): HTMLElement;
  /** Runs `write`, then resolves once this client's tracker has been drawn again: to the ms that took. */
  redrawnAfter(write: () => Promise<unknown>): Promise<number>;
  /** Waits until the page has drawn what was just changed (layout, scroll position); at once with no page. */
  settled(): Promise<void>;
}

export interface FightFixtures {
  /**
   * Picks the world's ruleset, makes temporary actors from the named samples (`copies` of each, 1 unless
   * said) and a combat holding them.
   */
  setUp(ruleset: RulesetId, samples: string[], copies?: number): Promise<QuenchFight>;
  /** Lets work that hooks started (the active GM's mid-turn sync) run for a moment. */
  settle(): Promise<void>;
  /** Deletes what setUp made and puts the world's ruleset back. */
  tearDown(): Promise<void>;
  /** Shows `combat` in this client's combat tracker and draws it. */
  showTracker(combat: ShadowturnCombat): Promise<TrackerShown>;
  /**
   * Whether the tracker is laid out on a page, with sizes and a scroll position (a real Foundry), or only
   * drawn as elements (the stand-in: no browser, so no layout).
   */
  readonly laysOut: boolean;
}
