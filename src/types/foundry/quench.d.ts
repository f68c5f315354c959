// The slice of the Quench module's API (in-Foundry test runner, mocha + chai) and of document creation that
// Shadowturn's Quench batches use. Learned from systems that ship Quench batches: SR5
// `src/unittests/quench.ts` (`Hooks.on('quenchReady', quenchRegister)`, `quench.registerBatch(key, fn,
// {displayName})`), SR5 `src/unittests/sr5.SR5Actor.spec.ts` (`const {describe, it, assert, before, after} =
// context`), SR5 `src/unittests/utils.ts` (`Actor.create`, `Actor.deleteDocuments(ids)` for teardown), pf1
// `quench.registerBatch("pf1.actor.items.race", ...)`.

/** The chai `assert` calls our batches make (Quench hands chai to every batch; vitest exports the same). */
interface ShadowturnAssert {
  (value: unknown, message?: string): void;
  equal(actual: unknown, expected: unknown, message?: string): void;
  strictEqual(actual: unknown, expected: unknown, message?: string): void;
  notStrictEqual(actual: unknown, expected: unknown, message?: string): void;
  deepEqual(actual: unknown, expected: unknown, message?: string): void;
  isAtMost(value: number, max: number, message?: string): void;
  isAtLeast(value: number, min: number, message?: string): void;
  isTrue(value: unknown, message?: string): void;
  fail(message?: string): never;
}

/** What a batch function is given: mocha's suite functions and chai's assert (SR5 `sr5.SR5Actor.spec.ts`). */
interface ShadowturnQuenchContext {
  describe(name: string, fn: (this: ShadowturnSuiteThis | undefined) => void): void;
  it(name: string, fn: () => Promise<void> | void): void;
  before(fn: () => Promise<void> | void): void;
  after(fn: () => Promise<void> | void): void;
  assert: ShadowturnAssert;
}

/** Mocha's suite `this` (`this.timeout(ms)`, seen in Quench batches of other systems); absent under vitest. */
interface ShadowturnSuiteThis {
  timeout?(ms: number): void;
}

/** The object the `quenchReady` hook hands over (SR5 `quenchRegister(quench)`). */
interface ShadowturnQuench {
  registerBatch(
    key: string,
    fn: (context: ShadowturnQuenchContext) => void,
    options?: { displayName?: string },
  ): void;
}

/** A compendium pack's documents (`pack.getDocuments()`, seen in many v13 modules' migrations). */
interface ShadowturnPack {
  getDocuments(): Promise<{ name: string; toObject(): Record<string, unknown> }[]>;
}

/** Creating and deleting world documents (SR5 `utils.ts`: `SR5Actor.create(data)`, `Actor.deleteDocuments`). */
declare namespace Actor {
  function create(data: object[], options?: object): Promise<Actor[]>;
  function deleteDocuments(ids: string[], options?: object): Promise<unknown[]>;
}

/** `Combat.create({})`: a combat with no scene, its combatants made from actor ids (v13 E2E suites). */
declare namespace Combat {
  function create(data: object, options?: object): Promise<Combat | undefined>;
}

interface Combat {
  /** Makes it the combat the trackers show (LAN `lancer-tour.ts`, gumshoe's v13 end-to-end combat test). */
  activate(options?: object): Promise<Combat>;
  createEmbeddedDocuments(name: "Combatant", data: object[], options?: object): Promise<Combatant[]>;
  delete(options?: object): Promise<unknown>;
}
