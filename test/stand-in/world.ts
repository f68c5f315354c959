// One server and several connected clients (a GM and players), for tests. Each client has its own `game`,
// `Hooks`, `ui` and its OWN copies of the combats and their combatants; the globals resolve to the client
// whose code is running, tracked with AsyncLocalStorage so async work a hook starts keeps running as that
// client. The server keeps the stored data (`database`); a client's copy changes only when a write's result
// is broadcast to it, so a change one client makes to its copy alone is never seen by another. Every database
// write is recorded (one record per create / update / delete call) and its result delivered to every client,
// the writer first. Evidence for each behaviour: test/stand-in/EVIDENCE.md.
import { AsyncLocalStorage } from "node:async_hooks";
import { Collection, type Source } from "./documents";
import type { Expired } from "./effects";
import { HookRegistry } from "./hooks";
import { StandInRegion } from "./regions";

export interface StandInUserData {
  id: string;
  name: string;
  isGM?: boolean;
  /** Connected (FOUNDRY-API.md 6: `game.users.activeGM` is an active GM). */
  active?: boolean;
}

/** One recorded database write. */
export interface WriteRecord {
  action: "create" | "update" | "delete";
  documentName: string;
  /** Id of the document written (the parent's for embedded writes). */
  id: string;
  userId: string;
  /** Embedded documents touched by this one call (Combatant ids for a Combat update with `combatants`). */
  embedded: string[];
  data: unknown;
}

/** A permission refusal, as Foundry rejects a write the user may not make (FOUNDRY-API.md 1 pitfalls). */
export class PermissionError extends Error {
  constructor(user: string, action: string, what: string) {
    super(`User ${user} lacks permission to ${action} ${what}`);
    this.name = "PermissionError";
  }
}

export class StandInUser implements ShadowturnUser {
  readonly id: string;
  readonly name: string;
  readonly isGM: boolean;
  active: boolean;
  constructor(
    private readonly world: World,
    data: StandInUserData,
  ) {
    this.id = data.id;
    this.name = data.name;
    this.isGM = data.isGM ?? false;
    this.active = data.active ?? true;
  }
  get isSelf(): boolean {
    return this.world.current().user === this;
  }
  get isActiveGM(): boolean {
    return this.world.activeGM() === this;
  }
  /**
   * FOUNDRY-API.md 6 (DS `sockets.mjs`): runs `CONFIG.queries[name]` on this user's client and resolves to its
   * JSON-serialisable return value. The handler gets `(data, {timeout})` only: v13 does not tell it the sender
   * (#13418), so neither does the stand-in.
   */
  async query(name: string, data: object, options: { timeout?: number } = {}): Promise<unknown> {
    const target = this.world.clientOf(this.id);
    const payload = structuredClone(data);
    const result = await this.world.as(target, async () => {
      const handler = CONFIG.queries[name];
      if (!handler) throw new Error(`no query handler ${name}`);
      return handler(payload, options);
    });
    return result === undefined ? undefined : structuredClone(result);
  }
}

/** A notification shown on one client (`ui.notifications.warn(...)`). */
export interface Notice {
  level: "info" | "warn" | "error";
  message: string;
}

export class Client {
  readonly hooks = new HookRegistry();
  /** Warnings and errors shown on this client (what refusals and faults produce). */
  readonly notices: Notice[] = [];
  /** Informational notices (`ui.notifications.info`: whose phase begins, who is up next), kept apart. */
  readonly infos: string[] = [];
  /** Sounds played on this client only (`foundry.audio.AudioHelper.play(data, false)`). */
  readonly sounds: string[] = [];
  /** This client's own copies of the world's combats (`game.combats`); test/stand-in/combat.ts fills it. */
  readonly combats = new Collection<{ id: string }>();
  readonly ui: ShadowturnUi;
  constructor(readonly user: StandInUser) {
    const note = (level: Notice["level"]) => (message: string) => this.notices.push({ level, message });
    const info = (message: string) => this.infos.push(message);
    this.ui = { notifications: { info, warn: note("warn"), error: note("error") } };
  }
}

/** A combat as the server stores it: its own fields and its combatants' sources by id. */
export interface StoredCombat {
  source: Source;
  combatants: Map<string, Source>;
}

/**
 * What core does on each client when a Combat update carries `combatants` entries (EVIDENCE.md: not verified).
 * "combat-only": the entries are applied and only the Combat's `_onUpdate` and `updateCombat` run.
 * "combatants-first" / "combatants-after": each changed combatant's own `_onUpdate` and `updateCombatant`
 * run too, before or after the Combat's.
 */
export type ParentUpdate = "combat-only" | "combatants-first" | "combatants-after";

/** The die every stand-in Roll uses; tests script it. */
export type DieFunction = (faces: number) => number;

export class World {
  readonly users: StandInUser[];
  readonly clients: Client[];
  readonly writes: WriteRecord[] = [];
  /** Writes refused for permissions, so a test can assert there were none. */
  readonly refusals: PermissionError[] = [];
  /** Every evaluated stand-in Roll, in order. */
  readonly rolls: unknown[] = [];
  /** Every chat message created (test/stand-in/chat.ts). */
  readonly messages: { id: string; data: Record<string, unknown> }[] = [];
  /** Core's Tracker Settings (`combat.settings`: the tracked resource, Skip Defeated), one for the world. */
  trackerSettings = { resource: "", skipDefeated: false };
  /**
   * Top-level Combatant keys the server lets a non-GM owner write (EVIDENCE.md: `initiative` #10501, `system`
   * on v13+ LAN / ed4e / SR5; `type` and the rest refused, #12386). A test may narrow it to play a server that
   * refuses `system` (v12: COS PR #391, DS PR #134; 13.338: #12386).
   */
  playerCombatantKeys: string[] = ["initiative", "system"];
  /**
   * Milliseconds a Combat or Combatant write spends between the writer's call and the server storing it
   * (a real round trip; 0: at once). Each client's copy changes only when the result arrives, so a second
   * click in that time acts on what its user still sees.
   */
  writeLatencyMs = 0;
  /** How a Combat update's `combatants` entries reach each client's combatants (see ParentUpdate). */
  parentUpdate: ParentUpdate = "combat-only";
  /** Scene regions holding tokens (regions.ts): core's combat workflow triggers their events. */
  readonly regions: StandInRegion[] = [];
  /** What v14's effect registry expired, in order (effects.ts). */
  readonly expired: Expired[] = [];
  /**
   * While true, an unlinked token's combatant has no actor yet (`combatant.actor` null), as on v14 while a
   * world loads (foundryvtt #14467: "Combatants of unlinked tokens are initialized before the token's actor
   * delta has materialized", the `this.actor` check fails after a reload; daggerheart PR #1520 guards
   * combatants without an actor).
   */
  tokenActorsLoading = false;
  /** The server's stored combats, by id: what every client's copy is rebuilt from. */
  readonly database = new Map<string, StoredCombat>();
  private readonly storage = new AsyncLocalStorage<Client>();
  private queuedFaces: number[] = [];
  private seed = 12345;
  private idCounter = 0;
  /** Foundry generation the clients run (13 or 14), for the v13 / v14 branches (FOUNDRY-API.md 3). */
  generation: number;

  constructor(users: StandInUserData[], generation = 13) {
    this.users = users.map((u) => new StandInUser(this, u));
    this.clients = this.users.map((u) => new Client(u));
    this.generation = generation;
  }

  /** The client whose code is running; outside `as`, the first GM. */
  current(): Client {
    return this.storage.getStore() ?? this.gmClient();
  }

  gmClient(): Client {
    const gm = this.clients.find((c) => c.user.isGM);
    if (!gm) throw new Error("the stand-in world needs a GM");
    return gm;
  }

  clientOf(userId: string): Client {
    const client = this.clients.find((c) => c.user.id === userId);
    if (!client) throw new Error(`no client for user ${userId}`);
    return client;
  }

  /** Runs `fn` as the given client (user id or client); async work it starts stays that client. */
  as<T>(who: Client | string, fn: () => T): T {
    const client = typeof who === "string" ? this.clientOf(who) : who;
    return this.storage.run(client, fn);
  }

  /** FOUNDRY-API.md 6: the active GM is a connected GM; with several, the first (lowest id) one. */
  activeGM(): StandInUser | null {
    const gms = this.users.filter((u) => u.isGM && u.active).sort((a, b) => a.id.localeCompare(b.id));
    return gms[0] ?? null;
  }

  /** Queue die faces for the next rolls; when empty, dice come from a seeded stream. */
  scriptDice(faces: number[]): void {
    this.queuedFaces.push(...faces);
  }

  /** One die, used by the stand-in Roll. */
  die: DieFunction = (faces) => {
    const next = this.queuedFaces.shift();
    if (next !== undefined) {
      if (next < 1 || next > faces) throw new Error(`scripted face ${next} is not a face of a d${faces}`);
      return next;
    }
    this.seed = (this.seed * 1103515245 + 12345) % 2147483648;
    return 1 + (this.seed % faces);
  };

  /** A region holding these tokens. */
  addRegion(tokenIds: string[]): StandInRegion {
    const region = new StandInRegion(this.nextId("reg"), new Set(tokenIds));
    this.regions.push(region);
    return region;
  }

  nextId(prefix = "doc"): string {
    this.idCounter += 1;
    return `${prefix}${String(this.idCounter).padStart(16 - prefix.length, "0")}`;
  }

  /** The time a write spends on its way to the server (writeLatencyMs). */
  async roundTrip(): Promise<void> {
    if (this.writeLatencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.writeLatencyMs));
  }

  /** Records one write by the running client's user. */
  record(write: Omit<WriteRecord, "userId">): string {
    const userId = this.current().user.id;
    this.writes.push({ ...write, userId });
    return userId;
  }

  refuse(action: string, what: string): never {
    const error = new PermissionError(this.current().user.name, action, what);
    this.refusals.push(error);
    throw error;
  }

  /** Delivers a change to every client, the writer's first, each running as itself. */
  broadcast(deliver: () => void): void {
    const writer = this.current();
    const order = [writer, ...this.clients.filter((c) => c !== writer)];
    for (const client of order) this.as(client, deliver);
  }

  /** A copy of a combat as the server stores it (combatants as an array), for tests to compare with. */
  stored(combatId: string): Source {
    const stored = this.database.get(combatId);
    if (!stored) throw new Error(`no stored combat ${combatId}`);
    return structuredClone({ ...stored.source, combatants: [...stored.combatants.values()] });
  }

  /** Writes of one document type since `from` (an index into `writes`). */
  writesSince(from: number, documentName?: string): WriteRecord[] {
    return this.writes.slice(from).filter((w) => !documentName || w.documentName === documentName);
  }

  /** Lets async work started by hooks (the GM answering a relay) run to the end. */
  async settle(): Promise<void> {
    let seen = -1;
    for (let i = 0; i < 200 && seen !== this.writes.length; i += 1) {
      seen = this.writes.length;
      for (let j = 0; j < 5; j += 1) await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
