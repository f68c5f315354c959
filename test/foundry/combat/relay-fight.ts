// The fight the relay and authority tests play: the Runner (p1's), the Mage (p2's) and the GM's Guard.
import { setUpFight, type Fight, type Fighter } from "./setup";

export const RUNNER: Fighter = {
  name: "Runner",
  owner: "p1",
  edge: 2,
  input: { attributes: { reaction: 5, intuition: 5, edge: 2 }, edgePoints: 2 },
};
export const MAGE: Fighter = {
  name: "Mage",
  owner: "p2",
  input: { attributes: { reaction: 4, intuition: 4 } },
};
export const GUARD: Fighter = { name: "Guard", input: { attributes: { reaction: 3, intuition: 3 } } };

/** bonus-actions: Runner 1d6 = 6 (16), Mage 1d6 = 4 (12), Guard 1d6 = 2 (8); other rulesets roll `faces`. */
export async function startedFight(
  ruleset: "bonus-actions" | "sr4" | "sr5" = "bonus-actions",
  faces: number[] = [6, 4, 2],
): Promise<Fight> {
  const f = await setUpFight(ruleset, [RUNNER, MAGE, GUARD]);
  f.world.scriptDice(faces);
  await f.gm(() => f.combat.startCombat());
  return f;
}

/** A combatant of the fight by name, on the running client. */
export function combatantNamed(f: Fight, name: string) {
  const c = f.combat.combatants.get(f.ids[name] as string);
  if (!c) throw new Error(`no combatant ${name}`);
  return c;
}

let requests = 0;
/** A request id of the one shape the GM's client reads (foundry.utils.randomID(): 16 letters and digits). */
export function requestId(): string {
  requests += 1;
  return `req${String(requests).padStart(13, "0")}`;
}
