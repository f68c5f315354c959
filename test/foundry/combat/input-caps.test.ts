// Issue 29, "what a player's own documents can cost everyone": the engine's input is copied into the Combat
// and sent to every client with each write, so what it takes from an actor is capped (a text at 100
// characters, a list at 40 entries) and the GM is told what was cut, once per actor per combat. Before, an
// item with a huge name on a player's actor was copied whole into every write.
import { describe, expect, it } from "vitest";
import { MAX_INPUT_CHARS, MAX_INPUT_ITEMS, cappedInput } from "../../../src/engine";
import { setUpFight, type Fighter } from "./setup";

const HUGE = "x".repeat(200_000);

const HOARDER: Fighter = {
  name: "Hoarder",
  owner: "p1",
  input: { attributes: { reaction: 5, intuition: 4, edge: 2 } },
  items: Array.from({ length: 50 }, (_, i) => ({
    id: `item${String(i).padStart(12, "0")}`,
    name: i === 0 ? HUGE : `Charm ${i}`,
    kind: "other" as const,
  })),
};
const GUARD: Fighter = { name: "Guard", input: { attributes: { reaction: 3, intuition: 3 } } };

describe("every string and list the engine's input takes from an actor is capped", () => {
  it("cappedInput: a long text cut to 100 characters, a long list to 40 entries, each named", () => {
    const { input, cut } = cappedInput({ name: HUGE, sources: Array(41).fill({ id: "a" }), n: 3 });
    expect(input.name).toHaveLength(MAX_INPUT_CHARS);
    expect(input.sources).toHaveLength(MAX_INPUT_ITEMS);
    expect(input.n).toBe(3);
    expect(cut).toEqual(["name", "sources"]);
  });

  it("a player's actor with a 200,000-character item and 50 items: the Combat keeps 40 short ones, the GM is told once", async () => {
    const f = await setUpFight("sr5", [HOARDER, GUARD]);
    f.world.scriptDice([3, 3, 3]);
    await f.gm(() => f.combat.startCombat());
    await f.world.settle();
    type Stored = { input: { sources: { name: string }[] } };
    const stored = (f.combat.turnState.combatants as unknown as Record<string, Stored>)[
      f.ids.Hoarder as string
    ]!.input;
    expect(stored.sources).toHaveLength(MAX_INPUT_ITEMS);
    expect(Math.max(...stored.sources.map((s) => s.name.length))).toBeLessThanOrEqual(MAX_INPUT_CHARS);
    // the actor changes twice more: each write stays small, and the GM is not told again
    for (const wound of [-1, -2]) {
      await f.as("p1", () => f.actors.Hoarder?.update({ "system.input.woundModifier": wound }));
      await f.world.settle();
    }
    expect(JSON.stringify(f.combat.turnState.combatants).length).toBeLessThan(100_000);
    const told = f.world.gmClient().notices.filter((n) => n.message.startsWith("Hoarder: the fight keeps"));
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain("sources");
  });
});
