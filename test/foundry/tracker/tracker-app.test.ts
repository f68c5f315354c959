// The tracker class on the stand-in base, over Shadowturn's real Combat document in a multi-client stand-in
// world: what a player's tracker shows, what its buttons, context menu and keys do, and what is refused.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seizeFlags, srBudget } from "../../../src/engine";
import { setUpFight, type Fight, type Fighter } from "../combat/setup";
import { GANGER, SAMURAI } from "../combat/fighters";
import { StandInCombatTracker } from "../../stand-in/applications";
import { openTracker, Tracker, type TrackerApp } from "./open-tracker";
import { KEY_DEFAULTS, registerTrackerKeybindings } from "../../../src/foundry/tracker/keybindings";
import { registerTracker } from "../../../src/foundry/tracker/register";
import type { TrackerView } from "../../../src/foundry/tracker/view-types";
import { makeRenderer, rowsOf } from "./render";

type Handler = (this: TrackerApp, event: PointerEvent, target: HTMLElement) => Promise<void>;

const FACE: Fighter = {
  name: "Face",
  owner: "p2",
  input: { attributes: { reaction: 3, intuition: 4, edge: 5 }, edgePoints: 5 },
};

/** sr5, turn 1, pass 1: Samurai 24 acts, Face 12, Ganger 10. */
async function fight(generation = 13): Promise<Fight> {
  const f = await setUpFight("sr5", [SAMURAI, GANGER, FACE], {}, { generation });
  // Samurai 9 + 6+5+4 = 24, Ganger 7 + 3 = 10, Face 7 + 5 = 12
  f.world.scriptDice([6, 5, 4, 3, 5]);
  await f.gm(() => f.combat.startCombat());
  return f;
}

const open = openTracker;

/** A button inside the row of `combatantId`, as ApplicationV2 hands it to an action handler. */
function button(combatantId: string, data: Record<string, string>): HTMLElement {
  const row = { dataset: { combatantId } };
  return { dataset: data, closest: () => row } as unknown as HTMLElement;
}

function click(f: Fight, user: string, app: TrackerApp, combatantId: string, data: Record<string, string>) {
  const handler = Tracker.DEFAULT_OPTIONS.actions?.[data.action ?? ""] as Handler | undefined;
  if (!handler) throw new Error(`no handler for ${data.action}`);
  return f.as(user, () => handler.call(app, {} as PointerEvent, button(combatantId, data)));
}

const budgetOf = (f: Fight, name: string) =>
  srBudget(f.combat.phaseRows().find((r) => r.combatantId === f.ids[name])!.budget);

describe("the tracker over the Combat document", () => {
  it("sr5 rule 2: a player's tracker shows the engine's pass and actor, and controls on their own rows only", async () => {
    const f = await fight();
    const { context } = await open(f, "p1");
    const view = context.shadowturn as TrackerView;
    expect(view.header).toMatchObject({
      titleKey: "SHADOWTURN.Tracker.TurnPass",
      turn: 1,
      pass: 1,
      currentName: "Samurai",
    });
    expect(view.rows.map((r) => r.name)).toEqual(["Samurai", "Face", "Ganger"]);
    const html = makeRenderer().tracker(context);
    expect(html).toContain("Turn 1 · Pass 1");
    const rows = rowsOf(html);
    expect(rows.get(f.ids.Samurai!)).toContain("st-current");
    expect(rows.get(f.ids.Samurai!)).toContain('data-action="stSpend"');
    expect(rows.get(f.ids.Face!)).not.toContain("st-controls");
    expect(rows.get(f.ids.Ganger!)).not.toContain("st-controls");
  });

  it("sr5 rule 6: the player's Simple button spends through the GM relay; the pips follow", async () => {
    const f = await fight();
    const { app } = await open(f, "p1");
    expect(budgetOf(f, "Samurai").simple).toBe(2);
    await click(f, "p1", app, f.ids.Samurai!, { action: "stSpend", kind: "simple" });
    expect(budgetOf(f, "Samurai").simple).toBe(1);
    expect(f.world.clientOf("p1").notices).toEqual([]);
    expect(f.world.refusals).toEqual([]);
  });

  it("sr5 rule 5: Seize for someone else's combatant is refused with a localized notice, nothing changes", async () => {
    const f = await fight();
    const { app } = await open(f, "p1");
    const before = f.combat.engineState();
    await f.as("p1", () => app.act("stEdge", f.ids.Face!, { command: "seize" }));
    const notices = f.world.clientOf("p1").notices;
    expect(notices).toHaveLength(1);
    expect(notices[0]?.level).toBe("warn");
    expect(notices[0]?.message).not.toMatch(/SHADOWTURN\./);
    expect(f.combat.engineState()).toEqual(before);
  });

  it("sr5 rule 2: End phase from the tracker hands the turn to the next in order", async () => {
    const f = await fight();
    const { app } = await open(f, "p1");
    await click(f, "p1", app, f.ids.Samurai!, { action: "stEndPhase" });
    expect(f.combat.combatant?.name).toBe("Face");
  });

  it("sr5 rule 6, setting actionsLeftOnEnd block: the player's End phase is refused with what is left; the GM's arrow moves on", async () => {
    const f = await setUpFight("sr5", [SAMURAI, GANGER, FACE], { actionsLeftOnEnd: "block" });
    f.world.scriptDice([6, 5, 4, 3, 5]);
    await f.gm(() => f.combat.startCombat());
    const { app } = await open(f, "p1");
    const before = f.combat.engineState();
    await click(f, "p1", app, f.ids.Samurai!, { action: "stEndPhase" });
    expect(f.combat.engineState()).toEqual(before);
    const notices = f.world.clientOf("p1").notices;
    expect(notices.map((n) => n.message)).toEqual([
      expect.stringMatching(/^Samurai still has 2 Simple actions\. In this world a phase ends only/),
    ]);
    const gm = await open(f, "gm");
    await click(f, "gm", gm.app, "", { action: "stNextTurn" });
    expect(f.combat.combatant?.name).toBe("Face");
    expect(f.world.clientOf("gm").notices.map((n) => n.message)).toEqual([
      "Samurai still has 2 Simple actions.",
    ]);
  });

  it("sr4 rule 9 (shared delay) in the v13 row menu: core's other entries kept, ours added where the row's controls allow them", async () => {
    const f = await fight(13);
    const { app } = await open(f, "gm");
    const entries = f.gm(() =>
      (
        app as unknown as { _getEntryContextOptions(): ShadowturnContextMenuEntryV13[] }
      )._getEntryContextOptions(),
    );
    expect(entries.map((e) => e.name)).toEqual(
      expect.arrayContaining(["COMBAT.CombatantUpdate", "COMBAT.CombatantRemove"]),
    );
    const delay = entries.find((e) => e.name === "SHADOWTURN.Tracker.Menu.Delay")!;
    expect(delay.icon).toMatch(/^<i class="fa-solid/);
    const li = (name: string) => ({ dataset: { combatantId: f.ids[name] } }) as unknown as HTMLElement;
    expect(f.gm(() => delay.condition!(li("Samurai")))).toBe(true);
    expect(f.gm(() => delay.condition!(li("Ganger")))).toBe(false);
    await f.gm(() => delay.callback(li("Samurai")));
    expect(f.combat.engineState().combatants.find((c) => c.id === f.ids.Samurai)?.flags.delayed).toBe(true);
  });

  it("sr5 rule 5 in the v14 row menu: entries use label / icon class / visible / onClick", async () => {
    const f = await fight(14);
    const { app } = await open(f, "gm");
    const entries = f.gm(() =>
      (
        app as unknown as { _getEntryContextOptions(): ShadowturnContextMenuEntryV14[] }
      )._getEntryContextOptions(),
    );
    const seize = entries.find((e) => e.label === "SHADOWTURN.Tracker.Menu.Seize")!;
    expect(seize.icon).toBe("fa-solid fa-angles-up");
    const li = { dataset: { combatantId: f.ids.Face } } as unknown as HTMLElement;
    expect(f.gm(() => seize.visible!(li))).toBe(true);
    await f.gm(() => seize.onClick({} as Event, li));
    const face = f.combat.engineState().combatants.find((c) => c.id === f.ids.Face)!;
    expect(seizeFlags(face.flags).seizeDeclared).toBe(true);
    expect(face.input.edgePoints).toBe(4);
  });

  it("sr5 rule 7: the player's row menu offers Dodge outside their phase; it goes through the relay and the score drops at once", async () => {
    const f = await fight(14);
    const { app } = await open(f, "p2");
    const entries = f.as("p2", () =>
      (
        app as unknown as { _getEntryContextOptions(): ShadowturnContextMenuEntryV14[] }
      )._getEntryContextOptions(),
    );
    const dodge = entries.find((e) => e.label === "SHADOWTURN.Tracker.Menu.Interrupt.dodge")!;
    const li = (name: string) => ({ dataset: { combatantId: f.ids[name] } }) as unknown as HTMLElement;
    expect(f.as("p2", () => dodge.visible!(li("Face")))).toBe(true);
    // not on a row the player does not own
    expect(f.as("p2", () => dodge.visible!(li("Ganger")))).toBe(false);
    await f.as("p2", () => dodge.onClick({} as Event, li("Face")));
    await f.world.settle();
    // Face 12 - 5 = 7: now after the Ganger (10); the Samurai keeps the phase
    expect(f.combat.combatants.get(f.ids.Face!)?.initiative).toBe(7);
    expect(f.combat.phaseRows().map((r) => r.name)).toEqual(["Samurai", "Ganger", "Face"]);
    // 7 left: a Dodge still fits, nothing more after it
    await f.as("p2", () => dodge.onClick({} as Event, li("Face")));
    await f.world.settle();
    expect(f.as("p2", () => dodge.visible!(li("Face")))).toBe(false);
  });
});

describe("d20 through the Combat document", () => {
  it("d20 rule 3: the owner of the lower tied combatant swaps from the tracker; the GM applies it once", async () => {
    const fighters: Fighter[] = [
      { name: "Militant", input: { d20: { dex: 12 } } },
      { name: "Kira", owner: "p1", input: { d20: { dex: 14 } } },
      { name: "Nox", owner: "p2", input: { d20: { dex: 14 } } },
    ];
    const f = await setUpFight("d20", fighters);
    f.world.scriptDice([18, 10, 10]);
    await f.gm(() => f.combat.startCombat());
    const order = () => f.combat.phaseRows().map((r) => r.name);
    const first = order();
    expect(first[0]).toBe("Militant");
    const [upper, lower] = first.slice(1) as [string, string];
    const owner = lower === "Nox" ? "p2" : "p1";
    const { app, context } = await open(f, owner);
    const swap = (context.shadowturn as TrackerView).rows.find((r) => r.name === upper)?.controls?.swapTie;
    expect(swap).toEqual({ as: f.ids[lower], other: f.ids[upper], firstName: lower });
    const target = {
      dataset: { action: "stSwapTie", combatantId: swap!.as, otherId: swap!.other },
      closest: () => target,
    };
    const handler = Tracker.DEFAULT_OPTIONS.actions?.stSwapTie as Handler;
    await f.as(owner, () => handler.call(app, {} as PointerEvent, target as unknown as HTMLElement));
    expect(order()).toEqual(["Militant", lower, upper]);
    expect(f.world.clientOf(owner).notices).toEqual([]);
    expect(f.world.refusals).toEqual([]);
  });
});

describe("sr4 through the Combat document", () => {
  it("sr4 rule 11: Set in the timer menu sends the name typed beside it", async () => {
    const f = await setUpFight("sr4", [SAMURAI, GANGER]);
    f.world.scriptDice(Array.from({ length: 40 }, () => 6));
    await f.gm(() => f.combat.startCombat());
    const { app } = await open(f, "p1");
    const row = { dataset: { combatantId: f.ids.Samurai } };
    const menu = { querySelector: () => ({ value: "Frag grenade" }) };
    const target = {
      dataset: { action: "stTimedItem" },
      closest: (sel: string) => (sel === ".st-menu" ? menu : row),
    };
    const handler = Tracker.DEFAULT_OPTIONS.actions?.stTimedItem as Handler;
    await f.as("p1", () => handler.call(app, {} as PointerEvent, target as unknown as HTMLElement));
    expect(f.combat.engineState().timedItems.map((t) => [t.name, t.ownerId])).toEqual([
      ["Frag grenade", f.ids.Samurai],
    ]);
    expect(f.world.clientOf("p1").notices).toEqual([]);
  });
});

describe("registerTracker (init)", () => {
  it("issue 3 tracker: makes our tracker the sidebar's combat tab, built on Foundry's CombatTracker, and registers the keys", async () => {
    const f = await fight();
    const actions: string[] = [];
    f.gm(() => {
      Object.assign(game, {
        keybindings: { register: (_ns: string, action: string) => actions.push(action) },
      });
      registerTracker();
    });
    const Registered = CONFIG.ui?.combat as typeof Tracker;
    expect(Registered.prototype).toBeInstanceOf(StandInCombatTracker);
    expect(Object.keys(Registered.PARTS)).toEqual(["header", "tracker", "footer"]);
    expect(Registered.PARTS.tracker?.templates).toEqual([
      "systems/shadowturn/templates/combat/row.hbs",
      "systems/shadowturn/templates/combat/pips.hbs",
      "systems/shadowturn/templates/combat/controls.hbs",
      "systems/shadowturn/templates/combat/timed.hbs",
      "systems/shadowturn/templates/combat/score-input.hbs",
      "systems/shadowturn/templates/combat/group-head.hbs",
      "systems/shadowturn/templates/combat/own-roll.hbs",
    ]);
    expect(Object.keys(Registered.DEFAULT_OPTIONS.actions ?? {})).toEqual(
      expect.arrayContaining([
        "stSpend",
        "stDelay",
        "stIntervene",
        "stEdge",
        "stEndPhase",
        "stSwapTie",
        "stSurprise",
        "stActionSurge",
        "stToggleMenu",
      ]),
    );
    expect(actions).toEqual(KEY_DEFAULTS.map((d) => d.action));
    // every template path the parts name is a file the build ships (systems/shadowturn/ = the repo root)
    const paths = Object.values(Registered.PARTS).flatMap((p) => [p.template, ...(p.templates ?? [])]);
    for (const path of paths) expect(existsSync(path.replace("systems/shadowturn/", "")), path).toBe(true);
  });
});

describe("tracker action catalogue from the compendium", () => {
  it("rules action catalogues: an actor without action items gets the sr-actions pack in its spend menu", async () => {
    const f = await fight();
    const asked: string[] = [];
    const index = [
      {
        _id: "a1",
        name: "Fire Weapon",
        type: "action",
        system: { ruleset: "sr", srKind: "simple", category: "physical" },
      },
      {
        _id: "a2",
        name: "Aim",
        type: "action",
        system: { ruleset: "d20", d20Kind: "action", category: "other" },
      },
    ];
    // an index entry holds only the system fields asked for (Nimble asks for system.description)
    const only = (fields: string[] = []) =>
      index.map((e) => ({
        ...e,
        system: Object.fromEntries(Object.entries(e.system).filter(([k]) => fields.includes(`system.${k}`))),
      }));
    f.as("p1", () =>
      Object.assign(game, {
        packs: {
          get: (id: string) => (
            asked.push(id),
            id === "shadowturn.sr-actions"
              ? { getIndex: async (o: { fields?: string[] }) => only(o.fields) }
              : undefined
          ),
        },
      }),
    );
    const { context } = await open(f, "p1");
    expect(asked).toContain("shadowturn.sr-actions");
    const samurai = (context.shadowturn as TrackerView).rows.find((r) => r.name === "Samurai");
    expect(samurai?.controls?.catalogue.map((a) => [a.name, a.kind, a.category])).toEqual([
      ["Fire Weapon", "simple", "physical"],
    ]);
  });
});

describe("tracker keybindings", () => {
  type Registered = { action: string; config: ShadowturnKeybindingConfig };

  function register(f: Fight, user: string): Registered[] {
    const registered: Registered[] = [];
    f.as(user, () => {
      Object.assign(game, {
        keybindings: {
          register: (_ns: string, action: string, config: ShadowturnKeybindingConfig) =>
            registered.push({ action, config }),
        },
        combat: f.combat,
      });
      registerTrackerKeybindings();
    });
    return registered;
  }

  it("issue 3 keyboard: registers next / previous phase (GM only) and the three spend keys, all localized", async () => {
    const f = await fight();
    const registered = register(f, "gm");
    expect(registered.map((r) => r.action)).toEqual(KEY_DEFAULTS.map((d) => d.action));
    expect(registered.filter((r) => r.config.restricted).map((r) => r.action)).toEqual([
      "nextPhase",
      "previousPhase",
    ]);
    for (const r of registered) expect(r.config.name).toMatch(/^SHADOWTURN\.Tracker\.Key\./);
    expect(registered.find((r) => r.action === "spendSimple")?.config.editable).toEqual([
      { key: "KeyS", modifiers: ["Shift"] },
    ]);
  });

  it("issue 3 keyboard: outside a running fight the spend keys are left to others (no notice, not consumed)", async () => {
    const f = await setUpFight("sr5", [SAMURAI, GANGER]);
    const keys = register(f, "p1");
    expect(f.as("p1", () => keys.find((k) => k.action === "spendSimple")!.config.onDown!({}))).toBe(false);
    expect(f.world.clientOf("p1").notices).toEqual([]);
  });

  it("sr5 rule 2: the footer arrow and the next-phase key, used while the first write is in flight, advance once", async () => {
    const f = await fight();
    const keys = register(f, "gm");
    const { app } = await open(f, "gm");
    f.world.writeLatencyMs = 25;
    const arrow = click(f, "gm", app, "", { action: "stNextTurn" });
    f.gm(() => keys.find((k) => k.action === "nextPhase")!.config.onDown!({}));
    const again = click(f, "gm", app, "", { action: "stNextTurn" });
    await Promise.all([arrow, again]);
    await new Promise((r) => setTimeout(r, 100));
    expect(f.combat.combatant?.name).toBe("Face");
    expect(f.combat.engineState().actedOrder).toEqual([f.ids.Samurai]);
  });

  it("sr5 rule 2: the GM's next-phase key advances the combat; previous goes back", async () => {
    const f = await fight();
    const keys = register(f, "gm");
    const press = (action: string) => f.gm(() => keys.find((k) => k.action === action)!.config.onDown!({}));
    expect(press("nextPhase")).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(f.combat.combatant?.name).toBe("Face");
    press("previousPhase");
    await new Promise((r) => setTimeout(r, 0));
    expect(f.combat.combatant?.name).toBe("Samurai");
  });

  it("sr5 rule 6: the owner's spend-Complex key spends for the acting combatant; another player is told it is not theirs", async () => {
    const f = await fight();
    const mine = register(f, "p1");
    f.as("p1", () => mine.find((k) => k.action === "spendComplex")!.config.onDown!({}));
    await new Promise((r) => setTimeout(r, 0));
    expect(budgetOf(f, "Samurai").simple).toBe(0);
    const theirs = register(f, "p2");
    f.as("p2", () => theirs.find((k) => k.action === "spendFree")!.config.onDown!({}));
    await new Promise((r) => setTimeout(r, 0));
    expect(f.world.clientOf("p2").notices).toEqual([
      { level: "warn", message: "You do not control Samurai." },
    ]);
    expect(budgetOf(f, "Samurai").free).toBe(1);
  });
});
