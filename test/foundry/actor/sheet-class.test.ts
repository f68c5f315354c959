// The actor and item sheet classes on the Foundry stand-in: registration, rendering with the world's ruleset,
// refusing a bad value with a message naming field and actor while the rest saves, switching the mode or an
// item updating the formula at once, the roll button and spending an action in the running combat.
import { beforeEach, describe, expect, it } from "vitest";
import { createWorld, type StandInWorld } from "../../stand-in";
import { fakeTarget, prepareDocumentConfig, sheetRegistrations, StandInActor } from "../../stand-in/actors";
import { registerActorsAndItems } from "../../../src/foundry/actor/register";
import { ShadowturnActorSheet } from "../../../src/foundry/actor/sheet";
import { ShadowturnItemSheet } from "../../../src/foundry/item/sheet";
import { registerSettings } from "../../../src/foundry/settings";
import { decode, loadSamples, textOf } from "./render-support";

let world: StandInWorld;

function sample(name: string): StandInActor {
  const s = loadSamples().find((a) => a.name === name)!;
  return new StandInActor({ ...s, _id: s.id, items: s.items.map((i) => ({ ...i, _id: i.id })) });
}

async function open(actor: StandInActor) {
  const sheet = new ShadowturnActorSheet({ document: actor } as never);
  await sheet.render(true);
  return sheet as ShadowturnActorSheet & {
    html: string;
    submit(flat: object): Promise<void>;
    click(a: string, t: HTMLElement): Promise<void>;
  };
}

const formula = (html: string) => decode(textOf(html, "data-formula") ?? "");
const notices = () => world.gmClient().notices;

beforeEach(() => {
  world = createWorld();
  prepareDocumentConfig();
  registerSettings();
  registerActorsAndItems();
});

describe("actor sheet", () => {
  it("registers a data model and our sheet for every actor and item type, replacing the core sheets", () => {
    const config = CONFIG as unknown as { Actor: { dataModels: object }; Item: { dataModels: object } };
    expect(Object.keys(config.Actor.dataModels).sort()).toEqual(["character", "npc", "spirit", "vehicle"]);
    expect(Object.keys(config.Item.dataModels).sort()).toEqual([
      "action",
      "augmentation",
      "drug",
      "feature",
      "matrixGear",
    ]);
    const registered = sheetRegistrations.filter((r) => r.action === "register");
    expect(registered.some((r) => r.sheet === ShadowturnActorSheet && r.options?.makeDefault)).toBe(true);
    expect(registered.some((r) => r.sheet === ShadowturnItemSheet && r.options?.makeDefault)).toBe(true);
  });

  it("bonus-actions (world default): Alice's sheet shows REA + INT + 4d6 and her 3 physical bonus actions", async () => {
    const sheet = await open(sample("Alice"));
    expect(formula(sheet.html)).toBe("REA 5 + INT 4 + 3 + 4d6");
    expect(decode(textOf(sheet.html, "data-bonus") ?? "")).toBe("+3 bonus Simple actions, physical only");
  });

  it("the sheet follows the world's ruleset setting (sr4: hit test and passes)", async () => {
    await game.settings.set("shadowturn", "ruleset", "sr4");
    const sheet = await open(sample("Alice"));
    expect(formula(sheet.html)).toBe("REA 5 + INT 4 + 3 + hits(12d6)");
    expect(textOf(sheet.html, "data-passes")).toBe("4 initiative passes");
  });

  it("changing the world's ruleset re-renders open sheets with the new formula", async () => {
    const sheet = await open(sample("Alice"));
    expect(formula(sheet.html)).toBe("REA 5 + INT 4 + 3 + 4d6");
    await game.settings.set("shadowturn", "ruleset", "d20");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(formula(sheet.html)).toBe("1d20 + DEX 3");
  });

  it("a negative rating is refused with a message naming the field and the actor; the other change saves", async () => {
    const actor = sample("Bob");
    const sheet = await open(actor);
    await sheet.submit({ "system.attributes.body": -2, "system.attributes.reaction": 4 });
    expect(notices()).toEqual([
      { level: "warn", message: "Bob: Body must be a whole number from 1 to 15 (-2 was not saved)." },
    ]);
    expect((actor.system.attributes as { body: number; reaction: number }).body).toBe(4);
    expect((actor.system.attributes as { reaction: number }).reaction).toBe(4);
    expect(formula(sheet.html)).toBe("REA 4 + INT 3 + 1d6");
  });

  it("switching the mode to astral updates the formula at once (sr5 table: INT x 2 + 2d6)", async () => {
    const actor = sample("Ravenna");
    const sheet = await open(actor);
    await sheet.submit({ "system.initiative.mode": "astral" });
    expect(formula(sheet.html)).toBe("INT×2 10 + 2d6");
    expect(decode(textOf(sheet.html, "data-bonus") ?? "")).toBe("+2 bonus Simple actions, magic only");
  });

  it("switching an item off updates the formula at once and lists it as switched off", async () => {
    const actor = sample("Alice");
    const sheet = await open(actor);
    const wired = actor.items.find((i) => i.name === "Wired Reflexes III")!;
    await sheet.click("toggleItem", fakeTarget({}, wired.id));
    await sheet.render();
    expect(formula(sheet.html)).toBe("REA 5 + INT 4 + 1d6");
    expect(decode(textOf(sheet.html, "data-ignored") ?? "")).toContain("Wired Reflexes III: Switched off");
  });

  it("the roll button rolls initiative through the actor, creating the combatant if needed", async () => {
    const actor = sample("Alice");
    const sheet = await open(actor);
    await sheet.click("rollInitiative", fakeTarget({}));
    expect(actor.initiativeRolls).toEqual([{ createCombatants: true }]);
  });

  it("spending an action sends the budget command for this actor's combatant to the running combat", async () => {
    const actor = sample("Alice");
    const sheet = await open(actor);
    const commands: object[] = [];
    (game as unknown as { combat: object }).combat = {
      combatants: [{ id: "cmbt-alice", actorId: actor.id }],
      runCommand: async (c: object) => commands.push(c),
    };
    const fire = actor.items.find((i) => i.name === "Fire Weapon")!;
    await sheet.click("spendAction", fakeTarget({ kind: "simple", category: "physical" }, fire.id));
    expect(commands).toEqual([
      {
        type: "spend",
        combatantId: "cmbt-alice",
        kind: "simple",
        category: "physical",
        actionName: "Fire Weapon",
      },
    ]);
  });

  it("the sheet of the second unlinked token of one actor spends for that token's combatant (bonus-actions rule 3)", async () => {
    const base = sample("Bob");
    // an unlinked token's synthetic actor has the base actor's id (foundryvtt #9241) and knows its token
    const second = Object.create(base, { isToken: { value: true }, token: { value: { id: "tok-2" } } });
    const sheet = await open(second);
    const commands: { combatantId: string }[] = [];
    (game as unknown as { combat: object }).combat = {
      combatants: [
        { id: "cmbt-bob-1", actorId: base.id, tokenId: "tok-1" },
        { id: "cmbt-bob-2", actorId: base.id, tokenId: "tok-2" },
      ],
      runCommand: async (c: { combatantId: string }) => commands.push(c),
    };
    const fire = base.items.find((i) => i.name === "Fire Weapon") ?? base.items.contents[0]!;
    await sheet.click("spendAction", fakeTarget({ kind: "simple", category: "physical" }, fire.id));
    expect(commands.map((c) => c.combatantId)).toEqual(["cmbt-bob-2"]);
  });

  it("a combatant added from the token HUD without an actor id (foundryvtt #13095) is still the sheet's", async () => {
    const actor = sample("Alice");
    const sheet = await open(actor);
    const commands: { combatantId: string }[] = [];
    (game as unknown as { combat: object }).combat = {
      combatants: [{ id: "cmbt-alice", actorId: null, tokenId: "tok-a", token: { actorId: actor.id } }],
      runCommand: async (c: { combatantId: string }) => commands.push(c),
    };
    const fire = actor.items.find((i) => i.name === "Fire Weapon")!;
    await sheet.click("spendAction", fakeTarget({ kind: "simple", category: "physical" }, fire.id));
    expect(commands.map((c) => c.combatantId)).toEqual(["cmbt-alice"]);
  });

  it("spending an action outside a combat says the actor is not in it", async () => {
    const sheet = await open(sample("Bob"));
    await sheet.click("spendAction", fakeTarget({ kind: "complex", category: "physical" }));
    expect(notices()).toEqual([{ level: "warn", message: "Bob is not in the running combat." }]);
  });
});

/** An item's sheet, rendered, with the form values it would submit. */
async function openItem(item: object) {
  const sheet = new ShadowturnItemSheet({ document: item } as never) as ShadowturnItemSheet & {
    html: string;
    submit(flat: object): Promise<void>;
    render(): Promise<unknown>;
  };
  await sheet.render();
  return sheet;
}

describe("item sheet", () => {
  it("refuses a dice value above the limit of 5 naming the field and the item", async () => {
    const actor = sample("Alice");
    const item = actor.items.find((i) => i.name === "Wired Reflexes III")!;
    const sheet = await openItem(item);
    expect(sheet.html).toContain('name="system.initiative.dice" value="3"');
    await sheet.submit({ "system.initiative.dice": 7, "system.rating": 2 });
    expect(notices()).toEqual([
      {
        level: "warn",
        message: "Wired Reflexes III: Initiative dice must be a whole number from 0 to 5 (7 was not saved).",
      },
    ]);
    expect((item.system as { rating: number }).rating).toBe(2);
    expect((item.system.initiative as { dice: number }).dice).toBe(3);
  });

  it("d20 rule 1 and rule 5: a feature's d20 fields are edited and saved in its d20 group", async () => {
    const item = sample("Falke").items.find((i) => i.name === "Action Surge")!;
    const sheet = await openItem(item);
    expect(sheet.html).toContain('name="system.d20.actionSurge" value="1"');
    expect(sheet.html).toContain('name="system.d20.initiative"');
    await sheet.submit({ "system.d20.initiative": 2, "system.d20.bonusAction": true });
    expect(notices()).toEqual([]);
    expect(item.system.d20).toEqual({ initiative: 2, advantage: false, bonusAction: true, actionSurge: 1 });
    await sheet.submit({ "system.d20.initiative": 12 });
    expect(notices()).toEqual([
      {
        level: "warn",
        message: "Action Surge: Initiative must be a whole number from -10 to 10 (12 was not saved).",
      },
    ]);
    expect((item.system.d20 as { initiative: number }).initiative).toBe(2);
  });
});

describe("cross-field check", () => {
  it("current Edge above maximum Edge is refused with the actor's maximum as the limit", async () => {
    const actor = sample("Alice");
    const sheet = await open(actor);
    await sheet.submit({ "system.edge.value": 5, "system.edge.max": 3, "system.attributes.logic": 3 });
    expect(notices()).toEqual([
      {
        level: "warn",
        message: "Alice: Edge (current) must be a whole number from 0 to 3 (5 was not saved).",
      },
    ]);
    expect((actor.system.edge as { value: number }).value).toBe(3);
    expect((actor.system.attributes as { logic: number }).logic).toBe(3);
  });

  it("lowering the Edge rating below the points left carries the points down to the new rating", async () => {
    const actor = sample("Alice");
    const sheet = await open(actor);
    const edge = () => actor.system.edge as { value: number; max: number };
    await sheet.submit({ "system.edge.value": 3, "system.edge.max": 3 });
    // the form sends the points as they stand (3) with the lowered rating
    await sheet.submit({ "system.edge.value": 3, "system.edge.max": 1 });
    expect(notices()).toEqual([]);
    expect(edge()).toEqual({ value: 1, max: 1 });
    // a change that sends the rating alone carries them down too
    await sheet.submit({ "system.edge.max": 3 });
    await sheet.submit({ "system.edge.value": 3 });
    await sheet.submit({ "system.edge.max": 2 });
    expect(edge()).toEqual({ value: 2, max: 2 });
  });
});
