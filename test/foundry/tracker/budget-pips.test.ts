// The tracker's pips of a row's budget, as the ruleset's economy gives them (d20 rule 5: movement in feet):
// whatever an economy hands over, a row never shows movement below 0 feet, nor a number that is not one.
import { describe, expect, it } from "vitest";
import { turnOrder } from "../../../src/engine";
import { budgetView } from "../../../src/foundry/tracker/budget-pips";
import { round } from "../../engine/d20/fixtures";

function movementShown(movement: number): number | null {
  const begun = round(1, [{ id: "falke", budget: { movement } }], "falke");
  // Falke's turn has begun: the row shows what is left of it
  const state = { ...begun, combatants: begun.combatants.map((c) => ({ ...c, phaseBegun: true })) };
  const row = turnOrder(state).find((r) => r.combatantId === "falke")!;
  return budgetView({ state, c: state.combatants[0], row }).movement;
}

describe("budget pips: movement", () => {
  it("d20 rule 5: the feet of movement left, never below 0, never NaN or endless", () => {
    expect(movementShown(25)).toBe(25);
    expect(movementShown(-5)).toBe(0);
    expect(movementShown(Number.NaN)).toBe(0);
    expect(movementShown(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
