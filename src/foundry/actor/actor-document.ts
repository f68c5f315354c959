// Shadowturn's Actor document: core's Actor with one change, a bar edited on the token writes what the bar
// shows. Our health bars are derived (boxes left of each condition monitor, token-bars.ts), so core's own
// `modifyTokenAttribute` would write `system.health.physical.value`, which no data model stores, and typing
// "-3" into the token HUD's bar would do nothing (foundryvtt #8907). As dnd5e's Actor turns an edit of its hp
// bar into damage (`module/documents/actor/actor.mjs` `modifyTokenAttribute`: `isDelta ? -value : current -
// value`, then `applyDamage`), ours turns an edit of a health bar into the monitor's damage boxes. Everything
// else (Edge, the plain monitor values) is core's. The v13 token HUD calls it as `actor.modifyTokenAttribute(
// attribute, isDelta ? delta : value, isDelta, isBar)` (a pf2e token-HUD module's `_onSubmitBar` keeps core's
// call), and core lets a `modifyTokenAttribute` hook see and veto the update, which we keep.
import { monitorBarUpdate } from "./token-bars";

/** The slice of core's Actor class this extends. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base takes `any[]` (TS2545)
export type ActorDocumentBase = abstract new (...args: any[]) => {
  system: unknown;
  update(data: object, options?: object): Promise<unknown>;
  modifyTokenAttribute(
    attribute: string,
    value: number,
    isDelta?: boolean,
    isBar?: boolean,
  ): Promise<unknown>;
};

/** Our Actor document class over core's (`Actor` in Foundry; a stand-in base in the tests). */
export function defineShadowturnActor<TBase extends ActorDocumentBase>(Base: TBase) {
  abstract class ShadowturnActor extends Base {
    override async modifyTokenAttribute(
      attribute: string,
      value: number,
      isDelta = false,
      isBar = true,
    ): Promise<unknown> {
      const system = this.system as Parameters<typeof monitorBarUpdate>[0];
      const updates = monitorBarUpdate(system, attribute, value, isDelta);
      if (updates === undefined) return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
      if (updates === null) return this;
      const allowed = Hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates, this);
      return allowed !== false ? this.update(updates) : this;
    }
  }
  return ShadowturnActor;
}
