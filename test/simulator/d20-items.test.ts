// A home-made item's d20 effects in a scenario: under its `d20` key, as on an engine source; scenarios
// written before that key gave them flat (d20Initiative ...) and still play, but a field given both ways is
// refused, naming the field.
import { describe, expect, it } from "vitest";
import { parseScenarioText } from "../../src/simulator/parse";
import { validateScenario } from "../../src/simulator/validate";
import { failure } from "./scenario-failure";

const FILE = "inline.yaml";

/** A d20 fight of one combatant carrying `items`. */
function sources(items: string) {
  const text = `ruleset: d20
dice: { scripted: [10] }
combatants:
  - { id: brann, name: Brann, d20: { dex: 14 }, items: ${items} }
`;
  return validateScenario(FILE, parseScenarioText(FILE, text)).combatants[0]!.sources;
}

describe("a home-made item's d20 effects", () => {
  it("d20 rule 1 and rule 5: read from its d20 key", () => {
    const [btf, surge] = sources(
      "[{ name: Born to Fight, d20: { initiative: 5 } }, { name: Surge, d20: { actionSurge: 1, bonusAction: true } }]",
    );
    expect(btf!.d20).toEqual({ initiative: 5, advantage: false, bonusAction: false, actionSurge: 0 });
    expect(surge!.d20).toEqual({ initiative: 0, advantage: false, bonusAction: true, actionSurge: 1 });
  });

  it("d20 rule 1: the old flat names still read the same", () => {
    const [old] = sources("[{ name: Born to Fight, d20Initiative: 5, d20Advantage: true }]");
    expect(old!.d20).toEqual({ initiative: 5, advantage: true, bonusAction: false, actionSurge: 0 });
    expect(old).not.toHaveProperty("d20Initiative");
  });

  it("a field given both ways, or an unknown one in d20, is refused and named", () => {
    const both = failure(() => sources("[{ name: X, d20Initiative: 5, d20: { initiative: 3 } }]"));
    expect(both).toMatchObject({ field: "combatants[0].items[0].d20Initiative", expected: "knownKey" });
    const typo = failure(() => sources("[{ name: X, d20: { initative: 3 } }]"));
    expect(typo).toMatchObject({ field: "combatants[0].items[0].d20.initative", expected: "knownKey" });
  });
});
