// Flags stored by a world from before the ruleset groups (goFirst, pendingPasses, actionSurgeUses ... flat
// beside `delayed`): read into their groups when the combat loads (CombatModel.migrateData) and when a stored
// combatant is checked; a history entry of that world naming a flat flag undoes it in its group.
import { describe, expect, it } from "vitest";
import { d20Flags, makeInput, sr4Flags, START_FLAGS, turnOrder, type CombatState } from "../../../src/engine";
import { FLAG_DEFAULTS } from "../../../src/foundry/combat/engine-state-fields";
import { entries, undo } from "../../../src/foundry/combat/history";
import { checkedCombatant, storedForm } from "../../../src/foundry/combat/state-check";
import { setUpFight, type Fighter } from "./setup";
import { getRuleset } from "../../../src/engine";

// The empty budgets of the SR and d20 economies: a stored budget reads as its ruleset's economy's.
const SR_EMPTY = getRuleset("sr5").economy.empty;
const D20_EMPTY = getRuleset("d20").economy.empty;

const FIGHTERS: Fighter[] = [
  { name: "Samurai", input: { attributes: { reaction: 6, intuition: 4 } } },
  { name: "Ganger", input: { attributes: { reaction: 3, intuition: 3 } } },
];

type Loose = Record<string, unknown>;
type Stored = {
  _source: { system: { combatants: Record<string, { flags: Loose }> } };
  rebuild(): void;
  documentsChanged(): void;
};

const input = makeInput({ id: "a", name: "Operator" });

/** A stored combatant as a world from before the groups kept it: every flag flat. */
function flatStored(flat: Loose) {
  const { sr4: _sr4, seize: _seize, d20: _d20, ...shared } = FLAG_DEFAULTS;
  const stored = storedForm(
    {
      id: "a",
      input,
      score: 12,
      roll: null,
      coin: 0.5,
      passes: 1,
      phasesTaken: 0,
      actedThisPass: false,
      budget: { family: "d20", action: 1, bonusAction: 0, reaction: 1, object: 1, movement: 30 },
      flags: START_FLAGS,
      tieOrder: null,
    },
    null,
  );
  return { ...stored, flags: { ...shared, ...flat } as never };
}

describe("flags stored before the ruleset groups", () => {
  it("sr4 rule 7b: a runner who had spent Edge to go first in an older world still goes first once it loads", async () => {
    const f = await setUpFight("sr4", FIGHTERS);
    await f.gm(() => f.combat.startCombat());
    const stored = f.combat as unknown as Stored;
    const system = structuredClone(stored._source.system);
    const ganger = system.combatants[f.ids.Ganger!]!;
    const { sr4: _sr4, seize: _seize, d20: _d20, ...shared } = ganger.flags;
    ganger.flags = {
      ...shared,
      goFirst: true,
      extraPass: false,
      pendingPasses: 1,
      seized: false,
      blitz: false,
    };
    const Model = f.world.as("gm", () => CONFIG.Combat.dataModels.base) as unknown as new (data: object) => {
      toObject(): Stored["_source"]["system"];
    };
    stored._source.system = new Model(system).toObject();
    stored.rebuild();
    stored.documentsChanged();
    const state = f.combat.engineState();
    const c = state.combatants.find((x) => x.id === f.ids.Ganger)!;
    expect(sr4Flags(c.flags)).toMatchObject({ goFirst: true, pendingPasses: 1 });
    // with nobody acting yet, Ganger comes before the Samurai's higher score
    expect(turnOrder({ ...state, currentId: null })[0]?.combatantId).toBe(f.ids.Ganger);
  });

  it("d20 rule 5: Action Surge uses left and 'already surged this turn' read into the d20 group", () => {
    const stored = flatStored({ actionSurgeUses: 2, actionSurgedThisTurn: true, seizeDeclared: false });
    const c = checkedCombatant("a", "Operator", stored, () => input, [], D20_EMPTY);
    expect(d20Flags(c.flags)).toEqual({ actionSurgeUses: 2, actionSurgedThisTurn: true });
    // nothing of sr4's nor sr5's comes along: those groups hold only their defaults
    expect(c.flags.sr4).toBeUndefined();
    expect(c.flags.seize).toBeUndefined();
  });

  it("sr4 rule 7b: going back with an older world's entry gives back the go-first in the sr4 group", () => {
    const [[, entry]] = entries({
      h1: {
        round: 1,
        pass: 1,
        currentId: null,
        acted: 0,
        combatants: { a: { was: { "flags/goFirst": true }, absent: ["flags/edgeTestDeclared"] } },
      },
    }) as [[string, Parameters<typeof undo>[1]]];
    expect(entry.combatants?.a).toEqual({
      was: { "flags/sr4/goFirst": true },
      absent: ["flags/sr4/edgeTestDeclared"],
    });
    const state = {
      ruleset: "sr4",
      turn: 1,
      pass: 1,
      currentId: null,
      actedOrder: [],
      timedItems: [],
      combatants: [
        { id: "a", flags: { ...START_FLAGS, sr4: { ...FLAG_DEFAULTS.sr4, edgeTestDeclared: true } } },
      ],
    } as unknown as CombatState;
    const back = undo(state, entry).combatants[0]!;
    expect(sr4Flags(back.flags).goFirst).toBe(true);
    expect(sr4Flags(back.flags).edgeTestDeclared).toBeFalsy();
  });

  it("d20 rule 5: Action Surge uses stored as no whole number read as none left, never as NaN", () => {
    for (const uses of [1.5, Number.NaN, "2"]) {
      const stored = flatStored({ actionSurgeUses: uses, actionSurgedThisTurn: true });
      const c = checkedCombatant("a", "Operator", stored, () => input, [], D20_EMPTY);
      expect(d20Flags(c.flags).actionSurgeUses).toBe(0);
    }
  });

  it("a group left at its defaults is not read in, and one that is comes back as it was stored", () => {
    const stored = flatStored({});
    const withGroup = {
      ...stored,
      flags: { ...FLAG_DEFAULTS, sr4: { ...FLAG_DEFAULTS.sr4, outThisTurn: true } },
    };
    expect(checkedCombatant("a", "Operator", stored, () => input, [], SR_EMPTY).flags).toEqual({
      ...START_FLAGS,
      fullDefenseOwed: false,
    });
    const read = checkedCombatant("a", "Operator", withGroup, () => input, [], SR_EMPTY);
    expect(read.flags).toEqual({
      ...START_FLAGS,
      fullDefenseOwed: false,
      sr4: { ...FLAG_DEFAULTS.sr4, outThisTurn: true },
    });
  });
});
