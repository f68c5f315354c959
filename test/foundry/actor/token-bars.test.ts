// Token bars: every actor type declares its trackable attributes, each bar resolves to `{value, max}` on a
// real data model, and the manifest's default bars are the condition monitors (boxes left of each track).
import "../../stand-in/data";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
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
