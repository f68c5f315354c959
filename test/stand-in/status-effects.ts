// Status effects on the stand-in's actors (simple-actors.ts, actors.ts): `Actor#toggleStatusEffect(id,
// {active, overlay})` as core does it. The effects that give only that status are deleted, or one is created
// (`ActiveEffect.fromStatusEffect`, foundryvtt #14378), in one write; `createActiveEffect(effect, options,
// userId)` / `deleteActiveEffect` fire on every client with the actor as the effect's `parent`
// (krbz999/effectmacro `scripts/triggers/onCreate.mjs`), or for an unlinked token its ActorDelta. When the status already is as `active` asks, nothing
// is written (SR5 `SR5Actor.ts` `applyDefeatedStatus` looks for the same one-status effects before toggling;
// GURPS issue #1909: core's skull calls it with `CONFIG.specialStatusEffects.DEFEATED`). The actor's
// `statuses` are derived from its effects, as core's are. Evidence: test/stand-in/EVIDENCE.md.
import { world, type Collection } from "./documents";

/** A status effect made by `toggleStatusEffect` (an ActiveEffect with `statuses`, on the actor). */
export interface StatusEffect {
  id: string;
  name: string;
  statuses: Set<string>;
  disabled: boolean;
  overlay: boolean;
  /** The actor, or for an unlinked token's synthetic actor its token's ActorDelta. */
  parent: unknown;
}

/**
 * What the effect hooks hand over as an effect's parent: a world actor, or for an unlinked token's synthetic
 * actor the token's ActorDelta (`{documentName: "ActorDelta", syntheticActor, parent: token}`), where such
 * effects live (a dnd5e module's `actorOfEffect`: the hook "receives it with that delta as parent ... not the
 * synthetic actor"; foundryvtt #9384, #9602).
 */
export function effectParent(actor: {
  id: string;
  isToken?: boolean;
  token?: { id: string } | null;
}): unknown {
  if (!actor.isToken) return actor;
  return { documentName: "ActorDelta", syntheticActor: actor, parent: { id: actor.token?.id, actor } };
}

function isStatusEffect(e: unknown): e is StatusEffect {
  return typeof e === "object" && e !== null && "statuses" in e;
}

/** What the actor's effects give (core's derived `actor.statuses`). */
export function statusesOf(effects: Iterable<unknown>): ReadonlySet<string> {
  const out = new Set<string>();
  for (const e of effects) if (isStatusEffect(e) && !e.disabled) e.statuses.forEach((s) => out.add(s));
  return out;
}

/** `Actor#toggleStatusEffect` on `actor`, whose effects are `effects` (changed in place). */
export async function toggleStatus(
  actor: { id: string; isToken?: boolean; token?: { id: string } | null },
  effects: Collection<{ id: string }>,
  statusId: string,
  options: { active?: boolean; overlay?: boolean } = {},
): Promise<boolean> {
  const existing = [...effects].filter(
    (e): e is StatusEffect => isStatusEffect(e) && e.statuses.size === 1 && e.statuses.has(statusId),
  );
  const w = world();
  const userId = game.user.id;
  const record = (action: "create" | "delete") =>
    w.record({ action, documentName: "ActiveEffect", id: actor.id, embedded: [], data: { statusId } });
  if (existing.length > 0) {
    if (options.active === true) return true;
    record("delete");
    for (const e of existing) effects.delete(e.id);
    w.broadcast(() => existing.forEach((e) => Hooks.callAll("deleteActiveEffect", e, {}, userId)));
    return false;
  }
  if (options.active === false) return false;
  const effect: StatusEffect = {
    id: w.nextId("eff"),
    name: statusId,
    statuses: new Set([statusId]),
    disabled: false,
    overlay: options.overlay === true,
    parent: effectParent(actor),
  };
  record("create");
  effects.set(effect);
  w.broadcast(() => Hooks.callAll("createActiveEffect", effect, {}, userId));
  return true;
}
