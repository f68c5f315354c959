// The ScenarioError a scenario run throws, for tests that check which field it names.
import { ScenarioError } from "../../src/simulator/errors";
import { caught } from "../support/caught";

export function failure(run: () => unknown): ScenarioError {
  return caught(ScenarioError, run);
}
