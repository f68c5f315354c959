// Stand-in ActiveEffects on actors, and v14's registry that expires them in combat. Behaviour mimicked and
// where it was seen (test/stand-in/EVIDENCE.md, "Active effects"):
// - `actor.createEmbeddedDocuments("ActiveEffect", data)` builds `CONFIG.ActiveEffect.documentClass` and runs
//   its `_preCreate(data, options, user)` on the creating client before anything is stored; `false` cancels;
//   `updateSource` there changes what is stored (crucible `module/documents/active-effect.mjs`, torgeternity
//   `torgActiveEffect.js`).
// - v13: an effect made in a fight records where it starts, `duration.startRound` / `duration.startTurn` from
//   the combat's round and turn unless given (DFreds/dfreds-convenient-effects #49 and crucible PR #266 set
//   `startRound` to the current round themselves); `duration.remaining` counts rounds with the turns as
//   hundredths from there: not verified (foundryvtt #7624 says `remaining` is derived when the effect is
//   prepared; the exact count is the stand-in's reading). Nothing expires an effect on v13 by itself
//   (sun-dragon-cult/fvtt-system-rqg #898: the times-up module did that before v14; weirdwizard #68 does it
//   by hand).
// - v14: the effect's `start` records the combat, its current combatant, round and turn (draw-steel PR #1880:
//   "defaulting to the *current* combatant"; torgeternity #668; crucible PR #705); `duration.expiry` names
//   the event that ends it ("turnStart", "turnEnd", "roundStart", "roundEnd", "combatStart", "combatEnd").
//   `ActiveEffect.registry.refresh(event, context)` expires every effect whose expiry event that is
//   (`isExpiryEvent`, as Savantford/foundry-weirdwizard `v14-support` overrides it and
//   vicroms/draw-steel-combat-tools feeds it: a turn event is the effect's combatant's when
//   `context.combat.combatant` (turnStart) or `context.combat.previous.combatantId` (turnEnd) is it; a round
//   or combat event is that of every effect whose actor is in the fight) and whose duration has run out. An
//   effect with an expiry event and no duration lasts until the event (foundryvtt #13667, stwlam: "treated as
//   running indefinitely unless/until the event is reached"; dnd5e PR #6837). How a finite duration counts in
//   v14: not verified, the stand-in refuses one. Expiring deletes (`CONFIG.ActiveEffect.expiryAction`,
//   torgeternity #668 sets "delete"; the default: not verified).
import { Collection, world, type Source } from "./documents";

/** The actor an effect sits on, as the stand-in actors provide it. */
export interface EffectParent {
  readonly id: string;
  readonly name: string;
  readonly effects: Collection<{ id: string }>;
  readonly isToken?: boolean;
  readonly token?: { id: string } | null;
}

function mergeInto(target: Source, changes: Source): void {
  for (const [k, v] of Object.entries(changes)) {
    if (v && typeof v === "object" && !Array.isArray(v) && target[k] && typeof target[k] === "object")
      mergeInto(target[k], v);
    else target[k] = v;
  }
}

/** `game.combat`: the combat this client views (the stand-in: its first started one, else its first). */
function viewedCombat(): Source | null {
  const combats = [...(game.combats as unknown as Iterable<Source>)];
  return combats.find((c) => c.started) ?? combats[0] ?? null;
}

/** A point of a fight as one number: rounds, with the turn as hundredths (the stand-in's reading, see above). */
function combatTime(round: number, turn: number, nTurns?: number): number {
  const t = nTurns === undefined ? turn : Math.min(turn, nTurns);
  return Math.max(round, 0) + Math.max(t, 0) / 100;
}

export class StandInActiveEffect {
  _source: Source;
  readonly parent: EffectParent;
  constructor(source: Source, options: { parent: EffectParent }) {
    this._source = structuredClone({ duration: {}, ...source });
    this.parent = options.parent;
  }
  get id(): string {
    return this._source._id;
  }
  get name(): string {
    return this._source.name;
  }
  get actor(): EffectParent {
    return this.parent;
  }
  updateSource(changes: Source): void {
    mergeInto(this._source, structuredClone(changes));
  }
  /** Where an effect created on an actor starts (see the file's head for each generation). */
  protected async _preCreate(
    _data: Source,
    _options: Source,
    _user: ShadowturnUser,
  ): Promise<boolean | void> {
    const combat = viewedCombat();
    if (!combat) return;
    if (world().generation >= 14) {
      this.updateSource({
        start: {
          combat: combat.id,
          combatant: combat.combatant?.id ?? null,
          round: combat.round,
          turn: combat.turn,
        },
      });
      return;
    }
    const given = this._source.duration ?? {};
    const start: Source = { startRound: combat.round, startTurn: combat.turn ?? 0, combat: combat.id };
    for (const k of Object.keys(start)) if (typeof given[k] === "number") delete start[k];
    this.updateSource({ duration: start });
  }
  /** The creating client's side: `_preCreate`; false when it cancels. */
  async beforeCreate(data: Source, options: Source): Promise<boolean> {
    return (await this._preCreate(data, options, game.user)) !== false;
  }
  /**
   * `effect.duration`: the stored fields, and on v13 `remaining` derived from the combat's round and turn
   * (in rounds with the turns as hundredths: not verified, the file's head).
   */
  get duration(): Source {
    const d = { ...this._source.duration };
    if (world().generation >= 14) return d;
    const combat = viewedCombat();
    if (!(d.rounds || d.turns) || !combat) return { ...d, remaining: null };
    const nTurns = (combat.turns?.length as number) || 1;
    const current = combatTime(combat.round ?? 0, combat.turn ?? 0);
    const duration = combatTime(d.rounds ?? 0, d.turns ?? 0);
    const start = combatTime(d.startRound ?? 0, d.startTurn ?? 0, nTurns);
    if (current <= start) return { ...d, remaining: duration };
    return { ...d, remaining: Math.max(Math.round((start + duration - current) * 100) / 100, 0) };
  }
  /** v14 only: where the effect started, its combat as the document. */
  get start(): Source | undefined {
    if (world().generation < 14) return undefined;
    const s = this._source.start ?? {};
    const combats = game.combats as unknown as { get(id: string): Source | undefined };
    return { ...s, combat: s.combat ? (combats.get(s.combat) ?? null) : null };
  }
  /** v14's check that `event` ends this effect (the file's head). */
  isExpiryEvent(event: string, context: Source = {}): boolean {
    const expiry = this._source.duration?.expiry;
    if (!expiry || event !== expiry) return false;
    const combat = (context.combat ?? viewedCombat()) as Source | null;
    if (!combat?.started) return false;
    const start = this.start ?? {};
    const own =
      start.combat?.id === combat.id && start.combatant ? combat.combatants.get(start.combatant) : undefined;
    const mine = own ?? combat.getCombatantsByActor(this.actor)[0];
    if (!mine) return false;
    if (event === "turnStart") return combat.combatant?.id === mine.id;
    if (event === "turnEnd") return combat.previous?.combatantId === mine.id;
    return ["roundStart", "roundEnd", "combatStart", "combatEnd"].includes(event);
  }
  /** Whether the duration has run out (an expiry event without a duration: at the event). */
  get ranOut(): boolean {
    const value = this._source.duration?.value;
    if (value === undefined || value === null) return true;
    throw new Error("stand-in: how v14 counts a finite effect duration is not mimicked");
  }
  async delete(): Promise<this> {
    world().record({ action: "delete", documentName: "ActiveEffect", id: this.id, embedded: [], data: null });
    this.parent.effects.delete(this.id);
    return this;
  }
}

/** `actor.createEmbeddedDocuments("ActiveEffect", data)`: each one's `_preCreate`, then stored. */
export async function createEffects(parent: EffectParent, data: Source[]): Promise<StandInActiveEffect[]> {
  const w = world();
  const Cls = ((CONFIG as unknown as Source).ActiveEffect?.documentClass ??
    StandInActiveEffect) as typeof StandInActiveEffect;
  const made: StandInActiveEffect[] = [];
  for (const d of data) {
    const effect = new Cls({ _id: w.nextId("eff"), ...structuredClone(d) }, { parent });
    if (await effect.beforeCreate(d, {})) made.push(effect);
  }
  w.record({ action: "create", documentName: "ActiveEffect", id: parent.id, embedded: [], data });
  for (const e of made) parent.effects.set(e);
  return made;
}

/** What the v14 registry expired, in order (the stand-in's record). */
export interface Expired {
  effect: string;
  actor: string;
  event: string;
}

/** v14's `ActiveEffect.registry` over the world's actors (`actors`), recording what it expired. */
export function effectRegistry(actors: () => Iterable<EffectParent>, expired: Expired[]) {
  return {
    async refresh(event: string, context: Source = {}): Promise<void> {
      for (const actor of actors()) {
        for (const effect of [...actor.effects]) {
          // a status effect (status-effects.ts) has no duration: only ActiveEffects expire
          if (!(effect instanceof StandInActiveEffect)) continue;
          if (!effect.isExpiryEvent(event, context) || !effect.ranOut) continue;
          expired.push({ effect: effect.name, actor: actor.name, event });
          await effect.delete();
        }
      }
    },
  };
}
