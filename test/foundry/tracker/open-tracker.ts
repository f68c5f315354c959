// The tracker class on the stand-in base, and a tracker opened by one user over a fight's combat, its context
// prepared as core does before rendering. Shared by the tracker tests that play a fight through the app.
import { StandInCombatTracker } from "../../stand-in/applications";
import type { Fight } from "../combat/setup";
import { defineCombatTracker, type CombatTrackerBase } from "../../../src/foundry/tracker/tracker-app";

export const Tracker = defineCombatTracker(StandInCombatTracker as unknown as CombatTrackerBase);
export type TrackerApp = InstanceType<typeof Tracker>;

export async function openTracker(
  f: Fight,
  user: string,
): Promise<{ app: TrackerApp; context: Record<string, unknown> }> {
  return f.as(user, async () => {
    const app = new Tracker();
    Object.assign(app, { viewed: f.combat });
    const context = await (
      app as unknown as { _prepareContext(o: object): Promise<Record<string, unknown>> }
    )._prepareContext({});
    return { app, context };
  });
}
