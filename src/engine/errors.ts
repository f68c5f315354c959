// Errors the engine raises. Both carry a stable code plus parameters so the Foundry layer can localise
// them (`SHADOWTURN.Error.<code>`), and an English message for the simulator and the console.

/** The rules refuse a command ("no Edge left", "not your phase"). The state is left unchanged. */
export class RuleError extends Error {
  readonly code: string;
  readonly params: Record<string, string | number>;
  constructor(code: string, message: string, params: Record<string, string | number> = {}) {
    super(message);
    this.name = "RuleError";
    this.code = code;
    this.params = params;
  }
}

/** Bad input: names the actor and the field and says what was expected. */
export class InputError extends Error {
  readonly actor: string;
  readonly field: string;
  readonly expected: string;
  constructor(actor: string, field: string, expected: string, got: unknown) {
    super(`${actor}: ${field} must be ${expected} (got ${JSON.stringify(got)})`);
    this.name = "InputError";
    this.actor = actor;
    this.field = field;
    this.expected = expected;
  }
}

/** A scripted dice sequence ran out: the scenario did not give enough dice. */
export class DiceExhaustedError extends Error {
  readonly used: number;
  constructor(used: number) {
    super(`the scripted dice ran out after ${used} dice`);
    this.name = "DiceExhaustedError";
    this.used = used;
  }
}
