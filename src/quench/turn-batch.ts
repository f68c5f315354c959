// Core's turn workflow as ours keeps it (issue 28), in a real Foundry: an effect lasting until the end of its
// owner's next phase, and one until the end of the round, across a pass boundary (v14: the effect registry;
// v13: core's count from the round and turn, and `combatTurnChange`'s previous); `combatTurnChange` heard on a
// player's client; core's theme asked for no "Next Up"; v14's `combatStart` expiry. The same body runs in
// `npm test` over the stand-in (test/quench).
import type { ShadowturnCombat } from "../foundry/combat/combat-document";
import type { FightFixtures, QuenchFight } from "./fixtures";
import { FIGHTERS } from "./fight-batch";
import { heardHere, TURN_CHANGES_QUERY, type HeardChange } from "./turn-change-log";

/** sr4: Alice's three passes bring pass boundaries (rules sr4 rule 2). */
const RULESET = "sr4";

/** The slice of an actor with effects the batch makes and reads (crucible, torgeternity: `actor.effects`). */
interface EffectActor {
  readonly effects: { get(id: string): EffectLike | undefined };
  createEmbeddedDocuments(name: "ActiveEffect", data: object[]): Promise<EffectLike[]>;
}

interface EffectLike {
  readonly id: string;
  readonly disabled?: boolean;
  readonly duration: ShadowturnEffectDuration & { readonly expired?: boolean };
}

/** Whether an effect has ended: deleted, or disabled or marked expired (v14's `CONFIG.ActiveEffect.expiryAction`). */
function ended(actor: EffectActor, id: string): boolean {
  const e = actor.effects.get(id);
  return !e || e.disabled === true || e.duration.expired === true;
}

export function turnBatch(context: ShadowturnQuenchContext, fixtures: FightFixtures): void {
  const { describe, it, before, after, assert } = context;
  describe(`Shadowturn: core's turn workflow (${RULESET})`, function () {
    this?.timeout?.(90_000);
    let fight: QuenchFight;
    const combat = () => fight.combat;
    const acting = () => combat().engineState().currentId;
    const actorOf = (id: string) => combat().combatants.get(id)?.actor as unknown as EffectActor;
    const next = async () => {
      await combat().nextTurn();
      await fixtures.settle();
    };
    /** The waiting combatant who acts last in this pass. */
    const lastWaiting = () =>
      combat()
        .phaseRows()
        .filter((r) => r.hasPhase && !r.current && !r.acted)
        .at(-1)?.combatantId ?? null;
    const registry = () => foundry.documents.ActiveEffect?.registry;
    let startEffect: { actor: EffectActor; id: string } | null = null;

    before(async () => {
      fight = await fixtures.setUp(RULESET, FIGHTERS[RULESET]);
      const first = combat().combatants.contents[0];
      if (registry() && first) {
        const actor = actorOf(first.id);
        const [made] = await actor.createEmbeddedDocuments("ActiveEffect", [
          {
            name: "[Shadowturn test] until the fight starts",
            duration: { expiry: "combatStart", value: null },
          },
        ]);
        if (made) startEffect = { actor, id: made.id };
      }
      await combat().startCombat();
      await fixtures.settle();
    });
    after(() => fixtures.tearDown());

    it("v14: an effect ending as the fight starts (combatStart) is expired by the start", () => {
      if (!registry()) return; // v13 has no registry and no combatStart expiry
      assert.isTrue(
        startEffect !== null && ended(startEffect.actor, startEffect.id),
        "the combatStart effect ended",
      );
    });

    it("sr4 rule 2: 'until the end of your next phase' ends with that phase, at the pass boundary; 'until the end of the round' outlives the passes and ends with the round", async () => {
      await next(); // mid-pass: made while someone else acts
      const owner = lastWaiting();
      assert.isTrue(owner !== null, "someone waits in this pass");
      const actor = actorOf(owner!);
      const v14 = registry() !== undefined;
      const made = await actor.createEmbeddedDocuments(
        "ActiveEffect",
        v14
          ? [
              { name: "[Shadowturn test] phase", duration: { expiry: "turnEnd", value: null } },
              { name: "[Shadowturn test] round", duration: { expiry: "roundEnd", value: null } },
            ]
          : [{ name: "[Shadowturn test] round", duration: { rounds: 1 } }],
      );
      const phase = v14 ? made[0] : undefined;
      const round = v14 ? made[1] : made[0];
      const heard: string[] = [];
      const hook = Hooks.on("combatTurnChange", (_c: Combat, prev?: { combatantId?: string | null }) => {
        if (prev?.combatantId === owner) heard.push(String(combat().engineState().pass));
      });
      try {
        const turn = combat().round;
        for (let i = 0; i < 20 && acting() !== owner; i += 1) await next();
        assert.strictEqual(acting(), owner, "the owner's phase came");
        const pass = combat().engineState().pass;
        await next();
        const newPass = combat().round === turn && combat().engineState().pass > pass;
        assert.isTrue(newPass, "the owner's phase was the last of its pass");
        if (v14) {
          assert.isTrue(ended(actor, phase!.id), "the phase effect ended with the phase");
          assert.isTrue(!ended(actor, round!.id), "the round effect outlives the pass");
        } else {
          assert.deepEqual(
            heard,
            [String(combat().engineState().pass)],
            "combatTurnChange named the phase that ended",
          );
          assert.isTrue((round!.duration.remaining ?? 0) > 0, "the round effect outlives the pass");
        }
        for (let i = 0; i < 40 && combat().round === turn; i += 1) await next();
        assert.strictEqual(combat().round, turn + 1, "the next turn began");
        if (v14) assert.isTrue(ended(actor, round!.id), "the round effect ended with the round");
        else
          assert.strictEqual(actor.effects.get(round!.id)?.duration.remaining, 0, "the round effect ran out");
      } finally {
        Hooks.off("combatTurnChange", hook);
      }
    });

    it("combatTurnChange is heard on a player's client for every phase change (or, with no player connected, on this one)", async () => {
      const id = combat().id;
      const moves: HeardChange[] = [];
      for (let i = 0; i < 3; i += 1) {
        const previous = acting();
        await next();
        moves.push({ previous, current: acting() });
      }
      const player = game.users.contents.find((u) => !u.isGM && u.active);
      const heard = player
        ? ((await player.query(TURN_CHANGES_QUERY, { combatId: id }, { timeout: 10_000 })) as HeardChange[])
        : heardHere(id);
      assert.deepEqual(
        heard.slice(-moves.length),
        moves,
        `${player ? player.name : "this client"} heard each change`,
      );
    });

    it("core's theme is never asked for a Next Up (the turn list's next entry is not who acts next)", async () => {
      const doc = combat() as unknown as { activate?: () => Promise<unknown> } & ShadowturnCombat;
      await doc.activate?.();
      const core = Object.getPrototypeOf(Object.getPrototypeOf(doc)) as {
        _playCombatSound?: (n: string) => void;
      };
      const asked: string[] = [];
      const original = core._playCombatSound;
      core._playCombatSound = function (this: unknown, name: string) {
        asked.push(name);
        return original?.call(this, name);
      };
      try {
        const pass = combat().engineState().pass;
        for (let i = 0; i < 20 && combat().engineState().pass === pass; i += 1) await next();
        await next();
      } finally {
        core._playCombatSound = original;
      }
      assert.strictEqual(combat().nextCombatant ?? null, null, "no next combatant from the turn list");
      assert.deepEqual(
        asked.filter((a) => a === "nextUp"),
        [],
        "core asked for no Next Up",
      );
    });
  });
}
