// The slice of ActiveEffects, core's constants and v14's effect registry that Shadowturn's turn events use, as
// script-level ambient declarations. Learned from open-source systems: Savantford/foundry-weirdwizard
// (v14-support branch) `module/documents/combat.mjs` and `active-effect.mjs`, crucible
// `module/documents/active-effect.mjs` (v14), torgeternity `torgActiveEffect.js`, draw-steel
// `src/module/documents/combat.mjs`, draw-steel-combat-tools `src/squad-turns.mjs` (v14); docs/foundry-layer.md
// "Core members and their v14 users" names a v14 user of each.

/** Core's constants (`CONST.REGION_EVENTS.TOKEN_TURN_END`: draw-steel, weirdwizard, draw-steel-combat-tools). */
declare const CONST: {
  readonly REGION_EVENTS: {
    readonly TOKEN_TURN_START: string;
    readonly TOKEN_TURN_END: string;
    readonly TOKEN_ROUND_START: string;
    readonly TOKEN_ROUND_END: string;
  };
};

/**
 * An effect's duration: v13's rounds and turns counted from `startRound` / `startTurn` of `combat` (core's
 * `getInitialDuration`), v14's `value` in `units` ending at an `expiry` event (crucible `const/effects.mjs`:
 * `{value, units: "rounds", expiry: "turnStart"}`).
 */
interface ShadowturnEffectDuration {
  rounds?: number | null;
  turns?: number | null;
  startRound?: number | null;
  startTurn?: number | null;
  combat?: string | null;
  value?: number | null;
  units?: string | null;
  expiry?: string | null;
  readonly remaining?: number | null;
}

/** v14: where an effect started (crucible `this.start.combat.started`, `start: {combatant}`; torgeternity `start.turn`). */
interface ShadowturnEffectStart {
  readonly combat: Combat | null;
  readonly combatant: string | null;
  readonly round?: number | null;
  readonly turn?: number | null;
}

/** An ActiveEffect document (crucible and torgeternity subclass it and override `_preCreate`). */
declare class ActiveEffect {
  readonly id: string;
  readonly name: string;
  /** The document it is embedded in (crucible: `this.parent instanceof foundry.documents.Actor`). */
  readonly parent: Actor | Item | null;
  readonly duration: ShadowturnEffectDuration;
  /** v14 only (crucible, torgeternity). */
  readonly start?: ShadowturnEffectStart;
  /** Changes the data about to be stored (crucible and torgeternity `_preCreate`). */
  updateSource(changes: object): unknown;
  protected _preCreate(data: object, options: object, user: ShadowturnUser): Promise<boolean | void>;
}

/** v14's registry of effects with a duration (foundryvtt #13667). */
interface ShadowturnEffectRegistry {
  /** Tells it an expiry event happened (weirdwizard `registry.refresh("turnEnd", {...context, combat: this})`). */
  refresh(event: string, context?: object): Promise<void>;
}

declare namespace foundry {
  namespace documents {
    /** The ActiveEffect class; its static `registry` exists on v14 only (draw-steel-combat-tools, weirdwizard). */
    const ActiveEffect: { readonly registry?: ShadowturnEffectRegistry } | undefined;
  }
}
