// The tracker view for a live combat: the engine's rows and state from the Combat document, the user's
// ownership, the budget-visibility and sr4 tie settings, and the actors' action items; then what core
// Foundry knows of the token: its picture, and whether this user can ping it. Hidden combatants are left
// out for players who do not own them before anything is built (engine seenBy), so nothing names, counts or
// times them.
import { timedItemsInPass, type CombatState } from "../../engine";
import { shownState } from "../combat/shown-state";
import { rollingNextTurn } from "../combat/foundry-dice";
import { refusalText } from "../combat/notify";
import { storedRefusal } from "../combat/relay";
import { getSetting } from "../settings";
import { actorCatalogue } from "./catalogue";
import { pingSceneId } from "./foundry-env";
import { combatantDisposition } from "./surprise-side";
import type { TrackerCombat } from "./run-control";
import { resourceValue, trackedResource } from "./tracked-resource";
import { trackerView } from "./tracker-view";
import type { CatalogueAction, NextTurnRolls, TrackerView } from "./view-types";

/** Every combatant's token disposition (surprise by side). */
export function dispositions(combat: Combat): Map<string, number | null> {
  return new Map(combat.combatants.map((c) => [c.id, combatantDisposition(c)]));
}

/**
 * Whether the refusal stored on `c` can only be a GM's answer: no other player owns it (its one owner could
 * write only to themselves), or this client heard a GM write exactly that text.
 */
function gmWrote(c: Combatant, stored: unknown, userId: string): boolean {
  const heard = (c as Combatant & { heardRefusal?: string | null }).heardRefusal;
  if (heard !== undefined && heard !== null && heard === stored) return true;
  const others = game.users.contents.filter((u) => !u.isGM && u.id !== userId);
  return !others.some((u) => c.testUserPermission(u, "OWNER"));
}

/** The refusals the GM wrote back to this user on combatants they own, as this user reads them. */
function rollRefusals(combat: Combat, owned: ReadonlySet<string>, userId: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const id of owned) {
    const c = combat.combatants.get(id);
    const stored = (c?.system as { refusal?: unknown } | undefined)?.refusal;
    const r = c && gmWrote(c, stored, userId) ? storedRefusal(stored, userId) : null;
    if (r) out.set(id, refusalText(r));
  }
  return out;
}

/**
 * Where owners roll and the fight runs: which players' combatants the next turn re-rolls without their roll
 * in yet (the engine's own look ahead), and whose roll is in.
 */
function nextTurnRolls(combat: Combat, state: CombatState): NextTurnRolls | undefined {
  if (state.turn === 0 || getSetting("whoRolls") !== "owners") return undefined;
  const kept = (combat.system as { nextRolls?: Record<string, unknown> }).nextRolls ?? {};
  const rolled = new Set(Object.keys(kept));
  const players = game.users.contents.filter((u) => !u.isGM);
  const playerOwned = (id: string) =>
    players.some((u) => combat.combatants.get(id)?.testUserPermission(u, "OWNER") === true);
  const unrolled = new Set(rollingNextTurn(state).filter((id) => !rolled.has(id) && playerOwned(id)));
  return { unrolled, rolled };
}

/**
 * `fallback` is the catalogue offered to combatants whose actor has no action items of its own (the
 * compendium's, see pack-catalogue.ts); `folded` the groups this tracker shows folded (folded-groups.ts).
 */
export function combatView(
  combat: Combat & TrackerCombat,
  user: ShadowturnUser,
  fallback: readonly CatalogueAction[] = [],
  folded: ReadonlySet<string> = new Set(),
): TrackerView {
  // core shows a hidden combatant to the GM and its owners only; for anyone else everything (rows, the acting
  // one, the pass, group heads, the forecast) is built as if it were not there, its phase shown as seenBy says
  const state = shownState(combat, user);
  const rows = combat.phaseRows(state);
  const owned = new Set(combat.combatants.filter((c) => c.isOwner).map((c) => c.id));
  const catalogue: Record<string, CatalogueAction[]> = {};
  for (const id of owned) {
    const items = combat.combatants.get(id)?.actor?.items;
    const own = items ? actorCatalogue(state.ruleset, items) : [];
    catalogue[id] = own.length > 0 ? own : [...fallback];
  }
  const view = trackerView({
    state,
    rows,
    viewer: { isGM: user.isGM, ownedIds: owned, ownersRoll: getSetting("whoRolls") === "owners" },
    budgetVisibility: getSetting("budgetVisibility"),
    sr4TieDisplay: getSetting("sr4TieDisplay"),
    catalogue,
    timed: timedItemsInPass(state),
    lang: game.i18n.lang ?? "en",
    dispositions: dispositions(combat),
    showForecast: getSetting("showForecast"),
    rollRefusals: rollRefusals(combat, owned, user.id),
    nextTurn: nextTurnRolls(combat, state),
    folded,
  });
  const pingScene = pingSceneId(user);
  const resource = trackedResource(combat);
  for (const row of view.rows) {
    const c = combat.combatants.get(row.id);
    row.token = {
      // the picture the combatant shows on the map: its own tracker image, else its token's, else the
      // actor's portrait (SR5 `token?.texture?.src ?? actor?.img`)
      img: c?.img || c?.token?.texture?.src || c?.actor?.img || "",
      hidden: c?.hidden ?? false,
      isDefeated: c?.isDefeated ?? row.token.isDefeated,
      // only a token on the scene the user is looking at can be pinged
      canPing: pingScene !== null && c?.sceneId === pingScene,
      resource: row.owned ? resourceValue(c?.actor?.system, resource) : null,
    };
    if (row.token.hidden) row.css += " st-hidden";
  }
  return view;
}
