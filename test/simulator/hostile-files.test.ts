// What a hostile file can cost the simulator (issue 29): work counted as the file expands before any of it is
// read further or played, a phase that looks up one row instead of ordering the whole turn, and combatant
// ids checked by their shape. Each refusal is one line on stderr, exit 2, the field named.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import * as engine from "../../src/engine";
import { ScenarioError } from "../../src/simulator/errors";
import { isCombatantId, MAX_ITEMS } from "../../src/simulator/field";
import { EXIT_BAD_SCENARIO, EXIT_OK, main } from "../../src/simulator/main";
import { runScenario } from "../../src/simulator/run";
import { MAX_WORK, validateScenario } from "../../src/simulator/validate";

vi.mock("../../src/engine", async (original) => {
  const real = await original<typeof engine>();
  return { ...real, turnOrder: vi.fn(real.turnOrder) };
});

const dir = mkdtempSync(join(tmpdir(), "shadowturn-hostile-"));

function scenario(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

const TWO = `ruleset: sr5
dice: { seed: 1 }
combatants:
  - { id: ann, attributes: { reaction: 3, intuition: 3, edge: 2 } }
  - { id: bob, attributes: { reaction: 4, intuition: 3, edge: 2 } }
`;

/** Must not be called: a refusal before the fight is played. */
const neverPlayed = (): never => {
  throw new Error("the fight was played");
};

/** One line on stderr naming the field, nothing on stdout, exit 2, nothing played. */
function refusedBeforePlay(file: string, field: string, what: RegExp): string {
  const r = main([file], neverPlayed);
  expect(r.stderr).not.toMatch(/the fight was played/);
  expect(r.status).toBe(EXIT_BAD_SCENARIO);
  expect(r.stdout).toBe("");
  const lines = r.stderr.trimEnd().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`${file}: ${field}: expected `);
  expect(lines[0]).toMatch(what);
  return lines[0]!;
}

/** A scenario whose first event's `do:` list is anchored and every other event repeats it by its alias. */
function aliasedActions(actions: number, events: number): string {
  const list = Array.from({ length: actions }, (_, i) => `      - { delay: ${i % 2 ? "ann" : "bob"} }`);
  const copies = Array.from({ length: events - 1 }, () => "  - { at: start-of-turn, do: *a }");
  return `${TWO}events:\n  - at: start-of-turn\n    do: &a\n${list.join("\n")}\n${copies.join("\n")}\n`;
}

describe("a hostile scenario file", () => {
  it("a 36 KB scenario whose action list is one alias repeated 99 times is refused before it plays its 100,000 actions", () => {
    const text = aliasedActions(1000, 100);
    expect(text.length).toBeLessThan(40 * 1024);
    const line = refusedBeforePlay(scenario("aliased.yaml", text), "events", /at most 20000000 work in all/);
    expect(line).toContain("2 combatants for 1 turns, 100 events, 100000 actions and 0 expectations");
  });

  it("the same pattern at 1 MiB (minutes, 2 GB and a stack overflow before) is refused by the count, not by a crash", () => {
    const text = aliasedActions(44_000, 100);
    expect(text.length).toBeGreaterThan(900 * 1024);
    expect(text.length).toBeLessThanOrEqual(1024 * 1024);
    refusedBeforePlay(scenario("aliased-1mib.yaml", text), "events", /4400000 actions/);
  });

  it("combatants who join count among the crowd: a crowd added by one aliased add is refused before it plays", () => {
    const adds = Array.from(
      { length: 90 },
      (_, i) => `      - { add: { id: x${i}, attributes: { reaction: 3, intuition: 3, edge: 1 } } }`,
    );
    const copies = Array.from({ length: 40 }, () => "  - { at: end-of-turn, do: *a }");
    const text = `${TWO}turns: 1000\nevents:\n  - at: end-of-turn\n    do: &a\n${adds.join("\n")}\n${copies.join("\n")}\n`;
    refusedBeforePlay(scenario("joining.yaml", text), "combatants", /3692 combatants for 1000 turns/);
  });

  it("a round of 4,500 d20 combatants is refused before it plays, naming the crowd", () => {
    const crowd = Array.from({ length: 4500 }, (_, i) => `  - { id: c${i}, d20: { dex: ${6 + (i % 14)} } }`);
    const text = `ruleset: d20\ndice: { seed: 1 }\ncombatants:\n${crowd.join("\n")}\n`;
    refusedBeforePlay(
      scenario("crowd.yaml", text),
      "combatants",
      /4500 combatants for 1 turns, .* are 20700000/,
    );
  });

  it("a round of 2,000 d20 combatants is played: the limit lets through what the bench plays", () => {
    const data = {
      ruleset: "d20",
      dice: { seed: 1 },
      combatants: Array.from({ length: 2000 }, (_, i) => ({ id: `c${i}`, d20: { dex: 6 + (i % 14) } })),
    };
    expect(() => validateScenario("crowd.yaml", data)).not.toThrow();
    expect((2000 + 100) * 2000).toBeLessThan(MAX_WORK);
  });

  it("a phase looks up its own row: a round of 300 orders the whole turn once per pass, not at every phase", () => {
    const order = vi.mocked(engine.turnOrder);
    const data = {
      ruleset: "d20",
      dice: { seed: 3 },
      combatants: Array.from({ length: 300 }, (_, i) => ({ id: `c${i}`, d20: { dex: 6 + (i % 14) } })),
    };
    const s = validateScenario("crowd.yaml", data);
    order.mockClear();
    const log = runScenario(s);
    expect(log.turns[0]!.passes[0]!.phases).toHaveLength(300);
    // before: four orderings of the whole turn per phase (1,200 here), each sorting all 300
    expect(order.mock.calls.length).toBeLessThanOrEqual(log.turns[0]!.passes.length);
  });

  it("a fight whose dice make more work than the file said stops at the limit with exit 2, naming turn and pass", () => {
    // sr5 rule 3: a score of 80-odd gives a pass for every 10 points; the file is small, the fight is long
    const s = validateScenario("high.yaml", {
      ruleset: "sr5",
      dice: { seed: 1 },
      combatants: ["ann", "bob"].map((id) => ({
        id,
        attributes: { reaction: 3, intuition: 3, edge: 2 },
        items: Array.from({ length: 4 }, (_, i) => ({ name: `Boost ${i}`, flat: 20 })),
      })),
    });
    expect(() => runScenario(s, {}, 100_000)).not.toThrow();
    let error: unknown;
    try {
      runScenario(s, {}, 1_000);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ScenarioError);
    expect((error as ScenarioError).field).toBe("(fight)");
    expect((error as ScenarioError).expected).toBe("workPlayed");
    expect((error as ScenarioError).params).toMatchObject({ max: 1_000, turn: 1 });
  });

  it(`a combatant with ${MAX_ITEMS + 1} items is refused, naming the list (any number was taken before)`, () => {
    const items = Array.from({ length: MAX_ITEMS + 1 }, (_, i) => `{ name: Boost ${i}, flat: 20 }`);
    const text = TWO.replace("edge: 2 } }", `edge: 2 }, items: [${items.join(", ")}] }`);
    const line = refusedBeforePlay(
      scenario("items.yaml", text),
      "combatants[0].items",
      /a list of at most 40 entries \(this one has 41\)/,
    );
    expect(line).not.toContain("Boost");
  });

  it(`an update whose addItems would give a combatant ${MAX_ITEMS + 1} items is refused, naming the update`, () => {
    const items = Array.from({ length: 21 }, (_, i) => `{ name: Boost ${i}, flat: 1 }`).join(", ");
    const text = `${TWO}events:\n  - { at: start-of-turn, do: [{ update: ann, addItems: [${items}] }, { update: ann, addItems: [${items}] }] }\n`;
    const r = main([scenario("add-items.yaml", text)]);
    expect(r.status).toBe(EXIT_BAD_SCENARIO);
    expect(r.stderr).toContain(
      "events[0].do[1].addItems: expected at most 40 items on one combatant (this update would give it 42)",
    );
  });
});

describe("combatant ids", () => {
  it.each(["constructor", "__proto__", "toString", "valueOf", "hasOwnProperty"])(
    "a combatant called %s is refused by the id's shape, exit 2 naming the field (exit 3 before)",
    (id) => {
      const file = scenario(`id-${id}.yaml`, TWO.replace("id: ann", `id: ${id}`));
      refusedBeforePlay(file, "combatants[0].id", /expected a combatant id: letters, digits, - and _/);
    },
  );

  it("a combatant who joins mid-fight is held to the same shape", () => {
    const text = `${TWO}events:\n  - { at: end-of-turn, do: [{ add: { id: toString, attributes: { reaction: 3, intuition: 3, edge: 1 } } }] }\n`;
    refusedBeforePlay(scenario("add-id.yaml", text), "events[0].do[0].add.id", /a combatant id/);
  });

  it("whatever the id, the simulator plays the fight or refuses the id with exit 2, never exits 3", () => {
    const id = fc.oneof(
      fc.constantFrom(...Object.getOwnPropertyNames(Object.prototype)),
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.stringMatching(/^[a-z][a-z0-9_-]{0,10}$/),
    );
    fc.assert(
      fc.property(id, (name) => {
        const data = {
          ruleset: "sr5",
          dice: { seed: 1 },
          combatants: [
            { id: name, attributes: { reaction: 3, intuition: 3, edge: 2 } },
            { id: `${name}-2`, attributes: { reaction: 4, intuition: 3, edge: 2 } },
          ],
        };
        const file = join(dir, "property.json");
        writeFileSync(file, JSON.stringify(data));
        const r = main([file]);
        if (isCombatantId(name) && isCombatantId(`${name}-2`)) {
          expect(r.status, r.stderr).toBe(EXIT_OK);
          expect(Object.hasOwn(Object.prototype, name)).toBe(false);
        } else {
          expect(r.status, r.stderr).toBe(EXIT_BAD_SCENARIO);
          expect(r.stderr).toMatch(/combatants\[[01]\]\.id: expected/);
        }
      }),
      { numRuns: 60 },
    );
  });
});
