// The one command reader the tracker, the relay and the simulator share: what it lets through is exactly a
// Command, only the fields of its type, and anything malformed is null (never a half-filled command).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACTION_CATEGORIES,
  ACTION_KINDS,
  BONUS_CATEGORIES,
  COMMAND_TYPES,
  parseCommand,
  PLAIN_COMMAND_TYPES,
  type Command,
} from "../../src/engine";

const id = fc.constantFrom("ann", "bo");
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record(
    {
      type: fc.constant("spend" as const),
      combatantId: id,
      kind: fc.constantFrom(...ACTION_KINDS),
      category: fc.constantFrom(...ACTION_CATEGORIES),
      actionName: fc.string({ minLength: 1 }),
      amount: fc.nat(999),
    },
    { requiredKeys: ["type", "combatantId", "kind"] },
  ),
  fc.record({ type: fc.constantFrom(...PLAIN_COMMAND_TYPES), combatantId: id }),
  fc.record({ type: fc.constant("timed-item" as const), combatantId: id, name: fc.string() }),
  fc.record({ type: fc.constant("surprise" as const), combatantId: id, surprised: fc.boolean() }),
  fc.record({ type: fc.constant("defeated" as const), combatantId: id, defeated: fc.boolean() }),
  fc.record({
    type: fc.constant("swap-tie" as const),
    combatantId: id,
    otherId: fc.string({ minLength: 1 }),
  }),
  fc.record({
    type: fc.constant("choose-bonus-category" as const),
    combatantId: id,
    category: fc.constantFrom(...BONUS_CATEGORIES),
  }),
  fc.record({ type: fc.constant("set-score" as const), combatantId: id, score: fc.integer() }),
  fc.record({
    type: fc.constant("group" as const),
    combatantId: id,
    groupId: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  }),
);

describe("parseCommand: one vocabulary for tracker, relay and simulator", () => {
  it("every command reads back as itself, and every command type is covered", () => {
    fc.assert(
      fc.property(commandArb, (cmd) => {
        expect(parseCommand(JSON.parse(JSON.stringify(cmd)), cmd.combatantId)).toEqual(cmd);
      }),
    );
    expect(
      new Set([
        ...PLAIN_COMMAND_TYPES,
        "spend",
        "timed-item",
        "surprise",
        "defeated",
        "swap-tie",
        "choose-bonus-category",
        "set-score",
        "group",
      ]),
    ).toEqual(new Set(COMMAND_TYPES));
  });

  it("relay: the command is the sender's combatant's, whatever id the payload names, and stray fields stay out", () => {
    const raw = { type: "delay", combatantId: "someone-else", score: 99 };
    expect(parseCommand(raw, "ann")).toEqual({ type: "delay", combatantId: "ann" });
  });

  it("anything malformed is null, never a half-filled command", () => {
    const bad: unknown[] = [
      null,
      "delay",
      [],
      { type: "cheat" },
      { type: "spend" },
      { type: "spend", kind: "triple" },
      { type: "spend", kind: "simple", category: "telepathy" },
      { type: "spend", kind: "movement", amount: 2.5 },
      { type: "spend", kind: "movement", amount: -5 },
      { type: "spend", kind: "movement", amount: "5" },
      { type: "surprise", surprised: "yes" },
      { type: "defeated" },
      { type: "swap-tie", otherId: "" },
      { type: "choose-bonus-category", category: "other" },
      { type: "timed-item" },
    ];
    for (const raw of bad) expect(parseCommand(raw, "ann"), JSON.stringify(raw)).toBeNull();
    expect(parseCommand({ type: "delay" }, "")).toBeNull();
  });
});
