// Core's turn workflow, kept (issue 28, 1): our `_manageTurnEvents` replaces core's, so it must do all core's
// workflow does, told in passes: `combatTurnChange` on every client, the regions' turn and round events, on v14
// the effect registry, and the movement history as the ruleset says (its `turnEvents`). The stand-in plays
// core's own workflow (test/stand-in/EVIDENCE.md), which reads the turn index alone, so each of these fails
// without ours.
import { describe, expect, it } from "vitest";
import { getRuleset, type RulesetId } from "../../../src/engine";
import { SHADOWTURN_API } from "../../../src/foundry/api";
import type { StandInCombat, TestActor } from "../../stand-in";
import { D20_FIGHTERS as D20, SR_FIGHTERS as SR } from "./fighters";
import { setUpFight, tokenIdOf, type Fight, type Fighter } from "./setup";

const RULESETS: [RulesetId, Fighter[], string][] = [
  ["sr4", SR, "sr4 rule 2"],
  ["sr5", SR, "sr5 rule 2"],
  ["bonus-actions", SR, "bonus-actions rule 1"],
  ["d20", D20, "d20 rule 2"],
];

const core = (f: Fight, user = "gm") =>
  f.world.clientOf(user).combats.get(f.combat.id) as unknown as StandInCombat;
const nameOf = (f: Fight, id: string | null) => Object.keys(f.ids).find((n) => f.ids[n] === id) ?? null;
const actorOf = (f: Fight, name: string) =>
  f.combat.combatants.get(f.ids[name]!)?.actor as unknown as TestActor;
const effectNames = (f: Fight, name: string) => actorOf(f, name).effects.contents.map((e) => e.name);
const where = (f: Fight) => {
  const s = f.combat.engineState();
  return { round: f.combat.round, pass: s.pass, acting: nameOf(f, s.currentId) };
};

async function next(f: Fight): Promise<void> {
  await f.gm(() => f.combat.nextTurn());
  await f.world.settle();
}

async function started(
  ruleset: RulesetId,
  fighters: Fighter[],
  options: { generation?: number; tokens?: "linked" | "unlinked"; users?: never } = {},
): Promise<Fight> {
  const f = await setUpFight(
    ruleset,
    fighters,
    {},
    { faces: Array(400).fill(4), tokens: "linked", ...options },
  );
  await f.gm(() => f.combat.startCombat());
  await f.world.settle();
  return f;
}

/** The waiting combatant who acts last in this pass (d20: in this round). */
function lastWaiting(f: Fight): string {
  const rows = f.combat.phaseRows().filter((r) => r.hasPhase && !r.current && !r.acted);
  return nameOf(f, rows.at(-1)!.combatantId)!;
}

describe("combatTurnChange on every client (foundryvtt #9664)", () => {
  it("sr4 rule 2: a player's client hears every phase change, the pass boundary and the new turn included, with the previous and current phase", async () => {
    const f = await started("sr4", SR);
    const heard: [string | null, string | null][] = [];
    f.as("p1", () =>
      Hooks.on(
        "combatTurnChange",
        (_c: unknown, prev: { combatantId: string }, cur: { combatantId: string }) =>
          heard.push([nameOf(f, prev.combatantId), nameOf(f, cur.combatantId)]),
      ),
    );
    const moves: [string | null, string | null][] = [];
    const passes = new Set<number>();
    while (f.combat.round === 1) {
      const before = where(f).acting;
      await next(f);
      passes.add(where(f).pass);
      moves.push([before, where(f).acting]);
    }
    expect(passes.size).toBeGreaterThan(1);
    expect(heard).toEqual(moves);
  });

  it("going back: the hook still fires on every client (core fires it for any change of the current turn), but no turn event runs (foundryvtt #11988)", async () => {
    const f = await started("sr5", SR);
    await next(f);
    const events = core(f).turnEventLog.length;
    const heard: unknown[] = [];
    f.as("p2", () => Hooks.on("combatTurnChange", (...args: unknown[]) => heard.push(args)));
    await f.gm(() => f.combat.previousTurn());
    await f.world.settle();
    expect(heard).toHaveLength(1);
    expect(core(f).turnEventLog).toHaveLength(events);
  });
});

/** The region events one move should trigger, on the tokens of the combatants it concerns, in core's order. */
function expectedRegionEvents(
  f: Fight,
  before: { round: number; acting: string | null },
  after: { round: number; acting: string | null },
): string[] {
  const out: string[] = [];
  const all = f.combat.combatants.contents.map((c) => nameOf(f, c.id)!);
  if (before.round > 0 && before.acting) out.push(`tokenTurnEnd ${before.acting}`);
  if (after.round !== before.round) {
    if (before.round > 0) out.push(...all.map((n) => `tokenRoundEnd ${n}`));
    out.push(...all.map((n) => `tokenRoundStart ${n}`));
  }
  if (after.acting) out.push(`tokenTurnStart ${after.acting}`);
  return out;
}

describe("region events on each token's regions (foundryvtt #11238, #13983)", () => {
  for (const [ruleset, fighters, rule] of RULESETS) {
    it(`${rule}: each phase ends and starts on its token's regions, each round on everyone's, across pass boundaries, on the active GM's client only`, async () => {
      const f = await setUpFight(ruleset, fighters, {}, { faces: Array(400).fill(4), tokens: "linked" });
      const region = f.world.addRegion(fighters.map((x) => tokenIdOf(x.name)));
      const seen = () =>
        region.events.map((e) => `${e.event} ${nameOf(f, e.combatantId)}`).filter((e) => !e.endsWith("null"));
      const expected: string[] = [];
      let before = { round: 0, acting: null as string | null };
      await f.gm(() => f.combat.startCombat());
      await f.world.settle();
      expected.push(...expectedRegionEvents(f, before, where(f)));
      while (f.combat.round <= 2 && where(f).acting !== null && expected.length < 200) {
        before = where(f);
        await next(f);
        expected.push(...expectedRegionEvents(f, before, where(f)));
        if (f.combat.round === 2) break;
      }
      expect(seen()).toEqual(expected);
      expect(new Set(region.events.map((e) => e.user))).toEqual(new Set(["gm"]));
      expect(region.events.find((e) => e.event === "tokenTurnEnd")?.tokenId).toMatch(/^tok-/);
    });
  }
});

describe("v14: the effect registry is told of every event (foundryvtt #13667, #14725)", () => {
  for (const [ruleset, fighters, rule] of RULESETS) {
    it(`${rule}: "until the end of your next phase" ends with that phase, at the pass boundary too; "until the end of the round" outlives the passes and ends with the round`, async () => {
      const f = await started(ruleset, fighters, { generation: 14 });
      await next(f); // mid-pass: the effects are made while someone else acts
      const owner = lastWaiting(f);
      await f.gm(() =>
        actorOf(f, owner).createEmbeddedDocuments("ActiveEffect", [
          { name: "phase", duration: { expiry: "turnEnd", value: null } },
          { name: "round", duration: { expiry: "roundEnd", value: null } },
        ]),
      );
      while (where(f).acting !== owner) {
        await next(f);
        expect(effectNames(f, owner)).toEqual(["phase", "round"]);
      }
      const pass = where(f).pass;
      await next(f);
      const after = where(f);
      if (after.round === 1) {
        // its phase, the last of the pass, ended; the round goes on in the next pass
        expect(after.pass).toBeGreaterThan(pass);
        expect(effectNames(f, owner)).toEqual(["round"]);
      } else expect(effectNames(f, owner)).toEqual([]);
      while (f.combat.round === 1) await next(f);
      expect(effectNames(f, owner)).toEqual([]);
      expect(f.world.expired.map((e) => [e.effect, e.event])).toEqual([
        ["phase", "turnEnd"],
        ["round", "roundEnd"],
      ]);
    });
  }

  it("the combatStart expiry fires when the fight starts (our startCombat does what core's does there)", async () => {
    const f = await setUpFight("sr5", SR, {}, { generation: 14, faces: Array(60).fill(4), tokens: "linked" });
    await f.gm(() =>
      actorOf(f, "Mage").createEmbeddedDocuments("ActiveEffect", [
        { name: "until the fight", duration: { expiry: "combatStart", value: null } },
      ]),
    );
    await f.gm(() => f.combat.startCombat());
    await f.world.settle();
    expect(effectNames(f, "Mage")).toEqual([]);
    expect(f.world.expired.map((e) => e.event)).toEqual(["combatStart"]);
  });

  it("an effect made mid-fight starts on its own actor's combatant, with no turn index (torgeternity #668, crucible PR #705)", async () => {
    const f = await started("sr4", SR, { generation: 14 });
    await next(f);
    const owner = lastWaiting(f);
    const [effect] = await f.gm(() =>
      actorOf(f, owner).createEmbeddedDocuments("ActiveEffect", [
        { name: "x", duration: { expiry: "turnEnd" } },
      ]),
    );
    expect(effect!._source.start).toMatchObject({ combatant: f.ids[owner], turn: null });
  });
});

describe("v13: durations as core counts them, from the combat's round and turn", () => {
  for (const [ruleset, fighters, rule] of RULESETS) {
    const passes = getRuleset(ruleset).turnEvents.turnOrder === "pass";
    it(`${rule}: "until the end of the round" made mid-pass lasts through every pass and runs out as the next round begins${passes ? "" : " (one order a round: counted from the turn it was made in, as core counts)"}; the end of the owner's next phase reaches modules as combatTurnChange's previous`, async () => {
      const f = await started(ruleset, fighters, { generation: 13 });
      await next(f);
      const madeAt = f.combat.turn;
      const owner = lastWaiting(f);
      const [effect] = await f.gm(() =>
        actorOf(f, owner).createEmbeddedDocuments("ActiveEffect", [
          { name: "round", duration: { rounds: 1 } },
        ]),
      );
      expect(effect!._source.duration.startTurn).toBe(passes ? 0 : madeAt);
      // a v13 module ending "until the end of your next phase" effects hears the phase end from the hook
      const ended: { round: number; pass: number }[] = [];
      f.gm(() =>
        Hooks.on("combatTurnChange", (_c: unknown, prev: { combatantId: string }) => {
          if (prev.combatantId === f.ids[owner]) ended.push({ round: f.combat.round, pass: where(f).pass });
        }),
      );
      let ownerPhaseEnded: { round: number; pass: number } | null = null;
      while (f.combat.round === 1) {
        expect(effect!.duration.remaining).toBeGreaterThan(0);
        const wasOwner = where(f).acting === owner;
        await next(f);
        if (wasOwner && !ownerPhaseEnded) ownerPhaseEnded = { round: f.combat.round, pass: where(f).pass };
      }
      expect(ended[0]).toEqual(ownerPhaseEnded);
      if (passes) expect(effect!.duration.remaining).toBe(0);
      else {
        while (f.combat.turn !== null && f.combat.turn < (madeAt ?? 0)) await next(f);
        expect(effect!.duration.remaining).toBe(0);
      }
    });
  }
});

describe("token movement history, as the ruleset's turnEvents say", () => {
  it("d20 rule 2 (clearMovement: turn): each token's history is cleared as its own turn starts, as core does (foundryvtt #11730)", async () => {
    const f = await started("d20", D20);
    const cleared = () =>
      Object.fromEntries(D20.map((x) => [x.name, core(f).movementCleared.get(f.ids[x.name]!) ?? 0]));
    const turnsBegun: Record<string, number> = Object.fromEntries(D20.map((x) => [x.name, 0]));
    turnsBegun[where(f).acting!] = 1;
    expect(cleared()).toEqual(turnsBegun);
    while (f.combat.round < 3) {
      await next(f);
      const acting = where(f).acting;
      if (acting) turnsBegun[acting] = (turnsBegun[acting] ?? 0) + 1;
      expect(cleared()).toEqual(turnsBegun);
    }
  });

  it("sr4 rule 2 (clearMovement: round): everyone's is cleared as each combat turn starts, never at a phase (SR5 PR #1729)", async () => {
    const f = await started("sr4", SR);
    const cleared = () => SR.map((x) => core(f).movementCleared.get(f.ids[x.name]!) ?? 0);
    expect(cleared()).toEqual([1, 1, 1]);
    while (f.combat.round === 1) {
      await next(f);
      expect(cleared()).toEqual(f.combat.round === 1 ? [1, 1, 1] : [2, 2, 2]);
    }
  });

  it("a module's ruleset says it too: sr5's rules with clearMovement 'turn' clear each token at each of its phases (the data decides, not the family)", async () => {
    const id = "sr5-moves-per-phase";
    SHADOWTURN_API.registerRuleset({
      ruleset: { ...getRuleset("sr5"), id, turnEvents: { clearMovement: "turn", turnOrder: "pass" } },
      ui: {
        titleKey: "SHADOWTURN.Tracker.TurnPass",
        passInfo: null,
        freeOutsidePhase: "any-time",
        offers: [],
      },
    });
    const f = await setUpFight("sr5", SR, {}, { faces: Array(400).fill(4), tokens: "linked" });
    await f.gm(() => game.settings.set("shadowturn", "ruleset", id));
    await f.gm(() => f.combat.startCombat());
    await f.world.settle();
    const phases: Record<string, number> = {};
    const count = () => {
      const a = where(f).acting;
      if (a) phases[a] = (phases[a] ?? 0) + 1;
    };
    count();
    while (f.combat.round === 1) {
      await next(f);
      count();
    }
    for (const x of SR) expect(core(f).movementCleared.get(f.ids[x.name]!) ?? 0).toBe(phases[x.name] ?? 0);
  });
});

describe("docs/foundry-layer.md's table of turn events is the rulesets' data", () => {
  it("each ruleset's clearMovement and turnOrder are the values its column of the table names", async () => {
    const { readFileSync } = await import("node:fs");
    const doc = readFileSync(new URL("../../../docs/foundry-layer.md", import.meta.url), "utf8");
    const cells = (member: string) => {
      const row = doc.split("\n").find((l) => l.includes(`(\`${member}\`)`));
      if (!row) throw new Error(`no row for ${member}`);
      return row
        .split("|")
        .slice(2, 4)
        .map((c) => /`"([a-z]+)"`/.exec(c)?.[1]);
    };
    for (const member of ["clearMovement", "turnOrder"] as const) {
      const [sr, d20] = cells(member);
      for (const id of ["sr4", "sr5", "bonus-actions"] as const)
        expect(getRuleset(id).turnEvents[member]).toBe(sr);
      expect(getRuleset("d20").turnEvents[member]).toBe(d20);
    }
  });
});
