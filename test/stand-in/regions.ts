// Stand-in scene regions holding tokens, for core's region events of a combat (test/stand-in/EVIDENCE.md,
// "Combat and Combatant"). A token's `regions` are the regions it stands in (draw-steel
// `src/module/documents/combat.mjs` maps `token.regions`; Savantford/foundry-weirdwizard `v14-support` iterates
// them). An event reaches a region through `region._triggerEvent(eventName, data)` with `data` `{token,
// combatant, combat, ...context}` (all three: weirdwizard `#triggerWWRegionEvents`, draw-steel, and
// vicroms/draw-steel-combat-tools `src/squad-turns.mjs`). What a behaviour then does is not mimicked: the
// region records each event it was given and on which client.

export interface RegionEvent {
  event: string;
  tokenId: string;
  combatantId: string;
  round: number | undefined;
  turn: number | null | undefined;
  /** The user whose client triggered it. */
  user: string;
}

export class StandInRegion {
  readonly events: RegionEvent[] = [];
  constructor(
    readonly id: string,
    readonly tokenIds: ReadonlySet<string>,
  ) {}
  async _triggerEvent(
    event: string,
    data: { token: { id: string }; combatant: { id: string }; round?: number; turn?: number | null },
  ): Promise<void> {
    this.events.push({
      event,
      tokenId: data.token.id,
      combatantId: data.combatant.id,
      round: data.round,
      turn: data.turn,
      user: game.user.id,
    });
  }
}

/** Core's region event names (foundryvtt #11238: "The `tokenRoundEnd` region event", "The `tokenTurnEnd`"). */
export const REGION_EVENTS = Object.freeze({
  TOKEN_TURN_START: "tokenTurnStart",
  TOKEN_TURN_END: "tokenTurnEnd",
  TOKEN_ROUND_START: "tokenRoundStart",
  TOKEN_ROUND_END: "tokenRoundEnd",
});
