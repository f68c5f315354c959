// The ScenarioError a scenario run throws, for tests that check which field it names.
import { ScenarioError } from "../../src/simulator/errors";

export function failure(run: () => unknown): ScenarioError {
  try {
    run();
  } catch (err) {
    if (err instanceof ScenarioError) return err;
    throw err;
  }
  throw new Error("expected a ScenarioError");
}
