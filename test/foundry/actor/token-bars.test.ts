// Token bars: every actor type declares its trackable attributes, each bar resolves to `{value, max}` on a
// real data model, and the manifest's default bars are the condition monitors (boxes left of each track); what
// is typed into a bar on the token HUD changes the damage boxes the bar shows (foundryvtt #8907).
import "../../stand-in/data";
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { createWorld } from "../../stand-in";
import { prepareDocumentConfig, StandInActor, tokenHudBar } from "../../stand-in/actors";
import { registerActorsAndItems } from "../../../src/foundry/actor/register";
import { registerSettings } from "../../../src/foundry/settings";
import { CharacterModel } from "../../../src/foundry/actor/character";
import { NpcModel } from "../../../src/foundry/actor/npc";
import { SpiritModel } from "../../../src/foundry/actor/spirit";
import { VehicleModel } from "../../../src/foundry/actor/vehicle";
import { registerTokenBars } from "../../../src/foundry/actor/token-bars";
import { ACTOR_TYPES } from "../../../src/foundry/actor/specs";

const ACTOR_MODELS = { character: CharacterModel, npc: NpcModel, spirit: SpiritModel, vehicle: VehicleModel };
const manifest = JSON.parse(readFileSync("system.json", "utf8")) as Record<string, unknown>;

/** A prepared data model of `type` with `system` as its source. */
function model(type: string, system: object): Record<string, unknown> {
  const Model = ACTOR_MODELS[type as keyof typeof ACTOR_MODELS] as unknown as new (
    s: object,
    o: object,
  ) => Record<string, unknown> & { prepareDerivedData(): void };
  const m = new Model(system, { parent: { type, items: [] } });
  m.prepareDerivedData();
  return m;
}

const at = (obj: Record<string, unknown>, path: string) =>
  path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);

// a world (the stand-in's `game`) with our settings and documents registered, as at init
beforeEach(() => {
  createWorld();
  prepareDocumentConfig();
  registerSettings();
  registerActorsAndItems();
});

describe("token bars", () => {
  it("rules sr4 / sr5 wound tracks: every actor type's bars are {value, max} a token can draw", () => {
    const config = { Actor: {} as { trackableAttributes?: Record<string, { bar: string[] }> } };
    registerTokenBars(config);
    for (const type of ACTOR_TYPES) {
      const bars = config.Actor.trackableAttributes?.[type]?.bar ?? [];
      expect(bars, type).toContain("health.physical");
      const m = model(type, {});
      for (const path of bars)
        expect(at(m, path), `${type} ${path}`).toMatchObject({
          value: expect.any(Number),
          max: expect.any(Number),
        });
    }
  });

  it("a character with 3 physical boxes of damage (Body 4: 10 boxes) shows 7 of 10 on its health bar", () => {
    const m = model("character", { attributes: { body: 4 }, monitors: { physical: 3, stun: 0 } });
    expect(at(m, "health.physical")).toEqual({ value: 7, max: 10 });
  });

  it("a new token shows the physical and the stun track as its two bars", () => {
    expect([manifest.primaryTokenAttribute, manifest.secondaryTokenAttribute]).toEqual([
      "health.physical",
      "health.stun",
    ]);
  });
});

/** Our Actor document over the stand-in's core Actor, as registered at init (CONFIG.Actor.documentClass). */
function actorOf(system: object, type = "character"): StandInActor {
  const Cls = (CONFIG as unknown as { Actor: { documentClass: typeof StandInActor } }).Actor.documentClass;
  return new Cls({ name: "Samurai", type, system });
}
const SAMURAI_BODY_4 = { attributes: { body: 4, willpower: 2 }, monitors: { physical: 3, stun: 0 } };

describe("a token bar edited on the token HUD (foundryvtt #8907)", () => {
  it('"-3" on the health bar is 3 boxes of damage more: 7 of 10 left becomes 4 of 10', async () => {
    const actor = actorOf(SAMURAI_BODY_4);
    await tokenHudBar(actor, "health.physical", "-3");
    expect(at(actor.system, "monitors.physical")).toBe(6);
    expect(at(actor.system, "health.physical")).toEqual({ value: 4, max: 10 });
  });

  it('"+2" heals 2 boxes, never below no damage', async () => {
    const actor = actorOf(SAMURAI_BODY_4);
    await tokenHudBar(actor, "health.physical", "+2");
    expect(at(actor.system, "monitors.physical")).toBe(1);
    await tokenHudBar(actor, "health.physical", "+5");
    expect(at(actor.system, "monitors.physical")).toBe(0);
  });

  it('"5" or "=5" sets the boxes left: 5 of 10 is 5 boxes of damage; the stun bar writes the stun monitor', async () => {
    const actor = actorOf(SAMURAI_BODY_4);
    await tokenHudBar(actor, "health.physical", "5");
    expect(at(actor.system, "monitors.physical")).toBe(5);
    await tokenHudBar(actor, "health.stun", "=2");
    // Willpower 2: 9 boxes of stun, 2 left is 7 of damage
    expect(at(actor.system, "monitors.stun")).toBe(7);
  });

  it("damage past the end of the track stays counted: more damage adds to it, setting 0 left keeps it", async () => {
    const actor = actorOf({ ...SAMURAI_BODY_4, monitors: { physical: 12, stun: 0 } });
    expect(at(actor.system, "health.physical")).toEqual({ value: 0, max: 10 });
    await tokenHudBar(actor, "health.physical", "0");
    expect(at(actor.system, "monitors.physical")).toBe(12);
    await tokenHudBar(actor, "health.physical", "-1");
    expect(at(actor.system, "monitors.physical")).toBe(13);
  });

  it("a vehicle's one bar is its physical track; Edge and the plain monitor values stay core's", async () => {
    const drone = actorOf({ body: 2, monitors: { physical: 0 } }, "vehicle");
    const max = (at(drone.system, "health.physical") as { max: number }).max;
    await tokenHudBar(drone, "health.physical", "-2");
    expect(at(drone.system, "health.physical")).toEqual({ value: max - 2, max });
    const actor = actorOf({ ...SAMURAI_BODY_4, edge: { value: 3, max: 4 } });
    await tokenHudBar(actor, "edge", "-1");
    expect(at(actor.system, "edge")).toMatchObject({ value: 2 });
    await tokenHudBar(actor, "monitors.stun", "4");
    expect(at(actor.system, "monitors.stun")).toBe(4);
  });

  it("nothing is written when the bar does not change, and a modifyTokenAttribute hook may veto the edit", async () => {
    const actor = actorOf(SAMURAI_BODY_4);
    await tokenHudBar(actor, "health.physical", "7");
    expect(actor.updates).toEqual([]);
    Hooks.on("modifyTokenAttribute", () => false);
    await tokenHudBar(actor, "health.physical", "-3");
    expect(at(actor.system, "monitors.physical")).toBe(3);
  });
});
