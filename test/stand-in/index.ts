// The stand-in for Foundry's client globals, for tests. Importing this module installs the classes (Roll,
// Combat, Combatant, ChatMessage, foundry.*); `createWorld()` makes a fresh world with a GM and players whose
// `game`, `Hooks`, `ui` and `CONFIG` the globals resolve to while that client's code runs. Each file here says
// which Foundry behaviour it mimics and where that behaviour was seen.
import { StandInCombat, StandInCombatant, setActorLookup, setTokenActorLookup } from "./combat";
import { chatMessageClass } from "./chat";
import { i18n, renderTemplate, SettingsStore } from "./core";
import { Collection, setWorld, type Source } from "./documents";
import "./data";
import { installDeletionOperator } from "./deletion";
import { effectRegistry, StandInActiveEffect } from "./effects";
import { REGION_EVENTS } from "./regions";
import { StandInRoll } from "./roll";
import { TestActor } from "./simple-actors";
import { World, type StandInUserData } from "./world";
import "./applications"; // the tracker's base class (test/stand-in/applications.ts)
import "./actors"; // Actor / Item documents with data models and the sheet bases (test/stand-in/actors.ts)

export { World, PermissionError, type ParentUpdate, type StandInUserData, type WriteRecord } from "./world";
export { TestActor, TestItem, type ActorInput } from "./simple-actors";
export { StandInCombat, StandInCombatant } from "./combat";
export { StandInActiveEffect, type Expired } from "./effects";
export { StandInRegion, type RegionEvent } from "./regions";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as any;
let current: World | null = null;
const games = new Map<string, ShadowturnGame>();
let config: Source = {};

function need(): World {
  if (!current) throw new Error("no stand-in world: call createWorld() first");
  return current;
}

/** Globals that stay the same for every client. */
function installGlobals(): void {
  g.foundry ??= {};
  g.foundry.utils = {
    ...g.foundry.utils,
    deepClone: <T>(v: T): T => structuredClone(v),
    randomID: () => need().nextId("rnd"),
  };
  // core's sound player: the stand-in records what each client played (EVIDENCE.md)
  g.foundry.audio = {
    AudioHelper: { play: (data: { src: string }) => void need().current().sounds.push(data.src) },
  };
  g.foundry.applications ??= {};
  g.foundry.applications.handlebars = { ...g.foundry.applications.handlebars, renderTemplate };
  // core's constants the combat workflow uses (regions.ts; the announcements `_playCombatSound` takes, EVIDENCE.md)
  g.CONST = {
    ...g.CONST,
    REGION_EVENTS,
    COMBAT_ANNOUNCEMENTS: ["startEncounter", "nextUp", "yourTurn"],
  };
  g.ActiveEffect = StandInActiveEffect;
  g.foundry.documents = { ...g.foundry.documents, ActiveEffect: StandInActiveEffect };
  g.Roll = StandInRoll;
  g.Combat = StandInCombat;
  g.Combatant = StandInCombatant;
  // Globals that depend on the client running: resolved through the world on every access.
  const perClient = {
    game: () => games.get(need().current().user.id),
    Hooks: () => need().current().hooks,
    ui: () => need().current().ui,
    CONFIG: () => config,
    ChatMessage: () => chatMessageClass(need().generation),
  };
  for (const [name, get] of Object.entries(perClient)) {
    Object.defineProperty(globalThis, name, { get, configurable: true });
  }
}
installGlobals();

export interface WorldOptions {
  users?: StandInUserData[];
  /** Foundry generation the clients run (13 or 14). */
  generation?: number;
  /** The build within the generation (`game.release.build`, e.g. 345 for 13.345); a recent one by default. */
  build?: number;
}

export interface StandInWorld extends World {
  /** The running client's own copies of the combats (outside `world.as`, the GM's). */
  readonly combats: Collection<StandInCombat>;
  actors: Collection<TestActor>;
}

/** A fresh world: by default a GM (`gm`) and two players (`p1`, `p2`). */
export function createWorld(options: WorldOptions = {}): StandInWorld {
  const users = options.users ?? [
    { id: "gm", name: "Gamemaster", isGM: true },
    { id: "p1", name: "Player One" },
    { id: "p2", name: "Player Two" },
  ];
  const world = new World(users, options.generation ?? 13) as StandInWorld;
  installDeletionOperator(world.generation);
  // Each client has its own copies: `world.combats` is the running client's (outside `as`, the GM's).
  Object.defineProperty(world, "combats", { get: () => world.current().combats, configurable: true });
  world.actors = new Collection<TestActor>();
  current = world;
  setWorld(world);
  setActorLookup((id) => (id ? (world.actors.get(id) ?? null) : null));
  // one synthetic actor per unlinked token, made from the base actor when first asked for
  const tokenActors = new Map<string, TestActor>();
  setTokenActorLookup((base, tokenId) => {
    if (world.tokenActorsLoading) return null;
    let synthetic = tokenActors.get(tokenId);
    if (!synthetic) {
      synthetic = new TestActor({ ...(base as TestActor)._source, _tokenId: tokenId });
      tokenActors.set(tokenId, synthetic);
    }
    return synthetic;
  });
  config = {
    // a combat theme's announcements, `CONFIG.Combat.sounds[theme][announcement]` lists of files (EVIDENCE.md)
    Combat: {
      documentClass: StandInCombat,
      dataModels: {},
      sounds: {
        test: {
          startEncounter: ["sounds/test/start.ogg"],
          nextUp: ["sounds/test/next-up.ogg"],
          yourTurn: ["sounds/test/your-turn.ogg"],
        },
      },
    },
    Combatant: { documentClass: StandInCombatant, dataModels: {} },
    ActiveEffect: { documentClass: StandInActiveEffect },
    queries: {},
    sounds: { dice: "sounds/dice.wav", notification: "sounds/notify.wav" },
    // GURPS issue #1909: core's skull toggles the status "dead"
    specialStatusEffects: { DEFEATED: "dead" },
  };
  // v14's effect registry (foundryvtt #13667); v13 has none
  const effectActors = () => [...world.actors, ...tokenActors.values()];
  (StandInActiveEffect as unknown as { registry?: unknown }).registry =
    world.generation >= 14 ? effectRegistry(effectActors, world.expired) : undefined;
  const settings = new SettingsStore();
  settings.registerCore(world.generation);
  const usersApi: ShadowturnUsers = {
    get activeGM() {
      return world.activeGM();
    },
    get contents() {
      return [...world.users];
    },
    get: (id) => world.users.find((u) => u.id === id),
    [Symbol.iterator]: () => world.users[Symbol.iterator](),
  };
  games.clear();
  const viewed = new Map<string, Combat | null>();
  for (const user of world.users) {
    games.set(user.id, {
      user,
      users: usersApi,
      settings: settings.api(),
      i18n: i18n(),
      combats: world.clientOf(user.id).combats as unknown as ShadowturnCombats,
      /** The combat this client views (core's `game.combat`: its first started one, unless a test sets it). */
      get combat() {
        if (viewed.has(user.id)) return viewed.get(user.id) ?? null;
        const combats = world.clientOf(user.id).combats.contents as unknown as StandInCombat[];
        return (combats.find((c) => c.started) ?? combats[0] ?? null) as unknown as Combat | null;
      },
      set combat(value: Combat | null) {
        viewed.set(user.id, value);
      },
      release: { generation: world.generation, build: options.build ?? (world.generation >= 14 ? 359 : 351) },
      system: { id: "shadowturn" },
    });
  }
  return world;
}

/** Runs `setup` once on every client, as each client runs the system's init and ready hooks. */
export function onEveryClient(world: World, setup: () => void): void {
  for (const client of world.clients) world.as(client, setup);
}

/**
 * Creates a combat as the GM (one write): the server stores it and every client builds its own copy with the
 * registered Combat class. Returns the GM's copy.
 */
export async function createCombat(world: StandInWorld, data: Source = {}): Promise<StandInCombat> {
  return world.as(world.gmClient(), async () => {
    const { combatants = [], ...own } = structuredClone(data) as Source;
    const source: Source = { round: 0, turn: null, ...own, _id: own._id ?? world.nextId("cmb") };
    const members = (combatants as Source[]).map((c) => ({ ...c, _id: c._id ?? world.nextId("cbt") }));
    world.record({ action: "create", documentName: "Combat", id: source._id, embedded: [], data });
    world.database.set(source._id, {
      source: structuredClone(source),
      combatants: new Map(members.map((c) => [c._id as string, structuredClone(c)])),
    });
    world.broadcast(() => {
      const Cls = config.Combat.documentClass as typeof StandInCombat;
      const copy = new Cls({ ...structuredClone(source), combatants: structuredClone(members) });
      world.current().combats.set(copy);
      copy.setupTurns();
    });
    return world.combats.get(source._id) as StandInCombat;
  });
}

/**
 * The token HUD's Dead status on a combatant's token: only the actor's status, one write, as the v13 HUD's
 * `effect` action does it (`actor.toggleStatusEffect(statusId, {active, overlay})`: artichron
 * `module/applications/hud/token-hud.mjs`, a pf2e HUD module's `_onToggleEffect`); the combatant's own
 * `defeated` is not touched (death-save/combat-utility-belt issue #11: "setting a token overlay to dead does
 * not also mark the corresponding combatant as defeated").
 */
export async function tokenHudDefeated(combatant: StandInCombatant, active: boolean): Promise<void> {
  const actor = combatant.actor as TestActor | null;
  const status = (config.specialStatusEffects as { DEFEATED?: string } | undefined)?.DEFEATED ?? "dead";
  await actor?.toggleStatusEffect(status, { active, overlay: true });
}

/** Adds an actor to the world (no write counted: the world is being set up). */
export function addActor(world: StandInWorld, source: Source): TestActor {
  const actor = new TestActor({ _id: world.nextId("act"), ownership: { default: 0 }, ...source });
  world.actors.set(actor);
  return actor;
}
