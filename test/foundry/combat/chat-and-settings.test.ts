// Initiative chat cards on v13 and v14, the grouped-card setting, hidden combatants' rolls; the world
// settings (registered, localized, ruleset locked while a combat runs); rolling before the start; combatants
// joining and leaving a running fight.
import { describe, expect, it } from "vitest";
import { loadLanguage } from "../../../src/repo-data/lang.mjs";
import { initiativeFormula, makeInput, rollInitiative, seededDice } from "../../../src/engine";
import { postInitiativeCards } from "../../../src/foundry/combat/chat-card";
import { SYSTEM_ID } from "../../../src/foundry/settings";
import { actingName, setUpFight, turnNames, type Fighter } from "./setup";

const A: Fighter = { name: "Alice", owner: "p1", input: { attributes: { reaction: 5, intuition: 4 } } };
const B: Fighter = { name: "Bob", input: { attributes: { reaction: 3, intuition: 3 } } };
const C: Fighter = { name: "Cleo", owner: "p2", input: { attributes: { reaction: 4, intuition: 4 } } };

type Card = { whisper?: string[]; blind?: boolean; appliedMode?: string; rolls: unknown[]; content: string };

function cards(f: { world: { messages: { data: Record<string, unknown> }[] } }): Card[] {
  return f.world.messages.map((m) => m.data as unknown as Card);
}

describe("initiative chat cards", () => {
  it("v13: one grouped card with every Roll, the roll mode applied with applyRollMode", async () => {
    const f = await setUpFight("sr5", [A, B, C], {}, { generation: 13 });
    await f.gm(() => f.combat.startCombat());
    const [card] = cards(f);
    expect(cards(f)).toHaveLength(1);
    expect(card?.rolls).toHaveLength(3);
    expect(card?.appliedMode).toBe("publicroll");
    expect(card?.content).toMatch(/Alice[\s\S]*Bob[\s\S]*Cleo/);
  });

  it("v14: the message mode comes from core.messageMode and is applied with applyMode", async () => {
    const f = await setUpFight("sr5", [A, B], {}, { generation: 14 });
    await f.gm(async () => {
      await game.settings.set("core", "messageMode", "gm");
      await f.combat.startCombat();
    });
    const [card] = cards(f);
    expect(card?.appliedMode).toBe("gm");
    expect(card?.whisper).toEqual(["gm"]);
  });

  it("a hidden combatant's roll goes to a GM-only card; one card per combatant when grouping is off", async () => {
    const f = await setUpFight("bonus-actions", [A, B, C], { groupedInitiativeCard: false });
    await f.gm(() => f.combat.combatants.get(f.ids.Bob as string)?.update({ hidden: true }));
    await f.gm(() => f.combat.startCombat());
    const all = cards(f);
    expect(all).toHaveLength(3);
    const bob = all.find((c) => c.content.includes("Bob"));
    expect(bob?.appliedMode).toBe("gmroll");
    expect(all.filter((c) => c.appliedMode === "publicroll")).toHaveLength(2);
    expect(all.every((c) => c.rolls.length === 1)).toBe(true);
  });

  it("issue 29 (docs 'Who may write what', hidden combatants): a hidden one rolling first leaves the players' card its dice sound, as without it", async () => {
    const sounds = async (hidden: boolean) => {
      const f = await setUpFight("bonus-actions", hidden ? [B, A, C] : [A, C]);
      if (hidden) await f.gm(() => f.combat.combatants.get(f.ids.Bob as string)?.update({ hidden: true }));
      await f.gm(() => f.combat.startCombat());
      const shown = (c: Card) => (c as Card & { sound?: string | null }).sound ?? null;
      return {
        players: cards(f)
          .filter((c) => c.appliedMode === "publicroll")
          .map(shown),
        gm: cards(f)
          .filter((c) => c.appliedMode === "gmroll")
          .map(shown),
        gmLocal: f.world.gmClient().sounds,
      };
    };
    expect((await sounds(false)).players).toEqual(["sounds/dice.wav"]);
    const withHidden = await sounds(true);
    expect(withHidden.players).toEqual(["sounds/dice.wav"]);
    expect(withHidden.gm).toEqual([null]);
    expect(withHidden.gmLocal).toEqual([]);
  });

  it("a combatant joining hidden rolls to the GM alone: its card carries no sound, the GM's client plays it", async () => {
    const f = await setUpFight("bonus-actions", [A]);
    const entry = {
      name: "Bob",
      actor: null,
      hidden: true,
      rolled: {
        combatantId: "b",
        roll: null,
        initiative: rollInitiative(
          initiativeFormula("bonus-actions", makeInput({ id: "b", name: "Bob" })),
          seededDice(1),
        ),
      },
    };
    await f.gm(() => postInitiativeCards([entry]));
    expect((cards(f).at(-1) as Card & { sound?: string | null }).sound ?? null).toBeNull();
    expect(f.world.gmClient().sounds).toEqual(["sounds/dice.wav"]);
  });

  it("a drone's card names its Pilot, as the drone's sheet does, not REA + INT (each actor kind shows what applies)", async () => {
    const f = await setUpFight("sr5", [A]);
    const input = makeInput({ id: "d", name: "Drone", attributes: { reaction: 3, intuition: 3, edge: 0 } });
    const initiative = rollInitiative(initiativeFormula("sr5", input), seededDice(1));
    const entry = (type: string) => ({
      name: "Rotor Drone",
      actor: { type } as unknown as Actor,
      hidden: false,
      rolled: { combatantId: "d", roll: new Roll("1d6") as unknown as Roll, initiative },
    });
    await f.gm(() => postInitiativeCards([entry("vehicle")]));
    expect(cards(f).at(-1)?.content).toContain("Pilot");
    expect(cards(f).at(-1)?.content).not.toContain("REA");
    await f.gm(() => postInitiativeCards([entry("character")]));
    expect(cards(f).at(-1)?.content).toContain("REA");
  });

  it("sr4 rule 4: the card says what the test means (hits, passes, glitch)", async () => {
    const f = await setUpFight("sr4", [
      { name: "Unlucky", input: { attributes: { reaction: 2, intuition: 2 } } },
    ]);
    // 4 dice: three 1s and a 2: a glitch with no hits, a critical glitch
    f.world.scriptDice([1, 1, 1, 2]);
    await f.gm(() => f.combat.startCombat());
    expect(cards(f)[0]?.content).toContain("Critical glitch");
    expect(cards(f)[0]?.content).toContain("0 hits");
  });
});

describe("rolling before the start and fighters joining or leaving", () => {
  it("sr5 rule 1: a player rolls their own combatant before the start; the score is kept for turn 1", async () => {
    const f = await setUpFight("sr5", [A, B], { whoRolls: "owners" });
    f.world.scriptDice([6]);
    await f.as("p1", () => f.combat.rollAll());
    await f.world.settle();
    expect(f.world.refusals).toEqual([]);
    expect(f.combat.combatants.get(f.ids.Alice as string)?.initiative).toBe(15);
    expect(f.combat.combatants.get(f.ids.Bob as string)?.initiative).toBeNull();
    f.world.scriptDice([1]);
    await f.gm(() => f.combat.startCombat());
    expect(f.combat.combatants.get(f.ids.Alice as string)?.initiative).toBe(15);
    expect(f.combat.combatants.get(f.ids.Bob as string)?.initiative).toBe(7);
    expect(cards(f)).toHaveLength(2);
  });

  it("a combatant added mid-turn rolls and joins the order; one removed mid-phase hands on to the next", async () => {
    const f = await setUpFight("bonus-actions", [A, B]);
    f.world.scriptDice([6, 1]);
    await f.gm(() => f.combat.startCombat());
    expect(turnNames(f.combat)).toEqual(["Alice", "Bob"]);
    const cleo = await f.gm(async () => {
      const { addActor } = await import("../../stand-in");
      const actor = addActor(f.world, {
        name: "Cleo",
        system: {
          input: {
            ...C.input,
            attributes: { reaction: 4, intuition: 4, edge: 2, dataProcessing: 0, response: 0 },
            edgePoints: 2,
            mode: "physical",
            dni: false,
            initiateGrade: 0,
            woundModifier: 0,
            bonusCategory: null,
            d20: { dex: 10, speed: 30, disadvantage: false },
          },
        },
      });
      f.world.scriptDice([5]);
      const created = await (
        f.combat as unknown as {
          createEmbeddedDocuments: (n: string, d: object[]) => Promise<{ id: string }[]>;
        }
      ).createEmbeddedDocuments("Combatant", [{ actorId: actor.id, name: "Cleo" }]);
      return created[0]?.id as string;
    });
    await f.world.settle();
    expect(f.combat.combatants.get(cleo)?.initiative).toBe(13);
    expect(turnNames(f.combat)).toEqual(["Alice", "Cleo", "Bob"]);
    await f.gm(() =>
      (
        f.combat as unknown as { deleteEmbeddedDocuments: (n: string, ids: string[]) => Promise<unknown> }
      ).deleteEmbeddedDocuments("Combatant", [f.ids.Alice as string]),
    );
    await f.world.settle();
    expect(actingName(f.combat)).toBe("Cleo");
    expect(f.world.refusals).toEqual([]);
  });
});

describe("world settings", () => {
  it("every setting is a world setting with a name and hint in English and German", async () => {
    const f = await setUpFight("sr5", [A]);
    const en = loadLanguage("en");
    const de = loadLanguage("de");
    const keys = [
      "ruleset",
      "rerollEachTurn",
      "interruptActions",
      "sr4TieDisplay",
      "groupedInitiativeCard",
      "autoSkipSpent",
      "budgetVisibility",
      "d20RerollEachRound",
    ];
    for (const key of keys) {
      for (const part of ["Name", "Hint"]) {
        const id = `SHADOWTURN.Settings.${key}.${part}`;
        expect(en[id], id).toBeTruthy();
        expect(de[id], id).toBeTruthy();
      }
      expect(f.gm(() => game.settings.get(SYSTEM_ID, key))).toBeDefined();
    }
    expect(f.gm(() => game.settings.get(SYSTEM_ID, "ruleset"))).toBe("sr5");
  });

  it("rules rulesets: switching the ruleset while a combat runs is refused with an explanation", async () => {
    const f = await setUpFight("sr5", [A, B]);
    await f.gm(() => f.combat.startCombat());
    await f.gm(() => game.settings.set(SYSTEM_ID, "ruleset", "d20"));
    await f.world.settle();
    expect(f.gm(() => game.settings.get(SYSTEM_ID, "ruleset"))).toBe("sr5");
    expect(f.world.gmClient().notices.at(-1)?.message).toContain("SR5");
    expect(f.combat.engineState().ruleset).toBe("sr5");
  });

  it("a new combat plays the world's ruleset chosen before it starts", async () => {
    const f = await setUpFight("sr5", [A, B]);
    await f.gm(() => game.settings.set(SYSTEM_ID, "ruleset", "d20"));
    await f.gm(() => f.combat.startCombat());
    expect(f.combat.engineState().ruleset).toBe("d20");
    expect((f.combat.system as unknown as { ruleset: string }).ruleset).toBe("d20");
  });
});
