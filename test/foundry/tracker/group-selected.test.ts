// The GM makes a group from the tokens selected on the map (rules "Scores set by hand, and who rolls", rule 3).
import { describe, expect, it } from "vitest";
import { groupCommands } from "../../../src/foundry/tracker/group-selected";

const COMBATANTS = [
  { id: "c1", tokenId: "t1" },
  { id: "c2", tokenId: "t2" },
  { id: "c3", tokenId: "t3" },
  { id: "c4", tokenId: null },
];

describe("group the selected tokens (rule 3)", () => {
  it("the combatants of the selected tokens join one group, in the tracker's order", () => {
    expect(groupCommands(COMBATANTS, ["t3", "t1", "elsewhere"], "g")).toEqual([
      { type: "group", combatantId: "c1", groupId: "g" },
      { type: "group", combatantId: "c3", groupId: "g" },
    ]);
  });

  it("fewer than two selected tokens in this combat make no group", () => {
    expect(groupCommands(COMBATANTS, ["t2", "elsewhere"], "g")).toBeNull();
    expect(groupCommands(COMBATANTS, [], "g")).toBeNull();
  });
});
