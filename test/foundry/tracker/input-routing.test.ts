// Core's initiative input never sees our fields. Before 13.345 core's tracker took a change in any of its
// inputs as an initiative edit (13.345 release notes, #12891); the sr4 timed-item name field is such an input.
// The stand-in routes changes as the oldest build system.json admits would.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { StandInCombatTracker } from "../../stand-in/applications";
import { setUpFight, type Fighter } from "../combat/setup";
import { defineCombatTracker, type CombatTrackerBase } from "../../../src/foundry/tracker/tracker-app";

const Tracker = defineCombatTracker(StandInCombatTracker as unknown as CombatTrackerBase);
const minimum = (JSON.parse(readFileSync("system.json", "utf8")) as { compatibility: { minimum: string } })
  .compatibility.minimum;
const [generation, build] = minimum.split(".").map(Number) as [number, number];

const RUNNER: Fighter = { name: "Runner", owner: "p1", input: { attributes: { reaction: 4, intuition: 4 } } };
const GANGER: Fighter = { name: "Ganger", input: { attributes: { reaction: 3, intuition: 3 } } };

/** The timed-item name field of a row, as the template renders it (`input.st-timed-name`). */
function nameField(combatantId: string, value: string): HTMLInputElement {
  const row = { dataset: { combatantId } };
  return {
    value,
    name: "timedName",
    classList: { contains: (c: string) => c === "st-timed-name" },
    closest: () => row,
  } as unknown as HTMLInputElement;
}

describe(`core's input routing at the oldest admitted build (${minimum})`, () => {
  it("sr4 rule 11: a timed item named '12' typed into the acting row does not become its initiative", async () => {
    const f = await setUpFight("sr4", [RUNNER, GANGER], {}, { generation, build });
    f.world.scriptDice([5, 5, 5, 5, 5, 1, 1, 1, 1, 1, 1]);
    await f.gm(() => f.combat.startCombat());
    const acting = f.combat.combatant!;
    const before = f.combat.engineState();
    await f.as("p1", async () => {
      const app = new Tracker() as unknown as StandInCombatTracker;
      Object.assign(app, { viewed: f.combat });
      await app.changeInput(nameField(acting.id, "12"));
    });
    await f.world.settle();
    expect(f.combat.combatants.get(acting.id)?.initiative).toBe(
      before.combatants.find((c) => c.id === acting.id)?.score,
    );
    expect(f.combat.engineState()).toEqual(before);
  });

  it("system.json admits no build before 13.345, where core's initiative edit took any input", () => {
    expect(generation > 13 || build >= 345).toBe(true);
  });
});
