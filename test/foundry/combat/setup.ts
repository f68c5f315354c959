// Test set-up for the combat layer: a stand-in world with a GM and two players, Shadowturn's settings and
// combat documents registered on every client, actors whose `system.initiativeInput()` gives engine input,
// and a combat holding them. Coins come from a seeded stream so ties are repeatable.
import {
  addActor,
  createCombat,
  createWorld,
  onEveryClient,
  type ActorInput,
  type StandInUserData,
  type StandInWorld,
  type TestActor,
} from "../../stand-in";
import {
  makeInput,
  makeSource,
  scriptedDice,
  type InitiativeSource,
  type RulesetId,
} from "../../../src/engine";
import { registerSettings, SYSTEM_ID, type SettingValues } from "../../../src/foundry/settings";
import {
  readyCombat,
  registerCombatDocuments,
  type ShadowturnCombat,
} from "../../../src/foundry/combat/register";
import { setCoinStream } from "../../../src/foundry/combat/foundry-dice";
import { registerShippedOnClient } from "../shipped-rulesets";

export interface Fighter {
  name: string;
  /** Combatant id (default: generated). */
  id?: string;
  /** Initiative sources kept on the actor instead of as items (scenario replays). */
  sources?: InitiativeSource[];
  /** Player who owns it (p1 / p2); none = the GM's NPC. */
  owner?: string;
  input?: Partial<Omit<ActorInput, "attributes" | "d20">> & {
    attributes?: Partial<ActorInput["attributes"]>;
    d20?: Partial<ActorInput["d20"]>;
  };
  items?: (Partial<InitiativeSource> & { id: string; name: string })[];
  /** Current (and maximum) Edge on the actor, `system.edge.value`, as the real actor models keep it. */
  edge?: number;
}

export interface Fight {
  world: StandInWorld;
  /** The running client's own copy of the combat (each client has one; outside `as`, the GM's). */
  readonly combat: ShadowturnCombat;
  actors: Record<string, TestActor>;
  /** Combatant id by fighter name. */
  ids: Record<string, string>;
  gm: <T>(fn: () => T) => T;
  as: <T>(user: string, fn: () => T) => T;
}

export function actorInput(f: Fighter): ActorInput {
  const { id: _id, name: _name, sources: _s, ...rest } = makeInput({ id: "x", name: f.name, ...f.input });
  // the dice and passes of the actor's kind (a spirit, a drone), which makeInput leaves to the actor types
  const { baseDice, basePasses } = f.input ?? {};
  return { ...rest, ...(baseDice ? { baseDice } : {}), ...(basePasses ? { basePasses } : {}) };
}

/** A world, Shadowturn registered on every client, the fighters in one combat (not started). */
export async function setUpFight(
  ruleset: RulesetId,
  fighters: Fighter[],
  settings: Partial<SettingValues> = {},
  options: {
    generation?: number;
    build?: number;
    coinSeed?: number;
    faces?: number[];
    users?: StandInUserData[];
    /** Each combatant on a token of its own ("linked" to its actor, or "unlinked": a synthetic actor). */
    tokens?: "linked" | "unlinked";
  } = {},
): Promise<Fight> {
  const world = createWorld({
    generation: options.generation ?? 13,
    ...(options.build ? { build: options.build } : {}),
    ...(options.users ? { users: options.users } : {}),
  });
  // The same coin stream as scriptedDice(faces, coinSeed) gives the simulator.
  const coins = scriptedDice([], options.coinSeed ?? 7);
  setCoinStream(() => coins.coin());
  onEveryClient(world, () => {
    registerSettings();
    registerShippedOnClient();
    registerCombatDocuments();
    readyCombat();
  });
  const gm = <T>(fn: () => T): T => world.as(world.gmClient(), fn);
  await gm(async () => {
    await game.settings.set(SYSTEM_ID, "ruleset", ruleset);
    for (const [key, value] of Object.entries(settings)) await game.settings.set(SYSTEM_ID, key, value);
  });
  const actors: Record<string, TestActor> = {};
  for (const f of fighters) {
    actors[f.name] = addActor(world, {
      name: f.name,
      ownership: f.owner ? { default: 0, [f.owner]: 3 } : { default: 0 },
      system: {
        input: actorInput(f),
        edge: f.edge === undefined ? undefined : { value: f.edge, max: f.edge },
        sources: f.sources,
      },
      items: (f.items ?? []).map((i) => ({ _id: i.id, name: i.name, system: { source: makeSource(i) } })),
    });
  }
  const combat = (await createCombat(world)) as unknown as ShadowturnCombat;
  const created = await gm(() =>
    (
      combat as unknown as { createEmbeddedDocuments: (n: string, d: object[]) => Promise<{ id: string }[]> }
    ).createEmbeddedDocuments(
      "Combatant",
      fighters.map((f) => {
        const actorId = actors[f.name]?.id;
        const token = options.tokens
          ? { id: tokenIdOf(f.name), actorId, actorLink: options.tokens === "linked" }
          : undefined;
        return {
          ...(f.id ? { _id: f.id } : {}),
          actorId,
          name: f.name,
          ...(token ? { tokenId: token.id, token } : {}),
        };
      }),
    ),
  );
  const ids = Object.fromEntries(fighters.map((f, i) => [f.name, created[i]?.id as string]));
  if (options.faces) world.scriptDice(options.faces);
  const combatId = combat.id;
  return {
    world,
    get combat() {
      return world.combats.get(combatId) as unknown as ShadowturnCombat;
    },
    actors,
    ids,
    gm,
    as: (user, fn) => world.as(user, fn),
  };
}

/** The token id of a fighter's combatant when the fight has tokens (setUpFight's `tokens`). */
export function tokenIdOf(name: string): string {
  return `tok-${name.replace(/\W+/g, "-")}`;
}

/** Names in Foundry's turn order. */
export function turnNames(combat: ShadowturnCombat): string[] {
  return combat.turns.map((c) => c.name ?? "");
}

/** The acting combatant's name. */
export function actingName(combat: ShadowturnCombat): string | undefined {
  return combat.combatant?.name ?? undefined;
}
