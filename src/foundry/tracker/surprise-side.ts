// Surprise by side (d20 rule 4): one click marks every hostile (or every friendly) combatant surprised, or,
// when that whole side already is, clears it again; all of it in one combat write. The side is the token's
// disposition, as systems read it: draw-steel's Combatant takes `this.token?.disposition`, then the actor's
// prototype token's, and compares with CONST.TOKEN_DISPOSITIONS (HOSTILE -1, NEUTRAL 0, FRIENDLY 1, SECRET -2,
// the numbers the combat-tracker-disposition module tests against).
import type { CombatState, Command } from "../../engine";
import { offers } from "../ruleset-ui";
import { attempt, type TrackerCombat, type TrackerEnv } from "./run-control";

export const SIDES = ["hostile", "friendly"] as const;
export type Side = (typeof SIDES)[number];

const FALLBACK = { hostile: -1, friendly: 1 } as const;

/** Foundry's disposition number of a side (CONST.TOKEN_DISPOSITIONS when Foundry is there). */
export function dispositionOf(side: Side): number {
  const found = (globalThis as { CONST?: { TOKEN_DISPOSITIONS?: Record<string, number> } }).CONST
    ?.TOKEN_DISPOSITIONS?.[side.toUpperCase()];
  return typeof found === "number" ? found : FALLBACK[side];
}

/** A combatant's side as Foundry knows it: its token's disposition, else its actor's prototype token's. */
export function combatantDisposition(c: Combatant): number | null {
  const d = c.token?.disposition ?? c.actor?.prototypeToken?.disposition;
  return typeof d === "number" ? d : null;
}

/** Who of a side may still be marked or cleared: in the fight, and (round 1) not yet acting or acted. */
function members(state: CombatState, dispositions: ReadonlyMap<string, number | null>, side: Side) {
  const wanted = dispositionOf(side);
  if (!offers(state.ruleset, "surprise") || state.turn > 1) return [];
  return state.combatants.filter(
    (c) =>
      dispositions.get(c.id) === wanted &&
      !c.flags.defeated &&
      !(state.turn === 1 && (c.actedThisPass || state.currentId === c.id)),
  );
}

/** The button of a side: mark its members, or clear them when all are marked; null when the side is empty. */
export function sideButton(
  state: CombatState,
  dispositions: ReadonlyMap<string, number | null>,
  side: Side,
): { side: Side; clear: boolean; count: number } | null {
  const list = members(state, dispositions, side);
  if (list.length === 0) return null;
  return { side, clear: list.every((c) => c.flags.surprised), count: list.length };
}

/** The surprise commands one click gives: every member marked, or every one cleared. */
export function surpriseSideCommands(
  state: CombatState,
  dispositions: ReadonlyMap<string, number | null>,
  side: Side,
): Command[] {
  const list = members(state, dispositions, side);
  const surprised = !list.every((c) => c.flags.surprised);
  return list
    .filter((c) => c.flags.surprised !== surprised)
    .map((c) => ({ type: "surprise", combatantId: c.id, surprised }));
}

/** Runs one side's click: all commands in one write; a side with nobody in it is said so. */
export async function surpriseSide(
  combat: TrackerCombat,
  dispositions: ReadonlyMap<string, number | null>,
  side: Side,
  env: TrackerEnv,
): Promise<boolean> {
  const cmds = surpriseSideCommands(combat.engineState(), dispositions, side);
  if (cmds.length === 0) {
    env.warn(env.localize(`SHADOWTURN.Tracker.SurpriseSide.Nobody.${side}`));
    return false;
  }
  return attempt(env, () => combat.runCommands(cmds));
}
