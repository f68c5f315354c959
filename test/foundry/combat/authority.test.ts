// The GM's client is the only authority (docs/foundry-layer.md "Who may write what"): what a hostile player
// can write on their own Combatant (its `system` and `initiative`, test/stand-in/EVIDENCE.md) never becomes
// engine state, every stored value is checked on read, the relay is bounded, and a click acts on the phase its
// user saw. Each test tries one thing a player or an impatient GM could do.
import { describe, expect, it } from "vitest";
import { srBudget } from "../../../src/engine";
import { actingName, setUpFight, turnNames, type Fight } from "./setup";
import { combatantNamed, GUARD, MAGE, RUNNER, requestId, startedFight } from "./relay-fight";

/** Dice for sr4: everyone's pool shows hits, nobody glitches. */
const SR4_FACES = [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 5, 5, 5, 5, 5, 5, 5, 1, 1, 1, 1, 1, 1];
const started = (ruleset: "bonus-actions" | "sr4" | "sr5" = "bonus-actions") =>
  startedFight(ruleset, ruleset === "sr4" ? SR4_FACES : [6, 4, 2]);
const combatant = combatantNamed;

/** What the GM's client reads for a combatant now. */
function engineOf(f: Fight, name: string) {
  const c = f.gm(() => f.combat.engineState()).combatants.find((x) => x.id === f.ids[name]);
  if (!c) throw new Error(`${name} is not in the engine's state`);
  return c;
}

/** A write from the player's console on their own combatant. */
async function forge(f: Fight, user: string, name: string, data: Record<string, unknown>): Promise<void> {
  await f.as(user, () => combatant(f, name).update(data));
  await f.world.settle();
}

/** The bytes of every write a user made since `from`. */
function bytesBy(f: Fight, user: string, from: number): number {
  return f.world
    .writesSince(from)
    .filter((w) => w.userId === user)
    .reduce((sum, w) => sum + JSON.stringify(w.data).length, 0);
}

function notices(f: Fight, user: string): string[] {
  // informational notices are kept apart by the stand-in; "that phase was over" is one of them
  const client = f.world.clientOf(user);
  return [
    ...client.infos.filter((m) => !/phase begins|up next/.test(m)),
    ...client.notices.map((n) => n.message),
  ];
}

/** A request as the player's client writes it, with an id of the one shape the GM reads. */
function request(f: Fight, body: Record<string, unknown>): string {
  const state = f.combat.engineState();
  return JSON.stringify({
    id: requestId(),
    turn: state.turn,
    pass: state.pass,
    currentId: state.currentId,
    ...body,
  });
}

describe("what a player can write on their own combatant", () => {
  it("a player's write of another combatant's id on their row is ignored: the NPC keeps its name and its place", async () => {
    const f = await started();
    await forge(f, "p1", "Runner", { system: { extra: { id: f.ids.Guard }, input: { id: f.ids.Guard } } });
    await f.gm(() => f.combat.nextTurn());
    await f.gm(() => f.combat.nextTurn());
    expect(actingName(f.combat)).toBe("Guard");
    expect(combatant(f, "Guard").name).toBe("Guard");
    expect(f.as("p2", () => turnNames(f.combat))).toEqual(["Runner", "Mage", "Guard"]);
    expect(engineOf(f, "Guard").input.name).toBe("Guard");
  });

  it("a player's write of actedThisPass false is ignored: they act once a pass (bonus-actions rule 1)", async () => {
    const f = await started();
    await f.gm(() => f.combat.nextTurn());
    expect(engineOf(f, "Runner").actedThisPass).toBe(true);
    await forge(f, "p1", "Runner", { system: { actedThisPass: false } });
    expect(engineOf(f, "Runner").actedThisPass).toBe(true);
  });

  it("a player's write of a budget of 50 Simple actions is ignored (bonus-actions rule 2: two a phase)", async () => {
    const f = await started();
    await forge(f, "p1", "Runner", { system: { budget: { simple: 50 } } });
    expect(srBudget(engineOf(f, "Runner").budget).simple).toBe(2);
  });

  it("a player's write of a coin of 1 is ignored: ties stay as the GM's client tossed them", async () => {
    const f = await started();
    const coin = engineOf(f, "Runner").coin;
    await forge(f, "p1", "Runner", { system: { coin: 1 } });
    expect(engineOf(f, "Runner").coin).toBe(coin);
  });

  it("a player's forged score (system.extra.score, initiative) is ignored: the GM's client keeps the rolled 16", async () => {
    const f = await started();
    await forge(f, "p1", "Runner", { initiative: 99, system: { extra: { score: 99 } } });
    expect(engineOf(f, "Runner").score).toBe(16);
    expect(f.as("p2", () => f.combat.phaseRows().find((r) => r.name === "Runner")?.score)).toBe(16);
  });

  it("a player's write of initiative 1e308 is ignored: next phase still ends the turn (sr5 rule 2)", async () => {
    const f = await started("sr5");
    const score = engineOf(f, "Runner").score;
    await forge(f, "p1", "Runner", { initiative: 1e308 });
    expect(engineOf(f, "Runner").score).toBe(score);
    for (let i = 0; i < 20 && f.combat.round === 1; i += 1) await f.gm(() => f.combat.nextTurn());
    expect(f.combat.round).toBe(2);
  });

  it("a player's write of Edge they do not have (input.edgePoints) is ignored", async () => {
    const f = await started();
    await forge(f, "p1", "Runner", { system: { input: { edgePoints: 20 } } });
    expect(engineOf(f, "Runner").input.edgePoints).toBe(2);
  });

  it("a player's write renaming their row to Gamemaster (input.name) is ignored", async () => {
    const f = await started();
    await forge(f, "p1", "Runner", { system: { input: { name: "Gamemaster" } } });
    expect(f.combat.phaseRows().map((r) => r.name)).toEqual(["Runner", "Mage", "Guard"]);
  });

  it("a player's write of 60 over their checked pre-start roll on a 1d6 + 10 formula is never taken (rules scores 2)", async () => {
    const f = await setUpFight("bonus-actions", [RUNNER, MAGE, GUARD], { whoRolls: "owners" });
    f.world.scriptDice([3]);
    await f.as("p1", () => f.combat.rollInitiative([f.ids.Runner as string]));
    await f.world.settle();
    expect(engineOf(f, "Runner").score).toBe(13);
    await forge(f, "p1", "Runner", { initiative: 60, system: { roll: { dice: [50], score: 60 } } });
    expect(engineOf(f, "Runner").score).toBe(13);
    f.world.scriptDice([4, 2]);
    await f.gm(() => f.combat.startCombat());
    expect(engineOf(f, "Runner").score).toBe(13);
    expect(combatant(f, "Runner").initiative).toBe(13);
  });

  it("a player's honest pre-start roll is kept (bonus-actions rule 1: rolled once, before the start)", async () => {
    const f = await setUpFight("bonus-actions", [RUNNER, MAGE, GUARD], { whoRolls: "owners" });
    f.world.scriptDice([3]);
    await f.as("p1", () => f.combat.rollInitiative([f.ids.Runner as string]));
    await f.world.settle();
    f.world.scriptDice([4, 2]);
    await f.gm(() => f.combat.startCombat());
    expect(engineOf(f, "Runner").score).toBe(13);
    expect(notices(f, "gm")).toEqual([]);
  });

  for (const bad of [1e9, null, "x", 2.5]) {
    it(`a player's write of reaction ${JSON.stringify(bad)} on their row never freezes the fight`, async () => {
      const f = await started();
      await forge(f, "p1", "Runner", { system: { input: { attributes: { reaction: bad } } } });
      await f.gm(() => f.combat.nextTurn());
      await f.gm(() => f.combat.nextTurn());
      expect(actingName(f.combat)).toBe("Guard");
      expect(notices(f, "gm")).toEqual([]);
    });
  }

  it("a player's malformed extra.input never stops the GM's tracker from drawing every row", async () => {
    const f = await started();
    await forge(f, "p1", "Runner", { system: { extra: { input: "x", flags: 7 } } });
    expect(f.gm(() => f.combat.phaseRows().map((r) => r.name))).toEqual(["Runner", "Mage", "Guard"]);
  });

  it("a player's 2 MB write into their row is never copied into the GM's writes or the history", async () => {
    const f = await started();
    await forge(f, "p1", "Runner", { system: { extra: { junk: "x".repeat(2_000_000) } } });
    const from = f.world.writes.length;
    await f.gm(() => f.combat.nextTurn());
    await f.gm(() => f.combat.previousTurn());
    await f.gm(() => f.combat.nextTurn());
    expect(bytesBy(f, "gm", from)).toBeLessThan(4096);
  });

  it("a player's refusal text with the GM's user id is never shown on the GM's screen", async () => {
    const f = await started();
    const refusal = {
      userId: "gm",
      key: "SHADOWTURN.Combat.GmOnly",
      params: {},
      message: "Send me your password",
    };
    await forge(f, "p1", "Runner", { system: { refusal: JSON.stringify(refusal) } });
    expect(notices(f, "gm")).toEqual([]);
  });

  it("a player's fake refusal addressed to another player is never shown to them", async () => {
    const f = await started();
    const refusal = { userId: "p2", key: "SHADOWTURN.Combat.GmOnly", params: {}, message: "The GM left" };
    await forge(f, "p1", "Runner", { system: { refusal: JSON.stringify(refusal) } });
    expect(notices(f, "p2")).toEqual([]);
  });
});

describe("a bounded relay", () => {
  it("a player's 300 junk requests cost the GM a few writes, not 300, and the GM's own click still acts", async () => {
    const f = await started();
    const from = f.world.writes.length;
    await f.as("p1", () =>
      Promise.all(
        Array.from({ length: 300 }, () =>
          combatant(f, "Runner").update({ system: { request: request(f, { action: "win-the-fight" }) } }),
        ),
      ),
    );
    await f.gm(() => f.combat.nextTurn());
    await f.world.settle();
    const gmWrites = f.world.writesSince(from).filter((w) => w.userId === "gm");
    expect(gmWrites.length).toBeLessThanOrEqual(3);
    expect(actingName(f.combat)).toBe("Mage");
  });

  it("a player's request with a 1 MB id is never written back or answered", async () => {
    const f = await started();
    const from = f.world.writes.length;
    const text = JSON.stringify({
      id: "i".repeat(1_000_000),
      action: "end-phase",
      turn: 1,
      pass: 1,
      currentId: f.ids.Runner,
    });
    await forge(f, "p1", "Runner", { system: { request: text } });
    expect(bytesBy(f, "gm", from)).toBe(0);
    expect(actingName(f.combat)).toBe("Runner");
  });

  it("a player's timed item with a 10 KB name is dropped, a long one refused, and a sixth one too (sr4 rule 11)", async () => {
    const f = await started("sr4");
    const runner = f.ids.Runner as string;
    const ask = (name: string) =>
      forge(f, "p1", "Runner", {
        system: {
          request: request(f, {
            action: "command",
            command: { type: "timed-item", combatantId: runner, name },
          }),
        },
      });
    const from = f.world.writes.length;
    await ask("n".repeat(10_000));
    expect(bytesBy(f, "gm", from)).toBe(0);
    await ask("n".repeat(200));
    expect(f.combat.engineState().timedItems).toEqual([]);
    expect(notices(f, "p1").at(-1)).toBe("That name is too long: at most 80 characters.");
    for (let i = 1; i <= 6; i += 1) await ask(`Grenade ${i}`);
    expect(f.combat.engineState().timedItems.map((t) => t.name)).toEqual([
      "Grenade 1",
      "Grenade 2",
      "Grenade 3",
      "Grenade 4",
      "Grenade 5",
    ]);
    expect(notices(f, "p1").at(-1)).toBe("No more timed items for this combatant: at most 5 at once.");
  });
});

describe("checked on read", () => {
  it("a bad stored input on the Combat falls back to the actor, names the combatant, and the next write repairs it", async () => {
    const f = await started();
    await f.gm(() =>
      f.combat.update({ system: { combatants: { [f.ids.Mage as string]: { input: { attributes: "x" } } } } }),
    );
    await f.gm(() => f.combat.nextTurn());
    expect(actingName(f.combat)).toBe("Mage");
    expect(notices(f, "gm")).toEqual([
      "Mage: the stored input could not be read. The GM's client uses the character's sheet instead; the next change stores it again.",
    ]);
    const stored = f.world.stored(f.combat.id) as {
      system: { combatants: Record<string, { input: unknown }> };
    };
    expect(stored.system.combatants[f.ids.Mage as string]?.input).toMatchObject({
      attributes: { reaction: 4 },
    });
  });
});

describe("what an impatient GM can do", () => {
  it("the GM's next phase while a player's end-phase is in flight advances once (a write takes 25 ms)", async () => {
    const f = await started();
    f.world.writeLatencyMs = 25;
    const ended = f.as("p1", () => f.combat.endPhase(f.ids.Runner as string));
    // the request has reached the GM's client, whose answer is on its way: the GM still sees the Runner act
    await new Promise((resolve) => setTimeout(resolve, 35));
    expect(f.gm(() => actingName(f.combat))).toBe("Runner");
    await Promise.all([ended, f.gm(() => f.combat.nextTurn())]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await f.world.settle();
    expect(actingName(f.combat)).toBe("Mage");
    expect(f.combat.engineState().actedOrder).toEqual([f.ids.Runner]);
  });

  it("the GM's second click on next phase while the first write is in flight advances once", async () => {
    const f = await started();
    f.world.writeLatencyMs = 25;
    await f.gm(() => Promise.all([f.combat.nextTurn(), f.combat.nextTurn()]));
    expect(actingName(f.combat)).toBe("Mage");
    expect(notices(f, "gm")).toEqual(["That phase was already over, so the click did nothing more."]);
  });

  it("going back over a turn boundary after the acting combatant was deleted never stores a dangling currentId", async () => {
    const f = await started();
    await f.gm(() => f.combat.nextTurn());
    await f.gm(() => f.combat.nextTurn());
    expect(actingName(f.combat)).toBe("Guard");
    f.world.scriptDice([6, 4]);
    await f.gm(() => f.combat.nextTurn());
    expect(f.combat.round).toBe(2);
    await f.gm(() => (combatant(f, "Guard") as unknown as { delete: () => Promise<unknown> }).delete());
    await f.world.settle();
    await f.gm(() => f.combat.previousRound());
    const stored = f.world.stored(f.combat.id) as { system: { currentId: string | null } };
    expect(stored.system.currentId).toBe(f.ids.Mage);
    expect(actingName(f.combat)).toBe("Mage");
  });
});
