// Defeated is one fact, whichever way it is set. Core keeps it in two places: the combatant's `defeated` and
// the actor's defeated status effect (`CONFIG.specialStatusEffects.DEFEATED`); `combatant.isDefeated` reads
// either (foundryvtt #8197: "isDefeated should be the only source of truth"). Its skull writes both (GURPS
// `_onToggleDefeatedStatus`; SR5 `SR5Actor.ts` `applyDefeatedStatus` writes `defeated`, then the status), but
// the token HUD's Dead writes only the actor's status (`actor.toggleStatusEffect(statusId, {active,
// overlay})`: artichron `module/applications/hud/token-hud.mjs`, the v13 HUD's `effect` action), and so do
// modules that mark the fallen (zhell-custom-stuff `scripts/hooks/mark-defeated.mjs`). The engine keeps a
// third copy in the combatant's `flags.defeated`, which takes the combatant's phases away (every ruleset).
// The three never disagree for long:
// - every write of ours that changes the engine's flag also sets core's `defeated` in the same combat write
//   (state-mapping.ts stateWrite), then the actor's status (`writeBackDefeated`, run by the writer after the
//   write): the skull, the greyed row and going back follow it, status included;
// - the actor's defeated status added or taken away by anything else (the token HUD, a module) reaches the
//   engine: the `createActiveEffect` / `updateActiveEffect` / `deleteActiveEffect` hooks (krbz999/effectmacro
//   `scripts/triggers/onCreate.mjs` reads `effect.parent` as the actor) run on every client, and the active
//   GM turns the change into the engine's `defeated` command for each combatant of that actor;
// - a change of core's `defeated` the engine has not made (a module writing `combatant.update({defeated})`)
//   is turned into the engine's command the same way (`onCombatantDefeated`);
// - the engine's command goes in the history, so going back undoes it, the actor's status too.
import type { Command } from "../../engine";

/** The combat as this file drives it. */
export interface DefeatedCombat {
  engineState(): { combatants: readonly { id: string; flags: { defeated: boolean } }[] };
  runCommand(cmd: Command): Promise<void>;
}

/**
 * The engine's command that makes its flag match `defeated`, or null when they already agree or the engine
 * does not know the combatant yet.
 */
export function followCoreDefeated(
  combat: DefeatedCombat,
  combatantId: string,
  defeated: boolean,
): Command | null {
  const c = combat.engineState().combatants.find((x) => x.id === combatantId);
  if (!c || c.flags.defeated === defeated) return null;
  return { type: "defeated", combatantId, defeated };
}

/** Core's status id for "defeated" (`CONFIG.specialStatusEffects.DEFEATED`, GURPS issue #1909: "dead"). */
export function defeatedStatusId(): string {
  return CONFIG.specialStatusEffects?.DEFEATED ?? "dead";
}

/** An ActiveEffect as the hooks hand it over: its actor (`parent`), its statuses, whether it is off. */
export interface EffectLike {
  readonly id?: string | null;
  readonly parent?: unknown;
  readonly disabled?: boolean;
  readonly statuses?: Iterable<string>;
}

/** Whether `effect` puts the defeated status on its actor (a disabled effect gives none). */
function givesDefeated(effect: EffectLike, statusId: string): boolean {
  if (effect.disabled === true || !effect.statuses) return false;
  for (const s of effect.statuses) if (s === statusId) return true;
  return false;
}

/**
 * The actor an effect sits on: a world actor's own effect has the actor as its parent; an unlinked token's
 * lives in the token's ActorDelta, which the hooks hand over as the parent (a dnd5e module's `actorOfEffect`:
 * "the createActiveEffect hook receives it with that delta as parent ... not the synthetic actor"), whose
 * synthetic actor is the combatant's. Effects of items are left out (a Dead status is the actor's own).
 */
function actorOf(effect: EffectLike): Actor | null {
  const parent = effect.parent as
    | { documentName?: string; syntheticActor?: Actor | null; parent?: { actor?: Actor | null } | null }
    | null
    | undefined;
  if (parent?.documentName === "Actor") return parent as unknown as Actor;
  if (parent?.documentName === "ActorDelta") return parent.syntheticActor ?? parent.parent?.actor ?? null;
  return null;
}

/**
 * Whether the actor has the defeated status once `effect` is created or changed (`removed` false) or deleted
 * (`removed` true): read from the actor's own effects, the event's effect counted as the event leaves it, so
 * the answer does not depend on whether the actor's derived `statuses` were prepared before the hook ran.
 */
export function defeatedAfter(actor: Actor, effect: EffectLike, removed: boolean): boolean {
  const statusId = defeatedStatusId();
  const others = [...((actor as { effects?: Iterable<EffectLike> }).effects ?? [])].filter(
    (e) => e !== effect && (effect.id == null || e.id !== effect.id),
  );
  return others.some((e) => givesDefeated(e, statusId)) || (!removed && givesDefeated(effect, statusId));
}

/** Whether the actor has the defeated status now (core's derived `actor.statuses`, else its effects). */
export function hasDefeatedStatus(actor: Actor): boolean {
  const statusId = defeatedStatusId();
  const statuses = actor.statuses;
  if (statuses) return statuses.has(statusId);
  const effects = (actor as { effects?: Iterable<EffectLike> }).effects ?? [];
  return [...effects].some((e) => givesDefeated(e, statusId));
}

/**
 * Whether two actor objects are the same actor: a world actor by its id, an unlinked token's synthetic actor
 * by its token too (foundryvtt #9241: such combatants share the base actor's id).
 */
function sameActor(a: Actor | null | undefined, b: Actor): boolean {
  if (!a) return false;
  if (a === b) return true;
  return a.id === b.id && (a.token?.id ?? null) === (b.token?.id ?? null);
}

/** Each of our combats' combatants whose actor is `actor`, with its combat. */
function combatantsOf(actor: Actor): { combat: Combat & DefeatedCombat; combatant: Combatant }[] {
  const out: { combat: Combat & DefeatedCombat; combatant: Combatant }[] = [];
  for (const combat of game.combats) {
    if (typeof (combat as Partial<DefeatedCombat>).runCommand !== "function") continue;
    for (const combatant of combat.combatants)
      if (sameActor(combatant.actor, actor))
        out.push({ combat: combat as Combat & DefeatedCombat, combatant });
  }
  return out;
}

/** The active GM follows the actor's defeated status with the engine's command for each of its combatants. */
function follow(actor: Actor, defeated: boolean): void {
  if (!game.users.activeGM?.isSelf) return;
  for (const { combat, combatant } of combatantsOf(actor)) {
    // before the start the engine keeps nothing: startCombat reads `isDefeated` (combat-document.ts)
    if (!combat.started) continue;
    const cmd = followCoreDefeated(combat, combatant.id, defeated);
    if (cmd) void combat.runCommand(cmd);
  }
}

/** `createActiveEffect(effect, options, userId)` on every client. */
export function onEffectCreated(effect: EffectLike): void {
  const actor = actorOf(effect);
  if (actor && givesDefeated(effect, defeatedStatusId())) follow(actor, defeatedAfter(actor, effect, false));
}

/** `updateActiveEffect(effect, changed, options, userId)`: an effect switched on or off, or given statuses. */
export function onEffectUpdated(effect: EffectLike, changed: Record<string, unknown>): void {
  const actor = actorOf(effect);
  // a Dead effect switched on or off, or an effect's statuses changed (it may have gained or lost Dead)
  const dead = [...(effect.statuses ?? [])].includes(defeatedStatusId());
  if (!actor || !(("disabled" in changed && dead) || "statuses" in changed)) return;
  follow(actor, defeatedAfter(actor, effect, false));
}

/** `deleteActiveEffect(effect, options, userId)`. */
export function onEffectDeleted(effect: EffectLike): void {
  const actor = actorOf(effect);
  if (actor && givesDefeated(effect, defeatedStatusId())) follow(actor, defeatedAfter(actor, effect, true));
}

/**
 * `updateCombatant` on every client: the active GM follows a change of core's `defeated` the engine has not
 * made (a module) with the engine's command.
 */
export function onCombatantDefeated(c: Combatant, changed: Record<string, unknown>): void {
  const combat = c.parent as (Combat & DefeatedCombat) | null;
  if (!combat?.started || typeof changed.defeated !== "boolean" || !game.users.activeGM?.isSelf) return;
  const cmd = followCoreDefeated(combat, c.id, changed.defeated);
  if (cmd) void combat.runCommand(cmd);
}

/**
 * The actor's defeated status made to match the engine's flag, as core's skull sets it (`toggleStatusEffect(id,
 * {active, overlay: true})`, GURPS issue #1909); nothing is written when it already matches.
 */
export async function writeBackDefeated(actor: Actor, defeated: boolean): Promise<void> {
  if (hasDefeatedStatus(actor) === defeated) return;
  await actor.toggleStatusEffect?.(defeatedStatusId(), { active: defeated, overlay: true });
}

/** The hooks through which the engine hears the actor's status (called at ready, combat/register.ts). */
export function registerDefeatedHooks(): void {
  Hooks.on("updateCombatant", onCombatantDefeated);
  Hooks.on("createActiveEffect", onEffectCreated);
  Hooks.on("updateActiveEffect", onEffectUpdated);
  Hooks.on("deleteActiveEffect", onEffectDeleted);
}
