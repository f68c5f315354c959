import { describe, expect, it } from "vitest";
import {
  d20Flags,
  d20Budget,
  orderBy,
  scriptedDice,
  type CombatantState,
  type CombatState,
  withFlags,
} from "../../../src/engine";
import { d20 } from "../../../src/engine/rulesets/d20";
import {
  actionSurge,
  awareness,
  bonusFeature,
  bornToFight,
  combatant,
  get,
  round,
  type Spec,
} from "./fixtures";

/** Starts round `turn` for everyone with the given d20 faces, as the flow does. */
function begin(state: CombatState, faces: number[], turn = state.turn + 1): CombatState {
  const dice = scriptedDice(faces);
  const next = { ...state, turn, currentId: null, actedOrder: [] };
  return { ...next, combatants: next.combatants.map((c) => d20.beginTurn(c, next, dice, undefined)) };
}

const unrolled = (specs: Spec[]) =>
  round(
    0,
    specs.map((s) => ({ ...s, score: null })),
  );
const order = (s: CombatState) =>
  s.combatants
    .filter((c) => d20.inPass(c, s))
    .sort((a, b) => orderBy(d20.orderKeys)(a, b))
    .map((c) => c.id);

describe("d20 ruleset: rounds", () => {
  it("d20 worked example 004: Falke (DEX +3) rolls 14 for 17, the militant (DEX +1) 18 for 19 and acts first", () => {
    const s = begin(
      unrolled([
        { id: "falke", dex: 16 },
        { id: "militant", dex: 12 },
      ]),
      [14, 18],
    );
    expect(get(s, "falke").score).toBe(17);
    expect(get(s, "militant").score).toBe(19);
    expect(order(s)).toEqual(["militant", "falke"]);
  });

  it("d20 rule 1: bonuses add to the roll and advantage keeps the higher of two d20s", () => {
    const s = begin(unrolled([{ id: "vet", dex: 10, sources: [bornToFight, awareness] }]), [4, 15]);
    expect(get(s, "vet").score).toBe(20);
    expect(get(s, "vet").roll?.dice).toEqual([4, 15]);
  });

  it("d20 rule 2: the score is kept for later rounds unless the setting re-rolls every round", () => {
    const r1 = begin(unrolled([{ id: "a", dex: 10 }]), [11]);
    const kept = begin(r1, []);
    expect(get(kept, "a").score).toBe(11);
    const rerolling = { ...r1, settings: { ...r1.settings, d20RerollEachRound: true } };
    expect(get(begin(rerolling, [3]), "a").score).toBe(3);
  });

  it("d20 rule 2: a roll made outside (a Foundry roll) is taken as given", () => {
    const s = unrolled([{ id: "a", dex: 10 }]);
    const c = get(s, "a");
    const given = { ...d20.beginTurn(c, { ...s, turn: 1 }, scriptedDice([7]), undefined).roll!, score: 23 };
    expect(d20.beginTurn(c, { ...s, turn: 1 }, scriptedDice([]), given).score).toBe(23);
  });

  it("d20 rule 2: one pass per round: when the sweep is done the round is over", () => {
    expect(d20.nextPass(begin(unrolled([{ id: "a" }]), [5]))).toBeNull();
  });

  it("d20 rule 3: the coin drawn at joining stays for the whole combat, re-rolls included", () => {
    let s = {
      ...unrolled([{ id: "a", coin: 0.3 }]),
      settings: { ...unrolled([]).settings, d20RerollEachRound: true },
    };
    s = begin(s, [5]);
    s = begin(s, [9]);
    expect(get(s, "a").coin).toBe(0.3);
  });

  it("d20 rule 3: a swapped tie holds while scores are kept, and is forgotten when a re-roll makes new ties", () => {
    const swapped = round(1, [{ id: "a", score: 12, tieOrder: 0 }]);
    expect(get(begin(swapped, []), "a").tieOrder).toBe(0);
    const rerolling = { ...swapped, settings: { ...swapped.settings, d20RerollEachRound: true } };
    expect(get(begin(rerolling, [19]), "a").tieOrder).toBeNull();
  });

  it("d20 rule 5: the reaction comes back at the start of one's own turn, not at the top of the round", () => {
    let s = begin(unrolled([{ id: "a" }, { id: "b" }]), [10, 5]);
    expect(d20Budget(get(s, "b").budget).reaction).toBe(1);
    s = d20.apply(s, { type: "spend", combatantId: "b", kind: "reaction" }, scriptedDice([]));
    s = begin(s, []);
    expect(d20Budget(get(s, "b").budget).reaction).toBe(0);
    expect(d20Budget(d20.phaseBudget(get(s, "b"), s)).reaction).toBe(1);
  });

  it("d20 rule 5: nothing is banked: unspent Actions and feet are gone when the next round begins", () => {
    const s = round(1, [{ id: "a", budget: { action: 1, movement: 30, object: 1, bonusAction: 1 } }]);
    expect(get(begin(s, []), "a").budget).toMatchObject({
      action: 0,
      movement: 0,
      object: 0,
      bonusAction: 0,
    });
  });

  it("d20 rule 5: Action Surge uses per rest come from the best active feature, once per turn", () => {
    const s = begin(unrolled([{ id: "op", sources: [actionSurge(1), actionSurge(2), bonusFeature] }]), [10]);
    expect(d20Flags(get(s, "op").flags).actionSurgeUses).toBe(2);
    const surged = {
      ...s,
      combatants: [
        { ...get(s, "op"), flags: withFlags(get(s, "op").flags, "d20", { actionSurgedThisTurn: true }) },
      ],
    };
    expect(d20Flags(get(begin(surged, []), "op").flags).actionSurgedThisTurn).toBe(false);
  });

  it("d20 rule 4: the surprise mark is dropped once round 2 begins, and the combatant is in the order", () => {
    const s = begin(unrolled([{ id: "guard", surprised: true }]), [12]);
    expect(order(s)).toEqual([]);
    const r2 = begin(s, []);
    expect(get(r2, "guard").flags.surprised).toBe(false);
    expect(order(r2)).toEqual(["guard"]);
  });
});

describe("d20 ruleset: changes to the actor mid-combat", () => {
  const onTurn = (c: CombatantState) => round(1, [{ id: c.id }], c.id);

  it("d20 rule 2: the score stays when the actor changes; a new DEX score re-sorts a tie at once", () => {
    const s = round(1, [
      { id: "a", score: 14, dex: 12 },
      { id: "b", score: 14, dex: 14 },
    ]);
    expect(order(s)).toEqual(["b", "a"]);
    const a = get(s, "a");
    const faster = d20.reconcile(s, a, { ...a.input, d20: { ...a.input.d20, dex: 18 } }, scriptedDice([]));
    expect(faster.score).toBe(14);
    expect(order({ ...s, combatants: [faster, get(s, "b")] })).toEqual(["a", "b"]);
  });

  it("d20 rule 5: on one's own turn a speed change moves the feet left by the difference", () => {
    const c = combatant({ id: "a", speed: 30, budget: { movement: 10 } });
    const slowed = d20.reconcile(
      onTurn(c),
      c,
      { ...c.input, d20: { ...c.input.d20, speed: 15 } },
      scriptedDice([]),
    );
    expect(d20Budget(slowed.budget).movement).toBe(0);
    const hasted = d20.reconcile(
      onTurn(c),
      c,
      { ...c.input, d20: { ...c.input.d20, speed: 40 } },
      scriptedDice([]),
    );
    expect(d20Budget(hasted.budget).movement).toBe(20);
  });

  it("d20 rule 5: losing the bonus-action feature mid-turn takes the unspent bonus action away", () => {
    const c = combatant({ id: "a", sources: [bonusFeature], budget: { bonusAction: 1 } });
    const lost = d20.reconcile(onTurn(c), c, { ...c.input, sources: [] }, scriptedDice([]));
    expect(d20Budget(lost.budget).bonusAction).toBe(0);
  });

  it("d20 rule 5: Action Surge uses follow a changed grant by the difference", () => {
    const c = combatant({ id: "a", sources: [actionSurge(1)], actionSurgeUses: 0 });
    const more = d20.reconcile(onTurn(c), c, { ...c.input, sources: [actionSurge(2)] }, scriptedDice([]));
    expect(d20Flags(more.flags).actionSurgeUses).toBe(1);
    const none = d20.reconcile(onTurn(c), c, { ...c.input, sources: [] }, scriptedDice([]));
    expect(d20Flags(none.flags).actionSurgeUses).toBe(0);
  });
});
