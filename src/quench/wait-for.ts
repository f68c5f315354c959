// Waiting in a batch for something that happens in its own time (a hook's work, a relay, a redraw).
import type { FightFixtures } from "./fixtures";

/** Whether `check` came to hold, looking again after each of up to 100 of the fixtures' settles (about 5 s). */
export async function waitFor(fixtures: FightFixtures, check: () => boolean): Promise<boolean> {
  for (let i = 0; i < 100 && !check(); i += 1) await fixtures.settle();
  return check();
}
