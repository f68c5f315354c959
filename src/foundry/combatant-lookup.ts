// Which combatant an actor is, token-aware. Six unlinked gangers of one actor share its id, so the id alone
// names the first of them (foundryvtt #9241: "combatants can share an actor id"); an unlinked token's sheet is
// its synthetic actor's, whose `token` says which combatant it is. Combatants added from the token HUD may
// carry `actorId: null` on some v13 builds (foundryvtt #13095), so the actor is also read through the token.

/** The slice of a combatant this lookup reads. */
export interface LookupCombatant {
  readonly actorId: string | null;
  readonly tokenId?: string | null;
  readonly token?: { readonly actorId?: string | null } | null;
}

/** The slice of an actor: a synthetic token actor has `isToken` and its `token`. */
export interface LookupActor {
  readonly id: string;
  readonly isToken?: boolean;
  readonly token?: { readonly id: string } | null;
}

/** The actor id a combatant stands for: its own, else its token's (#13095). */
function baseActorId(c: LookupCombatant): string | null {
  return c.actorId ?? c.token?.actorId ?? null;
}

/**
 * Every combatant that stands for `actor`: a token actor's own token only; a world actor's every combatant of
 * it, unlinked tokens included, since a change to the world actor reaches their synthetic actors too.
 */
export function combatantsFor<C extends LookupCombatant>(combatants: Iterable<C>, actor: LookupActor): C[] {
  const all = [...combatants];
  const tokenId = actor.isToken ? (actor.token?.id ?? null) : null;
  if (tokenId !== null) return all.filter((c) => c.tokenId === tokenId);
  return all.filter((c) => baseActorId(c) === actor.id);
}

/**
 * The one combatant a sheet acts for: a token actor's own, else the world actor's when exactly one combatant
 * stands for it. Several unlinked tokens of one world actor make its own sheet ambiguous: then none, and the
 * GM acts from the token's sheet.
 */
export function sheetCombatant<C extends LookupCombatant>(
  combatants: Iterable<C>,
  actor: LookupActor,
): C | undefined {
  const found = combatantsFor(combatants, actor);
  return found.length === 1 ? found[0] : undefined;
}
