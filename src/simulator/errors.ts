// A scenario the simulator cannot run. It names the file and the field (a path such as
// `combatants[1].attributes.reaction`) and what was expected, as a language key plus parameters so the
// CLI can say it in the user's language.
import type { Params } from "./messages";

export class ScenarioError extends Error {
  readonly file: string;
  readonly field: string;
  /** Key under SHADOWTURN.Simulator.Expected.* describing what the field should hold. */
  readonly expected: string;
  readonly params: Params;
  readonly got: unknown;
  constructor(file: string, field: string, expected: string, params: Params = {}, got?: unknown) {
    super(`${file}: ${field}: expected ${expected} ${JSON.stringify(params)}`);
    this.name = "ScenarioError";
    this.file = file;
    this.field = field;
    this.expected = expected;
    this.params = params;
    this.got = got;
  }
}
