// The group header's name (rules "Scores set by hand, and who rolls", rule 3): the words the members' names
// share, so six "Ganger n" read as "Ganger", and nothing made up when they share none.
import { describe, expect, it } from "vitest";
import { sharedName } from "../../../src/foundry/tracker/group-head";

describe("a group header's name (rule 3)", () => {
  it("the words every member's name starts with", () => {
    expect(sharedName(["Ganger 1", "Ganger 2", "Ganger 3"])).toBe("Ganger");
    expect(sharedName(["Red Samurai A", "Red Samurai B"])).toBe("Red Samurai");
    expect(sharedName(["Ghoul", "Ghoul"])).toBe("Ghoul");
  });

  it("none when the names share no first word (the header then says whose group it is)", () => {
    expect(sharedName(["Alice", "Bob"])).toBeNull();
    expect(sharedName(["Ganger1", "Ganger2"])).toBeNull();
    expect(sharedName([])).toBeNull();
  });
});
