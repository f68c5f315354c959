// The GM relay (docs/foundry-layer.md "Relay"): players write requests on their own combatant; the active GM
// checks who wrote it (the server's userId, never the payload), whose combatant it is, that it is for the
// current turn and pass, and that the action is known; applies each request once.
import { describe, expect, it } from "vitest";
import { srBudget } from "../../../src/engine";
import { actingName, type Fight } from "./setup";
import { combatantNamed, requestId, startedFight } from "./relay-fight";

const started = () => startedFight();
const combatant = combatantNamed;

/** A request written by `user` on `name`'s combatant, as the player's client would. */
async function request(f: Fight, user: string, name: string, body: Record<string, unknown>): Promise<void> {
  const r = {
    id: requestId(),
    turn: f.combat.round,
    pass: 1,
    currentId: f.combat.combatant?.id,
    ...body,
  };
  await f.as(user, () => combatant(f, name).update({ system: { request: JSON.stringify(r) } }));
}

function refusalOn(f: Fight, name: string): unknown {
  return JSON.parse(String(combatant(f, name).system.refusal));
}

function lastNotice(f: Fight, user: string): string | undefined {
  return f.world.clientOf(user).notices.at(-1)?.message;
}

function spentSimple(f: Fight, name: string): number | undefined {
  const budget = f.combat.engineState().combatants.find((c) => c.id === f.ids[name])?.budget;
  return budget && srBudget(budget).simple;
}

describe("GM relay", () => {
  it("relay: a player ends their own phase without a permission error; the GM applies it in one write", async () => {
    const f = await started();
    expect(actingName(f.combat)).toBe("Runner");
    const from = f.world.writes.length;
    await f.as("p1", () => f.combat.nextTurn());
    await f.world.settle();
    expect(actingName(f.combat)).toBe("Mage");
    const writes = f.world.writesSince(from).map((w) => `${w.documentName} by ${w.userId}`);
    expect(writes).toEqual(["Combatant by p1", "Combat by gm"]);
    expect(f.world.refusals).toEqual([]);
    expect(combatant(f, "Runner").system.request).toBeNull();
  });

  it("relay: a player cannot end someone else's phase", async () => {
    const f = await started();
    await f.as("p2", () => f.combat.nextTurn());
    await f.world.settle();
    expect(actingName(f.combat)).toBe("Runner");
    expect(lastNotice(f, "p2")).toBe("It is not this combatant's phase.");
  });

  it("relay: a request on one's own combatant naming someone else's combatant is refused", async () => {
    const f = await started();
    await request(f, "p2", "Mage", {
      action: "command",
      command: { type: "spend", combatantId: f.ids.Runner, kind: "simple", category: "physical" },
    });
    await f.world.settle();
    expect(spentSimple(f, "Runner")).toBe(2);
    expect(refusalOn(f, "Mage")).toMatchObject({ key: "SHADOWTURN.Combat.Relay.NotOwner" });
  });

  it("relay: the GM trusts the server's userId, not a userId in the payload", async () => {
    const f = await started();
    // p2 owns the Mage and writes there, claiming to be p1 about the Runner: refused.
    await request(f, "p2", "Mage", {
      action: "end-phase",
      userId: "p1",
      currentId: f.ids.Runner,
    });
    await f.world.settle();
    expect(actingName(f.combat)).toBe("Runner");
    expect(refusalOn(f, "Mage")).toMatchObject({
      key: "SHADOWTURN.Combat.Relay.NotYourPhase",
    });
  });

  it("relay: a request for a stale turn or pass is refused, and the player is told why", async () => {
    const f = await started();
    await f.as("p1", () =>
      combatant(f, "Runner").update({
        system: {
          request: JSON.stringify({
            id: "oldRequestId0001",
            action: "end-phase",
            turn: 0,
            pass: 1,
            currentId: f.ids.Runner,
          }),
        },
      }),
    );
    await f.world.settle();
    expect(actingName(f.combat)).toBe("Runner");
    expect(lastNotice(f, "p1")).toBe("The fight moved on before the GM got your request; try again.");
  });

  it("relay: an unknown action, or a command only the GM may give, is refused", async () => {
    const f = await started();
    await request(f, "p1", "Runner", { action: "win-the-fight" });
    await f.world.settle();
    expect(refusalOn(f, "Runner")).toMatchObject({
      key: "SHADOWTURN.Combat.Relay.UnknownAction",
    });
    await request(f, "p1", "Runner", {
      action: "command",
      command: { type: "surprise", combatantId: f.ids.Runner, surprised: false },
    });
    await f.world.settle();
    expect(refusalOn(f, "Runner")).toMatchObject({
      key: "SHADOWTURN.Combat.Relay.UnknownAction",
    });
    expect(actingName(f.combat)).toBe("Runner");
  });

  it("relay: two identical requests arriving together apply once", async () => {
    const f = await started();
    const body = {
      id: "sameRequestId001",
      action: "command",
      command: { type: "spend", combatantId: f.ids.Runner, kind: "simple", category: "physical" },
      turn: 1,
      pass: 1,
      currentId: f.ids.Runner,
    };
    await f.as("p1", async () => {
      await combatant(f, "Runner").update({ system: { request: JSON.stringify(body) } });
      await combatant(f, "Runner").update({ system: { request: JSON.stringify(body) } });
    });
    await f.world.settle();
    // written again after the GM cleared it: still the same request, still applied once
    await f.as("p1", () => combatant(f, "Runner").update({ system: { request: JSON.stringify(body) } }));
    await f.world.settle();
    expect(spentSimple(f, "Runner")).toBe(1);
  });

  it("relay: two end-phase clicks arriving together advance once", async () => {
    const f = await started();
    await f.as("p1", async () => {
      await Promise.all([
        f.combat.endPhase(f.ids.Runner as string),
        f.combat.endPhase(f.ids.Runner as string),
      ]);
    });
    await f.world.settle();
    expect(actingName(f.combat)).toBe("Mage");
    expect(f.combat.engineState().actedOrder).toEqual([f.ids.Runner]);
  });

  it("relay: an engine refusal reaches the player who asked, in their language", async () => {
    const f = await started();
    // The Mage may not spend a Simple action in the Runner's phase: the player's own client already knows.
    await f.as("p2", () =>
      f.combat.runCommand({
        type: "spend",
        combatantId: f.ids.Mage as string,
        kind: "simple",
        category: "magic",
      }),
    );
    await f.world.settle();
    expect(lastNotice(f, "p2")).toMatch(/Mage/);
    expect(f.world.writesSince(0).filter((w) => w.userId === "p2")).toEqual([]);
  });

  it("relay: the GM and a player clicking at once both count; neither write is lost", async () => {
    const f = await started();
    await f.gm(() => f.combat.nextTurn());
    await f.gm(() => f.combat.nextTurn());
    expect(actingName(f.combat)).toBe("Guard");
    const free = (name: string) =>
      srBudget(f.combat.engineState().combatants.find((c) => c.id === f.ids[name])!.budget).free ?? NaN;
    const runnerFree = free("Runner");
    await Promise.all([
      f.gm(() =>
        f.combat.runCommand({
          type: "spend",
          combatantId: f.ids.Guard as string,
          kind: "simple",
          category: "physical",
        }),
      ),
      f.as("p1", () =>
        f.combat.runCommand({ type: "spend", combatantId: f.ids.Runner as string, kind: "free" }),
      ),
    ]);
    await f.world.settle();
    expect(spentSimple(f, "Guard")).toBe(1);
    expect(free("Runner")).toBe(runnerFree - 1);
    expect(f.world.refusals).toEqual([]);
  });

  it("relay: when the server refuses the player's request write, the player is told what to ask the GM and nothing is half-done", async () => {
    const f = await started();
    // A server that does not let owners write a Combatant's `system` (v12; 13.338, #12386).
    f.world.playerCombatantKeys = ["initiative"];
    const stored = f.world.stored(f.combat.id);
    const runnerOnP1 = () =>
      f.as("p1", () => structuredClone((combatant(f, "Runner") as unknown as { _source: object })._source));
    const before = runnerOnP1();
    const from = f.world.writes.length;
    await f.as("p1", () => f.combat.endPhase(f.ids.Runner as string));
    await f.as("p1", () => f.combat.runCommand({ type: "delay", combatantId: f.ids.Runner as string }));
    await f.world.settle();
    const told =
      "Foundry did not pass your request for Runner on to the GM, so nothing happened. Ask the GM to do it for you from their tracker, and to check that you own Runner.";
    expect(f.world.clientOf("p1").notices.map((n) => n.message)).toEqual([told, told]);
    expect(f.world.clientOf("gm").notices).toEqual([]);
    // Nothing stored, nothing changed on the player's copy or the GM's, no request left waiting.
    expect(f.world.writesSince(from).map((w) => `${w.documentName} by ${w.userId}`)).toEqual([
      "Combatant by p1",
      "Combatant by p1",
    ]);
    expect(f.world.refusals).toHaveLength(2);
    expect(f.world.stored(f.combat.id)).toEqual(stored);
    expect(runnerOnP1()).toEqual(before);
    expect(combatant(f, "Runner").system.request).toBeNull();
    expect(f.as("p1", () => actingName(f.combat))).toBe("Runner");
    // Once the server lets the write through, the same click works: nothing from the refusal is in the way.
    f.world.playerCombatantKeys = ["initiative", "system"];
    await f.as("p1", () => f.combat.endPhase(f.ids.Runner as string));
    await f.world.settle();
    expect(actingName(f.combat)).toBe("Mage");
  });

  it("sr5 rule 7: a player's interrupt outside their phase goes through the relay; the score drops at once", async () => {
    const f = await startedFight("sr5", [6, 4, 2]); // Runner 16, Mage 12, Guard 8
    expect(actingName(f.combat)).toBe("Runner");
    const mage = f.ids.Mage as string;
    await f.as("p2", () => f.combat.runCommand({ type: "interrupt", combatantId: mage, action: "dodge" }));
    await f.world.settle();
    expect(f.world.refusals).toEqual([]);
    expect(combatant(f, "Mage").initiative).toBe(7);
    expect(actingName(f.combat)).toBe("Runner");
    // the Guard (8) now acts before the Mage (7)
    await f.gm(() => f.combat.nextTurn());
    expect(actingName(f.combat)).toBe("Guard");
    // a second Dodge would need 5 of the 7 left, a Full Defense 10: refused
    await f.as("p2", () =>
      f.combat.runCommand({ type: "interrupt", combatantId: mage, action: "full-defense" }),
    );
    await f.world.settle();
    expect(combatant(f, "Mage").initiative).toBe(7);
  });
});
