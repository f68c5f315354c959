// The forecast under the rows (issue 23, 4): the engine's plan of the rest of the turn, naming only whom the
// viewer sees, and following a changed score at once.
import { describe, expect, it } from "vitest";
import { apply, seededDice } from "../../../src/engine";
import { forecastView } from "../../../src/foundry/tracker/forecast-view";
import { sr4MidFight } from "./scenes";

const everyone = (names: Record<string, string>) => new Map(Object.entries(names));
const ALL = everyone({ alice: "Alice", bob: "Bob", carol: "Carol", dan: "Dan" });

describe("the forecast view (issue 23, 4)", () => {
  it("sr4 rule 2: in pass 2 with Carol acting, Dan is next and Alice alone acts in pass 3", () => {
    const { state } = sr4MidFight();
    expect(forecastView(state, ALL)).toEqual({
      nextName: "Dan",
      turnEnds: false,
      showNext: true,
      passes: [{ pass: 3, names: "Alice" }],
    });
  });

  it("a combatant hidden from the viewer is not named, and the next line is left out rather than skip it", () => {
    const { state } = sr4MidFight();
    const seen = everyone({ alice: "Alice", bob: "Bob", carol: "Carol" });
    const view = forecastView(state, seen);
    expect(view?.showNext).toBe(false);
    expect(JSON.stringify(view)).not.toContain("Dan");
  });

  it("rules 'scores set by hand', rule 1: a score of 0 typed for Dan takes his phase away: Alice in pass 3 is next at once", () => {
    const { state } = sr4MidFight();
    const typed = apply(state, { type: "set-score", combatantId: "dan", score: 0 }, seededDice(1));
    expect(forecastView(typed, ALL)).toMatchObject({
      nextName: "Alice",
      passes: [{ pass: 3, names: "Alice" }],
    });
    expect(forecastView({ ...state, turn: 0 }, ALL)).toBeNull();
  });
});
